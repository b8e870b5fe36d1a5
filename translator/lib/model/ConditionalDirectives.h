//===- ConditionalDirectives.h - a file's #if groups and #defines ---------===//
//
// The preprocessor directives of one file as written, active branches and
// skipped ones alike (a raw lex of the buffer): each `#if`/`#ifdef`/
// `#ifndef` group with its `#elif`/`#else`/`#endif`, and the `#define`s and
// `#undef`s. Kernel emission moves text (a kernel body out of its
// function, a launch over the call): LaunchLayout.h asks these which
// directives the moved text crosses.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CONDITIONALDIRECTIVES_H
#define AMP2HIP_CONDITIONALDIRECTIVES_H

#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amp2hip {

/// One directive line (with its continuation lines), as buffer offsets.
struct Directive {
  enum Kind { Open, Branch, Close, Define, Undef, Other };
  Kind What = Other;
  unsigned LineBegin = 0; ///< The start of its first line.
  unsigned End = 0;       ///< The end of its last line (before the newline).
  int Group = -1;         ///< Open, Branch, Close: the index of its group.
  std::string Name;       ///< Define, Undef: the macro.
};

/// The directives of a buffer, and its conditional groups: each group the
/// indices (into List) of its `#if`, `#elif`s and `#else`, and `#endif`
/// (missing when the file does not close it).
struct ConditionalDirectives {
  std::vector<Directive> List;
  std::vector<std::vector<size_t>> Groups;

  /// The innermost group whose `#if` precedes \p Offset and whose `#endif`
  /// does not, or -1 (\p Offset is at the file's top level).
  int enclosingGroup(unsigned Offset) const;
  /// Every group closed, and no `#elif`/`#else`/`#endif` without its `#if`.
  bool whole() const;
  /// The offset just past the end of \p D's line (its newline included).
  unsigned lineAfter(const Directive &D, llvm::StringRef Buffer) const;
};

/// Scan \p Buffer (a whole file).
ConditionalDirectives scanDirectives(llvm::StringRef Buffer, const clang::LangOptions &LO);

} // namespace amp2hip

#endif
