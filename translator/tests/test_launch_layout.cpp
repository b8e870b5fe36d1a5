//===- test_launch_layout.cpp - kernels across preprocessor directives ----===//
//
// model/LaunchLayout.h: a kernel's body moves out of its function and the
// launch replaces the call; #if groups across those boundaries stay whole
// (a lambda head chosen by #if, each branch ending the launch, a signature
// under #if: model/KernelPlacement.h), the enclosing function's #defines go with the kernel, and a
// shape that cannot be moved is amp2hip-1014 at its directive.
//
//===----------------------------------------------------------------------===//
#include "ConditionalDirectives.h"
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

const Translation &translated(const std::string &Code) {
  const Translation &T = translateFull(Code);
  EXPECT_TRUE(T.Parsed) << Code;
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  return T;
}

/// \p D is error \p ID of the test input at \p P.
void expectAt(const Diagnostic &D, unsigned ID, const Position &P) {
  EXPECT_EQ(static_cast<unsigned>(D.ID), ID) << D.str();
  EXPECT_EQ(D.Sev, Severity::Error) << D.str();
  EXPECT_EQ(D.Line, P.Line) << D.str();
  EXPECT_EQ(D.Column, P.Column) << D.str();
}

size_t occurrences(const std::string &Text, const std::string &Needle) {
  size_t N = 0;
  for (size_t At = Text.find(Needle); At != std::string::npos; At = Text.find(Needle, At + 1))
    ++N;
  return N;
}

/// Every #if group of \p Text is closed, and every #else/#endif has its #if.
bool balanced(const std::string &Text) {
  return scanDirectives(Text, clang::LangOptions()).whole();
}

TEST(LaunchLayout, DirectivesAreScannedInSkippedTextAndAcrossContinuations) {
  std::string Text = lines({
      "#if 0",
      "  int a = '; // not a char",
      "#elif defined(X)",
      "#define LONG(x) \\",
      "   (x)",
      "#else",
      "/* #endif in a comment */",
      "#endif",
      "#undef LONG",
  });
  ConditionalDirectives D = scanDirectives(Text, clang::LangOptions());
  ASSERT_EQ(D.List.size(), 6u);
  EXPECT_EQ(D.List[2].What, Directive::Define);
  EXPECT_EQ(D.List[2].Name, "LONG");
  EXPECT_EQ(Text.substr(D.List[2].LineBegin, D.List[2].End - D.List[2].LineBegin),
            "#define LONG(x) \\\n   (x)");
  ASSERT_EQ(D.Groups.size(), 1u);
  EXPECT_EQ(D.Groups[0].size(), 4u); // #if, #elif, #else, #endif
  EXPECT_EQ(D.List[5].What, Directive::Undef);
}

TEST(LaunchLayout, LambdaHeadChosenByIfLeavesNoDirectiveInTheKernel) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> v) {",
      "  parallel_for_each(v.extent,",
      "#ifdef BY_REFERENCE",
      "    [&](index<1> i) restrict(amp) {",
      "#else",
      "    [=](index<1> i) restrict(amp) {",
      "#endif",
      "      v[i] += 1;",
      "    });",
      "}",
  });
  const Translation &T = translated(Code);
  std::string Kernel = slice(T.Output, "__global__ void f_kernel(", "\n}\n");
  EXPECT_THAT(Kernel, HasSubstr("v[i] += 1;"));
  EXPECT_THAT(Kernel, Not(HasSubstr("#")));
  EXPECT_THAT(T.Output, Not(HasSubstr("BY_REFERENCE")));
  EXPECT_TRUE(balanced(T.Output)) << T.Output;
}

TEST(LaunchLayout, CallStartChosenByIfIsReplacedFromTheIf) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> a, array_view<int, 1> b) {",
      "#if defined(ONLY_A)",
      "  parallel_for_each(a.extent,",
      "#else",
      "  parallel_for_each(b.extent,",
      "#endif",
      "    [=](index<1> i) restrict(amp) { b[i] = a[0]; });",
      "  b.synchronize();",
      "}",
  });
  const Translation &T = translated(Code);
  EXPECT_THAT(T.Output, Not(HasSubstr("ONLY_A")));
  EXPECT_THAT(T.Output, HasSubstr("\n  {\n    const dim3 block(256);\n"));
  EXPECT_THAT(T.Output, HasSubstr("domain(b.extent, block)"));
  EXPECT_TRUE(balanced(T.Output)) << T.Output;
}

