//===- TileBarriers.cpp ---------------------------------------------------===//
#include "TileBarriers.h"
#include "AmpClasses.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// Is \p Call a call of a helper that only waits on a barrier it is given,
/// like `void sync(const tile_barrier &b) restrict(amp) { b.wait(); }`?
/// Such a call is a barrier: the split needs no view into the helper. Its
/// arguments must be plain names (`t.barrier`, a copy), since the tile-loop
/// form evaluates the barrier's statement once for the tile, not per thread.
bool isWaitHelperCall(const AmpModel &Model, const CallExpr *Call) {
  const FunctionDecl *FD = Call->getDirectCallee();
  const FunctionDecl *Def = nullptr;
  if (!FD || Model.isBarrierWait(Call) || !FD->hasBody(Def))
    return false;
  for (const Expr *Arg : Call->arguments()) {
    const Expr *A = Arg->IgnoreImplicit()->IgnoreParens();
    while (const auto *ME = dyn_cast<MemberExpr>(A))
      A = ME->getBase()->IgnoreImplicit()->IgnoreParens();
    if (!isa<DeclRefExpr>(A))
      return false;
  }
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
  if (!Body || Body->body_empty())
    return false;
  for (const Stmt *S : Body->body()) {
    const CallExpr *Wait = statementCall(S);
    if (!isa<NullStmt>(S) && !(Wait && Model.isBarrierWait(Wait)))
      return false;
  }
  return true;
}


/// Does \p Def's tiled_index parameter spell its tile sizes (`tiled_index<TS>`,
/// not an alias)? A class template's member spells them so.
bool indexSpellsTileSizes(const CXXMethodDecl *Def) {
  if (Def->getNumParams() != 1 || !Def->getParamDecl(0)->getTypeSourceInfo())
    return false;
  const ASTContext &Ctx = Def->getASTContext();
  return !writtenTemplateArgs(Def->getParamDecl(0)->getTypeSourceInfo()->getTypeLoc(),
                              Ctx.getSourceManager(), Ctx.getLangOpts())
              .empty();
}

} // namespace

/// Calls \p Visit on \p S and everything below it, lambdas' bodies
/// included; stops when \p Visit returns true, and says so.
bool anyBelow(const Stmt *S, const std::function<bool(const Stmt *)> &Visit) {
  if (!S)
    return false;
  if (Visit(S))
    return true;
  if (const auto *L = dyn_cast<LambdaExpr>(S))
    if (anyBelow(L->getBody(), Visit))
      return true;
  for (const Stmt *C : S->children())
    if (anyBelow(C, Visit))
      return true;
  return false;
}

/// The call \p S is, as a statement; null when it is something else.
const CallExpr *statementCall(const Stmt *S) {
  const auto *E = dyn_cast<Expr>(S);
  if (!E)
    return nullptr;
  E = E->IgnoreImplicit();
  if (const auto *EWC = dyn_cast<ExprWithCleanups>(E))
    E = EWC->getSubExpr()->IgnoreImplicit();
  return dyn_cast<CallExpr>(E);
}

bool isBarrierCall(const AmpModel &Model, const CallExpr *Call) {
  return Model.isBarrierWait(Call) || isWaitHelperCall(Model, Call);
}

bool isCallEndingAtBarrier(const AmpModel &Model, const CallExpr *Call) {
  // Helpers being looked at: a (recursive, invalid) helper calling itself
  // ends the look instead of the stack.
  static thread_local std::set<const FunctionDecl *> Looking;
  const FunctionDecl *FD = Call->getDirectCallee();
  const FunctionDecl *Def = nullptr;
  if (!FD || isBarrierCall(Model, Call) || !FD->hasBody(Def) || !FD->getReturnType()->isVoidType())
    return false;
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
  if (!Body || Body->body_empty() || !isBarrierStatement(Model, Body->body_back()) ||
      !Looking.insert(Def).second)
    return false;
  bool Before = llvm::any_of(llvm::make_range(Body->body_begin(), Body->body_end() - 1),
                             [&](const Stmt *S) {
                               return containsBarrier(Model, S) || barrierThroughCall(Model, S, true);
                             });
  Looking.erase(Def);
  return !Before;
}

bool endsAtBarrier(const AmpModel &Model, const Stmt *S) {
  const CallExpr *Call = statementCall(S);
  return Call && isCallEndingAtBarrier(Model, Call);
}

