//===- StackGuard.h - survive a parse that overflows the stack ------------===//
//
// clang 15's parser recurses without end on some code that does not
// compile (isCXXDeclarationSpecifier, llvm-project issues 57341 and 63052:
// e.g. `X(ns::some_template.` at namespace scope). The recursion overflows
// the stack and would kill amp2hip with SIGSEGV, without a word about the
// file. runStackGuarded runs the work on a thread of its own, with a 16 MiB
// stack (twice a thread's default), and abandons the work when that runs
// out. What the work had allocated is left as it was (leaked on purpose:
// its destructors cannot run), and the caller reports the file
// (amp2hip-3013) and goes on with the others.
//
// Abandoning work is only safe where it holds no lock: a thread stopped
// inside malloc (glibc's arena lock, a sanitizer allocator's region lock)
// leaves every later allocation of that kind, and LeakSanitizer's check at
// exit, waiting for ever (a CI run hung so, after its tests had passed).
// So the work is stopped only
//  - at a checkpoint (stackCheckpoint(): clang's token watcher) with less
//    than 1 MiB of its stack left, or
//  - where it touches the page below its stack in code that may be stopped
//    (by default clang's own library, which takes no lock in its parser:
//    the endless recursion above lexes nothing, so no checkpoint sees it);
//    touched elsewhere (malloc, libstdc++, a sanitizer's runtime), that page
//    is given to the stack and the next one guards it, up to a reserve of
//    256 KiB, so the allocator finishes and returns to the parser;
//  - as a last resort, where it touches the page below the reserve.
//
// Any other fault goes to the handler that was there before (the default,
// or a sanitizer's), as if the guard were not there.
//
//===----------------------------------------------------------------------===//

#ifndef AMP2HIP_PARSE_STACKGUARD_H
#define AMP2HIP_PARSE_STACKGUARD_H

#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstdint>

namespace amp2hip {

/// How guarded work ended.
enum class StackOutcome {
  Finished,            ///< It returned.
  StoppedAtCheckpoint, ///< At a checkpoint, near its stack's end.
  StoppedAtGuardPage,  ///< Below its stack, in code that may be stopped.
  StoppedAtLastResort, ///< Below the reserve, wherever it was.
};

/// Whether work that ran out of stack may be stopped with its program
/// counter at \p PC: called in a signal handler, so it may only read.
using StopPredicate = bool (*)(uintptr_t PC);

/// True in the code of clang's shared library (libclang-cpp), which holds
/// no lock while it parses. False everywhere when clang is linked into the
/// executable, which may hold the allocator too.
bool inClangLibrary(uintptr_t PC);

/// Runs \p Work, on a thread of its own, and waits for it.
StackOutcome runStackGuarded(llvm::function_ref<void()> Work,
                             StopPredicate MayStopAt = inClangLibrary);

/// In guarded work, at a point where it holds no lock: abandons the work
/// (runStackGuarded returns StoppedAtCheckpoint) when less than 1 MiB is
/// left of its stack. Elsewhere it does nothing. Cheap (a thread-local read
/// and a comparison), so it may be called for every token.
void stackCheckpoint();

/// How this process's guarded runs ended, and how many reserve pages were
/// given to code that could not be stopped (tests).
struct StackGuardCounts {
  unsigned AtCheckpoint = 0, AtGuardPage = 0, AtLastResort = 0, PagesGiven = 0;
};
StackGuardCounts stackGuardCounts();

} // namespace amp2hip

#endif
