//===- test_project_cmake.cpp - --emit-cmake with Visual Studio projects --===//
#include "ProjectCMake.h"

#include "gtest/gtest.h"

using namespace amp2hip;
using project::ProjectTarget;

namespace {

TreeFile file(const std::string &Rel, FileKind Kind = FileKind::Source,
              FileStatus Status = FileStatus::Translated) {
  TreeFile F;
  F.Rel = Rel;
  F.Kind = Kind;
  F.Status = Status;
  return F;
}

ProjectTarget target(const std::string &Name, const std::string &Type,
                     std::vector<std::string> Sources) {
  ProjectTarget T;
  T.Name = Name;
  T.Project = Name + "/" + Name + ".vcxproj";
  T.Type = Type;
  T.Sources = std::move(Sources);
  T.Translated = true;
  return T;
}

std::string emit(const std::vector<ProjectTarget> &Targets, const std::vector<TreeFile> &Files) {
  return emitProjectCMakeLists(Targets, Files, CMakeProject{"Solution"});
}

bool contains(const std::string &Text, const std::string &Needle) {
  return Text.find(Needle) != std::string::npos;
}

} // namespace

TEST(ProjectCmake, ATargetPerProjectOfItsKind) {
  ProjectTarget Lib = target("Kernels", "StaticLibrary", {"Kernels/All.cpp", "Kernels/stdafx.cpp"});
  ProjectTarget Dll = target("Plugin.Core", "DynamicLibrary", {"Plugin/Plugin.cpp"});
  ProjectTarget App = target("App", "Application", {"App/Main.cpp"});
  App.Dependencies = {"Kernels", "Plugin.Core"};
  std::string Text = emit({Lib, Dll, App}, {file("Kernels/All.cpp"), file("Kernels/stdafx.cpp"),
                                            file("Plugin/Plugin.cpp"), file("App/Main.cpp")});
  EXPECT_TRUE(contains(Text, "add_library(Kernels STATIC\n  \"Kernels/All.cpp\"\n  \"Kernels/stdafx.cpp\")\n"
                             "target_link_libraries(Kernels PUBLIC amp2hip::shim)\n"))
      << Text;
  EXPECT_TRUE(contains(Text, "add_library(Plugin_Core SHARED\n  \"Plugin/Plugin.cpp\")\n")) << Text;
  EXPECT_TRUE(contains(Text, "add_executable(App\n  \"App/Main.cpp\")\n"
                             "target_link_libraries(App PRIVATE amp2hip::shim Kernels Plugin_Core)\n"))
      << Text;
  EXPECT_TRUE(contains(Text, "amp2hip_backend_target(App)\n"))
      << Text;
}

TEST(ProjectCmake, TheProjectsFlags) {
  ProjectTarget App = target("App", "Application", {"App/Main.cpp"});
  App.IncludeDirs = {"Shared/Include", ".", "/opt/sdk/include"};
  App.Defines = {"_DEBUG", "UNICODE", "GREETING=\"hi\""};
  App.ForcedIncludes = {"App/stdafx.h", "App/Force2.h"};
  App.Standard = "-std=c++20";
  std::string Text = emit({App}, {file("App/Main.cpp")});
  EXPECT_TRUE(contains(Text, "target_include_directories(App PRIVATE\n"
                             "  \"${CMAKE_CURRENT_SOURCE_DIR}/Shared/Include\"\n"
                             "  \"${CMAKE_CURRENT_SOURCE_DIR}\"\n"
                             "  \"/opt/sdk/include\")\n"))
      << Text;
  EXPECT_TRUE(contains(Text, "  \"_DEBUG\"\n  \"UNICODE\"\n  \"GREETING=\\\"hi\\\"\")\n")) << Text;
  // Each forced include keeps its own -include (CMake merges repeated options).
  EXPECT_TRUE(contains(Text, "\"SHELL:-include \\\"${CMAKE_CURRENT_SOURCE_DIR}/App/stdafx.h\\\"\""))
      << Text;
  EXPECT_TRUE(contains(Text, "\"SHELL:-include \\\"${CMAKE_CURRENT_SOURCE_DIR}/App/Force2.h\\\"\""))
      << Text;
  EXPECT_TRUE(contains(Text, "target_compile_options(App PRIVATE -std=c++20)")) << Text;
}

