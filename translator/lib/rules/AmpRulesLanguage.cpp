//===- AmpRulesLanguage.cpp - the restrict(amp) language subset -----------===//
//
// Inside kernels, restrict(amp) lambdas and restrict(amp) functions, AMP
// (C++ AMP 1.2, section 2.4 "restrict(amp) restrictions") forbids:
//   recursion (2011), virtual calls (2012), function pointers and pointers
//   to member functions (2013), goto (2014), throw/try/catch (2015),
//   dynamic_cast and typeid (2016), the fundamental types other than bool,
//   int, unsigned int, long, unsigned long, float, double, void and
//   nullptr_t (2017), pointers to pointers (2018), calls to functions that
//   are not restrict(amp) (2019), volatile (2020), static variables (2021),
//   global variables (2022), new and delete, malloc and free (2023), asm
//   (2024), varargs (2025) and casts from integers to pointers (2032); the
//   type rule covers long long literals and casts to such types too, and
//   default arguments count as code of the call that uses them. A lambda
//   written in a default argument is not inside the function and takes no
//   restriction from it: used from AMP code, it must say restrict(amp)
//   (2039; Visual C++'s C3931).
// HIP device code accepts some of these (or fails with a message about
// generated code); rejecting them here points at the user's AMP line.
//
// Calls are checked only against functions of the translated files: the
// standard library and the shim are not AMP code and say nothing about
// restrict, so a call into them is left to the HIP compiler.
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include <deque>

using namespace clang;

namespace amp2hip {

namespace {

/// A fundamental type restrict(amp) code may not use (char, short,
/// long long, long double, wchar_t, ...).
bool isUnsupportedBuiltin(const BuiltinType *BT) {
  switch (BT->getKind()) {
  case BuiltinType::Bool:
  case BuiltinType::Int:
  case BuiltinType::UInt:
  case BuiltinType::Long:
  case BuiltinType::ULong:
  case BuiltinType::Float:
  case BuiltinType::Double:
  case BuiltinType::Void:
  case BuiltinType::NullPtr:
  case BuiltinType::Dependent:
    return false;
  default:
    return BT->isInteger() || BT->isFloatingPoint();
  }
}

/// The C library's and the global operators' heap functions.
bool isHeapFunction(const FunctionDecl *FD) {
  if (FD->getDeclName().getCXXOverloadedOperator() == OO_New ||
      FD->getDeclName().getCXXOverloadedOperator() == OO_Array_New ||
      FD->getDeclName().getCXXOverloadedOperator() == OO_Delete ||
      FD->getDeclName().getCXXOverloadedOperator() == OO_Array_Delete)
    return !isa<CXXMethodDecl>(FD);
  if (!FD->getIdentifier() || !FD->getDeclContext()->getRedeclContext()->isFileContext())
    return false;
  static const char *const Names[] = {"malloc",         "calloc",       "realloc",
                                      "free",           "aligned_alloc", "_aligned_malloc",
                                      "_aligned_free",  "_malloca",     "_freea",
                                      "posix_memalign", "alloca",       "_alloca"};
  for (const char *N : Names)
    if (FD->getName() == N)
      return true;
  return false;
}

class LanguageChecker : public RecursiveASTVisitor<LanguageChecker> {
public:
  LanguageChecker(RuleContext &C, const AmpBody &B) : C(C), B(B) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  // A class declared in this code: its members are bodies of their own when
  // they take the code's restriction (model/Restrictions.h) and cpu code
  // when they say restrict(cpu); neither is part of this body.
  bool TraverseCXXRecordDecl(CXXRecordDecl *) { return true; }

  void run() {
    const FunctionDecl *FD = B.Fn;
    for (const ParmVarDecl *P : FD->parameters())
      checkType(P->getNameAsString(), P->getType(), P->getLocation());
    if (!B.Lambda)
      checkType(FD->getNameAsString() + "()", FD->getReturnType(), FD->getLocation());
    if (const auto *FPT = FD->getType()->getAs<FunctionProtoType>())
      if (FPT->isVariadic())
        C.report(DiagID::VarargsInAmp, FD->getLocation(),
                 {"restrict(amp) function '" + FD->getNameAsString() + "'"});
    TraverseStmt(const_cast<Stmt *>(B.Body));
  }

