//===- AmpRules.cpp - the AMP code the rules check ------------------------===//
//
// The rules look at every body that runs on the accelerator: kernels (lambdas
// and functors), restrict(amp) lambdas and restrict(amp) functions, and at
// the calls between them (for recursion, for tile_static in functions only
// untiled kernels reach, and for barriers inside called functions).
//
// restrict(...) expands to nothing when amp2hip parses, so whether a
// function is restrict(amp) comes from what the preprocessor recorded: the
// first spec after the function's parameter list, before its body or the end
// of its declarator.
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include <deque>

using namespace clang;

namespace amp2hip {

bool isThreadDependentMember(StringRef Member) {
  return !(Member == "tile" || Member == "tile_origin" || Member == "tile_extent" ||
           Member == "barrier" || Member.startswith("tile_dim"));
}

const AmpBody *AmpCode::bodyOf(const FunctionDecl *FD) const {
  if (!FD)
    return nullptr;
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
    FD = P;
  auto It = ByFunction.find(FD->getCanonicalDecl());
  return It == ByFunction.end() ? nullptr : &Bodies[It->second];
}

namespace {

/// The canonical declaration calls are keyed by (the template's, for
/// instantiations).
const FunctionDecl *canonical(const FunctionDecl *FD) {
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
    FD = P;
  return FD->getCanonicalDecl();
}

bool isTiledKernel(const KernelLaunch &K, const FunctionDecl *Op) {
  if (Op && Op->getNumParams() == 1 && ampClassName(Op->getParamDecl(0)->getType()) == "tiled_index")
    return true;
  return K.Domain && ampClassName(K.Domain->getType()) == "tiled_extent";
}

/// The operator() of a functor kernel's class.
const CXXMethodDecl *functorOperator(const Expr *Callable) {
  const CXXRecordDecl *RD = Callable->getType().getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return nullptr;
  for (const CXXMethodDecl *MD : RD->getDefinition()->methods())
    if (MD->getOverloadedOperator() == OO_Call)
      return MD;
  return nullptr;
}

/// Direct calls (and constructions) inside one body, nested lambdas included.
class CallCollector : public RecursiveASTVisitor<CallCollector> {
public:
  std::vector<std::pair<const Expr *, const FunctionDecl *>> Calls;

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitCallExpr(CallExpr *Call) {
    if (const FunctionDecl *FD = Call->getDirectCallee())
      Calls.push_back({Call, canonical(FD)});
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    if (const CXXConstructorDecl *CD = E->getConstructor())
      Calls.push_back({E, canonical(CD)});
    return true;
  }
};

} // namespace

RuleContext::RuleContext(TranslationState &S, const AmpIndex &Index) : S(S), Index(Index) {
  Code.BarrierWaits.insert(Index.BarrierWaits.begin(), Index.BarrierWaits.end());
  auto Add = [&](AmpBody B) {
    const FunctionDecl *Key = canonical(B.Fn);
    auto It = Code.ByFunction.find(Key);
    if (It != Code.ByFunction.end()) {
      // A functor's operator() is a restrict(amp) function and a kernel.
      AmpBody &Old = Code.Bodies[It->second];
      Old.Kernel |= B.Kernel;
      Old.Tiled |= B.Tiled;
      return;
    }
    Code.ByFunction[Key] = Code.Bodies.size();
    Code.Bodies.push_back(B);
  };
  std::set<const LambdaExpr *> KernelLambdas;
  for (const KernelLaunch &K : Index.Launches) {
    AmpBody B;
    B.Kernel = true;
    if (K.Lambda) {
      KernelLambdas.insert(K.Lambda);
      B.Lambda = K.Lambda;
      B.Fn = K.Lambda->getCallOperator();
      B.Body = K.Lambda->getBody();
    } else if (K.Callable) {
      const CXXMethodDecl *Op = functorOperator(K.Callable);
      const FunctionDecl *Def = nullptr;
      if (!Op || !Op->hasBody(Def) || !S.inScope(Def->getLocation()))
        continue;
      B.Fn = Def;
      B.Body = Def->getBody();
    }
    if (!B.Fn || !B.Body)
      continue;
    B.Tiled = isTiledKernel(K, B.Fn);
    Add(B);
  }
  for (const LambdaExpr *L : Index.Lambdas) {
    if (KernelLambdas.count(L))
      continue;
    const RestrictSpec *R = S.PP.findBetween(S.SM, L->getIntroducerRange().getEnd(),
                                             L->getBody()->getBeginLoc());
    if (!R || !R->Amp)
      continue;
    AmpBody B;
    B.Lambda = L;
    B.Fn = L->getCallOperator();
    B.Body = L->getBody();
    B.CpuToo = R->Cpu;
    Add(B);
  }
  for (const FunctionDecl *FD : Index.Functions) {
    if (!FD->doesThisDeclarationHaveABody() || !FD->getBody())
      continue;
    const RestrictSpec *R = restrictSpec(FD);
    if (!R || !R->Amp)
      continue;
    AmpBody B;
    B.Fn = FD;
    B.Body = FD->getBody();
    B.CpuToo = R->Cpu;
    Add(B);
  }

  // Calls between the bodies, and which kernels reach which body.
  Code.Calls.resize(Code.Bodies.size());
  for (unsigned I = 0; I < Code.Bodies.size(); ++I) {
    CallCollector CC;
    CC.TraverseStmt(const_cast<Stmt *>(Code.Bodies[I].Body));
    for (auto &Call : CC.Calls)
      if (Code.ByFunction.count(Call.second))
        Code.Calls[I].push_back(Call);
  }
  auto Reach = [&](bool Tiled, std::set<unsigned> &Out) {
    std::deque<unsigned> Work;
    for (unsigned I = 0; I < Code.Bodies.size(); ++I)
      if (Code.Bodies[I].Kernel && Code.Bodies[I].Tiled == Tiled && Out.insert(I).second)
        Work.push_back(I);
    while (!Work.empty()) {
      unsigned I = Work.front();
      Work.pop_front();
      for (auto &Call : Code.Calls[I]) {
        unsigned J = Code.ByFunction[Call.second];
        if (Out.insert(J).second)
          Work.push_back(J);
      }
    }
  };
  Reach(true, Code.FromTiled);
  Reach(false, Code.FromUntiled);
}

unsigned RuleContext::line(SourceLocation Loc) const {
  return S.SM.getExpansionLineNumber(Loc);
}

void RuleContext::report(DiagID ID, SourceLocation Loc, std::vector<std::string> Args) {
  SourceLocation F = S.SM.getExpansionLoc(Loc);
  // One diagnostic per rule and line: `int (*fp)(int) = &f;` is one mistake.
  std::pair<unsigned, unsigned> Key{static_cast<unsigned>(ID),
                                    S.SM.getFileID(F).getHashValue() * 1000003u +
                                        S.SM.getExpansionLineNumber(F)};
  if (!Reported.insert(Key).second)
    return;
  S.Diags.report(ID, S.SM, F, std::move(Args));
}

const RestrictSpec *RuleContext::restrictSpec(const FunctionDecl *FD) {
  FD = canonical(FD);
  auto It = SpecCache.find(FD);
  if (It != SpecCache.end())
    return It->second;
  const RestrictSpec *Found = nullptr;
  for (const FunctionDecl *D : FD->redecls()) {
    const RestrictSpec *Best = ownSpec(D);
    // Declarations of one function may differ (AMP overloads on the
    // restriction, which a C++ parser sees as one function): amp wins.
    if (Best && (!Found || (Best->Amp && !Found->Amp)))
      Found = Best;
  }
  SpecCache[FD] = Found;
  return Found;
}

const RestrictSpec *RuleContext::ownSpec(const FunctionDecl *D) {
  const SourceManager &SM = S.SM;
  FunctionTypeLoc FTL = D->getFunctionTypeLoc();
  if (!FTL || FTL.getRParenLoc().isInvalid())
    return nullptr;
  SourceLocation After = SM.getExpansionLoc(FTL.getRParenLoc());
  const RestrictSpec *Best = S.PP.firstFrom(SM, After);
  if (!Best)
    return nullptr;
  // Only declarator tokens (const, noexcept, mutable, &, ...) may come
  // between the parameter list and the spec; a `;`, `{`, `=` or `:` ends
  // the declarator, so a later spec belongs to something else.
  std::pair<FileID, unsigned> Start = SM.getDecomposedLoc(After);
  unsigned Stop = SM.getFileOffset(Best->Loc);
  StringRef Buf = SM.getBufferData(Start.first);
  Lexer Lex(SM.getLocForStartOfFile(Start.first), S.LO, Buf.begin(),
            Buf.begin() + Start.second + 1, Buf.end());
  Token Tok;
  while (!Lex.LexFromRawLexer(Tok) && SM.getFileOffset(Tok.getLocation()) < Stop)
    if (Tok.isOneOf(tok::semi, tok::l_brace, tok::r_brace, tok::equal, tok::colon))
      return nullptr;
  return Best;
}

void checkAmpRules(TranslationState &S, const AmpIndex &Index) {
  RuleContext C(S, Index);
  checkTilingRules(C);
  checkTileStaticRules(C);
  checkLanguageRules(C);
  checkTypeRules(C);
  checkCaptureRules(C);
  checkDeclarationRules(C);
  checkAtomicRules(C);
  checkBarrierRules(C);
}

} // namespace amp2hip
