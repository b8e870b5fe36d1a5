//===- ParseArguments.h - where the shim is, what clang is told -----------===//
//
// The options of one parse and the clang arguments every parse of an AMP
// source starts from (the shim's include paths and forced includes,
// --msvc's dialect); the pipeline's driver (Driver.h) fills them in.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PARSEARGUMENTS_H
#define AMP2HIP_PARSEARGUMENTS_H

#include "ParseTuning.h"

#include <string>
#include <vector>

namespace amp2hip {

struct DriverOptions {
  std::string ShimDir;                ///< The runtime-shim directory.
  std::vector<std::string> ExtraArgs; ///< -I/-D/... given by the user.
  /// Tree mode: headers under this directory (a real path) are translated
  /// along with the source that includes them.
  std::string TreeRoot;
  /// Write warnings into the output as comments next to the code.
  bool DiagnosticComments = true;
  /// Parse the translation before calling it a success (OutputCheck.h).
  bool VerifyOutput = true;
  /// Precompiled headers and Sema hooks of a many-input process (the
  /// fuzzer); empty in the CLI.
  ParseTuning Tuning;
  /// --msvc: parse as Visual C++ does, write strict C++ (MsvcDialect.h).
  bool Msvc = false;
};

/// True when \p Dir holds the runtime shim (its amp-include/amp.h).
bool isShimDir(const std::string &Dir);

/// The runtime-shim directory: $AMP2HIP_SHIM_DIR, next to the executable
/// (installed layout), or the source tree the tool was built from.
std::string findShimDir(const char *Argv0);

/// The compiler arguments amp2hip parses with (before the user's own).
std::vector<std::string> parseArguments(const DriverOptions &Opts);

} // namespace amp2hip

#endif
