//===- test_amp_rules.cpp - AMP's compile-time rules (AmpRules*.cpp) ------===//
//
// Each rule is checked both ways: the construct MSVC rejects is reported at
// its place, and the nearest valid code is not. The divergence analysis gets
// the most cases, because a false report there rejects a correct program.
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;

namespace {

/// A tiled kernel (tiles of 64) around \p Body; `av`, `n` and `flag` are
/// captured, `t` is the tiled index and `s` a tile_static int[64].
std::string tiledKernel(const std::string &Body) {
  return "#include <amp.h>\n"
         "using namespace concurrency;\n"
         "void f(array_view<int, 1> av, int n, bool flag) {\n"
         "  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {\n"
         "    tile_static int s[64];\n" +
         Body +
         "\n  });\n"
         "}\n";
}

// --- Barrier divergence --------------------------------------------------

TEST(AmpRules, BarrierInStraightLineCodeIsFine) {
  expectNoRuleError(tiledKernel("s[t.local[0]] = av[t.global];\n"
                                "t.barrier.wait();\n"
                                "av[t.global] = s[63 - t.local[0]];"));
}

TEST(AmpRules, BarrierUnderLocalIndexConditionIsDivergent) {
  std::string Code = tiledKernel("if (t.local[0] < 32) {\n"
                                 "  t.barrier.wait();\n"
                                 "}");
  expectRuleError(Code, 2006, "t.barrier.wait()");
  const Translation &T = translateFull(Code);
  ASSERT_EQ(T.withID(2006).size(), 1u);
  // The message names the line of the condition.
  EXPECT_THAT(T.withID(2006)[0].Message,
              ::testing::HasSubstr("line " + std::to_string(positionOf(Code, "if (").Line)));
}

TEST(AmpRules, BarrierUnderGlobalIndexConditionIsDivergent) {
  expectRuleError(tiledKernel("if (t.global[0] < n) t.barrier.wait();"), 2006,
                  "t.barrier.wait()");
}

TEST(AmpRules, BarrierUnderTileIndexConditionIsUniform) {
  expectNoRuleError(tiledKernel("if (t.tile[0] % 2 == 0) t.barrier.wait();\n"
                                "if (t.tile_origin[0] < n) t.barrier.wait();"));
}

TEST(AmpRules, BarrierUnderCapturedScalarOrConstantIsUniform) {
  expectNoRuleError(tiledKernel("if (flag) t.barrier.wait();\n"
                                "for (int i = 0; i < n; ++i) t.barrier.wait();\n"
                                "while (64 > n) { t.barrier.wait(); break; }"));
}

TEST(AmpRules, UniformReductionLoopIsFine) {
  // The classic tree reduction: the condition on the local index guards
  // only the addition; the loop itself is uniform.
  expectNoRuleError(tiledKernel("const int lid = t.local[0];\n"
                                "s[lid] = av[t.global];\n"
                                "t.barrier.wait();\n"
                                "for (int stride = 32; stride > 0; stride /= 2) {\n"
                                "  if (lid < stride) s[lid] += s[lid + stride];\n"
                                "  t.barrier.wait();\n"
                                "}\n"
                                "if (lid == 0) av[t.tile] = s[0];"));
}

TEST(AmpRules, VariableFromLocalIndexIsDivergent) {
  expectRuleError(tiledKernel("int lane = t.local[0] * 2;\n"
                              "int half = lane / 2;\n"
                              "while (half < 16) { t.barrier.wait(); ++half; }"),
                  2006, "t.barrier.wait()");
}

TEST(AmpRules, VariableFromTileIndexIsUniform) {
  expectNoRuleError(tiledKernel("int tile = t.tile[0];\n"
                                "int rounds = tile % 3 + n;\n"
                                "for (int r = 0; r < rounds; ++r) t.barrier.wait();"));
}

TEST(AmpRules, VariableAssignedUnderDivergentControlIsDivergent) {
  expectRuleError(tiledKernel("int leader = 0;\n"
                              "if (t.local[0] == 0) leader = 1;\n"
                              "if (leader) t.barrier.wait();"),
                  2006, "t.barrier.wait()");
}

TEST(AmpRules, TileExtentAndReassignedUniformValuesAreUniform) {
  // A variable that held a thread index and was then given a tile-uniform
  // value is uniform from there on (the analysis follows program order).
  expectNoRuleError(tiledKernel("int width = t.local[0];\n"
                                "s[width] = av[t.global];\n"
                                "width = t.get_tile_extent()[0];\n"
                                "if (width == 64) t.barrier.wait();\n"
                                "int stride = t.tile_extent[0] / 2;\n"
                                "for (int k = stride; k > 0; k /= 2) {\n"
                                "  if (t.local[0] < k) s[t.local[0]] += s[t.local[0] + k];\n"
                                "  t.barrier.wait();\n"
                                "}\n"
                                "index<1> at = t.global;\n"
                                "at = t.tile;\n"
                                "if (at[0] == 0) t.barrier.wait();"));
}

TEST(AmpRules, ReassignmentOnOnlySomePathsStaysDivergent) {
  // Uniform on one branch only: after the if, still thread-dependent.
  expectRuleError(tiledKernel("int w = t.local[0];\n"
                              "if (flag) w = 64;\n"
                              "if (w == 64) t.barrier.wait();"),
                  2006, "t.barrier.wait()");
  // A uniform value assigned under a divergent condition is divergent.
  expectRuleError(tiledKernel("int w = 0;\n"
                              "if (t.local[0] == 0) w = 64;\n"
                              "if (w == 64) t.barrier.wait();"),
                  2006, "t.barrier.wait()");
}

TEST(AmpRules, DependenceCarriedAroundALoopIsDivergent) {
  // The second iteration sees the thread index assigned at the end of the
  // first.
  expectRuleError(tiledKernel("int w = 64;\n"
                              "for (int k = 0; k < 4; ++k) {\n"
                              "  if (w == 64) t.barrier.wait();\n"
                              "  w = t.local[0];\n"
                              "}"),
                  2006, "t.barrier.wait()");
}

TEST(AmpRules, TileStaticReadAtUniformPlaceIsUniform) {
  // Every thread of the tile reads the same element.
  expectNoRuleError(tiledKernel("s[t.local[0]] = av[t.global];\n"
                                "t.barrier.wait();\n"
                                "while (s[0] > 0) {\n"
                                "  if (t.local[0] == 0) s[0] -= 1;\n"
                                "  t.barrier.wait();\n"
                                "}"));
}

TEST(AmpRules, ReadAtThreadPlaceIsDivergent) {
  expectRuleError(tiledKernel("if (av[t.global] > 0) t.barrier.wait();"), 2006,
                  "t.barrier.wait()");
}

TEST(AmpRules, UniformEarlyReturnIsFine) {
  expectNoRuleError(tiledKernel("if (t.tile[0] * 64 >= n) return;\n"
                                "t.barrier.wait();"));
}

TEST(AmpRules, ReturnAfterLastBarrierIsFine) {
  expectNoRuleError(tiledKernel("t.barrier.wait();\n"
                                "if (t.global[0] >= n) return;\n"
                                "av[t.global] = s[0];"));
}

TEST(AmpRules, BarrierAfterDivergentReturn) {
  std::string Code = tiledKernel("if (t.global[0] >= n) return;\n"
                                 "t.barrier.wait();");
  expectRuleError(Code, 2007, "t.barrier.wait()");
}

TEST(AmpRules, DivergentReturnInLoopMakesLaterIterationsDivergent) {
  expectRuleError(tiledKernel("for (int i = 0; i < 4; ++i) {\n"
                              "  t.barrier.wait();\n"
                              "  if (t.local[0] == i) return;\n"
                              "}"),
                  // The return makes the loop's exit divergent, so the wait
                  // is reported as being in divergent control flow (the loop).
                  2006, "t.barrier.wait()");
}

TEST(AmpRules, DivergentBreakInSwitchDoesNotLeaveTheLoop) {
  expectNoRuleError(tiledKernel("for (int i = 0; i < 4; ++i) {\n"
                                "  switch (t.local[0]) { case 0: s[0] = i; break; default: break; }\n"
                                "  t.barrier.wait();\n"
                                "}"));
}

TEST(AmpRules, BarrierInHelperCalledUnderDivergentCondition) {
  std::string Code = "#include <amp.h>\n"
                     "using namespace concurrency;\n"
                     "void sync(const tile_barrier& b) restrict(amp) { b.wait(); }\n"
                     "void f(array_view<int, 1> av) {\n"
                     "  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {\n"
                     "    sync(t.barrier);\n"
                     "    if (t.local[0] == 0) sync(t.barrier);\n"
                     "  });\n"
                     "}\n";
  expectRuleError(Code, 2006, "sync(t.barrier);\n  });");
}

TEST(AmpRules, AtomicResultIsDivergent) {
  expectRuleError(tiledKernel("int old = atomic_fetch_add(&s[0], 1);\n"
                              "if (old == 0) t.barrier.wait();"),
                  2006, "t.barrier.wait()");
}

TEST(AmpRules, BarrierInTemplateKernel) {
  std::string Code = "#include <amp.h>\n"
                     "using namespace concurrency;\n"
                     "template <int TS> void f(array_view<int, 1> av) {\n"
                     "  parallel_for_each(av.extent.template tile<TS>(), [=](tiled_index<TS> t) restrict(amp) {\n"
                     "    if (t.tile[0] > 0) t.barrier.wait();\n"
                     "    if (t.local[0] > 0) t.barrier.wait();\n"
                     "  });\n"
                     "}\n";
  expectRuleError(Code, 2006, "t.barrier.wait();\n  });");
}

// --- tile_static -----------------------------------------------------------

TEST(AmpRules, TileStaticInUntiledKernel) {
  std::string Code = "#include <amp.h>\n"
                     "using namespace concurrency;\n"
                     "void f(array_view<int, 1> av) {\n"
                     "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {\n"
                     "    tile_static int s[4];\n"
                     "    s[0] = 1; av[i] = s[0];\n"
                     "  });\n"
                     "}\n";
  expectRuleError(Code, 2008, "s[4]");
}

TEST(AmpRules, TileStaticInHelperOfTiledKernelIsFine) {
  expectNoRuleError("#include <amp.h>\n"
                    "using namespace concurrency;\n"
                    "int stage(int v, int l) restrict(amp) { tile_static int s[64]; s[l] = v; return s[l]; }\n"
                    "void f(array_view<int, 1> av) {\n"
                    "  parallel_for_each(av.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {\n"
                    "    av[t.global] = stage(av[t.global], t.local[0]);\n"
                    "  });\n"
                    "}\n");
}

TEST(AmpRules, TileStaticWithInitializer) {
  expectRuleError(tiledKernel("tile_static int count = 0;\n"
                              "t.barrier.wait();\n"
                              "av[t.global] = count;"),
                  2009, "count = 0");
}

// --- Tiling ----------------------------------------------------------------

std::string tiledLaunch(const std::string &Domain) {
  return "#include <amp.h>\n"
         "using namespace concurrency;\n"
         "void f(array_view<int, 2> av) {\n"
         "  parallel_for_each(" +
         Domain +
         ", [=](tiled_index<16, 16> t) restrict(amp) {\n"
         "    av[t.local] = 1;\n"
         "  });\n"
         "}\n";
}

TEST(AmpRules, TileThatDoesNotDivideConstantExtent) {
  std::string Code = tiledLaunch("extent<2>(100, 100).tile<16, 16>()");
  expectRuleError(Code, 2010, "tile<16, 16>");
  EXPECT_THAT(translateFull(Code).withID(2010)[0].Message,
              ::testing::HasSubstr("tile size 16 does not divide extent 100 in dimension 0"));
}

TEST(AmpRules, PaddedTruncatedOrDividingTilesAreFine) {
  expectNoRuleError(tiledLaunch("extent<2>(100, 100).tile<16, 16>().pad()"));
  expectNoRuleError(tiledLaunch("extent<2>(100, 100).tile<16, 16>().truncate()"));
  expectNoRuleError(tiledLaunch("extent<2>(96, 64).tile<16, 16>()"));
  // Not a compile-time constant: checked at run time instead.
  expectNoRuleError(tiledLaunch("av.extent.tile<16, 16>()"));
}

TEST(AmpRules, PartialTileInsideTryIsLeftToTheRuntime) {
  // The program expects AMP's invalid_compute_domain at run time.
  expectNoRuleError("#include <amp.h>\n"
                    "using namespace concurrency;\n"
                    "void f(array_view<int, 1> av) {\n"
                    "  try {\n"
                    "    parallel_for_each(extent<1>(100).tile<16>(), [=](tiled_index<16> t) restrict(amp) {\n"
                    "      av[t.global] = 1;\n"
                    "    });\n"
                    "  } catch (const invalid_compute_domain&) {}\n"
                    "}\n");
}

// --- restrict(amp) language ---------------------------------------------

std::string withHelper(const std::string &Helper, const std::string &Body) {
  return "#include <amp.h>\n"
         "using namespace concurrency;\n" +
         Helper +
         "\nvoid f(array_view<int, 1> av) {\n"
         "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {\n"
         "    " +
         Body +
         "\n  });\n"
         "}\n";
}

TEST(AmpRules, DirectRecursion) {
  expectRuleError(withHelper("int fact(int n) restrict(amp) { return n < 2 ? 1 : n * fact(n - 1); }",
                             "av[i] = fact(av[i]);"),
                  2011, "fact(n - 1)");
}

TEST(AmpRules, MutualRecursionIsReportedOnce) {
  std::string Code = withHelper("int b(int n) restrict(amp);\n"
                                "int a(int n) restrict(amp) { return n ? b(n - 1) : 0; }\n"
                                "int b(int n) restrict(amp) { return n ? a(n - 1) : 1; }",
                                "av[i] = a(av[i]);");
  expectRuleError(Code, 2011, "b(n - 1)");
  EXPECT_THAT(translateFull(Code).withID(2011)[0].Message, ::testing::HasSubstr("a -> b -> a"));
}

TEST(AmpRules, CallsBetweenAmpFunctionsAreFine) {
  expectNoRuleError(withHelper("int sq(int x) restrict(amp) { return x * x; }\n"
                               "int quad(int x) restrict(amp, cpu) { return sq(sq(x)); }\n"
                               "int tw(int x) restrict(amp);\n"
                               "int tw(int x) restrict(amp) { return 2 * x; }",
                               "av[i] = quad(av[i]) + tw(1);"));
}

TEST(AmpRules, CallToCpuFunction) {
  expectRuleError(withHelper("int host(int x) { return x + 1; }", "av[i] = host(av[i]);"), 2019,
                  "host(av[i])");
}

TEST(AmpRules, MathAndShimFunctionsAreNotCheckedAsCpuCalls) {
  expectNoRuleError("#include <amp.h>\n#include <amp_math.h>\n"
                    "using namespace concurrency;\n"
                    "void f(array_view<float, 1> av) {\n"
                    "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {\n"
                    "    av[i] = fast_math::sqrt(av[i]) + precise_math::fabs(av[i]);\n"
                    "  });\n"
                    "}\n");
}

TEST(AmpRules, GlobalVariables) {
  expectRuleError(withHelper("int g = 3;", "av[i] = g;"), 2022, "g;");
  expectNoRuleError(withHelper("const int kc = 3;\nconstexpr float kf = 1.5f;",
                               "av[i] = kc + static_cast<int>(kf);"));
}

TEST(AmpRules, UnsupportedTypes) {
  expectRuleError(withHelper("", "char c = 'x'; av[i] = c;"), 2017, "c = 'x'");
  expectRuleError(withHelper("", "long long w = av[i]; av[i] = (int)w;"), 2017, "w = av[i]");
  expectNoRuleError(withHelper("", "bool b = true; unsigned u = 1u; long l = 2; unsigned long ul = 3;\n"
                                   "    float fl = 1.0f; double d = 2.0;\n"
                                   "    av[i] = b + (int)u + (int)l + (int)ul + (int)fl + (int)d;"));
}

TEST(AmpRules, LanguageConstructs) {
  expectRuleError(withHelper("", "int* p = new int; av[i] = *p;"), 2023, "new int");
  expectRuleError(withHelper("", "static int k = 0; av[i] = k;"), 2021, "k = 0");
  expectRuleError(withHelper("", "volatile int v = 1; av[i] = v;"), 2020, "v = 1");
  expectRuleError(withHelper("", "if (av[i] < 0) throw 1;"), 2015, "throw 1");
  expectRuleError(withHelper("int tw(int x) restrict(amp) { return 2 * x; }",
                             "int (*fp)(int) = &tw; av[i] = fp(1);"),
                  2013, "tw; av");
}

TEST(AmpRules, CpuCodeIsNotChecked) {
  // The same constructs outside restrict(amp) code are plain C++.
  expectNoRuleError("#include <amp.h>\n#include <vector>\n"
                    "using namespace concurrency;\n"
                    "int g = 0;\n"
                    "int fact(int n) { return n < 2 ? 1 : n * fact(n - 1); }\n"
                    "int main() {\n"
                    "  char c = 'a'; long long w = fact(5); static int k = g;\n"
                    "  int* p = new int(c); delete p;\n"
                    "  std::vector<int> v(4, (int)w + k);\n"
                    "  array_view<int, 1> av(4, v);\n"
                    "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += 1; });\n"
                    "  return 0;\n"
                    "}\n");
}

} // namespace
