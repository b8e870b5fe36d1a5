//===- test_project_files.cpp - reading .vcxproj, .props and .sln --------===//
//
// Project files written the way Visual Studio writes them (and the way
// people edit them by hand): configurations in conditions, macros,
// property sheets, per-file metadata, BOMs, CRLF line ends.
//
//===----------------------------------------------------------------------===//
#include "CompileFlags.h"
#include "Solution.h"
#include "TempTree.h"
#include "VcxProject.h"

#include "gmock/gmock.h"
#include "gtest/gtest.h"

using namespace amp2hip;
using namespace amp2hip::project;
using namespace amp2hip::test;
using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

const char *const kHead =
    "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
    "<Project DefaultTargets=\"Build\" ToolsVersion=\"15.0\" "
    "xmlns=\"http://schemas.microsoft.com/developer/msbuild/2003\">\n"
    "  <ItemGroup Label=\"ProjectConfigurations\">\n"
    "    <ProjectConfiguration Include=\"Debug|Win32\"><Configuration>Debug</Configuration>"
    "<Platform>Win32</Platform></ProjectConfiguration>\n"
    "    <ProjectConfiguration Include=\"Release|Win32\"><Configuration>Release</Configuration>"
    "<Platform>Win32</Platform></ProjectConfiguration>\n"
    "    <ProjectConfiguration Include=\"Debug|x64\"><Configuration>Debug</Configuration>"
    "<Platform>x64</Platform></ProjectConfiguration>\n"
    "    <ProjectConfiguration Include=\"Release|x64\"><Configuration>Release</Configuration>"
    "<Platform>x64</Platform></ProjectConfiguration>\n"
    "  </ItemGroup>\n"
    "  <Import Project=\"$(VCTargetsPath)\\Microsoft.Cpp.Default.props\" />\n";
const char *const kTail = "  <Import Project=\"$(VCTargetsPath)\\Microsoft.Cpp.targets\" />\n"
                          "</Project>\n";

std::string project(const std::string &Body) { return kHead + Body + kTail; }

VcxProject read(const TempTree &T, const std::string &Rel, const std::string &Config = "",
                const std::string &Solution = "") {
  VcxProject P;
  std::string Error;
  ProjectReadOptions O;
  O.Config = Config;
  O.SolutionPath = Solution;
  O.ReportRoot = T.Root;
  EXPECT_TRUE(readVcxproj(T.path(Rel), O, P, Error)) << Error;
  return P;
}

std::vector<std::string> values(const std::vector<Setting> &L) {
  std::vector<std::string> V;
  for (const Setting &S : L)
    V.push_back(S.Value);
  return V;
}

std::vector<std::string> problems(const VcxProject &P, const CompileFlags *F = nullptr) {
  std::vector<std::string> V;
  for (const ProjectProblem &Pr : P.Problems)
    V.push_back(Pr.Where.str() + ": " + Pr.message());
  if (F)
    for (const ProjectProblem &Pr : F->Problems)
      V.push_back(Pr.Where.str() + ": " + Pr.message());
  return V;
}

const char *const kPerConfiguration =
    "  <PropertyGroup Condition=\"'$(Configuration)|$(Platform)'=='Debug|Win32'\" "
    "Label=\"Configuration\">\n"
    "    <ConfigurationType>Application</ConfigurationType>\n"
    "    <UseDebugLibraries>true</UseDebugLibraries>\n"
    "    <CharacterSet>Unicode</CharacterSet>\n"
    "  </PropertyGroup>\n"
    "  <PropertyGroup Condition=\"'$(Configuration)|$(Platform)'=='Release|x64'\" "
    "Label=\"Configuration\">\n"
    "    <ConfigurationType>StaticLibrary</ConfigurationType>\n"
    "    <UseDebugLibraries>false</UseDebugLibraries>\n"
    "    <CharacterSet>MultiByte</CharacterSet>\n"
    "  </PropertyGroup>\n"
    "  <ItemDefinitionGroup Condition=\"'$(Configuration)|$(Platform)'=='Debug|Win32'\">\n"
    "    <ClCompile>\n"
    "      <PreprocessorDefinitions>WIN32;_DEBUG;_CONSOLE;%(PreprocessorDefinitions)"
    "</PreprocessorDefinitions>\n"
    "    </ClCompile>\n"
    "  </ItemDefinitionGroup>\n"
    "  <ItemDefinitionGroup Condition=\"'$(Configuration)|$(Platform)'=='Release|x64'\">\n"
    "    <ClCompile>\n"
    "      <PreprocessorDefinitions>NDEBUG;_LIB;TILE=16;%(PreprocessorDefinitions)"
    "</PreprocessorDefinitions>\n"
    "      <LanguageStandard>stdcpp20</LanguageStandard>\n"
    "    </ClCompile>\n"
    "  </ItemDefinitionGroup>\n"
    "  <ItemGroup><ClCompile Include=\"main.cpp\" /></ItemGroup>\n";

