//===- RestrictRewrite.cpp - restrict(amp[, cpu]) on functions and lambdas ===//
//
//   int f(int x) restrict(amp)          ->  __device__ int f(int x)
//   int g(int x) restrict(amp, cpu)     ->  __host__ __device__ int g(int x)
//   int h(int x) restrict(cpu)          ->  int h(int x)
//   [=](int x) restrict(amp) {...}      ->  [=] __device__ (int x) {...}
//
// HIP's qualifiers go in front of the declaration (lambdas: after the
// capture list), AMP's after the parameter list, so the rewrite moves them.
// A user macro that spells only the restriction (`#define GPU restrict(amp)`)
// is kept: its definition becomes `__device__` and its uses move to the
// front. Kernel lambdas are left alone: the kernel rewrite replaces them.
//
//===----------------------------------------------------------------------===//
#include "SourceText.h"
#include "Translator.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// HIP's qualifiers for an AMP restriction.
std::string hipQualifiers(const RestrictSpec &Spec) {
  if (Spec.Amp && Spec.Cpu)
    return "__host__ __device__";
  if (Spec.Amp)
    return "__device__";
  return "";
}

/// Where the declarator of a function declaration ends: the `;`, `{`, `=`
/// or `:` that follows its parameter list at nesting depth 0.
SourceLocation declaratorLimit(const TranslationState &S, SourceLocation AfterParams) {
  std::pair<FileID, unsigned> D = S.SM.getDecomposedLoc(AfterParams);
  StringRef Buf = S.SM.getBufferData(D.first);
  // Start after the `)` itself, so the nesting depth starts at 0.
  Lexer Lex(S.SM.getLocForStartOfFile(D.first), S.LO, Buf.begin(), Buf.begin() + D.second + 1,
            Buf.end());
  Token Tok;
  int Depth = 0;
  while (!Lex.LexFromRawLexer(Tok)) {
    if (Tok.isOneOf(tok::l_paren, tok::l_square))
      ++Depth;
    else if (Tok.isOneOf(tok::r_paren, tok::r_square))
      --Depth;
    else if (Depth == 0 && Tok.isOneOf(tok::semi, tok::l_brace, tok::equal, tok::colon))
      return Tok.getLocation();
  }
  return Tok.getLocation();
}

class RestrictRewriter {
public:
  RestrictRewriter(TranslationState &S) : S(S) {}

  void rewriteFunction(const FunctionDecl *FD) {
    FunctionTypeLoc FTL = FD->getFunctionTypeLoc();
    if (!FTL)
      return;
    SourceLocation AfterParams = S.fileLoc(FTL.getRParenLoc());
    if (!S.inScope(AfterParams))
      return;
    SourceLocation Limit = FD->doesThisDeclarationHaveABody()
                               ? S.fileLoc(FD->getBody()->getBeginLoc())
                               : declaratorLimit(S, AfterParams);
    const RestrictSpec *Spec = S.PP.findBetween(S.SM, AfterParams, Limit);
    if (!Spec)
      return;
    S.count(Spec->Amp ? (Spec->Cpu ? "restrict(amp, cpu) function" : "restrict(amp) function")
                      : "restrict(cpu) function",
            Spec->Loc);
    // After any `template <...>` headers: `template <> __device__ int f<int>()`.
    moveToFront(*Spec, S.fileLoc(FD->getInnerLocStart()));
  }

  void rewriteLambda(const LambdaExpr *L) {
    SourceLocation AfterIntro = S.fileLoc(L->getIntroducerRange().getEnd());
    const RestrictSpec *Spec =
        S.PP.findBetween(S.SM, AfterIntro, S.fileLoc(L->getBody()->getBeginLoc()));
    if (!Spec)
      return;
    S.count(Spec->Amp ? "restrict(amp) lambda" : "restrict(cpu) lambda", Spec->Loc);
    SourceLocation Insert = afterToken(S.SM, S.LO, AfterIntro);
    std::string Suffix = L->hasExplicitParameters() ? " " : " ()";
    if (!Spec->MacroName.empty()) {
      if (!checkMacro(*Spec))
        return;
      rewriteMacroBody(*Spec);
      if (!Spec->Amp)
        return;
      removeWithSpace(S.RW, Lexer::makeFileCharRange(Spec->CodeRange, S.SM, S.LO));
      S.RW.InsertTextAfter(Insert, " " + Spec->MacroName + Suffix);
      return;
    }
    removeWithSpace(S.RW, Lexer::makeFileCharRange(Spec->CodeRange, S.SM, S.LO));
    std::string Quals = hipQualifiers(*Spec);
    if (!Quals.empty())
      S.RW.InsertTextAfter(Insert, " " + Quals + Suffix);
  }

private:
  /// Remove the spec after the parameter list and put HIP's qualifiers (or
  /// the user's macro) at \p Front.
  void moveToFront(const RestrictSpec &Spec, SourceLocation Front) {
    if (!Spec.MacroName.empty()) {
      if (!checkMacro(Spec))
        return;
      rewriteMacroBody(Spec);
      // A cpu-only macro now expands to nothing and can stay where it is.
      if (!Spec.Amp)
        return;
      removeWithSpace(S.RW, Lexer::makeFileCharRange(Spec.CodeRange, S.SM, S.LO));
      S.RW.InsertTextBefore(Front, Spec.MacroName + " ");
      return;
    }
    removeWithSpace(S.RW, Lexer::makeFileCharRange(Spec.CodeRange, S.SM, S.LO));
    std::string Quals = hipQualifiers(Spec);
    if (!Quals.empty())
      S.RW.InsertTextBefore(Front, Quals + " ");
  }

  bool checkMacro(const RestrictSpec &Spec) {
    if (Spec.MacroIsPlainSpec && !Spec.NestedTooDeep)
      return true;
    if (Reported.insert(Spec.Loc.getRawEncoding()).second)
      S.Diags.report(DiagID::RestrictMacroDoesMore, S.SM, Spec.Loc, {Spec.ArgsText, Spec.MacroName});
    return false;
  }

  void rewriteMacroBody(const RestrictSpec &Spec) {
    SourceLocation Body = Spec.MacroBodyRange.getBegin();
    if (!S.inScope(Body)) {
      // Defined on the command line or in a file not translated: the use
      // moves to the front, so the definition must become HIP's qualifier.
      S.OutsideRestrictMacros[Spec.MacroName] = hipQualifiers(Spec);
      if (Reported.insert(Body.getRawEncoding()).second)
        S.Diags.report(DiagID::RestrictMacroDefinedOutside, S.SM, Spec.Loc,
                       {Spec.ArgsText, Spec.MacroName, hipQualifiers(Spec)});
      return;
    }
    if (!S.RewrittenMacroBodies.insert(Body.getRawEncoding()).second)
      return;
    S.RW.ReplaceText(Spec.MacroBodyRange, hipQualifiers(Spec));
  }

  TranslationState &S;
  std::set<unsigned> Reported;
};

} // namespace

void rewriteRestrictions(TranslationState &S, const AmpIndex &Index) {
  std::set<const LambdaExpr *> KernelLambdas;
  for (const KernelLaunch &K : Index.Launches)
    if (K.Lambda)
      KernelLambdas.insert(K.Lambda);
  RestrictRewriter R(S);
  for (const FunctionDecl *FD : Index.Functions)
    R.rewriteFunction(FD);
  for (const LambdaExpr *L : Index.Lambdas)
    if (!KernelLambdas.count(L))
      R.rewriteLambda(L);
}

} // namespace amp2hip
