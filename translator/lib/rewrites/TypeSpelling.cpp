//===- TypeSpelling.cpp ---------------------------------------------------===//
#include "TypeSpelling.h"
#include "Rewrites.h"

#include "clang/AST/QualTypeNames.h"

using namespace clang;

namespace amp2hip {

namespace {

bool mentionsLocalTypedef(QualType T, const ASTContext &Ctx) {
  while (true) {
    if (const auto *TT = dyn_cast<TypedefType>(T.getTypePtr()))
      if (TT->getDecl()->getParentFunctionOrMethod())
        return true;
    QualType Next = T.getSingleStepDesugaredType(Ctx);
    if (Next == T)
      return false;
    T = Next;
  }
}

bool isLocalTypedef(QualType T) {
  const auto *TT = dyn_cast<TypedefType>(T.getTypePtr());
  return TT && TT->getDecl()->getParentFunctionOrMethod();
}

QualType stripLocalTypedefs(QualType T) {
  while (isLocalTypedef(T)) {
    Qualifiers Q = T.getLocalQualifiers();
    T = cast<TypedefType>(T.getTypePtr())->getDecl()->getUnderlyingType();
    T = QualType(T.getTypePtr(), T.getLocalFastQualifiers() | Q.getFastQualifiers());
  }
  return T;
}

} // namespace

QualType withoutLocalTypedefs(QualType T, const ASTContext &Ctx) {
  T = stripLocalTypedefs(T);
  const auto *TST = dyn_cast<TemplateSpecializationType>(T.getTypePtr());
  if (!TST)
    return T;
  bool Changed = false;
  llvm::SmallVector<TemplateArgument, 4> Args;
  for (const TemplateArgument &A : TST->template_arguments()) {
    if (A.getKind() == TemplateArgument::Type && isLocalTypedef(A.getAsType())) {
      Args.push_back(TemplateArgument(stripLocalTypedefs(A.getAsType())));
      Changed = true;
    } else {
      Args.push_back(A);
    }
  }
  if (!Changed)
    return T;
  QualType Out = Ctx.getTemplateSpecializationType(
      TST->getTemplateName(), Args,
      TST->isDependentType() ? QualType() : TST->desugar());
  return QualType(Out.getTypePtr(), T.getLocalFastQualifiers());
}

std::string spellDeclaration(QualType T, const std::string &Name, const ASTContext &Ctx,
                             bool Qualify) {
  PrintingPolicy PP = Ctx.getPrintingPolicy();
  PP.SuppressUnwrittenScope = true;
  // In a template the canonical type would name the template's parameters
  // by position (type-parameter-0-0): write the local typedefs out instead.
  if (T->isDependentType())
    T = withoutLocalTypedefs(T, Ctx);
  if (mentionsLocalTypedef(T, Ctx))
    T = T.getCanonicalType();
  else if (Qualify && !T->isDependentType())
    T = TypeName::getFullyQualifiedType(T, Ctx, /*WithGlobalNsPrefix=*/false);
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  T.print(OS, PP, Name);
  OS.flush();
  // A bare `index<N>` or `texture<T, N>` clashes with HIP's globals (see
  // ClashingNameRewrite): qualify the type, textually when it is dependent.
  if (T->isDependentType())
    return qualifyClashingTemplateNames(Out);
  if (qualifyClashingTemplateNames(Out) != Out) {
    Out.clear();
    TypeName::getFullyQualifiedType(T, Ctx, /*WithGlobalNsPrefix=*/false).print(OS, PP, Name);
    OS.flush();
  }
  return Out;
}

} // namespace amp2hip
