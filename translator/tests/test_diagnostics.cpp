//===- test_diagnostics.cpp - the diagnostics table and its format -------===//
//
// Diagnostics.def is a table with stable IDs that users grep for and
// suppress by; these tests pin its invariants and the one-line format
// `file:line:col: severity: message [amp2hip-NNNN]`.
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

#include <set>

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;

TEST(Diagnostics, IDsAreUnique) {
  std::set<unsigned> Seen;
  for (const DiagInfo &D : allDiagnostics())
    EXPECT_TRUE(Seen.insert(D.ID).second) << "amp2hip-" << D.ID << " is in the table twice";
  EXPECT_FALSE(allDiagnostics().empty());
}

TEST(Diagnostics, TableIsInIDOrderAndIDsAreFourDigitsInKnownRanges) {
  unsigned Prev = 0;
  for (const DiagInfo &D : allDiagnostics()) {
    EXPECT_GT(D.ID, Prev) << "Diagnostics.def must list IDs in increasing order";
    Prev = D.ID;
    // 1xxx untranslatable AMP, 2xxx AMP errors, 3xxx the tool itself,
    // 4xxx Visual C++ and Windows code.
    EXPECT_TRUE(D.ID >= 1000 && D.ID < 5000) << "amp2hip-" << D.ID << " is outside 1000-4999";
  }
}

TEST(Diagnostics, EveryMessageIsNonEmpty) {
  for (const DiagInfo &D : allDiagnostics()) {
    ASSERT_NE(D.Format, nullptr) << "amp2hip-" << D.ID;
    EXPECT_GT(std::string(D.Format).size(), 10u) << "amp2hip-" << D.ID << " has no real message";
    // A message is one line: the format is line-oriented.
    EXPECT_EQ(std::string(D.Format).find('\n'), std::string::npos) << "amp2hip-" << D.ID;
  }
}

TEST(Diagnostics, LookupByIDReturnsTheTableEntry) {
  for (const DiagInfo &D : allDiagnostics()) {
    const DiagInfo &Found = diagInfo(static_cast<DiagID>(D.ID));
    EXPECT_EQ(Found.ID, D.ID);
    EXPECT_EQ(Found.Sev, D.Sev);
    EXPECT_STREQ(Found.Format, D.Format);
  }
}

TEST(Diagnostics, StableIDsKeepTheirMeaning) {
  // Users and scripts refer to these IDs; their meaning must not change.
  EXPECT_THAT(diagInfo(DiagID::RestrictMacroDoesMore).Format, HasSubstr("macro"));
  // Retired IDs stay, with their meaning (Diagnostics.def, "retired:").
  EXPECT_EQ(diagInfo(DiagID::GraphicsHeaderNotTranslated).Sev, Severity::Warning);
  EXPECT_THAT(diagInfo(DiagID::GraphicsHeaderNotTranslated).Format, HasSubstr("graphics"));
  EXPECT_THAT(diagInfo(DiagID::TextureFeatureNotTranslated).Format, HasSubstr("texture"));
  EXPECT_THAT(diagInfo(DiagID::CaptureByReference).Format, HasSubstr("captured by reference"));
  EXPECT_THAT(diagInfo(DiagID::CaptureOfThis).Format, HasSubstr("'this'"));
  EXPECT_THAT(diagInfo(DiagID::ContainerCapturedByValue).Format, HasSubstr("captured by value"));
  EXPECT_THAT(diagInfo(DiagID::TileTooLarge).Format, HasSubstr("1024"));
  for (DiagID ID : {DiagID::RestrictMacroDoesMore, DiagID::CaptureByReference, DiagID::CaptureOfThis, DiagID::ContainerCapturedByValue, DiagID::TileTooLarge})
    EXPECT_EQ(diagInfo(ID).Sev, Severity::Error) << static_cast<unsigned>(ID);
}

TEST(Diagnostics, NotesSayNoteAndAreNotErrors) {
  EXPECT_EQ(diagInfo(DiagID::HostTileLoopsNotPossible).Sev, Severity::Note);
  DiagnosticSink Sink;
  Sink.report(DiagID::HostTileLoopsNotPossible, "a.cpp", 3, 5, {"k", "why"});
  EXPECT_FALSE(Sink.hasErrors());
  EXPECT_THAT(Sink.diagnostics()[0].str(), HasSubstr("a.cpp:3:5: note: kernel 'k' keeps"));
}

