//===- TreeMode.h - migrating whole source trees --------------------------===//
//
// --in-root/--out-root: mirror a tree, translating every source and every
// local header the sources include that uses AMP (each header once, from the
// first source in path order that includes it, so the result does not
// depend on -j), copying everything else byte for byte, and writing a
// migration report. The pieces: TreeWalk.h (which file becomes what),
// FileIO.h (reading and writing), TreeReport.h (the report), CMakeEmitter.h
// (--emit-cmake: the generated build), UserCMake.h (the tree's own
// CMakeLists.txt, migrated), RuntimeCopy.h (the runtime the tree carries).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TREEMODE_H
#define AMP2HIP_TREEMODE_H

#include "Driver.h"
#include "ExitCode.h"
#include <string>
#include <vector>

namespace amp2hip {

struct TreeOptions {
  std::string InRoot, OutRoot;
  std::string BuildDir; ///< Holds compile_commands.json (-p); may be empty.
  unsigned Jobs = 0;    ///< 0: one per core.
  bool EmitCMake = false;
  /// With EmitCMake: copy the runtime shim into the out-root (RuntimeCopy.h);
  /// off (--no-runtime-copy) for users who install amp2hip.
  bool CopyRuntime = true;
  DriverOptions Base;
  /// Visual Studio: --sln, --vcxproj (ProjectTree.h), --config.
  std::string Solution;
  std::vector<std::string> Projects;
  std::string Config;
  bool usesProjects() const { return !Solution.empty() || !Projects.empty(); }
};

/// Translated: every file translated; Untranslatable: some files had AMP
/// that cannot be translated; InputError: some files did not parse or could
/// not be read or written; Usage: the out-root is the in-root.
ExitCode runTree(const TreeOptions &Opts);

} // namespace amp2hip

#endif
