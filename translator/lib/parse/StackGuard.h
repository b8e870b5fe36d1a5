//===- StackGuard.h - survive a parse that overflows the stack ------------===//
//
// clang 15's parser recurses without end on some code that does not
// compile (isCXXDeclarationSpecifier, llvm-project issues 57341 and 63052:
// e.g. `X(ns::some_template.` at namespace scope). The recursion overflows
// the stack and would kill amp2hip with SIGSEGV, without a word about the
// file. Inside runStackGuarded, a fault at the end of this thread's stack
// abandons the work instead: the fault is handled on an alternate stack,
// which jumps back to where the work began. What the work had allocated is
// left as it was (leaked on purpose: its destructors cannot run), and the
// caller reports the file (amp2hip-3013) and goes on with the others.
//
// Any other fault goes to the handler that was there before (the default,
// or a sanitizer's), as if the guard were not there.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_PARSE_STACKGUARD_H
#define AMP2HIP_PARSE_STACKGUARD_H

#include "llvm/ADT/STLFunctionalExtras.h"

namespace amp2hip {

/// Runs \p Work on this thread. False when it ran out of stack and was
/// abandoned part way; true when it returned.
bool runStackGuarded(llvm::function_ref<void()> Work);

} // namespace amp2hip

#endif