TEST(ProjectFiles, DefaultConfigurationIsReleaseX64AndSaysSo) {
  TempTree T;
  T.write("p/main.cpp", "");
  T.write("p/p.vcxproj", project(kPerConfiguration));
  VcxProject P = read(T, "p/p.vcxproj");
  EXPECT_EQ(P.Configuration, "Release");
  EXPECT_EQ(P.Platform, "x64");
  EXPECT_THAT(P.ConfigurationChoice, HasSubstr("default"));
  EXPECT_THAT(P.ConfigurationChoice, HasSubstr("Debug|Win32"));
  EXPECT_EQ(P.Properties.get("ConfigurationType"), "StaticLibrary");
  CompileFlags F = compileFlags(P, P.CompileDefaults);
  EXPECT_THAT(values(F.Defines), ElementsAre("NDEBUG", "_LIB", "TILE=16", "_MBCS"));
  EXPECT_EQ(F.Standard.Value, "-std=c++20");
  EXPECT_EQ(F.LanguageStandard.Value, "stdcpp20");
}

TEST(ProjectFiles, RequestedConfigurationWithCharacterSetAndDebugRuntime) {
  TempTree T;
  T.write("p/main.cpp", "");
  T.write("p/p.vcxproj", project(kPerConfiguration));
  VcxProject P = read(T, "p/p.vcxproj", "debug|x86"); // x86 is the solution's Win32
  EXPECT_EQ(P.Configuration + "|" + P.Platform, "Debug|Win32");
  EXPECT_EQ(P.ConfigurationChoice, "requested");
  CompileFlags F = compileFlags(P, P.CompileDefaults);
  EXPECT_THAT(values(F.Defines),
              ElementsAre("WIN32", "_DEBUG", "_CONSOLE", "UNICODE", "_UNICODE"));
  EXPECT_EQ(F.Standard.Value, ""); // no LanguageStandard: amp2hip's C++17
  // The defines' origins are the lines they were written on.
  EXPECT_EQ(F.Defines[0].From.str(), "p/p.vcxproj:22");
  EXPECT_EQ(F.Defines[3].From.str(), "p/p.vcxproj:13");
  // Only the configuration name: x64 before other platforms.
  VcxProject D = read(T, "p/p.vcxproj", "Debug");
  EXPECT_EQ(D.Platform, "x64");
}

TEST(ProjectFiles, UnknownConfigurationIsAnError) {
  TempTree T;
  T.write("p/p.vcxproj", project(kPerConfiguration));
  VcxProject P;
  std::string Error;
  ProjectReadOptions O;
  O.Config = "Profile|ARM64";
  EXPECT_FALSE(readVcxproj(T.path("p/p.vcxproj"), O, P, Error));
  EXPECT_THAT(Error, HasSubstr("Profile|ARM64"));
  EXPECT_THAT(Error, HasSubstr("Release|x64"));
}

