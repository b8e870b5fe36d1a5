//===- ApiUsageCheck.cpp --------------------------------------------------===//
#include "ApiUsageCheck.h"
#include "ApiTable.h"
#include "TranslationState.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include <map>
#include <set>

using namespace clang;

namespace amp2hip {

std::string apiNameOf(const NamedDecl *D) {
  std::vector<std::string> Parts;
  Parts.push_back(D->getNameAsString());
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
      if (NS->isAnonymousNamespace() || NS->isInline())
        continue;
      Parts.push_back(NS->getNameAsString());
    } else if (const auto *RD = dyn_cast<RecordDecl>(DC)) {
      Parts.push_back(RD->getNameAsString());
    } else if (const auto *ED = dyn_cast<EnumDecl>(DC)) {
      if (ED->isScoped()) // unscoped enumerators live in the enclosing scope
        Parts.push_back(ED->getNameAsString());
    } else if (isa<TranslationUnitDecl>(DC) || isa<LinkageSpecDecl>(DC)) {
      continue;
    } else {
      return ""; // local to a function: not API
    }
  }
  std::string Out;
  for (auto It = Parts.rbegin(); It != Parts.rend(); ++It)
    Out += (Out.empty() ? "" : "::") + *It;
  // The short vector types are typedefs of one template in the shim.
  static const std::string Vec = "concurrency::graphics::detail::vec::";
  if (llvm::StringRef(Out).startswith(Vec))
    Out = "concurrency::graphics::<vector>::" + Out.substr(Vec.size());
  return Out;
}

namespace {

/// Qualified name -> the table entry, for the entries with a diagnostic.
const std::map<std::string, const ApiEntry *> &diagnosedEntries() {
  static const std::map<std::string, const ApiEntry *> Map = [] {
    std::map<std::string, const ApiEntry *> M;
    for (const ApiEntry &E : apiEntries())
      if (E.Diag)
        for (const std::string &Q : apiQualifiedNames(E))
          M.emplace(Q, &E);
    return M;
  }();
  return Map;
}

class Checker : public RecursiveASTVisitor<Checker> {
public:
  explicit Checker(TranslationState &S) : S(S) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    use(E->getDecl(), E->getLocation());
    return true;
  }
  // A member is looked up as a member of the object's class first (AMP's
  // texture classes share members through a base class).
  bool VisitMemberExpr(MemberExpr *E) {
    QualType Obj = E->getBase()->getType();
    if (E->isArrow() && Obj->isPointerType())
      Obj = Obj->getPointeeType();
    use(E->getMemberDecl(), E->getMemberLoc(), Obj);
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    if (E->getNumArgs() > 0 && isa_and_nonnull<CXXMethodDecl>(E->getCalleeDecl()))
      use(cast<NamedDecl>(E->getCalleeDecl()), E->getExprLoc(), E->getArg(0)->getType());
    return true;
  }
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    for (NamedDecl *D : E->decls())
      if (use(D, E->getNameLoc()))
        break;
    return true;
  }
  bool VisitUnresolvedMemberExpr(UnresolvedMemberExpr *E) {
    for (NamedDecl *D : E->decls())
      if (use(D, E->getMemberLoc()))
        break;
    return true;
  }
  bool VisitRecordTypeLoc(RecordTypeLoc TL) {
    use(TL.getDecl(), TL.getNameLoc());
    return true;
  }
  bool VisitEnumTypeLoc(EnumTypeLoc TL) {
    use(TL.getDecl(), TL.getNameLoc());
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    use(TL.getTypedefNameDecl(), TL.getNameLoc());
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    if (TemplateDecl *TD = TL.getTypePtr()->getTemplateName().getAsTemplateDecl())
      use(TD, TL.getTemplateNameLoc());
    return true;
  }

private:
  // Reports \p D at \p Loc when its table entry has a diagnostic; true when
  // it did (or already had, at that place).
  bool use(const NamedDecl *D, SourceLocation Loc, QualType Object = QualType()) {
    if (!D || Loc.isInvalid() || !S.inScope(Loc))
      return false;
    // Only AMP's (the shim's) declarations; user code may reuse the names.
    if (!isInAmpNamespace(D))
      return false;
    const auto &Map = diagnosedEntries();
    auto It = Map.end();
    if (!Object.isNull())
      if (const CXXRecordDecl *RD = Object.getNonReferenceType()->getAsCXXRecordDecl())
        It = Map.find(apiNameOf(RD) + "::" + D->getNameAsString());
    if (It == Map.end())
      It = Map.find(apiNameOf(D));
    if (It == Map.end())
      return false;
    SourceLocation At = S.fileLoc(Loc);
    if (!Reported.insert(At.getRawEncoding()).second)
      return true;
    const ApiEntry &E = *It->second;
    S.Diags.report(static_cast<DiagID>(E.Diag), S.SM, At, {It->first, E.Mapping});
    return true;
  }

  TranslationState &S;
  std::set<unsigned> Reported;
};

} // namespace

void checkApiUsage(TranslationState &S) {
  Checker C(S);
  C.TraverseAST(S.Ctx);
}

} // namespace amp2hip
