//===- ProjectSet.cpp -----------------------------------------------------===//
#include "ProjectSet.h"
#include "AmpMentions.h"
#include "Solution.h"
#include "WindowsPaths.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

namespace amp2hip {
namespace project {

namespace path = llvm::sys::path;
using llvm::errs;

namespace {

std::string realOf(const std::string &P) {
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(P, Real))
    return P;
  return std::string(Real);
}

std::string pathUnderRoot(const std::string &Root, const std::string &P) {
  if (llvm::StringRef(P).startswith(Root + "/"))
    return P.substr(Root.size() + 1);
  return P;
}

bool readProjectFile(const std::string &Path, std::string &Text) {
  std::ifstream IS(Path, std::ios::binary);
  std::ostringstream SS;
  SS << IS.rdbuf();
  Text = SS.str();
  return static_cast<bool>(IS);
}

/// Does a file of the project, or a file they include (quoted includes
/// found the Windows way, in the includer's directory or the project's
/// include directories), mention AMP?
bool projectUsesAmp(const MigratedProject &M) {
  static const std::regex Include(R"re(#\s*include\s*[<"]([^>"]+)[>"])re");
  std::vector<std::string> Dirs;
  for (const Setting &S : M.Defaults.IncludeDirs)
    Dirs.push_back(S.Value);
  for (const CompileFlags &F : M.SourceFlags)
    for (const Setting &S : F.IncludeDirs)
      Dirs.push_back(S.Value);
  std::vector<std::string> Work;
  for (const ProjectItem &I : M.Project.Sources)
    Work.push_back(I.Path);
  for (const ProjectItem &I : M.Project.Headers)
    Work.push_back(I.Path);
  std::set<std::string> Seen;
  while (!Work.empty() && Seen.size() < 20000) {
    std::string File = realOf(Work.back());
    Work.pop_back();
    std::string Text;
    if (!Seen.insert(File).second || !readProjectFile(File, Text))
      continue;
    if (mentionsAmp(Text))
      return true;
    for (std::sregex_iterator It(Text.begin(), Text.end(), Include), End; It != End; ++It) {
      std::string Name = (*It)[1];
      if (auto Found = resolveLikeWindows(path::parent_path(File), Name)) {
        Work.push_back(*Found);
        continue;
      }
      for (const std::string &D : Dirs)
        if (auto Found = resolveLikeWindows(D, Name)) {
          Work.push_back(*Found);
          break;
        }
    }
  }
  return false;
}

class Loader {
public:
  Loader(const ProjectSetOptions &Opts, ProjectSet &Out) : Opts(Opts), Out(Out) {}
  int run();

private:
  struct Plan {
    std::string Path, Config;
    bool Built = true;
    std::string BuiltIn, BuiltInAs; ///< When not built: what builds it.
  };
  int planSolution(std::vector<Plan> &Plans);
  int readProject(const Plan &P, const std::vector<Plan> &Plans);
  void warn(const Origin &Where, DiagID ID, const std::vector<std::string> &Args) const;
  void reportProblems(const MigratedProject &M) const;
  void propagateAmpUse();

