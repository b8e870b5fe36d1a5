//===- ProjectReport.cpp - what was read from where, and build targets ---===//
#include "ProjectSet.h"
#include "Diagnostics.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

namespace amp2hip {
namespace project {

using llvm::json::Array;
using llvm::json::Object;

namespace {

std::string relTo(const std::string &Root, const std::string &P) {
  if (llvm::StringRef(P).startswith(Root + "/"))
    return P.substr(Root.size() + 1);
  return P == Root ? "." : P;
}

Array settings(const std::vector<Setting> &L, const std::string *Root = nullptr) {
  Array A;
  for (const Setting &S : L)
    A.push_back(Object{{"value", Root ? relTo(*Root, S.Value) : S.Value}, {"from", S.From.str()}});
  return A;
}

Object flagsReport(const CompileFlags &F, const std::string &Root) {
  Object O{{"include_dirs", settings(F.IncludeDirs, &Root)},
           {"defines", settings(F.Defines)},
           {"forced_includes", settings(F.ForcedIncludes, &Root)}};
  if (!F.Undefines.empty())
    O["undefines"] = settings(F.Undefines);
  if (!F.PrecompiledHeader.Value.empty())
    O["precompiled_header"] = Object{{"value", relTo(Root, F.PrecompiledHeader.Value)},
                                     {"from", F.PrecompiledHeader.From.str()},
                                     {"treated_as", "an ordinary header"}};
  if (!F.LanguageStandard.Value.empty())
    O["language_standard"] =
        Object{{"value", F.LanguageStandard.Value},
               {"from", F.LanguageStandard.From.str()},
               {"parsed_as", F.Standard.Value.empty() ? "-std=c++17" : F.Standard.Value}};
  return O;
}

Array itemsReport(const MigratedProject &M, const std::vector<ProjectItem> &Items, bool Sources,
                  const std::string &Root) {
  Array A;
  std::vector<std::string> Defaults = M.Defaults.arguments();
  for (size_t I = 0; I < Items.size(); ++I) {
    Object O{{"path", relTo(Root, Items[I].Path)}, {"from", Items[I].From.str()}};
    if (!Items[I].Exists)
      O["exists"] = false;
    if (Sources) {
      const CompileFlags &F = M.SourceFlags[I];
      if (F.Excluded)
        O["excluded_from_build"] = true;
      if (F.arguments() != Defaults)
        O["flags"] = flagsReport(F, Root);
    }
    A.push_back(std::move(O));
  }
  return A;
}

Object projectObject(const MigratedProject &M, const std::string &Root) {
  const VcxProject &P = M.Project;
  Array Imports, Unknown, References;
  for (const ImportRecord &I : P.Imports) {
    Object O{{"project", I.Written}, {"status", I.Status}, {"from", I.From.str()}};
    if (!I.Path.empty())
      O["path"] = relTo(Root, I.Path);
    Imports.push_back(std::move(O));
  }
  std::vector<UnknownReference> Matter = unknownsThatMatter(P);
  for (const UnknownReference &U : P.Unknown) {
    bool Matters = false;
    for (const UnknownReference &W : Matter)
      Matters = Matters || (W.Text == U.Text && W.Where.str() == U.Where.str());
    Unknown.push_back(Object{{"reference", U.Text},
                             {"from", U.Where.str()},
                             {"setting", U.Context},
                             {"warned", Matters}});
  }
  for (const std::string &D : M.Dependencies)
    References.push_back(D);
  Object O{{"name", P.Name},
            {"project", M.Rel},
            {"configuration", P.Configuration + "|" + P.Platform},
            {"configuration_choice", P.ConfigurationChoice},
            {"type", P.Properties.get("ConfigurationType")},
            {"status", M.status()},
            {"imports", std::move(Imports)},
            {"flags", flagsReport(M.Defaults, Root)},
            {"sources", itemsReport(M, P.Sources, true, Root)},
            {"headers", itemsReport(M, P.Headers, false, Root)},
            {"references", std::move(References)},
            {"unknown_references", std::move(Unknown)}};
  if (!M.Built) // and where it is built
    O["not_built"] = Object{{"solution_configuration", M.SkippedIn},
                            {"built_in", M.BuiltIn},
                            {"built_in_as", M.BuiltInAs}};
  return O;
}

} // namespace

llvm::json::Value projectReport(const ProjectSet &S) {
  Array Projects;
  for (const MigratedProject &M : S.Projects)
    Projects.push_back(projectObject(M, S.InRoot));
  Object O{{"projects", std::move(Projects)}};
  Array Unbuilt; // what a run that translated nothing of them says at its end
  for (const MigratedProject &M : S.Projects)
    if (!M.Built && M.UsesAmp)
      Unbuilt.push_back(Object{{"name", M.Project.Name},
                               {"project", M.Rel},
                               {"built_in", M.BuiltIn},
                               {"built_in_as", M.BuiltInAs}});
  if (!Unbuilt.empty())
    O["unbuilt_amp_projects"] = std::move(Unbuilt);
  if (!S.SolutionRel.empty()) {
    O["solution"] = S.SolutionRel;
    O["solution_configuration"] = S.SolutionConfig;
    O["solution_configuration_choice"] = S.SolutionConfigChoice;
  }
  return O;
}

void printProjectSummary(const ProjectSet &S) {
  auto &OS = llvm::errs();
  if (!S.SolutionRel.empty())
    OS << "amp2hip: solution " << S.SolutionRel << ", configuration " << S.SolutionConfig << " ("
       << S.SolutionConfigChoice << ")\n";
  for (const MigratedProject &M : S.Projects) {
    const VcxProject &P = M.Project;
    unsigned Read = 0, Skipped = 0;
    for (const ImportRecord &I : P.Imports)
      (I.Status == "read" ? Read : Skipped) += 1;
    OS << "amp2hip: project " << P.Name << " (" << M.Rel << "), " << P.Configuration << "|"
       << P.Platform << ": " << M.status() << "; " << P.Sources.size() << " sources, "
       << P.Headers.size() << " headers, " << M.Defaults.IncludeDirs.size()
       << " include directories, " << M.Defaults.Defines.size() << " macros; " << Read
       << " property sheets read, " << Skipped << " imports of Visual Studio's own not read\n";
  }
}

void reportUnbuiltAmpProjects(const ProjectSet &S) {
  for (const MigratedProject &M : S.Projects) {
    if (M.Built || !M.UsesAmp)
      continue;
    std::string Advice =
        M.BuiltIn.empty()
            ? "no configuration of the solution builds it"
            : "translate it with --config \"" + M.BuiltIn + "\"" +
                  (M.BuiltInAs.empty() || M.BuiltInAs == M.BuiltIn
                       ? std::string()
                       : " (which builds it as " + M.BuiltInAs + ")");
    llvm::errs() << Diagnostic::make(DiagID::ProjectNotBuiltInConfiguration, S.SolutionRel, 0, 0,
                                     {M.Project.Name, M.Rel, M.SkippedIn, Advice})
                        .str()
                 << "\n";
  }
}

namespace {

bool listed(const std::vector<Setting> &L, const std::string &Value) {
  for (const Setting &S : L)
    if (S.Value == Value)
      return true;
  return false;
}

/// The macros and forced includes of \p Own beyond (or short of) the
/// project's \p Defaults, as options for that source alone.
std::vector<std::string> sourceOptions(const CompileFlags &Own, const CompileFlags &Defaults,
                                       const std::string &InRoot) {
  std::vector<std::string> Out;
  for (const Setting &D : Own.Defines)
    if (!listed(Defaults.Defines, D.Value))
      Out.push_back("-D" + D.Value);
  for (const Setting &D : Defaults.Defines)
    if (!listed(Own.Defines, D.Value))
      Out.push_back("-U" + D.Value.substr(0, D.Value.find('=')));
  for (const Setting &U : Own.Undefines)
    if (!listed(Defaults.Undefines, U.Value))
      Out.push_back("-U" + U.Value);
  for (const Setting &F : Own.ForcedIncludes)
    if (!listed(Defaults.ForcedIncludes, F.Value))
      Out.push_back("-include " + relTo(InRoot, F.Value));
  return Out;
}

} // namespace

std::vector<ProjectTarget> projectTargets(const ProjectSet &S) {
  const std::string &InRoot = S.InRoot;
  std::vector<ProjectTarget> Out;
  for (const MigratedProject &M : S.Projects) {
    const VcxProject &P = M.Project;
    ProjectTarget T;
    T.Name = P.Name;
    T.Project = M.Rel;
    T.Type = P.Properties.get("ConfigurationType");
    for (size_t I = 0; I < P.Sources.size(); ++I) {
      if (M.SourceFlags[I].Excluded)
        continue;
      T.Sources.push_back(relTo(InRoot, P.Sources[I].Path));
      std::vector<std::string> Own = sourceOptions(M.SourceFlags[I], M.Defaults, InRoot);
      if (!Own.empty())
        T.SourceOptions[T.Sources.back()] = std::move(Own);
      for (const Setting &D : M.SourceFlags[I].IncludeDirs)
        if (!listed(M.Defaults.IncludeDirs, D.Value))
          T.SourceIncludeDirs[T.Sources.back()].push_back(relTo(InRoot, D.Value));
    }
    for (const ProjectItem &H : P.Headers)
      T.Headers.push_back(relTo(InRoot, H.Path));
    for (const Setting &D : M.Defaults.IncludeDirs)
      T.IncludeDirs.push_back(relTo(InRoot, D.Value));
    for (const Setting &D : M.Defaults.Defines)
      T.Defines.push_back(D.Value);
    for (const Setting &U : M.Defaults.Undefines)
      T.Undefines.push_back(U.Value);
    for (const Setting &F : M.Defaults.ForcedIncludes)
      T.ForcedIncludes.push_back(relTo(InRoot, F.Value));
    T.Standard = M.Defaults.Standard.Value;
    T.Dependencies = M.Dependencies;
    T.Translated = M.Built && M.UsesAmp;
    Out.push_back(std::move(T));
  }
  return Out;
}

} // namespace project
} // namespace amp2hip
