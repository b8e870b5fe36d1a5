//===- AmpRulesAtomics.cpp - atomics AMP does not have --------------------===//
//
//   atomic_fetch_add(&sum[0], partial);   // sum is an array_view<float>: 2031
//
// AMP's atomic arithmetic (atomic_fetch_add, _sub, _inc, _dec, _max, _min
// and the bitwise ones) takes int and unsigned int only; Visual C++ rejects
// a float or double destination. HIP has atomicAdd on float and double, so
// a translation could "work"; but the AMP program did not compile, and the
// user must choose: HIP's atomicAdd after the migration, or a portable
// atomic_compare_exchange loop on the value's bits. The shim declares the
// floating overloads only while amp2hip parses (detail/atomics.h), so the
// call parses and is reported here, where it is.
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace amp2hip {

namespace {

bool isArithmeticAtomic(llvm::StringRef Name) {
  return Name == "atomic_fetch_add" || Name == "atomic_fetch_sub" || Name == "atomic_fetch_inc" ||
         Name == "atomic_fetch_dec" || Name == "atomic_fetch_max" || Name == "atomic_fetch_min" ||
         Name == "atomic_fetch_and" || Name == "atomic_fetch_or" || Name == "atomic_fetch_xor";
}

std::string advice(llvm::StringRef Name, QualType Elem) {
  if (Name == "atomic_fetch_add" || Name == "atomic_fetch_sub")
    return "after the migration use HIP's atomicAdd(" + Elem.getAsString() + " *, " +
           Elem.getAsString() + ")" + (Name == "atomic_fetch_sub" ? " with the value negated" : "") +
           ", or keep AMP semantics with an atomic_compare_exchange loop on the value's bits";
  return "use an atomic_compare_exchange loop on the value's bits";
}

class AtomicChecker : public RecursiveASTVisitor<AtomicChecker> {
public:
  explicit AtomicChecker(RuleContext &C) : C(C) {}
  bool shouldVisitTemplateInstantiations() const { return false; }

  // A class declared in this code: its members are bodies of their own when
  // they take the code's restriction (model/Restrictions.h) and cpu code
  // when they say restrict(cpu); neither is part of this body.
  bool TraverseCXXRecordDecl(CXXRecordDecl *) { return true; }

  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD || !FD->getIdentifier() || !isInAmpNamespace(FD) || !isArithmeticAtomic(FD->getName()) ||
        FD->getNumParams() == 0)
      return true;
    QualType Dest = FD->getParamDecl(0)->getType();
    if (!Dest->isPointerType() || !Dest->getPointeeType()->isRealFloatingType())
      return true;
    QualType Elem = Dest->getPointeeType().getUnqualifiedType();
    C.report(DiagID::FloatAtomicNotInAmp, Call->getBeginLoc(),
             {FD->getNameAsString(), Elem.getAsString(), advice(FD->getName(), Elem)});
    return true;
  }

private:
  RuleContext &C;
};

} // namespace

void checkAtomicRules(RuleContext &C) {
  AtomicChecker V(C);
  for (const AmpBody &B : C.Graph.Bodies)
    V.TraverseStmt(const_cast<Stmt *>(B.Body));
}

} // namespace amp2hip