bool isBarrierStatement(const AmpModel &Model, const Stmt *S) {
  const CallExpr *Call = statementCall(S);
  return Call && isBarrierCall(Model, Call);
}

bool containsBarrier(const AmpModel &Model, const Stmt *S) {
  return anyBelow(S, [&](const Stmt *C) {
    const auto *Call = dyn_cast<CallExpr>(C);
    return Call && (isBarrierCall(Model, Call) || isCallEndingAtBarrier(Model, Call));
  });
}

/// Does a call in \p Body reach a barrier in another function (or a
/// lambda), where the tile-loop form cannot split? Unresolved calls (in a
/// template) count when any barrier of the unit is outside a kernel body.
bool barrierThroughCall(const AmpModel &Model, const Stmt *Body, bool BarrierOutsideKernels) {
  std::set<const FunctionDecl *> Seen;
  std::function<bool(const Stmt *)> Reaches = [&](const Stmt *S) {
    return anyBelow(S, [&](const Stmt *C) {
      if (const auto *L = dyn_cast<LambdaExpr>(C))
        return containsBarrier(Model, L->getBody());
      const auto *Call = dyn_cast<CallExpr>(C);
      if (!Call || isBarrierCall(Model, Call) || isCallEndingAtBarrier(Model, Call))
        return false;
      const FunctionDecl *FD = Call->getDirectCallee();
      if (!FD)
        return BarrierOutsideKernels && !isa<CXXOperatorCallExpr>(Call);
      const FunctionDecl *Def = nullptr;
      if (!FD->hasBody(Def) || !Seen.insert(Def).second)
        return false;
      return containsBarrier(Model, Def->getBody()) || Reaches(Def->getBody());
    });
  };
  return Reaches(Body);
}

/// Is one of the unit's barriers outside every kernel's own body (in a
/// function a kernel may call)? A named lambda's or functor's operator() is
/// a kernel's body too: it is launched, not called.
bool barrierOutsideKernels(const AmpModel &Model, const SourceManager &SM) {
  std::vector<const Stmt *> Bodies;
  for (const KernelLaunch &K : Model.Launches) {
    if (K.Lambda)
      Bodies.push_back(K.Lambda->getBody());
    if (K.NamedLambda)
      Bodies.push_back(K.NamedLambda->getBody());
    const FunctionDecl *Def = nullptr;
    if (K.Entry && K.Entry->hasBody(Def))
      Bodies.push_back(Def->getBody());
  }
  for (const CallExpr *Wait : Model.BarrierWaits) {
    bool InKernel = false;
    for (const Stmt *Body : Bodies)
      if (Body && SM.isPointWithin(Wait->getBeginLoc(), Body->getBeginLoc(), Body->getEndLoc()))
        InKernel = true;
    if (!InKernel)
      return true;
  }
  return false;
}

/// The class of a functor kernel: for `F<T, TS>{...}` launched in a
/// template, where F's instantiation is not known, F's pattern.
const CXXRecordDecl *functorClass(const KernelLaunch &K) {
  QualType T = K.Callable->getType().getNonReferenceType();
  if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl())
    return RD;
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (const auto *CTD = dyn_cast_or_null<ClassTemplateDecl>(TST->getTemplateName().getAsTemplateDecl()))
      return CTD->getTemplatedDecl();
  return nullptr;
}

const CXXMethodDecl *functorOperatorDefinition(const KernelLaunch &K) {
  // A class template's operator(): its pattern, whose one text serves
  // every instantiation.
  const FunctionDecl *Entry = K.Entry, *Def = nullptr;
  if (!Entry)
    if (const CXXRecordDecl *RD = functorClass(K)) {
      unsigned Found = 0;
      for (const Decl *D : RD->decls()) {
        if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D))
          D = FTD->getTemplatedDecl();
        if (const auto *MD = dyn_cast<CXXMethodDecl>(D); MD && MD->getOverloadedOperator() == OO_Call)
          Entry = MD, ++Found;
      }
      if (Found != 1) // which one the launch calls is not known
        Entry = nullptr;
    }
  if (Entry && Entry->getTemplateInstantiationPattern())
    Entry = Entry->getTemplateInstantiationPattern();
  if (Entry)
    Entry->hasBody(Def);
  return dyn_cast_or_null<CXXMethodDecl>(Def);
}

