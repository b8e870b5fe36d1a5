//===- test_user_cmake.cpp - the tree's own CMakeLists.txt, migrated ------===//
#include "CMakeScan.h"
#include "UserCMake.h"

#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

TreeFile file(const std::string &Rel, FileStatus Status = FileStatus::Translated,
              bool DeviceCallsOutside = false) {
  TreeFile F;
  F.Rel = Rel;
  F.Kind = Rel.size() > 2 && Rel.substr(Rel.size() - 2) == ".c" ? FileKind::CSource
                                                                  : FileKind::Source;
  F.Status = Status;
  F.Write = Status != FileStatus::Failed;
  F.Link.DeviceCallsOutside = DeviceCallsOutside;
  return F;
}

bool contains(const std::string &Text, const std::string &Needle) {
  return Text.find(Needle) != std::string::npos;
}

const char *kProject = R"(cmake_minimum_required(VERSION 3.16)
project(Demo LANGUAGES C CXX) # the project
option(DEMO_FAST "A custom option" OFF)
add_compile_options(-Wall)
add_library(lib SHARED lib/a.cpp "lib/b.c")
add_library(broken STATIC old/x.cpp
  old/y.cpp)
target_include_directories(broken PRIVATE include)
add_executable(app app/main.cpp app/gone.cpp)
target_link_libraries(app lib broken)
add_executable(plain tools/plain.cpp)
)";

std::vector<TreeFile> demoFiles() {
  return {file("lib/a.cpp", FileStatus::Translated, true), file("lib/b.c", FileStatus::Copied),
          file("old/x.cpp", FileStatus::Failed), file("old/y.cpp", FileStatus::Failed),
          file("app/main.cpp", FileStatus::Unchanged), file("app/gone.cpp", FileStatus::Failed),
          file("tools/plain.cpp", FileStatus::Unchanged)};
}

} // namespace

TEST(UserCmake, TheScannerSkipsCommentsQuotesAndBrackets) {
  std::vector<CMakeCommand> C = scanCMake("# add_library(not)\n"
                                          "set(X \"a ) b\" [[c ) d]])\n"
                                          "if((A AND B) OR C) #[[ add_executable(no) ]]\n"
                                          "Add_Executable(app main.cpp) # x(\n");
  ASSERT_EQ(C.size(), 3u);
  EXPECT_EQ(C[0].Name, "set");
  ASSERT_EQ(C[0].Args.size(), 3u);
  EXPECT_EQ(C[0].Args[1].Value, "a ) b");
  EXPECT_EQ(C[0].Args[2].Value, "c ) d");
  EXPECT_EQ(C[1].Name, "if");
  EXPECT_EQ(C[2].Name, "add_executable");
  EXPECT_EQ(C[2].Args[1].Value, "main.cpp");
}

TEST(UserCmake, TheProjectsOwnTargetsOptionsAndFlagsStay) {
  UserCMakeResult R = migrateUserCMake(kProject, demoFiles(), "amp2hip-runtime");
  for (const char *Kept : {"option(DEMO_FAST \"A custom option\" OFF)\n", "add_compile_options(-Wall)\n",
                           "add_library(lib SHARED lib/a.cpp \"lib/b.c\")\n",
                           "add_executable(plain tools/plain.cpp)\n"})
    EXPECT_TRUE(contains(R.Text, Kept)) << Kept << "\n" << R.Text;
}

TEST(UserCmake, TheBackendComesAfterProjectAndTheRuntimeCopyIsFoundFirst) {
  std::string Text = migrateUserCMake(kProject, demoFiles(), "amp2hip-runtime").Text;
  size_t Project = Text.find("project(Demo"), Backend = Text.find("set(AMP2HIP_BACKEND \"host\"");
  ASSERT_NE(Backend, std::string::npos) << Text;
  EXPECT_LT(Project, Backend);
  EXPECT_LT(Backend, Text.find("option(DEMO_FAST"));
  EXPECT_TRUE(contains(Text, "PATHS \"${CMAKE_CURRENT_SOURCE_DIR}/amp2hip-runtime/cmake\"")) << Text;
  EXPECT_TRUE(contains(Text, "amp2hip_enable_backend(${AMP2HIP_BACKEND})\n")) << Text;
  std::string Installed = migrateUserCMake(kProject, demoFiles(), "").Text;
  EXPECT_FALSE(contains(Installed, "amp2hip-runtime")) << Installed;
  EXPECT_TRUE(contains(Installed, "$ENV{AMP2HIP_SHIM_DIR}/cmake")) << Installed;
}

TEST(UserCmake, TargetsWithTranslatedCodeAndTheirLinkersGetTheRuntime) {
  UserCMakeResult R = migrateUserCMake(kProject, demoFiles(), "amp2hip-runtime");
  // lib compiles a translated source whose kernel calls another unit's
  // device function; app links lib; plain has no AMP.
  EXPECT_TRUE(contains(R.Text, "amp2hip_migrated_target(lib RDC)\n")) << R.Text;
  EXPECT_TRUE(contains(R.Text, "amp2hip_migrated_target(app RDC)\n")) << R.Text;
  EXPECT_FALSE(contains(R.Text, "amp2hip_migrated_target(plain")) << R.Text;
  EXPECT_EQ(R.Migrated, (std::vector<std::string>{"lib", "app"}));
}

