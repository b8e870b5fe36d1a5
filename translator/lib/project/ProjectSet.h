//===- ProjectSet.h - the Visual Studio projects a migration reads -------===//
//
// `--sln S.sln` or `--vcxproj P.vcxproj...` (with `--config`): every C++
// project evaluated for one configuration, each of its files with the
// compile flags cl.exe would get, which projects use AMP (a project none of
// whose files, nor the local files they include, mention AMP is copied, not
// parsed), and what was read from where, for the report and for the build
// the migration emits (one target per project: projectTargets()).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECT_PROJECTSET_H
#define AMP2HIP_PROJECT_PROJECTSET_H

#include "CompileFlags.h"
#include "VcxProject.h"

#include "llvm/Support/JSON.h"
#include <map>
#include <string>
#include <vector>

namespace amp2hip {
namespace project {

struct ProjectSetOptions {
  std::string Solution;              ///< --sln
  std::vector<std::string> Projects; ///< --vcxproj (repeatable)
  std::string Config;                ///< --config "Release|x64", "Release" or empty
  std::string InRoot;                ///< The tree's real path.
  std::string ShownRoot;             ///< --in-root as the user wrote it (for messages).
};

struct MigratedProject {
  VcxProject Project;
  std::string Rel;         ///< The .vcxproj, relative to the in-root when under it.
  bool Built = true;       ///< False when the solution configuration skips it.
  /// When not built: the solution configuration that skips it, and one that
  /// builds it ("" when none does) with the project configuration it gets.
  std::string SkippedIn, BuiltIn, BuiltInAs;
  /// A file of it, a local file they include, or a project it references
  /// uses AMP.
  bool UsesAmp = false;
  std::string AmpThrough; ///< The referenced project it uses AMP through.
  CompileFlags Defaults;   ///< For its headers: the ClCompile item definition.
  std::vector<CompileFlags> SourceFlags; ///< Parallel to Project.Sources.
  std::vector<std::string> Dependencies; ///< Names of the projects it references.

  /// translated, translated (it uses LIB), copied (no AMP), copied (not
  /// built in CONFIG)
  std::string status() const;
};

struct ProjectSet {
  std::string InRoot;               ///< Report paths are relative to it.
  std::string SolutionRel;          ///< Empty without --sln.
  std::string SolutionConfig;       ///< The solution configuration used.
  std::string SolutionConfigChoice; ///< How it was chosen.
  std::vector<MigratedProject> Projects;

  /// The project and source index (-1 for a header) of each file the
  /// projects list, by real path, in project order.
  struct Member {
    size_t Project;
    int Source;
  };
  std::map<std::string, std::vector<Member>> Files;

  /// The project whose flags \p RealPath is translated with: the first
  /// built project using AMP that compiles it (not excluded from the
  /// build). Null when no project compiles it.
  const Member *compiledBy(const std::string &RealPath) const;
  /// The clang arguments for the source at \p RealPath (compiledBy), or
  /// for a header, the first project listing it; empty when none.
  std::vector<std::string> argumentsFor(const std::string &RealPath) const;
  /// Is \p RealPath in a project that is copied rather than translated?
  bool inCopiedProject(const std::string &RealPath) const;
  /// Why no project compiles the source at \p RealPath ("excluded from the
  /// build in Release|x64", "project Tools has no AMP", "in no project").
  std::string whyNotCompiled(const std::string &RealPath) const;
};

/// Read the solution or the projects (located warnings go to stderr).
/// 0 when read; 2 when a file cannot be read or is not a project; 3 when
/// --config names a configuration that does not exist.
int loadProjectSet(const ProjectSetOptions &Opts, ProjectSet &Out);

/// The "projects" part of amp2hip-report.json: what was read from where.
llvm::json::Value projectReport(const ProjectSet &S);
/// One line a project, to stderr.
void printProjectSummary(const ProjectSet &S);
/// amp2hip-3109 for each project that uses AMP but that the solution
/// configuration does not build (its files are copied, not translated),
/// naming a configuration that builds it; for the end of the run, where a
/// migration that translated nothing is read.
void reportUnbuiltAmpProjects(const ProjectSet &S);

/// A project as a build target, for the build the migration emits. Paths
/// are relative to the in-root (the out-root mirrors it) unless outside it.
struct ProjectTarget {
  std::string Name;
  std::string Project; ///< The .vcxproj.
  std::string Type;    ///< Application, StaticLibrary, DynamicLibrary, ...
  std::vector<std::string> Sources; ///< Compiled: not excluded from the build.
  std::vector<std::string> Headers;
  std::vector<std::string> IncludeDirs, Defines, Undefines, ForcedIncludes;
  std::string Standard; ///< "-std=c++20" or empty (C++17).
  /// What a source's own ClCompile metadata changes from the project's
  /// (-DNAME it adds, -UNAME for a macro it drops, -include FILE): by
  /// source, for those it changes.
  std::map<std::string, std::vector<std::string>> SourceOptions;
  /// A source's include directories beyond the project's (its own
  /// AdditionalIncludeDirectories), searched before them, as CMake does with
  /// a source's INCLUDE_DIRECTORIES and `DIR;%(AdditionalIncludeDirectories)`
  /// (the usual spelling) has it in MSBuild.
  std::map<std::string, std::vector<std::string>> SourceIncludeDirs;
  std::vector<std::string> Dependencies; ///< Names of other targets.
  bool Translated = false; ///< Built in the configuration and using AMP.
};
std::vector<ProjectTarget> projectTargets(const ProjectSet &S);

} // namespace project
} // namespace amp2hip

#endif
