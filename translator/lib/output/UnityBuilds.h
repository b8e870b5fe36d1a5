//===- UnityBuilds.h - sources that other sources include ----------------===//
//
// A unity build compiles several .cpp files as one: all.cpp includes
// part1.cpp and part2.cpp, which do not compile on their own (they rely on
// what all.cpp included before them, and Visual Studio projects exclude
// them from the build). Tree mode translates such a part once, as part of
// its includer, and writes it from there. Which sources are parts is known
// for sure only after the includers are parsed; this scan of the #include
// lines (names compared without case, as on Windows) says which sources
// may be, so that they are left for after the others.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_UNITYBUILDS_H
#define AMP2HIP_UNITYBUILDS_H

#include <set>
#include <string>
#include <vector>

namespace amp2hip {

/// The sources among \p Sources (paths under \p Root, '/'-separated) whose
/// file name another of them #includes.
std::set<std::string> likelyUnityParts(const std::string &Root,
                                       const std::vector<std::string> &Sources);

} // namespace amp2hip

#endif
