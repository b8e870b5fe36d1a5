//===- RestrictRecorder.cpp -----------------------------------------------===//
#include "RestrictRecorder.h"
#include "HipSpellings.h"
#include "WindowsPaths.h"

#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroArgs.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace amp2hip;

const RestrictSpec *PreprocessorFacts::firstFrom(const SourceManager &SM,
                                                 SourceLocation Loc) const {
  if (Indexed != Restricts.size()) {
    ByFile.clear();
    // The preprocessor sees one file's specs in file order.
    for (const RestrictSpec &S : Restricts)
      ByFile[SM.getFileID(S.Loc)].push_back(&S);
    Indexed = Restricts.size();
  }
  Loc = SM.getExpansionLoc(Loc);
  std::pair<FileID, unsigned> At = SM.getDecomposedLoc(Loc);
  auto It = ByFile.find(At.first);
  if (It == ByFile.end())
    return nullptr;
  auto First = llvm::partition_point(It->second, [&](const RestrictSpec *S) {
    return SM.getFileOffset(S->Loc) < At.second;
  });
  return First == It->second.end() ? nullptr : *First;
}

const RestrictSpec *PreprocessorFacts::findBetween(const SourceManager &SM, SourceLocation Begin,
                                                   SourceLocation End) const {
  const RestrictSpec *S = firstFrom(SM, Begin);
  if (!S || !SM.isBeforeInTranslationUnit(S->Loc, SM.getExpansionLoc(End)))
    return nullptr;
  return S;
}

namespace {

/// MSVC's shorthands for a restriction, as the stand-in headers define them
/// (amp-include/amp_keywords.h): keywords of the dialect, like restrict.
bool isShorthandKeyword(const Preprocessor &PP, const IdentifierInfo *II, bool *Amp = nullptr,
                        bool *Cpu = nullptr) {
  if (!II)
    return false;
  StringRef N = II->getName();
  if (N != "__GPU" && N != "__GPU_ONLY" && N != "__CPU_ONLY")
    return false;
  const MacroInfo *MI = PP.getMacroInfo(II);
  if (!MI)
    return false;
  const SourceManager &SM = PP.getSourceManager();
  if (!SM.getFilename(SM.getSpellingLoc(MI->getDefinitionLoc())).endswith("amp_keywords.h"))
    return false;
  if (Amp)
    *Amp = N != "__CPU_ONLY";
  if (Cpu)
    *Cpu = N != "__GPU_ONLY";
  return true;
}

/// The text before \p Text's trailing `(...)` group and the space before
/// it, or an empty string when \p Text does not end with one.
StringRef beforeParenGroup(StringRef Text) {
  if (!Text.endswith(")"))
    return "";
  int Depth = 0;
  for (size_t I = Text.size(); I-- > 0;) {
    if (Text[I] == ')')
      ++Depth;
    else if (Text[I] == '(' && --Depth == 0)
      return Text.take_front(I).rtrim();
  }
  return "";
}

/// Does a restriction written right after \p Text belong to a lambda? A
/// lambda's declarator is `[...](...)`, maybe followed by mutable or
/// constexpr, noexcept(...) or throw(...), none of which a GNU attribute may
/// follow; a function's parameter list follows its name.
bool followsLambdaDeclarator(StringRef Text) {
  Text = Text.rtrim();
  for (;;) {
    if (Text.endswith("]"))
      return true; // `[] restrict(amp)`: no parameter list.
    bool Stripped = false;
    for (StringRef Word : {"mutable", "constexpr", "consteval", "noexcept", "throw"}) {
      if (Text.endswith(Word) &&
          (Text.size() == Word.size() || !isAsciiIdentifierContinue(Text[Text.size() - Word.size() - 1]))) {
        if (Word == "mutable" || Word == "constexpr" || Word == "consteval")
          return true;
        Text = Text.drop_back(Word.size()).rtrim();
        Stripped = true;
      }
    }
    if (Stripped)
      continue;
    StringRef Head = beforeParenGroup(Text);
    if (Head.empty())
      return false;
    if (Head.endswith("noexcept") || Head.endswith("throw")) {
      Text = Head.drop_back(Head.endswith("throw") ? 5 : 8).rtrim();
      continue;
    }
    return Head.endswith("]"); // The parameter list: a capture list before it?
  }
}

/// Is `restrict(...)` with these arguments a restriction specifier? Its
/// arguments are amp, cpu (or auto, direct3d) and commas. Otherwise the name
/// is an identifier: `restrict` is a contextual keyword, and a class, a
/// constructor (`restrict()`, `restrict(int v)`) or a function may be named
/// restrict.
bool isRestrictionSpecifier(const Preprocessor &PP, const MacroArgs *Args) {
  if (!Args || Args->getNumMacroArguments() == 0)
    return false;
  bool Any = false;
  for (const Token *T = Args->getUnexpArgument(0); T->isNot(tok::eof); ++T) {
    if (T->is(tok::comma))
      continue;
    const IdentifierInfo *II = T->getIdentifierInfo();
    if (!II)
      return false;
    StringRef N = II->getName();
    if (N != "amp" && N != "cpu" && N != "auto" && N != "direct3d")
      return false;
    Any = true;
  }
  return Any;
}

/// HIP's spelling of a restriction (RestrictRewrite's, for macro bodies).
std::string hipSpelling(bool Amp, bool Cpu) {
  return hip::qualifiersFor(Amp, Cpu).str();
}

} // namespace

