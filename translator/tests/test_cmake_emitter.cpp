//===- test_cmake_emitter.cpp - the CMakeLists.txt of --emit-cmake --------===//
#include "BuildPlan.h"
#include "CMakeEmitter.h"

#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

/// A translated source that defines and uses the given symbols.
TreeFile source(const std::string &Rel, std::set<std::string> Defined,
                std::set<std::string> Used = {}, bool DeviceCallsOutside = false) {
  TreeFile F;
  F.Rel = Rel;
  F.Kind = Rel.size() > 2 && Rel.substr(Rel.size() - 2) == ".c" ? FileKind::CSource
                                                                  : FileKind::Source;
  F.Status = FileStatus::Translated;
  F.Link.Defined = std::move(Defined);
  F.Link.Used = std::move(Used);
  F.Link.DeviceCallsOutside = DeviceCallsOutside;
  F.LinkKnown = true;
  return F;
}

TreeFile header(const std::string &Rel) {
  TreeFile F;
  F.Rel = Rel;
  F.Kind = FileKind::Header;
  F.Status = FileStatus::Unchanged;
  return F;
}

std::string emit(const std::vector<TreeFile> &Files, const std::string &BuildFile = "CMakeLists.txt") {
  return emitCMakeLists(Files, CMakeProject{"demo", BuildFile});
}

bool contains(const std::string &Text, const std::string &Needle) {
  return Text.find(Needle) != std::string::npos;
}

const BuildTarget *target(const std::vector<BuildTarget> &Targets, const std::string &Name) {
  for (const BuildTarget &T : Targets)
    if (T.Name == Name)
      return &T;
  return nullptr;
}

/// Two programs that each define report() and problem_size() in their own
/// files, share a library with a device function and a C file, and a
/// source nobody uses.
std::vector<TreeFile> twoPrograms() {
  return {source("common/lens.cpp", {"_Z7distortff"}),
          source("common/sum.c", {"weighted_sum"}),
          source("extra/unused.cpp", {"_Z6unusedv"}),
          source("smooth/main.cpp", {"main", "_Z6reportv"},
                 {"_Z12problem_sizev", "_Z7distortff", "weighted_sum"}, true),
          source("smooth/params.cpp", {"_Z12problem_sizev"}),
          source("stats/hist.cpp", {"_Z4histv"}, {"_Z7distortff"}, true),
          source("stats/main.cpp", {"main", "_Z6reportv"},
                 {"_Z12problem_sizev", "_Z4histv", "weighted_sum"}),
          source("stats/params.cpp", {"_Z12problem_sizev"}),
          header("common/lens.h")};
}

} // namespace

TEST(CmakeEmitter, NamesFromPaths) {
  EXPECT_EQ(cmakeName("app/main.cpp"), "app_main");
  EXPECT_EQ(cmakeName("my-tool.v2/run.cc"), "my_tool_v2_run");
  EXPECT_EQ(cmakeName("src"), "src");
}

TEST(CmakeEmitter, EachProgramGetsTheSourcesItUsesAndNoOtherProgramsMain) {
  std::vector<TreeFile> Files = twoPrograms();
  std::vector<BuildTarget> Targets = planTreeTargets(Files, "demo");
  const BuildTarget *Smooth = target(Targets, "smooth"), *Stats = target(Targets, "stats");
  ASSERT_TRUE(Smooth && Stats);
  EXPECT_EQ(Smooth->Sources, (std::vector<std::string>{"smooth/main.cpp", "smooth/params.cpp"}));
  EXPECT_EQ(Stats->Sources,
            (std::vector<std::string>{"stats/main.cpp", "stats/hist.cpp", "stats/params.cpp"}));
  const BuildTarget *Common = target(Targets, "common");
  ASSERT_TRUE(Common);
  EXPECT_EQ(Common->TargetKind, BuildTarget::Kind::ObjectLibrary);
  EXPECT_EQ(Common->Sources, (std::vector<std::string>{"common/lens.cpp", "common/sum.c"}));
  EXPECT_EQ(Smooth->Links, std::vector<std::string>{"common"});
  EXPECT_EQ(Stats->Links, std::vector<std::string>{"common"});
  const BuildTarget *Unused = target(Targets, "demo_unused");
  ASSERT_TRUE(Unused);
  EXPECT_EQ(Unused->Sources, std::vector<std::string>{"extra/unused.cpp"});
  EXPECT_EQ(Unused->TargetKind, BuildTarget::Kind::StaticLibrary);
}

TEST(CmakeEmitter, RelocatableDeviceCodeOnlyWhereADeviceLinkIsNeeded) {
  std::vector<BuildTarget> Targets = planTreeTargets(twoPrograms(), "demo");
  // Both programs link common, whose device code smooth's and stats' kernels call.
  EXPECT_TRUE(target(Targets, "smooth")->Rdc);
  EXPECT_TRUE(target(Targets, "common")->Rdc);
  EXPECT_TRUE(target(Targets, "stats")->Rdc);
  EXPECT_FALSE(target(Targets, "demo_unused")->Rdc);
  std::vector<BuildTarget> Plain =
      planTreeTargets({source("a/main.cpp", {"main"}, {"_Z1fv"}), source("a/f.cpp", {"_Z1fv"})},
                      "demo");
  EXPECT_FALSE(target(Plain, "a")->Rdc);
}