TEST(ProjectFiles, MacrosAndInheritedIncludeDirectories) {
  TempTree T;
  T.write("sln/common/include/shared.h", "");
  T.write("sln/common/x64/Release/gen.h", "");
  T.write("sln/app/helpers/h.h", "");
  T.write("sln/app/main.cpp", "");
  T.write("sln/app/app.vcxproj", project(
      "  <ItemDefinitionGroup>\n"
      "    <ClCompile>\n"
      "      <AdditionalIncludeDirectories>$(ProjectDir)Helpers</AdditionalIncludeDirectories>\n"
      "    </ClCompile>\n"
      "  </ItemDefinitionGroup>\n"
      "  <ItemDefinitionGroup Condition=\"'$(Platform)'=='x64'\">\n"
      "    <ClCompile>\n"
      "      <AdditionalIncludeDirectories>$(SolutionDir)Common\\Include;"
      "..\\common\\$(Platform)\\$(Configuration);$(DXSDK_DIR)Include;"
      "%(AdditionalIncludeDirectories)</AdditionalIncludeDirectories>\n"
      "    </ClCompile>\n"
      "  </ItemDefinitionGroup>\n"
      "  <ItemGroup><ClCompile Include=\"main.cpp\" /></ItemGroup>\n"));
  VcxProject P = read(T, "sln/app/app.vcxproj", "", T.path("sln/all.sln"));
  CompileFlags F = compileFlags(P, P.Sources.at(0).Metadata);
  // Spelled as on disk; $(DXSDK_DIR) is empty here, so "Include" is missing.
  EXPECT_THAT(values(F.IncludeDirs),
              ElementsAre(T.path("sln/common/include"), T.path("sln/common/x64/Release"),
                          T.path("sln/app/helpers")));
  std::vector<UnknownReference> U = unknownsThatMatter(P);
  ASSERT_EQ(U.size(), 1u);
  EXPECT_EQ(U[0].Text, "$(DXSDK_DIR)");
  EXPECT_EQ(U[0].Where.str(), "sln/app/app.vcxproj:17");
  EXPECT_THAT(problems(P, &F), Contains(HasSubstr("include directory 'Include' does not exist")));
}

TEST(ProjectFiles, PropertySheetsAreImportedWithTheirConditions) {
  TempTree T;
  T.write("src/Shared.props",
          "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"utf-8\"?>\r\n"
          "<Project ToolsVersion=\"4.0\" "
          "xmlns=\"http://schemas.microsoft.com/developer/msbuild/2003\">\r\n"
          "  <ImportGroup Label=\"PropertySheets\" />\r\n"
          "  <PropertyGroup Label=\"UserMacros\">\r\n"
          "    <KernelDir>$(MSBuildThisFileDirectory)kernels</KernelDir>\r\n"
          "    <TileSize Condition=\"'$(TileSize)'==''\">16</TileSize>\r\n"
          "  </PropertyGroup>\r\n"
          "  <ItemDefinitionGroup>\r\n"
          "    <ClCompile>\r\n"
          "      <AdditionalIncludeDirectories>$(KernelDir);%(AdditionalIncludeDirectories)"
          "</AdditionalIncludeDirectories>\r\n"
          "      <PreprocessorDefinitions>TILE=$(TileSize);%(PreprocessorDefinitions)"
          "</PreprocessorDefinitions>\r\n"
          "    </ClCompile>\r\n"
          "  </ItemDefinitionGroup>\r\n"
          "</Project>\r\n");
  T.write("src/kernels/k.h", "");
  T.write("src/debug.props", "<Project><PropertyGroup><TileSize>4</TileSize></PropertyGroup>"
                             "</Project>");
  T.write("src/app/main.cpp", "");
  T.write("src/app/app.vcxproj", project(
      "  <ImportGroup Label=\"PropertySheets\" "
      "Condition=\"'$(Configuration)|$(Platform)'=='Debug|x64'\">\n"
      "    <Import Project=\"$(UserRootDir)\\Microsoft.Cpp.$(Platform).user.props\" "
      "Condition=\"exists('$(UserRootDir)\\Microsoft.Cpp.$(Platform).user.props')\" />\n"
      "    <Import Project=\"..\\debug.props\" />\n"
      "  </ImportGroup>\n"
      "  <ImportGroup Label=\"PropertySheets\">\n"
      "    <Import Project=\"..\\shared.props\" />\n"
      "    <Import Project=\"..\\missing.props\" />\n"
      "    <Import Project=\"..\\optional.props\" Condition=\"Exists('..\\optional.props')\" />\n"
      "  </ImportGroup>\n"
      "  <ItemDefinitionGroup>\n"
      "    <ClCompile>\n"
      "      <PreprocessorDefinitions>APP;%(PreprocessorDefinitions)</PreprocessorDefinitions>\n"
      "    </ClCompile>\n"
      "  </ItemDefinitionGroup>\n"
      "  <ItemGroup><ClCompile Include=\"main.cpp\" /></ItemGroup>\n"));
  VcxProject R = read(T, "src/app/app.vcxproj", "Release|x64");
  CompileFlags F = compileFlags(R, R.CompileDefaults);
  EXPECT_THAT(values(F.IncludeDirs), ElementsAre(T.path("src/kernels")));
  EXPECT_THAT(values(F.Defines), ElementsAre("APP", "TILE=16"));
  EXPECT_EQ(F.Defines[1].From.str(), "src/Shared.props:11"); // BOM and CRLF: lines still right
  std::vector<std::string> Statuses;
  for (const ImportRecord &I : R.Imports)
    Statuses.push_back(I.Written + " " + I.Status);
  EXPECT_THAT(Statuses, ElementsAre("$(VCTargetsPath)\\Microsoft.Cpp.Default.props visual-studio",
                                    "..\\shared.props read", "..\\missing.props missing",
                                    "..\\optional.props condition-false",
                                    "$(VCTargetsPath)\\Microsoft.Cpp.targets visual-studio"));
  EXPECT_THAT(problems(R), ElementsAre(HasSubstr("'..\\missing.props' is not read")));
  EXPECT_TRUE(unknownsThatMatter(R).empty()); // Visual Studio's own imports are no news
  // Debug|x64 imports debug.props first: TileSize is 4 there.
  VcxProject D = read(T, "src/app/app.vcxproj", "Debug|x64");
  EXPECT_THAT(values(compileFlags(D, D.CompileDefaults).Defines), ElementsAre("APP", "TILE=4"));
}

