//===- LateBoundCalls.cpp -------------------------------------------------===//
#include "LateBoundCalls.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include <map>
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// The declaration at namespace scope that holds \p D: where a declaration
/// said before it is visible to all of it.
const Decl *outermost(const Decl *D) {
  for (const DeclContext *DC = D->getLexicalDeclContext(); !DC->isFileContext() &&
                                                           !isa<LinkageSpecDecl>(DC);
       DC = D->getLexicalDeclContext())
    D = cast<Decl>(DC);
  if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
    if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
      return CT;
  if (const auto *FD = dyn_cast<FunctionDecl>(D))
    if (const FunctionTemplateDecl *FT = FD->getDescribedFunctionTemplate())
      return FT;
  return D;
}

/// The first declaration of the function a call names (of its template,
/// for a specialization); null for what is not a free function.
const NamedDecl *firstDeclaration(const NamedDecl *N) {
  N = N->getUnderlyingDecl();
  if (const auto *FT = dyn_cast<FunctionTemplateDecl>(N))
    return isa<CXXMethodDecl>(FT->getTemplatedDecl()) ? nullptr : FT->getCanonicalDecl();
  const auto *F = dyn_cast<FunctionDecl>(N);
  if (!F || isa<CXXMethodDecl>(F) || F->isImplicit() || F->getBuiltinID())
    return nullptr;
  if (const FunctionTemplateDecl *FT = F->getPrimaryTemplate())
    return FT->getCanonicalDecl();
  return F->getFirstDecl();
}

const FunctionDecl *asFunction(const NamedDecl *N) {
  if (const auto *FT = dyn_cast<FunctionTemplateDecl>(N))
    return FT->getTemplatedDecl();
  return cast<FunctionDecl>(N);
}

/// True when a type the signature of \p F names is declared at or after
/// \p Before (the declaration could not be said there).
class LaterTypes : public RecursiveASTVisitor<LaterTypes> {
public:
  LaterTypes(const SourceManager &SM, SourceLocation Before) : SM(SM), Before(Before) {}
  bool Found = false;
  bool VisitTagTypeLoc(TagTypeLoc TL) { return check(TL.getDecl()); }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) { return check(TL.getTypedefNameDecl()); }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    return check(TL.getTypePtr()->getTemplateName().getAsTemplateDecl());
  }

private:
  bool check(const Decl *D) {
    if (D) {
      SourceLocation L = SM.getFileLoc(D->getCanonicalDecl()->getLocation());
      Found |= L.isValid() && !SM.isBeforeInTranslationUnit(L, Before);
    }
    return !Found;
  }
  const SourceManager &SM;
  SourceLocation Before;
};

/// The head of \p F as written, on one line: its tokens from \p B up to
/// \p E (offsets in one file), one space where the source had space,
/// comments or a line break. Empty when a directive is in the way.
std::string oneLineHead(const SourceManager &SM, const LangOptions &LO, SourceLocation B,
                        SourceLocation E) {
  std::pair<FileID, unsigned> Begin = SM.getDecomposedLoc(B);
  unsigned End = SM.getFileOffset(E);
  llvm::StringRef Buf = SM.getBufferData(Begin.first);
  Lexer L(SM.getLocForStartOfFile(Begin.first), LO, Buf.begin(), Buf.begin() + Begin.second,
          Buf.end());
  std::string Out;
  unsigned PrevEnd = Begin.second;
  Token T;
  for (;;) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof))
      break;
    unsigned Off = SM.getFileOffset(T.getLocation());
    if (Off >= End)
      break;
    if (T.is(tok::hash) && T.isAtStartOfLine())
      return "";
    if (!Out.empty() && Off > PrevEnd)
      Out += ' ';
    Out += Buf.substr(Off, T.getLength()).str();
    PrevEnd = Off + T.getLength();
  }
  return Out;
}

class Finder : public RecursiveASTVisitor<Finder> {
public:
  Finder(ASTContext &Ctx, llvm::function_ref<bool(SourceLocation)> Writes)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Writes(Writes) {}

  /// Not into declarations read from a precompiled header (the shim's and
  /// the standard headers, which amp2hip does not write): that deserialized
  /// the whole PCH on every parse (PartialSpecializationTypes.cpp likewise).
  bool TraverseDecl(Decl *D) {
    if (D && D->isFromASTFile())
      return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!FD->isTemplated() || !FD->doesThisDeclarationHaveABody() || !FD->getBody() ||
        !Writes(SM.getFileLoc(FD->getLocation())))
      return true;
    Top = outermost(FD);
    Calls Collect(*this);
    Collect.TraverseStmt(FD->getBody());
    return true;
  }

  std::vector<LateBoundCall> Found;

