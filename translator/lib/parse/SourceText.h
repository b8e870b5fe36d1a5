//===- SourceText.h - reading the input's text ----------------------------===//
//
// What the input says at a place, as written (no edits): the text of a
// range, a line's indentation, the end of a token. The rewrites' own layout
// helpers (dedenting, wrapping) are in rewrites/TextLayout.h.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_SOURCETEXT_H
#define AMP2HIP_SOURCETEXT_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "clang/Basic/SourceManager.h"
#include <string>

namespace amp2hip {

/// The original text of a token range (no edits).
std::string originalText(const clang::SourceManager &SM, const clang::LangOptions &LO,
                         clang::SourceRange Range);

/// The leading whitespace of the line that holds \p Loc.
std::string lineIndent(const clang::SourceManager &SM, clang::SourceLocation Loc);

/// The location just past the token that starts at \p Loc.
clang::SourceLocation afterToken(const clang::SourceManager &SM, const clang::LangOptions &LO,
                                 clang::SourceLocation Loc);

/// Where the qualified name whose last part begins at \p Name (a file
/// location) begins: `T` of `T::value_type`, `std` of
/// `std::vector<T>::value_type`, `::` of `::ns::type`; \p Name itself when
/// no `::` comes before it; invalid where the qualifier is not a name
/// (`decltype(x)::type`). Read backwards in the text, so it sees the name
/// as written (no macro is looked into).
clang::SourceLocation qualifiedNameStart(const clang::SourceManager &SM, clang::SourceLocation Name);

/// The first character after the identifier at \p Loc and the blanks after
/// it ('\0' at the end of the file).
char charAfterIdentifier(const clang::SourceManager &SM, clang::SourceLocation Loc);

} // namespace amp2hip

#endif
