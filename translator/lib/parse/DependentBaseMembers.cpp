//===- DependentBaseMembers.cpp -------------------------------------------===//
#include "DependentBaseMembers.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

bool within(const SourceManager &SM, SourceLocation Loc, SourceRange R) {
  SourceLocation B = SM.getFileLoc(R.getBegin()), E = SM.getFileLoc(R.getEnd());
  return B.isValid() && E.isValid() && SM.isPointWithin(Loc, B, E);
}

/// The innermost class (template pattern or partial specialization) in
/// \p DC whose definition holds \p Loc.
const CXXRecordDecl *innermostClass(const SourceManager &SM, const DeclContext *DC,
                                    SourceLocation Loc, const CXXRecordDecl *Found) {
  for (const Decl *D : DC->decls()) {
    if (D->isImplicit() || !within(SM, Loc, D->getSourceRange()))
      continue;
    if (const auto *T = dyn_cast<ClassTemplateDecl>(D))
      D = T->getTemplatedDecl();
    if (const auto *RD = dyn_cast<CXXRecordDecl>(D)) {
      if (RD->isThisDeclarationADefinition())
        return innermostClass(SM, RD, Loc, RD);
    } else if (isa<NamespaceDecl>(D) || isa<LinkageSpecDecl>(D)) {
      return innermostClass(SM, cast<DeclContext>(D), Loc, Found);
    }
  }
  return Found;
}

/// The class template a dependent base names (Base<T>), if any.
const CXXRecordDecl *baseTemplatePattern(QualType T) {
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    if (const auto *CT = dyn_cast_or_null<ClassTemplateDecl>(
            TST->getTemplateName().getAsTemplateDecl()))
      return CT->getTemplatedDecl();
  return nullptr;
}

} // namespace

std::string dependentBaseQualifier(ASTContext &Ctx, SourceLocation Loc, llvm::StringRef Name) {
  const SourceManager &SM = Ctx.getSourceManager();
  const CXXRecordDecl *RD = innermostClass(SM, Ctx.getTranslationUnitDecl(), Loc, nullptr);
  if (!RD)
    return "this->";
  IdentifierInfo &II = Ctx.Idents.get(Name);
  std::string Single;
  unsigned Dependent = 0;
  for (const CXXBaseSpecifier &B : RD->bases()) {
    if (!B.getType()->isDependentType())
      continue;
    ++Dependent;
    std::string Spelled = Lexer::getSourceText(
                              CharSourceRange::getTokenRange(B.getTypeSourceInfo()->getTypeLoc().getSourceRange()),
                              SM, Ctx.getLangOpts())
                              .str();
    Single = "typename " + Spelled + "::";
    const CXXRecordDecl *Pattern = baseTemplatePattern(B.getType());
    if (!Pattern || !Pattern->hasDefinition())
      continue;
    for (const NamedDecl *Member : Pattern->getDefinition()->lookup(DeclarationName(&II))) {
      if (isa<TypeDecl>(Member) || isa<TypeAliasTemplateDecl>(Member))
        return Single;
      return "this->";
    }
  }
  // Not declared in a base template amp2hip can see (a base's base, a
  // specialization): a name followed by '(' is taken for a call.
  bool Invalid = false;
  const char *After = SM.getCharacterData(Loc.getLocWithOffset(Name.size()), &Invalid);
  while (!Invalid && After && (*After == ' ' || *After == '\t'))
    ++After;
  if (!Invalid && After && *After == '(')
    return "this->";
  return Dependent == 1 ? Single : "";
}

} // namespace amp2hip
