//===- SourceText.cpp -----------------------------------------------------===//
#include "SourceText.h"

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

} // namespace amp2hip
