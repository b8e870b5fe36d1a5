//===- TileRegions.cpp ----------------------------------------------------===//
#include "TileRegions.h"
#include "AmpClasses.h"
#include "ConditionalDirectives.h"
#include "TileBarriers.h"
#include "TileConstructs.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/StmtCXX.h"

#include <functional>

using namespace clang;

namespace amp2hip {

std::vector<const Stmt *> listStatements(const Stmt *List) {
  if (const auto *CS = dyn_cast<CompoundStmt>(List))
    return std::vector<const Stmt *>(CS->body_begin(), CS->body_end());
  return {List};
}

namespace {

/// Is every declaration of \p S one the whole tile shares: tile_static
/// storage, a constant (evaluated the same by every thread), a type?
bool isTileWide(const Stmt *S, ASTContext &Ctx) {
  const auto *DS = dyn_cast<DeclStmt>(S);
  if (!DS)
    return false;
  for (const Decl *D : DS->decls()) {
    const auto *VD = dyn_cast<VarDecl>(D);
    if (!VD) {
      if (!isa<TypeDecl>(D) && !isa<UsingDecl>(D) && !isa<UsingDirectiveDecl>(D) &&
          !isa<StaticAssertDecl>(D))
        return false;
      continue;
    }
    if (isTileStatic(VD))
      continue;
    const Expr *Init = VD->getInit();
    if (!VD->getType().isConstQualified() || VD->getType()->isReferenceType() || !Init ||
        Init->isValueDependent() || Init->isTypeDependent() || !Init->isEvaluatable(Ctx))
      return false;
  }
  return true;
}

/// The lambda \p VD is initialized with (`auto org = [t]() restrict(amp) {...};`).
const LambdaExpr *lambdaOf(const VarDecl *VD) {
  return VD->getInit() ? dyn_cast<LambdaExpr>(ignoreWrappers(VD->getInit())) : nullptr;
}

/// Is \p DRE only read where it stands (not written, not bound to a
/// reference, not its address taken)?
bool isReadOnly(ASTContext &Ctx, const DeclRefExpr *DRE) {
  // Through parentheses: a macro's body parenthesizes its arguments
  // (`#define AT(k) sh[((k) + t.local[0]) % TS]` used with a loop's `k`).
  const Expr *Use = DRE;
  const Stmt *P = nullptr;
  for (;;) {
    DynTypedNodeList Parents = Ctx.getParents(*Use);
    if (Parents.empty())
      return false;
    P = Parents[0].get<Stmt>();
    const auto *Paren = dyn_cast_or_null<ParenExpr>(P);
    if (!Paren)
      break;
    Use = Paren;
  }
  if (const auto *ICE = dyn_cast_or_null<ImplicitCastExpr>(P))
    return ICE->getCastKind() == CK_LValueToRValue;
  if (const auto *BO = dyn_cast_or_null<BinaryOperator>(P))
    return !BO->isAssignmentOp() || BO->getRHS()->IgnoreParens() == Use;
  if (const auto *ASE = dyn_cast_or_null<ArraySubscriptExpr>(P))
    return ASE->getIdx()->IgnoreParens() == Use;
  if (const auto *UO = dyn_cast_or_null<UnaryOperator>(P))
    return UO->getOpcode() == UO_Minus || UO->getOpcode() == UO_Plus ||
           UO->getOpcode() == UO_LNot || UO->getOpcode() == UO_Not;
  return false;
}

/// A break or continue in \p S that leaves \p S, or a goto.
bool jumpsOut(const Stmt *S, bool InLoop, bool InSwitch) {
  if (!S || isa<LambdaExpr>(S))
    return false;
  if (isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S) || isa<LabelStmt>(S))
    return true;
  if (isa<BreakStmt>(S))
    return !InLoop && !InSwitch;
  if (isa<ContinueStmt>(S))
    return !InLoop;
  bool Loop = isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<CXXForRangeStmt>(S);
  bool Switch = isa<SwitchStmt>(S);
  for (const Stmt *C : S->children())
    if (jumpsOut(C, InLoop || Loop, InSwitch || Switch))
      return true;
  return false;
}

/// A return of the kernel in \p S (a lambda's own returns are not).
bool hasReturn(const Stmt *S) {
  if (!S || isa<LambdaExpr>(S))
    return false;
  if (isa<ReturnStmt>(S))
    return true;
  for (const Stmt *C : S->children())
    if (hasReturn(C))
      return true;
  return false;
}

/// The variables \p S refers to outside its barrier statements: the form
/// turns those into comments, so a local naming the barrier
/// (`const tile_barrier &b = t.barrier;`) is not live across one.
void refsOutsideBarriers(const AmpModel &Model, const Stmt *S, std::set<const VarDecl *> &Out) {
  if (!S || isBarrierStatement(Model, S))
    return;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      Out.insert(VD);
  if (const auto *L = dyn_cast<LambdaExpr>(S))
    refsOutsideBarriers(Model, L->getBody(), Out);
  for (const Stmt *C : S->children())
    refsOutsideBarriers(Model, C, Out);
}

class Planner {
public:
  Planner(const AmpModel &Model, ASTContext &Ctx, TileRegionPlan &Plan)
      : Model(Model), Ctx(Ctx), Plan(Plan) {}

