//===- TreeMode.cpp -------------------------------------------------------===//
#include "TreeMode.h"
#include "CMakeEmitter.h"
#include "CompileCommands.h"
#include "FileIO.h"
#include "ProjectCMake.h"
#include "ProjectTree.h"
#include "RuntimeCopy.h"
#include "TreeReport.h"
#include "TreeWalk.h"
#include "UnifiedDiff.h"
#include "UserCMake.h"

#include "llvm/Support/raw_ostream.h"
#include <filesystem>
#include <map>

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

/// What --emit-cmake adds to the report: where the builds and the runtime
/// went, and the targets left out.
struct BuildNotes {
  std::string Runtime;     ///< The runtime copy's folder ("" when none).
  std::string Generated;   ///< The generated CMakeLists.txt.
  bool Migrated = false;   ///< The tree's own CMakeLists.txt was migrated.
  llvm::json::Array LeftOut;

  void leftOut(const std::string &Target, const std::string &Build) {
    LeftOut.push_back(llvm::json::Object{
        {"target", Target},
        {"build", Build},
        {"reason", "none of its sources was translated; the build leaves it out"}});
  }
};

/// The tree's own CMakeLists.txt, the top one and those its subdirectories
/// add, migrated in the out-root's copies (UserCMake.h); before the tree is
/// written, so the copies are the migration.
void migrateOwnCMake(std::vector<TreeFile> &Files, BuildNotes &Notes) {
  std::map<std::string, TreeFile *> ByRel;
  for (TreeFile &F : Files)
    ByRel[F.Rel] = &F;
  std::vector<CMakeListsText> Lists;
  for (const std::string &Rel : reachedCMakeLists(Files))
    if (ByRel[Rel]->Write)
      Lists.push_back({Rel, ByRel[Rel]->Input});
  if (Lists.empty() || Lists.front().Rel != "CMakeLists.txt")
    return;
  std::vector<UserCMakeResult> Results = migrateUserCMakeTree(Lists, Files, Notes.Runtime);
  for (size_t I = 0; I < Lists.size(); ++I) {
    TreeFile &F = *ByRel[Lists[I].Rel];
    F.Output = Results[I].Text;
    F.Status = FileStatus::Translated;
    F.Reason = "the project's own build, migrated";
    F.LinesChanged = linesChanged(F.Input, F.Output);
    for (const std::string &T : Results[I].LeftOut)
      Notes.leftOut(T, F.Rel);
  }
  Notes.Migrated = true;
}

/// A tree that CMake builds, translated without -p, gets amp2hip's default
/// flags only: where a source did not parse with them (an include directory
/// or a macro only the CMakeLists knows), one line says how to get the
/// project's own.
void adviseCMakeFlags(const std::vector<TreeFile> &Files, const std::string &InRoot) {
  bool CMakeTree = false;
  unsigned NotParsed = 0;
  for (const TreeFile &F : Files) {
    CMakeTree = CMakeTree || F.Rel == "CMakeLists.txt";
    NotParsed += F.Status == FileStatus::Failed && F.FailureClass == "does not parse";
  }
  if (CMakeTree && NotParsed)
    reportFileError(DiagID::CMakeFlagsNotUsed, {std::to_string(NotParsed), InRoot});
}

/// The runtime shim copied into the out-root (RuntimeCopy.h).
ExitCode copyRuntimeInto(const std::string &ShimDir, const std::string &OutReal,
                         const BuildNotes &Notes) {
  std::string Error, Dest = OutReal + "/" + Notes.Runtime;
  if (copyRuntime(ShimDir, Dest, Error))
    return ExitCode::Translated;
  reportFileError(DiagID::CannotWriteFile, {Dest, Error});
  return ExitCode::InputError;
}

/// The generated build, where it overwrites none of the tree's files (with
/// projects a target per project: ProjectCMake.h; else one library and a
/// program per main(): CMakeEmitter.h); says where it went (and why there)
/// on stderr.
ExitCode emitCMake(const std::vector<TreeFile> &Files, const std::string &InReal,
                   const std::string &OutReal, const project::ProjectSet *Projects,
                   BuildNotes &Notes) {
  CMakeProject Project;
  Project.Name = cmakeName(fs::path(InReal).filename().string());
  Project.BuildFile = Notes.Generated = generatedBuildFile(Files);
  Project.Runtime = Notes.Runtime;
  std::string Dir = fs::path(OutReal + "/" + Project.BuildFile).parent_path().string();
  if (Notes.Migrated)
    errs() << "amp2hip: build: " << OutReal << "/CMakeLists.txt (the tree's own, migrated); "
           << "cmake -S " << OutReal << " -B " << OutReal << "/build\n";
  errs() << "amp2hip: " << (Notes.Migrated ? "generated build: " : "build: ") << OutReal << "/"
         << Project.BuildFile << "; cmake -S " << Dir << " -B " << Dir << "/build\n";
  if (!Notes.Runtime.empty())
    errs() << "amp2hip: runtime shim copied to " << OutReal << "/" << Notes.Runtime << "\n";
  std::vector<std::string> LeftOut;
  std::string Text = Projects ? emitProjectCMakeLists(projectTargets(*Projects), Files, Project,
                                                      &LeftOut)
                              : emitCMakeLists(Files, Project);
  for (const std::string &T : LeftOut)
    Notes.leftOut(T, Project.BuildFile);
  return writeOrReport(OutReal + "/" + Project.BuildFile, Text);
}

void addBuildNotes(llvm::json::Object &Extra, BuildNotes &Notes) {
  if (Notes.Generated.empty())
    return;
  Extra["build"] = Notes.Generated;
  if (Notes.Migrated)
    Extra["migrated_build"] = "CMakeLists.txt";
  if (!Notes.Runtime.empty())
    Extra["runtime"] = Notes.Runtime;
  Extra["left_out"] = std::move(Notes.LeftOut);
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
  if (!DB && !Opts.usesProjects())
    adviseCMakeFlags(Files, Opts.InRoot);
  BuildNotes Notes;
  if (Opts.EmitCMake) {
    Notes.Runtime = Opts.CopyRuntime ? runtimeFolder(Files) : "";
    migrateOwnCMake(Files, Notes);
  }
  worsen(Exit, writeTree(Files, OutReal));
  if (Opts.EmitCMake && !Notes.Runtime.empty())
    worsen(Exit, copyRuntimeInto(Opts.Base.ShimDir, OutReal, Notes));
  if (Opts.EmitCMake)
    worsen(Exit, emitCMake(Files, InReal, OutReal, Opts.usesProjects() ? &Projects : nullptr,
                           Notes));
  llvm::json::Object Extra;
  if (Opts.usesProjects())
    Extra = std::move(*project::projectReport(Projects).getAsObject());
  addBuildNotes(Extra, Notes);
  worsen(Exit, writeOrReport(OutReal + "/" + kReportName,
                             reportJson(Files, InReal, OutReal, std::move(Extra))));
  if (Opts.usesProjects())
    project::reportUnbuiltAmpProjects(Projects);
  errs() << summaryLine(Files, OutReal);
  return Exit;
}

} // namespace amp2hip
