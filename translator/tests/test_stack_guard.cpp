//===- test_stack_guard.cpp - a parse that runs out of stack --------------===//
//
// clang 15's parser recurses without end on some code that does not
// compile; amp2hip then reports the file (amp2hip-3013, at the last token
// clang read) instead of dying of SIGSEGV, and goes on. The guard itself is
// tested with work that overflows on purpose.
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

#include "parse/StackGuard.h"

#include <csignal>
#include <thread>

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

bool overflowGuarded(int &Reached) {
  volatile int Depth = 0;
  bool Finished = runStackGuarded([&] { endless(&Depth); });
  Reached = Depth;
  return Finished;
}

TEST(StackGuard, WorkThatReturnsIsFinished) {
  int Ran = 0;
  EXPECT_TRUE(runStackGuarded([&] { Ran = 42; }));
  EXPECT_EQ(Ran, 42);
}

TEST(StackGuard, EndlessRecursionIsAbandonedAndTheGuardWorksAgain) {
  for (int Round = 0; Round < 3; ++Round) {
    int Reached = 0;
    EXPECT_FALSE(overflowGuarded(Reached)) << "round " << Round;
    EXPECT_GT(Reached, 1000) << "round " << Round;
  }
  int Ran = 0;
  EXPECT_TRUE(runStackGuarded([&] { Ran = 1; }));
  EXPECT_EQ(Ran, 1);
}

TEST(StackGuard, WorksOnAnotherThreadWithItsOwnStack) {
  bool Finished = true;
  int Reached = 0;
  std::thread T([&] { Finished = overflowGuarded(Reached); });
  T.join();
  EXPECT_FALSE(Finished);
  EXPECT_GT(Reached, 1000);
}

TEST(StackGuard, NestedGuardLeavesTheOverflowToTheOuterOne) {
  bool Inner = true;
  bool Outer = runStackGuarded([&] {
    volatile int Depth = 0;
    Inner = runStackGuarded([&] { endless(&Depth); });
  });
  EXPECT_FALSE(Outer);
  EXPECT_TRUE(Inner) << "the inner call never returned: Inner keeps its first value";
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
}

} // namespace