TEST(CmakeEmitter, TheTextBuildsEachTargetForTheChosenBackend) {
  std::string Text = emit(twoPrograms());
  EXPECT_TRUE(contains(Text, "project(demo LANGUAGES C CXX)\n")) << Text;
  EXPECT_TRUE(contains(Text, "add_library(common OBJECT\n  common/lens.cpp\n  common/sum.c)\n"));
  EXPECT_TRUE(contains(Text, "add_executable(smooth\n  smooth/main.cpp\n  smooth/params.cpp)\n"
                             "target_link_libraries(smooth PRIVATE amp2hip::shim common)\n"));
  EXPECT_TRUE(contains(Text, "amp2hip_backend_target(smooth RDC)\n"));
  EXPECT_TRUE(contains(Text, "amp2hip_backend_target(demo_unused)\n"));
  EXPECT_TRUE(contains(Text, "amp2hip_enable_backend(${AMP2HIP_BACKEND})\n"));
  EXPECT_TRUE(contains(Text, "set_property(CACHE AMP2HIP_BACKEND PROPERTY STRINGS host amd nvidia)"));
}

TEST(CmakeEmitter, NoPathOfTheTranslatingMachine) {
  std::string Text = emit(twoPrograms());
  EXPECT_TRUE(contains(Text, "HINTS \"${AMP2HIP_SHIM_DIR}/cmake\" \"$ENV{AMP2HIP_SHIM_DIR}/cmake\""));
  for (size_t At = Text.find('/'); At != std::string::npos; At = Text.find('/', At + 1))
    EXPECT_NE(Text[At - 1], ' ') << "an absolute path in:\n" << Text;
}

TEST(CmakeEmitter, FailedSourcesAreLeftOut) {
  std::vector<TreeFile> Files = {source("a.cpp", {"main"}), source("broken.cpp", {"main"})};
  Files[1].Status = FileStatus::Failed;
  EXPECT_FALSE(contains(emit(Files), "broken")) << emit(Files);
}

TEST(CmakeEmitter, ASourceThatDidNotParseGoesToEveryProgram) {
  std::vector<TreeFile> Files = {source("a/main.cpp", {"main"}), source("b/main.cpp", {"main"}),
                                 source("c/odd.c", {})};
  Files[2].LinkKnown = false;
  std::vector<BuildTarget> Targets = planTreeTargets(Files, "demo");
  EXPECT_EQ(target(Targets, "a")->Links, std::vector<std::string>{"c"});
  EXPECT_EQ(target(Targets, "b")->Links, std::vector<std::string>{"c"});
}

TEST(CmakeEmitter, ATreeWithoutProgramsIsOneLibrary) {
  std::vector<BuildTarget> Targets =
      planTreeTargets({source("k1.cpp", {"_Z1fv"}), source("k2.cpp", {"_Z1gv"})}, "demo");
  ASSERT_EQ(Targets.size(), 1u);
  EXPECT_EQ(Targets[0].Name, "demo");
  EXPECT_EQ(Targets[0].TargetKind, BuildTarget::Kind::StaticLibrary);
}

TEST(CmakeEmitter, EveryHeaderDirectoryIsAnIncludeDirectory) {
  std::string Text = emit({header("include/a.h"), header("include/b.h"), header("top.h"),
                           header("deep/er/c.hpp"), source("m.cpp", {"main"})});
  EXPECT_TRUE(contains(Text, "target_include_directories(m PRIVATE\n"
                             "  ${CMAKE_CURRENT_SOURCE_DIR}\n"
                             "  ${CMAKE_CURRENT_SOURCE_DIR}/deep/er\n"
                             "  ${CMAKE_CURRENT_SOURCE_DIR}/include)\n"))
      << Text;
}

TEST(CmakeEmitter, TheGeneratedBuildNeverTakesAFileOfTheTree) {
  TreeFile Theirs;
  Theirs.Rel = "CMakeLists.txt";
  std::vector<TreeFile> Files = {source("m.cpp", {"main"})};
  EXPECT_EQ(generatedBuildFile(Files), "CMakeLists.txt");
  Files.push_back(Theirs);
  EXPECT_EQ(generatedBuildFile(Files), "amp2hip-build/CMakeLists.txt");
  TreeFile Taken;
  Taken.Rel = "amp2hip-build/notes.txt";
  Files.push_back(Taken);
  EXPECT_EQ(generatedBuildFile(Files), "amp2hip-build-2/CMakeLists.txt");
}

TEST(CmakeEmitter, ABuildBesideTheTreeReachesItsFilesFromOneLevelDown) {
  std::string Text = emit({source("app/main.cpp", {"main"}), header("inc/a.h")},
                          "amp2hip-build/CMakeLists.txt");
  EXPECT_TRUE(contains(Text, "add_executable(app\n  ../app/main.cpp)")) << Text;
  EXPECT_TRUE(contains(Text, "${CMAKE_CURRENT_SOURCE_DIR}/../inc")) << Text;
  EXPECT_TRUE(contains(Text, "#   cmake -S amp2hip-build -B build")) << Text;
}