TEST(Diagnostics, FormatMessageFillsArgumentsInOrder) {
  EXPECT_EQ(formatMessage("a %0 b %1 c %0", {"X", "Y"}), "a X b Y c X");
  EXPECT_EQ(formatMessage("100% sure", {}), "100% sure");
  EXPECT_EQ(formatMessage("missing %1", {"only0"}), "missing ");
}

TEST(Diagnostics, StrIsFileLineColSeverityMessageID) {
  DiagnosticSink Sink;
  Sink.report(DiagID::CaptureByReference, "src/k.cpp", 12, 7, {"v"});
  ASSERT_EQ(Sink.diagnostics().size(), 1u);
  const Diagnostic &D = Sink.diagnostics()[0];
  EXPECT_EQ(D.ID, DiagID::CaptureByReference);
  EXPECT_EQ(D.Line, 12u);
  EXPECT_EQ(D.Column, 7u);
  EXPECT_EQ(D.str(), "src/k.cpp:12:7: error: " +
                         formatMessage(diagInfo(DiagID::CaptureByReference).Format, {"v"}) +
                         " [amp2hip-2001]");
  EXPECT_THAT(D.str(), HasSubstr("'v' is captured by reference"));
  EXPECT_TRUE(Sink.hasErrors());
}

TEST(Diagnostics, WarningsSayWarningAndAreNotErrors) {
  DiagnosticSink Sink;
  Sink.report(DiagID::RestrictMacroDefinedOutside, "a.cpp", 3, 10, {"amp", "AMP", "restrict(amp)"});
  EXPECT_FALSE(Sink.hasErrors());
  EXPECT_EQ(Sink.diagnostics()[0].str(),
            "a.cpp:3:10: warning: restrict(amp) comes from macro 'AMP', defined outside the "
            "translated files; define it as 'restrict(amp)' when building the output "
            "[amp2hip-1008]");
}

TEST(Diagnostics, WithoutLocationTheToolNameStandsInForTheFile) {
  DiagnosticSink Sink;
  Sink.report(DiagID::ShimNotFound, "", 0, 0, {"/nowhere"});
  EXPECT_EQ(Sink.diagnostics()[0].str(),
            "amp2hip: error: cannot find the runtime shim's headers (looked in '/nowhere'); "
            "set AMP2HIP_SHIM_DIR to the runtime-shim directory [amp2hip-3004]");
}

TEST(Diagnostics, MissingShimDirectoryIsReportedNotCrashed) {
  DriverOptions Opts;
  Opts.ShimDir = "/amp2hip-no-such-dir";
  std::string Code = "int main() { return 0; }\n";
  FileResult R = translateFile(kInputPath, Opts, &Code);
  EXPECT_FALSE(R.Parsed);
  ASSERT_EQ(R.Diags.diagnostics().size(), 1u);
  EXPECT_EQ(R.Diags.diagnostics()[0].ID, DiagID::ShimNotFound);
}

TEST(Diagnostics, ReportedDiagnosticCarriesInputFileLineAndColumn) {
  // A diagnostic from a real translation: the presumed location of the
  // input buffer, so `file:line:col` points into the user's file.
  std::string Code = lines({
      "#include <amp.h>",
      "using namespace concurrency;",
      "void f(array_view<int, 1> a) {",
      "  int n = 0;",
      "  parallel_for_each(a.extent, [&n, a](index<1> i) restrict(amp) { a[i] = n; });",
      "}",
  });
  const Translation &T = translateFull(Code);
  ASSERT_TRUE(T.Parsed);
  std::vector<Diagnostic> D = T.withID(2001);
  ASSERT_EQ(D.size(), 1u) << T.diagText();
  Position P = positionOf(Code, "[&n, a]");
  EXPECT_EQ(D[0].File, kInputPath);
  EXPECT_EQ(D[0].Line, P.Line);
  EXPECT_EQ(D[0].Column, P.Column);
  EXPECT_EQ(D[0].str(), kInputPath + ":" + std::to_string(P.Line) + ":" +
                            std::to_string(P.Column) +
                            ": error: 'n' is captured by reference in a restrict(amp) lambda; "
                            "only concurrency::array and concurrency::graphics::texture objects may "
                            "be captured by reference "
                            "[amp2hip-2001]");
}
