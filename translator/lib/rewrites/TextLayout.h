//===- TextLayout.h - laying out the text the rewrites write --------------===//
//
// Small helpers shared by the rewrites: splitting and re-indenting a block
// of lines, wrapping a long list, removing a construct with the space
// around it, naming what the translation adds.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TEXTLAYOUT_H
#define AMP2HIP_TEXTLAYOUT_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amp2hip {

/// Split into lines (without the newline characters).
std::vector<std::string> splitLines(llvm::StringRef Text);

/// Remove up to \p Columns leading whitespace characters from every line.
std::vector<std::string> dedent(const std::vector<std::string> &Lines, size_t Columns);

/// True when the line is empty or only whitespace.
bool isBlank(llvm::StringRef Line);

/// The indentation unit the user uses: the difference between \p Outer and
/// \p Inner when positive, else two spaces.
std::string indentUnit(llvm::StringRef Outer, llvm::StringRef Inner);

/// \p Head, then \p Items separated by ", ", then \p Close: on one line when
/// it fits in \p Width columns; else wrapped before an item that would pass
/// Width, the continuation lines aligned under the first item (rtrimmed,
/// joined by '\n', no newline at the end). \p BreakAt > 0: when wrapping,
/// the item at that index starts a line and none before it does (a launch's
/// configuration on the first line, the kernel's arguments after it).
std::string wrapList(const std::string &Head, const std::vector<std::string> &Items,
                     const std::string &Close, size_t Width, size_t BreakAt = 0);

/// \p Want, or \p Want with a number, whichever is not a word of any of
/// \p Texts (so a name the translation adds never captures the user's).
std::string freshName(const std::string &Want, const std::vector<std::string> &Texts);

/// Remove \p Range (a char range in a file) together with the horizontal
/// whitespace before it; when that leaves the line blank, remove the line.
void removeWithSpace(clang::Rewriter &RW, clang::CharSourceRange Range);

} // namespace amp2hip

#endif
