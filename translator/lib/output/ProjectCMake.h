//===- ProjectCMake.h - a CMakeLists.txt that mirrors the VS projects ----===//
//
// --emit-cmake with --sln/--vcxproj: one CMake target per translated
// project, of the project's kind (an Application a program, a
// StaticLibrary or DynamicLibrary a library), with the sources the project
// compiles in the chosen configuration, its include directories, macros,
// forced includes and language standard, linked with the projects it
// references. Projects that are copied (no AMP, or not built in the
// configuration) get a comment, not a target: they are Windows code.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECTCMAKE_H
#define AMP2HIP_PROJECTCMAKE_H

#include "CMakeEmitter.h"
#include "ProjectSet.h"

namespace amp2hip {

/// The CMakeLists.txt text that builds \p Targets from the written files of
/// \p Files (paths relative to the out-root, which mirrors the in-root).
/// A project none of whose sources was written is left out (a comment
/// says why) and its name added to \p LeftOut.
std::string emitProjectCMakeLists(const std::vector<project::ProjectTarget> &Targets,
                                  const std::vector<TreeFile> &Files,
                                  const CMakeProject &Project,
                                  std::vector<std::string> *LeftOut = nullptr);

} // namespace amp2hip

#endif