  bool TraverseLambdaExpr(LambdaExpr *L) {
    if (DefaultArgument && !C.Graph.bodyOf(L->getCallOperator())) {
      // Written in a default argument, a lambda is not inside the function,
      // so it has no restriction but its own (C3931).
      const auto *Fn = dyn_cast<FunctionDecl>(DefaultArgument->getParam()->getDeclContext());
      C.report(DiagID::DefaultArgumentLambdaInAmp, L->getBeginLoc(),
               {Fn ? Fn->getQualifiedNameAsString() : "?",
                std::to_string(C.line(DefaultArgument->getUsedLocation()))});
      return true;
    }
    // What it captures by value is copied here, in AMP code.
    checkCaptureCopies(C, L);
    // A restrict(amp) lambda is checked on its own; a lambda without a
    // restriction inside AMP code is part of that code.
    if (C.Graph.bodyOf(L->getCallOperator()))
      return true;
    for (const ParmVarDecl *P : L->getCallOperator()->parameters())
      checkType(P->getNameAsString(), P->getType(), P->getLocation());
    return TraverseStmt(L->getBody());
  }

  bool VisitGotoStmt(GotoStmt *G) {
    C.report(DiagID::GotoInAmp, G->getGotoLoc());
    return true;
  }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *G) {
    C.report(DiagID::GotoInAmp, G->getGotoLoc());
    return true;
  }
  bool VisitCXXThrowExpr(CXXThrowExpr *E) {
    C.report(DiagID::ExceptionInAmp, E->getThrowLoc(), {"throw"});
    return true;
  }
  bool VisitCXXTryStmt(CXXTryStmt *T) {
    C.report(DiagID::ExceptionInAmp, T->getTryLoc(), {"try"});
    return true;
  }
  bool VisitCXXDynamicCastExpr(CXXDynamicCastExpr *E) {
    C.report(DiagID::RttiInAmp, E->getBeginLoc(), {"dynamic_cast"});
    return true;
  }
  bool VisitCXXTypeidExpr(CXXTypeidExpr *E) {
    C.report(DiagID::RttiInAmp, E->getBeginLoc(), {"typeid"});
    return true;
  }
  bool VisitAsmStmt(AsmStmt *A) {
    // AsmStmt::getBeginLoc() is not virtual: the base class's is empty.
    C.report(DiagID::InlineAsmInAmp, A->getAsmLoc());
    return true;
  }
  bool VisitCXXNewExpr(CXXNewExpr *E) {
    C.report(DiagID::DynamicAllocationInAmp, E->getBeginLoc(), {"new"});
    return true;
  }
  bool VisitCXXDeleteExpr(CXXDeleteExpr *E) {
    C.report(DiagID::DynamicAllocationInAmp, E->getBeginLoc(), {"delete"});
    return true;
  }

  // A default argument is evaluated where the call is: in amp code, its
  // calls must be restrict(amp) too.
  bool TraverseCXXDefaultArgExpr(CXXDefaultArgExpr *E) {
    const CXXDefaultArgExpr *Outer = DefaultArgument;
    DefaultArgument = E;
    bool Continue = TraverseStmt(E->getExpr());
    DefaultArgument = Outer;
    return Continue;
  }

  // 5LL: a long long in amp code, as much as a long long variable is.
  bool VisitIntegerLiteral(IntegerLiteral *L) {
    if (const auto *BT = L->getType()->getAs<BuiltinType>())
      if (isUnsupportedBuiltin(BT))
        C.report(DiagID::UnsupportedTypeInAmp, L->getLocation(),
                 {sourceText(L), L->getType().getAsString(C.S.Ctx.getPrintingPolicy())});
    return true;
  }

  bool VisitExplicitCastExpr(ExplicitCastExpr *E) {
    QualType To = E->getTypeAsWritten();
    if (E->getCastKind() == CK_IntegralToPointer) {
      C.report(DiagID::IntToPointerCastInAmp, E->getBeginLoc(),
               {E->getSubExpr()->IgnoreParenImpCasts()->getType().getAsString(
                    C.S.Ctx.getPrintingPolicy()),
                To.getAsString(C.S.Ctx.getPrintingPolicy())});
      return true;
    }
    if (!To->isDependentType())
      if (const auto *BT = To->getAs<BuiltinType>())
        if (isUnsupportedBuiltin(BT))
          C.report(DiagID::UnsupportedTypeInAmp, E->getBeginLoc(),
                   {sourceText(E), To.getAsString(C.S.Ctx.getPrintingPolicy())});
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (isa<ParmVarDecl>(VD))
      return true;
    if (VD->isStaticLocal() && !isTileStatic(VD))
      C.report(DiagID::StaticVariableInAmp, VD->getLocation(), {VD->getNameAsString()});
    checkType(VD->getNameAsString(), VD->getType(), VD->getLocation());
    // A local's destructor runs in amp code too.
    if (!VD->getType()->isReferenceType() && !VD->getType()->isDependentType())
      if (const CXXRecordDecl *RD = C.S.Ctx.getBaseElementType(VD->getType())->getAsCXXRecordDecl())
        if (RD->hasDefinition() && RD->getDestructor())
          checkCallee(RD->getDestructor(), VD->getLocation());
    return true;
  }

