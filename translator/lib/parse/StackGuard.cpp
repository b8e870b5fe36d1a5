//===- StackGuard.cpp - survive a parse that overflows the stack ----------===//
//
// The work runs on a thread of its own, on a stack this file maps (with a
// guard page below it) and an alternate signal stack. A fault in the guard
// page jumps back to the top of that thread, which copies the abandoned
// frames and ends; what they pointed to is then kept reachable for
// LeakSanitizer, and the stack unmapped.
//
//===----------------------------------------------------------------------===//

#include "parse/StackGuard.h"

#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <csetjmp>
#include <cstdint>
#include <mutex>
#include <vector>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define AMP2HIP_STACK_GUARD_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(AMP2HIP_STACK_GUARD_ASAN)
#define AMP2HIP_STACK_GUARD_ASAN 1
#endif
#ifdef AMP2HIP_STACK_GUARD_ASAN
#include <sanitizer/asan_interface.h>
#endif

// LeakSanitizer's, when it is linked in (AddressSanitizer brings it).
extern "C" __attribute__((weak)) void __lsan_register_root_region(const void *P, size_t Size);

namespace amp2hip {
namespace {

/// The work's stack: twice what a thread gets by default, so deep but
/// finite code (nested templates, long expressions) is not cut short.
constexpr size_t StackSize = size_t(16) << 20;
constexpr size_t AltStackSize = size_t(256) << 10;

size_t pageSize() { return static_cast<size_t>(sysconf(_SC_PAGESIZE)); }

/// One run of guarded work, on its thread.
struct Job {
  llvm::function_ref<void()> Work;
  char *Guard = nullptr;        ///< The guard page, the mapping's start.
  char *StackLow = nullptr;     ///< The stack, above the guard page.
  char *AltStack = nullptr;
  /// The abandoned frames, copied before the thread's exit overwrites the
  /// top ones (where clang's compiler instance lives).
  uintptr_t *Copy = nullptr;
  size_t CopiedWords = 0;
  sigjmp_buf Resume;
  bool Finished = false;
};

thread_local Job *Active = nullptr;

std::mutex HandlerMutex;
struct sigaction PreviousSegv, PreviousBus;

void onFault(int Sig, siginfo_t *Info, void *) {
  Job *J = Active;
  char *At = static_cast<char *>(Info->si_addr);
  if (J && Info->si_code > 0 && At >= J->Guard && At < J->StackLow)
    siglongjmp(J->Resume, 1);
  // Not guarded work running out of stack: when this returns the fault
  // happens again, and goes to the handler from before; a signal that was
  // sent, not a fault, is sent again.
  sigaction(Sig, Sig == SIGSEGV ? &PreviousSegv : &PreviousBus, nullptr);
  if (Info->si_code <= 0)
    raise(Sig);
}

/// Our handler for SIGSEGV and SIGBUS (again, if a fault that was not ours
/// handed them back), the one before kept for the faults that are not ours.
void installHandlers() {
  std::lock_guard<std::mutex> Lock(HandlerMutex);
  struct sigaction Ours = {};
  Ours.sa_sigaction = onFault;
  Ours.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
  sigemptyset(&Ours.sa_mask);
  for (int Sig : {SIGSEGV, SIGBUS}) {
    struct sigaction Now = {};
    sigaction(Sig, nullptr, &Now);
    if ((Now.sa_flags & SA_SIGINFO) && Now.sa_sigaction == onFault)
      continue;
    sigaction(Sig, &Ours, Sig == SIGSEGV ? &PreviousSegv : &PreviousBus);
  }
}

// Not instrumented: after the jump back it reads the abandoned frames,
// redzones and all, word by word (volatile, so no memcpy the sanitizer
// would check), calling nothing that would use the stack below it first.
__attribute__((no_sanitize("address"))) void *runJob(void *P) {
  Job &J = *static_cast<Job *>(P);
  stack_t Alt = {};
  Alt.ss_sp = J.AltStack;
  Alt.ss_size = AltStackSize;
  sigaltstack(&Alt, nullptr);
  Active = &J;
  if (sigsetjmp(J.Resume, 1) == 0) {
    J.Work();
    J.Finished = true;
  } else {
    auto *From = reinterpret_cast<volatile const uintptr_t *>(J.StackLow);
    auto *To = reinterpret_cast<volatile const uintptr_t *>(__builtin_frame_address(0));
    for (size_t I = 0; From + I < To; ++I)
      J.Copy[I] = From[I];
    J.CopiedWords = static_cast<size_t>(To - From);
  }
  Active = nullptr;
  stack_t Off = {};
  Off.ss_flags = SS_DISABLE;
  sigaltstack(&Off, nullptr);
  return nullptr;
}

/// Under LeakSanitizer: what the abandoned work allocated is reachable only
/// from its frames (copied from a stack about to be unmapped). The values
/// on it are kept, each distinct one once, in a root region, so that memory counts as
/// reachable (it is left on purpose), not as a leak.
void keepReachableFrom(const char *Low, const char *High) {
  if (!__lsan_register_root_region)
    return;
  auto *Words = new std::vector<uintptr_t>(reinterpret_cast<const uintptr_t *>(Low),
                                           reinterpret_cast<const uintptr_t *>(High));
  std::sort(Words->begin(), Words->end());
  Words->erase(std::unique(Words->begin(), Words->end()), Words->end());
  Words->shrink_to_fit();
  __lsan_register_root_region(Words->data(), Words->size() * sizeof(uintptr_t));
  // Never destroyed: the regions stay valid until LeakSanitizer's check at exit.
  static std::mutex KeptMutex;
  static auto *Kept = new std::vector<std::vector<uintptr_t> *>;
  std::lock_guard<std::mutex> Lock(KeptMutex);
  Kept->push_back(Words);
}

} // namespace

bool runStackGuarded(llvm::function_ref<void()> Work) {
  if (Active) { // nested: the outer guard covers it
    Work();
    return true;
  }
  size_t Page = pageSize();
  size_t Total = Page + StackSize + AltStackSize + StackSize; // the last: the copy
  void *Map = mmap(nullptr, Total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                   -1, 0);
  if (Map == MAP_FAILED) {
    Work();
    return true;
  }
  Job J;
  J.Work = Work;
  J.Guard = static_cast<char *>(Map);
  J.StackLow = J.Guard + Page;
  J.AltStack = J.StackLow + StackSize;
  J.Copy = reinterpret_cast<uintptr_t *>(J.AltStack + AltStackSize);
  mprotect(J.Guard, Page, PROT_NONE);
  installHandlers();
  pthread_attr_t Attr;
  pthread_attr_init(&Attr);
  pthread_attr_setstack(&Attr, J.StackLow, StackSize);
  pthread_t Thread;
  bool Started = pthread_create(&Thread, &Attr, runJob, &J) == 0;
  pthread_attr_destroy(&Attr);
  if (Started)
    pthread_join(Thread, nullptr);
  else
    Work(); // no thread: unguarded, as before the guard
#ifdef AMP2HIP_STACK_GUARD_ASAN
  // The abandoned frames' redzones stay marked otherwise, for the copy
  // below and for whatever is mapped here next.
  __asan_unpoison_memory_region(J.StackLow, StackSize + AltStackSize);
#endif
  if (Started && !J.Finished)
    keepReachableFrom(reinterpret_cast<const char *>(J.Copy),
                      reinterpret_cast<const char *>(J.Copy + J.CopiedWords));
  munmap(Map, Total);
  return !Started || J.Finished;
}

} // namespace amp2hip
