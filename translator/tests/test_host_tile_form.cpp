//===- test_host_tile_form.cpp - tiled kernels as loops between barriers --===//
//
// A tiled kernel with barriers gets, under `#if defined(AMP2HIP_HOST_BACKEND)`,
// a form that runs once per block: its body split at the barriers into
// loops over the tile's threads (rewrites/HostTileForm.h, model/TileRegions.h).
// The GPU form after `#else` is the translation as before; what the split
// cannot express keeps the fiber path with note amp2hip-1015.
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

/// A program around one tiled kernel body over `av` (an array_view<float, 1>).
std::string tiledProgram(std::initializer_list<const char *> Body) {
  std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void run(array_view<float, 1> av, int n) {",
      "  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {",
  });
  for (const char *L : Body)
    Code += std::string("    ") + L + "\n";
  return Code + "  });\n}\n";
}

/// The host form of the translation's kernel (between the #if and #else).
std::string hostForm(const std::string &Out) {
  return slice(Out, "#if defined(AMP2HIP_HOST_BACKEND)", "#else");
}
/// The GPU form (between #else and #endif).
std::string gpuForm(const std::string &Out) { return slice(Out, "#else", "#endif"); }

const Translation &translatedClean(const std::string &Code) {
  const Translation &T = translateFull(Code);
  EXPECT_TRUE(T.Parsed) << Code;
  EXPECT_TRUE(T.withID(1015).empty()) << T.diagText();
  return T;
}

TEST(HostTileForm, BarrierInLoopSplitsIntoThreadLoops) {
  const Translation &T = translatedClean(tiledProgram({
      "tile_static float s[64];",
      "float v = av[t.global];",
      "for (int k = 0; k < 4; ++k) {",
      "  s[t.local[0]] = v;",
      "  t.barrier.wait();",
      "  v = s[63 - t.local[0]] + k;",
      "}",
      "av[t.global] = v;",
  }));
  std::string Host = hostForm(T.Output), Gpu = gpuForm(T.Output);
  EXPECT_THAT(Host, HasSubstr("void run_kernel(amp2hip::tile_loop_kernel, "));
  EXPECT_THAT(Host, HasSubstr("amp2hip::per_thread<float, 64> v_of_thread;"));
  EXPECT_THAT(Host, HasSubstr("for (int k = 0; k < 4; ++k) {"));
  EXPECT_THAT(Host, HasSubstr("auto &v = v_of_thread[tile_thread.id()];"));
  EXPECT_THAT(Host, HasSubstr("amp2hip::keep_for_thread(v_of_thread[tile_thread.id()], v);"));
  EXPECT_THAT(Host, Not(HasSubstr("__syncthreads();\n")));
  // Four loops over the threads: before the loop, two in it, after it; each
  // knows the tile's shape (so it can be a counted loop).
  EXPECT_EQ(occurrences(Host, "amp2hip::tile_thread_walk<64> tile_thread;"), 4u);
  // The GPU form is the kernel as it was, barrier included.
  EXPECT_THAT(Gpu, HasSubstr("__global__ void run_kernel(array_view<float, 1> av)"));
  EXPECT_THAT(Gpu, HasSubstr("__syncthreads();"));
  EXPECT_EQ(T.count("tile-loop kernel"), 1u);
}

TEST(HostTileForm, StorageFollowsATileSizeSpelledAsAMacro) {
  // -DTILE=32 at build time must size the storage for 32 threads, not the
  // 16 the translation saw: the storage is sized by the walk's own count.
  const Translation &T = translatedClean(lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "#ifndef TILE",
      "#define TILE 16",
      "#endif",
      "void run(array_view<float, 1> av) {",
      "  parallel_for_each(av.extent.tile<TILE>(), [=](tiled_index<TILE> t) restrict(amp) {",
      "    tile_static float s[TILE];",
      "    float v = av[t.global];",
      "    s[t.local[0]] = v;",
      "    t.barrier.wait();",
      "    av[t.global] = s[TILE - 1 - t.local[0]] + v;",
      "  });",
      "}",
  }));
  std::string Host = hostForm(T.Output);
  EXPECT_THAT(Host, HasSubstr("amp2hip::per_thread<float, amp2hip::tile_thread_walk<TILE>::threads> "
                              "v_of_thread;"));
  EXPECT_THAT(Host, HasSubstr("for (amp2hip::tile_thread_walk<TILE> tile_thread;"));
}

