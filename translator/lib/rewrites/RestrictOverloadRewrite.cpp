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
// A restrict(amp) function that shares its name with a host function of
// other parameter types is renamed too: host code must not see it (a
// host call `halve(1.0f)` takes `halve(double) restrict(cpu)` in AMP).
//
// A restrict(cpu, amp) function is compiled for each side in AMP, and its
// calls resolve for each. When it calls such an overload (or a function
// split for that reason), it is split in two: the original, host only, and
// a __device__ copy after it, `tagged_device`, whose calls use the device
// names; AMP code calls the copy.
//
// An operator, a constructor or a conversion function has no name to give:
// amp2hip-1009.
//
// Which functions are such overloads: model/RestrictOverloads.h. Clang
// resolves every call that could take either to the marked restrict(amp)
// one, host calls included; those keep their text.
//
//===----------------------------------------------------------------------===//
#include "HipSpellings.h"
#include "RestrictOverloads.h"
#include "Rewrites.h"
#include "SourceText.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>
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
  /// With \p Record, the renames are listed there instead of made.
  UseRenamer(TranslationState &S, const std::map<const Decl *, std::string> &Renamed,
             std::set<unsigned> &Done,
             std::vector<std::pair<SourceLocation, std::string>> *Record = nullptr)
      : S(S), Renamed(Renamed), Done(Done), Record(Record) {
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
    if (Record) {
      Record->push_back({Loc, New});
      return;
    }
    if (!S.inScope(Loc) || !Done.insert(Loc.getRawEncoding()).second)
      return;
    S.RW.ReplaceText(Loc, Lexer::MeasureTokenLength(Loc, S.SM, S.LO), New);
  }

  TranslationState &S;
  const std::map<const Decl *, std::string> &Renamed;
  std::map<std::string, std::string> MemberNames;
  std::set<unsigned> &Done;
  std::vector<std::pair<SourceLocation, std::string>> *Record;
};

/// True when a function of \p FD's scope with its name is not
/// restrict(amp) only: host code must not see \p FD under that name.
/// Only the user's own functions count: a system header's (POSIX sync(),
/// the C library's abs()) is no overload the user wrote against, and
/// renaming the user's function for it would change names for nothing.
bool sharesNameWithHostFunction(const FunctionDecl *FD) {
  const SourceManager &SM = FD->getASTContext().getSourceManager();
  const DeclContext *DC = FD->getDeclContext()->getRedeclContext()->getPrimaryContext();
  for (const NamedDecl *ND : DC->lookup(FD->getDeclName())) {
    const auto *Other = dyn_cast<FunctionDecl>(ND);
    if (const auto *OT = dyn_cast<FunctionTemplateDecl>(ND))
      Other = OT->getTemplatedDecl();
    if (Other && SM.isInSystemHeader(Other->getLocation()))
      continue;
    if (Other && restrictOverloadKey(Other) != restrictOverloadKey(FD) && !isMarkedAmpOnly(Other))
      return true;
  }
  return false;
}

/// A restrict(cpu, amp) function that can be split: defined once, where
/// it is declared, in the translated text, with the restriction spelled
/// out (not by a macro), named, not virtual.
bool splittable(TranslationState &S, const AmpModel &Model, const FunctionDecl *FD) {
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  const RestrictSpec *Spec = Model.Restrict.ofDeclaration(FD);
  SourceLocation Begin = FD->getOuterLocStart(), End = FD->getEndLoc();
  return FD->getIdentifier() && FD->doesThisDeclarationHaveABody() && !FD->getPreviousDecl() &&
         !FD->isOutOfLine() && !(MD && (MD->isVirtual() || MD->getParent()->isLambda())) &&
         Spec && Spec->Amp && Spec->Cpu && Spec->MacroName.empty() && Begin.isFileID() &&
         End.isFileID() && S.inScope(Begin) && !FD->getTemplateSpecializationInfo();
}

/// The text of \p FD's device copy: its definition as rewritten so far,
/// `__device__` before it, its name and the calls \p Uses lists renamed.
std::string deviceCopy(TranslationState &S, const FunctionDecl *FD, const std::string &Name,
                       std::vector<std::pair<SourceLocation, std::string>> Uses) {
  Uses.push_back({FD->getLocation(), Name});
  SourceLocation Inner = FD->getInnerLocStart();
  std::sort(Uses.begin(), Uses.end(), [&](const auto &A, const auto &B) {
    return S.SM.isBeforeInTranslationUnit(A.first, B.first);
  });
  auto Text = [&](SourceLocation From, SourceLocation To) {
    return S.text(CharSourceRange::getCharRange(From, To));
  };
  SourceLocation Begin = FD->getOuterLocStart();
  if (const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate())
    Begin = FTD->getBeginLoc(); // `template <typename T>` too.
  std::string Out = Text(Begin, Inner) + hip::Device.str() + " ";
  SourceLocation At = Inner;
  for (const auto &[Loc, New] : Uses) {
    if (S.SM.isBeforeInTranslationUnit(Loc, At))
      continue; // Listed twice.
    Out += Text(At, Loc) + New;
    At = Loc.getLocWithOffset(Lexer::MeasureTokenLength(Loc, S.SM, S.LO));
  }
  SourceLocation End = Lexer::getLocForEndOfToken(FD->getEndLoc(), 0, S.SM, S.LO);
  return Out + Text(At, End);
}

} // namespace

