//===- StackGuard.cpp - survive a parse that overflows the stack ----------===//
//
// The work runs on a thread of its own, on a mapping this file makes:
//
//   [last-resort page][reserve, 256 KiB][stack, 16 MiB][alt. signal stack]
//   [room for a copy of the stack]
//
// the last-resort page and the reserve unreadable at first. A checkpoint
// near the stack's end, or a fault below the stack that may stop the work
// there (StackGuard.h), jumps back to the top of that thread, which copies
// the abandoned frames and ends; what they pointed to is then kept
// reachable for LeakSanitizer, and the mapping unmapped. A fault in the
// reserve that may not stop the work makes that page readable and returns.
//
//===----------------------------------------------------------------------===//

#include "parse/StackGuard.h"

#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <signal.h>
#include <ucontext.h>
#include <sys/mman.h>
#include <unistd.h>

#include <atomic>
#include <csetjmp>
#include <cstdint>
#include <cstdlib>
#include <cstring>
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
/// Below the stack, given a page at a time to code that may not be
/// stopped (an allocator holding its lock) so it can return: the deepest
/// path through malloc or a sanitizer's allocator takes a few KiB.
constexpr size_t ReserveSize = size_t(256) << 10;
constexpr size_t AltStackSize = size_t(256) << 10;
/// What a checkpoint leaves below it: room for the code between two
/// checkpoints (a few frames of clang's parser between two tokens) to run
/// on to the next one without leaving the stack.
constexpr size_t CheckpointRoom = size_t(1) << 20;

/// sigsetjmp's value after each way of stopping.
enum : int { JumpedFromGuardPage = 1, JumpedFromCheckpoint = 2, JumpedFromLastResort = 3 };

std::atomic<unsigned> StopsAtCheckpoint{0}, StopsAtGuardPage{0}, StopsAtLastResort{0},
    PagesGiven{0};

size_t pageSize() { return static_cast<size_t>(sysconf(_SC_PAGESIZE)); }

/// One run of guarded work, on its thread.
struct Job {
  llvm::function_ref<void()> Work;
  StopPredicate MayStopAt = nullptr;
  size_t Page = 0;
  char *LastResort = nullptr; ///< The last-resort page, the mapping's start.
  char *Reserve = nullptr;    ///< The reserve, above it.
  char *StackLow = nullptr;   ///< The stack, above the reserve.
  char *AltStack = nullptr;
  /// The abandoned frames, copied before the thread's exit overwrites the
  /// top ones (where clang's compiler instance lives).
  uintptr_t *Copy = nullptr;
  size_t CopiedWords = 0;
  unsigned PagesGiven = 0;
  sigjmp_buf Resume;
  StackOutcome Outcome = StackOutcome::Finished;
};

thread_local Job *Active = nullptr;

/// The code of a shared library: [Begin, End) of each executable segment.
struct CodeRanges {
  uintptr_t Begin[4] = {}, End[4] = {};
  unsigned Count = 0;
};

int findClangLibrary(struct dl_phdr_info *Info, size_t, void *Data) {
  auto &R = *static_cast<CodeRanges *>(Data);
  if (!Info->dlpi_name || !std::strstr(Info->dlpi_name, "libclang-cpp"))
    return 0;
  for (unsigned I = 0; I < Info->dlpi_phnum && R.Count < 4; ++I) {
    const ElfW(Phdr) &P = Info->dlpi_phdr[I];
    if (P.p_type == PT_LOAD && (P.p_flags & PF_X)) {
      R.Begin[R.Count] = Info->dlpi_addr + P.p_vaddr;
      R.End[R.Count++] = Info->dlpi_addr + P.p_vaddr + P.p_memsz;
    }
  }
  return 1;
}

