//===- RestrictRecorder.cpp -----------------------------------------------===//
#include "RestrictRecorder.h"
#include "HipSpellings.h"
#include "WindowsPaths.h"

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

void RestrictRecorder::MacroExpands(const Token &MacroNameTok, const MacroDefinition &MD,
                                    SourceRange Range, const MacroArgs *Args) {
  const IdentifierInfo *II = MacroNameTok.getIdentifierInfo();
  if (!II || II->getName() != "restrict" || !MD.getMacroInfo() ||
      !MD.getMacroInfo()->isFunctionLike())
    return;
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
  SourceLocation NameLoc = MacroNameTok.getLocation();
  S.TokenLoc = NameLoc;
  if (NameLoc.isFileID()) {
    S.Loc = NameLoc;
    S.CodeRange = CharSourceRange::getTokenRange(NameLoc, Range.getEnd());
  } else {
    // Spelled inside a user macro: `#define GPU restrict(amp)`.
    CharSourceRange Outer = SM.getExpansionRange(NameLoc);
    S.Loc = Outer.getBegin();
    S.CodeRange = Outer;
    S.NestedTooDeep = SM.getImmediateExpansionRange(NameLoc).getBegin().isMacroID();
    S.MacroName = Lexer::getImmediateMacroName(NameLoc, SM, PP.getLangOpts()).str();
    SourceLocation SpellBegin = SM.getSpellingLoc(NameLoc);
    SourceLocation SpellEnd = SM.getSpellingLoc(Range.getEnd());
    S.MacroBodyRange = CharSourceRange::getTokenRange(SpellBegin, SpellEnd);
    if (const MacroInfo *MI = PP.getMacroInfo(PP.getIdentifierInfo(S.MacroName))) {
      S.MacroIsPlainSpec = MI->isObjectLike() && MI->getNumTokens() >= 3 &&
                           MI->tokens().front().getLocation() == SpellBegin &&
                           MI->tokens().back().getLocation() == SpellEnd;
    }
  }
  Facts.Restricts.push_back(std::move(S));
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
  if (Toks.size() == 1 && Toks[0].is(tok::identifier) &&
      Toks[0].getIdentifierInfo()->getName() == "tile_static") {
    Replacement = hip::Shared.str();
  } else if (Toks.size() >= 3 && Toks[0].is(tok::identifier) &&
             Toks[0].getIdentifierInfo()->getName() == "restrict" && Toks[1].is(tok::l_paren) &&
             Toks.back().is(tok::r_paren)) {
    bool Amp = false, Cpu = false;
    for (const Token &T : Toks.slice(2, Toks.size() - 3)) {
      if (T.is(tok::identifier)) {
        StringRef N = T.getIdentifierInfo()->getName();
        Amp |= N == "amp";
        Cpu |= N == "cpu";
      } else if (T.isNot(tok::comma)) {
        return; // Not a plain restriction.
      }
    }
    Replacement = (Amp && Cpu ? hip::HostDevice : Amp ? hip::Device : "").str();
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