TEST(HostTileForm, UniformIfElseKeepsItsCondition) {
  const Translation &T = translatedClean(tiledProgram({
      "tile_static float s[64];",
      "float x = 1.0f;",
      "if (t.tile[0] % 2 == 0) {",
      "  s[t.local[0]] = x;",
      "  t.barrier.wait();",
      "  x = s[0];",
      "} else {",
      "  t.barrier.wait();",
      "}",
      "av[t.global] = x;",
  }));
  std::string Host = squash(hostForm(T.Output));
  // t.tile[0] as the tiled-index rewrite spells it, evaluated once per tile.
  EXPECT_THAT(Host, HasSubstr("if (int(blockIdx.x) % 2 == 0) {"));
  EXPECT_THAT(Host, HasSubstr("} else {"));
  EXPECT_THAT(Host, HasSubstr("amp2hip::per_thread<float, 64> x_of_thread;"));
}

TEST(HostTileForm, ArrayAndConstLocalsLiveAcrossBarrier) {
  const Translation &T = translatedClean(tiledProgram({
      "tile_static float s[64];",
      "const int me = t.local[0];",
      "float acc[3] = {0.0f, 1.0f, 2.0f};",
      "s[me] = acc[1];",
      "t.barrier.wait();",
      "acc[2] += s[(me + 1) % 64];",
      "av[t.global] = acc[0] + acc[2];",
  }));
  std::string Host = hostForm(T.Output);
  EXPECT_THAT(Host, HasSubstr("amp2hip::per_thread<int, 64> me_of_thread;"));
  EXPECT_THAT(Host, HasSubstr("amp2hip::per_thread<float[3], 64> acc_of_thread;"));
  EXPECT_THAT(Host, HasSubstr("auto &acc = acc_of_thread[tile_thread.id()];"));
  // Only the second loop still names t (t.global); the first reads threadIdx.
  EXPECT_EQ(occurrences(Host, "[[maybe_unused]] tiled_index<64> t ="), 1u) << Host;
  // tile_static storage is declared once for the tile, at the kernel's
  // level, outside the loops over the threads.
  EXPECT_THAT(Host, HasSubstr("\n  __shared__ float s[64];\n"));
}

TEST(HostTileForm, ReturnAfterLastBarrierEndsTheThreadOnly) {
  const Translation &T = translatedClean(tiledProgram({
      "tile_static float s[64];",
      "s[t.local[0]] = av[t.global];",
      "t.barrier.wait();",
      "if (t.local[0] % 2) return;",
      "av[t.global] = s[0];",
  }));
  std::string Host = hostForm(T.Output);
  EXPECT_THAT(Host, HasSubstr("[&] {"));
  EXPECT_THAT(Host, HasSubstr("}();"));
}

TEST(HostTileForm, ReturnBeforeBarrierCountsTheThreadsThatReturned) {
  const Translation &T = translatedClean(tiledProgram({
      "if (n == 0) return;",
      "float v = av[t.global];",
      "if (v < 0) return;",
      "tile_static float s[64];",
      "s[t.local[0]] = v;",
      "t.barrier.wait();",
      "av[t.global] = s[0] + v;",
  }));
  std::string Host = hostForm(T.Output), Gpu = gpuForm(T.Output);
  // The thread's statements and the keeping of its local run in a lambda
  // whose end says the thread did not return; the block ends when all did.
  EXPECT_THAT(Host, HasSubstr("unsigned threads_returned = 0;\n"));
  EXPECT_THAT(Host, HasSubstr("bool thread_finished = false;\n"
                              "    [&] {\n"
                              "      if (n == 0) return;\n"
                              "      float v = av[t.global];\n"
                              "      if (v < 0) return;\n"
                              "      amp2hip::keep_for_thread(v_of_thread[tile_thread.id()], v);\n"
                              "      thread_finished = true;\n"
                              "    }();\n"
                              "    threads_returned += !thread_finished;\n"
                              "  }\n"
                              "  if (amp2hip::tile_threads_returned(threads_returned)) return;\n"));
  EXPECT_THAT(Gpu, HasSubstr("if (n == 0) return;"));
  EXPECT_THAT(Gpu, Not(HasSubstr("threads_returned")));
}

