//===- test_restrict.cpp - restrict(amp[, cpu]) on functions and lambdas -===//
//
// AMP's restriction follows the parameter list; HIP's qualifiers precede the
// declaration (for lambdas: follow the capture list). The rewrite moves
// them, keeps user macros that only spell the restriction, and refuses
// (amp2hip-1001) macros that do more.
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::ContainsRegex;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

TEST(Restrict, FunctionsGetQualifiersInFront) {
  const std::string Input = lines({
      "#include <amp.h>",
      "int f(int x) restrict(amp) { return x + 1; }",
      "int g(int x) restrict(amp, cpu) { return x * 2; }",
      "int g2(int x) restrict(cpu, amp) { return x * 3; }",
      "int h(int x) restrict(cpu) { return x - 1; }",
      "int hdecl(int x) restrict(cpu);",
      "static inline int si(int x) restrict(amp) { return x; }",
      "inline int il(int x) restrict(amp) { return x; }",
      "int decl(int x) restrict(amp);",
      "int decl(int x) restrict(amp) { return x; }",
      "auto trailing(int x) restrict(amp) -> int { return x; }",
      "int multi(int a,",
      "          int b)",
      "    restrict(amp)",
      "{",
      "  return a + b;",
      "}",
  });
  const Translation &T = translateFull(Input);
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  EXPECT_EQ(T.Output, lines({
                          "#include <amp2hip/amp.h>",
                          "__device__ int f(int x) { return x + 1; }",
                          "__host__ __device__ int g(int x) { return x * 2; }",
                          "__host__ __device__ int g2(int x) { return x * 3; }",
                          "int h(int x) { return x - 1; }",
                          "int hdecl(int x);",
                          "__device__ static inline int si(int x) { return x; }",
                          "__device__ inline int il(int x) { return x; }",
                          "__device__ int decl(int x);",
                          "__device__ int decl(int x) { return x; }",
                          "__device__ auto trailing(int x) -> int { return x; }",
                          "__device__ int multi(int a,",
                          "          int b)",
                          "{",
                          "  return a + b;",
                          "}",
                      }));
  EXPECT_EQ(T.count("restrict(amp) function"), 7u);
  EXPECT_EQ(T.count("restrict(amp, cpu) function"), 2u);
  EXPECT_EQ(T.count("restrict(cpu) function"), 2u);
}

TEST(Restrict, MembersTemplatesConstructorsAndOperators) {
  const std::string Input = lines({
      "#include <amp.h>",
      "template <typename T>",
      "T tf(T x) restrict(amp) { return x; }",
      "template <typename T, int N>",
      "T tf2(T x) restrict(amp, cpu)",
      "{",
      "  return x * N;",
      "}",
      "struct S {",
      "  int v;",
      "  S(int x) restrict(amp, cpu) : v(x) {}",
      "  int m(int x) const restrict(amp) { return x + v; }",
      "  int out(int x) const restrict(amp, cpu);",
      "  static int st(int x) restrict(amp) { return x; }",
      "  S operator+(const S& o) const restrict(amp, cpu) { return S(v + o.v); }",
      "  template <typename U> U get(U u) const restrict(amp) { return u; }",
      "};",
      "int S::out(int x) const restrict(amp, cpu) { return x; }",
  });
  const Translation &T = translateFull(Input);
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  EXPECT_EQ(T.Output, lines({
                          "#include <amp2hip/amp.h>",
                          "template <typename T>",
                          "__device__ T tf(T x) { return x; }",
                          "template <typename T, int N>",
                          "__host__ __device__ T tf2(T x)",
                          "{",
                          "  return x * N;",
                          "}",
                          "struct S {",
                          "  int v;",
                          "  __host__ __device__ S(int x) : v(x) {}",
                          "  __device__ int m(int x) const { return x + v; }",
                          "  __host__ __device__ int out(int x) const;",
                          "  __device__ static int st(int x) { return x; }",
                          "  __host__ __device__ S operator+(const S& o) const { return S(v + o.v); }",
                          "  template <typename U> __device__ U get(U u) const { return u; }",
                          "};",
                          "__host__ __device__ int S::out(int x) const { return x; }",
                      }));
}

