//===- test_stack_guard.cpp - a parse that runs out of stack --------------===//
//
// clang 15's parser recurses without end on some code that does not
// compile; amp2hip then reports the file (amp2hip-3013, at the last token
// clang read) instead of dying of SIGSEGV, and goes on. The guard itself is
// tested with work that overflows on purpose, with and without checkpoints.
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

#include "parse/StackGuard.h"

#include "clang/Basic/Version.h"

#include <unistd.h>

#include <atomic>
#include <csignal>
#include <cstdlib>
#include <memory>
#include <thread>
#include <vector>

// LeakSanitizer's, when it is linked in: its check locks the allocator.
extern "C" __attribute__((weak)) int __lsan_do_recoverable_leak_check();

using namespace amp2hip;
using namespace amp2hip::test;

namespace {

/// Recursion with no end (the depth only grows) that no compiler can turn
/// into a loop.
int endless(volatile int *Depth) {
  volatile char Frame[256];
  Frame[0] = static_cast<char>(*Depth);
  if (++*Depth < 0)
    return 0;
  return endless(Depth) + Frame[0];
}

/// The shape of clang's parser: every level allocates (and keeps what it
/// allocated while it recurses) and passes a checkpoint, as the parser
/// lexes a token.
int allocating(volatile int *Depth) {
  stackCheckpoint();
  volatile char Frame[512];
  std::unique_ptr<std::vector<int>> Kept(new std::vector<int>(1 + *Depth % 64, int(*Depth)));
  Frame[0] = static_cast<char>(*Depth);
  if (++*Depth < 0)
    return 0;
  return allocating(Depth) + (*Kept)[0] + Frame[0];
}

StackOutcome overflowGuarded(int &Reached, int (*Recurse)(volatile int *) = endless) {
  volatile int Depth = 0;
  StackOutcome How = runStackGuarded([&] { Recurse(&Depth); });
  Reached = Depth;
  return How;
}

TEST(StackGuard, WorkThatReturnsIsFinished) {
  int Ran = 0;
  EXPECT_EQ(runStackGuarded([&] { Ran = 42; }), StackOutcome::Finished);
  EXPECT_EQ(Ran, 42);
}

/// The reserve below the stack, in pages (StackGuard.cpp).
unsigned reservePages() { return (256u << 10) / static_cast<unsigned>(sysconf(_SC_PAGESIZE)); }

// endless() is not clang's code: it may not be stopped where it leaves its
// stack, so it is given the whole reserve and stopped below it.
TEST(StackGuard, EndlessRecursionIsAbandonedAndTheGuardWorksAgain) {
  StackGuardCounts Before = stackGuardCounts();
  for (int Round = 0; Round < 3; ++Round) {
    int Reached = 0;
    EXPECT_EQ(overflowGuarded(Reached), StackOutcome::StoppedAtLastResort) << "round " << Round;
    EXPECT_GT(Reached, 1000) << "round " << Round;
  }
  int Ran = 0;
  EXPECT_EQ(runStackGuarded([&] { Ran = 1; }), StackOutcome::Finished);
  EXPECT_EQ(Ran, 1);
  StackGuardCounts After = stackGuardCounts();
  EXPECT_EQ(After.AtLastResort, Before.AtLastResort + 3);
  EXPECT_EQ(After.PagesGiven, Before.PagesGiven + 3 * reservePages());
  EXPECT_EQ(After.AtCheckpoint, Before.AtCheckpoint);
  EXPECT_EQ(After.AtGuardPage, Before.AtGuardPage);
}

/// Says no to the first N faults (code that may hold a lock), then yes.
std::atomic<int> Refusals{0};
bool refuseFirstFaults(uintptr_t) { return Refusals.fetch_sub(1) <= 0; }

// Where the work leaves its stack in code that may hold a lock, it is
// given that page and runs on; it is stopped at the first fault in code
// that may be stopped.
TEST(StackGuard, CodeThatMayNotBeStoppedRunsOnIntoTheReserve) {
  std::vector<int> Reached;
  for (int Refused : {0, 5, 20}) {
    Refusals = Refused;
    StackGuardCounts Before = stackGuardCounts();
    volatile int Depth = 0;
    EXPECT_EQ(runStackGuarded([&] { endless(&Depth); }, refuseFirstFaults),
              StackOutcome::StoppedAtGuardPage)
        << Refused << " refused";
    EXPECT_EQ(stackGuardCounts().PagesGiven, Before.PagesGiven + Refused);
    EXPECT_EQ(stackGuardCounts().AtGuardPage, Before.AtGuardPage + 1);
    Reached.push_back(int(Depth));
  }
  // Each page given held more frames.
  EXPECT_LT(Reached[0], Reached[1]);
  EXPECT_LT(Reached[1], Reached[2]);
}

TEST(StackGuard, ClangCodeIsTheClangLibrarysOwn) {
  EXPECT_TRUE(inClangLibrary(reinterpret_cast<uintptr_t>(&clang::getClangFullVersion)));
  EXPECT_FALSE(inClangLibrary(reinterpret_cast<uintptr_t>(&endless)));
  EXPECT_FALSE(inClangLibrary(reinterpret_cast<uintptr_t>(&std::malloc)));
  EXPECT_FALSE(inClangLibrary(0));
}

// What a CI run hung on: stopped inside the allocator, a thread would
// leave its lock held, and the next allocation of that size (here, or
// LeakSanitizer's check at exit) would wait for ever. Work that passes
// checkpoints is stopped at one, with a reserve still below it, and the
// allocator is free after each of many rounds.
TEST(StackGuard, RecursionThatAllocatesIsStoppedAtACheckpointHoldingNoLock) {
  StackGuardCounts Before = stackGuardCounts();
  for (int Round = 0; Round < 8; ++Round) {
    int Reached = 0;
    ASSERT_EQ(overflowGuarded(Reached, allocating), StackOutcome::StoppedAtCheckpoint)
        << "round " << Round;
    EXPECT_GT(Reached, 1000) << "round " << Round;
    // Every size the work allocated, on another thread and on this one.
    size_t Sizes = 0;
    std::thread T([&] {
      for (int N = 1; N <= 64; ++N)
        Sizes += std::make_unique<std::vector<int>>(N)->size();
    });
    T.join();
    EXPECT_EQ(Sizes, 64u * 65 / 2);
    for (int N = 1; N <= 64; ++N)
      EXPECT_EQ(std::vector<int>(N, N).back(), N);
  }
  EXPECT_EQ(stackGuardCounts().AtCheckpoint, Before.AtCheckpoint + 8);
  EXPECT_EQ(stackGuardCounts().AtGuardPage, Before.AtGuardPage);
  // Takes every lock of the allocator, as the check at exit will; what the
  // abandoned frames held is reachable (kept on purpose), not a leak.
  if (__lsan_do_recoverable_leak_check)
    EXPECT_EQ(__lsan_do_recoverable_leak_check(), 0);
}

TEST(StackGuard, CheckpointsOutsideGuardedWorkOrWithRoomLeftDoNothing) {
  stackCheckpoint(); // not guarded work: nothing to stop
  int Passed = 0;
  EXPECT_EQ(runStackGuarded([&] {
              for (int I = 0; I < 1000; ++I, ++Passed)
                stackCheckpoint();
            }),
            StackOutcome::Finished);
  EXPECT_EQ(Passed, 1000);
}

TEST(StackGuard, WorksOnAnotherThreadWithItsOwnStack) {
  StackOutcome How = StackOutcome::Finished;
  int Reached = 0;
  std::thread T([&] { How = overflowGuarded(Reached); });
  T.join();
  EXPECT_EQ(How, StackOutcome::StoppedAtLastResort);
  EXPECT_GT(Reached, 1000);
}

TEST(StackGuard, NestedGuardLeavesTheOverflowToTheOuterOne) {
  for (auto *Recurse : {endless, allocating}) {
    StackOutcome Inner = StackOutcome::StoppedAtLastResort;
    StackOutcome Outer = runStackGuarded([&] {
      volatile int Depth = 0;
      Inner = runStackGuarded([&] { Recurse(&Depth); });
    });
    EXPECT_EQ(Outer, Recurse == endless ? StackOutcome::StoppedAtLastResort
                                        : StackOutcome::StoppedAtCheckpoint);
    EXPECT_EQ(Inner, StackOutcome::StoppedAtLastResort)
        << "the inner call never returned: Inner keeps its first value";
  }
}

TEST(StackGuard, OtherFaultsStillKillTheProcess) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_DEATH(runStackGuarded([] { std::raise(SIGSEGV); }), "");
  EXPECT_DEATH(runStackGuarded([] {
                 volatile int *Null = nullptr;
                 *Null = 1;
               }),
               "");
}