TEST(UserCmake, FailedSourcesLeaveTheirListAndAnEmptyTargetIsCommentedOut) {
  UserCMakeResult R = migrateUserCMake(kProject, demoFiles(), "amp2hip-runtime");
  EXPECT_EQ(R.LeftOut, std::vector<std::string>{"broken"});
  EXPECT_TRUE(contains(R.Text, "# amp2hip: left out broken: none of its sources was translated "
                               "(see amp2hip-report.json)\n"
                               "# amp2hip: add_library(broken STATIC old/x.cpp\n"
                               "# amp2hip:   old/y.cpp)\n"))
      << R.Text;
  EXPECT_TRUE(contains(R.Text, "# amp2hip: target_include_directories(broken PRIVATE include)\n"))
      << R.Text;
  EXPECT_TRUE(contains(R.Text, "# amp2hip: not translated (see amp2hip-report.json), left out of "
                               "app: app/gone.cpp\nadd_executable(app app/main.cpp )\n"))
      << R.Text;
  EXPECT_TRUE(contains(R.Text, "target_link_libraries(app lib )\n")) << R.Text;
}

TEST(UserCmake, NoMachinePathIsWritten) {
  std::string Text = migrateUserCMake(kProject, demoFiles(), "amp2hip-runtime").Text;
  for (size_t At = Text.find('/'); At != std::string::npos; At = Text.find('/', At + 1))
    EXPECT_NE(Text[At - 1], ' ') << "an absolute path in:\n" << Text;
}

namespace {

TreeFile listing(const std::string &Rel, const std::string &Text) {
  TreeFile F;
  F.Rel = Rel;
  F.Kind = FileKind::Other;
  F.Status = FileStatus::Copied;
  F.Input = Text;
  return F;
}

} // namespace

TEST(UserCmake, EveryListingTheSubdirectoriesReachIsFoundOnce) {
  std::vector<TreeFile> Files = {
      listing("CMakeLists.txt", "project(P)\nadd_subdirectory(src)\n"
                                "add_subdirectory(${CMAKE_CURRENT_SOURCE_DIR}/lib/foo build/foo)\n"
                                "add_subdirectory(${SOMEWHERE}/x)\nadd_subdirectory(missing)\n"),
      listing("src/CMakeLists.txt", "add_subdirectory(../lib/foo)\nadd_subdirectory(inner)\n"),
      listing("src/inner/CMakeLists.txt", "add_executable(inner inner.cpp)\n"),
      listing("lib/foo/CMakeLists.txt", "add_library(foo foo.cpp)\n"),
      listing("unused/CMakeLists.txt", "add_library(unused u.cpp)\n")};
  EXPECT_EQ(reachedCMakeLists(Files),
            (std::vector<std::string>{"CMakeLists.txt", "src/CMakeLists.txt",
                                      "lib/foo/CMakeLists.txt", "src/inner/CMakeLists.txt"}));
  EXPECT_TRUE(reachedCMakeLists({Files[1]}).empty()); // No top-level build.
}

TEST(UserCmake, NestedListingsAreMigratedWithTheirOwnPathsAndTheTreesLinks) {
  std::vector<TreeFile> Files = {file("lib/foo/foo.cpp"), file("lib/foo/old.cpp", FileStatus::Failed),
                                 file("lib/bar/bar.cpp", FileStatus::Failed),
                                 file("src/main.cpp", FileStatus::Unchanged)};
  std::vector<CMakeListsText> Lists = {
      {"CMakeLists.txt", "project(P CXX)\nadd_subdirectory(lib/foo)\nadd_subdirectory(lib/bar)\n"
                         "add_subdirectory(src)\n"},
      {"lib/foo/CMakeLists.txt", "add_library(foo foo.cpp ${CMAKE_CURRENT_SOURCE_DIR}/old.cpp)\n"},
      {"lib/bar/CMakeLists.txt", "add_library(bar STATIC bar.cpp)\n"},
      {"src/CMakeLists.txt", "add_executable(app main.cpp)\ntarget_link_libraries(app foo bar)\n"}};
  std::vector<UserCMakeResult> R = migrateUserCMakeTree(Lists, Files, "amp2hip-runtime");
  ASSERT_EQ(R.size(), 4u);
  // The backend once, at the top; the runtime found from the top's folder.
  EXPECT_TRUE(contains(R[0].Text, "amp2hip_enable_backend(${AMP2HIP_BACKEND})")) << R[0].Text;
  for (size_t I = 1; I < R.size(); ++I)
    EXPECT_FALSE(contains(R[I].Text, "AMP2HIP_BACKEND")) << R[I].Text;
  // Each target is given the runtime where it is defined, sources matched
  // relative to their listing's folder.
  EXPECT_EQ(R[1].Migrated, std::vector<std::string>{"foo"});
  EXPECT_TRUE(contains(R[1].Text, "left out of foo: ${CMAKE_CURRENT_SOURCE_DIR}/old.cpp\n"
                                  "add_library(foo foo.cpp )\n"))
      << R[1].Text;
  EXPECT_EQ(R[2].LeftOut, std::vector<std::string>{"bar"});
  // app (no AMP of its own) links foo, defined in another listing; the link
  // to bar, left out in a third, is taken out.
  EXPECT_EQ(R[3].Migrated, std::vector<std::string>{"app"});
  EXPECT_TRUE(contains(R[3].Text, "target_link_libraries(app foo )\n")) << R[3].Text;
}
