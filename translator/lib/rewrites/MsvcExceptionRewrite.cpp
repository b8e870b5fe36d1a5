//===- MsvcExceptionRewrite.cpp - std::exception("message") ---------------===//
//
// Visual C++'s std::exception has a constructor from a message; libstdc++'s
// has not. Under --msvc the parse sees Visual C++'s (the shim's
// amp-include/msvc/bits/exception.h, which marks the constructor), and
//   throw std::exception("bad size");
// becomes `throw std::runtime_error("bad size");`: the same what(), caught
// by the same `catch (std::exception &)`, on every compiler (amp2hip-4001;
// amp2hip/msvc.h, which the file then includes, includes <stdexcept>).
// Anywhere else (a variable, a base class initializer, a return value) a
// runtime_error would be sliced or would change the class, so amp2hip-4004
// says what to change.
//
//===----------------------------------------------------------------------===//
#include "Rewrites.h"

#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

bool isMessageConstructor(const CXXConstructorDecl *C) {
  if (!C)
    return false;
  for (const auto *A : C->specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == "amp2hip.msvc_exception_message")
      return true;
  return false;
}

class ExceptionMessages : public RecursiveASTVisitor<ExceptionMessages> {
public:
  explicit ExceptionMessages(TranslationState &S) : S(S) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitCXXThrowExpr(CXXThrowExpr *T) {
    const Expr *E = T->getSubExpr() ? T->getSubExpr()->IgnoreImplicit() : nullptr;
    TypeLoc Written;
    const CXXConstructExpr *Construct = nullptr;
    if (const auto *FC = dyn_cast_or_null<CXXFunctionalCastExpr>(E)) {
      Written = FC->getTypeInfoAsWritten()->getTypeLoc();
      Construct = dyn_cast<CXXConstructExpr>(FC->getSubExpr()->IgnoreImplicit());
    } else if (const auto *TO = dyn_cast_or_null<CXXTemporaryObjectExpr>(E)) {
      Written = TO->getTypeSourceInfo()->getTypeLoc();
      Construct = TO;
    }
    if (!Construct || !isMessageConstructor(Construct->getConstructor()) ||
        Construct->getNumArgs() != 1)
      return true;
    SourceRange Type = Written.getSourceRange();
    if (Type.isInvalid() || Type.getBegin().isMacroID() || Type.getEnd().isMacroID() ||
        !S.inScope(Type.getBegin()))
      return true;
    Fixed.insert(Construct);
    std::string Was = S.text(Type);
    S.RW.ReplaceText(CharSourceRange::getTokenRange(Type), "std::runtime_error");
    S.Diags.report(DiagID::MsvcFixApplied, S.SM, Type.getBegin(),
                   {"'" + Was + "(message)' uses Visual C++'s own std::exception constructor",
                    "writes 'std::runtime_error' instead"});
    S.count("msvc fix", Type.getBegin());
    S.MsvcLayerUses.push_back(S.fileLoc(Type.getBegin()));
    return true;
  }

  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    if (Fixed.count(E) || !isMessageConstructor(E->getConstructor()) ||
        !S.inScope(E->getBeginLoc()))
      return true;
    if (Reported.insert(S.fileLoc(E->getBeginLoc()).getRawEncoding()).second)
      S.Diags.report(DiagID::MsvcExceptionMessage, S.SM, E->getBeginLoc());
    return true;
  }

private:
  TranslationState &S;
  std::set<const CXXConstructExpr *> Fixed;
  std::set<unsigned> Reported;
};

} // namespace

void rewriteMsvcExceptions(TranslationState &S) {
  ExceptionMessages(S).TraverseDecl(S.Ctx.getTranslationUnitDecl());
}

} // namespace amp2hip