TEST(ProjectFiles, PerFileMetadataExclusionAndPrecompiledHeader) {
  TempTree T;
  T.write("p/stdafx.h", "");
  T.write("p/stdafx.cpp", "");
  T.write("p/src/kernels.cpp", "");
  T.write("p/src/all.cpp", "");
  T.write("p/p.vcxproj", project(
      "  <ItemDefinitionGroup>\n"
      "    <ClCompile>\n"
      "      <PrecompiledHeader>Use</PrecompiledHeader>\n"
      "      <PrecompiledHeaderFile>stdafx.h</PrecompiledHeaderFile>\n"
      "    </ClCompile>\n"
      "  </ItemDefinitionGroup>\n"
      "  <ItemGroup>\n"
      "    <ClCompile Include=\"stdafx.cpp\">\n"
      "      <PrecompiledHeader Condition=\"'$(Configuration)|$(Platform)'=='Release|x64'\">"
      "Create</PrecompiledHeader>\n"
      "    </ClCompile>\n"
      "    <ClCompile Include=\"src\\kernels.cpp\">\n"
      "      <ExcludedFromBuild Condition=\"'$(Configuration)|$(Platform)'=='Release|x64'\">"
      "true</ExcludedFromBuild>\n"
      "      <PreprocessorDefinitions>ONLY_HERE;%(PreprocessorDefinitions)"
      "</PreprocessorDefinitions>\n"
      "    </ClCompile>\n"
      "    <ClCompile Include=\"src\\all.cpp\" PrecompiledHeader=\"NotUsing\" />\n"
      "  </ItemGroup>\n"));
  VcxProject P = read(T, "p/p.vcxproj", "Release|x64");
  ASSERT_EQ(P.Sources.size(), 3u);
  EXPECT_EQ(P.Sources[0].Metadata.get("PrecompiledHeader"), "Create");
  CompileFlags K = compileFlags(P, P.Sources[1].Metadata, T.path("p/src"));
  EXPECT_TRUE(K.Excluded);
  EXPECT_THAT(values(K.Defines), ElementsAre("ONLY_HERE"));
  // src/kernels.cpp's #include "stdafx.h" finds p/stdafx.h, as with cl.exe.
  EXPECT_EQ(K.PrecompiledHeader.Value, T.path("p/stdafx.h"));
  EXPECT_THAT(values(K.IncludeDirs), ElementsAre(T.path("p")));
  CompileFlags A = compileFlags(P, P.Sources[2].Metadata, T.path("p/src"));
  EXPECT_FALSE(A.Excluded);
  EXPECT_EQ(A.PrecompiledHeader.Value, "");
  VcxProject D = read(T, "p/p.vcxproj", "Debug|x64");
  EXPECT_FALSE(compileFlags(D, D.Sources[1].Metadata).Excluded);
}

