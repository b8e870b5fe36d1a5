//===- RuntimeCopy.h - the runtime shim the migrated tree carries ---------===//
//
// A migrated tree is one users commit and keep: with --emit-cmake it builds
// on a machine that never saw amp2hip. The header-only runtime shim (the
// shim's include/ and the CMake package in its cmake/) is copied into a
// folder of the out-root, amp2hip-runtime/ (or amp2hip-runtime-2, ... where
// the tree has one), with a README.md that says what it is, its version and
// licence, and how to update it; the emitted and migrated CMake find it
// there first, then an installed amp2hip (find_package) or
// AMP2HIP_SHIM_DIR. --no-runtime-copy leaves it out for users who install
// amp2hip.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_RUNTIMECOPY_H
#define AMP2HIP_RUNTIMECOPY_H

#include "TreeFile.h"

#include <string>
#include <vector>

namespace amp2hip {

/// The runtime folder's name under the out-root: amp2hip-runtime, unless
/// the tree has a file or directory of that name.
std::string runtimeFolder(const std::vector<TreeFile> &Files);

/// Copy \p ShimDir's include/ and cmake/ into \p Dest (replacing an older
/// copy) with its README.md; false and \p Error when it cannot.
bool copyRuntime(const std::string &ShimDir, const std::string &Dest, std::string &Error);

/// The CMake lines that find the runtime shim from a file \p Prefix ("",
/// "../") below the out-root: the copy in \p Runtime first (when not ""),
/// then an installed amp2hip or AMP2HIP_SHIM_DIR; a fatal error names both.
std::string findRuntimeLines(const std::string &Prefix, const std::string &Runtime);

} // namespace amp2hip

#endif
