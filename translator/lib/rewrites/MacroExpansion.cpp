//===- MacroExpansion.cpp - launches and kernels inside user macros -------===//
#include "MacroExpansion.h"

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

/// Which top-level macro invocation a location comes from, answered in
/// logarithmic time: a file with a `restrict(amp, cpu)` on each of 100,000
/// functions has as many invocations, and a scan per location made the
/// translation quadratic (minutes for 10 MB).
class InvocationIndex {
public:
  InvocationIndex(const SourceManager &SM, const PreprocessorFacts &PP) : SM(SM) {
    for (const MacroInvocation &I : PP.MacroInvocations) {
      if (!I.TopLevel)
        continue;
      ByBegin.try_emplace(I.Range.getBegin().getRawEncoding(), &I);
      if (!I.Info->isFunctionLike() || !I.Range.getBegin().isFileID())
        continue;
      auto [File, Begin] = SM.getDecomposedLoc(I.Range.getBegin());
      auto [EndFile, End] = SM.getDecomposedLoc(I.Range.getEnd());
      if (EndFile == File && End >= Begin)
        Spans[File].push_back({Begin, End, &I});
    }
    // Keep only the outermost spans of each file: nested ones (a macro
    // written in another's arguments) start after and end before their
    // invocation's, so after sorting by start a span ending no later than
    // the last kept one is inside it.
    for (auto &[File, List] : Spans) {
      std::sort(List.begin(), List.end(), [](const Span &A, const Span &B) {
        return A.Begin != B.Begin ? A.Begin < B.Begin : A.End > B.End;
      });
      std::vector<Span> Outer;
      for (const Span &S : List)
        if (Outer.empty() || S.Begin > Outer.back().End)
          Outer.push_back(S);
      List = std::move(Outer);
    }
  }

  /// The top-level invocation that \p Loc comes from: a macro location, or
  /// a file location inside the arguments (the preprocessor reports a macro
  /// expanded within an argument at the argument's own text).
  const MacroInvocation *of(SourceLocation Loc) const {
    if (Loc.isInvalid())
      return nullptr;
    if (Loc.isMacroID()) {
      auto It = ByBegin.find(SM.getExpansionRange(Loc).getBegin().getRawEncoding());
      return It == ByBegin.end() ? nullptr : It->second;
    }
    auto [File, Offset] = SM.getDecomposedLoc(Loc);
    auto FileSpans = Spans.find(File);
    if (FileSpans == Spans.end())
      return nullptr;
    const std::vector<Span> &List = FileSpans->second;
    auto After = std::upper_bound(List.begin(), List.end(), Offset,
                                  [](unsigned O, const Span &S) { return O < S.Begin; });
    if (After == List.begin())
      return nullptr;
    const Span &S = *std::prev(After);
    return S.Begin != Offset && Offset <= S.End ? S.Invocation : nullptr;
  }

private:
  struct Span {
    unsigned Begin, End;
    const MacroInvocation *Invocation;
  };
  const SourceManager &SM;
  std::unordered_map<unsigned, const MacroInvocation *> ByBegin;
  std::map<FileID, std::vector<Span>> Spans;
};

/// `#define GPU restrict(amp)` and its kind are rewritten where they are
/// defined (RestrictRewrite): not expanded.
bool spellsOnlyAKeyword(const MacroInvocation &I, const PreprocessorFacts &PP) {
  if (I.Info->isFunctionLike() || I.Info->tokens().empty())
    return false;
  SourceLocation First = I.Info->tokens().front().getLocation();
  for (const AmpMacroDefinition &D : PP.MacroDefinitions)
    if (D.Body.getBegin() == First)
      return true;
  for (const RestrictSpec &S : PP.Restricts)
    if (S.MacroIsPlainSpec && S.MacroBodyRange.getBegin() == First)
      return true;
  return false;
}

/// The invocation's arguments as written (trimmed), split the way the
/// preprocessor splits them; false when they cannot be read as text.
bool readArguments(const SourceManager &SM, const LangOptions &LO, const MacroInvocation &I,
                   std::vector<std::string> &Args) {
  std::pair<FileID, unsigned> Begin = SM.getDecomposedLoc(I.Range.getBegin());
  StringRef Buf = SM.getBufferData(Begin.first);
  Lexer Raw(SM.getLocForStartOfFile(Begin.first), LO, Buf.begin(), Buf.begin() + Begin.second,
            Buf.end());
  Token T;
  Raw.LexFromRawLexer(T); // the name
  Raw.LexFromRawLexer(T);
  if (T.isNot(tok::l_paren))
    return false;
  unsigned Depth = 0, ArgStart = SM.getFileOffset(T.getEndLoc());
  auto take = [&](Token &Sep) {
    unsigned End = SM.getFileOffset(Sep.getLocation());
    Args.push_back(Buf.substr(ArgStart, End - ArgStart).trim().str());
    ArgStart = End + 1;
  };
  for (;;) {
    Raw.LexFromRawLexer(T);
    if (T.is(tok::eof))
      return false;
    if (T.is(tok::hash) && T.isAtStartOfLine())
      return false; // a directive inside the arguments
    if (T.is(tok::l_paren))
      ++Depth;
    else if (T.is(tok::r_paren) && Depth)
      --Depth;
    else if (T.is(tok::r_paren)) {
      take(T);
      return true;
    } else if (T.is(tok::comma) && !Depth)
      take(T);
  }
  return false;
}

