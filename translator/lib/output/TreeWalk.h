//===- TreeWalk.h - the files of a tree and what becomes of each ----------===//
//
// Tree mode in three steps, each over the files in path order (so the
// result does not depend on -j): list the in-root, translate the sources in
// parallel (then the AMP headers no source translated, each on its own:
// HeaderUnits.h), then settle every file: a source's translation, a
// header's from the first source (in path order) that rewrote it, or else
// from the first header unit, anything else copied.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TREEWALK_H
#define AMP2HIP_TREEWALK_H

#include "Driver.h"
#include "ExitCode.h"
#include "TreeFile.h"

#include "clang/Tooling/CompilationDatabase.h"
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace amp2hip {

/// Every regular file under \p InReal, in path order; never the out-root
/// \p OutReal (which may lie inside it) and never through directory links.
std::vector<TreeFile> listTree(const std::string &InReal, const std::string &OutReal);

/// The parser arguments of the source at \p Path, given the user's own
/// (-I, -D, --extra-arg): with the in-root as an include path and its
/// compile command's flags (defaultSourceArgs), or its project's.
using SourceArgs = std::function<std::vector<std::string>(const std::string &Path,
                                                          const std::vector<std::string> &User)>;

/// The in-root as an include path, the user's arguments, and with \p DB the
/// source's own compile command's flags.
SourceArgs defaultSourceArgs(const std::string &InReal,
                             const clang::tooling::CompilationDatabase *DB);

/// Run \p Each(K) once for every K in [0, \p Count) on up to \p Jobs
/// threads (0: one per core), the calling thread among them, each thread
/// taking the next K when it is done: files differ in size, so no thread
/// gets a fixed share. Returns when every K has run.
void forEachOnThreads(size_t Count, unsigned Jobs, const std::function<void(size_t)> &Each);

/// Translate every compiled source of \p Files (TreeFile::Compiled), \p Jobs
/// at a time (0: one per core), each parsed with \p Base's options and the
/// arguments \p Args gives it. Sources that another source may include (a
/// unity build: UnityBuilds.h) come last, and only those that no translated
/// includer covered are translated on their own (the others are marked not
/// Compiled); then the headers that hold AMP and that no translated source
/// rewrote or included, each on its own (HeaderUnits.h). One result per
/// file (empty for the rest); sets each translated file's Seconds.
std::vector<FileResult> translateSources(std::vector<TreeFile> &Files, const std::string &InReal,
                                         const DriverOptions &Base, unsigned Jobs,
                                         const SourceArgs &Args);

/// What the sources that translated decided about the headers they include.
struct HeaderTranslations {
  std::map<std::string, std::string> Output;         ///< Rewritten headers, by real path.
  std::map<std::string, ConstructCounts> Counts;     ///< Their constructs, by real path.
  std::set<std::string> Included;                    ///< Every in-root file a source included.
  std::map<std::string, std::string> IncludedBy;     ///< The first source that did, by real path.
};

/// The first source (in path order) that rewrote a header decides it, or
/// else the first header translated on its own (TreeFile::OwnUnit) that did.
HeaderTranslations collectHeaders(const std::vector<TreeFile> &Files,
                                  const std::vector<FileResult> &Results);

/// Read each file and decide its output and status, printing each source's
/// diagnostics and each failure; the worst exit code met.
ExitCode settleFiles(std::vector<TreeFile> &Files, const std::vector<FileResult> &Results,
                     const HeaderTranslations &Headers, const std::string &InReal);

} // namespace amp2hip

#endif
