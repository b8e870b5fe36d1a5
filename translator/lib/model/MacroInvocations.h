//===- MacroInvocations.h - which user macros a launch can be expanded from ===//
//
// A launch or a kernel lambda written inside a user macro is expanded where
// it is written (rewrites/MacroExpansion.h). Whether an invocation can be,
// and to what text, is a question about the preprocessor's record that the
// launch rule (1006) and the rewrite both ask; it is answered here, once.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MACROINVOCATIONS_H
#define AMP2HIP_MACROINVOCATIONS_H

#include "RestrictRecorder.h"
#include "TranslationScope.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace amp2hip {

/// Which top-level macro invocation a location comes from, answered in
/// logarithmic time: a file with a `restrict(amp, cpu)` on each of 100,000
/// functions has as many invocations, and a scan per location made the
/// translation quadratic (minutes for 10 MB).
class InvocationIndex {
public:
  InvocationIndex(const clang::SourceManager &SM, const PreprocessorFacts &PP);

  /// The top-level invocation that \p Loc comes from: a macro location, or
  /// a file location inside the arguments (the preprocessor reports a macro
  /// expanded within an argument at the argument's own text).
  const MacroInvocation *of(clang::SourceLocation Loc) const;

private:
  struct Span {
    unsigned Begin, End;
    const MacroInvocation *Invocation;
  };
  const clang::SourceManager &SM;
  std::unordered_map<unsigned, const MacroInvocation *> ByBegin;
  std::map<clang::FileID, std::vector<Span>> Spans;
};

/// `#define GPU restrict(amp)` and its kind are rewritten where they are
/// defined (RestrictRewrite): not expanded.
bool spellsOnlyAKeyword(const MacroInvocation &I, const PreprocessorFacts &PP);

/// The real path of the file \p F (its name, for a file given as text only).
std::string realPathOf(const clang::SourceManager &SM, clang::FileID F);

/// Why \p I cannot be expanded in place (empty when it can); its expansion
/// in \p Text.
std::string expansionOf(const clang::SourceManager &SM, const clang::LangOptions &LO,
                        const PreprocessorFacts &PP, const TranslationScope &Scope,
                        const MacroInvocation &I, std::string &Text);

/// Why the macro invocation that \p Loc (a macro location) is expanded from
/// cannot be expanded in place; empty when it can (amp2hip-1006).
std::string macroExpansionObstacle(const clang::SourceManager &SM, const clang::LangOptions &LO,
                                   const PreprocessorFacts &PP, const TranslationScope &Scope,
                                   clang::SourceLocation Loc);

} // namespace amp2hip

#endif
