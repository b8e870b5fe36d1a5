//===- Restrictions.cpp ---------------------------------------------------===//
#include "Restrictions.h"

#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

const FunctionDecl *canonicalFunction(const FunctionDecl *FD) {
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
    FD = P;
  return FD->getCanonicalDecl();
}

const FunctionDecl *localClassFunction(const FunctionDecl *FD) {
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  if (!MD || MD->getParent()->isLambda())
    return nullptr;
  return dyn_cast_or_null<FunctionDecl>(MD->getParent()->getParentFunctionOrMethod());
}

RestrictionSet Restrictions::of(const FunctionDecl *FD) const {
  if (const RestrictSpec *R = ofFunction(FD))
    return {R->Cpu, R->Amp};
  if (const FunctionDecl *Around = localClassFunction(canonicalFunction(FD)))
    return inside(Around);
  return {};
}

bool Restrictions::inheritsAmp(const FunctionDecl *FD) const {
  return !ofFunction(FD) && localClassFunction(canonicalFunction(FD)) && of(FD).Amp;
}

RestrictionSet Restrictions::inside(const FunctionDecl *FD) const {
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  if (!MD || !MD->getParent()->isLambda())
    return of(FD);
  // A lambda's spec lies between its introducer (where its class is) and
  // its body; the call operator's declarator has no parameter list to find
  // it after when the lambda is written without one (`[=] restrict(amp) {`).
  const CXXRecordDecl *Closure = MD->getParent();
  if (const Stmt *Body = MD->getBody())
    if (const RestrictSpec *R = PP.findBetween(SM, SM.getExpansionLoc(Closure->getLocation()),
                                               SM.getExpansionLoc(Body->getBeginLoc())))
      return {R->Cpu, R->Amp};
  if (const auto *Outer = dyn_cast_or_null<FunctionDecl>(Closure->getParentFunctionOrMethod()))
    return inside(canonicalFunction(Outer));
  return {};
}

SourceLocation Restrictions::declaratorEnd(SourceLocation AfterParams) const {
  std::pair<FileID, unsigned> D = SM.getDecomposedLoc(AfterParams);
  StringRef Buf = SM.getBufferData(D.first);
  // Start after the `)` itself, so the nesting depth starts at 0.
  Lexer Lex(SM.getLocForStartOfFile(D.first), LO, Buf.begin(), Buf.begin() + D.second + 1,
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

const RestrictSpec *Restrictions::ofDeclaration(const FunctionDecl *D) const {
  FunctionTypeLoc FTL = D->getFunctionTypeLoc();
  if (!FTL || FTL.getRParenLoc().isInvalid())
    return nullptr;
  if (FTL.getRParenLoc().isMacroID())
    if (const RestrictSpec *R = inMacroDeclarator(D, FTL.getRParenLoc()))
      return R;
  SourceLocation AfterParams = SM.getExpansionLoc(FTL.getRParenLoc());
  SourceLocation End = declaratorEnd(AfterParams);
  if (D->doesThisDeclarationHaveABody() && D->getBody()) {
    SourceLocation Body = SM.getExpansionLoc(D->getBody()->getBeginLoc());
    if (SM.isBeforeInTranslationUnit(Body, End))
      End = Body;
  }
  return PP.findBetween(SM, AfterParams, End);
}

const RestrictSpec *Restrictions::inMacroDeclarator(const FunctionDecl *D,
                                                    SourceLocation RParen) const {
  // `#define UNARY(name) int name(int x) restrict(amp) { ... }`: the
  // parameter list, the spec and the body come out of one expansion, so
  // their file locations are all the macro's use; the tokens' own
  // locations inside the expansion say which spec follows the parameters.
  SourceLocation Use = SM.getExpansionLoc(RParen);
  SourceLocation Body;
  if (D->doesThisDeclarationHaveABody() && D->getBody())
    Body = D->getBody()->getBeginLoc();
  for (const RestrictSpec &S : PP.Restricts) {
    if (S.Loc != Use || S.TokenLoc.isInvalid() || !S.TokenLoc.isMacroID())
      continue;
    if (!SM.isBeforeInTranslationUnit(RParen, S.TokenLoc))
      continue;
    if (Body.isValid() && !SM.isBeforeInTranslationUnit(S.TokenLoc, Body))
      continue;
    return &S;
  }
  return nullptr;
}

const RestrictSpec *Restrictions::ofFunction(const FunctionDecl *FD) const {
  FD = canonicalFunction(FD);
  auto It = ByFunction.find(FD);
  if (It != ByFunction.end())
    return It->second;
  const RestrictSpec *Found = nullptr;
  for (const FunctionDecl *D : FD->redecls())
    if (const RestrictSpec *R = ofDeclaration(D))
      if (!Found || (R->Amp && !Found->Amp))
        Found = R;
  ByFunction[FD] = Found;
  return Found;
}

const RestrictSpec *Restrictions::ofLambda(const LambdaExpr *L) const {
  return PP.findBetween(SM, SM.getExpansionLoc(L->getIntroducerRange().getEnd()),
                        SM.getExpansionLoc(L->getBody()->getBeginLoc()));
}

} // namespace amp2hip
