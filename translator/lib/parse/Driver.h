//===- Driver.h - parse one file and translate it -------------------------===//
#ifndef AMP2HIP_DRIVER_H
#define AMP2HIP_DRIVER_H

#include "Diagnostics.h"
#include "ParseTuning.h"
#include "ExitCode.h"
#include "Translator.h"
#include <functional>
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

struct FileResult {
  bool Parsed = false;      ///< False when clang reported errors.
  TranslationResult Result; ///< Valid when Parsed.
  DiagnosticSink Diags;     ///< amp2hip's own diagnostics.
  std::string ClangOutput;  ///< clang's own diagnostics, as it prints them.
  /// Tree mode, when the file includes a Windows-only header (amp2hip-4003)
  /// and so is not translated: the translation of the local headers it
  /// includes (Headers, HeaderCounts, ScopeFiles), made from its #include
  /// lines alone.
  bool HeadersOnly = false;
  TranslationResult IncludedHeaders;
};

/// Translated (0), untranslatable AMP (1), or does not parse (2).
ExitCode exitCodeOf(const FileResult &R);

/// Print clang's and amp2hip's diagnostics of one file to stderr.
void printDiagnostics(const FileResult &R);

/// True when \p Dir holds the runtime shim (its amp-include/amp.h).
bool isShimDir(const std::string &Dir);

/// The runtime-shim directory: $AMP2HIP_SHIM_DIR, next to the executable
/// (installed layout), or the source tree the tool was built from.
std::string findShimDir(const char *Argv0);

/// The compiler arguments amp2hip parses with (before the user's own).
std::vector<std::string> parseArguments(const DriverOptions &Opts);

/// What is done with a translation unit that parsed without errors.
using ParsedUnitHandler = std::function<void(clang::ASTContext &, const PreprocessorFacts &,
                                             const TranslationScope &)>;

/// Parse the file at \p Path as translating does (\p Code, when given,
/// replaces its contents) and hand the result to \p Handle; clang's own
/// diagnostics go to \p ClangOutput. False when it does not parse (then
/// \p Handle is not called). Tests use it to look at the model.
bool parseFile(const std::string &Path, const DriverOptions &Opts, const std::string *Code,
               const ParsedUnitHandler &Handle, std::string &ClangOutput);

/// Translate the file at \p Path; \p Code, when given, replaces its contents.
FileResult translateFile(const std::string &Path, const DriverOptions &Opts,
                         const std::string *Code = nullptr);

} // namespace amp2hip

#endif
