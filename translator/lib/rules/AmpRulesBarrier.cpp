//===- AmpRulesBarrier.cpp - barriers in divergent control flow -----------===//
//
//   if (t.local[0] < 8) t.barrier.wait();          // 2006
//   if (t.global[0] >= n) return; ... t.barrier.wait();   // 2007
//
// Every thread of a tile must reach each barrier, or the tile deadlocks (on
// AMD and NVIDIA GPUs as on D3D: __syncthreads in divergent code is
// undefined). MSVC rejects a barrier under a condition that depends on the
// thread (C3561); so does this check, with a small dataflow analysis:
//
//  * thread-dependent values come from a tiled_index's `global` and `local`
//    (and the tiled_index itself, which converts to its global index) and
//    from the values atomics return; `tile`, `tile_origin`, `tile_extent`,
//    `get_tile_extent()`, constants, captures and parameters are the same
//    for the whole tile;
//  * an expression is thread-dependent when anything in it is (reading
//    memory at a thread-dependent place included; tile_static memory read
//    at a uniform place is the same for the tile);
//  * a variable is thread-dependent from an assignment of a thread-dependent
//    value, or any assignment under thread-dependent control flow, until it
//    is assigned a tile-uniform value in uniform control flow (flow-
//    sensitive: `w = t.local[0]; ... w = t.get_tile_extent()[0];` leaves w
//    uniform); where control flow joins (after an if, a switch, a loop, a
//    && or ||) it is thread-dependent if it is on any way in; loops are
//    walked until what holds at their head no longer grows;
//  * control flow is divergent inside an if, loop, switch, ?:, && or ||
//    whose condition is thread-dependent, in a loop that a divergent break,
//    continue or return leaves, and after a divergent return.
//
// A call to a restrict(amp) function that waits on a barrier (directly or
// through further calls) counts as a barrier at the call.
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The local variables that are thread-dependent at a point of the body.
using VarSet = std::set<const VarDecl *>;

void join(VarSet &Into, const VarSet &Other) { Into.insert(Other.begin(), Other.end()); }

/// Why control flow is divergent here, if it is.
struct Divergence {
  bool Div = false;
  bool AfterReturn = false; ///< Because of an earlier divergent return.
  SourceLocation Why;       ///< The condition, or the return.
};

std::string calleeName(const CallExpr *Call) {
  if (const FunctionDecl *FD = Call->getDirectCallee())
    return FD->getIdentifier() ? FD->getName().str() : "";
  if (const auto *ULE = dyn_cast<UnresolvedLookupExpr>(Call->getCallee()->IgnoreParenImpCasts()))
    return ULE->getName().getAsString();
  return "";
}

class DivergenceAnalysis {
public:
  DivergenceAnalysis(RuleContext &C, const AmpBody &B,
                     const std::set<const FunctionDecl *> &BarrierFunctions)
      : C(C), B(B), BarrierFunctions(BarrierFunctions) {}

  void run() {
    // One walk in program order; loops iterate inside it, so what a later
    // iteration sees is known before the walk moves past the loop.
    Exit = Divergence();
    Loops.clear();
    Dep.clear();
    walk(B.Body, Divergence());
  }

private:
  struct Loop {
    bool IsSwitch = false;
    Divergence Exit;            ///< A divergent break, continue or return inside.
    VarSet AtBreak, AtContinue; ///< What holds where a break or continue leaves.
    VarSet AtEntry;             ///< A switch: what holds on the way to each case.
  };

  /// The divergence inside a branch on \p Cond.
  Divergence branch(const Divergence &Ctx, const Expr *Cond) {
    if (Ctx.Div || !Cond || !dependent(Cond))
      return Ctx;
    Divergence D;
    D.Div = true;
    D.Why = Cond->getBeginLoc();
    return D;
  }

  void walkLoop(const Stmt *Cond, const Stmt *Body, const Stmt *Inc, Divergence Ctx) {
    // What holds at the loop's head: on entry, or after any iteration. The
    // body is walked again while that grows, quietly; then once more from
    // there to report, so a barrier is reported as the loop finally is.
    bool Report = Reporting;
    Reporting = false;
    VarSet Breaks;
    for (unsigned Round = 0; Round < 16; ++Round) {
      VarSet Head = Dep;
      iterate(Cond, Body, Inc, Ctx, Breaks);
      join(Dep, Head);
      if (Dep == Head)
        break;
    }
    Reporting = Report;
    if (Reporting) {
      VarSet Head = Dep;
      iterate(Cond, Body, Inc, Ctx, Breaks);
      Dep = std::move(Head);
    }
    join(Dep, Breaks);
  }

