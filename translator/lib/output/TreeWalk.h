//===- TreeWalk.h - the files of a tree and what becomes of each ----------===//
//
// Tree mode in three steps, each over the files in path order (so the
// result does not depend on -j): list the in-root, translate the sources in
// parallel, then settle every file: a source's translation, a header's from
// the first source (in path order) that rewrote it, anything else copied.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TREEWALK_H
#define AMP2HIP_TREEWALK_H

#include "Driver.h"
#include "ExitCode.h"
#include "TreeFile.h"

#include "clang/Tooling/CompilationDatabase.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace amp2hip {

/// Every regular file under \p InReal, in path order; never the out-root
/// \p OutReal (which may lie inside it) and never through directory links.
std::vector<TreeFile> listTree(const std::string &InReal, const std::string &OutReal);

/// Translate every source of \p Files, \p Jobs at a time (0: one per core),
/// each parsed with \p Base's flags, the in-root as an include path and,
/// with \p DB, its own compile command's flags. One result per file (empty
/// for non-sources); sets each source's Seconds.
std::vector<FileResult> translateSources(std::vector<TreeFile> &Files, const std::string &InReal,
                                         const DriverOptions &Base, unsigned Jobs,
                                         const clang::tooling::CompilationDatabase *DB);

/// What the sources that translated decided about the headers they include.
struct HeaderTranslations {
  std::map<std::string, std::string> Output;         ///< Rewritten headers, by real path.
  std::map<std::string, ConstructCounts> Counts;     ///< Their constructs, by real path.
  std::set<std::string> Included;                    ///< Every in-root file a source included.
};

/// The first source (in path order) that rewrote a header decides it.
HeaderTranslations collectHeaders(const std::vector<TreeFile> &Files,
                                  const std::vector<FileResult> &Results);

/// Read each file and decide its output and status, printing each source's
/// diagnostics and each failure; the worst exit code met.
ExitCode settleFiles(std::vector<TreeFile> &Files, const std::vector<FileResult> &Results,
                     const HeaderTranslations &Headers, const std::string &InReal);

} // namespace amp2hip

#endif
