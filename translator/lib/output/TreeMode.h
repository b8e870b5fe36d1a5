//===- TreeMode.h - migrating whole source trees --------------------------===//
//
// --in-root/--out-root: mirror a tree, translating every source and every
// local header the sources include that uses AMP (each header once, from the
// first source in path order that includes it, so the result does not
// depend on -j), copying everything else byte for byte, and writing a
// migration report. Also the per-file modes --in-place and --diff.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TREEMODE_H
#define AMP2HIP_TREEMODE_H

#include "Driver.h"
#include <string>
#include <vector>

namespace amp2hip {

struct TreeOptions {
  std::string InRoot, OutRoot;
  std::string BuildDir; ///< Holds compile_commands.json (-p); may be empty.
  unsigned Jobs = 0;    ///< 0: one per core.
  bool EmitCMake = false;
  DriverOptions Base;
};

/// Exit code: 0 all translated, 1 some files had untranslatable AMP, 2 some
/// files did not parse or could not be written.
int runTree(const TreeOptions &Opts);

/// Translate each file in place, keeping FILE.amp2hip.bak; files that are
/// already translated (or have no AMP) are left alone.
int runInPlace(const std::vector<std::string> &Files, const DriverOptions &Opts);

/// Print a unified diff of what translating each file would change.
int runDiff(const std::vector<std::string> &Files, const DriverOptions &Opts);

/// Print clang's and amp2hip's diagnostics of one file to stderr.
void printDiagnostics(const FileResult &R);

/// Write \p Data to \p Path through a temporary file and a rename, so a
/// crash never leaves half a file. Creates missing directories.
bool writeFileAtomically(const std::string &Path, const std::string &Data, std::string &Error);

/// Read a whole file; false (with \p Error) when it cannot be read.
bool readFile(const std::string &Path, std::string &Data, std::string &Error);

} // namespace amp2hip

#endif
