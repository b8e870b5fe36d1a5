//===- test_macro_expansion.cpp - launches and kernels inside user macros -===//
//
// A launch or a restricted lambda inside a user macro invocation is
// expanded where it is written (rewrites/MacroExpansion.h) and then
// translated like any other: the launch macro, the body macro, the lambda
// head and the pass-through macro, nested macros, `#` and `##`; the
// lines after an expansion stay where they were; a definition whose uses
// are all expanded and which spells AMP goes; amp2hip-1006 is left for
// what cannot be expanded, with the reason.
//
//===----------------------------------------------------------------------===//
#include "TempTree.h"
#include "TestUtil.h"

#include <fstream>
#include <iterator>

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

/// The kernel body statement of \p T moved into a __global__ function, and
/// no restrict(...) or launch left behind.
void expectTranslatedKernel(const Translation &T, const std::string &Statement) {
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.withID(1006).empty()) << T.Output;
  EXPECT_THAT(T.Output, HasSubstr("__global__"));
  EXPECT_THAT(T.Output, HasSubstr(Statement));
  EXPECT_THAT(T.Output, Not(HasSubstr("restrict(")));
  EXPECT_THAT(T.Output, Not(HasSubstr("parallel_for_each(")));
}

TEST(MacroExpansion, VariadicLaunchMacroIsExpandedInPlace) {
  const Translation &T = translateFull(lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "#define GPU_INVOKE(av, ...) parallel_for_each(av, __VA_ARGS__)",
      "void f(array_view<int, 1> v) {",
      "  accelerator_view acc = accelerator().default_view;",
      "  GPU_INVOKE(acc, v.extent, [=](index<1> i) restrict(amp) { v[i] += 1; });",
      "}",
  }));
  expectTranslatedKernel(T, "v[i] += 1;");
  EXPECT_THAT(T.Output, HasSubstr("// amp2hip: expanded macro GPU_INVOKE"));
  EXPECT_THAT(T.Output, HasSubstr("// amp2hip: macro GPU_INVOKE expanded where it is used"));
  EXPECT_THAT(T.Output, Not(HasSubstr("#define GPU_INVOKE")));
}

TEST(MacroExpansion, BodyMacroUsedTwice) {
  const std::string Input = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "#define FOR_EACH(view, i, body) \\",
      "  parallel_for_each((view).extent, [=](index<1> i) restrict(amp) { body; })",
      "void f(array_view<int, 1> a, array_view<int, 1> b) {",
      "  FOR_EACH(a, k, a[k] = k[0]);",
      "  FOR_EACH(b, j,",
      "           b[j] = 2 * j[0]);",
      "}",
  });
  const Translation &T = translateFull(Input);
  expectTranslatedKernel(T, "a[k] = k[0];");
  EXPECT_THAT(T.Output, HasSubstr("b[j] = 2 * j[0];"));
  // Both uses expanded: the definition, which launches, is gone.
  EXPECT_EQ(T.Output.find("#define FOR_EACH"), std::string::npos);
}

TEST(MacroExpansion, LinesAfterAnExpansionStayForDiagnostics) {
  // A rule error after the expansions is reported at the input's line.
  const std::string Input = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "#define FOR_EACH(view, i, body) \\",
      "  parallel_for_each((view).extent, [=](index<1> i) restrict(amp) { body; })",
      "void f(array_view<int, 1> a) {",
      "  FOR_EACH(a, k,",
      "           a[k] = k[0]);",
      "  int sum = 0;",
      "  parallel_for_each(a.extent, [=, &sum](index<1> i) restrict(amp) { a[i] = sum; });",
      "}",
  });
  const Translation &T = translateFull(Input);
  ASSERT_TRUE(T.Parsed);
  std::vector<Diagnostic> E = T.withID(2001);
  ASSERT_EQ(E.size(), 1u) << T.Output;
  EXPECT_EQ(E[0].Line, 9u);
}

