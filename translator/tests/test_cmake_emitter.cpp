//===- test_cmake_emitter.cpp - the CMakeLists.txt of --emit-cmake --------===//
#include "CMakeEmitter.h"

#include "gtest/gtest.h"

using namespace amp2hip;

namespace {

TreeFile source(const std::string &Rel, const std::string &Output,
                FileStatus Status = FileStatus::Translated) {
  TreeFile F;
  F.Rel = Rel;
  F.Kind = FileKind::Source;
  F.Status = Status;
  F.Output = Output;
  return F;
}

TreeFile header(const std::string &Rel) {
  TreeFile F;
  F.Rel = Rel;
  F.Kind = FileKind::Header;
  F.Status = FileStatus::Unchanged;
  return F;
}

std::string emit(const std::vector<TreeFile> &Files) {
  return emitCMakeLists(Files, CMakeProject{"demo", "/opt/shim/cmake"});
}

bool contains(const std::string &Text, const std::string &Needle) {
  return Text.find(Needle) != std::string::npos;
}

} // namespace

TEST(CmakeEmitter, NamesFromPaths) {
  EXPECT_EQ(cmakeName("app/main.cpp"), "app_main");
  EXPECT_EQ(cmakeName("my-tool.v2/run.cc"), "my_tool_v2_run");
  EXPECT_EQ(cmakeName("src"), "src");
}

TEST(CmakeEmitter, SourcesWithMainArePrograms) {
  std::string Text = emit({source("app/main.cpp", "int main(int argc, char **argv) {}\n"),
                           source("tools/t.cpp", "int\nmain ( ) { return 0; }\n"),
                           source("src/kernels.cpp", "void f() {} // int maintain(\n")});
  EXPECT_TRUE(contains(Text, "set(AMP2HIP_PROGRAMS\n  app/main.cpp\n  tools/t.cpp)\n")) << Text;
  EXPECT_TRUE(contains(Text, "set(AMP2HIP_LIBRARY_SOURCES\n  src/kernels.cpp)\n")) << Text;
  EXPECT_TRUE(contains(Text, "add_executable(app_main app/main.cpp)\n"
                             "target_link_libraries(app_main PRIVATE demo_common)\n"));
  EXPECT_TRUE(contains(Text, "add_executable(tools_t tools/t.cpp)\n"));
  EXPECT_TRUE(contains(Text, "add_library(demo_kernels STATIC ${AMP2HIP_LIBRARY_SOURCES})"));
}

TEST(CmakeEmitter, FailedSourcesAreLeftOut) {
  std::string Text = emit({source("a.cpp", "int main() {}\n"),
                           source("broken.cpp", "int main() {}\n", FileStatus::Failed)});
  EXPECT_FALSE(contains(Text, "broken")) << Text;
}

TEST(CmakeEmitter, EveryHeaderDirectoryIsAnIncludeDirectory) {
  std::string Text = emit({header("include/a.h"), header("include/b.h"), header("top.h"),
                           header("deep/er/c.hpp"), source("m.cpp", "int main() {}")});
  EXPECT_TRUE(contains(Text, "set(AMP2HIP_INCLUDE_DIRS\n"
                             "  ${CMAKE_CURRENT_SOURCE_DIR}/.\n"
                             "  ${CMAKE_CURRENT_SOURCE_DIR}/deep/er\n"
                             "  ${CMAKE_CURRENT_SOURCE_DIR}/include)\n"))
      << Text;
}

TEST(CmakeEmitter, ProjectAndShimPackage) {
  std::string Text = emit({source("m.cpp", "int main() {}")});
  EXPECT_TRUE(contains(Text, "project(demo LANGUAGES CXX)\n"));
  EXPECT_TRUE(contains(Text, "find_package(amp2hip 0.1 REQUIRED CONFIG HINTS \"/opt/shim/cmake\")"));
  EXPECT_TRUE(contains(Text, "target_link_libraries(demo_common INTERFACE amp2hip::shim)"));
  EXPECT_TRUE(contains(Text, "enable_language(HIP)"));
}

TEST(CmakeEmitter, TheGeneratedBuildNeverTakesAFileOfTheTree) {
  TreeFile Theirs;
  Theirs.Rel = "CMakeLists.txt";
  std::vector<TreeFile> Files = {source("m.cpp", "int main() {}")};
  EXPECT_EQ(generatedBuildFile(Files), "CMakeLists.txt");
  Files.push_back(Theirs);
  EXPECT_EQ(generatedBuildFile(Files), "amp2hip-build/CMakeLists.txt");
  TreeFile Taken;
  Taken.Rel = "amp2hip-build/notes.txt";
  Files.push_back(Taken);
  EXPECT_EQ(generatedBuildFile(Files), "amp2hip-build-2/CMakeLists.txt");
}

TEST(CmakeEmitter, ABuildBesideTheTreeReachesItsFilesFromOneLevelDown) {
  CMakeProject P{"demo", "/opt/shim/cmake", "amp2hip-build/CMakeLists.txt"};
  std::string Text = emitCMakeLists({source("app/main.cpp", "int main() {}"), header("inc/a.h")}, P);
  EXPECT_TRUE(contains(Text, "add_executable(app_main ../app/main.cpp)")) << Text;
  EXPECT_TRUE(contains(Text, "${CMAKE_CURRENT_SOURCE_DIR}/../inc")) << Text;
}
