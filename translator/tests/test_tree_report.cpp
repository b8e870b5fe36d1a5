//===- test_tree_report.cpp - amp2hip-report.json and the summary line ----===//
#include "TreeReport.h"

#include "llvm/Support/JSON.h"
#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

TreeFile file(const std::string &Rel, FileKind Kind, FileStatus Status) {
  TreeFile F;
  F.Rel = Rel;
  F.Kind = Kind;
  F.Status = Status;
  return F;
}

std::vector<TreeFile> sampleTree() {
  std::vector<TreeFile> Files;
  Files.push_back(file("a/main.cpp", FileKind::Source, FileStatus::Translated));
  Files.back().Counts = {{"kernel", 2}, {"tiled kernel", 1}, {"tile_static", 3}};
  Files.back().DiagCounts = {{"amp2hip-1008", 1}};
  Files.back().LinesChanged = 12;
  Files.push_back(file("a/broken.cpp", FileKind::Source, FileStatus::Failed));
  Files.push_back(file("inc/k.h", FileKind::Header, FileStatus::Translated));
  Files.back().Counts = {{"kernel", 1}};
  Files.push_back(file("README", FileKind::Other, FileStatus::Copied));
  return Files;
}

std::string str(const llvm::json::Object &O, llvm::StringRef Key) {
  llvm::Optional<llvm::StringRef> S = O.getString(Key);
  return S ? S->str() : "(missing)";
}

int64_t num(const llvm::json::Object &O, llvm::StringRef Key) {
  return O.getInteger(Key).value_or(-1);
}

const llvm::json::Object *fileNamed(const llvm::json::Object &Report, llvm::StringRef Path) {
  for (const llvm::json::Value &V : *Report.getArray("files"))
    if (str(*V.getAsObject(), "path") == Path)
      return V.getAsObject();
  return nullptr;
}

} // namespace

TEST(TreeReport, StatusesAndKindsHaveTheirReportNames) {
  EXPECT_STREQ(statusName(FileStatus::Translated), "translated");
  EXPECT_STREQ(statusName(FileStatus::Unchanged), "unchanged");
  EXPECT_STREQ(statusName(FileStatus::Copied), "copied");
  EXPECT_STREQ(statusName(FileStatus::Failed), "failed");
  EXPECT_STREQ(statusName(FileStatus::Untranslated), "untranslated");
  EXPECT_STREQ(kindName(FileKind::Source), "source");
  EXPECT_STREQ(kindName(FileKind::Header), "header");
  EXPECT_STREQ(kindName(FileKind::Other), "other");
}

TEST(TreeReport, KernelsCountTiledAndUntiled) {
  EXPECT_EQ(sampleTree()[0].kernels(), 3u);
  EXPECT_EQ(sampleTree()[1].kernels(), 0u);
}

TEST(TreeReport, JsonListsEveryFileAndSummarizesPresentStatuses) {
  std::string Text = reportJson(sampleTree(), "/in", "/out");
  ASSERT_FALSE(Text.empty());
  EXPECT_EQ(Text.back(), '\n');
  llvm::Expected<llvm::json::Value> V = llvm::json::parse(Text);
  ASSERT_TRUE(bool(V)) << llvm::toString(V.takeError());
  const llvm::json::Object &Report = *V->getAsObject();
  EXPECT_EQ(str(Report, "in_root"), "in"); // No machine path: see below.
  EXPECT_EQ(str(Report, "out_root"), ".");
  EXPECT_EQ(str(Report, "tool").rfind("amp2hip ", 0), 0u);
  const llvm::json::Object &Summary = *Report.getObject("summary");
  EXPECT_EQ(num(Summary, "files"), 4);
  EXPECT_EQ(num(Summary, "kernels"), 4);
  EXPECT_EQ(num(Summary, "translated"), 2);
  EXPECT_EQ(num(Summary, "failed"), 1);
  EXPECT_EQ(num(Summary, "copied"), 1);
  // A status no file has is left out, not given as 0.
  EXPECT_FALSE(Summary.get("unchanged"));
  EXPECT_FALSE(Summary.get("untranslated"));

  const llvm::json::Object *Main = fileNamed(Report, "a/main.cpp");
  ASSERT_TRUE(Main);
  EXPECT_EQ(str(*Main, "kind"), "source");
  EXPECT_EQ(str(*Main, "status"), "translated");
  EXPECT_EQ(num(*Main, "kernels"), 3);
  EXPECT_EQ(num(*Main, "lines_changed"), 12);
  EXPECT_EQ(num(*Main->getObject("constructs"), "tile_static"), 3);
  EXPECT_EQ(num(*Main->getObject("diagnostics"), "amp2hip-1008"), 1);
  ASSERT_TRUE(Main->get("seconds"));
  EXPECT_EQ(str(*fileNamed(Report, "README"), "kind"), "other");
}