  /// One iteration of a loop from the state at its head.
  void iterate(const Stmt *Cond, const Stmt *Body, const Stmt *Inc, const Divergence &Ctx,
               VarSet &Breaks) {
    Divergence Inner = branch(Ctx, dyn_cast_or_null<Expr>(Cond));
    Loops.push_back(Loop());
    walk(Cond, Inner);
    walk(Body, Inner);
    join(Dep, Loops.back().AtContinue);
    walk(Inc, Inner);
    Divergence LoopExit = Loops.back().Exit;
    join(Breaks, Loops.back().AtBreak);
    Loops.pop_back();
    if (!Inner.Div && LoopExit.Div) {
      // Later iterations run only for the threads that did not leave.
      Loops.push_back(Loop());
      walk(Cond, LoopExit);
      walk(Body, LoopExit);
      walk(Inc, LoopExit);
      join(Breaks, Loops.back().AtBreak);
      Loops.pop_back();
    }
  }

  /// \p Then and \p Else taken by some threads or tiles and not others:
  /// afterwards, what either way left holds.
  void walkBranches(const Stmt *Then, const Stmt *Else, const Divergence &Inner) {
    VarSet Before = Dep;
    walk(Then, Inner);
    std::swap(Before, Dep);
    walk(Else, Inner);
    join(Dep, Before);
  }