TEST(MacroExpansion, LambdaThroughPassThroughMacroKeepsItsBody) {
  const Translation &T = translateFull(lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "#define KERNEL(...) __VA_ARGS__",
      "void scale(array_view<float, 1> av, float k) {",
      "  parallel_for_each(av.extent, KERNEL([=](index<1> i) restrict(amp) {",
      "    av[i] *= k;",
      "  }));",
      "}",
  }));
  expectTranslatedKernel(T, "av[i] *= k;");
  // Nothing AMP in the pass-through macro: its definition stays.
  EXPECT_THAT(T.Output, HasSubstr("#define KERNEL(...) __VA_ARGS__"));
}

TEST(MacroExpansion, LambdaHeadMacroGivesTheKernelItsIndex) {
  const Translation &T = translateFull(lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "#define KERNEL_HEAD [=](index<1> i) restrict(amp)",
      "void f(array_view<int, 1> av) {",
      "  parallel_for_each(av.extent, KERNEL_HEAD { av[i] += 1; });",
      "}",
  }));
  expectTranslatedKernel(T, "av[i] += 1;");
  EXPECT_THAT(T.Output, Not(HasSubstr("compute_domain<>")));
}

TEST(MacroExpansion, NestedMacrosStringificationAndPasting) {
  const Translation &T = translateFull(lines({
      "#include <amp.h>",
      "#include <cstdio>",
      "using namespace concurrency;",
      "#define LAUNCH_ON(ext, ...) parallel_for_each((ext), __VA_ARGS__)",
      "#define DEVICE_TEST(name, view, stmt) \\",
      "  do { std::puts(#name \": \" #stmt); \\",
      "       LAUNCH_ON((view).extent, [=](index<1> at) restrict(amp) { stmt; }); } while (0)",
      "#define DEFINE_FILL(suffix, value) \\",
      "  void fill_##suffix(array_view<int, 1> v) { \\",
      "    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = value; }); }",
      "DEFINE_FILL(seven, 7)",
      "void f(array_view<int, 1> v) {",
      "  DEVICE_TEST(square, v, v[at] = at[0] * at[0]);",
      "  fill_seven(v);",
      "}",
  }));
  expectTranslatedKernel(T, "v[at] = at[0] * at[0];");
  EXPECT_THAT(T.Output, HasSubstr("\"square\" \": \" \"v[at] = at[0] * at[0]\""));
  EXPECT_THAT(T.Output, HasSubstr("void fill_seven(array_view<int, 1> v)"));
  EXPECT_THAT(T.Output, HasSubstr("v[i] = 7;"));
}

TEST(MacroExpansion, RestrictedLambdaAsMacroArgumentOfAHelper) {
  const Translation &T = translateFull(lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "template <typename F> void launch_1d(const extent<1>& e, const F& f) {",
      "  parallel_for_each(e, f);",
      "}",
      "#define RUN_1D(e, f) launch_1d(e, f)",
      "#define MAKE_OP(name, expr) auto name = [](int x) restrict(cpu, amp) { return expr; }",
      "void g(array_view<int, 1> v) {",
      "  MAKE_OP(twice, 2 * x);",
      "  RUN_1D(v.extent, [=](index<1> i) restrict(amp) { v[i] = twice(v[i]); });",
      "}",
  }));
  ASSERT_TRUE(T.Parsed);
  EXPECT_THAT(T.Output, Not(HasSubstr("restrict(")));
  EXPECT_THAT(T.Output, HasSubstr("return 2 * x;"));
  EXPECT_THAT(T.Output, HasSubstr("v[i] = twice(v[i]);"));
  EXPECT_THAT(T.Output, Not(HasSubstr("#define MAKE_OP")));
}

TEST(MacroExpansion, MacroWithoutAmpIsLeftAlone) {
  const std::string Input = lines({
      "#include <amp.h>",
      "#include <algorithm>",
      "#include <vector>",
      "using namespace concurrency;",
      "#define SORT_BY(v, ...) std::sort((v).begin(), (v).end(), __VA_ARGS__)",
      "void f(std::vector<int> &v, array_view<int, 1> av) {",
      "  SORT_BY(v, [](int a, int b) { return a > b; });",
      "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = 0; });",
      "}",
  });
  const Translation &T = translateFull(Input);
  ASSERT_TRUE(T.Parsed);
  EXPECT_THAT(T.Output, HasSubstr("  SORT_BY(v, [](int a, int b) { return a > b; });\n"));
  EXPECT_THAT(T.Output, Not(HasSubstr("amp2hip: expanded")));
}

