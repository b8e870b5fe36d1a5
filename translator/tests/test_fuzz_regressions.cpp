//===- test_fuzz_regressions.cpp - inputs found by fuzzing -----------------===//
//
// Inputs that scripts/fuzz.sh (translator/fuzz/) or its differential check
// found a problem with: a crash, or an input that translates without errors
// to output that does not parse as HIP. The inputs themselves are kept in
// testdata/fuzz/regressions/ (tests/e2e/test_fuzz_regressions.py runs the CLI
// over them); these tests pin what the translator now does with them.
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

// testdata/fuzz/regressions/init_capture.cpp: an init-capture ([k = n * 2])
// was dropped, so the kernel used a name it did not declare.
TEST(FuzzRegressions, InitCaptureBecomesAKernelParameter) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> av, int n) {",
      "  parallel_for_each(av.extent, [=, k = n * 2](index<1> idx) restrict(amp) {",
      "    av[idx] += k;",
      "  });",
      "}",
  });
  const Translation &T = translateFull(Code);
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  EXPECT_THAT(squash(T.Output), HasSubstr("int k)"));
  EXPECT_THAT(squash(T.Output), HasSubstr("(n * 2))"));
  EXPECT_THAT(T.Output, HasSubstr("av[idx] += k;"));
}

TEST(FuzzRegressions, InitCaptureByReferenceIsRejected) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> av, int n) {",
      "  parallel_for_each(av.extent, [=, &r = n](index<1> idx) restrict(amp) {",
      "    av[idx] += r;",
      "  });",
      "}",
  });
  EXPECT_EQ(translateFull(Code).withID(2001).size(), 1u) << translateFull(Code).diagText();
}

} // namespace

namespace {

// testdata/fuzz/regressions/nested_parallel_for_each.cpp: a launch inside a
// kernel garbled the output (the two rewrites overlapped); AMP rejects it.
TEST(FuzzRegressions, LaunchInsideAKernelIsRejected) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> av) {",
      "  parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {",
      "    parallel_for_each(av.extent, [=](index<1> j) restrict(amp) { av[j] += 1; });",
      "  });",
      "}",
  });
  const Translation &T = translateFull(Code);
  ASSERT_TRUE(T.Parsed);
  std::vector<Diagnostic> D = T.withID(2019);
  ASSERT_GE(D.size(), 1u) << T.diagText();
  EXPECT_EQ(D[0].Line, 5u);
}

} // namespace

namespace {

// testdata/fuzz/regressions/launch_in_return.cpp: `return parallel_for_each(...);`
// in a void function and a launch as a for-init became `return { ... }` and
// `for ({ ... } ...)`; they are expressions, so the launch is a lambda called
// in place.
TEST(FuzzRegressions, LaunchInReturnAndForInitIsAnExpression) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> av) {",
      "  return parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) { av[idx] += 1; });",
      "}",
      "void g(array_view<int, 1> av) {",
      "  for (parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) { av[idx] += 1; });;)",
      "    break;",
      "}",
  });
  const Translation &T = translateFull(Code);
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  EXPECT_THAT(squash(T.Output), HasSubstr("return [&] {"));
  EXPECT_THAT(squash(T.Output), HasSubstr("for ([&] {"));
  EXPECT_THAT(squash(T.Output), HasSubstr("}();;)"));
}

} // namespace
