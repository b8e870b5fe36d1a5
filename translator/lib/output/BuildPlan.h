//===- BuildPlan.h - the targets of the build a migrated tree gets --------===//
//
// --emit-cmake writes a list of targets (BuildTarget); where they come from
// is decided before: from the Visual Studio projects when the tree came
// from a solution, else here, the way a linker would decide it: each source
// that defines main() is a program, and gets the sources that define what
// it uses (and what those use, and so on). A source that one program needs
// is that program's own; sources several programs need form a library that
// only those programs link; sources no program needs are a library of
// their own, left out of the default build (one leftover that does not
// build must not fail `cmake --build`; `cmake --build b --target X_unused`
// still checks it). No program ever gets another program's main file, and when
// two sources define the same symbol a program takes the one nearest to it
// in the tree (each program its own helper of the same name).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_BUILDPLAN_H
#define AMP2HIP_BUILDPLAN_H

#include "TreeFile.h"

#include <string>
#include <vector>

namespace amp2hip {

struct BuildTarget {
  enum class Kind {
    Program,       ///< add_executable
    ObjectLibrary, ///< add_library(OBJECT): its objects join each program that links it
    StaticLibrary,
    SharedLibrary,
  };
  std::string Name; ///< A CMake identifier.
  Kind TargetKind = Kind::Program;
  std::vector<std::string> Sources;     ///< Relative to the out-root (C and C++).
  std::vector<std::string> IncludeDirs; ///< Relative to the out-root ("." its top).
  std::vector<std::string> Defines;     ///< NAME or NAME=VALUE.
  std::vector<std::string> Links;       ///< Names of other targets.
  /// Relocatable device code: a kernel calls a device function of another
  /// translation unit (and every target linked with such code).
  bool Rdc = false;
  /// Not part of `cmake --build`'s default target (EXCLUDE_FROM_ALL).
  bool ExcludeFromAll = false;
  std::string Comment; ///< One line above the target.
};

/// The targets for the written sources of \p Files; \p Project names the
/// libraries (two_programs_shared, ...). Every directory holding a header
/// is an include directory of every target.
std::vector<BuildTarget> planTreeTargets(const std::vector<TreeFile> &Files,
                                         const std::string &Project);

} // namespace amp2hip

#endif