  void walk(const Stmt *S, Divergence Ctx) {
    if (!S)
      return;
    if (Exit.Div && !Ctx.Div)
      Ctx = Exit;
    if (walkBranch(S, Ctx) || walkLoopStmt(S, Ctx) || walkJump(S, Ctx) || walkOperator(S, Ctx))
      return;
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D)) {
          walk(VD->getInit(), Ctx);
          if (!isTileStatic(VD) && (Ctx.Div || (VD->getInit() && dependent(VD->getInit()))))
            Dep.insert(VD);
          else
            Dep.erase(VD); // Declared again in a later iteration.
        }
      return;
    }
    if (isa<LambdaExpr>(S))
      return; // Its own code, with its own returns; not run here.
    for (const Stmt *Child : S->children())
      walk(Child, Ctx);
    if (const auto *Call = dyn_cast<CallExpr>(S))
      visitCall(Call, Ctx);
  }

  /// if and switch; false for other statements.
  bool walkBranch(const Stmt *S, const Divergence &Ctx) {
    if (const auto *If = dyn_cast<IfStmt>(S)) {
      walk(If->getInit(), Ctx);
      walk(If->getConditionVariableDeclStmt(), Ctx);
      walk(If->getCond(), Ctx);
      walkBranches(If->getThen(), If->getElse(), branch(Ctx, If->getCond()));
      return true;
    }
    if (const auto *Sw = dyn_cast<SwitchStmt>(S)) {
      walk(Sw->getInit(), Ctx);
      walk(Sw->getConditionVariableDeclStmt(), Ctx);
      walk(Sw->getCond(), Ctx);
      Divergence Inner = branch(Ctx, Sw->getCond());
      Loop L;
      L.IsSwitch = true;
      L.AtEntry = Dep;
      Loops.push_back(L);
      walk(Sw->getBody(), Inner);
      join(Dep, Loops.back().AtEntry); // No case taken.
      join(Dep, Loops.back().AtBreak);
      Loops.pop_back();
      return true;
    }
    if (isa<SwitchCase>(S)) {
      for (auto It = Loops.rbegin(); It != Loops.rend(); ++It)
        if (It->IsSwitch) {
          join(Dep, It->AtEntry); // Jumped to from the switch.
          break;
        }
      return false; // Its statement is walked as usual.
    }
    return false;
  }

  /// The four loops; false for other statements.
  bool walkLoopStmt(const Stmt *S, const Divergence &Ctx) {
    if (const auto *W = dyn_cast<WhileStmt>(S)) {
      walk(W->getConditionVariableDeclStmt(), Ctx);
      walkLoop(W->getCond(), W->getBody(), nullptr, Ctx);
    } else if (const auto *F = dyn_cast<ForStmt>(S)) {
      walk(F->getInit(), Ctx);
      walk(F->getConditionVariableDeclStmt(), Ctx);
      walkLoop(F->getCond(), F->getBody(), F->getInc(), Ctx);
    } else if (const auto *D = dyn_cast<DoStmt>(S)) {
      walkLoop(D->getCond(), D->getBody(), nullptr, Ctx);
    } else if (const auto *FR = dyn_cast<CXXForRangeStmt>(S)) {
      walk(FR->getInit(), Ctx);
      walk(FR->getRangeInit(), Ctx);
      walkLoop(FR->getRangeInit(), FR->getBody(), FR->getLoopVarStmt(), Ctx);
    } else {
      return false;
    }
    return true;
  }

  /// break, continue and return; false for other statements.
  bool walkJump(const Stmt *S, const Divergence &Ctx) {
    if (isa<BreakStmt>(S) || isa<ContinueStmt>(S)) {
      bool IsBreak = isa<BreakStmt>(S);
      for (auto It = Loops.rbegin(); It != Loops.rend(); ++It) {
        if (It->IsSwitch && !IsBreak)
          continue;
        join(IsBreak ? It->AtBreak : It->AtContinue, Dep);
        if (It->IsSwitch)
          return true; // Leaves the switch only.
        if (Ctx.Div && !It->Exit.Div)
          It->Exit = Ctx;
        return true;
      }
      return true;
    }
    const auto *R = dyn_cast<ReturnStmt>(S);
    if (!R)
      return false;
    walk(R->getRetValue(), Ctx);
    if (!Ctx.Div)
      return true;
    Divergence D;
    D.Div = true;
    D.AfterReturn = true;
    D.Why = R->getReturnLoc();
    for (Loop &L : Loops)
      if (!L.IsSwitch && !L.Exit.Div)
        L.Exit = D;
    if (!Exit.Div)
      Exit = D;
    return true;
  }

  /// ?:, binary and unary operators (what they assign); false for others.
  bool walkOperator(const Stmt *S, const Divergence &Ctx) {
    if (const auto *CO = dyn_cast<AbstractConditionalOperator>(S)) {
      walk(CO->getCond(), Ctx);
      walkBranches(CO->getTrueExpr(), CO->getFalseExpr(), branch(Ctx, CO->getCond()));
      return true;
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(S)) {
      walk(BO->getLHS(), Ctx);
      if (BO->isLogicalOp()) {
        walkBranches(BO->getRHS(), nullptr, branch(Ctx, BO->getLHS()));
        return true;
      }
      walk(BO->getRHS(), Ctx);
      if (!BO->isAssignmentOp())
        return true;
      if (Ctx.Div || dependent(BO->getRHS()) ||
          (BO->isCompoundAssignmentOp() && dependent(BO->getLHS())))
        markTarget(BO->getLHS());
      else if (BO->getOpcode() == BO_Assign)
        forget(BO->getLHS());
      return true;
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(S)) {
      walk(UO->getSubExpr(), Ctx);
      if (UO->isIncrementDecrementOp() && Ctx.Div)
        markTarget(UO->getSubExpr());
      return true;
    }
    return false;
  }

  void visitCall(const CallExpr *Call, const Divergence &Ctx) {
    bool AnyDependent = Ctx.Div;
    for (const Expr *Arg : Call->arguments())
      AnyDependent |= dependent(Arg);
    if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call)) {
      OverloadedOperatorKind K = Op->getOperator();
      if (K == OO_Equal && Op->getNumArgs() == 2 && !Ctx.Div && !dependent(Op->getArg(1)))
        forget(Op->getArg(0)); // `idx = t.tile;`: the old value is gone.
      else if (Op->getNumArgs() >= 1 &&
          ((Op->isAssignmentOp() && AnyDependent) ||
           ((K == OO_PlusPlus || K == OO_MinusMinus) && Ctx.Div)))
        markTarget(Op->getArg(0));
    }
    if (AnyDependent) {
      // What the call may write: arguments by non-const reference or
      // pointer, and the object of a non-const member function.
      const FunctionDecl *FD = Call->getDirectCallee();
      // A member operator's object is its first argument, not a parameter.
      unsigned Skip = isa<CXXOperatorCallExpr>(Call) && isa_and_nonnull<CXXMethodDecl>(FD) ? 1 : 0;
      for (unsigned I = Skip; I < Call->getNumArgs(); ++I) {
        const Expr *Arg = Call->getArg(I)->IgnoreParenImpCasts();
        if (const auto *UO = dyn_cast<UnaryOperator>(Arg))
          if (UO->getOpcode() == UO_AddrOf)
            markTarget(UO->getSubExpr());
        if (FD && I - Skip < FD->getNumParams()) {
          QualType PT = FD->getParamDecl(I - Skip)->getType();
          if (PT->isReferenceType() && !PT.getNonReferenceType().isConstQualified())
            markTarget(Arg);
        }
      }
      if (const auto *MC = dyn_cast<CXXMemberCallExpr>(Call))
        if (const CXXMethodDecl *MD = MC->getMethodDecl())
          if (!MD->isConst() && MC->getImplicitObjectArgument())
            markTarget(MC->getImplicitObjectArgument());
    }
    if (!Reporting || !Ctx.Div)
      return;
    std::string What;
    if (C.Model.isBarrierWait(Call)) {
      What = "tile barrier wait";
    } else if (const FunctionDecl *FD = Call->getDirectCallee()) {
      if (BarrierFunctions.count(canonicalFunction(FD)))
        What = "call to '" + FD->getNameAsString() + "', which waits on a tile barrier,";
    }
    if (What.empty() || !Reported.insert(Call).second)
      return;
    C.report(Ctx.AfterReturn ? DiagID::BarrierAfterDivergentReturn : DiagID::BarrierInDivergentFlow, Call->getBeginLoc(),
             {What, std::to_string(C.line(Ctx.Why))});
  }

  /// Mark the local variable an assignment to \p E writes. Writes through
  /// an array_view, an array, a texture (or its views) or a pointer change
  /// memory, not a variable (and tile_static memory is the tile's, read the
  /// same by all threads).
  void markTarget(const Expr *E) {
    while (E) {
      E = E->IgnoreParenImpCasts();
      if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
        const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
        if (!VD || !VD->hasLocalStorage() || isTileStatic(VD))
          return;
        if (refersToMemory(ampClassOf(VD->getType())) || VD->getType()->isPointerType())
          return;
        Dep.insert(VD);
        return;
      }
      if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
        E = AS->getBase();
      else if (const auto *ME = dyn_cast<MemberExpr>(E))
        E = ME->isArrow() ? nullptr : ME->getBase();
      else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E))
        E = Op->getOperator() == OO_Subscript && Op->getNumArgs() ? Op->getArg(0) : nullptr;
      else
        return;
    }
  }

  /// A whole local variable assigned a tile-uniform value in uniform
  /// control flow is uniform again (a write to part of one is not).
  void forget(const Expr *E) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        Dep.erase(VD);
  }

  /// Can \p S have a different value in different threads of one tile?
  bool dependent(const Stmt *S) {
    if (!S)
      return false;
    if (isa<LambdaExpr>(S))
      return false;
    if (const auto *ME = dyn_cast<MemberExpr>(S)) {
      if (ampClassOf(ME->getBase()->getType()) == AmpClass::TiledIndex ||
          ampClassOf(ME->getBase()->getType()->getPointeeType()) == AmpClass::TiledIndex) {
        const ValueDecl *M = ME->getMemberDecl();
        return !M->getIdentifier() || isThreadDependentMember(M->getName());
      }
    }
    if (const auto *DM = dyn_cast<CXXDependentScopeMemberExpr>(S)) {
      // In a template: t.local, t.tile, ... on a dependent tiled_index.
      std::string Member = DM->getMember().getAsString();
      if (Member == "local" || Member == "global")
        return true;
      if (!isThreadDependentMember(Member))
        return false;
    }
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S)) {
      const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
      return VD && (Dep.count(VD) || ampClassOf(VD->getType()) == AmpClass::TiledIndex);
    }
    if (const auto *Call = dyn_cast<CallExpr>(S))
      if (StringRef(calleeName(Call)).startswith("atomic_"))
        return true; // Each thread gets a different old value.
    for (const Stmt *Child : S->children())
      if (dependent(Child))
        return true;
    return false;
  }

  RuleContext &C;
  const AmpBody &B;
  const std::set<const FunctionDecl *> &BarrierFunctions;
  VarSet Dep; ///< Thread-dependent where the walk is.
  std::vector<Loop> Loops;
  Divergence Exit; ///< Set after a divergent return.
  bool Reporting = true; ///< Off while a loop's head state is still growing.
  std::set<const CallExpr *> Reported;
};

} // namespace