TEST(MacroExpansion, LaunchMacroFromAnUntranslatedHeaderIsExpandedWhereItIsUsed) {
  // Issue 28, item 3 (b): a test harness's header outside the translated
  // files (found through -I). Its macro is expanded in the translated
  // source; the header is left as it is, and still included.
  TempTree Tree;
  const std::string Header =
      "#define LAUNCH(v) parallel_for_each((v).extent, [=](concurrency::index<1> i) "
      "restrict(amp) { v[i] = 1; })\n";
  Tree.write("outside/launch.h", Header);
  const std::string Input = lines({
      "#include <amp.h>",
      "#include \"outside/launch.h\"",
      "using namespace concurrency;",
      "void f(array_view<int, 1> v) {",
      "  LAUNCH(v);",
      "}",
  });
  const Translation &T = translateFull(Input, Tree.path("input.cpp"));
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.withID(1006).empty()) << T.diagText();
  EXPECT_TRUE(T.withID(3006).empty()) << T.diagText();
  EXPECT_THAT(T.Output, HasSubstr("#include \"outside/launch.h\"\n"));
  EXPECT_THAT(T.Output, HasSubstr("hipLaunchKernelGGL(f_kernel"));
  EXPECT_THAT(T.Output, HasSubstr("// amp2hip: expanded macro LAUNCH"));
  std::ifstream In(Tree.path("outside/launch.h"));
  EXPECT_EQ(std::string(std::istreambuf_iterator<char>(In), {}), Header);
}

TEST(MacroExpansion, LaunchMacroUsedInAnUntranslatedHeaderIs3007) {
  // The invocation itself is in the header: nothing this run rewrites can
  // hold the kernel, and the header's launch does not compile as HIP. The
  // diagnostic says to translate the tree with its headers.
  TempTree Tree;
  Tree.write("outside/launch.h",
             "#define LAUNCH(v) parallel_for_each((v).extent, [=](concurrency::index<1> i) "
             "restrict(amp) { v[i] = 1; })\n"
             "inline void fill_ones(concurrency::array_view<int, 1> v) { LAUNCH(v); }\n");
  const std::string Input = lines({
      "#include <amp.h>",
      "#include \"outside/launch.h\"",
      "using namespace concurrency;",
      "void f(array_view<int, 1> v) { fill_ones(v); }",
  });
  const Translation &T = translateFull(Input, Tree.path("input.cpp"));
  ASSERT_TRUE(T.Parsed);
  std::vector<Diagnostic> E = T.withID(3007);
  ASSERT_EQ(E.size(), 1u) << T.diagText();
  EXPECT_THAT(E[0].Message, HasSubstr("outside/launch.h"));
  EXPECT_THAT(E[0].Message, HasSubstr("translate the tree (--in-root/--out-root)"));
}

TEST(MacroExpansion, HarnessHeaderIncludingAmpIs3014AtItsInclude) {
  // The launch macro is expanded in the source, but the header, left as it
  // is, still includes <amp.h>, which the translation's build does not
  // find: the diagnostic names the line to move.
  TempTree Tree;
  Tree.write("harness/gpu.h", lines({
                                  "#pragma once",
                                  "#include <amp.h>",
                                  "#define GPU_INVOKE(ext, body) concurrency::parallel_for_each(ext, body)",
                              }));
  const std::string Input = lines({
      "#include <amp.h>",
      "#include \"harness/gpu.h\"",
      "using namespace concurrency;",
      "void f(array_view<int, 1> v) {",
      "  GPU_INVOKE(v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; });",
      "}",
  });
  const Translation &T = translateFull(Input, Tree.path("input.cpp"));
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.withID(1006).empty()) << T.diagText();
  std::vector<Diagnostic> E = T.withID(3014);
  ASSERT_EQ(E.size(), 1u) << T.diagText();
  EXPECT_EQ(E[0].Line, 2u);
  EXPECT_THAT(E[0].Message, HasSubstr("harness/gpu.h"));
  EXPECT_THAT(E[0].Message, HasSubstr("move that #include <amp.h> into the sources"));
}

} // namespace
