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
                          "#  include <amp2hip/amp_graphics.h>",
                          "#include <amp2hip/amp.h>",
                          "int main() { return 0; }",
                      }));
}

// The shim implements textures, so amp_graphics.h is rewritten like the
// other AMP headers (amp2hip-1005, which kept it with a warning, is retired).
TEST(Includes, GraphicsHeaderBecomesTheShimsWithoutWarning) {
  const Translation &T = translateFull(kIncludes);
  ASSERT_TRUE(T.Parsed);
  EXPECT_TRUE(T.Diags.empty()) << T.diagText();
  EXPECT_TRUE(T.withID(1005).empty()) << T.diagText();
  EXPECT_THAT(T.Output, HasSubstr("#  include <amp2hip/amp_graphics.h>\n"));
  EXPECT_THAT(T.Output, Not(HasSubstr("amp2hip warning")));
  EXPECT_EQ(T.count("include"), 5u);
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
  EXPECT_EQ(T.count("include"), 5u);
  EXPECT_THAT(T.Output, Not(HasSubstr("amp2hip/amp2hip")));
}

} // namespace
