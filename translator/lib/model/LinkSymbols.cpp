//===- LinkSymbols.cpp ----------------------------------------------------===//
#include "LinkSymbols.h"
#include "AmpModel.h"

#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>

using namespace clang;

namespace amp2hip {

namespace {

/// A declaration the linker sees: external, not inline, not a template's
/// pattern. A template's instantiation is one: where another unit holds
/// its explicit instantiation (template class X<float>;), a unit that sees
/// only its declaration links against that unit's definition.
bool linksExternally(const NamedDecl *D) {
  if (!D->isExternallyVisible() || D->getDeclContext()->isDependentContext())
    return false;
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    return !FD->isInlined() && !FD->isTemplated() && !FD->getBuiltinID() &&
           !isa<CXXDestructorDecl>(FD) && !FD->isDeleted();
  if (const auto *VD = dyn_cast<VarDecl>(D))
    return VD->hasGlobalStorage() && !VD->isStaticLocal() && !VD->isInline() &&
           !VD->isTemplated() && !VD->getTemplateInstantiationPattern();
  return false;
}

class SymbolCollector : public RecursiveASTVisitor<SymbolCollector> {
public:
  SymbolCollector(ASTContext &Ctx, LinkSymbols &Out)
      : SM(Ctx.getSourceManager()), Mangler(Ctx.createMangleContext()), Out(Out) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return false; }

  /// An implicit instantiation is every user's own copy (linkonce); an
  /// explicit instantiation definition is one unit's, at the place of the
  /// template <...>; line, wherever the template itself was written.
  bool VisitFunctionDecl(FunctionDecl *FD) {
    TemplateSpecializationKind K = FD->getTemplateSpecializationKind();
    if (K == TSK_ImplicitInstantiation || K == TSK_ExplicitInstantiationDeclaration ||
        !FD->doesThisDeclarationHaveABody() || !linksExternally(FD))
      return true;
    bool Here = K == TSK_ExplicitInstantiationDefinition
                    ? SM.isInMainFile(SM.getExpansionLoc(FD->getPointOfInstantiation()))
                    : inMainFile(FD);
    if (Here)
      Out.Defined.insert(name(FD));
    return true;
  }
  bool VisitVarDecl(VarDecl *VD) {
    if (VD->isThisDeclarationADefinition() == VarDecl::Definition && inMainFile(VD) &&
        linksExternally(VD))
      Out.Defined.insert(name(VD));
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) { return used(E->getDecl()); }
  bool VisitMemberExpr(MemberExpr *E) { return used(E->getMemberDecl()); }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) { return used(E->getConstructor()); }

private:
  bool inMainFile(const Decl *D) const {
    return SM.isInMainFile(SM.getExpansionLoc(D->getLocation()));
  }

  /// A use of something declared outside the system headers and defined
  /// nowhere in this translation unit.
  bool used(const ValueDecl *D) {
    if (!D || SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())) || !linksExternally(D))
      return true;
    if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
      if (FD->isDefined())
        return true;
    } else if (const auto *VD = dyn_cast<VarDecl>(D)) {
      if (VD->getDefinition())
        return true;
    }
    Out.Used.insert(name(D));
    return true;
  }

  std::string name(const NamedDecl *D) const {
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    if (!Mangler->shouldMangleDeclName(D))
      OS << D->getName();
    else if (const auto *C = dyn_cast<CXXConstructorDecl>(D))
      Mangler->mangleName(GlobalDecl(C, Ctor_Complete), OS);
    else
      Mangler->mangleName(GlobalDecl(D), OS);
    return OS.str();
  }

  const SourceManager &SM;
  std::unique_ptr<MangleContext> Mangler;
  LinkSymbols &Out;
};

/// Finds a call to a function no file of the translation unit defines.
class OutsideCallFinder : public RecursiveASTVisitor<OutsideCallFinder> {
public:
  explicit OutsideCallFinder(const SourceManager &SM) : SM(SM) {}
  bool Found = false;

  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (FD && !FD->isDefined() && !FD->getBuiltinID() && !FD->isDeleted() &&
        !FD->isTemplateInstantiation() &&
        !SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())))
      Found = true;
    return !Found;
  }

private:
  const SourceManager &SM;
};

} // namespace

LinkSymbols collectLinkSymbols(ASTContext &Ctx) {
  LinkSymbols Out;
  SymbolCollector(Ctx, Out).TraverseDecl(Ctx.getTranslationUnitDecl());
  return Out;
}

bool deviceCallsOutside(const AmpModel &Model) {
  for (const AmpBody &B : Model.Graph.Bodies) {
    if (!B.Body || !B.Fn)
      continue;
    OutsideCallFinder Finder(B.Fn->getASTContext().getSourceManager());
    Finder.TraverseStmt(const_cast<Stmt *>(B.Body));
    if (Finder.Found)
      return true;
  }
  return false;
}

} // namespace amp2hip