TEST(HostTileForm, TwoReturningRunsGetTheirOwnCounters) {
  const Translation &T = translatedClean(tiledProgram({
      "tile_static float s[64];",
      "if (n == 0) return;",
      "s[t.local[0]] = av[t.global];",
      "t.barrier.wait();",
      "if (n == 1) return;",
      "float w = s[63 - t.local[0]];",
      "t.barrier.wait();",
      "av[t.global] = w;",
  }));
  std::string Host = hostForm(T.Output);
  EXPECT_THAT(Host, HasSubstr("unsigned threads_returned = 0;"));
  EXPECT_THAT(Host, HasSubstr("unsigned threads_returned_1 = 0;"));
  EXPECT_THAT(Host, HasSubstr("if (amp2hip::tile_threads_returned(threads_returned_1)) return;"));
}

TEST(HostTileForm, ReturnInsideALoopWithABarrierKeepsFibersWithNote) {
  const Translation &T = translateFull(tiledProgram({
      "tile_static float s[64];",
      "for (int k = 0; k < n; ++k) {",
      "  if (k == 3) return;",
      "  s[t.local[0]] = av[t.global];",
      "  t.barrier.wait();",
      "}",
      "av[t.global] = s[0];",
  }));
  ASSERT_EQ(T.withID(1015).size(), 1u) << T.diagText();
  EXPECT_EQ(T.withID(1015)[0].Sev, Severity::Note);
  EXPECT_THAT(T.withID(1015)[0].Message,
              HasSubstr("a return inside a loop or if that holds a barrier"));
  EXPECT_THAT(T.Output, Not(HasSubstr("AMP2HIP_HOST_BACKEND")));
}

TEST(HostTileForm, LoopVariableWrittenByThreadKeepsFibers) {
  const Translation &T = translateFull(tiledProgram({
      "tile_static float s[64];",
      "for (int i = 0; i < 8; ) {",
      "  s[t.local[0]] = i;",
      "  t.barrier.wait();",
      "  i += 2;",
      "}",
  }));
  ASSERT_EQ(T.withID(1015).size(), 1u) << T.diagText();
  EXPECT_THAT(T.withID(1015)[0].Message, HasSubstr("'i'"));
}

TEST(HostTileForm, KernelsWithoutBarriersAreUnchanged) {
  const Translation &T = translatedClean(tiledProgram({
      "av[t.global] = av[t.global] * 2.0f;",
  }));
  EXPECT_THAT(T.Output, Not(HasSubstr("AMP2HIP_HOST_BACKEND")));
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
}

TEST(HostTileForm, CallOfAHelperThatOnlyWaitsIsABarrier) {
  const Translation &T = translatedClean(lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void sync(const tile_barrier &b) restrict(amp) { b.wait(); }",
      "void run(array_view<float, 1> av) {",
      "  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {",
      "    tile_static float s[64];",
      "    s[t.local[0]] = av[t.global];",
      "    sync(t.barrier);",
      "    av[t.global] = s[63 - t.local[0]];",
      "  });",
      "}",
  }));
  std::string Host = hostForm(T.Output);
  EXPECT_EQ(occurrences(Host, "amp2hip::tile_thread_walk<64> tile_thread;"), 2u) << Host;
  EXPECT_THAT(Host, HasSubstr("// sync(t.barrier);: the loops before and after it"));
}

