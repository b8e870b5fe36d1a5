//===- MsvcDialect.h - parsing Visual C++ code, writing strict C++ --------===//
//
// --msvc parses sources the way Visual C++ accepts them (clang's MSVC
// mode: -fms-extensions, -fms-compatibility, delayed template parsing) with
// the shim's amp2hip/msvc.h included first. The output must build with
// g++, hipcc and nvcc, which are strict: the Visual C++ leniencies clang
// reports in the files amp2hip writes are fixed in the translation
// (MsvcFixes.def: clang's fix-it, or `this->` / `template` inserted) or
// named for the user to change (amp2hip-4002). The output check parses
// strictly (strictArguments).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVCDIALECT_H
#define AMP2HIP_MSVCDIALECT_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amp2hip {

/// The flags of one section ("dialect", "gnu") of the shim's
/// amp-include/msvc/clang-msvc.flags, which amp2hip-cc reads too: Visual
/// C++'s dialect, and the GNU macros clang's -fms-compatibility drops
/// (libstdc++ and glibc test them; restored whenever it is on).
std::vector<std::string> msvcFlags(const std::string &ShimDir, llvm::StringRef Section);

/// The parser arguments --msvc adds to amp2hip's own (\p ShimDir: the
/// runtime-shim directory): the dialect, Visual C++'s std::exception,
/// amp2hip/msvc.h included first, the warnings MsvcFixes.def acts on.
std::vector<std::string> msvcParseArguments(const std::string &ShimDir);

/// True for an argument that selects Visual C++'s dialect (-fms-extensions,
/// -fms-compatibility[-version=], -fdelayed-template-parsing, ...).
bool isMsvcDialectArgument(llvm::StringRef Arg);

/// \p Args without the arguments that select Visual C++'s dialect: the
/// output is checked the way g++ and hipcc will compile it.
std::vector<std::string> strictArguments(const std::vector<std::string> &Args);

/// How a Visual C++ leniency clang reports is fixed in the translation.
enum class MsvcFixKind {
  None,           ///< Not a Visual C++ leniency.
  ClangFixIt,     ///< clang's own fix-it, when the diagnostic has one.
  InsertThis,     ///< `this->` before the name (two-phase lookup).
  InsertTemplate, ///< `template ` before the name.
  InsertTypename, ///< clang's fix-it, else `typename ` before the name.
  ByHand,         ///< No certain fix: amp2hip-4002.
};

/// For clang diagnostic \p DiagID (with \p HasFixIt: clang offered one):
/// the MsvcFixes.def row, or for the rest of clang's -Wmicrosoft groups
/// ClangFixIt when clang has a fix-it and ByHand when not.
MsvcFixKind msvcFixFor(unsigned DiagID, bool HasFixIt);

/// One edit of a file's text that turns a Visual C++ leniency into
/// standard C++.
struct MsvcFix {
  std::string File;                ///< Real path.
  unsigned Offset = 0, Length = 0; ///< In the text that was parsed.
  std::string Replacement;
  unsigned Line = 0, Column = 0; ///< 1-based, where it is (for amp2hip-4001).
  std::string Message;           ///< clang's diagnostic.
};

/// \p Text with \p Fixes (all of one file) applied; overlapping ones after
/// the first are dropped.
std::string applyMsvcFixes(llvm::StringRef Text, std::vector<MsvcFix> Fixes);

/// What the translation did, for amp2hip-4001: "inserts 'typename '".
std::string describeMsvcFix(const MsvcFix &F);

/// The MSVC dialect section of docs/windows.md.
std::string msvcFixesMarkdown();

} // namespace amp2hip

#endif