TEST(ProjectCmake, CopiedProjectsAndFailedSourcesAreNotBuilt) {
  ProjectTarget Tools = target("Tools", "Application", {"Tools/Tool.cpp"});
  Tools.Translated = false;
  ProjectTarget Lib = target("Kernels", "StaticLibrary", {"Kernels/Good.cpp", "Kernels/Bad.cpp"});
  ProjectTarget Util = target("Deploy", "Utility", {});
  ProjectTarget App = target("App", "Application", {"App/Main.cpp"});
  App.Dependencies = {"Tools", "Kernels"};
  std::string Text =
      emit({Tools, Lib, Util, App},
           {file("Tools/Tool.cpp", FileKind::Source, FileStatus::Copied), file("Kernels/Good.cpp"),
            file("Kernels/Bad.cpp", FileKind::Source, FileStatus::Failed), file("App/Main.cpp")});
  EXPECT_FALSE(contains(Text, "add_executable(Tools")) << Text;
  EXPECT_TRUE(contains(Text, "# Tools (Tools/Tools.vcxproj, Application)\n# copied, not built"))
      << Text;
  EXPECT_TRUE(contains(Text, "# Kernels/Bad.cpp: not translated (see amp2hip-report.json), left out\n"
                             "add_library(Kernels STATIC\n  \"Kernels/Good.cpp\")\n"))
      << Text;
  EXPECT_TRUE(contains(Text, "# not built: CMake has no counterpart of a Utility project")) << Text;
  EXPECT_TRUE(contains(Text, "target_link_libraries(App PRIVATE amp2hip::shim Kernels)\n")) << Text;
}

TEST(ProjectCmake, AProjectWhoseSourcesAllFailedIsLeftOutNotEmpty) {
  ProjectTarget Lib = target("Broken", "StaticLibrary", {"Broken/A.cpp", "Broken/B.cpp"});
  ProjectTarget App = target("App", "Application", {"App/Main.cpp"});
  App.Dependencies = {"Broken"};
  std::vector<std::string> LeftOut;
  std::string Text = emitProjectCMakeLists(
      {Lib, App},
      {file("Broken/A.cpp", FileKind::Source, FileStatus::Failed),
       file("Broken/B.cpp", FileKind::Source, FileStatus::Failed), file("App/Main.cpp")},
      CMakeProject{"Solution"}, &LeftOut);
  EXPECT_FALSE(contains(Text, "add_library(Broken")) << Text;
  EXPECT_TRUE(contains(Text, "# Broken/B.cpp: not translated (see amp2hip-report.json), left out\n"
                             "# left out: none of its sources was translated"))
      << Text;
  EXPECT_TRUE(contains(Text, "target_link_libraries(App PRIVATE amp2hip::shim)\n")) << Text;
  EXPECT_EQ(LeftOut, std::vector<std::string>{"Broken"});
}

TEST(ProjectCmake, PathsReachTheOutRootFromTheGeneratedFile) {
  ProjectTarget App = target("App", "Application", {"App/Main.cpp"});
  App.IncludeDirs = {"Shared", "."};
  App.ForcedIncludes = {"App/stdafx.h"};
  CMakeProject Where{"Solution", "amp2hip-build/CMakeLists.txt"};
  std::string Text = emitProjectCMakeLists({App}, {file("App/Main.cpp")}, Where);
  EXPECT_TRUE(contains(Text, "add_executable(App\n  \"../App/Main.cpp\")\n")) << Text;
  EXPECT_TRUE(contains(Text, "  \"${CMAKE_CURRENT_SOURCE_DIR}/../Shared\"\n"
                             "  \"${CMAKE_CURRENT_SOURCE_DIR}/..\")\n"))
      << Text;
  EXPECT_TRUE(contains(Text, "-include \\\"${CMAKE_CURRENT_SOURCE_DIR}/../App/stdafx.h")) << Text;
}