TEST(HostTileForm, NamedLambdaKernelsBarrierIsNotReachedThroughACall) {
  // The named lambda is a kernel of its own, with its own tile-loop form;
  // its barrier is no reason to suspect the template's calls.
  const Translation &T = translateFull(lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "template <int N>",
      "void flip(array_view<float, 1> av) {",
      "  parallel_for_each(av.extent.tile<N>(), [=](tiled_index<N> t) restrict(amp) {",
      "    tile_static float s[N];",
      "    s[t.local[0]] = av(t.global[0]);",
      "    t.barrier.wait();",
      "    av[t.global] = s[N - 1 - t.local[0]];",
      "  });",
      "  auto body = [=](tiled_index<N> t) restrict(amp) {",
      "    tile_static float s[N];",
      "    s[t.local[0]] = av[t.global];",
      "    t.barrier.wait();",
      "    av[t.global] = s[0];",
      "  };",
      "  parallel_for_each(av.extent.tile<N>(), body);",
      "}",
      "void run(array_view<float, 1> av) { flip<64>(av); }",
  }));
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.withID(1015).empty()) << T.diagText();
  EXPECT_EQ(T.count("tile-loop kernel"), 2u) << T.diagText();
}

TEST(HostTileForm, PointerToAThreadsLocalKeepsFibers) {
  // The pointer would be kept per thread, the local it points to not.
  const Translation &T = translateFull(tiledProgram({
      "tile_static float s[64];",
      "float mine[2] = {av[t.global], 0.0f};",
      "float *p = &mine[0];",
      "s[t.local[0]] = *p;",
      "t.barrier.wait();",
      "av[t.global] = *p + s[0];",
  }));
  ASSERT_EQ(T.withID(1015).size(), 1u) << T.diagText();
  EXPECT_THAT(T.withID(1015)[0].Message, HasSubstr("'p', which refers to a thread's local"));
}

TEST(HostTileForm, LocalTypeIsDeclaredBeforeItsPerThreadStorage) {
  const Translation &T = translatedClean(tiledProgram({
      "struct Pair { float a, b; };",
      "tile_static float s[64];",
      "Pair p = {av[t.global], 1.0f};",
      "s[t.local[0]] = p.a;",
      "t.barrier.wait();",
      "av[t.global] = s[0] + p.b;",
  }));
  std::string Host = hostForm(T.Output);
  size_t Type = Host.find("struct Pair"), Store = Host.find("amp2hip::per_thread<Pair, 64>");
  ASSERT_NE(Store, std::string::npos) << Host;
  EXPECT_LT(Type, Store) << Host;
}

TEST(HostTileForm, LambdaUsedAfterABarrierIsDeclaredAgainWhereUsed) {
  // Its closure type cannot be named for per-thread storage; it copies only
  // the index and what the kernel captured, so a copy made later is the same.
  const Translation &T = translatedClean(tiledProgram({
      "tile_static float s[64];",
      "auto at = [=](int k) restrict(amp) { return t.global[0] + k; };",
      "s[t.local[0]] = av[at(0)];",
      "t.barrier.wait();",
      "av[at(0)] = s[0];",
  }));
  std::string Host = hostForm(T.Output);
  EXPECT_EQ(occurrences(Host, "auto at = [=]"), 2u) << Host;
  EXPECT_THAT(Host, Not(HasSubstr("at_of_thread"))) << Host;
}

TEST(HostTileForm, LambdaCopyingAThreadsVariableKeepsFibers) {
  const Translation &T = translateFull(tiledProgram({
      "tile_static float s[64];",
      "float v = av[t.global];",
      "auto scaled = [=](float k) restrict(amp) { return v * k; };",
      "v += 1.0f;",
      "s[t.local[0]] = scaled(2.0f);",
      "t.barrier.wait();",
      "av[t.global] = scaled(s[0]);",
  }));
  ASSERT_EQ(T.withID(1015).size(), 1u) << T.diagText();
  EXPECT_THAT(T.withID(1015)[0].Message,
              HasSubstr("'scaled', a lambda that copies 'v', used after a barrier"));
}

