//===- AmpRulesLaunch.cpp - launches the kernel rewrite can emit ----------===//
//
//   parallel_for_each inside a kernel                              2019
//   a launch inside a user macro amp2hip cannot expand in place    1006
//   a kernel whose rank cannot be read from the types              1004
//   tile<0>() (a tile dimension that is not positive)              2005
//   tile<64, 32>() (more than 1024 threads in a tile)              2004
//   a callable that is neither a lambda nor a class object         1002
//   an #if group the kernel's text cannot be moved across          1014
//   and what an in-place kernel lambda captures (AmpRulesCapture.cpp).
//
// A launch gets at most one of these, in this order: each makes the ones
// after it meaningless. A launch with one is rejected (RuleVerdict), and the
// kernel rewrite leaves it alone.
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"
#include "LaunchLayout.h"
#include "MacroInvocations.h"
#include "ParseTuning.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Is \p K inside the body of another launch's kernel lambda? AMP has no
/// such thing (parallel_for_each is not restrict(amp)), and rewriting both
/// would overlap (found by fuzzing).
bool isNested(RuleContext &C, const KernelLaunch &K) {
  const SourceManager &SM = C.S.SM;
  SourceLocation L = SM.getExpansionLoc(K.Call->getBeginLoc());
  for (const KernelLaunch &Outer : C.Model.Launches)
    if (&Outer != &K && Outer.Lambda && Outer.Lambda->getBody()) {
      SourceLocation B = SM.getExpansionLoc(Outer.Lambda->getBody()->getBeginLoc());
      SourceLocation E = SM.getExpansionLoc(Outer.Lambda->getBody()->getEndLoc());
      if (!SM.isBeforeInTranslationUnit(L, B) && !SM.isBeforeInTranslationUnit(E, L))
        return true;
    }
  return false;
}

/// 2005 and 2004, for the tile dimensions that are integer literals.
bool checkTileSize(RuleContext &C, const KernelLaunch &K) {
  long long Threads = 1;
  bool AllKnown = true;
  for (const std::string &D : K.Shape.TileDims) {
    char *End = nullptr;
    long long V = strtoll(D.c_str(), &End, 10);
    if (End == D.c_str() || *End) {
      AllKnown = false;
      continue;
    }
    if (V <= 0) {
      C.reportEach(DiagID::TileDimensionNotPositive, K.Call->getBeginLoc(), {D});
      return false;
    }
    Threads *= V;
  }
  if (AllKnown && Threads > 1024) {
    C.reportEach(DiagID::TileTooLarge, K.Call->getBeginLoc(), {std::to_string(Threads)});
    return false;
  }
  return true;
}

/// 1014: directives the kernel's text cannot be moved across
/// (model/LaunchLayout.h). The text the launch replaces is taken up to the
/// `;` after the call, as for a statement (the rewrite knows which it is).
bool checkLayout(RuleContext &C, const KernelLaunch &K) {
  const SourceManager &SM = C.S.SM;
  SourceLocation Begin = SM.getExpansionLoc(K.Call->getBeginLoc());
  SourceLocation End = SM.getExpansionLoc(K.Call->getEndLoc());
  SourceLocation Semi = Lexer::findLocationAfterToken(End, tok::semi, SM, C.S.LO, false);
  if (Semi.isInvalid())
    Semi = Lexer::getLocForEndOfToken(End, 0, SM, C.S.LO);
  LaunchLayout L = layoutLaunch(SM, C.S.LO, K, CharSourceRange::getCharRange(Begin, Semi));
  if (L.ok())
    return true;
  C.reportEach(DiagID::PreprocessorAcrossKernel, L.ProblemAt,
               {L.ProblemDirective, L.Problem, L.Remedy});
  return false;
}

/// False when the launch cannot be translated (reported, or not a launch
/// with a domain and a kernel at all).
bool checkLaunch(RuleContext &C, const KernelLaunch &K) {
  if (isNested(C, K)) {
    C.reportEach(DiagID::CallToNonAmpFunction, K.Call->getBeginLoc(),
                 {"concurrency::parallel_for_each"});
    return false;
  }
  SourceRange CallRange = K.Call->getSourceRange();
  if (CallRange.getBegin().isMacroID() || CallRange.getEnd().isMacroID()) {
    SourceLocation InMacro = CallRange.getBegin().isMacroID() ? CallRange.getBegin() : CallRange.getEnd();
    std::string Why = macroExpansionObstacle(C.S.SM, C.S.LO, C.S.PP, C.S.Scope, InMacro);
    if (Why.empty())
      Why = "it is nested in more than " + std::to_string(MaxMacroExpansionRounds) + " macros";
    C.reportEach(DiagID::LaunchInsideMacro, CallRange.getBegin(),
                 {Lexer::getImmediateMacroName(InMacro, C.S.SM, C.S.LO).str(), Why});
    return false;
  }
  if (!K.Domain || !K.Callable)
    return false;
  if (!K.Shape.Known) {
    C.reportEach(DiagID::KernelRankUnknown, K.Shape.UnknownAt, {K.Shape.UnknownWhat});
    return false;
  }
  if (K.Shape.Tiled && !checkTileSize(C, K))
    return false;
  if (K.Kind == KernelCallable::NotCallable) {
    C.reportEach(DiagID::CallableNotLambdaOrFunctor, K.Callable->getBeginLoc(),
                 {K.Callable->getType().getAsString(C.S.Ctx.getPrintingPolicy())});
    return false;
  }
  return !K.Lambda || (checkCaptures(C, K) && checkLayout(C, K));
}

} // namespace

void checkLaunchRules(RuleContext &C) {
  for (const KernelLaunch &K : C.Model.Launches)
    if (!checkLaunch(C, K))
      C.Verdict.RejectedLaunches.insert(K.Call);
}

} // namespace amp2hip
