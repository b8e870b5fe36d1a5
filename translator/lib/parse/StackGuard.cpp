//===- StackGuard.cpp - survive a parse that overflows the stack ----------===//

#include "parse/StackGuard.h"

#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#include <ucontext.h>
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

/// A fault this far below the end of the stack, or this far above it, is
/// the stack overflowing: the guard page of a thread, the gap the kernel
/// keeps below the main thread's stack, a frame that started on the stack's
/// last page.
constexpr uintptr_t ReachBelow = uintptr_t(1) << 20;
constexpr uintptr_t ReachAbove = uintptr_t(64) << 10;
constexpr size_t AltStackSize = size_t(1) << 20;

struct Guard {
  sigjmp_buf Resume;
  uintptr_t StackLow = 0; ///< The lowest address of this thread's stack.
  uintptr_t FaultSp = 0;  ///< The stack pointer at the fault (0 if unknown).
};

thread_local Guard *Active = nullptr;

std::mutex HandlerMutex;
struct sigaction PreviousSegv, PreviousBus;

uintptr_t stackPointerAt(void *Context) {
  auto *UC = static_cast<ucontext_t *>(Context);
#if defined(__x86_64__)
  return static_cast<uintptr_t>(UC->uc_mcontext.gregs[REG_RSP]);
#elif defined(__aarch64__)
  return static_cast<uintptr_t>(UC->uc_mcontext.sp);
#else
  (void)UC;
  return 0;
#endif
}

void onFault(int Sig, siginfo_t *Info, void *Context) {
  Guard *G = Active;
  uintptr_t At = reinterpret_cast<uintptr_t>(Info->si_addr);
  if (G && At >= G->StackLow - std::min(G->StackLow, ReachBelow) && At < G->StackLow + ReachAbove) {
    G->FaultSp = stackPointerAt(Context);
    siglongjmp(G->Resume, 1);
  }
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

/// This thread's alternate signal stack (the handler cannot run on the
/// stack that overflowed), made once and kept for the thread's life.
void *alternateStack() {
  thread_local void *Stack = [] {
    void *P = mmap(nullptr, AltStackSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return P == MAP_FAILED ? nullptr : P;
  }();
  return Stack;
}

uintptr_t lowestStackAddress() {
  pthread_attr_t Attr;
  if (pthread_getattr_np(pthread_self(), &Attr) != 0)
    return 0;
  void *Low = nullptr;
  size_t Size = 0;
  bool Ok = pthread_attr_getstack(&Attr, &Low, &Size) == 0;
  pthread_attr_destroy(&Attr);
  return Ok ? reinterpret_cast<uintptr_t>(Low) : 0;
}

/// After the jump back, the abandoned frames lie below the stack pointer.
/// AddressSanitizer's marks on them go (the next calls reuse that memory),
/// and under LeakSanitizer the pointers they held are kept, each distinct
/// value once, in a root region: what the work allocated is unreachable on
/// purpose, not a leak to report.
void forgetAbandonedFrames(uintptr_t From, uintptr_t To) {
  if (From == 0 || From >= To)
    return;
#ifdef AMP2HIP_STACK_GUARD_ASAN
  __asan_unpoison_memory_region(reinterpret_cast<void *>(From), To - From);
#endif
  if (!__lsan_register_root_region)
    return;
  From = (From + sizeof(uintptr_t) - 1) & ~(sizeof(uintptr_t) - 1);
  auto *Words = new std::vector<uintptr_t>(reinterpret_cast<const uintptr_t *>(From),
                                           reinterpret_cast<const uintptr_t *>(To & ~(sizeof(uintptr_t) - 1)));
  std::sort(Words->begin(), Words->end());
  Words->erase(std::unique(Words->begin(), Words->end()), Words->end());
  Words->shrink_to_fit();
  __lsan_register_root_region(Words->data(), Words->size() * sizeof(uintptr_t));
  static std::mutex KeptMutex;
  static std::vector<std::vector<uintptr_t> *> Kept; // the region stays valid
  std::lock_guard<std::mutex> Lock(KeptMutex);
  Kept.push_back(Words);
}

} // namespace

bool runStackGuarded(llvm::function_ref<void()> Work) {
  void *AltStack = alternateStack();
  uintptr_t StackLow = lowestStackAddress();
  if (!AltStack || !StackLow || Active) { // nested: the outer guard covers it
    Work();
    return true;
  }
  installHandlers();
  stack_t Ours = {}, Before = {};
  Ours.ss_sp = AltStack;
  Ours.ss_size = AltStackSize;
  sigaltstack(&Ours, &Before);
  // volatile: read again after the jump back.
  Guard G;
  G.StackLow = StackLow;
  volatile bool Finished = false;
  volatile uintptr_t Here = reinterpret_cast<uintptr_t>(&Finished);
  if (sigsetjmp(G.Resume, 1) == 0) {
    Active = &G;
    Work();
    Finished = true;
  }
  Active = nullptr;
  sigaltstack(&Before, nullptr);
  if (!Finished)
    forgetAbandonedFrames(G.FaultSp, Here);
  return Finished;
}

} // namespace amp2hip
