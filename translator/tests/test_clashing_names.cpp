//===- test_clashing_names.cpp - AMP names HIP's globals clash with -------===//
#include "TestUtil.h"

using namespace amp2hip::test;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

const std::string kGraphics = lines({
    "#include <amp.h>",
    "#include <amp_graphics.h>",
    "using namespace concurrency;",
    "using namespace concurrency::graphics;",
    "void f(texture<float, 2> &t, concurrency::graphics::texture<int, 1> &q) {",
    "  index<2> i(0, 1);",
    "  norm n(0.5f);",
    "  graphics::norm m = norm(0.25f);",
    "  texture<float, 1> local(8);",
    "  (void)i; (void)n; (void)m;",
    "}",
});

// Under hipcc and nvcc a global ::texture template (texture references),
// ::norm (a math function) and ::index (POSIX) exist: unqualified uses of
// the AMP names are ambiguous there after the using-directives.
TEST(ClashingNames, UnqualifiedUsesAreQualified) {
  std::string Out = translate(kGraphics);
  EXPECT_THAT(Out, HasSubstr("void f(concurrency::graphics::texture<float, 2> &t, "
                             "concurrency::graphics::texture<int, 1> &q) {"));
  EXPECT_THAT(Out, HasSubstr("  concurrency::index<2> i(0, 1);"));
  EXPECT_THAT(Out, HasSubstr("  concurrency::graphics::norm n(0.5f);"));
  EXPECT_THAT(Out, HasSubstr("  concurrency::graphics::texture<float, 1> local(8);"));
}

TEST(ClashingNames, QualifiedUsesAreLeftAlone) {
  std::string Out = translate(kGraphics);
  EXPECT_THAT(Out, HasSubstr("  graphics::norm m = concurrency::graphics::norm(0.25f);"));
  EXPECT_THAT(Out, Not(HasSubstr("concurrency::graphics::concurrency")));
  EXPECT_THAT(Out, Not(HasSubstr("graphics::concurrency::graphics")));
}

// Written in a macro argument: qualified where it is spelled. In a macro's
// own definition: left alone (the definition serves other expansions too).
TEST(ClashingNames, MacroArgumentsAreQualifiedWhereSpelled) {
  std::string Out = translate(lines({
      "#include <amp.h>",
      "#include <amp_graphics.h>",
      "using namespace concurrency;",
      "using namespace concurrency::graphics;",
      "#define RUN(...) do { __VA_ARGS__; } while (0)",
      "#define MAKE_INDEX index<1> made(0)",
      "void h() {",
      "  RUN(texture<float, 2> t(4, 4));",
      "  MAKE_INDEX;",
      "  (void)made;",
      "}",
  }));
  EXPECT_THAT(Out, HasSubstr("  RUN(concurrency::graphics::texture<float, 2> t(4, 4));"));
  EXPECT_THAT(Out, HasSubstr("#define MAKE_INDEX index<1> made(0)"));
}

// Other names of the AMP namespaces (array_view, texture_view, float_4,
// unorm, ...) clash with nothing and stay as written.
TEST(ClashingNames, OtherNamesStayAsWritten) {
  std::string Out = translate(lines({
      "#include <amp.h>",
      "#include <amp_graphics.h>",
      "using namespace concurrency;",
      "using namespace concurrency::graphics;",
      "void g(texture_view<const float, 2> v, unorm u, float_4 x, sampler s) {",
      "  (void)v; (void)u; (void)x; (void)s;",
      "}",
  }));
  EXPECT_THAT(Out,
              HasSubstr("void g(texture_view<const float, 2> v, unorm u, float_4 x, sampler s) {"));
}

// glibc declares ::index in <strings.h>, which <cstring> includes: after
// `using namespace concurrency;` an unqualified index<N> was ambiguous and
// the file did not parse when <cstring> came before <amp.h> (Visual C++ has
// no ::index). It parses now, whatever the order, and the output qualifies
// each use, so it compiles with <cstring> first too (the output check).
TEST(ClashingNames, GlibcIndexBeforeAmpHeader) {
  const std::string Code = lines({
      "#include <cstring>",
      "#include <strings.h>",
      "#include <amp.h>",
      "using namespace concurrency;",
      "typedef index<2> cell;",
      "int f(array_view<int, 1> a) {",
      "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = 1; });",
      "  index<1> k(0);",
      "  return a[k] + (int)std::strlen(\"x\");",
      "}",
  });
  const Translation &T = translateFull(Code);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  EXPECT_THAT(T.Output, HasSubstr("typedef concurrency::index<2> cell;"));
  EXPECT_THAT(T.Output, HasSubstr("  concurrency::index<1> k(0);"));
  EXPECT_THAT(T.Output, HasSubstr("#include <cstring>\n#include <strings.h>\n#include <amp2hip/amp.h>"));
}

} // namespace
