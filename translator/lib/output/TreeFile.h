//===- TreeFile.h - one file of a migrated tree ---------------------------===//
//
// What tree mode knows about each file of the in-root: what kind of file it
// is, what happened to it, and the figures the report gives. The walk
// (TreeWalk.h) fills it in, the report (TreeReport.h) and the CMake emitter
// (CMakeEmitter.h) read it.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TREEFILE_H
#define AMP2HIP_TREEFILE_H

#include "Translator.h"

#include <map>
#include <string>

namespace amp2hip {

/// What a file is to the translator, by its extension.
enum class FileKind {
  Source,  ///< A C++ translation unit: translated.
  Header,  ///< Translated with the first source that includes it.
  Other,   ///< Anything else: copied byte for byte.
  CSource, ///< A C translation unit (.c): copied, built as C.
};

/// What tree mode did with a file.
enum class FileStatus {
  Translated,   ///< Written translated.
  Unchanged,    ///< A source or included header without AMP: written as it was.
  Copied,       ///< Not C++ (or a header no source includes): copied.
  Failed,       ///< Not written (does not parse, untranslatable AMP, I/O error).
  Untranslated, ///< A header that uses AMP that neither a source nor its own unit translated.
};

/// The names the report uses ("source", "translated", ...).
const char *kindName(FileKind K);
const char *statusName(FileStatus S);

/// The kind of \p Path by its extension (.cpp, .h, ...).
FileKind classifyPath(const std::string &Path);

struct TreeFile {
  std::string Rel; ///< Path under the roots, '/'-separated.
  FileKind Kind = FileKind::Other;
  FileStatus Status = FileStatus::Copied;
  std::string Input, Output;
  ConstructCounts Counts;
  std::map<std::string, unsigned> DiagCounts; ///< "amp2hip-NNNN" -> how many.
  unsigned LinesChanged = 0;
  double Seconds = 0; ///< Time spent translating it.
  bool Write = true;  ///< Whether the out-root gets it.
  /// Translated on its own: a source the tree (or its project) compiles.
  /// False for a source that another source includes (a unity build's
  /// part), is excluded from the build, belongs to a project without AMP or
  /// to no project of the solution: such a source is written from its
  /// includer's translation, or else copied.
  bool Compiled = true;
  std::string Project;    ///< The Visual Studio project it belongs to.
  std::string Configuration; ///< That project's, "Release|x64".
  std::string IncludedBy; ///< The source whose translation wrote it (unity builds).
  /// A header translated on its own: no source translated it (HeaderUnits.h).
  bool OwnUnit = false;
  std::string Reason;     ///< Why a source was copied rather than translated.
  /// Why a file failed ("does not parse", "untranslatable AMP", ...) and
  /// its first error as the compiler or amp2hip printed it.
  std::string FailureClass, FirstError;
  /// What a source (C++ or C) defines and uses at link time, when known
  /// (it parsed): the emitted build's targets come from it.
  LinkSymbols Link;
  bool LinkKnown = false;

  /// Kernels translated in it, tiled or not.
  unsigned kernels() const;
};

} // namespace amp2hip

#endif
