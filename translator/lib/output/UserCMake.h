//===- UserCMake.h - the tree's own CMakeLists.txt, migrated --------------===//
//
// A tree that has its own top-level CMakeLists.txt keeps it: with
// --emit-cmake its copy in the out-root (never the original), and the copy
// of every CMakeLists.txt its add_subdirectory() calls reach, are migrated
// the way users would do it by hand, and everything else of them is kept
// as written (targets, options, flags, subdirectories):
//  - after its project(), the backend choice (AMP2HIP_BACKEND: host, amd,
//    nvidia) and find_package(amp2hip), from the runtime copied into the
//    out-root first (RuntimeCopy.h);
//  - at the end of the file that defines it, every target that compiles a translated source gets the
//    runtime shim and the backend (amp2hip_migrated_target(), relocatable
//    device code where a kernel calls another unit's device function);
//  - a source that failed to translate is not in the out-root: it is taken
//    out of its target's list, and a target none of whose sources is left
//    is commented out with the commands that name it, each with a comment
//    that says why.
// Targets are global in CMake, so what a target links and whether it is
// left out are settled over all the files at once. Commands are found by a small scanner of CMake's syntax (comments,
// quoted and bracket arguments); targets whose sources come from variables
// or generator expressions are matched by the literal source names only.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_USERCMAKE_H
#define AMP2HIP_USERCMAKE_H

#include "TreeFile.h"

#include <string>
#include <vector>

namespace amp2hip {

struct UserCMakeResult {
  std::string Text;
  std::vector<std::string> Migrated; ///< Targets given the runtime and backend.
  std::vector<std::string> LeftOut;  ///< Targets commented out: no source left.
};

/// A CMakeLists.txt of the tree: its path under the root and its text.
struct CMakeListsText {
  std::string Rel;
  std::string Text;
};

/// The CMakeLists.txt files of \p Files that the build reaches: the top one
/// first, then those add_subdirectory() names (with literal paths inside
/// the tree), breadth first. Empty when the tree has no top-level one.
std::vector<std::string> reachedCMakeLists(const std::vector<TreeFile> &Files);

/// \p Lists (the top one first, as reachedCMakeLists() orders them)
/// migrated for the written files of \p Files; one result per list.
std::vector<UserCMakeResult> migrateUserCMakeTree(const std::vector<CMakeListsText> &Lists,
                                                  const std::vector<TreeFile> &Files,
                                                  const std::string &Runtime);

/// \p Text, the tree's top-level CMakeLists.txt, migrated for the written
/// files of \p Files; \p Runtime is the runtime copy's folder under the
/// out-root ("" when none was copied).
UserCMakeResult migrateUserCMake(const std::string &Text, const std::vector<TreeFile> &Files,
                                 const std::string &Runtime);

} // namespace amp2hip

#endif
