//===- RestrictRewrite.cpp - restrict(amp[, cpu]) on functions and lambdas ===//
//
//   int f(int x) restrict(amp)          ->  __device__ int f(int x)
//   int g(int x) restrict(amp, cpu)     ->  __host__ __device__ int g(int x)
//   int h(int x) restrict(cpu)          ->  int h(int x)
//   [=](int x) restrict(amp) {...}      ->  [=] __device__ (int x) {...}
//   ... restrict(amp) { struct S {       ->  ... { struct S {
//     float get() const { ... }                 __device__ float get() const { ... }
//
// A local class's member that writes no restriction takes the one of the
// code around its class (model/Restrictions.h); HIP gives it none, so its
// qualifiers are spelled. Defaulted members need none: HIP infers them.
// HIP's qualifiers go in front of the declaration (lambdas: after the
// capture list), AMP's after the parameter list, so the rewrite moves them.
// A user macro that spells only the restriction (`#define GPU restrict(amp)`)
// is kept: its definition becomes `__device__` and its uses move to the
// front. Kernel lambdas are left alone: the kernel rewrite replaces them.
//
//===----------------------------------------------------------------------===//
#include "SourceText.h"
#include "HipSpellings.h"
#include "RestrictOverloads.h"
#include "TextLayout.h"
#include "Rewrites.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// HIP's qualifiers for an AMP restriction.
std::string hipQualifiers(const RestrictSpec &Spec) {
  return hip::qualifiersFor(Spec.Amp, Spec.Cpu).str();
}

class RestrictRewriter {
public:
  RestrictRewriter(TranslationState &S, const Restrictions &R) : S(S), R(R) {}

  void rewriteFunction(const FunctionDecl *FD) {
    FunctionTypeLoc FTL = FD->getFunctionTypeLoc();
    if (!FTL || !S.inScope(FTL.getRParenLoc()))
      return;
    const RestrictSpec *Spec = R.ofDeclaration(FD);
    if (!Spec) {
      spellInherited(FD);
      return;
    }
    S.count(Spec->Amp ? (Spec->Cpu ? "restrict(amp, cpu) function" : "restrict(amp) function")
                      : "restrict(cpu) function",
            Spec->Loc);
    if (FTL.getRParenLoc().isMacroID()) {
      // `#define UNARY(n, e) int n(int x) GPU { return e; }`: the macro
      // spells the whole declarator, so the spec stays where the macro puts
      // it (HIP takes its qualifiers after the parameter list too), spelled
      // as HIP's in the #define it comes from.
      if (Spec->MacroBodyRange.isValid())
        rewriteMacroBody(*Spec);
      return;
    }
    if (S.RestrictSplit.count(restrictOverloadKey(FD))) {
      // Split by restriction: this one is the host's (emitRestrictSplits).
      removeWithSpace(S.RW, Lexer::makeFileCharRange(Spec->CodeRange, S.SM, S.LO));
      return;
    }
    // After any `template <...>` headers: `template <> __device__ int f<int>()`.
    moveToFront(*Spec, S.fileLoc(FD->getInnerLocStart()));
  }

  void rewriteLambda(const LambdaExpr *L) {
    SourceLocation AfterIntro = S.fileLoc(L->getIntroducerRange().getEnd());
    const RestrictSpec *Spec = R.ofLambda(L);
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
  void spellInherited(const FunctionDecl *FD) {
    if (FD->isImplicit() || FD->isDefaulted() || FD->isDeleted() || !R.inheritsAmp(FD))
      return;
    SourceLocation Front = FD->getInnerLocStart();
    if (Front.isMacroID())
      return; // The output check says so if the macro's member needed it.
    RestrictionSet Where = R.of(FD);
    S.count("local class member in amp code", Front);
    S.RW.InsertTextBefore(Front, hip::qualifiersFor(Where.Amp, Where.Cpu).str() + " ");
  }

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
  const Restrictions &R;
  std::set<unsigned> Reported;
};

} // namespace

void rewriteRestrictions(TranslationState &S, const AmpModel &Model) {
  RestrictRewriter R(S, Model.Restrict);
  for (const FunctionDecl *FD : Model.Functions)
    R.rewriteFunction(FD);
  for (const LambdaExpr *L : Model.Lambdas)
    if (!Model.isKernelLambda(L))
      R.rewriteLambda(L);
}

} // namespace amp2hip