  void planList(const Stmt *List, bool Top);
  void checkHeaders();

private:
  std::vector<TileItem> partition(const Stmt *List);
  void checkRun(std::vector<TileItem> &Items, size_t I, bool Top);
  void planUniform(const Stmt *S);
  void headerReads(const Stmt *Header);
  void fail(const std::string &Why) {
    if (Plan.WhyNot.empty())
      Plan.WhyNot = Why;
  }

  /// A kept local's copy outlives the loop that declared it, but what it
  /// points to need not: a pointer initialized with the address of a local
  /// of the kernel (a thread's, gone when its loop ends). Only the
  /// initializer is looked at.
  bool holdsAddressOfLocal(const VarDecl *VD) const {
    if (!VD->getType()->isPointerType() || !VD->getInit())
      return false;
    return anyBelow(VD->getInit(), [&](const Stmt *C) {
      const Expr *Of = nullptr;
      if (const auto *UO = dyn_cast<UnaryOperator>(C); UO && UO->getOpcode() == UO_AddrOf)
        Of = UO->getSubExpr();
      if (const auto *ICE = dyn_cast<ImplicitCastExpr>(C);
          ICE && ICE->getCastKind() == CK_ArrayToPointerDecay)
        Of = ICE->getSubExpr();
      while (Of) {
        Of = Of->IgnoreParenImpCasts();
        if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Of))
          Of = ASE->getBase();
        else if (const auto *ME = dyn_cast<MemberExpr>(Of))
          Of = ME->getBase();
        else
          break;
      }
      const auto *DRE = dyn_cast_or_null<DeclRefExpr>(Of);
      const auto *Local = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
      return Local && Local->getDeclContext() == VD->getDeclContext() &&
             Local->hasLocalStorage() && !isTileStatic(Local);
    });
  }

  /// \p Vars and, for each lambda among them, what the lambda refers to.
  void withClosures(std::set<const VarDecl *> &Vars) const {
    for (size_t Before = 0; Before != Vars.size();) {
      Before = Vars.size();
      for (const VarDecl *VD : std::vector<const VarDecl *>(Vars.begin(), Vars.end()))
        if (const LambdaExpr *L = lambdaOf(VD))
          refsOutsideBarriers(Model, L, Vars);
    }
  }

  /// Why the lambda \p VD, used after a barrier, cannot be declared again
  /// where it is used ("" when it can): the copy must be the same closure.
  std::string whyNotRedeclared(const VarDecl *VD, const LambdaExpr *L, const DeclStmt *DS) const {
    std::string Name = "'" + VD->getNameAsString() + "', a lambda";
    if (!DS->isSingleDecl())
      return Name + " declared with other variables, used after a barrier";
    if (L->isMutable())
      return Name + " that is mutable, used after a barrier";
    const SourceManager &SM = Ctx.getSourceManager();
    for (const LambdaCapture &C : L->captures()) {
      if (!C.capturesVariable())
        continue;
      const auto *Var = dyn_cast<VarDecl>(C.getCapturedVar());
      if (!Var || Var->isInitCapture())
        return Name + " with an init-capture, used after a barrier";
      bool InKernel = Var != Plan.IndexParam &&
                      SM.isPointWithin(Var->getLocation(), Plan.Body->getBeginLoc(), Plan.Body->getEndLoc());
      // A copy of the kernel's index, of a constant or of what the kernel
      // captured is the same copy later; a copy of a thread's variable
      // need not be (a reference sees it kept per thread).
      if (C.getCaptureKind() == LCK_ByCopy && InKernel && !Var->getType().isConstQualified())
        return Name + " that copies '" + Var->getNameAsString() + "', used after a barrier";
    }
    return "";
  }

  const AmpModel &Model;
  ASTContext &Ctx;
  TileRegionPlan &Plan;
  /// Variables of uniform loops' headers: one per tile, so threads only read them.
  std::set<const VarDecl *> TileWideVars;
  /// Uniform statements' headers: evaluated once, as thread 0 sees them.
  std::vector<const Stmt *> HeaderParts;
};

