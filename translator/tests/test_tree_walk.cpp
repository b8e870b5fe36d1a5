//===- test_tree_walk.cpp - which file of a tree becomes what -------------===//
#include "FileIO.h"
#include "HeaderUnits.h"
#include "TreeWalk.h"
#include "UnityBuilds.h"

#include "gtest/gtest.h"

#include <filesystem>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace amp2hip;

namespace {

struct Tree {
  fs::path Root;
  Tree() {
    Root = fs::temp_directory_path() / ("amp2hip-treewalk-" + std::to_string(getpid()));
    fs::remove_all(Root);
    fs::create_directories(Root);
    Root = realPath(Root.string());
  }
  ~Tree() { fs::remove_all(Root); }
  void add(const std::string &Rel, const std::string &Text = "") {
    std::string Error;
    ASSERT_TRUE(writeFileAtomically((Root / Rel).string(), Text, Error)) << Error;
  }
  std::string path(const std::string &Rel) const { return (Root / Rel).string(); }
};

std::vector<std::string> rels(const std::vector<TreeFile> &Files) {
  std::vector<std::string> Out;
  for (const TreeFile &F : Files)
    Out.push_back(F.Rel);
  return Out;
}

/// Sources of a tree, named by their paths under the in-root, in that order.
std::vector<TreeFile> sourceFiles(const std::vector<std::string> &Rels) {
  std::vector<TreeFile> Files(Rels.size());
  for (size_t I = 0; I < Rels.size(); ++I) {
    Files[I].Rel = Rels[I];
    Files[I].Kind = FileKind::Source;
  }
  return Files;
}

/// A source that parsed and rewrote the given headers (real path -> text).
FileResult parsedSource(std::map<std::string, std::string> Headers) {
  FileResult R;
  R.Parsed = true;
  for (const auto &H : Headers) {
    R.Result.ScopeFiles.insert(H.first);
    R.Result.HeaderCounts[H.first] = {{"kernel", 1}};
  }
  R.Result.Headers = std::move(Headers);
  return R;
}

} // namespace

TEST(TreeWalk, ClassifiesByExtension) {
  for (const char *S : {"a.cpp", "a.cc", "a.cxx", "a.c++", "a.cp", "a.C", "dir.h/x.cpp"})
    EXPECT_EQ(classifyPath(S), FileKind::Source) << S;
  for (const char *H : {"a.h", "a.hpp", "a.hh", "a.hxx", "a.inl", "a.ipp", "a.H"})
    EXPECT_EQ(classifyPath(H), FileKind::Header) << H;
  for (const char *O : {"a.txt", "CMakeLists.txt", "a.cpp.bak", ".cpp", "Makefile"})
    EXPECT_EQ(classifyPath(O), FileKind::Other) << O;
  EXPECT_EQ(classifyPath("lib/crc.c"), FileKind::CSource);
}

TEST(TreeWalk, ListsFilesInPathOrderSkippingTheOutRootAndDirectoryLinks) {
  Tree T;
  T.add("src/b.cpp");
  T.add("src/a.cpp");
  T.add("include/k.h");
  T.add("NOTES.txt");
  T.add("out/stale.cpp"); // the out-root inside the in-root
  fs::create_directory_symlink(T.Root / "src", T.Root / "loop");
  std::vector<TreeFile> Files = listTree(T.Root.string(), T.path("out"));
  EXPECT_EQ(rels(Files), (std::vector<std::string>{"NOTES.txt", "include/k.h", "src/a.cpp",
                                                   "src/b.cpp"}));
  EXPECT_EQ(Files[0].Kind, FileKind::Other);
  EXPECT_EQ(Files[1].Kind, FileKind::Header);
  EXPECT_EQ(Files[2].Kind, FileKind::Source);
}

TEST(TreeWalk, TheFirstSourceInPathOrderDecidesAHeader) {
  std::vector<TreeFile> Files = sourceFiles({"a.cpp", "b.cpp", "c.cpp"});
  std::vector<FileResult> Results;
  Results.push_back(parsedSource({{"/t/k.h", "from a"}}));
  Results.push_back(parsedSource({{"/t/k.h", "from b"}, {"/t/m.h", "from b"}}));
  Results.push_back(parsedSource({{"/t/n.h", "from a failed source"}}));
  Results[2].Parsed = false;
  HeaderTranslations H = collectHeaders(Files, Results);
  EXPECT_EQ(H.Output.at("/t/k.h"), "from a");
  EXPECT_EQ(H.Output.at("/t/m.h"), "from b");
  EXPECT_FALSE(H.Output.count("/t/n.h"));
  EXPECT_EQ(H.Included, (std::set<std::string>{"/t/k.h", "/t/m.h"}));
}

