//===- PartialSpecializationTypes.cpp -------------------------------------===//
#include "PartialSpecializationTypes.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// The template-ids in a partial specialization's arguments, and the
/// non-type parameters of the specialization each argument names.
class ArgumentWalk : public RecursiveASTVisitor<ArgumentWalk> {
public:
  ArgumentWalk(ASTContext &Ctx, const TemplateParameterList *Own,
               std::vector<MismatchedParameterType> &Out, std::set<const Decl *> &Done)
      : Ctx(Ctx), Own(Own), Out(Out), Done(Done) {}

  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    const auto *CT = dyn_cast_or_null<ClassTemplateDecl>(
        TL.getTypePtr()->getTemplateName().getAsTemplateDecl());
    if (!CT)
      return true;
    const TemplateParameterList *Theirs = CT->getTemplateParameters();
    for (unsigned I = 0; I < TL.getNumArgs() && I < Theirs->size(); ++I) {
      const TemplateArgumentLoc &A = TL.getArgLoc(I);
      const auto *Q = dyn_cast<NonTypeTemplateParmDecl>(Theirs->getParam(I));
      if (A.getArgument().getKind() != TemplateArgument::Expression || !Q || Q->isParameterPack())
        continue;
      const auto *Ref = dyn_cast<DeclRefExpr>(A.getArgument().getAsExpr()->IgnoreParenImpCasts());
      const auto *P = Ref ? dyn_cast<NonTypeTemplateParmDecl>(Ref->getDecl()) : nullptr;
      if (!P || !owns(P) || !Done.insert(P).second || !P->getTypeSourceInfo())
        continue;
      QualType Mine = P->getType().getUnqualifiedType(), Wanted = Q->getType().getUnqualifiedType();
      if (Mine->isDependentType() || Wanted->isDependentType() || !Mine->isIntegralOrEnumerationType() ||
          !Wanted->isIntegralOrEnumerationType() || Ctx.hasSameType(Mine, Wanted))
        continue;
      MismatchedParameterType M;
      M.Type = P->getTypeSourceInfo()->getTypeLoc().getSourceRange();
      M.Replacement = Wanted.getAsString(Ctx.getPrintingPolicy());
      M.Message = "a partial specialization's parameter '" + Mine.getAsString() + " " +
                  P->getNameAsString() + "' deduced from " + CT->getNameAsString() + "'s '" +
                  M.Replacement + " " + Q->getNameAsString() +
                  "' (deduction fails when the types differ; only Visual C++ and clang match it)";
      Out.push_back(std::move(M));
    }
    return true;
  }

private:
  bool owns(const NonTypeTemplateParmDecl *P) const {
    for (const NamedDecl *D : *Own)
      if (D == P)
        return true;
    return false;
  }
  ASTContext &Ctx;
  const TemplateParameterList *Own;
  std::vector<MismatchedParameterType> &Out;
  std::set<const Decl *> &Done;
};

class MismatchFinder : public RecursiveASTVisitor<MismatchFinder> {
public:
  MismatchFinder(ASTContext &Ctx, llvm::function_ref<bool(SourceLocation)> Writes)
      : Ctx(Ctx), Writes(Writes) {}

  /// Declarations read from a precompiled header are the shim's and the
  /// standard library's, never a file amp2hip writes: walking into them made
  /// clang deserialize the whole PCH on every parse (61 % of the fuzzer's
  /// CPU time; the CLI's header cache likewise).
  bool TraverseDecl(Decl *D) {
    if (D && D->isFromASTFile())
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitClassTemplatePartialSpecializationDecl(ClassTemplatePartialSpecializationDecl *PS) {
    const SourceManager &SM = Ctx.getSourceManager();
    if (!Writes(SM.getFileLoc(PS->getLocation())))
      return true;
    const ASTTemplateArgumentListInfo *Args = PS->getTemplateArgsAsWritten();
    if (!Args)
      return true;
    ArgumentWalk Walk(Ctx, PS->getTemplateParameters(), Found, Done);
    for (const TemplateArgumentLoc &A : Args->arguments())
      Walk.TraverseTemplateArgumentLoc(A);
    return true;
  }

  std::vector<MismatchedParameterType> Found;

private:
  ASTContext &Ctx;
  llvm::function_ref<bool(SourceLocation)> Writes;
  std::set<const Decl *> Done;
};

} // namespace

std::vector<MismatchedParameterType>
findMismatchedParameterTypes(ASTContext &Ctx, llvm::function_ref<bool(SourceLocation)> Writes) {
  MismatchFinder F(Ctx, Writes);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  return std::move(F.Found);
}

} // namespace amp2hip
