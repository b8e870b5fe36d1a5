//===- test_restrict_idioms.cpp - restrict as real AMP code spells it -----===//
//
// Overloads on the restriction alone (the restrict(amp) one gets a name of
// its own, AMP code calls it by that name, host code keeps the old one);
// MSVC's __GPU/__GPU_ONLY/__CPU_ONLY as the keywords they are; the sequence
// `restrict(amp) restrict(cpu)`; restrict used before <amp.h>, or in a file
// that never includes it (the translation includes the shim itself).
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

const std::string kOverloads = lines({
    "#include <amp.h>",
    "using namespace concurrency;",
    "int where() restrict(cpu) { return 1; }",
    "int where() restrict(amp) { return 2; }",
    "namespace lib { float f(float x); float f(float x) restrict(amp); }",
    "template <typename T> T pick(T a, T b) { return a; }",
    "template <typename T> T pick(T a, T b) restrict(amp) { return b; }",
    "struct S {",
    "  int v() const restrict(cpu);",
    "  int v() const restrict(amp);",
    "  static int tag() restrict(cpu) { return 1; }",
    "  static int tag() restrict(amp) { return 2; }",
    "};",
    "int S::v() const restrict(cpu) { return 1; }",
    "int S::v() const restrict(amp) { return 2; }",
    "int helper() restrict(amp) { return where(); }",
    "int only_amp() restrict(amp) { return 3; }",
    "template <typename T> void run(array_view<T, 1> a) {",
    "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = pick(a[i], T(1)); });",
    "}",
    "void host(array_view<int, 1> a, S s) {",
    "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {",
    "    a[i] = where() + s.v() + S::tag() + helper() + only_amp() + (int)lib::f(1.0f);",
    "  });",
    "  run(a);",
    "  int h = where() + s.v() + S::tag() + pick(1, 2) + (int)lib::f(1.0f);",
    "  (void)h;",
    "}",
});

TEST(RestrictIdioms, TheAmpOverloadGetsANameOfItsOwn) {
  const Translation &T = translateFull(kOverloads);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  const std::string &Out = T.Output;
  EXPECT_THAT(Out, HasSubstr("int where() { return 1; }\n__device__ int where_device() { return 2; }"));
  EXPECT_THAT(Out, HasSubstr("float f(float x); __device__ float f_device(float x);"));
  EXPECT_THAT(Out, HasSubstr("template <typename T> __device__ T pick_device(T a, T b)"));
  EXPECT_THAT(Out, HasSubstr("  int v() const;\n  __device__ int v_device() const;"));
  EXPECT_THAT(Out, HasSubstr("__device__ static int tag_device() { return 2; }"));
  EXPECT_THAT(Out, HasSubstr("int S::v() const { return 1; }\n__device__ int S::v_device() const"));
  // Names without a twin keep theirs.
  EXPECT_THAT(Out, HasSubstr("__device__ int only_amp()"));
  EXPECT_THAT(Out, Not(HasSubstr("only_amp_device")));
  EXPECT_EQ(T.count("restrict(amp) overload renamed"), 6u); // S::v twice
}

TEST(RestrictIdioms, AmpCodeCallsTheAmpOverloadAndHostCodeTheOther) {
  const std::string &Out = translateFull(kOverloads).Output;
  EXPECT_THAT(Out, HasSubstr("__device__ int helper() { return where_device(); }"));
  EXPECT_THAT(squash(Out), HasSubstr("a[i] = where_device() + s.v_device() + S::tag_device() + "
                                     "helper() + only_amp() + (int)lib::f_device(1.0f);"));
  // In a template, the call is unresolved until instantiation.
  EXPECT_THAT(Out, HasSubstr("a[i] = pick_device(a[i], T(1));"));
  EXPECT_THAT(Out, HasSubstr("int h = where() + s.v() + S::tag() + pick(1, 2) + (int)lib::f(1.0f);"));
}