TEST(TreeWalk, AWholeTranslationOfAHeaderWinsOverOneFromIncludeLinesOnly) {
  // a.cpp stopped at a Windows-only header: only the headers it includes
  // were translated (from its #include lines); b.cpp translated whole.
  std::vector<TreeFile> Files = sourceFiles({"a.cpp", "b.cpp"});
  std::vector<FileResult> Results(1);
  Results[0].HeadersOnly = true;
  Results[0].IncludedHeaders =
      parsedSource({{"/t/k.h", "from a's includes"}, {"/t/w.h", "from a's includes"}}).Result;
  Results.push_back(parsedSource({{"/t/k.h", "from b"}}));
  HeaderTranslations H = collectHeaders(Files, Results);
  EXPECT_EQ(H.Output.at("/t/k.h"), "from b");
  EXPECT_EQ(H.Output.at("/t/w.h"), "from a's includes");
}

TEST(TreeWalk, HeadersTranslatedOnTheirOwnComeAfterTheSources) {
  std::vector<TreeFile> Files(3);
  Files[0].Rel = "a.h";
  Files[0].Kind = FileKind::Header;
  Files[0].OwnUnit = true;
  Files[1].Rel = "b.cpp";
  Files[1].Kind = FileKind::Source;
  Files[2].Rel = "c.h";
  Files[2].Kind = FileKind::Header;
  Files[2].OwnUnit = true;
  std::vector<FileResult> Results;
  Results.push_back(parsedSource({{"/t/k.h", "from a.h"}, {"/t/a.h", "from a.h"}}));
  Results.push_back(parsedSource({{"/t/k.h", "from b.cpp"}}));
  Results.push_back(parsedSource({{"/t/a.h", "from c.h"}, {"/t/c.h", "from c.h"}}));
  HeaderTranslations H = collectHeaders(Files, Results);
  EXPECT_EQ(H.Output.at("/t/k.h"), "from b.cpp");
  EXPECT_EQ(H.Output.at("/t/a.h"), "from a.h");
  EXPECT_EQ(H.Output.at("/t/c.h"), "from c.h");
  EXPECT_EQ(H.Counts.at("/t/c.h").at("kernel"), 1u);
}

TEST(TreeWalk, AHeaderUnitIncludesItsHeaderByRealPath) {
  EXPECT_EQ(headerUnitSource("/t/lib \\ \"x\".h", false),
            "// amp2hip: the header translated on its own\n#include </t/lib \\ \"x\".h>\n");
  EXPECT_EQ(headerUnitSource("/t/k.h", true),
            "// amp2hip: the header translated on its own\n#include <amp.h>\n"
            "using namespace concurrency;\n#include \"/t/k.h\"\n");
  EXPECT_TRUE(mentionsAmp("void f() restrict(amp);"));
  EXPECT_TRUE(mentionsAmp("tile_static int t[4];"));
  EXPECT_FALSE(mentionsAmp("int restrict(int x);"));
}

TEST(TreeWalk, SettlesHeadersAndOtherFiles) {
  Tree T;
  T.add("k.h", "kernel header\n");
  T.add("plain.h", "int x;\n");
  T.add("stray.h", "void f() restrict(amp);\n");
  T.add("lonely.h", "int y;\n");
  T.add("NOTES", "text\n");
  std::vector<TreeFile> Files = listTree(T.Root.string(), T.path("out"));
  HeaderTranslations H;
  H.Output[T.path("k.h")] = "translated header\n";
  H.Counts[T.path("k.h")] = {{"kernel", 1}};
  H.Included = {T.path("k.h"), T.path("plain.h")};
  std::vector<FileResult> Results(Files.size());
  // stray.h holds AMP that nothing translated: what includes it cannot build.
  EXPECT_EQ(settleFiles(Files, Results, H, T.Root.string()), ExitCode::Untranslatable);
  std::map<std::string, const TreeFile *> By;
  for (const TreeFile &F : Files)
    By[F.Rel] = &F;
  EXPECT_EQ(By["k.h"]->Status, FileStatus::Translated);
  EXPECT_EQ(By["k.h"]->Output, "translated header\n");
  EXPECT_EQ(By["k.h"]->LinesChanged, 2u); // one line removed, one added
  EXPECT_EQ(By["k.h"]->kernels(), 1u);
  EXPECT_EQ(By["plain.h"]->Status, FileStatus::Unchanged);
  EXPECT_EQ(By["stray.h"]->Status, FileStatus::Untranslated);
  EXPECT_EQ(By["stray.h"]->DiagCounts.at("amp2hip-3005"), 1u);
  EXPECT_EQ(By["lonely.h"]->Status, FileStatus::Copied);
  EXPECT_EQ(By["NOTES"]->Status, FileStatus::Copied);
  EXPECT_EQ(By["NOTES"]->Output, "text\n");
  for (const TreeFile &F : Files)
    EXPECT_TRUE(F.Write) << F.Rel;
}

