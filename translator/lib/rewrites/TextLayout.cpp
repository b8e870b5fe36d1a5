//===- TextLayout.cpp -----------------------------------------------------===//
#include "TextLayout.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"
#include <regex>

using namespace clang;

namespace amp2hip {

std::vector<std::string> splitLines(StringRef Text) {
  std::vector<std::string> Lines;
  size_t Pos = 0;
  while (true) {
    size_t NL = Text.find('\n', Pos);
    if (NL == StringRef::npos) {
      Lines.push_back(Text.substr(Pos).str());
      break;
    }
    StringRef Line = Text.substr(Pos, NL - Pos);
    Lines.push_back(Line.str());
    Pos = NL + 1;
  }
  return Lines;
}

std::vector<std::string> dedent(const std::vector<std::string> &Lines, size_t Columns) {
  std::vector<std::string> Out;
  for (const std::string &L : Lines) {
    size_t N = 0;
    while (N < Columns && N < L.size() && (L[N] == ' ' || L[N] == '\t'))
      ++N;
    Out.push_back(L.substr(N));
  }
  return Out;
}

bool isBlank(StringRef Line) { return Line.trim().empty(); }

std::string indentUnit(StringRef Outer, StringRef Inner) {
  if (Inner.size() > Outer.size() && Inner.startswith(Outer))
    return Inner.substr(Outer.size()).str();
  return "  ";
}

std::string wrapList(const std::string &Head, const std::vector<std::string> &Items,
                     const std::string &Close, size_t Width, size_t BreakAt) {
  std::string OneLine = Head + llvm::join(Items, ", ") + Close;
  if (OneLine.size() <= Width || Items.empty())
    return OneLine;
  std::string Out, Line = Head;
  for (size_t I = 0; I < Items.size(); ++I) {
    std::string Piece = Items[I] + (I + 1 < Items.size() ? ", " : Close);
    bool Break = BreakAt ? I == BreakAt || (I > BreakAt && Line.size() + Piece.size() > Width)
                         : Line.size() + Piece.size() > Width;
    if (Break && Line.size() > Head.size()) {
      Out += StringRef(Line).rtrim().str() + "\n";
      Line = std::string(Head.size(), ' ');
    }
    Line += Piece;
  }
  return Out + Line;
}

std::string freshName(const std::string &Want, const std::vector<std::string> &Texts) {
  for (int N = 0;; ++N) {
    std::string Name = N == 0 ? Want : Want + "_" + std::to_string(N);
    std::regex Word("\\b" + Name + "\\b");
    bool Used = false;
    for (const std::string &T : Texts)
      if (std::regex_search(T, Word)) {
        Used = true;
        break;
      }
    if (!Used)
      return Name;
  }
}

void removeWithSpace(Rewriter &RW, CharSourceRange Range) {
  const SourceManager &SM = RW.getSourceMgr();
  std::pair<FileID, unsigned> B = SM.getDecomposedLoc(Range.getBegin());
  std::pair<FileID, unsigned> E = SM.getDecomposedLoc(Range.getEnd());
  StringRef Buf = SM.getBufferData(B.first);
  unsigned Begin = B.second, End = E.second;
  while (Begin > 0 && (Buf[Begin - 1] == ' ' || Buf[Begin - 1] == '\t'))
    --Begin;
  // If nothing but whitespace remains on the line, take the whole line.
  bool LineStart = Begin == 0 || Buf[Begin - 1] == '\n';
  unsigned After = End;
  while (After < Buf.size() && (Buf[After] == ' ' || Buf[After] == '\t'))
    ++After;
  bool LineEnd = After >= Buf.size() || Buf[After] == '\n' || Buf[After] == '\r';
  if (LineStart && LineEnd) {
    End = After;
    if (End < Buf.size() && Buf[End] == '\r')
      ++End;
    if (End < Buf.size() && Buf[End] == '\n')
      ++End;
  } else if (LineStart) {
    // Keep the indentation of what follows: remove the spec and the
    // whitespace after it instead of before it.
    Begin = B.second;
    End = After;
  }
  SourceLocation FileStart = SM.getLocForStartOfFile(B.first);
  RW.RemoveText(CharSourceRange::getCharRange(FileStart.getLocWithOffset(Begin),
                                              FileStart.getLocWithOffset(End)));
}

} // namespace amp2hip