// BUG (RestrictRewrite.cpp, rewriteFunction): the qualifiers go in front of
// FD->getBeginLoc(), which for an out-of-line member of a class template and
// for an explicit specialization is the `template` keyword, giving
// `__device__ template <typename T> T W<T>::f(...)`, which is not C++.
// Enable when fixed.
TEST(Restrict, QualifiersGoAfterOuterTemplateHeaders) {
  const std::string Input = lines({
      "#include <amp.h>",
      "template <typename T> T twice(T x) restrict(amp) { return x + x; }",
      "template <> int twice<int>(int x) restrict(amp) { return 2 * x; }",
      "template <typename T> struct W {",
      "  T f(T x) const restrict(amp);",
      "  template <int N> T g() const restrict(amp, cpu);",
      "};",
      "template <typename T>",
      "T W<T>::f(T x) const restrict(amp) { return x; }",
      "template <typename T> template <int N> T W<T>::g() const restrict(amp, cpu) { return N; }",
  });
  const Translation &T = translateFull(Input);
  ASSERT_TRUE(T.Parsed);
  EXPECT_EQ(T.Output, lines({
                          "#include <amp2hip/amp.h>",
                          "template <typename T> __device__ T twice(T x) { return x + x; }",
                          "template <> __device__ int twice<int>(int x) { return 2 * x; }",
                          "template <typename T> struct W {",
                          "  __device__ T f(T x) const;",
                          "  template <int N> __host__ __device__ T g() const;",
                          "};",
                          "template <typename T>",
                          "__device__ T W<T>::f(T x) const { return x; }",
                          "template <typename T> template <int N> __host__ __device__ T "
                          "W<T>::g() const { return N; }",
                      }));
}

// BUG (RestrictRewrite.cpp, declaratorLimit): for a declaration without a
// body the raw lexer starts AT the parameter list's `)`, so the depth starts
// at -1, the `;` is never seen at depth 0, and the search runs on to a later
// `{` (typically the next restrict(...) function's). The next restriction in
// the file is then moved onto the prototype: every host-only prototype,
// `= default` member or in-class member declaration that precedes a
// restricted function or kernel becomes __device__ (or __host__ __device__),
// which breaks host calls and mismatches its definition. Enable when fixed.
TEST(Restrict, PrototypesWithoutRestrictionStayHostOnly) {
  const std::string Input = lines({
      "#include <amp.h>",
      "void host_decl(int x);",
      "struct S {",
      "  S() = default;",
      "  void m();",
      "  int k() const restrict(amp, cpu);",
      "};",
      "int f(int x) restrict(amp) { return x; }",
  });
  const Translation &T = translateFull(Input);
  ASSERT_TRUE(T.Parsed);
  EXPECT_EQ(T.Output, lines({
                          "#include <amp2hip/amp.h>",
                          "void host_decl(int x);",
                          "struct S {",
                          "  S() = default;",
                          "  void m();",
                          "  __host__ __device__ int k() const;",
                          "};",
                          "__device__ int f(int x) { return x; }",
                      }));
}

const std::string kLambdas = lines({
    "#include <amp.h>",
    "using namespace concurrency;",
    "void host(array_view<int, 1> a) {",
    "  int k = 2;",
    "  auto l1 = [=](int x) restrict(amp) { return x + k; };",
    "  auto l2 = [=](int x) mutable restrict(amp) -> int { return x; };",
    "  auto l3 = [](int x) restrict(amp, cpu) { return x; };",
    "  auto l4 = []() restrict(amp) { return 1; };",
    "  auto l5 = [] restrict(amp) { return 2; };",
    "  auto l6 = [&k](int x) restrict(cpu) { return x + k; };",
    "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {",
    "    auto sq = [](int v) restrict(amp) { return v * v; };",
    "    a[i] = sq(a[i]);",
    "  });",
    "  (void)l1; (void)l2; (void)l3; (void)l4; (void)l5; (void)l6;",
    "}",
});