TEST(TreeWalk, AFailedSourceIsNotWrittenAndSetsTheExitCode) {
  Tree T;
  // bad.cpp holds AMP, so not parsing it fails the run (a plain source
  // that does not parse is copied instead: the test below).
  T.add("bad.cpp", "#include <amp.h>\nint main( {\n");
  T.add("amp.cpp", "int f();\n");
  std::vector<TreeFile> Files = listTree(T.Root.string(), T.path("out"));
  std::vector<FileResult> Results(2); // amp.cpp, bad.cpp: neither parsed
  Results[0].Parsed = true;
  Results[0].Diags.report(DiagID::CaptureOfThis, "amp.cpp", 1, 1);
  EXPECT_EQ(settleFiles(Files, Results, HeaderTranslations(), T.Root.string()),
            ExitCode::InputError);
  EXPECT_EQ(Files[0].Status, FileStatus::Failed);
  EXPECT_EQ(Files[0].DiagCounts.at("amp2hip-2002"), 1u);
  EXPECT_EQ(Files[1].Status, FileStatus::Failed);
  EXPECT_FALSE(Files[0].Write || Files[1].Write);
}

TEST(TreeWalk, ASourceThatStoppedAtAWindowsOnlyHeaderFails) {
  Tree T;
  // No AMP of its own (that is in stdafx.h), but 4003 says why it did not
  // parse: it fails, not copied as a plain source (3108).
  T.add("Console.cpp", "#include \"stdafx.h\"\n#include <conio.h>\nvoid wait() { _getch(); }\n");
  std::vector<TreeFile> Files = listTree(T.Root.string(), T.path("out"));
  std::vector<FileResult> Results(1);
  Results[0].Diags.report(DiagID::WindowsOnlyHeader, T.path("Console.cpp"), 2, 1,
                          {"'conio.h'", "the Windows console", ""});
  EXPECT_EQ(settleFiles(Files, Results, HeaderTranslations(), T.Root.string()),
            ExitCode::InputError);
  EXPECT_EQ(Files[0].Status, FileStatus::Failed);
  EXPECT_EQ(Files[0].FailureClass, "Visual C++ or Windows code");
  EXPECT_NE(Files[0].FirstError.find("[amp2hip-4003]"), std::string::npos);
  EXPECT_FALSE(Files[0].DiagCounts.count("amp2hip-3108"));
  EXPECT_FALSE(Files[0].Write);
}

TEST(TreeWalk, APlainSourceThatDoesNotParseIsCopiedWithAWarning) {
  Tree T;
  T.add("vendor.cpp", "#include <vendor_sdk.h>\nint main() { return sdk_init(); }\n");
  std::vector<TreeFile> Files = listTree(T.Root.string(), T.path("out"));
  std::vector<FileResult> Results(1); // vendor.cpp: not parsed
  EXPECT_EQ(settleFiles(Files, Results, HeaderTranslations(), T.Root.string()),
            ExitCode::Translated);
  EXPECT_EQ(Files[0].Status, FileStatus::Copied);
  EXPECT_EQ(Files[0].DiagCounts.at("amp2hip-3108"), 1u);
  EXPECT_TRUE(Files[0].Write);
}

TEST(TreeWalk, SourcesAnotherSourceIncludesMayBeUnityParts) {
  Tree T;
  T.add("lib/All.cpp", "#include \"stdafx.h\"\n#include \"Parts\\SCALE.cpp\"\n"
                       "  #  include <sum.cpp>\n// #include \"comment.cpp\" is no include\n");
  T.add("lib/parts/scale.cpp", "void scale();\n");
  T.add("lib/sum.cpp", "void sum();\n");
  T.add("lib/alone.cpp", "int main() {}\n");
  T.add("lib/comment.cpp", "\n");
  std::set<std::string> Parts = likelyUnityParts(
      T.Root.string(), {"lib/All.cpp", "lib/parts/scale.cpp", "lib/sum.cpp", "lib/alone.cpp",
                        "lib/comment.cpp"});
  EXPECT_EQ(Parts, (std::set<std::string>{"lib/parts/scale.cpp", "lib/sum.cpp"}));
}

TEST(TreeWalk, AUnityPartIsWrittenFromItsIncludersTranslation) {
  Tree T;
  T.add("all.cpp", "#include \"part.cpp\"\n");
  T.add("part.cpp", "kernel\n");
  T.add("other.cpp", "int g();\n"); // excluded from the build, included by no one
  std::vector<TreeFile> Files = listTree(T.Root.string(), T.path("out"));
  Files[1].Compiled = Files[2].Compiled = false; // other.cpp, part.cpp
  std::vector<FileResult> Results(Files.size());
  Results[0] = parsedSource({{T.path("part.cpp"), "translated kernel\n"}});
  Results[0].Result.Output = "#include \"part.cpp\"\n";
  EXPECT_EQ(settleFiles(Files, Results, collectHeaders(Files, Results), T.Root.string()),
            ExitCode::Translated);
  EXPECT_EQ(Files[2].Status, FileStatus::Translated);
  EXPECT_EQ(Files[2].Output, "translated kernel\n");
  EXPECT_EQ(Files[2].IncludedBy, "all.cpp");
  EXPECT_EQ(Files[2].kernels(), 1u);
  EXPECT_EQ(Files[1].Status, FileStatus::Copied);
  EXPECT_EQ(Files[1].Output, "int g();\n");
}
