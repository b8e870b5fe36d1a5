//===- KernelPlacement.cpp ------------------------------------------------===//
#include "KernelPlacement.h"
#include "ConditionalDirectives.h"

#include "clang/Basic/IdentifierTable.h"
#include "clang/Lex/Lexer.h"

#include <set>
#include <string>

using namespace clang;

namespace amp2hip {

namespace {

/// The identifiers of \p Text outside directive lines, keywords aside, and
/// the macros its `#define`s name.
std::set<std::string> identifiersOf(StringRef Text, const LangOptions &LO) {
  std::set<std::string> Out;
  std::string Copy = Text.str(); // the raw lexer reads up to a NUL
  Lexer L(SourceLocation(), LO, Copy.c_str(), Copy.c_str(), Copy.c_str() + Copy.size());
  IdentifierTable Keywords(LO);
  Token Tok;
  bool InDirective = false;
  while (!L.LexFromRawLexer(Tok) || Tok.isNot(tok::eof)) {
    if (Tok.is(tok::eof))
      break;
    if (Tok.isAtStartOfLine())
      InDirective = Tok.is(tok::hash);
    if (Tok.isNot(tok::raw_identifier))
      continue;
    StringRef Id = Tok.getRawIdentifier();
    if (InDirective && Id != "define" && Id != "undef" && Id != "if" && Id != "ifdef")
      continue; // #include <windows.h> declares nothing the kernel names
    if (!Keywords.get(Id).isKeyword(LO))
      Out.insert(Id.str());
  }
  return Out;
}

/// Does \p Kernel name anything \p Span declares (or mentions)?
bool usesAnyOf(StringRef Span, const std::set<std::string> &KernelIds, const LangOptions &LO) {
  for (const std::string &Id : identifiersOf(Span, LO))
    if (KernelIds.count(Id))
      return true;
  return false;
}

StringRef lineAt(StringRef Buf, unsigned Begin) {
  size_t NL = Buf.find('\n', Begin);
  return Buf.slice(Begin, NL == StringRef::npos ? Buf.size() : NL);
}

/// The start of the line before the one starting at \p Begin (Begin > 0).
unsigned previousLine(StringRef Buf, unsigned Begin) {
  size_t NL = Buf.rfind('\n', Begin - 1);
  return NL == StringRef::npos ? 0 : static_cast<unsigned>(NL + 1);
}

/// Where \p Name's declaration starts in [From, To) (a branch not parsed):
/// the line of its last `Name(`, and the lines before it that do not end
/// a declaration (a `template <...>`, `static inline`, a comment). 0: none.
unsigned declarationIn(StringRef Buf, unsigned From, unsigned To, StringRef Name,
                       const LangOptions &LO) {
  std::string Copy = Buf.slice(From, To).str();
  Lexer L(SourceLocation(), LO, Copy.c_str(), Copy.c_str(), Copy.c_str() + Copy.size());
  Token Tok, Prev;
  Prev.startToken();
  unsigned Found = 0;
  bool Any = false;
  while (!L.LexFromRawLexer(Tok) || Tok.isNot(tok::eof)) {
    if (Tok.is(tok::eof))
      break;
    if (Tok.is(tok::l_paren) && Prev.is(tok::raw_identifier) && Prev.getRawIdentifier() == Name) {
      Found = From + static_cast<unsigned>(Prev.getLocation().getRawEncoding() -
                                           SourceLocation().getRawEncoding());
      Any = true;
    }
    Prev = Tok;
  }
  if (!Any)
    return 0;
  unsigned Line = previousLine(Buf, Found + 1);
  while (Line > From) {
    unsigned Before = previousLine(Buf, Line);
    if (Before < From)
      break;
    StringRef Text = lineAt(Buf, Before).trim();
    if (Text.empty() || Text.startswith("#") || Text.endswith(";") || Text.endswith("}") ||
        Text.endswith("{"))
      break;
    Line = Before;
  }
  return Line;
}

} // namespace

std::vector<SourceLocation> kernelInsertionPoints(const SourceManager &SM, const LangOptions &LO,
                                                  SourceLocation Want, SourceLocation DeclEnd,
                                                  StringRef Name, StringRef Kernel) {
  if (!Want.isFileID() || !DeclEnd.isFileID() || SM.getFileID(Want) != SM.getFileID(DeclEnd))
    return {Want};
  FileID F = SM.getFileID(Want);
  StringRef Buf = SM.getBufferData(F);
  ConditionalDirectives Dirs = scanDirectives(Buf, LO);
  std::set<std::string> KernelIds = identifiersOf(Kernel, LO);
  unsigned At = SM.getFileOffset(Want), End = SM.getFileOffset(DeclEnd);
  std::vector<size_t> Respected;
  std::set<size_t> Seen;
  for (bool Moved = true; Moved;) {
    Moved = false;
    for (size_t G = 0; G < Dirs.Groups.size() && !Moved; ++G) {
      const std::vector<size_t> &Group = Dirs.Groups[G];
      if (Seen.count(G) || Dirs.List[Group.front()].LineBegin >= At)
        continue;
      size_t Active = 0; // the branch At is in
      bool Crosses = false;
      for (size_t P = 0; P < Group.size(); ++P) {
        unsigned Line = Dirs.List[Group[P]].LineBegin;
        if (Line < At)
          Active = P;
        else if (Line <= End)
          Crosses = true;
      }
      if (!Crosses)
        continue;
      Seen.insert(G);
      unsigned BranchStart = Dirs.lineAfter(Dirs.List[Group[Active]], Buf);
      if (usesAnyOf(Buf.slice(BranchStart, At), KernelIds, LO)) {
        Respected.push_back(G); // shape B: the kernel needs what the branch declares
        continue;
      }
      At = Dirs.List[Group.front()].LineBegin; // shape A: before the #if
      Moved = true;
    }
  }
  SourceLocation Start = SM.getLocForStartOfFile(F);
  std::vector<SourceLocation> Points{Start.getLocWithOffset(At)};
  if (Name.empty())
    return Points;
  for (size_t G : Respected) {
    const std::vector<size_t> &Group = Dirs.Groups[G];
    for (size_t P = 0; P + 1 < Group.size(); ++P) {
      unsigned From = Dirs.lineAfter(Dirs.List[Group[P]], Buf), To = Dirs.List[Group[P + 1]].LineBegin;
      if (From <= At && At < To)
        continue; // the active branch
      if (unsigned Copy = declarationIn(Buf, From, To, Name, LO))
        Points.push_back(Start.getLocWithOffset(Copy));
    }
  }
  return Points;
}

} // namespace amp2hip