/// A program with the tiled functor `Reverse` (its operator() const unless
/// \p Qualifier says otherwise), launched \p Launches times.
std::string functorProgram(const char *Head, const char *Qualifier, int Launches) {
  std::string Code = std::string(Head) +
                     "struct Reverse {\n"
                     "  array_view<float, 1> av;\n"
                     "  void operator()(tiled_index<64> t) " +
                     Qualifier +
                     " restrict(amp) {\n"
                     "    tile_static float s[64];\n"
                     "    float v = av[t.global];\n"
                     "    s[t.local[0]] = v;\n"
                     "    t.barrier.wait();\n"
                     "    av[t.global] = s[63 - t.local[0]] + v;\n"
                     "  }\n"
                     "};\n"
                     "void run(array_view<float, 1> av) {\n"
                     "  Reverse r = {av};\n";
  for (int I = 0; I < Launches; ++I)
    Code += "  parallel_for_each(av.extent.tile<64>(), r);\n";
  return Code + "}\n";
}

const char *const kAmpHead = "#include <amp.h>\nusing namespace concurrency;\n";

TEST(HostTileForm, TiledFunctorGetsAMemberTheKernelCalls) {
  const Translation &T = translatedClean(functorProgram(kAmpHead, "const", 1));
  // The member, after operator(), in the class.
  EXPECT_THAT(T.Output, HasSubstr("    av[t.global] = s[63 - t.local[0]] + v;\n"
                                  "  }\n"
                                  "#if defined(AMP2HIP_HOST_BACKEND)\n"
                                  "  void amp2hip_tile_loops() const {\n"
                                  "    [[maybe_unused]] tiled_index<64> t = "
                                  "amp2hip::this_tiled_index<64>();\n"
                                  "    __shared__ float s[64];\n"
                                  "    amp2hip::per_thread<float, 64> v_of_thread;\n"));
  EXPECT_THAT(T.Output, HasSubstr("      float v = av[t.global];\n"
                                  "      s[t.local[0]] = v;\n"
                                  "      amp2hip::keep_for_thread(v_of_thread[tile_thread.id()], v);\n"));
  EXPECT_THAT(T.Output, HasSubstr("  }\n#endif\n};\n"));
  std::string Host = slice(T.Output, "__global__ void run_kernel(amp2hip::tile_loop_kernel", "#else");
  EXPECT_THAT(Host, HasSubstr("r.amp2hip_tile_loops();"));
  std::string Gpu = slice(T.Output, "#else\n__global__", "#endif");
  EXPECT_THAT(Gpu, HasSubstr("r(amp2hip::this_tiled_index<64>());"));
  EXPECT_EQ(T.count("tile-loop kernel"), 1u);
}

TEST(HostTileForm, FunctorLaunchedTwiceHasOneMember) {
  const Translation &T = translatedClean(functorProgram(kAmpHead, "const", 2));
  size_t First = T.Output.find("void amp2hip_tile_loops() const");
  ASSERT_NE(First, std::string::npos) << T.Output;
  EXPECT_EQ(T.Output.find("void amp2hip_tile_loops() const", First + 1), std::string::npos);
}

TEST(HostTileForm, NonConstFunctorKeepsFibersWithNote) {
  const Translation &T = translateFull(functorProgram(kAmpHead, "", 1));
  ASSERT_EQ(T.withID(1015).size(), 1u) << T.diagText();
  EXPECT_THAT(T.withID(1015)[0].Message, HasSubstr("is not const"));
  EXPECT_THAT(T.Output, Not(HasSubstr("amp2hip_tile_loops")));
}

