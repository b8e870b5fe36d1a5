//===- StackGuard.h - survive a parse that overflows the stack ------------===//
//
// clang 15's parser recurses without end on some code that does not
// compile (isCXXDeclarationSpecifier, llvm-project issues 57341 and 63052:
// e.g. `X(ns::some_template.` at namespace scope). The recursion overflows
// the stack and would kill amp2hip with SIGSEGV, without a word about the
// file. runStackGuarded runs the work on a thread of its own, with a 16 MiB
// stack (twice a thread's default) and a guard page below it: a fault
// there abandons the work instead. What the work had allocated is left as
// it was (leaked on purpose: its destructors cannot run), and the caller
// reports the file (amp2hip-3013) and goes on with the others.
//
// Any other fault goes to the handler that was there before (the default,
// or a sanitizer's), as if the guard were not there.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_PARSE_STACKGUARD_H
#define AMP2HIP_PARSE_STACKGUARD_H

#include "llvm/ADT/STLFunctionalExtras.h"

namespace amp2hip {

/// Runs \p Work, on a thread of its own, and waits for it. False when it
/// ran out of stack and was abandoned part way; true when it returned.
bool runStackGuarded(llvm::function_ref<void()> Work);

} // namespace amp2hip

#endif
