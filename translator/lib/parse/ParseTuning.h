//===- ParseTuning.h - how a process that parses many inputs speeds it up -===//
//
// The CLI parses each input once, loading <amp.h> from its cache of
// precompiled headers (HeaderCacheDir) where the input allows it. A program
// that translates thousands of small inputs in one process (the fuzzer,
// translator/fuzz/) parses them against its own precompiled headers, and may attach its own Sema hooks:
// both the translation's parse and the output check's go through here, so
// the fuzzer runs the same translation and the same check as the CLI.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PARSETUNING_H
#define AMP2HIP_PARSETUNING_H

#include <functional>
#include <string>
#include <vector>

namespace clang {
class CompilerInstance;
}

namespace amp2hip {

/// How many times a file is parsed again to expand one more level of user
/// macros around launches (rewrites/MacroExpansion.h); the launch rule names
/// the limit when a launch is nested deeper.
constexpr int MaxMacroExpansionRounds = 4;

struct ParseTuning {
  /// Added after the arguments of the translation's parse (-include-pch P).
  std::vector<std::string> TranslateArgs;
  /// Added after the arguments of the output check's parse.
  std::vector<std::string> CheckArgs;
  /// Called with each compiler instance (translation and check) before it
  /// parses: attach an ExternalSemaSource, adjust options.
  std::function<void(clang::CompilerInstance &)> BeforeParse;
  /// The CLI's cache of precompiled AMP headers (HeaderCache.h), used by
  /// either parse whose own arguments above are empty; "" for none.
  std::string HeaderCacheDir;
};

} // namespace amp2hip

#endif