/// The class template `Rev<T, TS>` (a tile reversed, a local kept across
/// the barrier), then \p Launches.
std::string functorTemplateProgram(const char *IndexType, std::initializer_list<const char *> Launches) {
  std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "template <typename T, int TS> struct Rev {",
      "  typedef tiled_index<TS> Index;",
      "  array_view<T, 1> av;",
  });
  Code += std::string("  void operator()(") + IndexType + " t) const restrict(amp) {\n";
  Code += lines({
      "    tile_static T s[TS];",
      "    T v = av[t.global];",
      "    s[t.local[0]] = v;",
      "    t.barrier.wait();",
      "    av[t.global] = s[TS - 1 - t.local[0]] + v;",
      "  }",
      "};",
  });
  for (const char *L : Launches)
    Code += std::string(L) + "\n";
  return Code;
}

TEST(HostTileForm, FunctorTemplateGetsOneMemberSpelledWithItsParameters) {
  // Two instantiations, one launched where the type is known, one from a
  // function template where it is not: one member, in the class template,
  // in the template's own terms.
  const Translation &T = translatedClean(functorTemplateProgram(
      "tiled_index<TS>", {"template <int N> void run_n(array_view<int, 1> av) {",
                          "  parallel_for_each(av.extent.template tile<N>(), Rev<int, N>{av});",
                          "}",
                          "void run(array_view<float, 1> av, array_view<int, 1> iv) {",
                          "  Rev<float, 32> r = {av};",
                          "  parallel_for_each(av.extent.tile<32>(), r);",
                          "  run_n<16>(iv);",
                          "}"}));
  EXPECT_THAT(T.Output, HasSubstr("#if defined(AMP2HIP_HOST_BACKEND)\n"
                                  "  void amp2hip_tile_loops() const {\n"
                                  "    [[maybe_unused]] tiled_index<TS> t = "
                                  "amp2hip::this_tiled_index<TS>();\n"
                                  "    __shared__ T s[TS];\n"
                                  "    amp2hip::per_thread<T, amp2hip::tile_thread_walk<TS>::threads> "
                                  "v_of_thread;\n"));
  // The walks spell the tile's shape in the template's terms too.
  EXPECT_THAT(T.Output, HasSubstr("for (amp2hip::tile_thread_walk<TS> tile_thread;"));
  size_t First = T.Output.find("void amp2hip_tile_loops() const");
  EXPECT_EQ(T.Output.find("void amp2hip_tile_loops() const", First + 1), std::string::npos);
  EXPECT_EQ(T.count("tile-loop kernel"), 2u);
  EXPECT_THAT(T.Output, HasSubstr("r.amp2hip_tile_loops();"));
}

TEST(HostTileForm, FunctorTemplateWithAnAliasedIndexKeepsFibersWithNote) {
  const Translation &T = translateFull(functorTemplateProgram(
      "Index",
      {"void run(array_view<float, 1> av) {", "  Rev<float, 32> r = {av};",
       "  parallel_for_each(av.extent.tile<32>(), r);", "}"}));
  ASSERT_EQ(T.withID(1015).size(), 1u) << T.diagText();
  EXPECT_THAT(T.withID(1015)[0].Message, HasSubstr("does not spell its tile sizes"));
  EXPECT_THAT(T.Output, Not(HasSubstr("amp2hip_tile_loops")));
}

TEST(HostTileForm, FunctorWithATemplateOperatorKeepsFibersWithNote) {
  const Translation &T = translateFull(lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "struct Rev {",
      "  array_view<float, 1> av;",
      "  template <int TS> void operator()(tiled_index<TS> t) const restrict(amp) {",
      "    tile_static float s[TS];",
      "    s[t.local[0]] = av[t.global];",
      "    t.barrier.wait();",
      "    av[t.global] = s[TS - 1 - t.local[0]];",
      "  }",
      "};",
      "void run(array_view<float, 1> av) {",
      "  parallel_for_each(av.extent.tile<32>(), Rev{av});",
      "}",
  }));
  ASSERT_EQ(T.withID(1015).size(), 1u) << T.diagText();
  EXPECT_THAT(T.withID(1015)[0].Message, HasSubstr("operator() is a template"));
  EXPECT_THAT(T.Output, Not(HasSubstr("amp2hip_tile_loops")));
}

} // namespace