TEST(ProjectFiles, FiltersFileIsIgnoredAndItemsResolveTheWindowsWay) {
  TempTree T;
  T.write("p/Src/Main.cpp", "");
  T.write("p/src/util/a.cpp", "");
  T.write("p/src/util/b.cpp", "");
  T.write("p/src/util/skip.cpp", "");
  T.write("p/inc/K.h", "");
  T.write("p/p.vcxproj.filters",
          "<Project><ItemGroup><ClCompile Include=\"src\\only_in_filters.cpp\">"
          "<Filter>Source Files</Filter></ClCompile></ItemGroup></Project>");
  T.write("p/p.vcxproj", project(
      "  <ItemGroup>\n"
      "    <ClCompile Include=\"SRC\\main.CPP\" />\n"
      "    <ClCompile Include=\"src\\util\\*.cpp\" Exclude=\"src\\util\\skip.cpp\" />\n"
      "    <ClCompile Include=\"gone.cpp\" />\n"
      "    <ClCompile Remove=\"gone.cpp\" />\n"
      "    <ClInclude Include=\"inc\\k.h;missing.h\" />\n"
      "  </ItemGroup>\n"));
  VcxProject P = read(T, "p/p.vcxproj");
  std::vector<std::string> Sources;
  for (const ProjectItem &I : P.Sources)
    Sources.push_back(I.Path);
  EXPECT_THAT(Sources, ElementsAre(T.path("p/Src/Main.cpp"), T.path("p/src/util/a.cpp"),
                                   T.path("p/src/util/b.cpp")));
  ASSERT_EQ(P.Headers.size(), 2u);
  EXPECT_EQ(P.Headers[0].Path, T.path("p/inc/K.h"));
  EXPECT_TRUE(P.Headers[0].Exists);
  EXPECT_FALSE(P.Headers[1].Exists);
  EXPECT_EQ(P.Sources[0].Metadata.get("Filename"), "main");
}

TEST(ProjectFiles, ForcedIncludesChooseAndUtf16) {
  TempTree T;
  T.write("p/inc/force.h", "");
  T.write("p/main.cpp", "");
  std::string Utf8 = project(
      "  <Choose>\n"
      "    <When Condition=\"'$(Platform)'=='Win32'\"><PropertyGroup><Bits>32</Bits>"
      "</PropertyGroup></When>\n"
      "    <Otherwise><PropertyGroup><Bits>64</Bits></PropertyGroup></Otherwise>\n"
      "  </Choose>\n"
      "  <ItemDefinitionGroup>\n"
      "    <ClCompile>\n"
      "      <AdditionalIncludeDirectories>inc</AdditionalIncludeDirectories>\n"
      "      <ForcedIncludeFiles>Force.h;nowhere.h</ForcedIncludeFiles>\n"
      "      <PreprocessorDefinitions>BITS=$(Bits);GREETING#hi</PreprocessorDefinitions>\n"
      "    </ClCompile>\n"
      "  </ItemDefinitionGroup>\n"
      "  <ItemGroup><ClCompile Include=\"main.cpp\" /></ItemGroup>\n");
  // The same project saved as UTF-16 (little endian, with its BOM).
  size_t Decl = Utf8.find("utf-8");
  Utf8.replace(Decl, 5, "utf-16");
  std::string Utf16 = "\xFF\xFE";
  for (char C : Utf8) {
    Utf16 += C;
    Utf16 += '\0';
  }
  T.write("p/p.vcxproj", Utf16);
  VcxProject P = read(T, "p/p.vcxproj", "Debug|Win32");
  CompileFlags F = compileFlags(P, P.CompileDefaults);
  EXPECT_THAT(values(F.ForcedIncludes), ElementsAre(T.path("p/inc/force.h")));
  EXPECT_THAT(values(F.Defines), ElementsAre("BITS=32", "GREETING=hi"));
  EXPECT_THAT(problems(P, &F), ElementsAre(HasSubstr("forced include 'nowhere.h'")));
  EXPECT_THAT(F.arguments(), ElementsAre("-I" + T.path("p/inc"), "-DBITS=32", "-DGREETING=hi",
                                         "-include", T.path("p/inc/force.h")));
}

TEST(ProjectFiles, NotXmlIsAnErrorWithALine) {
  TempTree T;
  T.write("p/p.vcxproj", "<Project>\n<ItemGroup>\n</Project>\n");
  VcxProject P;
  std::string Error;
  EXPECT_FALSE(readVcxproj(T.path("p/p.vcxproj"), {}, P, Error));
  EXPECT_THAT(Error, HasSubstr("line 3"));
}

