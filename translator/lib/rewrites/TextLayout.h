//===- TextLayout.h - laying out the text the rewrites write --------------===//
//
// Small helpers shared by the rewrites: splitting and re-indenting a block
// of lines, removing a construct with the space around it.
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

/// Remove \p Range (a char range in a file) together with the horizontal
/// whitespace before it; when that leaves the line blank, remove the line.
void removeWithSpace(clang::Rewriter &RW, clang::CharSourceRange Range);

} // namespace amp2hip

#endif