TEST(TreeReport, SummaryLineCountsEachStatus) {
  std::vector<TreeFile> Files = sampleTree();
  Files[1].FailureClass = "does not parse";
  Files[1].FirstError = "a/broken.cpp:2:1: error: expected expression";
  // Each failed file's first error comes before the count.
  EXPECT_EQ(summaryLine(Files, "/out"),
            "amp2hip: failed: a/broken.cpp (does not parse): a/broken.cpp:2:1: error: expected "
            "expression\n"
            "amp2hip: 4 files: 2 translated (4 kernels), 0 unchanged, 1 copied, 1 failed; "
            "report: /out/amp2hip-report.json\n");
  llvm::json::Value Report = *llvm::json::parse(reportJson(Files, "/in", "/out"));
  const llvm::json::Object *Failure =
      (*Report.getAsObject()->getArray("files"))[1].getAsObject()->getObject("failure");
  ASSERT_TRUE(Failure);
  EXPECT_EQ(*Failure->getString("class"), "does not parse");
  EXPECT_EQ(*Failure->getString("first_error"), "a/broken.cpp:2:1: error: expected expression");
  std::vector<TreeFile> WithStray = sampleTree();
  WithStray.push_back(file("inc/stray.h", FileKind::Header, FileStatus::Untranslated));
  EXPECT_NE(summaryLine(WithStray, "/out").find(", 1 untranslated headers; report:"),
            std::string::npos);
}

TEST(TreeReport, TheRootsAreNamedWithoutMachinePaths) {
  // Sibling folders, or the out-root inside the in-root: relative.
  EXPECT_EQ(portableInRoot("/home/ann/proj/src", "/home/ann/proj/out"), "../src");
  EXPECT_EQ(portableInRoot("/home/ann/proj", "/home/ann/proj/build/hip"), "../..");
  EXPECT_EQ(portableInRoot("/home/ann/proj/src", "/home/ann/out"), "../proj/src");
  // Only "/" in common: the relative path would spell /home/ann/proj; the
  // folder's name instead.
  EXPECT_EQ(portableInRoot("/home/ann/proj", "/tmp/out"), "proj");
  EXPECT_EQ(portableInRoot("/home/ann/proj", "/out"), "proj");
}

TEST(TreeReport, AFirstErrorNamesItsFileUnderTheRoot) {
  std::vector<TreeFile> Files = sampleTree();
  Files[1].FailureClass = "does not parse";
  Files[1].FirstError = "/home/ann/in/a/broken.cpp:4:10: fatal error: 'sdk.h' file not found";
  llvm::json::Value Report = *llvm::json::parse(reportJson(Files, "/home/ann/in", "/tmp/out"));
  const llvm::json::Object *Failure =
      (*Report.getAsObject()->getArray("files"))[1].getAsObject()->getObject("failure");
  ASSERT_TRUE(Failure);
  EXPECT_EQ(*Failure->getString("first_error"),
            "a/broken.cpp:4:10: fatal error: 'sdk.h' file not found");
}