  bool VisitCallExpr(CallExpr *Call) {
    const Expr *Callee = Call->getCallee()->IgnoreParenImpCasts();
    if (isa<DeclRefExpr>(Callee))
      DirectCallees.insert(Callee);
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD) {
      if (const auto *BO = dyn_cast<BinaryOperator>(Callee))
        if (BO->isPtrMemOp()) {
          reportFunctionPointer(Call->getBeginLoc(), "call through a pointer to member function");
          return true;
        }
      if (Call->isTypeDependent() || Callee->isTypeDependent())
        return true;
      QualType T = Callee->getType();
      if (T->isFunctionPointerType() || T->isFunctionReferenceType() || T->isFunctionType() ||
          T->isMemberFunctionPointerType())
        reportFunctionPointer(Call->getBeginLoc(), "call through a function pointer");
      return true;
    }
    // Before the builtin check: printf is a library builtin.
    if (FD->isVariadic() && !isInAmpNamespace(FD))
      C.report(DiagID::VarargsInAmp, Call->getBeginLoc(), {"call to '" + FD->getNameAsString() + "'"});
    if (isHeapFunction(FD) && C.S.SM.isInSystemHeader(FD->getLocation())) {
      C.report(DiagID::DynamicAllocationInAmp, Call->getBeginLoc(), {FD->getNameAsString()});
      return true;
    }
    if (FD->getBuiltinID())
      return true;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD)) {
      bool Qualified = false;
      if (const auto *ME = dyn_cast<MemberExpr>(Callee))
        Qualified = ME->hasQualifier();
      if (MD->isVirtual() && !Qualified)
        C.report(DiagID::VirtualCallInAmp, Call->getBeginLoc(), {MD->getQualifiedNameAsString()});
    }
    checkCallee(FD, Call->getBeginLoc());
    return true;
  }

  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    if (const CXXConstructorDecl *CD = E->getConstructor())
      checkCallee(CD, E->getBeginLoc());
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (const auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl())) {
      if (DirectCallees.count(DRE))
        return true;
      const auto *MD = dyn_cast<CXXMethodDecl>(FD);
      reportFunctionPointer(DRE->getBeginLoc(),
                            MD && !MD->isStatic()
                                ? "pointer to member function '" + FD->getNameAsString() + "'"
                                : "address of function '" + FD->getNameAsString() + "'");
      return true;
    }
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD || !VD->hasGlobalStorage() || VD->isStaticLocal() || isTileStatic(VD))
      return true;
    // Constants are fine (const arrays carry const on their elements); a
    // const array_view or array is not a constant but data a kernel must be
    // given (a static container member, a global view).
    const bool Container = refersToMemory(ampClassOf(VD->getType()));
    if (!Container &&
        (VD->isConstexpr() ||
         C.S.Ctx.getBaseElementType(VD->getType().getNonReferenceType()).isConstQualified()))
      return true;
    if (C.S.SM.isInSystemHeader(VD->getLocation()) || isInAmpNamespace(VD))
      return true;
    C.report(DiagID::GlobalVariableInAmp, DRE->getBeginLoc(), {VD->getNameAsString()});
    return true;
  }

