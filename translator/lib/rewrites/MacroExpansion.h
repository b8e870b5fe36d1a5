//===- MacroExpansion.h - launches and kernels inside user macros ---------===//
//
// Test harnesses and samples wrap launches in macros
// (`#define GPU_INVOKE(av, ...) parallel_for_each(av, __VA_ARGS__)`), write
// the kernel lambda's head in one (`#define KERNEL_HEAD [=](index<1> i)
// restrict(amp)`) or pass the whole lambda through one. The rewrites edit
// the text of one place, and a macro's body is shared by every use, so such
// an invocation is expanded where it is written, one level at a time: its
// parameters replaced by the argument text as written (nested macros stay
// as they are), a note at the end of its line, the line count kept. The
// driver applies the edits and parses again (parse/Driver.cpp), until no
// invocation is left to expand; then the kernels are ordinary code. A
// definition whose every use was expanded, and which spells a launch or a
// restriction, becomes a comment (no restrict(...) is left behind).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MACROEXPANSION_H
#define AMP2HIP_MACROEXPANSION_H

#include "AmpModel.h"
#include "MsvcDialect.h"
#include "ParseTuning.h"
#include "RestrictRecorder.h"
#include "TranslationScope.h"

#include "clang/AST/ASTContext.h"
#include <string>
#include <vector>

namespace amp2hip {

/// The text edits (by real path and offset in the text that was parsed) that
/// expand the user macros a launch or a restricted lambda is inside; empty
/// when there is none to expand.
std::vector<MsvcFix> planMacroExpansions(clang::ASTContext &Ctx, const PreprocessorFacts &PP,
                                         const TranslationScope &Scope, const AmpModel &Model);

} // namespace amp2hip

#endif