/// Does a functor kernel's operator() reach a barrier?
bool functorHasBarriers(const AmpModel &Model, const KernelLaunch &K) {
  if (const CXXMethodDecl *Def = functorOperatorDefinition(K))
    return containsBarrier(Model, Def->getBody()) || barrierThroughCall(Model, Def->getBody(), true);
  const CXXRecordDecl *RD = functorClass(K);
  if (!RD)
    return !Model.BarrierWaits.empty();
  for (const CXXMethodDecl *MD : RD->methods()) {
    const FunctionDecl *Def = nullptr;
    // A class template's operator() may not be instantiated: its pattern says.
    const FunctionDecl *Pattern = MD->getTemplateInstantiationPattern();
    if (MD->getOverloadedOperator() == OO_Call && (Pattern ? Pattern : MD)->hasBody(Def))
      if (containsBarrier(Model, Def->getBody()) || barrierThroughCall(Model, Def->getBody(), true))
        return true;
  }
  return false;
}


/// Why a functor kernel's operator() cannot have a tile-loop form ("" when
/// it can): the form is a member function written next to it (in a class
/// template, in the template, where its one text serves every
/// instantiation), and acts on the one copy of the functor that a block's
/// threads then share.
std::string functorWhyNot(const KernelLaunch &K, const CXXMethodDecl *Def) {
  if (K.Kind != KernelCallable::Functor && K.Kind != KernelCallable::This)
    return "the kernel is a lambda object whose lambda is not written in the launching function";
  if (!Def)
    return "the functor's operator() has no definition here";
  const CXXRecordDecl *RD = Def->getParent();
  if (Def->getDescribedFunctionTemplate() || Def->getPrimaryTemplate())
    return "the functor's operator() is a template";
  if (isa<ClassTemplatePartialSpecializationDecl>(RD))
    return "the functor is a partial specialization of a class template";
  if (Def->isDependentContext() && !indexSpellsTileSizes(Def))
    return "the functor is a template whose operator()'s tiled_index does not spell its tile sizes";
  if (RD->isLocalClass())
    return "the functor is a local class";
  if (Def->isOutOfLine())
    return "the functor's operator() is defined outside its class";
  if (!Def->isConst())
    return "the functor's operator() is not const (each thread has its own copy)";
  if (Def->getBeginLoc().isMacroID() || Def->getEndLoc().isMacroID())
    return "the functor's operator() is written by a macro";
  return "";
}

const DeclStmt *namedLambdaDeclaration(const KernelLaunch &K) {
  const auto *DRE = K.Callable ? dyn_cast<DeclRefExpr>(ignoreWrappers(K.Callable)) : nullptr;
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  const FunctionDecl *FD = K.Closure.Enclosing;
  if (!VD || !FD || !FD->getBody())
    return nullptr;
  const DeclStmt *Found = nullptr;
  anyBelow(FD->getBody(), [&](const Stmt *S) {
    if (const auto *DS = dyn_cast<DeclStmt>(S); DS && DS->isSingleDecl() && DS->getSingleDecl() == VD)
      Found = DS;
    return Found != nullptr;
  });
  return Found;
}

std::string namedLambdaWhyNot(const AmpModel &Model, const KernelLaunch &K) {
  if (!K.NamedLambda)
    return "the kernel is a lambda object whose lambda is not written in the launching function";
  const DeclStmt *Decl = namedLambdaDeclaration(K);
  if (!Decl)
    return "the lambda's variable is not declared alone in the launching function";
  if (K.NamedLambda->isMutable())
    return "the lambda is mutable (each thread has its own captured copies)";
  if (K.NamedLambda->getCallOperator()->getNumParams() != 1)
    return "the lambda does not take one tiled_index";
  if (Decl->getBeginLoc().isMacroID() || Decl->getEndLoc().isMacroID())
    return "the lambda is declared by a macro";
  // Every use of the variable must be a launch's kernel: the host backend's
  // lambda takes the tile-loop form's tag instead of a tiled_index.
  const auto *VD = cast<VarDecl>(Decl->getSingleDecl());
  std::set<const Expr *> Launched;
  for (const KernelLaunch &L : Model.Launches)
    if (L.Callable && L.Shape.Tiled)
      Launched.insert(ignoreWrappers(L.Callable));
  bool OtherUse = anyBelow(K.Closure.Enclosing->getBody(), [&](const Stmt *S) {
    const auto *DRE = dyn_cast<DeclRefExpr>(S);
    return DRE && DRE->getDecl() == VD && !Launched.count(DRE);
  });
  if (OtherUse)
    return "the lambda object is used other than as a tiled launch's kernel";
  return "";
}

} // namespace amp2hip
