//===- SourceText.cpp -----------------------------------------------------===//
#include "SourceText.h"

#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

std::string originalText(const SourceManager &SM, const LangOptions &LO, SourceRange Range) {
  CharSourceRange R = CharSourceRange::getTokenRange(Range);
  R = Lexer::makeFileCharRange(R, SM, LO);
  if (R.isInvalid())
    return "";
  return Lexer::getSourceText(R, SM, LO).str();
}

std::string lineIndent(const SourceManager &SM, SourceLocation Loc) {
  Loc = SM.getExpansionLoc(Loc);
  std::pair<FileID, unsigned> D = SM.getDecomposedLoc(Loc);
  StringRef Buf = SM.getBufferData(D.first);
  size_t Start = D.second;
  while (Start > 0 && Buf[Start - 1] != '\n')
    --Start;
  size_t End = Start;
  while (End < Buf.size() && (Buf[End] == ' ' || Buf[End] == '\t'))
    ++End;
  return Buf.substr(Start, End - Start).str();
}

SourceLocation afterToken(const SourceManager &SM, const LangOptions &LO, SourceLocation Loc) {
  return Lexer::getLocForEndOfToken(Loc, 0, SM, LO);
}

namespace {

/// Backwards over blanks from \p At (exclusive): the index after the last
/// character that is not one.
size_t skipBlanksBack(StringRef Buf, size_t At) {
  while (At > 0 && isWhitespace(Buf[At - 1]))
    --At;
  return At;
}

/// Backwards over one qualifier part ending at \p At (exclusive): an
/// identifier, with its template arguments (`vector<T>`) if it has them.
/// Where it begins, or npos when no part ends there.
size_t partStartBack(StringRef Buf, size_t At) {
  if (At > 0 && Buf[At - 1] == '>') {
    int Depth = 0;
    size_t I = At;
    do {
      --I;
      if (Buf[I] == '>')
        ++Depth;
      else if (Buf[I] == '<')
        --Depth;
      else if (Buf[I] == ';' || Buf[I] == '{' || Buf[I] == '}')
        return StringRef::npos; // not template arguments after all
    } while (Depth > 0 && I > 0);
    if (Depth != 0)
      return StringRef::npos;
    At = skipBlanksBack(Buf, I);
  }
  size_t Start = At;
  while (Start > 0 && isAsciiIdentifierContinue(Buf[Start - 1]))
    --Start;
  if (Start == At || isDigit(Buf[Start]))
    return StringRef::npos;
  return Start;
}

} // namespace

SourceLocation qualifiedNameStart(const SourceManager &SM, SourceLocation Name) {
  std::pair<FileID, unsigned> D = SM.getDecomposedLoc(Name);
  bool Invalid = false;
  StringRef Buf = SM.getBufferData(D.first, &Invalid);
  if (Invalid || D.second > Buf.size())
    return SourceLocation();
  size_t Start = D.second;
  for (;;) {
    size_t Colons = skipBlanksBack(Buf, Start);
    if (Colons < 2 || Buf.substr(Colons - 2, 2) != "::")
      break;
    // A part is written against its `::` (`T::`, `vector<T>::`); a keyword
    // or an operator before a `::` (`return ::ns::type`) is not one.
    size_t Part = partStartBack(Buf, Colons - 2);
    if (Part != StringRef::npos) {
      Start = Part;
      continue;
    }
    char Before = Colons > 2 ? Buf[Colons - 3] : ' ';
    if (Before == ')' || Before == ']' || Before == '>' || isAsciiIdentifierContinue(Before))
      return SourceLocation(); // decltype(x)::type, or text this does not read
    Start = Colons - 2;         // the global scope's `::`
    break;
  }
  return Name.getLocWithOffset(static_cast<int>(Start) - static_cast<int>(D.second));
}

char charAfterIdentifier(const SourceManager &SM, SourceLocation Loc) {
  std::pair<FileID, unsigned> D = SM.getDecomposedLoc(Loc);
  bool Invalid = false;
  StringRef Buf = SM.getBufferData(D.first, &Invalid);
  if (Invalid)
    return '\0';
  size_t I = D.second;
  while (I < Buf.size() && isAsciiIdentifierContinue(Buf[I]))
    ++I;
  while (I < Buf.size() && isWhitespace(Buf[I]))
    ++I;
  return I < Buf.size() ? Buf[I] : '\0';
}

} // namespace amp2hip
