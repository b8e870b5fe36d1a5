//===- VcxProject.cpp -----------------------------------------------------===//
#include "VcxProject.h"
#include "MsBuildEvaluator.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace amp2hip {
namespace project {

namespace path = llvm::sys::path;

namespace {

void splitConfiguration(const std::string &C, std::string &Config, std::string &Platform) {
  size_t Bar = C.find('|');
  Config = C.substr(0, Bar);
  Platform = Bar == std::string::npos ? "" : C.substr(Bar + 1);
}

/// x86 and Win32 are one platform: solutions say x86, projects Win32.
bool samePlatform(const std::string &A, const std::string &B) {
  auto Norm = [](const std::string &S) {
    std::string L = lower(S);
    return L == "x86" ? std::string("win32") : L;
  };
  return Norm(A) == Norm(B);
}

/// Among \p Candidates (declared configurations), x64 first, then the
/// first declared.
std::string preferX64(const std::vector<std::string> &Candidates) {
  for (const std::string &C : Candidates) {
    std::string Config, Platform;
    splitConfiguration(C, Config, Platform);
    if (lower(Platform) == "x64")
      return C;
  }
  return Candidates.empty() ? "" : Candidates.front();
}

std::vector<std::string> declaredConfigurations(const XmlElement &Root) {
  std::vector<std::string> Out;
  for (const auto &G : Root.Children)
    if (G->Name == "ItemGroup")
      for (const auto &I : G->Children)
        if (I->Name == "ProjectConfiguration" && I->hasAttribute("Include"))
          Out.push_back(I->attribute("Include"));
  return Out;
}

std::string joinList(const std::vector<std::string> &L) {
  std::string S;
  for (const std::string &E : L)
    S += (S.empty() ? "" : ", ") + E;
  return S;
}

} // namespace

std::string chooseConfiguration(const std::vector<std::string> &Declared,
                                const std::string &Requested, std::string &How) {
  std::string WantConfig, WantPlatform;
  splitConfiguration(Requested, WantConfig, WantPlatform);
  if (Declared.empty()) {
    How = "the project declares no configurations; " +
          (Requested.empty() ? std::string("Release|x64 assumed") : "as requested");
    if (Requested.empty())
      return "Release|x64";
    return WantConfig + "|" + (WantPlatform.empty() ? "x64" : WantPlatform);
  }
  if (!Requested.empty()) {
    std::vector<std::string> Matches;
    for (const std::string &D : Declared) {
      std::string Config, Platform;
      splitConfiguration(D, Config, Platform);
      if (lower(Config) == lower(WantConfig) &&
          (WantPlatform.empty() || samePlatform(Platform, WantPlatform)))
        Matches.push_back(D);
    }
    How = "requested";
    return preferX64(Matches);
  }
  std::vector<std::string> Release;
  for (const std::string &D : Declared)
    if (llvm::StringRef(D).startswith_insensitive("Release|"))
      Release.push_back(D);
  How = "default (Release before other configurations, x64 before other platforms; declared: " +
        joinList(Declared) + ")";
  return preferX64(Release.empty() ? Declared : Release);
}

namespace {

/// The properties Visual Studio and MSBuild define before a project is
/// read: the project's and solution's names and directories (with the
/// trailing separator Visual Studio gives them), the output directories the
/// toolset defaults to, and the configuration being built.
void setReservedProperties(MsBuildEvaluator &E, const VcxProject &P,
                           const ProjectReadOptions &Opts) {
  E.setGlobal("Configuration", P.Configuration);
  E.setGlobal("Platform", P.Platform);
  E.setGlobal("ProjectDir", P.Dir + "/");
  E.setGlobal("ProjectPath", P.Path);
  E.setGlobal("ProjectName", P.Name);
  E.setGlobal("ProjectFileName", path::filename(P.Path).str());
  E.setGlobal("ProjectExt", path::extension(P.Path).str());
  E.setGlobal("MSBuildProjectDirectory", P.Dir);
  E.setGlobal("MSBuildProjectFullPath", P.Path);
  E.setGlobal("MSBuildProjectFile", path::filename(P.Path).str());
  E.setGlobal("MSBuildProjectName", P.Name);
  E.setGlobal("MSBuildProjectExtension", path::extension(P.Path).str());
  // Without a solution Visual Studio makes one beside the project.
  std::string Sln = Opts.SolutionPath.empty() ? P.Dir + "/" + P.Name + ".sln" : Opts.SolutionPath;
  E.setGlobal("SolutionDir", path::parent_path(Sln).str() + "/");
  E.setGlobal("SolutionPath", Sln);
  E.setGlobal("SolutionName", path::stem(Sln).str());
  E.setGlobal("SolutionFileName", path::filename(Sln).str());
  E.setGlobal("SolutionExt", ".sln");
  E.setDefault("PlatformName", P.Platform);
  E.setDefault("ConfigurationName", P.Configuration);
  E.setDefault("TargetName", P.Name);
  E.setDefault("ConfigurationType", "Application");
  std::string PlatformDir = lower(P.Platform) == "win32" ? "" : P.Platform + "/";
  E.setDefault("OutDir", path::parent_path(Sln).str() + "/" + PlatformDir + P.Configuration + "/");
  E.setDefault("IntDir", PlatformDir + P.Configuration + "/");
}

} // namespace

bool readVcxproj(const std::string &Path, const ProjectReadOptions &Opts, VcxProject &Out,
                 std::string &Error) {
  Out = VcxProject();
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  path::remove_dots(Abs, true);
  Out.Path = std::string(Abs);
  Out.Dir = path::parent_path(Abs).str();
  Out.Name = path::stem(Abs).str();
  MsBuildEvaluator E(Out, Opts.ReportRoot);
  if (!E.load(Out.Path, Error))
    return false;
  Out.Configurations = declaredConfigurations(E.root());
  std::string Chosen = chooseConfiguration(Out.Configurations, Opts.Config,
                                           Out.ConfigurationChoice);
  if (Chosen.empty()) {
    Error = E.shown(Out.Path) + ": no configuration '" + Opts.Config +
            "' (the project declares " + joinList(Out.Configurations) + ")";
    return false;
  }
  splitConfiguration(Chosen, Out.Configuration, Out.Platform);
  setReservedProperties(E, Out, Opts);
  E.keepItems("ClCompile", &Out.Sources);
  E.keepItems("ClInclude", &Out.Headers);
  E.keepItems("ProjectReference", &Out.References);
  E.evaluate();
  Out.CompileDefaults = E.definition("ClCompile");
  return true;
}

} // namespace project
} // namespace amp2hip
