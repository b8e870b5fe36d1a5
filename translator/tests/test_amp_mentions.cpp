//===- test_amp_mentions.cpp - does a file's text mention C++ AMP? --------===//
#include "AmpMentions.h"
#include "TreeWalk.h"

#include "gtest/gtest.h"
#include <atomic>
#include <vector>

using namespace amp2hip;

TEST(AmpMentions, MarkersDecideWhatIsTranslated) {
  EXPECT_TRUE(mentionsAmp("void f() restrict(amp);"));
  EXPECT_TRUE(mentionsAmp("tile_static int t[4];"));
  EXPECT_TRUE(mentionsAmp("float g(float x) __GPU { return x; }"));
  EXPECT_TRUE(mentionsAmp("#include <amp_math.h>\n"));
  EXPECT_TRUE(mentionsAmp("#include \"amp.h\"\n")); // A Visual C++ habit.
  EXPECT_FALSE(mentionsAmp("#include \"myamp.h\"\n"));
  EXPECT_FALSE(mentionsAmp("int restrict(int x);"));
  // An AMP type alone is not a marker: such a header is translated with
  // the source that includes it.
  EXPECT_FALSE(mentionsAmp("void f(concurrency::array_view<int, 1> v);"));
}

TEST(AmpMentions, AnyNameDecidesWhatMustNotBeCopiedUnchanged) {
  EXPECT_TRUE(mentionsAmp("void f(concurrency::array_view<int, 1> v);", AmpEvidence::AnyName));
  EXPECT_TRUE(mentionsAmp("void f(tiled_index<16> t);", AmpEvidence::AnyName));
  EXPECT_TRUE(mentionsAmp("int g() restrict(cpu);", AmpEvidence::AnyName));
  EXPECT_TRUE(mentionsAmp("parallel_for_each(e, k);", AmpEvidence::AnyName));
  EXPECT_FALSE(mentionsAmp("#include <vector>\nint main() { return 0; }\n", AmpEvidence::AnyName));
}

TEST(AmpMentions, CommentsDoNotCountAndLiteralsDoNotHideCode) {
  EXPECT_FALSE(mentionsAmp("// ported from parallel_for_each\nint x;\n", AmpEvidence::AnyName));
  EXPECT_FALSE(mentionsAmp("/* was: array_view<int,1> v;\n tile_static */ int y;",
                           AmpEvidence::AnyName));
  EXPECT_FALSE(mentionsAmp("// a spliced comment \\\n parallel_for_each\nint z;\n"));
  // A "//" in a string is no comment; the code after it counts.
  EXPECT_TRUE(mentionsAmp("const char *u = \"http://x\"; tile_static int t[2];"));
  // A digit separator is no character literal.
  EXPECT_TRUE(mentionsAmp("int n = 1'000; tile_static int t[2];"));
  EXPECT_EQ(withoutComments("a /* b */ c // d\ne \"/*\" f"), "a   c  \ne \"/*\" f");
}

TEST(AmpMentions, ThreadsRunEachIndexOnce) {
  for (unsigned Jobs : {0u, 1u, 3u, 64u}) {
    std::vector<std::atomic<int>> Runs(37);
    forEachOnThreads(Runs.size(), Jobs, [&](size_t K) { ++Runs[K]; });
    for (const std::atomic<int> &R : Runs)
      EXPECT_EQ(R.load(), 1) << Jobs;
  }
  forEachOnThreads(0, 4, [](size_t) { FAIL(); });
}
