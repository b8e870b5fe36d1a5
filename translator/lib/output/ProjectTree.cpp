//===- ProjectTree.cpp ----------------------------------------------------===//
#include "ProjectTree.h"
#include "FileIO.h"

namespace amp2hip {

ExitCode loadProjects(const project::ProjectSetOptions &Opts, project::ProjectSet &Out) {
  int Status = project::loadProjectSet(Opts, Out);
  if (Status == 3)
    return ExitCode::Usage;
  if (Status != 0 && Out.Projects.empty())
    return ExitCode::InputError;
  project::printProjectSummary(Out);
  return Status ? ExitCode::InputError : ExitCode::Translated;
}

void applyProjects(std::vector<TreeFile> &Files, const std::string &InReal,
                   const project::ProjectSet &Projects) {
  auto Name = [&](size_t Project, TreeFile &F) {
    const project::VcxProject &P = Projects.Projects[Project].Project;
    F.Project = P.Name;
    F.Configuration = P.Configuration + "|" + P.Platform;
  };
  for (TreeFile &F : Files) {
    std::string Real = realPath(InReal + "/" + F.Rel);
    auto Listed = Projects.Files.find(Real);
    if (Listed != Projects.Files.end() && !Listed->second.empty())
      Name(Listed->second.front().Project, F);
    if (F.Kind != FileKind::Source)
      continue;
    if (const project::ProjectSet::Member *M = Projects.compiledBy(Real)) {
      Name(M->Project, F);
      continue;
    }
    F.Compiled = false;
    F.Reason = Projects.whyNotCompiled(Real);
  }
}

SourceArgs projectSourceArgs(const project::ProjectSet &Projects) {
  return [&Projects](const std::string &Path, const std::vector<std::string> &User) {
    std::vector<std::string> Args = Projects.argumentsFor(realPath(Path));
    Args.insert(Args.end(), User.begin(), User.end());
    return Args;
  };
}

} // namespace amp2hip
