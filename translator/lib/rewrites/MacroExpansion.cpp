//===- MacroExpansion.cpp - launches and kernels inside user macros -------===//
#include "MacroExpansion.h"
#include "MacroInvocations.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "llvm/Support/FileSystem.h"
#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

using namespace clang;

namespace amp2hip {

namespace {

constexpr const char *kNote = "// amp2hip: expanded macro";

/// Each edit of \p I: the invocation replaced by its expansion; then, at the
/// end of the line, a note and the line breaks that keep the lines after it
/// where they were (so diagnostics point at the input's lines).
void expandInvocation(const SourceManager &SM, const LangOptions &LO, const MacroInvocation &I,
                      const std::string &Text, std::map<std::pair<std::string, unsigned>, MsvcFix> &Notes,
                      std::vector<MsvcFix> &Edits) {
  std::pair<FileID, unsigned> B = SM.getDecomposedLoc(I.Range.getBegin());
  unsigned End = SM.getFileOffset(Lexer::getLocForEndOfToken(I.Range.getEnd(), 0, SM, LO));
  StringRef Buf = SM.getBufferData(B.first);
  std::string File = realPathOf(SM, B.first);
  MsvcFix Edit;
  Edit.File = File;
  Edit.Offset = B.second;
  Edit.Length = End - B.second;
  Edit.Replacement = Text;
  Edits.push_back(Edit);
  size_t LineEnd = Buf.find_first_of("\r\n", End);
  if (LineEnd == StringRef::npos)
    LineEnd = Buf.size();
  if (LineEnd > 0 && Buf[LineEnd - 1] == '\\')
    return;
  MsvcFix &Note = Notes[{File, unsigned(LineEnd)}];
  bool First = Note.File.empty();
  if (First) {
    Note.File = File;
    Note.Offset = LineEnd;
    // A macro that an earlier pass expanded joins its note.
    size_t LineStart = Buf.find_last_of("\r\n", B.second);
    LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
    First = !Buf.substr(LineStart, LineEnd - LineStart).contains(kNote);
    if (First)
      Note.Replacement = std::string(" ") + kNote;
  }
  Note.Replacement += (First ? " " : ", ") + I.Name;
  size_t Lost = Buf.substr(B.second, End - B.second).count('\n');
  size_t Kept = StringRef(Text).count('\n');
  bool CRLF = Buf.substr(LineEnd).startswith("\r");
  for (size_t K = Kept; K < Lost; ++K)
    Note.Replacement += CRLF ? "\r\n" : "\n";
}

/// Does \p MI's body launch a kernel or spell a restriction?
bool spellsAmp(const MacroInfo &MI) {
  for (const Token &T : MI.tokens())
    if (const IdentifierInfo *II = T.getIdentifierInfo())
      if (II->getName() == "parallel_for_each" || II->getName() == "restrict")
        return true;
  return false;
}

/// A definition in the main file whose every use is expanded, and which
/// spells AMP, becomes a comment of as many lines.
void retireDefinition(const SourceManager &SM, const LangOptions &LO, const MacroInfo &MI,
                      StringRef Name, std::vector<MsvcFix> &Edits) {
  std::pair<FileID, unsigned> Def = SM.getDecomposedLoc(MI.getDefinitionLoc());
  if (Def.first != SM.getMainFileID() || !spellsAmp(MI))
    return;
  StringRef Buf = SM.getBufferData(Def.first);
  size_t Hash = Buf.rfind('#', Def.second);
  if (Hash == StringRef::npos)
    return;
  unsigned End = SM.getFileOffset(Lexer::getLocForEndOfToken(MI.getDefinitionEndLoc(), 0, SM, LO));
  MsvcFix Edit;
  Edit.File = realPathOf(SM, Def.first);
  Edit.Offset = Hash;
  Edit.Length = End - Hash;
  Edit.Replacement = "// amp2hip: macro " + Name.str() + " expanded where it is used";
  bool CRLF = Buf.substr(Hash, End - Hash).contains("\r\n");
  for (size_t K = 0, N = Buf.substr(Hash, End - Hash).count('\n'); K < N; ++K)
    Edit.Replacement += CRLF ? "\r\n" : "\n";
  Edits.push_back(Edit);
}

/// The top-level invocations that a launch of the model is inside, or a
/// lambda together with a restriction (a macro that spells a function's
/// declarator is RestrictRewrite's: amp2hip-1001).
std::set<const MacroInvocation *> invocationsToExpand(const SourceManager &SM,
                                                      const PreprocessorFacts &PP,
                                                      const AmpModel &Model) {
  std::set<const MacroInvocation *> Found, WithLambda, WithRestrict;
  const InvocationIndex Index(SM, PP);
  auto add = [&](std::set<const MacroInvocation *> &To, SourceLocation L) {
    if (const MacroInvocation *I = Index.of(L))
      if (!spellsOnlyAKeyword(*I, PP))
        To.insert(I);
  };
  for (const KernelLaunch &K : Model.Launches) {
    add(Found, K.Call->getBeginLoc());
    add(Found, K.Call->getEndLoc());
  }
  for (const LambdaExpr *L : Model.Lambdas) {
    add(WithLambda, L->getBeginLoc());
    add(WithLambda, L->getEndLoc());
    if (L->getBody())
      add(WithLambda, L->getBody()->getBeginLoc());
  }
  for (const RestrictSpec &R : PP.Restricts)
    add(WithRestrict, R.TokenLoc);
  for (const MacroInvocation *I : WithLambda)
    if (WithRestrict.count(I))
      Found.insert(I);
  return Found;
}

} // namespace

std::vector<MsvcFix> planMacroExpansions(ASTContext &Ctx, const PreprocessorFacts &PP,
                                         const TranslationScope &Scope, const AmpModel &Model) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  std::vector<MsvcFix> Edits;
  std::map<std::pair<std::string, unsigned>, MsvcFix> Notes;
  std::map<const MacroInfo *, unsigned> Expanded;
  for (const MacroInvocation *I : invocationsToExpand(SM, PP, Model)) {
    std::string Text;
    if (!expansionOf(SM, LO, PP, Scope, *I, Text).empty())
      continue;
    expandInvocation(SM, LO, *I, Text, Notes, Edits);
    ++Expanded[I->Info];
  }
  for (auto &[Key, Note] : Notes)
    Edits.push_back(Note);
  for (auto [MI, Count] : Expanded) {
    unsigned Uses = 0;
    std::string Name;
    for (const MacroInvocation &I : PP.MacroInvocations)
      if (I.Info == MI) {
        ++Uses;
        Name = I.Name;
      }
    if (Uses == Count)
      retireDefinition(SM, LO, *MI, Name, Edits);
  }
  return Edits;
}

} // namespace amp2hip
