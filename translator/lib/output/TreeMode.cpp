//===- TreeMode.cpp -------------------------------------------------------===//
#include "TreeMode.h"
#include "CMakeEmitter.h"
#include "CompileCommands.h"
#include "FileIO.h"
#include "ProjectCMake.h"
#include "ProjectTree.h"
#include "TreeReport.h"
#include "TreeWalk.h"

#include "llvm/Support/raw_ostream.h"
#include <filesystem>

namespace fs = std::filesystem;
using namespace llvm;

namespace amp2hip {

namespace {

/// Write \p Data to \p Path, reporting a failure; InputError when it fails.
ExitCode writeOrReport(const std::string &Path, const std::string &Data) {
  std::string Error;
  if (writeFileAtomically(Path, Data, Error))
    return ExitCode::Translated;
  reportFileError(DiagID::CannotWriteFile, {Path, Error});
  return ExitCode::InputError;
}

/// Write the files the walk settled: translations atomically, everything
/// else copied byte for byte. A file that cannot be written has failed.
ExitCode writeTree(std::vector<TreeFile> &Files, const std::string &OutReal) {
  ExitCode Exit = ExitCode::Translated;
  for (TreeFile &F : Files) {
    if (!F.Write)
      continue;
    ExitCode Code = writeOrReport(OutReal + "/" + F.Rel, F.Output);
    if (Code != ExitCode::Translated) {
      F.Status = FileStatus::Failed;
      F.FailureClass = "cannot write";
      F.FirstError = "cannot write " + F.Rel;
    }
    worsen(Exit, Code);
  }
  return Exit;
}

/// The generated build, where it overwrites none of the tree's files (with
/// projects a target per project: ProjectCMake.h; else one library and a
/// program per main(): CMakeEmitter.h); says where it went (and why there)
/// on stderr.
ExitCode emitCMake(const std::vector<TreeFile> &Files, const TreeOptions &Opts,
                   const std::string &InReal, const std::string &OutReal,
                   const project::ProjectSet *Projects, std::string &BuildFile) {
  CMakeProject Project;
  Project.Name = cmakeName(fs::path(InReal).filename().string());
  Project.BuildFile = BuildFile = generatedBuildFile(Files);
  std::string Dir = fs::path(OutReal + "/" + BuildFile).parent_path().string();
  errs() << "amp2hip: build: " << OutReal << "/" << BuildFile;
  if (BuildFile != "CMakeLists.txt")
    errs() << " (the tree's own CMakeLists.txt is copied as it was)";
  errs() << "; cmake -S " << Dir << " -B " << Dir << "/build\n";
  std::string Text = Projects ? emitProjectCMakeLists(projectTargets(*Projects), Files, Project)
                              : emitCMakeLists(Files, Project);
  return writeOrReport(OutReal + "/" + BuildFile, Text);
}

} // namespace

ExitCode runTree(const TreeOptions &Opts) {
  if (!fs::is_directory(Opts.InRoot)) {
    reportFileError(DiagID::InRootNotDirectory, {Opts.InRoot});
    return ExitCode::InputError;
  }
  std::string InReal = realPath(Opts.InRoot);
  std::error_code EC;
  fs::create_directories(Opts.OutRoot, EC);
  std::string OutReal = realPath(Opts.OutRoot);
  if (InReal == OutReal) {
    reportFileError(DiagID::OutRootIsInRoot, {Opts.OutRoot});
    return ExitCode::Usage;
  }
  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
  if (!Opts.BuildDir.empty()) {
    std::string Error;
    DB = loadCompileCommands(Opts.BuildDir, Error);
    if (!DB) {
      reportFileError(DiagID::CompileCommandsUnreadable, {Opts.BuildDir, Error});
      return ExitCode::InputError;
    }
  }

  project::ProjectSet Projects;
  ExitCode Exit = ExitCode::Translated;
  if (Opts.usesProjects()) {
    Exit = loadProjects({Opts.Solution, Opts.Projects, Opts.Config, InReal, Opts.InRoot}, Projects);
    if (Exit == ExitCode::Usage || Projects.Projects.empty())
      return Exit;
  }

  std::vector<TreeFile> Files = listTree(InReal, OutReal);
  SourceArgs Args = defaultSourceArgs(InReal, DB.get());
  if (Opts.usesProjects()) {
    applyProjects(Files, InReal, Projects);
    Args = projectSourceArgs(Projects);
  }
  // A Visual Studio project's code is Visual C++: parsed in its dialect.
  DriverOptions Base = Opts.Base;
  Base.Msvc = Base.Msvc || Opts.usesProjects();
  std::vector<FileResult> Results = translateSources(Files, InReal, Base, Opts.Jobs, Args);
  worsen(Exit, settleFiles(Files, Results, collectHeaders(Files, Results), InReal));
  worsen(Exit, writeTree(Files, OutReal));
  std::string BuildFile;
  if (Opts.EmitCMake)
    worsen(Exit, emitCMake(Files, Opts, InReal, OutReal,
                           Opts.usesProjects() ? &Projects : nullptr, BuildFile));
  llvm::json::Object Extra;
  if (Opts.usesProjects())
    Extra = std::move(*project::projectReport(Projects).getAsObject());
  if (!BuildFile.empty())
    Extra["build"] = BuildFile;
  worsen(Exit, writeOrReport(OutReal + "/" + kReportName,
                             reportJson(Files, InReal, OutReal, std::move(Extra))));
  errs() << summaryLine(Files, OutReal);
  return Exit;
}

} // namespace amp2hip