private:
  std::string sourceText(const Stmt *E) const {
    return Lexer::getSourceText(CharSourceRange::getTokenRange(E->getSourceRange()), C.S.SM,
                                C.S.LO)
        .str();
  }

  void reportFunctionPointer(SourceLocation Loc, const std::string &What) {
    // One per body: `int (*fp)(int) = &f; ... fp(1)` is one design choice.
    if (FunctionPointerReported)
      return;
    FunctionPointerReported = true;
    C.report(DiagID::FunctionPointerInAmp, Loc, {What});
  }

  void checkCallee(const FunctionDecl *FD, SourceLocation Loc) {
    if (FD->isDeleted() || isInAmpNamespace(FD))
      return;
    if (FD->isImplicit() || FD->isDefaulted()) {
      checkImplicitMember(C, FD, Loc);
      return;
    }
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      if (MD->getParent()->isLambda())
        return;
    const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern();
    if (!Pattern)
      Pattern = FD;
    if (!C.S.inScope(Pattern->getLocation()) || C.S.SM.isInSystemHeader(Pattern->getLocation()))
      return;
    if (C.Model.Restrict.isAmp(FD))
      return;
    C.report(DiagID::CallToNonAmpFunction, Loc, {FD->getQualifiedNameAsString()});
  }

  void checkType(const std::string &Name, QualType T, SourceLocation Loc) {
    if (T.isNull() || T->isDependentType())
      return;
    QualType Base = T.getNonReferenceType();
    while (const ArrayType *AT = Base->getAsArrayTypeUnsafe())
      Base = AT->getElementType();
    if (Base.isVolatileQualified() ||
        (Base->isPointerType() && Base->getPointeeType().isVolatileQualified())) {
      C.report(DiagID::VolatileInAmp, Loc, {Name});
      return;
    }
    if (Base->isPointerType()) {
      QualType Pointee = Base->getPointeeType();
      while (const ArrayType *AT = Pointee->getAsArrayTypeUnsafe())
        Pointee = AT->getElementType();
      if (Pointee->isPointerType()) {
        C.report(DiagID::PointerToPointerInAmp, Loc, {Name});
        return;
      }
      Base = Pointee;
    }
    if (const auto *BT = Base->getAs<BuiltinType>())
      if (isUnsupportedBuiltin(BT))
        C.report(DiagID::UnsupportedTypeInAmp, Loc,
                 {Name, T.getAsString(C.S.Ctx.getPrintingPolicy())});
  }

  RuleContext &C;
  const AmpBody &B;
  std::set<const Expr *> DirectCallees;
  bool FunctionPointerReported = false;
  /// The default argument being traversed, evaluated at its call in this body.
  const CXXDefaultArgExpr *DefaultArgument = nullptr;
};

/// Report one call per cycle of restrict(amp) functions: the first call (in
/// source order) from one function of the cycle to another.
void checkRecursion(RuleContext &C) {
  const AmpCallGraph &Code = C.Graph;
  unsigned N = Code.Bodies.size();
  // Reachability by breadth-first search from every body (the bodies of one
  // file are few).
  std::vector<std::vector<int>> Pred(N);
  auto Reaches = [&](unsigned From, unsigned To, std::vector<int> &P) {
    P.assign(N, -1);
    std::deque<unsigned> Work{From};
    std::vector<bool> Seen(N, false);
    Seen[From] = true;
    while (!Work.empty()) {
      unsigned I = Work.front();
      Work.pop_front();
      for (auto &Call : Code.Calls[I]) {
        unsigned J = Code.ByFunction.at(Call.second);
        if (J == To) {
          P[J] = I;
          return true;
        }
        if (!Seen[J]) {
          Seen[J] = true;
          P[J] = I;
          Work.push_back(J);
        }
      }
    }
    return false;
  };
  std::set<unsigned> InReportedCycle;
  struct Edge {
    const Expr *Call;
    unsigned From, To;
  };
  std::vector<Edge> Recursive;
  std::vector<int> P;
  for (unsigned I = 0; I < N; ++I)
    for (auto &Call : Code.Calls[I]) {
      unsigned J = Code.ByFunction.at(Call.second);
      if (J == I || Reaches(J, I, P))
        Recursive.push_back({Call.first, I, J});
    }
  std::stable_sort(Recursive.begin(), Recursive.end(), [&](const Edge &A, const Edge &B) {
    return C.S.SM.isBeforeInTranslationUnit(C.S.SM.getExpansionLoc(A.Call->getBeginLoc()),
                                            C.S.SM.getExpansionLoc(B.Call->getBeginLoc()));
  });
  auto Name = [&](unsigned I) { return Code.Bodies[I].Fn->getNameAsString(); };
  for (const Edge &E : Recursive) {
    if (InReportedCycle.count(E.From))
      continue;
    // The cycle: From -> To -> ... -> From.
    std::vector<unsigned> Path{E.From};
    if (E.To != E.From) {
      Reaches(E.To, E.From, P);
      std::vector<unsigned> Back;
      for (int K = E.From; K != -1 && static_cast<unsigned>(K) != E.To; K = P[K])
        Back.push_back(P[K]);
      Path.insert(Path.end(), Back.rbegin(), Back.rend());
    }
    Path.push_back(E.From);
    std::string Cycle;
    for (unsigned K : Path) {
      Cycle += (Cycle.empty() ? "" : " -> ") + Name(K);
      InReportedCycle.insert(K);
    }
    C.report(DiagID::RecursiveAmpCall, E.Call->getBeginLoc(), {Name(E.To), Cycle});
  }
}

} // namespace

void checkLanguageRules(RuleContext &C) {
  for (const AmpBody &B : C.Graph.Bodies)
    LanguageChecker(C, B).run();
  checkRecursion(C);
}

} // namespace amp2hip