TEST(Restrict, LambdasGetQualifiersAfterTheCaptureList) {
  const Translation &T = translateFull(kLambdas);
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  const std::string &Out = T.Output;
  // (The space before the parameter list is checked in DocumentedSpacing.)
  EXPECT_THAT(Out, ContainsRegex("auto l1 = \\[=\\] __device__ ?\\(int x\\) \\{ return x \\+ k; \\};"));
  EXPECT_THAT(Out, ContainsRegex("auto l2 = \\[=\\] __device__ ?\\(int x\\) mutable -> int "
                                 "\\{ return x; \\};"));
  EXPECT_THAT(Out, ContainsRegex("auto l3 = \\[\\] __host__ __device__ ?\\(int x\\) \\{"));
  EXPECT_THAT(Out, ContainsRegex("auto l4 = \\[\\] __device__ ?\\(\\) \\{ return 1; \\};"));
  // No parameter list: one is added, since the qualifier needs it.
  EXPECT_THAT(Out, HasSubstr("auto l5 = [] __device__ () { return 2; };"));
  EXPECT_THAT(Out, HasSubstr("auto l6 = [&k](int x) { return x + k; };"));
  // A lambda inside a kernel is rewritten too, and moves with the body.
  EXPECT_THAT(Out, ContainsRegex("auto sq = \\[\\] __device__ ?\\(int v\\) \\{ return v \\* v; \\};"));
  EXPECT_LT(offsetOf(Out, "auto sq"), offsetOf(Out, "void host("));
  // The kernel lambda itself is the kernel rewrite's: no __device__ lambda.
  EXPECT_THAT(Out, Not(HasSubstr("restrict")));
  EXPECT_EQ(occurrences(Out, "__device__"), 6u) << Out;
}

// BUG (minor, RestrictRewrite.cpp, rewriteLambda): the file's header
// comment (and the macro path, `[=] GPU (int x)`) put a space between the
// qualifier and the parameter list, but a directly spelled restriction gives
// `[=] __device__(int x)`. Enable when the two agree.
TEST(Restrict, LambdaQualifierSpacingMatchesTheDocumentedForm) {
  const Translation &T = translateFull(kLambdas);
  EXPECT_THAT(T.Output, HasSubstr("auto l1 = [=] __device__ (int x) { return x + k; };"));
  EXPECT_THAT(T.Output, HasSubstr("auto l2 = [=] __device__ (int x) mutable -> int { return x; };"));
  EXPECT_THAT(T.Output, HasSubstr("auto l3 = [] __host__ __device__ (int x) { return x; };"));
}

TEST(Restrict, PlainRestrictionMacrosAreKeptAndMovedToTheFront) {
  const std::string Input = lines({
      "#include <amp.h>",
      "#define GPU restrict(amp)",
      "#define BOTH  restrict(amp, cpu)",
      "#define HOSTONLY restrict(cpu)",
      "using namespace concurrency;",
      "int f(int x) GPU { return x; }",
      "int g(int x) GPU;",
      "static int k(int x) BOTH { return x; }",
      "int c(int x) HOSTONLY { return x; }",
      "struct S { int m() const GPU { return 1; } };",
      "void host(array_view<int, 1> a) {",
      "  auto l = [=](int x) GPU { return x; };",
      "  auto l2 = [] GPU { return 1; };",
      "  parallel_for_each(a.extent, [=](index<1> i) GPU { a[i] = f(i[0]); });",
      "  (void)l; (void)l2;",
      "}",
  });
  const Translation &T = translateFull(Input);
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  const std::string &Out = T.Output;
  // Each definition is rewritten once, however often the macro is used.
  EXPECT_THAT(Out, HasSubstr("\n#define GPU __device__\n"));
  EXPECT_THAT(Out, HasSubstr("\n#define BOTH  __host__ __device__\n"));
  EXPECT_THAT(Out, ContainsRegex("\n#define HOSTONLY *\n"));
  EXPECT_THAT(Out, HasSubstr("\nGPU int f(int x) { return x; }\n"));
  EXPECT_THAT(Out, HasSubstr("\nGPU int g(int x);\n"));
  EXPECT_THAT(Out, HasSubstr("\nBOTH static int k(int x) { return x; }\n"));
  // A cpu-only macro now expands to nothing and stays where it was.
  EXPECT_THAT(Out, HasSubstr("\nint c(int x) HOSTONLY { return x; }\n"));
  EXPECT_THAT(Out, HasSubstr("struct S { GPU int m() const { return 1; } };"));
  EXPECT_THAT(Out, HasSubstr("auto l = [=] GPU (int x) { return x; };"));
  EXPECT_THAT(Out, HasSubstr("auto l2 = [] GPU () { return 1; };"));
  EXPECT_THAT(Out, Not(HasSubstr("restrict")));
  // The kernel lambda's macro disappears with the lambda.
  EXPECT_THAT(Out, HasSubstr("  a[i] = f(i[0]);\n}"));
}