/// A header that writes a per-thread local would write thread 0's only.
void Planner::checkHeaders() {
  for (const Stmt *H : HeaderParts)
    anyBelow(H, [&](const Stmt *C) {
      if (const auto *DRE = dyn_cast<DeclRefExpr>(C))
        if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          if (Plan.Lifted.count(VD) && !isReadOnly(Ctx, DRE))
            fail("'" + VD->getNameAsString() + "', a thread's local, written by a uniform loop's header");
          else if (Plan.Redeclared.count(VD))
            fail("'" + VD->getNameAsString() + "', a thread's lambda, called by a uniform statement's header");
      return false;
    });
}

std::vector<TileItem> Planner::partition(const Stmt *List) {
  std::vector<TileItem> Items;
  for (const Stmt *S : listStatements(List)) {
    TileItemKind Kind = TileItemKind::Run;
    bool CallEndsAtBarrier = endsAtBarrier(Model, S);
    if (isBarrierStatement(Model, S))
      Kind = TileItemKind::Barrier;
    else if (containsBarrier(Model, S) && !CallEndsAtBarrier)
      Kind = TileItemKind::Uniform;
    else if (isTileWide(S, Ctx))
      Kind = TileItemKind::TileWide;
    if (Kind == TileItemKind::Run && !Items.empty() && Items.back().Kind == TileItemKind::Run &&
        !Items.back().EndsAtBarrier)
      Items.back().Stmts.push_back(S);
    else
      Items.push_back({Kind, {S}, false});
    Items.back().EndsAtBarrier = CallEndsAtBarrier;
  }
  return Items;
}

void Planner::planList(const Stmt *List, bool Top) {
  std::vector<TileItem> Items = partition(List);
  for (size_t I = 0; I < Items.size(); ++I) {
    if (Items[I].Kind == TileItemKind::Uniform)
      planUniform(Items[I].Stmts.front());
    if (Items[I].Kind == TileItemKind::Run) {
      for (const Stmt *S : Items[I].Stmts)
        Items[I].HasReturn |= hasReturn(S);
      checkRun(Items, I, Top);
    }
  }
  Plan.Lists[List] = std::move(Items);
}