uintptr_t faultPC(void *Context) {
#if defined(__x86_64__)
  return static_cast<uintptr_t>(static_cast<ucontext_t *>(Context)->uc_mcontext.gregs[REG_RIP]);
#elif defined(__aarch64__)
  return static_cast<uintptr_t>(static_cast<ucontext_t *>(Context)->uc_mcontext.pc);
#else
  (void)Context;
  return 0; // unknown: the work runs on into the reserve, then the last resort
#endif
}

std::mutex HandlerMutex;
struct sigaction PreviousSegv, PreviousBus;

void onFault(int Sig, siginfo_t *Info, void *Context) {
  Job *J = Active;
  char *At = static_cast<char *>(Info->si_addr);
  if (J && Info->si_code > 0 && At >= J->LastResort && At < J->StackLow) {
    if (At < J->Reserve)
      siglongjmp(J->Resume, JumpedFromLastResort);
    if (J->MayStopAt(faultPC(Context)))
      siglongjmp(J->Resume, JumpedFromGuardPage);
    // Code that may hold a lock: it runs on, one page deeper, and faults
    // again at the page below.
    char *PageAt = J->Reserve + (At - J->Reserve) / J->Page * J->Page;
    if (mprotect(PageAt, J->Page, PROT_READ | PROT_WRITE) == 0) {
      ++J->PagesGiven;
      return;
    }
    siglongjmp(J->Resume, JumpedFromLastResort);
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
  if (int Jumped = sigsetjmp(J.Resume, 1); Jumped == 0) {
    J.Work();
  } else {
    J.Outcome = Jumped == JumpedFromCheckpoint  ? StackOutcome::StoppedAtCheckpoint
                : Jumped == JumpedFromGuardPage ? StackOutcome::StoppedAtGuardPage
                                                : StackOutcome::StoppedAtLastResort;
    // The frames may reach into the reserve; its pages never given read
    // as zeros.
    mprotect(J.Reserve, ReserveSize, PROT_READ | PROT_WRITE);
    auto *From = reinterpret_cast<volatile const uintptr_t *>(J.Reserve);
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

/// The copied frames are our own buffer, read word by word as raw memory:
/// not instrumented, because its addresses may be marked in the shadow by
/// whatever was mapped there before (a dead thread's frames; CI's ASan run
/// reported a stack-buffer-underflow in this copy once).
__attribute__((no_sanitize("address"))) void copyWords(uintptr_t *To, const uintptr_t *From,
                                                       size_t N) {
  auto *Src = reinterpret_cast<volatile const uintptr_t *>(From);
  for (size_t I = 0; I < N; ++I)
    To[I] = Src[I];
}

int compareWords(const void *A, const void *B) {
  uintptr_t X = *static_cast<const uintptr_t *>(A), Y = *static_cast<const uintptr_t *>(B);
  return X < Y ? -1 : X > Y;
}

/// Under LeakSanitizer: what the abandoned work allocated is reachable only
/// from its frames (copied from a stack about to be unmapped). The values
/// on it are kept, each distinct one once, in a root region, so that memory
/// counts as reachable (it is left on purpose), not as a leak. Sorted with
/// libc's qsort: the sanitizer build is unoptimized, and std::sort of a
/// whole stack's words took seconds there.
void keepReachableFrom(const char *Low, const char *High) {
  if (!__lsan_register_root_region)
    return;
  size_t N = static_cast<size_t>(High - Low) / sizeof(uintptr_t);
  auto *Words = new std::vector<uintptr_t>(N);
  uintptr_t *W = Words->data();
  copyWords(W, reinterpret_cast<const uintptr_t *>(Low), N);
  std::qsort(W, N, sizeof(uintptr_t), compareWords);
  size_t Distinct = 0;
  for (size_t I = 0; I < N; ++I)
    if (W[I] != 0 && (Distinct == 0 || W[I] != W[Distinct - 1]))
      W[Distinct++] = W[I];
  Words->resize(Distinct);
  Words->shrink_to_fit();
  __lsan_register_root_region(Words->data(), Words->size() * sizeof(uintptr_t));
  // Never destroyed: the regions stay valid until LeakSanitizer's check at exit.
  static std::mutex KeptMutex;
  static auto *Kept = new std::vector<std::vector<uintptr_t> *>;
  std::lock_guard<std::mutex> Lock(KeptMutex);
  Kept->push_back(Words);
}

} // namespace

bool inClangLibrary(uintptr_t PC) {
  // Found on the first call, which runStackGuarded makes before any work
  // runs: in the signal handler it is only read.
  static const CodeRanges Clang = [] {
    CodeRanges R;
    dl_iterate_phdr(findClangLibrary, &R);
    return R;
  }();
  for (unsigned I = 0; I < Clang.Count; ++I)
    if (PC >= Clang.Begin[I] && PC < Clang.End[I])
      return true;
  return false;
}

void stackCheckpoint() {
  Job *J = Active;
  if (!J)
    return;
  auto *Here = static_cast<char *>(__builtin_frame_address(0));
  if (Here >= J->StackLow && static_cast<size_t>(Here - J->StackLow) < CheckpointRoom)
    siglongjmp(J->Resume, JumpedFromCheckpoint);
}

StackGuardCounts stackGuardCounts() {
  StackGuardCounts C;
  C.AtCheckpoint = StopsAtCheckpoint.load();
  C.AtGuardPage = StopsAtGuardPage.load();
  C.AtLastResort = StopsAtLastResort.load();
  C.PagesGiven = PagesGiven.load();
  return C;
}

StackOutcome runStackGuarded(llvm::function_ref<void()> Work, StopPredicate MayStopAt) {
  if (Active) { // nested: the outer guard covers it
    Work();
    return StackOutcome::Finished;
  }
  inClangLibrary(0); // finds clang's code now, not in the signal handler
  size_t Page = pageSize();
  size_t Below = Page + ReserveSize;
  size_t Total = Below + StackSize + AltStackSize + ReserveSize + StackSize; // the last two: the copy
  void *Map = mmap(nullptr, Total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                   -1, 0);
  if (Map == MAP_FAILED) {
    Work();
    return StackOutcome::Finished;
  }
#ifdef AMP2HIP_STACK_GUARD_ASAN
  // These addresses may have been a dead thread's stack, which leaves its
  // frames' redzones marked in the shadow (glibc unmaps a thread's stack
  // without the sanitizer clearing it): the copy below would read them as
  // a stack-buffer-underflow (as a CI run did), the work as its own.
  __asan_unpoison_memory_region(Map, Total);
#endif
  Job J;
  J.Work = Work;
  J.MayStopAt = MayStopAt ? MayStopAt : inClangLibrary;
  J.Page = Page;
  J.LastResort = static_cast<char *>(Map);
  J.Reserve = J.LastResort + Page;
  J.StackLow = J.Reserve + ReserveSize;
  J.AltStack = J.StackLow + StackSize;
  J.Copy = reinterpret_cast<uintptr_t *>(J.AltStack + AltStackSize);
  mprotect(J.LastResort, Below, PROT_NONE);
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
  __asan_unpoison_memory_region(J.Reserve, ReserveSize + StackSize + AltStackSize);
#endif
  if (J.Outcome != StackOutcome::Finished)
    keepReachableFrom(reinterpret_cast<const char *>(J.Copy),
                      reinterpret_cast<const char *>(J.Copy + J.CopiedWords));
  munmap(Map, Total);
  PagesGiven += J.PagesGiven;
  if (J.Outcome == StackOutcome::StoppedAtCheckpoint)
    ++StopsAtCheckpoint;
  else if (J.Outcome == StackOutcome::StoppedAtGuardPage)
    ++StopsAtGuardPage;
  else if (J.Outcome == StackOutcome::StoppedAtLastResort)
    ++StopsAtLastResort;
  return J.Outcome;
}

} // namespace amp2hip