void RestrictRecorder::MacroExpands(const Token &MacroNameTok, const MacroDefinition &MD,
                                    SourceRange Range, const MacroArgs *Args) {
  const IdentifierInfo *II = MacroNameTok.getIdentifierInfo();
  const MacroInfo *MI = MD.getMacroInfo();
  if (II && MI && !MI->isBuiltinMacro() && MI->getDefinitionLoc().isValid() &&
      !PP.getSourceManager().isInSystemHeader(MI->getDefinitionLoc()))
    Facts.MacroInvocations.push_back(
        {II->getName().str(), MI, Range, MacroNameTok.getLocation().isFileID()});
  if (!II || II->getName() != "restrict" || !MD.getMacroInfo() ||
      !MD.getMacroInfo()->isFunctionLike())
    return;
  if (!isRestrictionSpecifier(PP, Args)) {
    keepAsIdentifier(MacroNameTok, Range, Args);
    return;
  }
  SourceManager &SM = PP.getSourceManager();
  RestrictSpec S;
  if (Args && Args->getNumMacroArguments() > 0) {
    for (const Token *T = Args->getUnexpArgument(0); T->isNot(tok::eof); ++T) {
      std::string Spelling = PP.getSpelling(*T);
      if (Spelling == ",") {
        S.ArgsText += ", ";
        continue;
      }
      S.ArgsText += Spelling;
      if (Spelling == "amp")
        S.Amp = true;
      else if (Spelling == "cpu")
        S.Cpu = true;
    }
  }
  // Where the restriction is written: `restrict(...)` itself, or one of
  // MSVC's shorthands (`__GPU_ONLY`), which is the same keyword.
  SourceLocation NameLoc = MacroNameTok.getLocation(), EndLoc = Range.getEnd();
  S.TokenLoc = NameLoc;
  if (NameLoc.isMacroID() &&
      isShorthandKeyword(PP, PP.getIdentifierInfo(
                                 Lexer::getImmediateMacroName(NameLoc, SM, PP.getLangOpts())))) {
    NameLoc = EndLoc = SM.getImmediateExpansionRange(NameLoc).getBegin();
  }
  if (NameLoc.isFileID()) {
    S.Loc = NameLoc;
    S.CodeRange = CharSourceRange::getTokenRange(NameLoc, EndLoc);
  } else {
    // Spelled inside a user macro: `#define GPU restrict(amp)`.
    CharSourceRange Outer = SM.getExpansionRange(NameLoc);
    S.Loc = Outer.getBegin();
    S.CodeRange = Outer;
    S.NestedTooDeep = SM.getImmediateExpansionRange(NameLoc).getBegin().isMacroID();
    S.MacroName = Lexer::getImmediateMacroName(NameLoc, SM, PP.getLangOpts()).str();
    SourceLocation SpellBegin = SM.getSpellingLoc(NameLoc);
    SourceLocation SpellEnd = SM.getSpellingLoc(EndLoc);
    S.MacroBodyRange = CharSourceRange::getTokenRange(SpellBegin, SpellEnd);
    if (const MacroInfo *MI = PP.getMacroInfo(PP.getIdentifierInfo(S.MacroName))) {
      S.MacroIsPlainSpec = MI->isObjectLike() && MI->getNumTokens() > 0 &&
                           MI->tokens().front().getLocation() == SpellBegin &&
                           MI->tokens().back().getLocation() == SpellEnd;
    }
  }
  // `restrict(amp) restrict(cpu)` is `restrict(amp, cpu)`: one spec.
  if (!Facts.Restricts.empty() && continuesPrevious(Facts.Restricts.back(), S)) {
    RestrictSpec &Prev = Facts.Restricts.back();
    Prev.Amp |= S.Amp;
    Prev.Cpu |= S.Cpu;
    Prev.ArgsText += ", " + S.ArgsText;
    Prev.CodeRange.setEnd(S.CodeRange.getEnd());
    if (Prev.Amp && !Prev.Cpu)
      markAmpOnly(Prev.Loc, EndLoc);
    return;
  }
  if (S.Amp && !S.Cpu)
    markAmpOnly(S.Loc, EndLoc);
  Facts.Restricts.push_back(std::move(S));
}