/// A run's jumps, the locals it hands to later items, the tile-wide
/// variables it must not write.
void Planner::checkRun(std::vector<TileItem> &Items, size_t I, bool Top) {
  std::set<const VarDecl *> Later;
  bool BarrierLater = false;
  for (size_t J = I + 1; J < Items.size(); ++J) {
    for (const Stmt *S : Items[J].Stmts)
      refsOutsideBarriers(Model, S, Later);
    BarrierLater |= Items[J].Kind == TileItemKind::Barrier || Items[J].Kind == TileItemKind::Uniform ||
                    Items[J].EndsAtBarrier;
  }
  // A run that ends at a helper's barrier has more runs after it too.
  BarrierLater |= Items[I].EndsAtBarrier;
  withClosures(Later);
  // A return inside a uniform loop or if would have to end the thread for
  // the loop's later rounds too; the kernel's own list can count them.
  if (Items[I].HasReturn && !Top)
    fail("a return inside a loop or if that holds a barrier");
  Items[I].ReturnsBeforeBarrier = Items[I].HasReturn && BarrierLater;
  for (const Stmt *S : Items[I].Stmts) {
    if (jumpsOut(S, false, false))
      fail("a break, continue or goto that leaves the statements between two barriers");
    anyBelow(S, [&](const Stmt *C) {
      if (const auto *DRE = dyn_cast<DeclRefExpr>(C))
        if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          if (TileWideVars.count(VD) && !isReadOnly(Ctx, DRE))
            fail("'" + VD->getNameAsString() + "', a uniform loop's variable, written by a thread");
      return false;
    });
    const auto *DS = dyn_cast<DeclStmt>(S);
    if (!DS)
      continue;
    for (const Decl *D : DS->decls()) {
      const auto *VD = dyn_cast<VarDecl>(D);
      if (!VD || !Later.count(VD))
        continue;
      QualType T = VD->getType();
      if (const LambdaExpr *L = lambdaOf(VD)) {
        // Its per-thread storage would have to name the closure type first:
        // declared again where it is used instead.
        if (std::string Why = whyNotRedeclared(VD, L, DS); !Why.empty())
          fail(Why);
        Plan.Redeclared.insert(VD);
        continue;
      }
      if (T->isReferenceType() || isTileStatic(VD) || VD->isStaticLocal())
        fail("'" + VD->getNameAsString() + "', a reference or static local, used after a barrier");
      else if (T->getContainedAutoType() && (T->isDependentType() || T->isUndeducedType()))
        fail("'" + VD->getNameAsString() + "', declared auto in a template, used after a barrier");
      else if (const CXXRecordDecl *RD = T->getBaseElementTypeUnsafe()->getAsCXXRecordDecl();
               RD && RD->isLambda())
        fail("'" + VD->getNameAsString() + "', a lambda, used after a barrier");
      else if (holdsAddressOfLocal(VD))
        fail("'" + VD->getNameAsString() + "', which refers to a thread's local, used after a barrier");
      Plan.Lifted.insert(VD);
    }
  }
}

void Planner::planUniform(const Stmt *S) {
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    return planList(CS, false);
  if (const auto *For = dyn_cast<ForStmt>(S)) {
    if (For->getConditionVariable() || containsBarrier(Model, For->getCond()) ||
        containsBarrier(Model, For->getInc()) || containsBarrier(Model, For->getInit()))
      return fail("a barrier in a for loop's header");
    if (const auto *DS = dyn_cast_or_null<DeclStmt>(For->getInit()))
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D))
          TileWideVars.insert(VD);
    HeaderParts.insert(HeaderParts.end(), {For->getInit(), For->getCond(), For->getInc()});
    return planList(For->getBody(), false);
  }
  if (const auto *While = dyn_cast<WhileStmt>(S)) {
    if (While->getConditionVariable() || containsBarrier(Model, While->getCond()))
      return fail("a barrier in a while loop's condition, or a condition variable");
    HeaderParts.push_back(While->getCond());
    return planList(While->getBody(), false);
  }
  if (const auto *Do = dyn_cast<DoStmt>(S)) {
    if (containsBarrier(Model, Do->getCond()))
      return fail("a barrier in a do loop's condition");
    HeaderParts.push_back(Do->getCond());
    return planList(Do->getBody(), false);
  }
  if (const auto *If = dyn_cast<IfStmt>(S)) {
    if (If->getInit() || If->getConditionVariable() || containsBarrier(Model, If->getCond()))
      return fail("a barrier under an if with an initializer or a condition variable");
    HeaderParts.push_back(If->getCond());
    planList(If->getThen(), false);
    if (If->getElse())
      planList(If->getElse(), false);
    return;
  }
  fail(std::string("a barrier inside a ") + S->getStmtClassName());
}