TEST(RestrictIdioms, MsvcShorthandsAreKeywordsNotOutsideMacros) {
  const Translation &T = translateFull(lines({
      "#include <amp.h>",
      "inline int a(int x) __GPU_ONLY { return x; }",
      "inline int b(int x) __GPU { return x; }",
      "inline int c(int x) __CPU_ONLY { return x; }",
      "#define DEVICE __GPU_ONLY",
      "inline int d(int x) DEVICE { return x; }",
      "#if defined(__GPU)",
      "int e(int x) restrict(amp) { return x; }",
      "#endif",
      "void host(concurrency::array_view<int, 1> v) {",
      "  auto l = [](int x) __GPU { return x; };",
      "  parallel_for_each(v.extent, [=](concurrency::index<1> i) __GPU_ONLY { v[i] = a(l(1)); });",
      "}",
  }));
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_TRUE(T.withID(1008).empty()) << T.diagText();
  const std::string &Out = T.Output;
  EXPECT_THAT(Out, HasSubstr("__device__ inline int a(int x) { return x; }"));
  EXPECT_THAT(Out, HasSubstr("__host__ __device__ inline int b(int x) { return x; }"));
  EXPECT_THAT(Out, HasSubstr("inline int c(int x) { return x; }"));
  EXPECT_THAT(Out, HasSubstr("#define DEVICE __device__\nDEVICE inline int d(int x) { return x; }"));
  EXPECT_THAT(Out, HasSubstr("__device__ int e(int x)"));
  EXPECT_THAT(Out, HasSubstr("auto l = [] __host__ __device__ (int x) { return x; };"));
  // Only the #if keeps its text (compile mode defines the shorthands too).
  EXPECT_EQ(occurrences(Out, "__GPU"), 1u);
  EXPECT_THAT(Out, Not(HasSubstr("__CPU_ONLY")));
}

TEST(RestrictIdioms, RestrictionSequenceIsOneRestriction) {
  const Translation &T = translateFull(lines({
      "#include <amp.h>",
      "int both(int x) restrict(amp) restrict(cpu) { return x; }",
      "int both2(int x) __GPU_ONLY __CPU_ONLY { return x; }",
      "int host() { return both(1) + both2(2); }",
  }));
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  EXPECT_THAT(T.Output, HasSubstr("__host__ __device__ int both(int x) { return x; }"));
  EXPECT_THAT(T.Output, HasSubstr("__host__ __device__ int both2(int x) { return x; }"));
  EXPECT_THAT(T.Output, Not(HasSubstr("restrict")));
}

TEST(RestrictIdioms, RestrictBeforeAmpHeaderAndAsAnIdentifier) {
  const Translation &T = translateFull(lines({
      "// helpers first, as a precompiled header would have them",
      "#include <vector>",
      "",
      "// Clamp to [0, n).",
      "inline int clamp(int i, int n) restrict(amp, cpu) { return i < n ? i : n - 1; }",
      "struct Opt { int restrict; };",
      "int total(const std::vector<int>& v, int restrict) { return (int)v.size() + restrict; }",
      "#include <amp.h>",
      "void host(concurrency::array_view<int, 1> v, Opt o) {",
      "  int restrict = o.restrict;",
      "  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {",
      "    v[i] = clamp(i[0], restrict);",
      "  });",
      "}",
  }));
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  // The shim comes before the first declaration (and its comment) that
  // needs HIP's qualifiers; the AMP include further down stays.
  EXPECT_THAT(T.Output, HasSubstr("#include <vector>\n\n#include <amp2hip/amp.h>\n\n// Clamp to [0, n).\n"
                                  "__host__ __device__ inline int clamp("));
  EXPECT_THAT(T.Output, HasSubstr("struct Opt { int restrict; };"));
  EXPECT_THAT(T.Output, HasSubstr("int restrict = o.restrict;"));
}

TEST(RestrictIdioms, AClassItsConstructorsAndAFunctionNamedRestrict) {
  // restrict(...) is a restriction only when it says amp, cpu or auto.
  const Translation &T = translateFull(lines({
      "#include <amp.h>",
      "class restrict {",
      "public:",
      "  restrict() : n(1) {}",
      "  explicit restrict(int n) : n(n) {}",
      "  int n;",
      "};",
      "int host(int x) { return restrict(x).n + restrict().n; }",
      "float dev(float x) restrict(amp) { return x; }",
  }));
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  EXPECT_THAT(T.Output, HasSubstr("  restrict() : n(1) {}\n  explicit restrict(int n) : n(n) {}"));
  EXPECT_THAT(T.Output, HasSubstr("int host(int x) { return restrict(x).n + restrict().n; }"));
  EXPECT_THAT(T.Output, HasSubstr("__device__ float dev(float x) { return x; }"));
}

TEST(RestrictIdioms, FileWithoutAmpHeaderIncludesTheShim) {
  const Translation &T = translateFull(lines({
      "#pragma once",
      "inline float half(float x) restrict(amp, cpu) { return x / 2; }",
  }));
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_EQ(T.Output, lines({
                          "#pragma once",
                          "#include <amp2hip/amp.h>",
                          "",
                          "__host__ __device__ inline float half(float x) { return x / 2; }",
                      }));
}

} // namespace
