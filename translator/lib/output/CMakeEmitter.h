//===- CMakeEmitter.h - a CMakeLists.txt for a migrated tree --------------===//
//
// --emit-cmake: sources with main() become programs, the other sources one
// library they share, every directory holding a header an include
// directory; the shim comes from find_package(amp2hip).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CMAKEEMITTER_H
#define AMP2HIP_CMAKEEMITTER_H

#include "TreeFile.h"

#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace amp2hip {

struct CMakeProject {
  std::string Name;     ///< CMake identifier (the in-root's name).
  std::string ShimHint; ///< Where find_package(amp2hip) looks first.
  /// The generated file's path under the out-root (generatedBuildFile).
  std::string BuildFile = "CMakeLists.txt";
};

/// Where the generated CMakeLists.txt goes under the out-root: at its top
/// when the tree has no CMakeLists.txt there, else in the first directory
/// amp2hip-build, amp2hip-build-2, ... that the tree does not have, so a
/// file of the user's is never overwritten (theirs is copied as it was).
std::string generatedBuildFile(const std::vector<TreeFile> &Files);

/// How the generated file \p BuildFile reaches the out-root: "" at its
/// top, "../" one directory down.
std::string treePrefix(const std::string &BuildFile);

/// A CMake identifier from a path: app/main.cpp -> app_main.
std::string cmakeName(const std::string &Rel);
/// A CMake identifier from a name: every other character an underscore.
std::string cmakeIdentifier(std::string Name);

/// The generated file's head: cmake_minimum_required, project(), the
/// AMP2HIP_BACKEND choice and find_package(amp2hip).
void writeCMakePreamble(llvm::raw_ostream &OS, const CMakeProject &P);

/// The CMakeLists.txt text that builds the written files of \p Files.
std::string emitCMakeLists(const std::vector<TreeFile> &Files, const CMakeProject &Project);

} // namespace amp2hip

#endif
