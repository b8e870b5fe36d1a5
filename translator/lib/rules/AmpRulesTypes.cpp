//===- AmpRulesTypes.cpp - types AMP cannot carry to the accelerator ------===//
//
//   struct Node { float value; Node *next; };
//   array_view<Node, 1> nodes(n, data);          // 2027: pointer member
//
// C++ AMP 1.2 (section 2.4.1, and amp.h's own static_asserts) allows as the
// element type of an array or array_view, and as the type of what a kernel
// captures, only "amp-compatible" classes:
//   - no pointer or reference data members (an array& or texture& member is
//     the one exception, and only for captures), no bit-fields,
//   - no virtual base classes and no virtual member functions,
//   - for element types, a size that is a non-zero multiple of 4 bytes, so
//     no empty classes (and no char or short elements).
// HIP compiles such types, and the host pointer a kernel then dereferences
// crashes on a GPU (the host backend hides it). Reported at the declaration
// that names the view or array, or at the capture (AmpRulesCaptures.cpp).
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace amp2hip {

namespace {

std::string unqualifiedTypeName(QualType T, const ASTContext &Ctx) {
  return T.getUnqualifiedType().getAsString(Ctx.getPrintingPolicy());
}

/// AMP's own class behind \p T (through aliases and typedefs), or "".
AmpClass ampClass(QualType T) { return ampClassOf(T.getCanonicalType()); }

/// Why the members and bases of \p RD make it not amp-compatible, or "".
std::string classIncompatibility(const CXXRecordDecl *RD, const ASTContext &Ctx,
                                 bool AllowContainerRefs, unsigned Depth) {
  if (!RD || !RD->hasDefinition() || Depth > 8)
    return "";
  RD = RD->getDefinition();
  for (const CXXBaseSpecifier &B : RD->vbases())
    return "has the virtual base '" + unqualifiedTypeName(B.getType(), Ctx) + "'";
  if (RD->isPolymorphic())
    return "has virtual member functions";
  for (const FieldDecl *F : RD->fields()) {
    QualType FT = F->getType();
    if (F->isBitField())
      return "has the bit-field member '" + F->getNameAsString() + "'";
    if (FT->isReferenceType()) {
      AmpClass Amp = ampClass(FT.getNonReferenceType());
      if (AllowContainerRefs && (Amp == AmpClass::Array || Amp == AmpClass::Texture))
        continue;
      return "has the reference member '" + F->getNameAsString() + "'";
    }
    QualType Elem = Ctx.getBaseElementType(FT);
    if (Elem->isPointerType() || Elem->isMemberPointerType())
      return "has the pointer member '" + F->getNameAsString() + "'";
    if (ampClass(Elem) != AmpClass::None)
      continue; // AMP's own classes carry themselves
    std::string Why = classIncompatibility(Elem->getAsCXXRecordDecl(), Ctx, AllowContainerRefs,
                                           Depth + 1);
    if (!Why.empty())
      return Why + " (through its member '" + F->getNameAsString() + "')";
  }
  for (const CXXBaseSpecifier &B : RD->bases()) {
    if (ampClass(B.getType()) != AmpClass::None)
      continue; // a class derived from array_view is captured as one
    std::string Why =
        classIncompatibility(B.getType()->getAsCXXRecordDecl(), Ctx, AllowContainerRefs, Depth + 1);
    if (!Why.empty())
      return Why + " (through its base '" + unqualifiedTypeName(B.getType(), Ctx) + "')";
  }
  return "";
}

/// The element type of an array<T, N> or array_view<T, N> type, or null.
QualType containerElement(QualType T) {
  T = T.getNonReferenceType().getCanonicalType();
  AmpClass Amp = ampClassOf(T);
  if (Amp != AmpClass::Array && Amp != AmpClass::ArrayView)
    return QualType();
  const auto *Spec =
      dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  if (!Spec || Spec->getTemplateArgs().size() == 0 ||
      Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return QualType();
  return Spec->getTemplateArgs()[0].getAsType();
}

class ElementTypeChecker : public RecursiveASTVisitor<ElementTypeChecker> {
public:
  explicit ElementTypeChecker(RuleContext &C) : C(C) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitDeclaratorDecl(DeclaratorDecl *D) {
    if (!isa<VarDecl>(D) && !isa<FieldDecl>(D))
      return true;
    if (!C.S.inScope(D->getLocation()) || D->getType()->isDependentType())
      return true;
    QualType Elem = containerElement(D->getType());
    if (Elem.isNull() || Elem->isDependentType())
      return true;
    std::string Why = elementIncompatibility(Elem, C.S.Ctx);
    if (!Why.empty())
      C.report(DiagID::TypeNotAmpCompatible, D->getLocation(),
               {"the element type of '" + D->getNameAsString() + "'", unqualifiedTypeName(Elem, C.S.Ctx),
                Why, "as the element of an array or array_view"});
    return true;
  }

private:
  RuleContext &C;
};

} // namespace

std::string ampIncompatibility(QualType T, const ASTContext &Ctx) {
  if (T.isNull() || T->isDependentType())
    return "";
  T = Ctx.getBaseElementType(T.getNonReferenceType());
  if (ampClass(T) != AmpClass::None)
    return "";
  return classIncompatibility(T->getAsCXXRecordDecl(), Ctx, /*AllowContainerRefs=*/true, 0);
}

std::string elementIncompatibility(QualType T, const ASTContext &Ctx) {
  if (T.isNull() || T->isDependentType() || T->isIncompleteType())
    return "";
  QualType Base = Ctx.getBaseElementType(T);
  if (Base->isPointerType() || Base->isMemberPointerType())
    return "is a pointer";
  if (refersToMemory(ampClass(Base)))
    return "is an AMP container";
  if (ampClass(Base) != AmpClass::None)
    return ""; // short vectors, norm, unorm
  if (const CXXRecordDecl *RD = Base->getAsCXXRecordDecl()) {
    if (RD->hasDefinition() && RD->getDefinition()->isEmpty())
      return "is an empty class";
    std::string Why = classIncompatibility(RD, Ctx, /*AllowContainerRefs=*/false, 0);
    if (!Why.empty())
      return Why;
  }
  const uint64_t Size = Ctx.getTypeSizeInChars(T).getQuantity();
  if (Size == 0 || Size % 4 != 0)
    return "is " + std::to_string(Size) + " bytes long, not a multiple of 4";
  return "";
}

void checkTypeRules(RuleContext &C) {
  ElementTypeChecker V(C);
  for (Decl *D : C.S.Ctx.getTranslationUnitDecl()->decls())
    if (C.S.inScope(D->getLocation()))
      V.TraverseDecl(D);
}

} // namespace amp2hip
