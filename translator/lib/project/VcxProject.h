//===- VcxProject.h - reading a Visual Studio C++ project (.vcxproj) -----===//
//
// A .vcxproj is an MSBuild project: property groups, item definitions and
// items, each with a Condition, and property sheets (.props) pulled in with
// Import. This evaluates one for a configuration and platform the way
// MSBuild does, in passes: every property first (imports followed where
// they appear), then item definitions (ItemDefinitionGroup, where
// %(Name) is the value defined before), then items with their own metadata.
// What it keeps is what a C++ compiler needs: the ClCompile and ClInclude
// files, each source's compile metadata (AdditionalIncludeDirectories,
// PreprocessorDefinitions, ForcedIncludeFiles, PrecompiledHeader,
// LanguageStandard, ExcludedFromBuild, ...), the configuration's properties
// (ConfigurationType, CharacterSet, ...) and the project references.
// Visual Studio's own imports ($(VCTargetsPath)\Microsoft.Cpp.*.props)
// do not exist outside Windows; they are listed, not read. .vcxproj.filters
// files only arrange files in Solution Explorer and are never read.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECT_VCXPROJECT_H
#define AMP2HIP_PROJECT_VCXPROJECT_H

#include "Diagnostics.h"
#include "MsBuildProperties.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace amp2hip {
namespace project {

/// One <Import>, and what became of it.
struct ImportRecord {
  std::string Written; ///< The Project attribute as written.
  std::string Path;    ///< Where it resolved to ('/'), when it did.
  /// read, visual-studio (the toolset's own, not available here), missing,
  /// condition-false, unreadable
  std::string Status;
  Origin From;
};

/// A file the project lists (ClCompile, ClInclude, ProjectReference).
struct ProjectItem {
  std::string Written; ///< As in the Include attribute.
  std::string Path;    ///< Absolute, '/', spelled as on disk when it exists.
  bool Exists = false;
  Origin From;
  NameMap Metadata; ///< The item definition's metadata, then the item's own.
};

/// A warning about the project (a condition amp2hip cannot evaluate, a
/// listed file that does not exist, ...), located in the project files.
struct ProjectProblem {
  Origin Where;
  DiagID ID;
  std::vector<std::string> Args;
  std::string message() const { return formatMessage(diagInfo(ID).Format, Args); }
};

struct VcxProject {
  std::string Path; ///< The .vcxproj, absolute.
  std::string Dir;  ///< Its directory, absolute, no trailing '/'.
  std::string Name; ///< $(ProjectName): the file name without .vcxproj.
  /// The configurations it declares (ProjectConfiguration items),
  /// "Debug|Win32", in order.
  std::vector<std::string> Configurations;
  std::string Configuration, Platform; ///< What it was evaluated for.
  NameMap Properties;                  ///< Every property, after evaluation.
  NameMap CompileDefaults;             ///< The ClCompile item definition.
  std::vector<ProjectItem> Sources;    ///< ClCompile
  std::vector<ProjectItem> Headers;    ///< ClInclude
  std::vector<ProjectItem> References; ///< ProjectReference
  std::vector<ImportRecord> Imports;
  std::vector<UnknownReference> Unknown; ///< $(X) with no value, in order.
  /// The properties each property or metadata ("clcompile.additionalincludedirectories")
  /// was computed from, all lower case: which unknown references matter.
  std::map<std::string, std::set<std::string>> ComputedFrom;
  std::string ConfigurationChoice; ///< How Configuration|Platform was chosen.
  std::vector<ProjectProblem> Problems;
};

struct ProjectReadOptions {
  /// "Debug|Win32", "Release" (the platform then defaults), or empty: the
  /// project's own default (Release before Debug, x64 before others).
  std::string Config;
  /// When the project is part of a solution: $(SolutionDir) and friends.
  std::string SolutionPath;
  /// Paths in Origins are shown relative to this directory.
  std::string ReportRoot;
};

/// The configuration to evaluate: \p Requested ("Config|Platform", "Config"
/// or empty) matched against \p Declared, case-insensitively; x86 and
/// Win32 name the same platform. Empty when \p Requested matches none.
/// \p How says how it was chosen ("requested", "default: ...").
std::string chooseConfiguration(const std::vector<std::string> &Declared,
                                const std::string &Requested, std::string &How);

/// Read and evaluate the project at \p Path. False (with \p Error) when the
/// file cannot be read, is not XML, or \p Opts.Config names a configuration
/// the project does not declare.
bool readVcxproj(const std::string &Path, const ProjectReadOptions &Opts, VcxProject &Out,
                 std::string &Error);

} // namespace project
} // namespace amp2hip

#endif
