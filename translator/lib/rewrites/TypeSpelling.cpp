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

} // namespace

std::string spellDeclaration(QualType T, const std::string &Name, const ASTContext &Ctx,
                             bool Qualify) {
  PrintingPolicy PP = Ctx.getPrintingPolicy();
  PP.SuppressUnwrittenScope = true;
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