bool RestrictRecorder::continuesPrevious(const RestrictSpec &Prev, const RestrictSpec &S) const {
  if (!Prev.MacroName.empty() || !S.MacroName.empty())
    return false;
  const SourceManager &SM = PP.getSourceManager();
  std::pair<FileID, unsigned> End = SM.getDecomposedLoc(Prev.CodeRange.getEnd());
  std::pair<FileID, unsigned> Begin = SM.getDecomposedLoc(S.Loc);
  if (End.first != Begin.first)
    return false;
  // Prev's range is a token range: its end is the `)` (or the shorthand).
  unsigned Past = End.second + Lexer::MeasureTokenLength(Prev.CodeRange.getEnd(), SM,
                                                         PP.getLangOpts());
  return Past <= Begin.second && SM.getBufferData(End.first).slice(Past, Begin.second).trim().empty();
}

void RestrictRecorder::markAmpOnly(SourceLocation SpecBegin, SourceLocation SpecEnd) {
  // The attribute cannot stand before a trailing return type, so a function
  // written `auto f() restrict(amp) -> int` is not marked (it can still be
  // restrict(amp); it only cannot overload one on restrict(cpu)). Nor is a
  // lambda without a parameter list (`[] restrict(amp) {...}`), which an
  // attribute would give one.
  IdentifierInfo *Mark = PP.getIdentifierInfo("AMP2HIP_AMP_ONLY");
  if (!PP.isMacroDefined(Mark))
    return;
  SourceManager &SM = PP.getSourceManager();
  SourceLocation After = SM.getExpansionRange(SpecEnd).getEnd();
  Optional<Token> Next = Lexer::findNextToken(After, SM, PP.getLangOpts());
  if (Next && Next->is(tok::arrow))
    return;
  // `restrict(amp) restrict(cpu)`: decided after the last one.
  if (Next && Next->is(tok::raw_identifier) &&
      (Next->getRawIdentifier() == "restrict" ||
       isShorthandKeyword(PP, PP.getIdentifierInfo(Next->getRawIdentifier()))))
    return;
  std::pair<FileID, unsigned> At = SM.getDecomposedLoc(SpecBegin);
  if (followsLambdaDeclarator(SM.getBufferData(At.first).take_front(At.second)))
    return;
  // The restriction expands to nothing; the mark is read right after it.
  auto Toks = std::make_unique<Token[]>(1);
  Toks[0].startToken();
  Toks[0].setKind(tok::identifier);
  Toks[0].setIdentifierInfo(Mark);
  Toks[0].setLocation(SpecEnd);
  PP.EnterTokenStream(std::move(Toks), 1, /*DisableMacroExpansion=*/false, /*IsReinject=*/false);
}

void RestrictRecorder::keepAsIdentifier(const Token &NameTok, SourceRange Range,
                                        const MacroArgs *Args) {
  // The macro has expanded to nothing; what follows is read from here: the
  // name (never expanded again), `(`, the arguments as written, `)`.
  std::vector<Token> Toks;
  Token Name = NameTok;
  Name.clearFlag(Token::LeadingEmptyMacro);
  Name.setFlag(Token::DisableExpand);
  Toks.push_back(Name);
  auto Punct = [&](tok::TokenKind K, SourceLocation L) {
    Token T;
    T.startToken();
    T.setKind(K);
    T.setLocation(L);
    T.setLength(1);
    Toks.push_back(T);
  };
  SourceLocation Open = NameTok.getLocation();
  if (Optional<Token> Next = Lexer::findNextToken(PP.getSourceManager().getExpansionLoc(Open),
                                                  PP.getSourceManager(), PP.getLangOpts()))
    if (Open.isFileID() && Next->is(tok::l_paren))
      Open = Next->getLocation();
  Punct(tok::l_paren, Open);
  if (Args && Args->getNumMacroArguments() > 0)
    for (const Token *T = Args->getUnexpArgument(0); T->isNot(tok::eof); ++T)
      Toks.push_back(*T);
  Punct(tok::r_paren, Range.getEnd());
  auto Buf = std::make_unique<Token[]>(Toks.size());
  std::copy(Toks.begin(), Toks.end(), Buf.get());
  PP.EnterTokenStream(std::move(Buf), Toks.size(), /*DisableMacroExpansion=*/false,
                      /*IsReinject=*/false);
}

