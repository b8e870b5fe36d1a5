//===- MacroInvocations.cpp -----------------------------------------------===//
#include "MacroInvocations.h"

#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "llvm/Support/FileSystem.h"
#include <algorithm>

using namespace clang;

namespace amp2hip {

InvocationIndex::InvocationIndex(const SourceManager &SM, const PreprocessorFacts &PP) : SM(SM) {
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

const MacroInvocation *InvocationIndex::of(SourceLocation Loc) const {
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

namespace {

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

} // namespace

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
  // A macro of a header outside the translated files (a test harness's
  // GPU_INVOKE in an -I directory) is expanded here all the same: the
  // expansion is text in a translated file, the header stays as it is
  // (its other macros, which the expansion may still name, with it). Not
  // the runtime's own macros: the shim is not the user's code.
  if (!Scope.contains(I.Info->getDefinitionLoc()) &&
      Scope.excludes(realPathOf(SM, SM.getFileID(SM.getSpellingLoc(I.Info->getDefinitionLoc())))))
    return "the macro is the runtime's own";
  if (spellsOnlyAKeyword(I, PP))
    return "the macro spells only a keyword";
  std::vector<std::string> Args;
  if (I.Info->isFunctionLike() && !readArguments(SM, LO, I, Args))
    return "its arguments cannot be read as text (a directive among them)";
  std::string Why;
  Text = substituted(SM, LO, *I.Info, bindParameters(*I.Info, Args), Why);
  return Why;
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
