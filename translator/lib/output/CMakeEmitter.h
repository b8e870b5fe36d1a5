//===- CMakeEmitter.h - a CMakeLists.txt for a migrated tree --------------===//
//
// --emit-cmake: the targets of the build (BuildPlan.h: a program per main()
// with the sources it needs, libraries for what programs share; or one per
// Visual Studio project) written as one CMake build with the backend a
// choice of it: host (default), amd (CMake's HIP language) or nvidia (HIP
// on CUDA). The shim comes from find_package(amp2hip), which also brings
// the backends (runtime-shim/cmake/amp2hipBackends.cmake); nothing of the
// machine that translated the tree is written into it.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CMAKEEMITTER_H
#define AMP2HIP_CMAKEEMITTER_H

#include "BuildPlan.h"
#include "TreeFile.h"

#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace amp2hip {

struct CMakeProject {
  std::string Name; ///< CMake identifier (the in-root's name).
  /// The generated file's path under the out-root (generatedBuildFile).
  std::string BuildFile = "CMakeLists.txt";
  /// The runtime copy's folder under the out-root (RuntimeCopy.h), found
  /// first; "" when none was copied.
  std::string Runtime;
};

/// \p Base, or Base-2, Base-3, ...: the first that is no file or directory
/// of the tree.
std::string unusedDirectory(const std::vector<TreeFile> &Files, const std::string &Base);

/// Where the generated CMakeLists.txt goes under the out-root: at its top
/// when the tree has no CMakeLists.txt there, else in the first directory
/// amp2hip-build, amp2hip-build-2, ... that the tree does not have, so a
/// file of the user's is never overwritten (theirs is copied as it was).
std::string generatedBuildFile(const std::vector<TreeFile> &Files);

/// A CMake identifier from a path: app/main.cpp -> app_main.
std::string cmakeName(const std::string &Rel);
/// A CMake identifier from a name: every other character an underscore.
std::string cmakeIdentifier(std::string Name);

/// How the generated file at \p BuildFile reaches the out-root: "" at its
/// top, "../" one directory down.
std::string treePrefix(const std::string &BuildFile);

/// The generated file's head: cmake_minimum_required, project() (with C
/// when \p CSources), the AMP2HIP_BACKEND choice, find_package(amp2hip) and
/// amp2hip_enable_backend(). Each target then gets amp2hip_backend_target().
void writeCMakePreamble(llvm::raw_ostream &OS, const CMakeProject &P, bool CSources);

/// The CMakeLists.txt text that builds \p Targets.
std::string emitCMakeTargets(const std::vector<BuildTarget> &Targets, const CMakeProject &Project);

/// The CMakeLists.txt text that builds the written sources of \p Files
/// (planTreeTargets).
std::string emitCMakeLists(const std::vector<TreeFile> &Files, const CMakeProject &Project);

} // namespace amp2hip

#endif