  const ProjectSetOptions &Opts;
  ProjectSet &Out;
  /// Problems said so far: a property sheet's, once for all its importers.
  mutable std::set<std::string> Said;
};

void Loader::warn(const Origin &Where, DiagID ID, const std::vector<std::string> &Args) const {
  std::string File = Where.File;
  if (!File.empty() && !path::is_absolute(File) && !Opts.ShownRoot.empty())
    File = Opts.ShownRoot + "/" + File;
  errs() << Diagnostic::make(ID, File, Where.Line, Where.Line ? 1 : 0, Args).str() << "\n";
}

int Loader::planSolution(std::vector<Plan> &Plans) {
  Solution Sln;
  std::string Error;
  if (!readSolution(Opts.Solution, Sln, Error)) {
    warn({}, DiagID::ProjectNotRead, {Opts.Solution, Error});
    return 2;
  }
  Out.SolutionRel = pathUnderRoot(Opts.InRoot, realOf(Sln.Path));
  Out.SolutionConfig = chooseConfiguration(Sln.Configurations, Opts.Config, Out.SolutionConfigChoice);
  if (Out.SolutionConfig.empty()) {
    std::string Declared;
    for (const std::string &C : Sln.Configurations)
      Declared += (Declared.empty() ? "" : ", ") + C;
    warn({}, DiagID::ProjectNotRead,
         {Opts.Solution, "no configuration '" + Opts.Config + "' (it declares " + Declared + ")"});
    return 3;
  }
  for (const SolutionProject &P : Sln.Projects) {
    if (P.isFolder() || !P.isCpp())
      continue; // Solution folders; C#, ... projects: their files are copied.
    Plan Pl;
    Pl.Path = P.Path;
    const SolutionConfigurationMapping *Map = Sln.mapping(P, Out.SolutionConfig);
    Pl.Config = Map && !Map->ProjectConfig.empty() ? Map->ProjectConfig : Out.SolutionConfig;
    Pl.Built = !Map || Map->Build;
    if (!Pl.Built) {
      Pl.BuiltIn = Sln.configurationBuilding(P, Out.SolutionConfig);
      if (const SolutionConfigurationMapping *There = Sln.mapping(P, Pl.BuiltIn))
        Pl.BuiltInAs = There->ProjectConfig.empty() ? Pl.BuiltIn : There->ProjectConfig;
    }
    if (!llvm::sys::fs::exists(P.Path)) {
      warn({pathUnderRoot(Opts.InRoot, realOf(Sln.Path)), P.Line}, DiagID::ProjectNotRead,
           {P.Written, "no such file"});
      continue;
    }
    Plans.push_back(Pl);
  }
  return 0;
}

void Loader::reportProblems(const MigratedProject &M) const {
  auto Once = [&](const ProjectProblem &P) {
    if (Said.insert(P.Where.str() + P.message()).second)
      warn(P.Where, P.ID, P.Args);
  };
  for (const ProjectProblem &P : M.Project.Problems)
    Once(P);
  for (const ProjectProblem &P : M.Defaults.Problems)
    Once(P);
  for (const CompileFlags &F : M.SourceFlags)
    for (const ProjectProblem &P : F.Problems)
      Once(P);
  for (const UnknownReference &U : unknownsThatMatter(M.Project)) {
    std::string What = U.Context.find('.') != std::string::npos
                           ? U.Context.substr(U.Context.find('.') + 1)
                           : "property '" + U.Context + "'";
    if (U.Context == "ClCompile" || U.Context == "ClInclude")
      What = "the " + U.Context + " file list";
    Once({U.Where, DiagID::ProjectMacroUnknown, {U.Text, What}});
  }
  for (const auto *Items : {&M.Project.Sources, &M.Project.Headers})
    for (const ProjectItem &I : *Items) {
      if (!I.Exists)
        Once({I.From, DiagID::ProjectPathNotFound, {"listed file", I.Written}});
      else if (pathUnderRoot(Opts.InRoot, realOf(I.Path)) == realOf(I.Path))
        Once({I.From, DiagID::ProjectFileOutsideTree, {I.Written, M.Project.Name}});
    }
}

int Loader::readProject(const Plan &Pl, const std::vector<Plan> &Plans) {
  MigratedProject M;
  ProjectReadOptions RO;
  RO.Config = Pl.Config;
  RO.SolutionPath = Opts.Solution.empty() ? "" : realOf(Opts.Solution);
  RO.ReportRoot = Opts.InRoot;
  std::string Error;
  if (!readVcxproj(realOf(Pl.Path), RO, M.Project, Error)) {
    warn({}, DiagID::ProjectNotRead, {Pl.Path, Error});
    return Error.find("no configuration") != std::string::npos ? 3 : 2;
  }
  VcxProject &P = M.Project;
  M.Rel = pathUnderRoot(Opts.InRoot, realOf(P.Path));
  M.Built = Pl.Built;
  if (!M.Built) {
    M.SkippedIn = Out.SolutionConfig;
    M.BuiltIn = Pl.BuiltIn;
    M.BuiltInAs = Pl.BuiltInAs;
  }
  M.Defaults = compileFlags(P, P.CompileDefaults);
  for (const ProjectItem &I : P.Sources)
    M.SourceFlags.push_back(compileFlags(P, I.Metadata, path::parent_path(I.Path).str()));
  for (const ProjectItem &R : P.References) {
    std::string Name = path::stem(R.Path).str();
    for (const Plan &Other : Plans)
      if (realOf(Other.Path) == realOf(R.Path))
        Name = path::stem(Other.Path).str();
    M.Dependencies.push_back(Name);
  }
  M.UsesAmp = projectUsesAmp(M);
  reportProblems(M);
  size_t Index = Out.Projects.size();
  for (size_t I = 0; I < P.Sources.size(); ++I)
    if (P.Sources[I].Exists)
      Out.Files[realOf(P.Sources[I].Path)].push_back({Index, static_cast<int>(I)});
  for (const ProjectItem &H : P.Headers)
    if (H.Exists)
      Out.Files[realOf(H.Path)].push_back({Index, -1});
  Out.Projects.push_back(std::move(M));
  return 0;
}

int Loader::run() {
  Out.InRoot = Opts.InRoot;
  std::vector<Plan> Plans;
  if (!Opts.Solution.empty())
    if (int Status = planSolution(Plans))
      return Status;
  for (const std::string &P : Opts.Projects)
    Plans.push_back({P, Opts.Config, true});
  int Exit = 0;
  for (const Plan &P : Plans)
    Exit = std::max(Exit, readProject(P, Plans));
  propagateAmpUse();
  return Exit;
}

void Loader::propagateAmpUse() {
  // A project that links a project using AMP builds with the migrated code
  // (an application around a kernels library): it is translated too.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (MigratedProject &M : Out.Projects)
      for (const std::string &D : M.Dependencies)
        for (const MigratedProject &Other : Out.Projects)
          if (!M.UsesAmp && Other.UsesAmp && Other.Project.Name == D) {
            M.UsesAmp = true;
            M.AmpThrough = D;
            Changed = true;
          }
  }
}

} // namespace