TEST(Restrict, MacroSpellingTheWholeDeclaratorKeepsItsSpecInPlace) {
  // The macro spells the parameter list and the spec together: the spec
  // stays after the parameters (HIP takes its qualifiers there) and is
  // spelled as HIP's in the #define.
  const std::string Input = lines({
      "#include <amp.h>",
      "#define DECL(n) int n() restrict(amp)",
      "#define BOTH restrict(amp, cpu)",
      "#define UNARY(n, e) inline int n(int x) BOTH { return (e); }",
      "",
      "DECL(one) { return 1; }",
      "UNARY(twice, 2 * x)",
      "int three() restrict(amp) { return one() + twice(1); }",
  });
  const Translation &T = translateFull(Input);
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.withID(1001).empty()) << T.diagText();
  EXPECT_TRUE(T.withID(2019).empty()) << T.diagText();
  EXPECT_THAT(T.Output, HasSubstr("#define DECL(n) int n() __device__\n"));
  EXPECT_THAT(T.Output, HasSubstr("#define BOTH __host__ __device__\n"));
  EXPECT_THAT(T.Output, HasSubstr("\nDECL(one) { return 1; }\nUNARY(twice, 2 * x)\n"));
  EXPECT_THAT(T.Output, HasSubstr("__device__ int three() { return one() + twice(1); }"));
}

TEST(Restrict, MacroThatDoesMoreThanTheRestrictionIsError1001) {
  const std::string Input = lines({
      "#include <amp.h>",
      "#define GPU restrict(amp)",
      "#define WRAPPED GPU",
      "#define TAGGED restrict(amp) const",
      "",
      "int two() WRAPPED { return 2; }",
      "struct S { int four() TAGGED { return 4; } };",
      "int three() GPU { return 3; }",
  });
  const Translation &T = translateFull(Input);
  ASSERT_TRUE(T.Parsed);
  std::vector<Diagnostic> E = T.withID(1001);
  ASSERT_EQ(E.size(), 2u) << T.diagText();
  EXPECT_EQ(E[0].Sev, Severity::Error);
  // Two macros deep: reported where the outer one is used.
  Position Wrapped = positionOf(Input, "WRAPPED {");
  EXPECT_EQ(E[0].File, kInputPath);
  EXPECT_EQ(E[0].Line, Wrapped.Line);
  EXPECT_EQ(E[0].Column, Wrapped.Column);
  EXPECT_THAT(E[0].Message, HasSubstr("restrict(amp) comes from macro 'GPU'"));
  // A macro that spells more than the spec (here `const` too).
  Position Tagged = positionOf(Input, "TAGGED {");
  EXPECT_EQ(E[1].Line, Tagged.Line);
  EXPECT_EQ(E[1].Column, Tagged.Column);
  EXPECT_THAT(E[1].Message, HasSubstr("restrict(amp) comes from macro 'TAGGED'"));
}

} // namespace
