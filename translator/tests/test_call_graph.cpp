//===- test_call_graph.cpp - the AMP code and the calls between it --------===//
//
// The model's call graph (model/CallGraph.h) holds every body that runs on
// the accelerator, the calls between them, and which bodies tiled and
// untiled kernels reach; tile_static declarations and barrier waits are
// found once, for the rules and the rewrites alike.
//
//===----------------------------------------------------------------------===//
#include "ModelTestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;

namespace {

const std::string kProgram = lines({
    "#include <amp.h>",
    "using namespace concurrency;",
    "void sync(tiled_index<16> t) restrict(amp) { t.barrier.wait(); }",
    "float scaled(float x) restrict(amp) { return 2 * x; }",
    "float helper(float x) restrict(amp, cpu) { return scaled(x); }",
    "float unused(float x) restrict(amp) { return x; }",
    "void run(array_view<float, 1> a) {",
    "  parallel_for_each(a.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {",
    "    tile_static float s[16];",
    "    s[t.local[0]] = a[t.global];",
    "    sync(t);",
    "    all_memory_fence(t.barrier);",
    "    a[t.global] = s[0];",
    "  });",
    "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = helper(a[i]); });",
    "}",
});

TEST(CallGraph, BodiesCallsAndWhatKernelsReach) {
  withModel(kProgram, [](const AmpModel &M, clang::ASTContext &) {
    const AmpCallGraph &G = M.Graph;
    ASSERT_EQ(M.Launches.size(), 2u);
    const AmpBody *Tiled = G.bodyOf(M.Launches[0].Entry);
    const AmpBody *Untiled = G.bodyOf(M.Launches[1].Entry);
    ASSERT_NE(Tiled, nullptr);
    ASSERT_NE(Untiled, nullptr);
    EXPECT_TRUE(Tiled->Kernel && Tiled->Tiled);
    EXPECT_TRUE(Untiled->Kernel && !Untiled->Tiled);
    // Four functions and two kernels.
    EXPECT_EQ(G.Bodies.size(), 6u);
    auto Index = [&](const std::string &Name) {
      const AmpBody *B = G.bodyOf(functionNamed(M, Name));
      EXPECT_NE(B, nullptr) << Name;
      return B ? unsigned(B - G.Bodies.data()) : ~0u;
    };
    EXPECT_TRUE(G.bodyOf(functionNamed(M, "helper"))->CpuToo);
    EXPECT_TRUE(G.FromTiled.count(Index("sync")));
    EXPECT_FALSE(G.FromUntiled.count(Index("sync")));
    // Through helper: scaled is reached from the untiled kernel only.
    EXPECT_TRUE(G.FromUntiled.count(Index("scaled")));
    EXPECT_FALSE(G.FromTiled.count(Index("scaled")));
    EXPECT_FALSE(G.FromTiled.count(Index("unused")) || G.FromUntiled.count(Index("unused")));
  });
}

TEST(CallGraph, TileStaticsBarriersAndFencesAreFoundOnce) {
  withModel(kProgram, [](const AmpModel &M, clang::ASTContext &) {
    ASSERT_EQ(M.TileStatics.size(), 1u);
    EXPECT_EQ(M.TileStatics[0]->getNameAsString(), "s");
    ASSERT_EQ(M.BarrierWaits.size(), 1u);
    ASSERT_EQ(M.Fences.size(), 1u);
    EXPECT_TRUE(M.isBarrierWait(M.BarrierWaits[0]));
    EXPECT_FALSE(M.isBarrierWait(M.Fences[0]));
    EXPECT_TRUE(M.isBarrierOrFence(M.Fences[0]));
  });
}

} // namespace
