//===- Solution.h - reading a Visual Studio solution (.sln) --------------===//
//
// A .sln is line-oriented text, not XML: Project(...) = "Name", "path",
// "{GUID}" entries, and a Global section that maps each solution
// configuration ("Release|x64") to each project's own configuration
// ("Release|x64", or "Release|Win32" for an x86 solution platform) and says
// whether it is built there (".Build.0").
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECT_SOLUTION_H
#define AMP2HIP_PROJECT_SOLUTION_H

#include <map>
#include <string>
#include <vector>

namespace amp2hip {
namespace project {

struct SolutionProject {
  std::string Name;
  std::string Written; ///< The path as in the .sln (relative, '\').
  std::string Path;    ///< Absolute, '/', spelled as on disk when it exists.
  std::string Guid;    ///< Upper case, with braces.
  std::string TypeGuid;
  unsigned Line = 0;
  bool isFolder() const;   ///< A solution folder, not a project.
  bool isCpp() const;      ///< A .vcxproj.
};

struct SolutionConfigurationMapping {
  std::string ProjectConfig; ///< "Release|Win32"
  bool Build = false;
};

struct Solution {
  std::string Path, Dir;
  std::vector<SolutionProject> Projects;
  std::vector<std::string> Configurations; ///< "Debug|x64", in order.
  /// GUID + "." + solution configuration -> the project's configuration.
  std::map<std::string, SolutionConfigurationMapping> Mapping;

  /// The project configuration that solution configuration \p Config
  /// builds for \p P; null when the solution does not say.
  const SolutionConfigurationMapping *mapping(const SolutionProject &P,
                                              const std::string &Config) const;
  /// A solution configuration that builds \p P (a .Build.0 line): one of
  /// the configuration of \p Like ("Release" of "Release|x64") first, then
  /// x64, then in declared order; empty when none does.
  std::string configurationBuilding(const SolutionProject &P, const std::string &Like) const;
};

/// Read \p Path; false (with \p Error) when it cannot be read or is not a
/// solution file.
bool readSolution(const std::string &Path, Solution &Out, std::string &Error);

} // namespace project
} // namespace amp2hip

#endif