TEST(ProjectCmake, WhatOneSourceChanges) {
  ProjectTarget Lib = target("Kernels", "StaticLibrary", {"Kernels/All.cpp", "Kernels/One.cpp"});
  Lib.Undefines = {"min"};
  Lib.SourceOptions["Kernels/All.cpp"] = {"-DUNITY", "-UNDEBUG", "-include Kernels/Unity.h"};
  std::string Text = emit({Lib}, {file("Kernels/All.cpp"), file("Kernels/One.cpp")});
  EXPECT_TRUE(contains(Text, "target_compile_options(Kernels PRIVATE \"-Umin\")\n")) << Text;
  EXPECT_TRUE(contains(Text, "set_property(SOURCE \"Kernels/All.cpp\" APPEND PROPERTY "
                             "COMPILE_OPTIONS \"-DUNITY\" \"-UNDEBUG\" \"SHELL:-include "
                             "\\\"${CMAKE_CURRENT_SOURCE_DIR}/Kernels/Unity.h\\\"\")\n"))
      << Text;
  EXPECT_FALSE(contains(Text, "SOURCE \"Kernels/One.cpp\"")) << Text;
}

TEST(ProjectCmake, OneSourcesOwnIncludeDirectories) {
  // `Detail;..\..\Third Party;%(AdditionalIncludeDirectories)` on one file:
  // in the tree, and outside it (absolute, kept as it is).
  ProjectTarget Lib = target("Kernels", "StaticLibrary", {"Kernels/All.cpp", "Kernels/One.cpp"});
  Lib.IncludeDirs = {"Shared"};
  Lib.SourceIncludeDirs["Kernels/All.cpp"] = {"Kernels/Detail", "/src/Third Party"};
  std::string Text = emit({Lib}, {file("Kernels/All.cpp"), file("Kernels/One.cpp")});
  EXPECT_TRUE(contains(Text, "set_property(SOURCE \"Kernels/All.cpp\" APPEND PROPERTY "
                             "INCLUDE_DIRECTORIES\n"
                             "  \"${CMAKE_CURRENT_SOURCE_DIR}/Kernels/Detail\"\n"
                             "  \"/src/Third Party\")\n"))
      << Text;
  EXPECT_FALSE(contains(Text, "SOURCE \"Kernels/One.cpp\"")) << Text;
}

TEST(ProjectCmake, RelocatableDeviceCodeOnlyWhereALinkNeedsIt) {
  // Kernels' kernel calls a device function of Math (another unit): the two
  // are built with RDC, and so is App, which links Kernels; Viewer links
  // neither and keeps whole-program device code.
  ProjectTarget Math = target("Math", "StaticLibrary", {"Math/Math.cpp"});
  ProjectTarget Kernels = target("Kernels", "StaticLibrary", {"Kernels/Kernels.cpp"});
  Kernels.Dependencies = {"Math"};
  ProjectTarget App = target("App", "Application", {"App/Main.cpp"});
  App.Dependencies = {"Kernels"};
  ProjectTarget Viewer = target("Viewer", "Application", {"Viewer/Main.cpp"});
  TreeFile CallsOut = file("Kernels/Kernels.cpp");
  CallsOut.Link.DeviceCallsOutside = true;
  std::string Text = emit({Math, Kernels, App, Viewer},
                          {file("Math/Math.cpp"), CallsOut, file("App/Main.cpp"),
                           file("Viewer/Main.cpp")});
  for (const char *Rdc : {"Math", "Kernels", "App"})
    EXPECT_TRUE(contains(Text, std::string("amp2hip_backend_target(") + Rdc + " RDC)\n")) << Text;
  EXPECT_TRUE(contains(Text, "amp2hip_backend_target(Viewer)\n")) << Text;
}