// The shape of llvm-project issues 57341 and 63052: a template's name
// without arguments, then '.', where a declaration could begin.
TEST(StackGuard, ClangEndlessRecursionIsReportedAtTheLastToken) {
  StackGuardCounts Before = stackGuardCounts();
  const std::string Code = lines({
      "#include <amp.h>",
      "namespace lib {",
      "template <class T> class buffer_of;",
      "}",
      "CHECK_SIZE(lib::buffer_of.size());",
  });
  const Translation &T = translateFull(Code);
  EXPECT_FALSE(T.Parsed);
  EXPECT_TRUE(T.Output.empty());
  std::vector<Diagnostic> D = T.withID(3013);
  ASSERT_EQ(D.size(), 1u) << T.diagText();
  EXPECT_EQ(D[0].Line, 5u) << T.diagText();
  EXPECT_NE(D[0].Message.find("could not be parsed"), std::string::npos) << T.diagText();
  // That recursion lexes nothing: no checkpoint sees it. It was stopped in
  // clang's own code, which holds no lock, not below the reserve.
  EXPECT_EQ(stackGuardCounts().AtGuardPage, Before.AtGuardPage + 1);
  EXPECT_EQ(stackGuardCounts().AtLastResort, Before.AtLastResort);
}

} // namespace
