//===- RestrictOverloadRewrite.cpp - overloads on the restriction alone ---===//
//
//   int where() restrict(cpu) { return 1; }    int where() { return 1; }
//   int where() restrict(amp) { return 2; } -> __device__ int where_device() { return 2; }
//   ... in a kernel: where()                   ... in a kernel: where_device()
//
// AMP lets a function overload another on restrict(...) alone and picks by
// the caller: AMP code calls the restrict(amp) one, host code the other.
// HIP cannot say that: nvcc rejects overloads on __host__/__device__ alone,
// and the host backend compiles kernels and host code in one pass. So the
// restrict(amp) overload gets a name of its own (free functions, members,
// static members, templates alike) and the calls in AMP code use it; host
// code keeps calling the name it always did.
//
// An operator, a constructor or a conversion function has no name to give:
// amp2hip-1009.
//
// Which functions are such overloads: model/RestrictOverloads.h. Clang
// resolves every call that could take either to the marked restrict(amp)
// one, host calls included; those keep their text.
//
//===----------------------------------------------------------------------===//
#include "RestrictOverloads.h"
#include "Rewrites.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include <map>
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// A name for the restrict(amp) overload of \p Name that nothing in the
/// translation unit uses yet.
std::string deviceName(const ASTContext &Ctx, StringRef Name) {
  std::string Base = (Name + "_device").str();
  std::string Candidate = Base;
  for (unsigned N = 2; Ctx.Idents.find(Candidate) != Ctx.Idents.end(); ++N)
    Candidate = Base + std::to_string(N);
  return Candidate;
}

/// Renames the uses of the renamed overloads inside AMP code.
class UseRenamer : public RecursiveASTVisitor<UseRenamer> {
public:
  UseRenamer(TranslationState &S, const std::map<const Decl *, std::string> &Renamed,
             std::set<unsigned> &Done)
      : S(S), Renamed(Renamed), Done(Done) {
    for (const auto &[D, New] : Renamed)
      if (const auto *FD = dyn_cast<FunctionDecl>(D); FD && isa<CXXMethodDecl>(FD))
        MemberNames[FD->getNameAsString()] = New;
      else if (const auto *FTD = dyn_cast<FunctionTemplateDecl>(D);
               FTD && isa<CXXMethodDecl>(FTD->getTemplatedDecl()))
        MemberNames[FTD->getNameAsString()] = New;
  }

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    renameIfRenamed(E->getDecl(), E->getNameInfo().getLoc());
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    renameIfRenamed(E->getMemberDecl(), E->getMemberLoc());
    return true;
  }
  bool VisitOverloadExpr(OverloadExpr *E) { // unresolved, in templates
    for (const NamedDecl *D : E->decls())
      if (renameIfRenamed(D, E->getNameLoc()))
        break;
    return true;
  }
  bool VisitCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *E) {
    // `obj.value()` on an object of dependent type: by name, among members.
    auto It = MemberNames.find(E->getMember().getAsString());
    if (It != MemberNames.end())
      rename(E->getMemberLoc(), It->second);
    return true;
  }

private:
  bool renameIfRenamed(const NamedDecl *D, SourceLocation Loc) {
    const Decl *Key = D ? restrictOverloadKey(D) : nullptr;
    auto It = Key ? Renamed.find(Key) : Renamed.end();
    if (It == Renamed.end())
      return false;
    rename(Loc, It->second);
    return true;
  }

  void rename(SourceLocation Loc, const std::string &New) {
    if (Loc.isMacroID()) // Spelled in a macro argument: where it is written.
      Loc = S.SM.getSpellingLoc(Loc);
    if (!S.inScope(Loc) || !Done.insert(Loc.getRawEncoding()).second)
      return;
    S.RW.ReplaceText(Loc, Lexer::MeasureTokenLength(Loc, S.SM, S.LO), New);
  }

  TranslationState &S;
  const std::map<const Decl *, std::string> &Renamed;
  std::map<std::string, std::string> MemberNames;
  std::set<unsigned> &Done;
};

} // namespace

void rewriteRestrictOverloads(TranslationState &S, const AmpModel &Model) {
  // The restrict(amp) overloads that have a twin, by key, with their new name.
  std::map<const Decl *, std::string> Renamed;
  std::vector<const FunctionDecl *> Decls; // Every declaration to rename.
  std::set<const Decl *> Unnamed;
  for (const FunctionDecl *FD : Model.Functions) {
    if (!overloadsOnRestrictionAlone(S.Ctx, FD))
      continue;
    if (!FD->getIdentifier()) { // An operator, a constructor, a conversion.
      if (Unnamed.insert(restrictOverloadKey(FD)).second)
        S.Diags.report(DiagID::RestrictOverloadWithoutName, S.SM, S.fileLoc(FD->getLocation()),
                       {"'" + FD->getQualifiedNameAsString() + "'"});
      continue;
    }
    const Decl *Key = restrictOverloadKey(FD);
    if (!Renamed.count(Key))
      Renamed[Key] = deviceName(S.Ctx, FD->getName());
    Decls.push_back(FD);
  }
  if (Renamed.empty())
    return;
  std::set<unsigned> Done;
  for (const FunctionDecl *FD : Decls) {
    SourceLocation Name = S.fileLoc(FD->getLocation());
    if (!Done.insert(Name.getRawEncoding()).second)
      continue;
    S.RW.ReplaceText(Name, FD->getName().size(), Renamed[restrictOverloadKey(FD)]);
    S.count("restrict(amp) overload renamed", Name);
  }
  // Calls from AMP code: kernels and restrict(amp) functions and lambdas. A
  // restrict(amp, cpu) body could call neither overload in AMP.
  UseRenamer R(S, Renamed, Done);
  for (const AmpBody &B : Model.Graph.Bodies)
    if (!B.CpuToo)
      R.TraverseStmt(const_cast<Stmt *>(B.Body));
}

} // namespace amp2hip
