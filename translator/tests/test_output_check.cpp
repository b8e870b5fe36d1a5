//===- test_output_check.cpp - exit 0 means the output compiles -----------===//
//
// The translation is parsed against the shim before it counts as a success
// (OutputCheck.h). These tests break a correct translation the way a buggy
// rewrite would and check that the check reports amp2hip-3006 at the input
// line a user can act on; and that correct translations pass it.
//
//===----------------------------------------------------------------------===//
#include "OutputCheck.h"
#include "TestUtil.h"
#include "UnifiedDiff.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;

namespace {

const std::string kScale = R"(#include <amp.h>
using namespace concurrency;
void scale(array_view<float, 1> v, float k) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = v[i] * k;
  });
}
int host_side(int x) {
  return x + 42;
}
)";

/// Translate without the check, as a rewrite would hand its result over.
TranslationResult translateUnchecked(const std::string &Code) {
  DriverOptions Opts = testOptions();
  Opts.VerifyOutput = false;
  FileResult R = translateFile(kInputPath, Opts, &Code);
  EXPECT_TRUE(R.Parsed) << R.ClangOutput;
  EXPECT_FALSE(R.Diags.hasErrors());
  return R.Result;
}

std::vector<Diagnostic> check(const std::string &Input, const TranslationResult &R) {
  DiagnosticSink Diags;
  checkTranslationParses(kInputPath, Input, R, AMP2HIP_SHIM_SOURCE_DIR, {}, Diags);
  return Diags.diagnostics();
}

} // namespace

TEST(OutputCheck, CorrectTranslationPasses) {
  TranslationResult R = translateUnchecked(kScale);
  ASSERT_TRUE(R.Changed);
  EXPECT_TRUE(check(kScale, R).empty());
  // And translateFile, which checks by default, reports nothing.
  EXPECT_TRUE(translateFull(kScale).Diags.empty()) << translateFull(kScale).diagText();
}

TEST(OutputCheck, DroppedCaptureIsReportedAtItsUseInTheKernelBody) {
  // A closure-analysis bug: the kernel loses the parameter that carries `k`.
  TranslationResult R = translateUnchecked(kScale);
  size_t Param = R.Output.find(", float k");
  ASSERT_NE(Param, std::string::npos) << R.Output;
  R.Output.erase(Param, std::string(", float k").size());
  std::vector<Diagnostic> D = check(kScale, R);
  ASSERT_EQ(D.size(), 1u);
  EXPECT_EQ(static_cast<unsigned>(D[0].ID), 3006u);
  EXPECT_EQ(D[0].Sev, Severity::Error);
  EXPECT_EQ(D[0].File, kInputPath);
  EXPECT_EQ(D[0].Line, 5u) << D[0].str(); // `v[i] = v[i] * k;` in the input
  EXPECT_EQ(D[0].Column, 19u) << D[0].str();
  EXPECT_THAT(D[0].Message, HasSubstr("undeclared identifier 'k'"));
}

TEST(OutputCheck, BrokenHostLineIsReportedWhereItStands) {
  // A rewrite that damages a kept line of host code.
  TranslationResult R = translateUnchecked(kScale);
  size_t Ret = R.Output.find("return x + 42;");
  ASSERT_NE(Ret, std::string::npos);
  R.Output.replace(Ret, 14, "return x + y;");
  std::vector<Diagnostic> D = check(kScale, R);
  ASSERT_EQ(D.size(), 1u);
  EXPECT_EQ(D[0].Line, 9u) << D[0].str();
  EXPECT_EQ(D[0].Column, 1u) << D[0].str(); // the line changed: no column to trust
  EXPECT_THAT(D[0].str(), HasSubstr("[amp2hip-3006]"));
}

TEST(OutputCheck, OldLineForMapsKeptInsertedAndReplacedLines) {
  const std::string Old = "a\nb\nc\n", New = "a\nX\nY\nb\nC\n";
  EXPECT_EQ(oldLineFor(Old, New, 1), 1u); // kept
  EXPECT_EQ(oldLineFor(Old, New, 2), 2u); // inserted before old line 2
  EXPECT_EQ(oldLineFor(Old, New, 3), 2u);
  EXPECT_EQ(oldLineFor(Old, New, 4), 2u); // kept, old line 2
  EXPECT_EQ(oldLineFor(Old, New, 5), 3u); // replaced old line 3
}