private:
  struct Calls : RecursiveASTVisitor<Calls> {
    Finder &F;
    explicit Calls(Finder &F) : F(F) {}
    bool VisitCallExpr(CallExpr *CE) {
      const Expr *Callee = CE->getCallee()->IgnoreParenImpCasts();
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Callee)) {
        if (!DRE->hasQualifier())
          F.consider(DRE->getDecl(), DRE->getLocation());
      } else if (const auto *ULE = dyn_cast<UnresolvedLookupExpr>(Callee)) {
        if (!ULE->getQualifier())
          for (const NamedDecl *N : ULE->decls())
            F.consider(N, ULE->getNameLoc());
      }
      return true;
    }
  };

  void consider(const NamedDecl *Callee, SourceLocation CallLoc) {
    const NamedDecl *First = firstDeclaration(Callee);
    if (!First || !Seen.insert(First).second)
      return;
    const FunctionDecl *FD = asFunction(First);
    SourceLocation Begin = SM.getFileLoc(Top->getBeginLoc());
    SourceLocation Declared = SM.getFileLoc(First->getLocation());
    if (FD->getFriendObjectKind() != Decl::FOK_None || Begin.isInvalid() || Declared.isInvalid() ||
        SM.isBeforeInTranslationUnit(Declared, Begin))
      return; // declared before the template: two-phase lookup finds it
    LaterTypes Types(SM, Begin);
    if (TypeSourceInfo *TSI = FD->getTypeSourceInfo())
      Types.TraverseTypeLoc(TSI->getTypeLoc());
    if (Types.Found)
      return; // a type declared later: its namespace's functions are found by ADL
    LateBoundCall C;
    C.Call = SM.getFileLoc(CallLoc);
    C.Function = First->getNameAsString();
    if (const auto *ND = dyn_cast<NamedDecl>(Top))
      C.Template = ND->getNameAsString();
    C.DeclaredAt = SM.getSpellingLineNumber(Declared);
    C.Why = whyNoFix(First, FD, Begin);
    if (C.Why.empty()) {
      SourceLocation HeadEnd = FD->doesThisDeclarationHaveABody() && FD->getBody()
                                   ? FD->getBody()->getBeginLoc()
                                   : Lexer::getLocForEndOfToken(FD->getEndLoc(), 0, SM,
                                                                Ctx.getLangOpts());
      C.Declaration = oneLineHead(SM, Ctx.getLangOpts(), First->getBeginLoc(), HeadEnd);
      if (C.Declaration.empty())
        C.Why = "a preprocessor directive is inside its declaration";
      else
        C.Declaration += ";";
    }
    if (C.Why.empty())
      placeBefore(C, Begin);
    Found.push_back(std::move(C));
  }

  /// Why the declaration of \p First cannot be said before \p Begin; empty
  /// when it can.
  std::string whyNoFix(const NamedDecl *First, const FunctionDecl *FD, SourceLocation Begin) {
    if (First->getBeginLoc().isMacroID() ||
        (FD->getBody() && FD->getBody()->getBeginLoc().isMacroID()) ||
        FD->getEndLoc().isMacroID())
      return "it is declared inside a macro";
    if (SM.getFileID(SM.getFileLoc(First->getLocation())) != SM.getFileID(Begin))
      return "it is declared in another file, included after the template";
    if (!First->getDeclContext()->getRedeclContext()->Equals(
            Top->getDeclContext()->getRedeclContext()))
      return "it is declared in another namespace";
    for (const ParmVarDecl *P : FD->parameters())
      if (P->hasDefaultArg())
        return "it has default arguments, which can be given only once";
    if (FD->getReturnType()->getContainedDeducedType() && !FD->getTypeSourceInfo())
      return "its return type is deduced from its body";
    if (const auto *FPT = FD->getType()->getAs<FunctionProtoType>())
      if (FD->getReturnType()->getContainedDeducedType() && !FPT->hasTrailingReturn())
        return "its return type is deduced from its body";
    return "";
  }

  /// On the blank line above the template when there is one, else in
  /// front of it; a second declaration at the same place follows the first.
  void placeBefore(LateBoundCall &C, SourceLocation Begin) {
    std::pair<FileID, unsigned> At = SM.getDecomposedLoc(Begin);
    llvm::StringRef Buf = SM.getBufferData(At.first);
    llvm::StringRef Before = Buf.substr(0, At.second);
    size_t LineStart = Before.rfind('\n') + 1; // 0 when there is none
    bool Blank = false;
    size_t PrevStart = 0;
    if (LineStart > 0 && Before.substr(LineStart).trim().empty()) {
      // The template begins its line; is the line above it empty?
      PrevStart = Before.substr(0, LineStart - 1).rfind('\n') + 1;
      Blank = Before.substr(PrevStart, LineStart - 1 - PrevStart).trim().empty();
    }
    unsigned Offset = Blank ? PrevStart : At.second;
    C.Insert = SM.getComposedLoc(At.first, Offset);
    unsigned &Count = AtOffset[{At.first, Offset}];
    if (Blank)
      C.Declaration = (Count ? " " : "") + C.Declaration;
    else
      C.Declaration += " ";
    ++Count;
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  llvm::function_ref<bool(SourceLocation)> Writes;
  const Decl *Top = nullptr;
  std::set<const NamedDecl *> Seen;
  std::map<std::pair<FileID, unsigned>, unsigned> AtOffset;
};

} // namespace

std::vector<LateBoundCall> findLateBoundCalls(ASTContext &Ctx,
                                              llvm::function_ref<bool(SourceLocation)> Writes) {
  if (!Ctx.getLangOpts().DelayedTemplateParsing)
    return {};
  Finder F(Ctx, Writes);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  return std::move(F.Found);
}

} // namespace amp2hip
