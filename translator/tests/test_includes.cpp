//===- test_includes.cpp - #include <amp*.h> -> <amp2hip/amp*.h> ---------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

const std::string kIncludes = lines({
    "#include <amp.h>",
    "#include <amp_math.h>",
    "#include  <amp_short_vectors.h>   // spacing kept",
    "#include <vector>",
    "#  include <amp_graphics.h>",
    "#include \"amp.h\"",
    "int main() { return 0; }",
});

TEST(Includes, AmpHeadersBecomeShimHeaders) {
  const Translation &T = translateFull(kIncludes);
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.Changed);
  EXPECT_EQ(T.Output, lines({
                          "#include <amp2hip/amp.h>",
                          "#include <amp2hip/amp_math.h>",
                          "#include  <amp2hip/amp_short_vectors.h>   // spacing kept",
                          "#include <vector>",
                          "// amp2hip warning: 'amp_graphics.h' is an AMP graphics header; "
                          "textures are not translated yet [amp2hip-1005]",
                          "#  include <amp_graphics.h>",
                          "#include <amp2hip/amp.h>",
                          "int main() { return 0; }",
                      }));
}

TEST(Includes, GraphicsHeaderIsKeptWithWarning1005AtItsLine) {
  const Translation &T = translateFull(kIncludes);
  ASSERT_TRUE(T.Parsed);
  std::vector<Diagnostic> W = T.withID(1005);
  ASSERT_EQ(W.size(), 1u) << T.diagText();
  EXPECT_EQ(W[0].Sev, Severity::Warning);
  Position P = positionOf(kIncludes, "<amp_graphics.h>");
  EXPECT_EQ(W[0].File, kInputPath);
  EXPECT_EQ(W[0].Line, P.Line);
  EXPECT_EQ(W[0].Column, P.Column);
  EXPECT_THAT(W[0].str(), HasSubstr("input.cpp:5:12: warning: 'amp_graphics.h'"));
  EXPECT_THAT(W[0].str(), HasSubstr("[amp2hip-1005]"));
  // A warning: the file is still translated and nothing else is reported.
  EXPECT_EQ(T.Diags.size(), 1u) << T.diagText();
  EXPECT_FALSE(T.Diags[0].Sev == Severity::Error);
}

TEST(Includes, QuotedFormAloneAndCountedPerInclude) {
  const std::string Code = "#include \"amp.h\"\n#include \"amp_math.h\"\n";
  const Translation &T = translateFull(Code);
  ASSERT_TRUE(T.Parsed);
  EXPECT_EQ(T.Output, "#include <amp2hip/amp.h>\n#include <amp2hip/amp_math.h>\n");
  EXPECT_EQ(T.count("include"), 2u);
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
}

TEST(Includes, HeadersOnlyReachedThroughOtherIncludesAreNotTouched) {
  // <amp_math.h> includes amp.h itself; only the main file's own
  // directives are rewritten, and each exactly once.
  const Translation &T = translateFull(kIncludes);
  EXPECT_EQ(occurrences(T.Output, "amp2hip/amp.h"), 2u);
  EXPECT_EQ(T.count("include"), 4u);
  EXPECT_THAT(T.Output, Not(HasSubstr("amp2hip/amp2hip")));
}

} // namespace