TEST(LaunchLayout, EachBranchEndingTheLaunchKeepsTheGroupInTheKernel) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> v) {",
      "  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {",
      "#if defined(TWICE)",
      "    v[i] += 2; });",
      "#elif defined(THRICE)",
      "    v[i] += 3;",
      "  }",
      "  );",
      "#else",
      "    v[i] += 1; });",
      "#endif",
      "  v.synchronize();",
      "}",
  });
  const Translation &T = translated(Code);
  std::string Kernel = slice(T.Output, "__global__ void f_kernel(", "\n}\n");
  EXPECT_THAT(Kernel, HasSubstr(lines({"#if defined(TWICE)", "  v[i] += 2;", "#elif defined(THRICE)",
                                       "  v[i] += 3;", "#else", "  v[i] += 1;", "#endif", "}"})));
  std::string Host = slice(T.Output, "void f(", "\n}\n");
  EXPECT_THAT(Host, Not(HasSubstr("#")));
  EXPECT_THAT(Host, HasSubstr("  }\n  v.synchronize();"));
  EXPECT_TRUE(balanced(T.Output)) << T.Output;
}

TEST(LaunchLayout, BranchEndingTheKernelDifferentlyIsError1014AtTheIf) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> v) {",
      "  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {",
      "#ifdef TWICE",
      "    v[i] += 2; }); v.synchronize();",
      "#else",
      "    v[i] += 1; });",
      "#endif",
      "}",
  });
  const Translation &T = translateFull(Code);
  ASSERT_TRUE(T.Parsed);
  std::vector<Diagnostic> D = T.withID(1014);
  ASSERT_EQ(D.size(), 1u) << T.diagText();
  expectAt(D[0], 1014, positionOf(Code, "#ifdef TWICE"));
  EXPECT_THAT(D[0].Message, HasSubstr("'#ifdef TWICE' ends the kernel in one branch but not in this one"));
  EXPECT_THAT(D[0].Message, HasSubstr("`});`"));
}

TEST(LaunchLayout, HeadGroupClosingAfterBodyCodeIsError1014) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> v) {",
      "  parallel_for_each(v.extent,",
      "#ifdef FAST",
      "    [=](index<1> i) restrict(amp) { v[i] = 1;",
      "#else",
      "    [=](index<1> i) restrict(amp) { v[i] = 2;",
      "#endif",
      "    });",
      "}",
  });
  const Translation &T = translateFull(Code);
  std::vector<Diagnostic> D = T.withID(1014);
  ASSERT_EQ(D.size(), 1u) << T.diagText();
  expectAt(D[0], 1014, positionOf(Code, "#ifdef FAST"));
  EXPECT_THAT(D[0].Message, HasSubstr("closes after code of the kernel body"));
}

TEST(LaunchLayout, KernelGoesBeforeTheIfGroupOfItsFunctionsSignature) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "#ifdef WIDE",
      "void f(array_view<double, 1> v)",
      "#else",
      "void f(array_view<float, 1> v)",
      "#endif",
      "{",
      "  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });",
      "}",
  });
  const Translation &T = translated(Code);
  EXPECT_LT(offsetOf(T.Output, "__global__ void f_kernel("), offsetOf(T.Output, "#ifdef WIDE"));
  EXPECT_THAT(T.Output, HasSubstr(lines({"#ifdef WIDE", "void f(array_view<double, 1> v)", "#else",
                                         "void f(array_view<float, 1> v)", "#endif", "{"})));
  EXPECT_TRUE(balanced(T.Output)) << T.Output;
}

TEST(LaunchLayout, TypedefsOfTheSignaturesBranchKeepTheKernelAfterThemInEachBranch) {
  // Issue 28, item 5: before the #if, the kernel named real_t before its
  // typedef and the output check refused it (amp2hip-3006).
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "#ifdef WIDE",
      "typedef double real_t;",
      "template <int K>",
      "void f(array_view<real_t, 1> v)",
      "#else",
      "typedef float real_t;",
      "template <int K>",
      "void f(array_view<real_t, 1> v)",
      "#endif",
      "{",
      "  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= K; });",
      "}",
      "void g(array_view<float, 1> v) { f<2>(v); }",
  });
  const Translation &T = translated(Code);
  ASSERT_EQ(occurrences(T.Output, "__global__ void f_kernel("), 2u) << T.Output;
  size_t Wide = offsetOf(T.Output, "typedef double real_t;"), Else = offsetOf(T.Output, "#else"),
         Narrow = offsetOf(T.Output, "typedef float real_t;");
  size_t First = offsetOf(T.Output, "__global__ void f_kernel(");
  size_t Second = T.Output.find("__global__ void f_kernel(", First + 1);
  EXPECT_LT(Wide, First);
  EXPECT_LT(First, Else);
  EXPECT_LT(Narrow, Second);
  // Each copy goes before its branch's `template <int K>` line.
  EXPECT_THAT(T.Output, HasSubstr("}\n\ntemplate <int K>\nvoid f(array_view<real_t, 1> v)\n#else"));
  EXPECT_THAT(T.Output, HasSubstr("}\n\ntemplate <int K>\nvoid f(array_view<real_t, 1> v)\n#endif"));
  EXPECT_TRUE(balanced(T.Output)) << T.Output;
}

