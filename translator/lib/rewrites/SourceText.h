//===- SourceText.h - reading and laying out source text ------------------===//
//
// Small helpers shared by the rewrites: the text of a range (with the edits
// made so far), a line's indentation, re-indenting a block of lines.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_SOURCETEXT_H
#define AMP2HIP_SOURCETEXT_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amp2hip {

/// The original text of a token range (no edits).
std::string originalText(const clang::SourceManager &SM, const clang::LangOptions &LO,
                         clang::SourceRange Range);

/// The leading whitespace of the line that holds \p Loc.
std::string lineIndent(const clang::SourceManager &SM, clang::SourceLocation Loc);

/// The location just past the token that starts at \p Loc.
clang::SourceLocation afterToken(const clang::SourceManager &SM, const clang::LangOptions &LO,
                                 clang::SourceLocation Loc);

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