/// The `#define`s and `#undef`s inside \p Plan.Body (TileRegionPlan::
/// Directives); a reason in WhyNot for one under an #if the body opens:
/// the form could not tell whether its branch is the one compiled.
void planDirectives(TileRegionPlan &Plan, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Begin = SM.getExpansionLoc(Plan.Body->getBeginLoc());
  SourceLocation End = SM.getExpansionLoc(Plan.Body->getEndLoc());
  auto [File, From] = SM.getDecomposedLoc(Begin);
  auto [EndFile, To] = SM.getDecomposedLoc(End);
  bool Invalid = false;
  llvm::StringRef Buf = SM.getBufferData(File, &Invalid);
  if (Invalid || EndFile != File || To < From ||
      Buf.substr(From, To - From).find('#') == llvm::StringRef::npos)
    return;
  ConditionalDirectives Dirs = scanDirectives(Buf, Ctx.getLangOpts());
  int Outer = Dirs.enclosingGroup(From);
  for (const Directive &D : Dirs.List) {
    if (D.LineBegin <= From || D.LineBegin >= To ||
        (D.What != Directive::Define && D.What != Directive::Undef))
      continue;
    if (Dirs.enclosingGroup(D.LineBegin) != Outer) {
      if (Plan.WhyNot.empty())
        Plan.WhyNot = "a #define or #undef of '" + D.Name + "' under an #if inside the kernel";
      return;
    }
    Plan.Directives.emplace_back(D.LineBegin, D.End);
  }
}

} // namespace

void collectVarRefs(const Stmt *S, std::set<const VarDecl *> &Out) {
  anyBelow(S, [&](const Stmt *C) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(C))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        Out.insert(VD);
    return false;
  });
}

TileRegionPlan planTileRegions(const AmpModel &Model, const KernelLaunch &K, ASTContext &Ctx) {
  TileRegionPlan Plan;
  if (!K.Shape.Tiled)
    return Plan;
  if (K.Kind == KernelCallable::NamedLambda && K.NamedLambda) {
    Plan.NamedLambda = K.NamedLambda;
    Plan.NamedLambdaDecl = namedLambdaDeclaration(K);
    Plan.Body = K.NamedLambda->getBody();
    const CXXMethodDecl *Call = K.NamedLambda->getCallOperator();
    Plan.IndexParam = Call->getNumParams() == 1 ? Call->getParamDecl(0) : nullptr;
  } else if (!K.Lambda) {
    Plan.HasBarriers = functorHasBarriers(Model, K);
    Plan.Member = functorOperatorDefinition(K);
    Plan.WhyNot = functorWhyNot(K, Plan.Member);
    if (!Plan.HasBarriers || !Plan.WhyNot.empty())
      return Plan;
    if (Plan.Member->getNumParams() != 1) {
      Plan.WhyNot = "the functor's operator() does not take one tiled_index";
      return Plan;
    }
    Plan.Body = Plan.Member->getBody();
    Plan.IndexParam = Plan.Member->getParamDecl(0);
  } else {
    Plan.Body = K.Lambda->getBody();
    Plan.IndexParam = K.Shape.IndexParam;
  }
  const Stmt *Body = Plan.Body;
  bool Outside = barrierOutsideKernels(Model, Ctx.getSourceManager());
  Plan.HasBarriers = containsBarrier(Model, Body) || (Outside && barrierThroughCall(Model, Body, true));
  if (!Plan.HasBarriers)
    return Plan;
  if (K.Lambda && K.Lambda->isMutable())
    Plan.WhyNot = "the lambda is mutable (each thread has its own captured copies)";
  else if (Plan.NamedLambda)
    Plan.WhyNot = namedLambdaWhyNot(Model, K);
  if (!Plan.WhyNot.empty())
    return Plan;
  if (barrierThroughCall(Model, Body, Outside))
    Plan.WhyNot = "a barrier is reached through a call";
  else if (anyBelow(Body, [&](const Stmt *S) {
             const auto *Call = dyn_cast<CallExpr>(S);
             return Call && Model.isBarrierWait(Call) && Call->getBeginLoc().isMacroID();
           }))
    Plan.WhyNot = "a barrier inside a macro's expansion";
  if (!Plan.WhyNot.empty())
    return Plan;
  planDirectives(Plan, Ctx);
  if (!Plan.WhyNot.empty())
    return Plan;
  Planner P(Model, Ctx, Plan);
  P.planList(Body, true);
  P.checkHeaders();
  return Plan;
}

} // namespace amp2hip
