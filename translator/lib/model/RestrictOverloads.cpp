//===- RestrictOverloads.cpp ----------------------------------------------===//
#include "RestrictOverloads.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace amp2hip {

bool isMarkedAmpOnly(const FunctionDecl *FD) {
  for (const auto *A : FD->specific_attrs<EnableIfAttr>())
    if (A->getMessage() == "restrict(amp)")
      return true;
  return false;
}

const Decl *restrictOverloadKey(const NamedDecl *D) {
  D = D->getUnderlyingDecl();
  if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D))
    return FTD->getCanonicalDecl();
  const auto *FD = dyn_cast<FunctionDecl>(D);
  if (!FD)
    return nullptr;
  if (const FunctionTemplateDecl *Primary = FD->getPrimaryTemplate())
    return Primary->getCanonicalDecl();
  if (const FunctionTemplateDecl *Described = FD->getDescribedFunctionTemplate())
    return Described->getCanonicalDecl();
  if (const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern())
    FD = Pattern;
  return FD->getCanonicalDecl();
}

const FunctionDecl *restrictionTwin(const ASTContext &Ctx, const FunctionDecl *FD) {
  bool Marked = isMarkedAmpOnly(FD);
  const FunctionTemplateDecl *Tmpl = FD->getDescribedFunctionTemplate();
  const DeclContext *DC = FD->getDeclContext()->getRedeclContext()->getPrimaryContext();
  for (const NamedDecl *ND : DC->lookup(FD->getDeclName())) {
    const auto *Other = dyn_cast<FunctionDecl>(ND);
    if (const auto *OT = dyn_cast<FunctionTemplateDecl>(ND)) {
      if (!Tmpl || OT->getTemplateParameters()->size() != Tmpl->getTemplateParameters()->size())
        continue;
      Other = OT->getTemplatedDecl();
    } else if (Tmpl) {
      continue;
    }
    if (!Other || Other->getCanonicalDecl() == FD->getCanonicalDecl() ||
        isMarkedAmpOnly(Other) == Marked)
      continue;
    if (Ctx.hasSameType(Other->getType(), FD->getType()))
      return Other;
  }
  return nullptr;
}

bool overloadsOnRestrictionAlone(const ASTContext &Ctx, const FunctionDecl *FD) {
  return isMarkedAmpOnly(FD) && restrictionTwin(Ctx, FD);
}

} // namespace amp2hip
