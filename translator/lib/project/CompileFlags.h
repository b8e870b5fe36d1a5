//===- CompileFlags.h - what cl.exe would be told, as clang arguments ----===//
//
// From a source's evaluated ClCompile metadata (or the project's item
// definition, for headers) and the configuration's properties: include
// directories, macros (those written, and those Visual C++ implies:
// UNICODE/_UNICODE for CharacterSet=Unicode, _MBCS for MultiByte, _DEBUG
// for a debug runtime), forced includes, the precompiled header (an
// ordinary header here; its directory is searched as cl.exe finds it),
// the language standard, and whether the file is excluded from the build.
// Each setting remembers where it was written, for the report.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECT_COMPILEFLAGS_H
#define AMP2HIP_PROJECT_COMPILEFLAGS_H

#include "VcxProject.h"

namespace amp2hip {
namespace project {

struct CompileFlags {
  std::vector<Setting> IncludeDirs;    ///< Absolute, '/', as on disk.
  std::vector<Setting> Defines;        ///< NAME or NAME=VALUE
  std::vector<Setting> Undefines;
  std::vector<Setting> ForcedIncludes; ///< Absolute when found.
  Setting PrecompiledHeader;           ///< The header's path, when one is used.
  Setting Standard;                    ///< -std=... or empty (amp2hip's C++17).
  Setting LanguageStandard;            ///< As the project says (stdcpp17, ...).
  bool Excluded = false;               ///< ExcludedFromBuild
  bool CompileAsC = false;             ///< CompileAs=CompileAsC
  std::vector<ProjectProblem> Problems;

  /// The clang arguments: -I, -D, -U, -include, -std.
  std::vector<std::string> arguments() const;
};

/// The flags of a file of \p P with ClCompile metadata \p Metadata (a
/// source's, or P.CompileDefaults for headers). \p SourceDir is the
/// directory of the source (where cl.exe looks for its precompiled header
/// first); empty for headers.
CompileFlags compileFlags(const VcxProject &P, const NameMap &Metadata,
                          const std::string &SourceDir = "");

/// The unknown $(...) references that change a compile setting or a file
/// list (directly or through the properties they are computed from), each
/// name once: the ones worth a warning. The rest are only reported.
std::vector<UnknownReference> unknownsThatMatter(const VcxProject &P);

} // namespace project
} // namespace amp2hip

#endif