TEST(LaunchLayout, BranchDeclaringNothingTheKernelUsesStillPutsItBeforeTheIf) {
  // An #include in the branch declares nothing the kernel names: before the
  // #if, the kernel is there whichever branch a build takes.
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "#ifndef NARROW",
      "#include <cstdlib>",
      "void f(array_view<float, 1> v)",
      "#else",
      "static void f(array_view<float, 1> v)",
      "#endif",
      "{",
      "  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });",
      "}",
  });
  const Translation &T = translated(Code);
  EXPECT_EQ(occurrences(T.Output, "__global__ void f_kernel("), 1u) << T.Output;
  EXPECT_LT(offsetOf(T.Output, "__global__ void f_kernel("), offsetOf(T.Output, "#ifndef NARROW"));
}

TEST(LaunchLayout, FunctionWhollyUnderAnIfKeepsItsKernelThere) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "#ifndef NO_GPU",
      "void f(array_view<float, 1> v) {",
      "  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });",
      "}",
      "#endif",
  });
  const Translation &T = translated(Code);
  EXPECT_LT(offsetOf(T.Output, "#ifndef NO_GPU"), offsetOf(T.Output, "__global__ void f_kernel("));
}

TEST(LaunchLayout, FunctionLocalDefinesTravelWithTheKernel) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "#define GLOBAL 7",
      "void f(array_view<int, 1> a, array_view<int, 1> b) {",
      "#define UNUSED 1",
      "#define SCALE 3",
      "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] *= SCALE + GLOBAL; });",
      "#undef SCALE",
      "#define SCALE(x) \\",
      "  ((x) * 5)",
      "  parallel_for_each(b.extent, [=](index<1> i) restrict(amp) { b[i] = SCALE(b[i]); });",
      "#undef SCALE",
      "}",
  });
  const Translation &T = translated(Code);
  EXPECT_THAT(T.Output, HasSubstr("#define SCALE 3\n__global__ void f_kernel("));
  EXPECT_THAT(T.Output, HasSubstr("#define SCALE(x) \\\n  ((x) * 5)\n__global__ void f_kernel_2("));
  EXPECT_EQ(occurrences(T.Output, "#undef SCALE\n\n"), 2u) << T.Output;
  EXPECT_EQ(occurrences(T.Output, "#define UNUSED"), 1u);
  EXPECT_EQ(occurrences(T.Output, "#define GLOBAL"), 1u);
}

TEST(LaunchLayout, DefineUnderAnIfOfTheFunctionUsedByTheKernelIsError1014) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> a) {",
      "#ifdef BIG",
      "#define SCALE 30",
      "#else",
      "#define SCALE 3",
      "#endif",
      "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] *= SCALE; });",
      "}",
  });
  const Translation &T = translateFull(Code);
  std::vector<Diagnostic> D = T.withID(1014);
  ASSERT_EQ(D.size(), 1u) << T.diagText();
  expectAt(D[0], 1014, positionOf(Code, "#define SCALE 3\n"));
  EXPECT_THAT(D[0].Message, HasSubstr("define the macro before the function"));
}

TEST(LaunchLayout, LaunchesInDeadBranchesStayAsWritten) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> v) {",
      "#if 0",
      "  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = -1; });",
      "#else",
      "  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; });",
      "#endif",
      "}",
  });
  const Translation &T = translated(Code);
  EXPECT_EQ(occurrences(T.Output, "__global__"), 1u);
  EXPECT_THAT(T.Output, HasSubstr("#if 0\n  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) "
                                  "{ v[i] = -1; });\n#else\n  {\n"));
  EXPECT_TRUE(balanced(T.Output)) << T.Output;
}

} // namespace

namespace {

TEST(LaunchLayout, HangingLambdaBodyKeepsItsIndentationInTheKernel) {
  // The lambda's line hangs under the call's parenthesis; its body is
  // indented from the closing brace's line, and keeps that in the kernel.
  const Translation &T = translated(lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void run(array_view<int, 1> av) {",
      "  parallel_for_each(av.extent,",
      "                    [=](index<1> i) restrict(amp) {",
      "    int v = av[i];",
      "    if (v > 0)",
      "      av[i] = v * 2;",
      "  });",
      "}",
  }));
  EXPECT_THAT(T.Output, HasSubstr("  int v = av[i];\n"
                                  "  if (v > 0)\n"
                                  "    av[i] = v * 2;\n"
                                  "}\n"));
}

} // namespace