void checkBarrierRules(RuleContext &C) {
  const AmpCallGraph &Code = C.Graph;
  // The functions that wait on a barrier, directly or through calls.
  std::set<const FunctionDecl *> BarrierFunctions;
  std::vector<bool> Waits(Code.Bodies.size(), false);
  // A body waits when one of the barrier waits lies inside it.
  for (unsigned I = 0; I < Code.Bodies.size(); ++I) {
    const Stmt *Body = Code.Bodies[I].Body;
    SourceRange R = Body->getSourceRange();
    for (const CallExpr *Wait : C.Model.BarrierWaits)
      if (!C.S.SM.isBeforeInTranslationUnit(Wait->getBeginLoc(), R.getBegin()) &&
          !C.S.SM.isBeforeInTranslationUnit(R.getEnd(), Wait->getBeginLoc()))
        Waits[I] = true;
  }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (unsigned I = 0; I < Code.Bodies.size(); ++I) {
      if (Waits[I])
        continue;
      for (auto &Call : Code.Calls[I])
        if (Waits[Code.ByFunction.at(Call.second)]) {
          Waits[I] = Changed = true;
          break;
        }
    }
  }
  for (unsigned I = 0; I < Code.Bodies.size(); ++I)
    if (Waits[I] && !Code.Bodies[I].Lambda)
      BarrierFunctions.insert(Code.Bodies[I].Fn->getCanonicalDecl());
  for (unsigned I = 0; I < Code.Bodies.size(); ++I)
    if (Waits[I])
      DivergenceAnalysis(C, Code.Bodies[I], BarrierFunctions).run();
}

} // namespace amp2hip
