//===- test_bad_input.cpp - input that does not parse --------------------===//
//
// When clang reports errors the translator must not guess: Parsed is false
// and there is no output (the tool then exits 2 without writing a file).
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;

namespace {

TEST(BadInput, SyntaxErrorGivesNoTranslation) {
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> a) {",
      "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {",
      "    a[i] = 1",  // missing ';'
      "  });",
      "}",
  });
  const Translation &T = translateFull(Code);
  EXPECT_FALSE(T.Parsed);
  EXPECT_FALSE(T.Changed);
  EXPECT_TRUE(T.Output.empty()) << T.Output;
  EXPECT_TRUE(T.Counts.empty());
}

TEST(BadInput, SemanticErrorGivesNoTranslationEither) {
  // Well-formed tokens, but an undeclared name inside a kernel.
  const std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> a) {",
      "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = undeclared; });",
      "}",
  });
  const Translation &T = translateFull(Code);
  EXPECT_FALSE(T.Parsed);
  EXPECT_TRUE(T.Output.empty()) << T.Output;
}

TEST(BadInput, MissingIncludeIsAnErrorNotAPassthrough) {
  const std::string Code = "#include <amp_no_such_header.h>\nint x;\n";
  const Translation &T = translateFull(Code);
  EXPECT_FALSE(T.Parsed);
  EXPECT_TRUE(T.Output.empty());
}

} // namespace