void planRestrictOverloads(TranslationState &S, const AmpModel &Model) {
  std::map<const Decl *, std::string> &Renamed = S.RestrictRenamed;
  for (const FunctionDecl *FD : Model.Functions) {
    if (!isMarkedAmpOnly(FD) || !FD->getIdentifier() ||
        !(restrictionTwin(S.Ctx, FD) || sharesNameWithHostFunction(FD)))
      continue;
    const Decl *Key = restrictOverloadKey(FD);
    if (!Renamed.count(Key))
      Renamed[Key] = deviceName(S.Ctx, FD->getName());
  }
  // restrict(cpu, amp) functions that call a renamed one, or a split one.
  std::set<unsigned> Done;
  for (bool Grew = !Renamed.empty(); Grew;) {
    Grew = false;
    for (const AmpBody &B : Model.Graph.Bodies) {
      if (!B.CpuToo || B.Lambda || !B.Fn || S.RestrictSplit.count(restrictOverloadKey(B.Fn)) ||
          !splittable(S, Model, B.Fn))
        continue;
      std::vector<std::pair<SourceLocation, std::string>> Uses;
      UseRenamer(S, Renamed, Done, &Uses).TraverseStmt(const_cast<Stmt *>(B.Body));
      if (Uses.empty())
        continue;
      const Decl *Key = restrictOverloadKey(B.Fn);
      S.RestrictSplit.insert(Key);
      Renamed[Key] = deviceName(S.Ctx, B.Fn->getName());
      Grew = true;
    }
  }
}

void emitRestrictSplits(TranslationState &S, const AmpModel &Model) {
  std::set<unsigned> Done;
  for (const AmpBody &B : Model.Graph.Bodies) {
    if (!B.CpuToo || B.Lambda || !B.Fn || !S.RestrictSplit.count(restrictOverloadKey(B.Fn)))
      continue;
    std::vector<std::pair<SourceLocation, std::string>> Uses;
    UseRenamer(S, S.RestrictRenamed, Done, &Uses).TraverseStmt(const_cast<Stmt *>(B.Body));
    const FunctionDecl *FD = B.Fn;
    std::string Copy = deviceCopy(S, FD, S.RestrictRenamed[restrictOverloadKey(FD)], Uses);
    std::string Indent = lineIndent(S.SM, FD->getOuterLocStart());
    if (const FunctionTemplateDecl *FTD = FD->getDescribedFunctionTemplate())
      Indent = lineIndent(S.SM, FTD->getBeginLoc());
    S.RW.InsertTextAfterToken(FD->getEndLoc(), "\n" + Indent + Copy);
    S.count("restrict(amp, cpu) function split by restriction", FD->getLocation());
  }
}

void rewriteRestrictOverloads(TranslationState &S, const AmpModel &Model) {
  const std::map<const Decl *, std::string> &Renamed = S.RestrictRenamed;
  std::vector<const FunctionDecl *> Decls; // Every declaration to rename.
  std::set<const Decl *> Unnamed;
  for (const FunctionDecl *FD : Model.Functions) {
    if (!overloadsOnRestrictionAlone(S.Ctx, FD) || FD->getIdentifier())
      continue;
    // An operator, a constructor, a conversion.
    if (Unnamed.insert(restrictOverloadKey(FD)).second)
      S.Diags.report(DiagID::RestrictOverloadWithoutName, S.SM, S.fileLoc(FD->getLocation()),
                     {"'" + FD->getQualifiedNameAsString() + "'"});
  }
  for (const FunctionDecl *FD : Model.Functions)
    if (isMarkedAmpOnly(FD) && Renamed.count(restrictOverloadKey(FD)))
      Decls.push_back(FD);
  if (Renamed.empty())
    return;
  std::set<unsigned> Done;
  for (const FunctionDecl *FD : Decls) {
    SourceLocation Name = S.fileLoc(FD->getLocation());
    if (!Done.insert(Name.getRawEncoding()).second)
      continue;
    S.RW.ReplaceText(Name, FD->getName().size(), Renamed.at(restrictOverloadKey(FD)));
    S.count("restrict(amp) overload renamed", Name);
  }
  // Calls from AMP code: kernels and restrict(amp) functions and lambdas. A
  // restrict(amp, cpu) body calls the host's names; its device copy, when
  // it is split, the device's (emitRestrictSplits).
  UseRenamer R(S, Renamed, Done);
  for (const AmpBody &B : Model.Graph.Bodies)
    if (!B.CpuToo)
      R.TraverseStmt(const_cast<Stmt *>(B.Body));
}

} // namespace amp2hip
