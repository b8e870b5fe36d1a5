//===- AmpRulesDeclarations.cpp - what a restrict(amp) declaration says ---===//
//
//   float lerp(float a, float b, float t) throw() restrict(amp);     // 2028
//
//   int scale(int v) __GPU;                   // restrict(amp, cpu)
//   int scale(int v) __GPU_ONLY { ... }       // 2029: restrict(amp)
//
// AMP 1.2 (section 2.3.2) does not allow an exception specification on a
// restrict(amp) function. And the restriction is part of a function's type
// in AMP: a declaration restrict(amp, cpu) and a definition restrict(amp)
// name two functions, one of them never defined (Visual C++ then fails at
// the call, or at link time). HIP would take either silently, and the
// restriction amp2hip gives the function depends on which declaration it
// reads. Functions with one body per restriction (overloads on the
// restriction alone) are fine: only a declaration whose restriction no
// definition has, and that must be the defined function (it shares amp or
// cpu with the definition), and an out-of-class member definition that
// matches no declaration in its class, are reported, at the definition.
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"
#include "RestrictOverloads.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

std::string restrictText(const RestrictSpec *R) {
  if (!R || (!R->Amp && R->Cpu))
    return "cpu";
  return R->Cpu ? "amp, cpu" : "amp";
}

bool sameRestriction(const RestrictSpec *A, const RestrictSpec *B) {
  return restrictText(A) == restrictText(B);
}

bool allowsAmp(const RestrictSpec *R) { return R && R->Amp; }
bool allowsCpu(const RestrictSpec *R) { return !R || R->Cpu || !R->Amp; }

/// Declarations whose restrictions share a side (amp, or cpu) can only be
/// one function in AMP; disjoint ones may be an overload on the restriction
/// whose other half is defined in another file.
bool overlap(const RestrictSpec *A, const RestrictSpec *B) {
  return (allowsAmp(A) && allowsAmp(B)) || (allowsCpu(A) && allowsCpu(B));
}

void checkExceptionSpec(RuleContext &C, const AmpBody &B) {
  const auto *FPT = B.Fn->getType()->getAs<FunctionProtoType>();
  if (!FPT)
    return;
  ExceptionSpecificationType EST = FPT->getExceptionSpecType();
  if (EST != EST_Dynamic && EST != EST_DynamicNone && EST != EST_MSAny)
    return;
  SourceRange R = B.Fn->getExceptionSpecSourceRange();
  SourceLocation Loc = R.isValid() ? R.getBegin() : B.Fn->getLocation();
  std::string Text =
      R.isValid() ? Lexer::getSourceText(CharSourceRange::getTokenRange(R), C.S.SM, C.S.LO).str()
                  : "throw()";
  C.report(DiagID::ExceptionSpecOnAmp, Loc,
           {B.Lambda ? std::string("lambda") : B.Fn->getNameAsString(), Text});
}

void report(RuleContext &C, const FunctionDecl *Def, const FunctionDecl *Decl) {
  C.report(DiagID::RestrictionMismatch, Def->getLocation(),
           {Def->getNameAsString(), restrictText(C.Model.Restrict.ofDeclaration(Decl)),
            std::to_string(C.line(Decl->getLocation())), restrictText(C.Model.Restrict.ofDeclaration(Def))});
}

void checkRestrictionAgreement(RuleContext &C, const FunctionDecl *Def) {
  const RestrictSpec *DefSpec = C.Model.Restrict.ofDeclaration(Def);
  // An out-of-class member definition must match a declaration in its class.
  if (isa<CXXMethodDecl>(Def) && Def->isOutOfLine()) {
    const FunctionDecl *First = nullptr;
    for (const FunctionDecl *D : Def->redecls()) {
      if (D == Def)
        continue;
      if (sameRestriction(C.Model.Restrict.ofDeclaration(D), DefSpec))
        return;
      if (!First)
        First = D;
    }
    if (First)
      report(C, Def, First);
    return;
  }
  // The parse keeps a restrict(amp)-only function apart from its twin (model/
  // RestrictOverloads.h): in AMP's terms both are declarations of the name.
  std::vector<const FunctionDecl *> Decls(Def->redecls_begin(), Def->redecls_end());
  if (const FunctionDecl *Twin = restrictionTwin(C.S.Ctx, Def))
    Decls.insert(Decls.end(), Twin->redecls_begin(), Twin->redecls_end());
  std::vector<const FunctionDecl *> Bodies;
  for (const FunctionDecl *D : Decls)
    if (D->doesThisDeclarationHaveABody())
      Bodies.push_back(D);
  for (const FunctionDecl *D : Decls) {
    if (D->doesThisDeclarationHaveABody() || !C.S.inScope(D->getLocation()) || D->isImplicit())
      continue;
    const RestrictSpec *Spec = C.Model.Restrict.ofDeclaration(D);
    bool Defined = false;
    for (const FunctionDecl *Body : Bodies)
      Defined |= sameRestriction(C.Model.Restrict.ofDeclaration(Body), Spec);
    if (!Defined && overlap(Spec, DefSpec)) {
      report(C, Def, D);
      return;
    }
  }
}

} // namespace

void checkDeclarationRules(RuleContext &C) {
  for (const AmpBody &B : C.Graph.Bodies)
    checkExceptionSpec(C, B);
  for (const FunctionDecl *FD : C.Model.Functions)
    if (FD->doesThisDeclarationHaveABody() && C.S.inScope(FD->getLocation()) &&
        !FD->isImplicit() && (FD->getPreviousDecl() || restrictionTwin(C.S.Ctx, FD)))
      checkRestrictionAgreement(C, FD);
}

} // namespace amp2hip
