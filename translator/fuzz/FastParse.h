//===- FastParse.h - parsing a fuzz input in milliseconds, not a second ---===//
//
// The CLI parses each input against some 40,000 lines of shim and standard
// headers (about 0.6 s of CPU), and the output check parses the translation
// against the shim once more. The fuzzer gets the same parse from two
// things, both handed to translateFile as a ParseTuning (ParseTuning.h):
//
//  - precompiled headers, one per dialect mode and side (the translation's
//    <amp.h> with -DAMP2HIP_TRANSLATING, the output check's host backend),
//    built once and kept in a cache directory; clang itself refuses a PCH
//    whose headers changed, and then it is built again;
//  - no bodies for templates of the headers: the implicit instantiations
//    clang would perform at the end of the translation unit are dropped
//    when their template is not in the input (parallel_for_each's launch
//    machinery is most of what is left of a parse once the headers are
//    precompiled). The input's own templates are still instantiated.
//
// What this changes: an input clang would reject only inside a header's
// template body, or one that uses a header it did not include, parses here.
// So a finding is confirmed the CLI's way (exact: no tuning) before it is
// reported, and scripts/fuzz.sh replays crashes with the CLI.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FUZZ_FASTPARSE_H
#define AMP2HIP_FUZZ_FASTPARSE_H

#include "FuzzModes.h"
#include "ParseTuning.h"

#include <map>
#include <string>

namespace amp2hip {
namespace fuzz {

class FastParse {
public:
  /// \p CacheDir keeps the PCHs between processes (created when missing).
  FastParse(std::string ShimDir, std::string CacheDir, bool SkipHeaderBodies = true);

  /// The tuning for \p Mode (its PCHs are built or checked on first use).
  /// When a PCH cannot be made to work, that side parses the headers.
  const ParseTuning &tuning(const FuzzMode &Mode);

  /// The tuning that changes nothing: the CLI's parse.
  static const ParseTuning &exact();

private:
  std::string precompile(const std::string &Name, const std::string &Prelude,
                         std::vector<std::string> Args, bool Rebuild);
  bool works(const FuzzMode &Mode, const ParseTuning &T, std::string &Why);

  std::string ShimDir, CacheDir;
  bool SkipHeaderBodies;
  std::map<std::string, ParseTuning> ByMode;
};

/// Clang's pending implicit instantiations whose template is not in the
/// main file are dropped (the second half of FastParse); attach to a
/// compiler instance before it parses.
void skipHeaderTemplateBodies(clang::CompilerInstance &CI);

} // namespace fuzz
} // namespace amp2hip

#endif