void RestrictRecorder::MacroDefined(const Token &MacroNameTok, const MacroDirective *MD) {
  const MacroInfo *MI = MD->getMacroInfo();
  if (!MI || !MI->isObjectLike() || MI->getNumTokens() == 0)
    return;
  SourceManager &SM = PP.getSourceManager();
  if (!MI->getDefinitionLoc().isFileID() || SM.isInSystemHeader(MI->getDefinitionLoc()))
    return;
  ArrayRef<Token> Toks = MI->tokens();
  std::string Replacement;
  bool Amp = false, Cpu = false;
  if (Toks.size() == 1 && Toks[0].is(tok::identifier) &&
      Toks[0].getIdentifierInfo()->getName() == "tile_static") {
    Replacement = hip::Shared.str();
  } else if (Toks.size() == 1 && isShorthandKeyword(PP, Toks[0].getIdentifierInfo(), &Amp, &Cpu)) {
    Replacement = hipSpelling(Amp, Cpu); // #define DEVICE __GPU_ONLY
  } else if (Toks.size() >= 3 && Toks[0].is(tok::identifier) &&
             Toks[0].getIdentifierInfo()->getName() == "restrict" && Toks[1].is(tok::l_paren) &&
             Toks.back().is(tok::r_paren)) {
    for (const Token &T : Toks.slice(2, Toks.size() - 3)) {
      if (T.is(tok::identifier)) {
        StringRef N = T.getIdentifierInfo()->getName();
        Amp |= N == "amp";
        Cpu |= N == "cpu";
      } else if (T.isNot(tok::comma)) {
        return; // Not a plain restriction.
      }
    }
    Replacement = hipSpelling(Amp, Cpu);
  } else {
    return;
  }
  Facts.MacroDefinitions.push_back(
      {CharSourceRange::getTokenRange(Toks.front().getLocation(), Toks.back().getLocation()),
       Replacement});
}

void RestrictRecorder::InclusionDirective(SourceLocation HashLoc, const Token &IncludeTok,
                                          StringRef FileName, bool IsAngled,
                                          CharSourceRange FilenameRange,
                                          Optional<FileEntryRef> File, StringRef SearchPath,
                                          StringRef RelativePath, const Module *Imported,
                                          SrcMgr::CharacteristicKind FileType) {
  // A local file of the same name (a project's own "windows.h") is the
  // user's, not Microsoft's.
  if (!IsAngled && File && !PP.getSourceManager().isInSystemHeader(HashLoc)) {
    StringRef Dir = llvm::sys::path::parent_path(File->getName());
    if (!Dir.endswith("amp-include")) {
      recordSpellingFix(FilenameRange, File, SearchPath);
      return;
    }
  }
  // Windows finds <AMP.h> and <Windows.h> too (the table matches without case).
  if (const MappedHeader *H = findMappedHeader(FileName)) {
    Facts.Includes.push_back({FileName.str(), FilenameRange, H, HashLoc});
    return;
  }
  recordSpellingFix(FilenameRange, File, SearchPath);
}

void RestrictRecorder::recordSpellingFix(CharSourceRange FilenameRange,
                                         Optional<FileEntryRef> File, StringRef SearchPath) {
  if (!File || FilenameRange.getBegin().isMacroID() || SearchPath.empty())
    return;
  // The name as written (clang may have turned its backslashes already).
  bool Invalid = false;
  StringRef Written = Lexer::getSourceText(FilenameRange, PP.getSourceManager(),
                                           PP.getLangOpts(), &Invalid);
  if (Invalid || Written.size() < 2)
    return;
  Optional<std::string> Fixed = linuxSpelling(SearchPath, Written.drop_front().drop_back());
  if (!Fixed)
    return;
  llvm::SmallString<256> Target;
  if (llvm::sys::fs::real_path(File->getName(), Target))
    return;
  Facts.SpellingFixes.push_back(
      {FilenameRange, Written.take_front().str() + *Fixed + Written.take_back().str(),
       std::string(Target)});
}
