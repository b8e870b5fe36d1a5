//===- test_barriers.cpp - tile barriers and memory fences ---------------===//
//
// Every tile_barrier::wait*() is __syncthreads() (a block barrier that also
// orders global and shared memory); the free fences are
// __threadfence_block().
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

const std::string kBarriers = lines({
    "#include <amp.h>",
    "using namespace concurrency;",
    "void sync(const tile_barrier& b) restrict(amp) {",
    "  b.wait();",
    "  b.wait_with_all_memory_fence();",
    "}",
    "void f(array_view<int, 1> a) {",
    "  parallel_for_each(a.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {",
    "    t.barrier.wait();",
    "    t.barrier.wait_with_all_memory_fence();",
    "    t.barrier.wait_with_global_memory_fence();",
    "    t.barrier.wait_with_tile_static_memory_fence();",
    "    all_memory_fence(t.barrier);",
    "    global_memory_fence(t.barrier);",
    "    tile_static_memory_fence(t.barrier);",
    "    concurrency::all_memory_fence(t.barrier);",
    "    if (t.tile[0] > 0) t.barrier.wait();",
    "    for (int i = 0; i < 2; ++i)",
    "      t.barrier.wait();",
    "    const tile_barrier& b = t.barrier;",
    "    b.wait();",
    "    sync(t.barrier);",
    "  });",
    "}",
});

/// The kernel's GPU form: the host backend's tile-loop form (its barriers
/// become loop boundaries, HostTileForm.h) comes first, under an #if.
std::string gpuKernel(const Translation &T) {
  return slice(T.Output, "#else\n__global__ void f_kernel(", "\n}\n");
}

TEST(Barriers, EveryWaitVariantIsSyncthreads) {
  const Translation &T = translateFull(kBarriers);
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  std::string Kernel = gpuKernel(T);
  ASSERT_FALSE(Kernel.empty()) << T.Output;
  EXPECT_THAT(Kernel, HasSubstr("();\n"
                                "  __syncthreads();\n"
                                "  __syncthreads();\n"
                                "  __syncthreads();\n"
                                "  __syncthreads();\n"
                                "  __threadfence_block();\n"));
  EXPECT_THAT(Kernel, HasSubstr("if (blockIdx.x > 0) __syncthreads();\n"));
  EXPECT_THAT(Kernel, HasSubstr("for (int i = 0; i < 2; ++i)\n    __syncthreads();\n"));
  EXPECT_THAT(T.Output, Not(HasSubstr(".wait")));
  // Each wait, the helper's included, is a boundary of the host form's loops.
  EXPECT_EQ(T.count("tile-loop kernel"), 1u);
}

TEST(Barriers, FencesAreThreadfenceBlock) {
  const Translation &T = translateFull(kBarriers);
  std::string Kernel = gpuKernel(T);
  EXPECT_THAT(Kernel, HasSubstr("  __threadfence_block();\n"
                                "  __threadfence_block();\n"
                                "  __threadfence_block();\n"
                                "  __threadfence_block();\n"));
  EXPECT_THAT(T.Output, Not(HasSubstr("memory_fence(")));
  EXPECT_EQ(T.count("fence"), 4u);
}

TEST(Barriers, ThroughABarrierReferenceAndInRestrictedHelpers) {
  const Translation &T = translateFull(kBarriers);
  EXPECT_THAT(T.Output, HasSubstr("__device__ void sync(const tile_barrier& b) {\n"
                                  "  __syncthreads();\n"
                                  "  __syncthreads();\n"
                                  "}\n"));
  std::string Kernel = gpuKernel(T);
  EXPECT_THAT(Kernel, HasSubstr("  const tile_barrier& b = t.barrier;\n  __syncthreads();\n"));
  // Passing the barrier on needs the tiled_index object.
  EXPECT_THAT(Kernel, HasSubstr("  sync(t.barrier);\n"));
  EXPECT_THAT(Kernel, HasSubstr("tiled_index<64> t = amp2hip::this_tiled_index<64>();"));
  EXPECT_EQ(T.count("barrier"), 9u); // 2 in sync(), 7 in the kernel
}

} // namespace