TEST(ProjectFiles, SolutionMapsConfigurationsPerProject) {
  TempTree T;
  T.write("all.sln",
          "\xEF\xBB\xBF\r\n"
          "Microsoft Visual Studio Solution File, Format Version 12.00\r\n"
          "# Visual Studio 15\r\n"
          "Project(\"{8BC9CEB8-8B4A-11D0-8D11-00A0C91BC942}\") = \"Lib\", \"Lib\\Lib.vcxproj\", "
          "\"{11111111-1111-1111-1111-111111111111}\"\r\n"
          "EndProject\r\n"
          "Project(\"{2150E333-8FDC-42A3-9474-1A3956D46DE8}\") = \"Docs\", \"Docs\", "
          "\"{33333333-3333-3333-3333-333333333333}\"\r\n"
          "EndProject\r\n"
          "Project(\"{8BC9CEB8-8B4A-11D0-8D11-00A0C91BC942}\") = \"App\", \"app\\App.vcxproj\", "
          "\"{22222222-2222-2222-2222-222222222222}\"\r\n"
          "\tProjectSection(ProjectDependencies) = postProject\r\n"
          "\t\t{11111111-1111-1111-1111-111111111111} = {11111111-1111-1111-1111-111111111111}\r\n"
          "\tEndProjectSection\r\n"
          "EndProject\r\n"
          "Global\r\n"
          "\tGlobalSection(SolutionConfigurationPlatforms) = preSolution\r\n"
          "\t\tDebug|x86 = Debug|x86\r\n"
          "\t\tRelease|x86 = Release|x86\r\n"
          "\tEndGlobalSection\r\n"
          "\tGlobalSection(ProjectConfigurationPlatforms) = postSolution\r\n"
          "\t\t{11111111-1111-1111-1111-111111111111}.Debug|x86.ActiveCfg = Debug|Win32\r\n"
          "\t\t{11111111-1111-1111-1111-111111111111}.Debug|x86.Build.0 = Debug|Win32\r\n"
          "\t\t{11111111-1111-1111-1111-111111111111}.Release|x86.ActiveCfg = Release|Win32\r\n"
          "\t\t{11111111-1111-1111-1111-111111111111}.Release|x86.Build.0 = Release|Win32\r\n"
          "\t\t{22222222-2222-2222-2222-222222222222}.Debug|x86.ActiveCfg = Debug|Win32\r\n"
          "\t\t{22222222-2222-2222-2222-222222222222}.Debug|x86.Build.0 = Debug|Win32\r\n"
          "\t\t{22222222-2222-2222-2222-222222222222}.Release|x86.ActiveCfg = Release|Win32\r\n"
          "\tEndGlobalSection\r\n"
          "EndGlobal\r\n");
  T.write("lib/lib.vcxproj", "<Project/>");
  Solution S;
  std::string Error;
  ASSERT_TRUE(readSolution(T.path("all.sln"), S, Error)) << Error;
  ASSERT_EQ(S.Projects.size(), 3u);
  EXPECT_EQ(S.Projects[0].Name, "Lib");
  EXPECT_EQ(S.Projects[0].Path, T.path("lib/lib.vcxproj")); // found without case
  EXPECT_TRUE(S.Projects[1].isFolder());
  EXPECT_EQ(S.Projects[2].Line, 8u);
  EXPECT_THAT(S.Configurations, ElementsAre("Debug|x86", "Release|x86"));
  std::string How;
  EXPECT_EQ(chooseConfiguration(S.Configurations, "", How), "Release|x86");
  const SolutionConfigurationMapping *Lib = S.mapping(S.Projects[0], "Release|x86");
  ASSERT_TRUE(Lib);
  EXPECT_EQ(Lib->ProjectConfig, "Release|Win32");
  EXPECT_TRUE(Lib->Build);
  const SolutionConfigurationMapping *App = S.mapping(S.Projects[2], "release|x86");
  ASSERT_TRUE(App);
  EXPECT_FALSE(App->Build); // no .Build.0: not built in Release
  // What builds it, for the run's summary (amp2hip-3109).
  EXPECT_EQ(S.configurationBuilding(S.Projects[2], "Release|x86"), "Debug|x86");
  EXPECT_EQ(S.configurationBuilding(S.Projects[0], "Debug|x86"), "Debug|x86");
  EXPECT_EQ(S.configurationBuilding(S.Projects[0], "Release|x64"), "Release|x86");
  EXPECT_EQ(S.configurationBuilding(S.Projects[1], "Release|x86"), ""); // a folder
}

TEST(ProjectFiles, NotASolution) {
  TempTree T;
  T.write("x.sln", "hello\n");
  Solution S;
  std::string Error;
  EXPECT_FALSE(readSolution(T.path("x.sln"), S, Error));
  EXPECT_THAT(Error, HasSubstr("not a Visual Studio solution"));
}

} // namespace