std::string MigratedProject::status() const {
  if (!Built)
    return "copied (not built in " + (SkippedIn.empty() ? Project.Configuration + "|" +
                                                              Project.Platform
                                                        : SkippedIn) + ")";
  if (!UsesAmp)
    return "copied (no AMP)";
  return AmpThrough.empty() ? "translated" : "translated (it uses " + AmpThrough + ")";
}

int loadProjectSet(const ProjectSetOptions &Opts, ProjectSet &Out) {
  return Loader(Opts, Out).run();
}

const ProjectSet::Member *ProjectSet::compiledBy(const std::string &RealPath) const {
  auto It = Files.find(RealPath);
  if (It == Files.end())
    return nullptr;
  for (const Member &M : It->second) {
    const MigratedProject &P = Projects[M.Project];
    if (M.Source >= 0 && P.Built && P.UsesAmp && !P.SourceFlags[M.Source].Excluded &&
        !P.SourceFlags[M.Source].CompileAsC)
      return &M;
  }
  return nullptr;
}

std::vector<std::string> ProjectSet::argumentsFor(const std::string &RealPath) const {
  if (const Member *M = compiledBy(RealPath))
    return Projects[M->Project].SourceFlags[M->Source].arguments();
  auto It = Files.find(RealPath);
  if (It == Files.end() || It->second.empty())
    return {};
  return Projects[It->second.front().Project].Defaults.arguments();
}

bool ProjectSet::inCopiedProject(const std::string &RealPath) const {
  auto It = Files.find(RealPath);
  if (It == Files.end())
    return false;
  for (const Member &M : It->second)
    if (Projects[M.Project].Built && Projects[M.Project].UsesAmp)
      return false;
  return true;
}

std::string ProjectSet::whyNotCompiled(const std::string &RealPath) const {
  auto It = Files.find(RealPath);
  if (It == Files.end())
    return "in no project";
  for (const Member &M : It->second) {
    const MigratedProject &P = Projects[M.Project];
    std::string Config = P.Project.Configuration + "|" + P.Project.Platform;
    if (!P.Built)
      return "project " + P.Project.Name + " is not built in " +
             (P.SkippedIn.empty() ? Config : P.SkippedIn);
    if (!P.UsesAmp)
      return "project " + P.Project.Name + " uses no AMP";
    if (M.Source < 0)
      continue;
    if (P.SourceFlags[M.Source].CompileAsC)
      return "compiled as C";
    if (P.SourceFlags[M.Source].Excluded)
      return "excluded from the build in " + Config;
  }
  return "listed as a header (ClInclude)";
}

} // namespace project
} // namespace amp2hip
