//===- UserCMake.h - the tree's own CMakeLists.txt, migrated --------------===//
//
// A tree that has its own top-level CMakeLists.txt keeps it: with
// --emit-cmake its copy in the out-root (never the original) is migrated
// the way users would do it by hand, and everything else of it is kept as
// written (targets, options, flags, subdirectories):
//  - after its project(), the backend choice (AMP2HIP_BACKEND: host, amd,
//    nvidia) and find_package(amp2hip), from the runtime copied into the
//    out-root first (RuntimeCopy.h);
//  - at its end, every target that compiles a translated source gets the
//    runtime shim and the backend (amp2hip_migrated_target(), relocatable
//    device code where a kernel calls another unit's device function);
//  - a source that failed to translate is not in the out-root: it is taken
//    out of its target's list, and a target none of whose sources is left
//    is commented out with the commands that name it, each with a comment
//    that says why.
// Commands are found by a small scanner of CMake's syntax (comments,
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

/// \p Text, the tree's top-level CMakeLists.txt, migrated for the written
/// files of \p Files; \p Runtime is the runtime copy's folder under the
/// out-root ("" when none was copied).
UserCMakeResult migrateUserCMake(const std::string &Text, const std::vector<TreeFile> &Files,
                                 const std::string &Runtime);

} // namespace amp2hip

#endif
