//===- ConditionalDirectives.cpp ------------------------------------------===//
#include "ConditionalDirectives.h"

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The end of the directive line starting at \p From: the first newline
/// not escaped by a backslash (a `\r` before it excluded).
unsigned directiveLineEnd(StringRef Buf, unsigned From) {
  size_t I = From;
  while (true) {
    size_t NL = Buf.find('\n', I);
    if (NL == StringRef::npos)
      return Buf.size();
    size_t Last = NL;
    while (Last > I && (Buf[Last - 1] == '\r' || Buf[Last - 1] == ' ' || Buf[Last - 1] == '\t'))
      --Last;
    if (Last > I && Buf[Last - 1] == '\\') {
      I = NL + 1;
      continue;
    }
    return NL > 0 && Buf[NL - 1] == '\r' ? NL - 1 : NL;
  }
}

Directive::Kind kindOf(StringRef Word) {
  return llvm::StringSwitch<Directive::Kind>(Word)
      .Cases("if", "ifdef", "ifndef", Directive::Open)
      .Cases("elif", "elifdef", "elifndef", "else", Directive::Branch)
      .Case("endif", Directive::Close)
      .Case("define", Directive::Define)
      .Case("undef", Directive::Undef)
      .Default(Directive::Other);
}

} // namespace

ConditionalDirectives scanDirectives(StringRef Text, const LangOptions &LO) {
  ConditionalDirectives Out;
  // The lexer reads up to a NUL: a slice of a file has none at its end.
  std::string Copy = Text.str();
  StringRef Buffer(Copy.c_str(), Copy.size());
  Lexer L(SourceLocation(), LO, Buffer.begin(), Buffer.begin(), Buffer.end());
  std::vector<int> Open;
  Token Tok;
  while (!L.LexFromRawLexer(Tok) || Tok.isNot(tok::eof)) {
    if (Tok.is(tok::eof))
      break;
    if (Tok.isNot(tok::hash) || !Tok.isAtStartOfLine())
      continue;
    unsigned Hash = static_cast<unsigned>(L.getBufferLocation() - Buffer.begin()) - 1;
    Directive D;
    D.LineBegin = static_cast<unsigned>(Buffer.rfind('\n', Hash) + 1); // npos + 1 == 0
    D.End = directiveLineEnd(Buffer, Hash);
    Token Word;
    L.LexFromRawLexer(Word);
    if (Word.is(tok::raw_identifier) && !Word.isAtStartOfLine()) {
      D.What = kindOf(Word.getRawIdentifier());
      if (D.What == Directive::Define || D.What == Directive::Undef) {
        Token Name;
        L.LexFromRawLexer(Name);
        if (Name.is(tok::raw_identifier) && !Name.isAtStartOfLine())
          D.Name = Name.getRawIdentifier().str();
      }
    }
    size_t Index = Out.List.size();
    if (D.What == Directive::Open) {
      D.Group = static_cast<int>(Out.Groups.size());
      Out.Groups.push_back({Index});
      Open.push_back(D.Group);
    } else if ((D.What == Directive::Branch || D.What == Directive::Close) && !Open.empty()) {
      D.Group = Open.back();
      Out.Groups[D.Group].push_back(Index);
      if (D.What == Directive::Close)
        Open.pop_back();
    }
    Out.List.push_back(D);
    // Go on after the directive's line: its tokens say nothing more here.
    while (static_cast<unsigned>(L.getBufferLocation() - Buffer.begin()) < D.End) {
      if (L.LexFromRawLexer(Tok) || Tok.is(tok::eof))
        return Out;
    }
  }
  return Out;
}

int ConditionalDirectives::enclosingGroup(unsigned Offset) const {
  int Found = -1;
  for (size_t G = 0; G < Groups.size(); ++G) {
    const std::vector<size_t> &Pos = Groups[G];
    if (List[Pos.front()].LineBegin >= Offset)
      break; // groups are in the order of their #if
    const Directive &Last = List[Pos.back()];
    bool Closed = Last.What == Directive::Close;
    if (!Closed || Last.LineBegin >= Offset)
      Found = static_cast<int>(G); // a later #if opening before Offset is nested deeper
  }
  return Found;
}

bool ConditionalDirectives::whole() const {
  for (const Directive &D : List)
    if ((D.What == Directive::Branch || D.What == Directive::Close) && D.Group < 0)
      return false;
  for (const std::vector<size_t> &G : Groups)
    if (List[G.back()].What != Directive::Close)
      return false;
  return true;
}

unsigned ConditionalDirectives::lineAfter(const Directive &D, StringRef Buffer) const {
  unsigned I = D.End;
  if (I < Buffer.size() && Buffer[I] == '\r')
    ++I;
  if (I < Buffer.size() && Buffer[I] == '\n')
    ++I;
  return I;
}

} // namespace amp2hip