/// The arguments each parameter gets: a variadic parameter takes the rest,
/// commas included.
std::vector<std::string> bindParameters(const MacroInfo &MI, std::vector<std::string> Args) {
  unsigned N = MI.getNumParams();
  if (Args.size() == 1 && Args[0].empty() && N == 0)
    Args.clear();
  if (MI.isVariadic() && Args.size() > N && N > 0) {
    for (size_t K = N; K < Args.size(); ++K)
      Args[N - 1] += ", " + Args[K];
    Args.resize(N);
  }
  Args.resize(N);
  return Args;
}

std::string stringified(StringRef Arg) {
  std::string Out = "\"";
  bool Space = false;
  for (char C : Arg) {
    if (C == ' ' || C == '\t' || C == '\n' || C == '\r') {
      Space = true;
      continue;
    }
    if (Space && Out.size() > 1)
      Out += ' ';
    Space = false;
    if (C == '"' || C == '\\')
      Out += '\\';
    Out += C;
  }
  return Out + "\"";
}

/// The macro's body with its parameters replaced by \p Args as written;
/// empty (and \p Why set) when it uses what text cannot reproduce.
std::string substituted(const SourceManager &SM, const LangOptions &LO, const MacroInfo &MI,
                        const std::vector<std::string> &Args, std::string &Why) {
  std::string Out;
  bool Paste = false;
  ArrayRef<Token> Body = MI.tokens();
  for (size_t K = 0; K < Body.size(); ++K) {
    const Token &T = Body[K];
    const IdentifierInfo *II = T.getIdentifierInfo();
    if (II && II->getName() == "__VA_OPT__") {
      Why = "its definition uses __VA_OPT__";
      return "";
    }
    if (T.is(tok::hashhash)) {
      while (!Out.empty() && Out.back() == ' ')
        Out.pop_back();
      // GNU `, ## __VA_ARGS__`: the comma goes when there is nothing to paste.
      if (K + 1 < Body.size() && !Out.empty() && Out.back() == ',' && Body[K + 1].getIdentifierInfo()) {
        int P = MI.getParameterNum(Body[K + 1].getIdentifierInfo());
        if (P >= 0 && Args[P].empty())
          Out.pop_back();
      }
      Paste = true;
      continue;
    }
    if (!Out.empty() && T.hasLeadingSpace() && !Paste)
      Out += ' ';
    Paste = false;
    if (T.is(tok::hash) && MI.isFunctionLike() && K + 1 < Body.size() &&
        Body[K + 1].getIdentifierInfo() && MI.getParameterNum(Body[K + 1].getIdentifierInfo()) >= 0) {
      Out += stringified(Args[MI.getParameterNum(Body[++K].getIdentifierInfo())]);
      continue;
    }
    int P = II && MI.isFunctionLike() ? MI.getParameterNum(II) : -1;
    Out += P >= 0 ? Args[P] : Lexer::getSpelling(T, SM, LO);
  }
  return Out;
}

std::string realPathOf(const SourceManager &SM, FileID F) {
  const FileEntry *FE = SM.getFileEntryForID(F);
  llvm::SmallString<256> Real;
  if (!FE)
    return "";
  // A file given as text only (not on disk) is known by its name.
  if (llvm::sys::fs::real_path(FE->getName(), Real))
    return FE->getName().str();
  return std::string(Real);
}

/// Why \p I cannot be expanded in place (empty when it can); its expansion
/// in \p Text.
std::string expansionOf(const SourceManager &SM, const LangOptions &LO, const PreprocessorFacts &PP,
                        const TranslationScope &Scope, const MacroInvocation &I, std::string &Text) {
  if (!Scope.contains(I.Range.getBegin()))
    return "the invocation is not in a translated file";
  if (!Scope.contains(I.Info->getDefinitionLoc()))
    return "the macro is defined outside the translated files";
  if (spellsOnlyAKeyword(I, PP))
    return "the macro spells only a keyword";
  std::vector<std::string> Args;
  if (I.Info->isFunctionLike() && !readArguments(SM, LO, I, Args))
    return "its arguments cannot be read as text (a directive among them)";
  std::string Why;
  Text = substituted(SM, LO, *I.Info, bindParameters(*I.Info, Args), Why);
  return Why;
}

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

std::string macroExpansionObstacle(const SourceManager &SM, const LangOptions &LO,
                                   const PreprocessorFacts &PP, const TranslationScope &Scope,
                                   SourceLocation Loc) {
  const MacroInvocation *I = InvocationIndex(SM, PP).of(Loc);
  if (!I)
    return "the macro is not one amp2hip saw expanded";
  std::string Text;
  return expansionOf(SM, LO, PP, Scope, *I, Text);
}

} // namespace amp2hip
