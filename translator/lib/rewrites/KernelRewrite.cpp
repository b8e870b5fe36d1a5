//===- KernelRewrite.cpp - parallel_for_each -> __global__ + launch -------===//
//
// Each parallel_for_each becomes a named __global__ kernel, placed just
// before the namespace-scope declaration that contains the launch, and a
// launch through hipLaunchKernelGGL with explicit geometry in its place.
//
// Closure conversion: every variable the kernel lambda uses from outside
// becomes a kernel parameter of the same name and type (so the body is
// moved unchanged); a concurrency::array captured by reference becomes an
// array_view of its device storage (a texture, a texture_view); a C array
// travels in a struct the body's name is bound to; constants the body may
// need as constant expressions (tile sizes, array bounds) are redeclared
// inside the kernel;
// local typedefs are copied; enclosing templates make the kernel a template.
// Containers are passed through amp2hip::to_device, which makes their data
// current on the device, as AMP does when a lambda captures them.
//
//===----------------------------------------------------------------------===//
#include "SourceText.h"
#include "Translator.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <regex>

using namespace clang;

namespace amp2hip {

namespace {

/// A variable the kernel uses from outside its body.
struct Capture {
  const VarDecl *Var = nullptr;
  bool ByRef = false;
  bool IsConstant = false; ///< Redeclared in the kernel instead of passed.
  bool IsArray = false;    ///< concurrency::array captured by reference.
  bool IsTexture = false;  ///< concurrency::graphics::texture captured by reference.
  bool IsClosure = false;  ///< A lambda object: its type becomes a template parameter.
  bool IsCArray = false;   ///< A C array captured by value: passed in a struct.
};

bool isLocalTo(const Decl *D, const DeclContext *Scope) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (DC == Scope)
      return true;
  return false;
}

bool isFunctionLocal(const Decl *D) { return D->getParentFunctionOrMethod() != nullptr; }

/// Collects what a kernel body uses from outside.
class UseCollector : public RecursiveASTVisitor<UseCollector> {
public:
  UseCollector(const LambdaExpr *L) : Op(L->getCallOperator()) {}

  bool shouldVisitImplicitCode() const { return false; }

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    // An init-capture ([k = n * 2]) belongs to the call operator but is
    // passed in like a captured variable.
    if (!VD || !VD->isLocalVarDeclOrParm() || (isLocalTo(VD, Op) && !VD->isInitCapture()))
      return true;
    if (Seen.insert(VD).second)
      Vars.push_back(VD);
    return true;
  }
  bool VisitCXXThisExpr(CXXThisExpr *E) {
    if (!ThisUse)
      ThisUse = E;
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    const TypedefNameDecl *TD = TL.getTypedefNameDecl();
    if (isFunctionLocal(TD) && !isLocalTo(TD, Op) && SeenTypes.insert(TD).second)
      Typedefs.push_back(TD);
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    const TagDecl *TD = TL.getDecl();
    if (isFunctionLocal(TD) && !isLocalTo(TD, Op) && !LocalType)
      LocalType = TD;
    return true;
  }

  const CXXMethodDecl *Op;
  std::vector<const VarDecl *> Vars;
  std::set<const VarDecl *> Seen;
  std::vector<const TypedefNameDecl *> Typedefs;
  std::set<const TypedefNameDecl *> SeenTypes;
  const CXXThisExpr *ThisUse = nullptr;
  const TagDecl *LocalType = nullptr;
};

/// Variables used by constant initializers (TS2 = TS * 2 needs TS too).
class InitUses : public RecursiveASTVisitor<InitUses> {
public:
  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      if (VD->isLocalVarDecl())
        Vars.push_back(VD);
    return true;
  }
  std::vector<const VarDecl *> Vars;
};

/// using-declarations and -directives in a function body before a point:
/// the kernel body was written under them, so the kernel repeats them.
class LocalUsings : public RecursiveASTVisitor<LocalUsings> {
public:
  LocalUsings(const SourceManager &SM, SourceLocation Before) : SM(SM), Before(Before) {}
  bool VisitUsingDecl(UsingDecl *D) { return add(D); }
  bool VisitUsingDirectiveDecl(UsingDirectiveDecl *D) { return add(D); }
  bool VisitNamespaceAliasDecl(NamespaceAliasDecl *D) { return add(D); }
  std::vector<const Decl *> Decls;

private:
  bool add(const Decl *D) {
    if (SM.isBeforeInTranslationUnit(D->getBeginLoc(), Before))
      Decls.push_back(D);
    return true;
  }
  const SourceManager &SM;
  SourceLocation Before;
};

/// Does a type hold AMP containers (so the capture must go through to_device)?
bool holdsContainers(QualType T, int Depth = 0) {
  T = T.getNonReferenceType();
  if (T->isDependentType())
    return true;
  if (isAmpContainerClass(ampClassName(T)))
    return true;
  if (Depth > 8)
    return false;
  // `array_view<int, 1> views[2];` as a member or a captured aggregate.
  if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    return holdsContainers(AT->getElementType(), Depth + 1);
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition())
    return false;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (holdsContainers(B.getType(), Depth + 1))
      return true;
  for (const FieldDecl *F : RD->fields())
    if (holdsContainers(F->getType(), Depth + 1))
      return true;
  return false;
}

bool mentionsLocalTypedef(QualType T, const ASTContext &Ctx) {
  while (true) {
    if (const auto *TT = dyn_cast<TypedefType>(T.getTypePtr()))
      if (isFunctionLocal(TT->getDecl()))
        return true;
    QualType Next = T.getSingleStepDesugaredType(Ctx);
    if (Next == T)
      return false;
    T = Next;
  }
}

/// An identifier not used as a word in any of \p Texts.
std::string freshName(const std::string &Want, const std::vector<std::string> &Texts) {
  for (int N = 0;; ++N) {
    std::string Name = N == 0 ? Want : Want + "_" + std::to_string(N);
    std::regex Word("\\b" + Name + "\\b");
    bool Used = false;
    for (const std::string &T : Texts)
      if (std::regex_search(T, Word)) {
        Used = true;
        break;
      }
    if (!Used)
      return Name;
  }
}

class KernelBuilder {
public:
  KernelBuilder(TranslationState &S, const KernelLaunch &K) : S(S), K(K) {}

  void run();

private:
  bool analyzeShape();
  bool analyzeCaptures();
  const FunctionDecl *enclosingFunction() const;
  const Decl *topLevelDecl(const FunctionDecl *FD) const;
  void collectTemplateParams(const FunctionDecl *FD);
  std::string kernelName(const FunctionDecl *FD);
  std::string printDecl(QualType T, const std::string &Name) const;
  std::string paramFor(const Capture &C);
  std::string argFor(const Capture &C);
  std::string constantDecl(const VarDecl *VD);
  std::string launchText(const std::string &Name, const std::string &Indent,
                         const std::string &Unit);
  std::vector<std::string> bodyLines(std::string &Unit, bool &KnR);
  /// Generated text uses '\n'; a CRLF file gets CRLF.
  std::string withFileLineEndings(const std::string &Text) const;

  TranslationState &S;
  const KernelLaunch &K;
  bool Tiled = false;
  std::string Rank;              ///< As text (may be a template parameter).
  std::vector<std::string> Dims; ///< Tile dimensions, AMP order.
  TiledIndexParam TI;
  std::vector<Capture> Captures;
  std::vector<const TypedefNameDecl *> Typedefs;
  std::vector<std::string> TemplateParams; ///< "typename T", "int N"
  std::vector<std::string> TemplateArgs;   ///< "T", "N"
  std::string FunctorName;                 ///< Kernel parameter holding a functor.
  /// Parameter types are spelled fully qualified when the launching function
  /// has its own using-declarations (they are not visible at namespace scope).
  bool QualifyTypes = false;
};

bool KernelBuilder::analyzeShape() {
  if (K.Lambda) {
    if (K.Lambda->getCallOperator()->getNumParams() != 1) {
      S.Diags.report(DiagID::KernelRankUnknown, S.SM, K.Lambda->getBeginLoc(), {"the kernel lambda"});
      return false;
    }
    const ParmVarDecl *P = K.Lambda->getCallOperator()->getParamDecl(0);
    std::string Class = ampClassName(P->getType());
    std::vector<std::string> Args;
    if (P->getTypeSourceInfo())
      Args = writtenTemplateArgs(P->getTypeSourceInfo()->getTypeLoc(), S.SM, S.LO);
    if (Args.empty())
      Args = templateArgValues(P->getType(), S.Ctx);
    if (Class == "tiled_index") {
      Tiled = true;
      while (Args.size() > 1 && Args.back() == "0")
        Args.pop_back();
      Dims = Args;
      TI.Param = P;
      TI.Dims = Dims;
      Rank = std::to_string(Dims.size());
    } else if (Class == "index" && !Args.empty()) {
      Rank = Args[0];
    } else {
      S.Diags.report(DiagID::KernelRankUnknown, S.SM, P->getBeginLoc(),
                     {P->getType().getAsString(S.Ctx.getPrintingPolicy())});
      return false;
    }
  } else {
    QualType DT = K.Domain->getType();
    std::string Class = ampClassName(DT);
    std::vector<std::string> Args = templateArgValues(DT, S.Ctx);
    if (Class == "tiled_extent" && !Args.empty()) {
      Tiled = true;
      while (Args.size() > 1 && Args.back() == "0")
        Args.pop_back();
      Dims = Args;
      Rank = std::to_string(Dims.size());
    } else if (Class == "extent" && !Args.empty()) {
      Rank = Args[0];
    } else {
      S.Diags.report(DiagID::KernelRankUnknown, S.SM, K.Domain->getBeginLoc(),
                     {DT.getAsString(S.Ctx.getPrintingPolicy())});
      return false;
    }
  }
  if (Tiled) {
    long long Threads = 1;
    bool AllKnown = true;
    for (const std::string &D : Dims) {
      char *End = nullptr;
      long long V = strtoll(D.c_str(), &End, 10);
      if (End == D.c_str() || *End) {
        AllKnown = false;
        continue;
      }
      if (V <= 0) {
        S.Diags.report(DiagID::TileDimensionNotPositive, S.SM, K.Call->getBeginLoc(), {D});
        return false;
      }
      Threads *= V;
    }
    if (AllKnown && Threads > 1024) {
      S.Diags.report(DiagID::TileTooLarge, S.SM, K.Call->getBeginLoc(), {std::to_string(Threads)});
      return false;
    }
  }
  return true;
}

bool KernelBuilder::analyzeCaptures() {
  UseCollector U(K.Lambda);
  // The parameter's type too: tiled_index<TS, TS> may name local constants.
  for (ParmVarDecl *P : K.Lambda->getCallOperator()->parameters())
    if (P->getTypeSourceInfo())
      U.TraverseTypeLoc(P->getTypeSourceInfo()->getTypeLoc());
  U.TraverseStmt(K.Lambda->getBody());
  if (U.ThisUse) {
    S.Diags.report(DiagID::CaptureOfThis, S.SM, U.ThisUse->getBeginLoc());
    return false;
  }
  if (U.LocalType) {
    const FunctionDecl *FD = dyn_cast_or_null<FunctionDecl>(U.LocalType->getParentFunctionOrMethod());
    S.Diags.report(DiagID::KernelUsesFunctionLocalType, S.SM, U.LocalType->getLocation(),
                   {U.LocalType->getNameAsString(), FD ? FD->getNameAsString() : "?"});
    return false;
  }
  Typedefs = U.Typedefs;
  bool Ok = true;
  // Constants used by other constants' initializers come along too.
  std::vector<const VarDecl *> Vars = U.Vars;
  for (size_t I = 0; I < Vars.size(); ++I) {
    const VarDecl *VD = Vars[I];
    if (VD->isUsableInConstantExpressions(S.Ctx) && VD->getInit()) {
      InitUses IU;
      IU.TraverseStmt(const_cast<Expr *>(VD->getInit()));
      for (const VarDecl *D : IU.Vars)
        if (std::find(Vars.begin(), Vars.end(), D) == Vars.end())
          Vars.push_back(D);
    }
  }
  for (const VarDecl *VD : Vars) {
    Capture C;
    C.Var = VD;
    C.IsConstant = VD->isUsableInConstantExpressions(S.Ctx) && VD->getInit() != nullptr;
    bool Explicit = false;
    for (const LambdaCapture &LC : K.Lambda->explicit_captures())
      if (LC.capturesVariable() && LC.getCapturedVar() == VD) {
        C.ByRef = LC.getCaptureKind() == LCK_ByRef;
        Explicit = true;
      }
    if (!Explicit)
      C.ByRef = K.Lambda->getCaptureDefault() == LCD_ByRef;
    QualType T = VD->getType().getNonReferenceType();
    std::string Class = ampClassName(T);
    if (const CXXRecordDecl *RD = T->getAsCXXRecordDecl())
      C.IsClosure = RD->isLambda();
    // A C array parameter would decay to a pointer to host memory: the
    // kernel gets the elements in a struct (amp2hip::captured_array).
    C.IsCArray = !C.IsConstant && !C.ByRef && S.Ctx.getAsConstantArrayType(T) != nullptr;
    if (!C.IsConstant) {
      // AMP captures arrays and textures by reference only (a kernel gets a
      // view of their device storage).
      if (Class == "array" || Class == "texture") {
        if (!C.ByRef) {
          S.Diags.report(DiagID::ContainerCapturedByValue, S.SM, K.Lambda->getBeginLoc(),
                         {Class == "array" ? "concurrency::array" : "concurrency::graphics::texture",
                          VD->getNameAsString()});
          Ok = false;
        }
        (Class == "array" ? C.IsArray : C.IsTexture) = true;
      } else if (C.ByRef) {
        S.Diags.report(DiagID::CaptureByReference, S.SM, K.Lambda->getBeginLoc(), {VD->getNameAsString()});
        Ok = false;
      }
    }
    Captures.push_back(C);
  }
  // Declaration order (constants first, so later ones can use earlier ones):
  // the kernel's parameters then read like the function's own variables.
  std::stable_sort(Captures.begin(), Captures.end(), [&](const Capture &A, const Capture &B) {
    if (A.IsConstant != B.IsConstant)
      return A.IsConstant;
    return S.SM.isBeforeInTranslationUnit(A.Var->getLocation(), B.Var->getLocation());
  });
  return Ok;
}

const FunctionDecl *KernelBuilder::enclosingFunction() const {
  DynTypedNode Node = DynTypedNode::create(*K.Call);
  while (true) {
    DynTypedNodeList Parents = S.Ctx.getParents(Node);
    if (Parents.empty())
      return nullptr;
    Node = Parents[0];
    if (const auto *FD = Node.get<FunctionDecl>()) {
      const auto *MD = dyn_cast<CXXMethodDecl>(FD);
      if (!MD || !MD->getParent()->isLambda())
        return FD;
    }
  }
}

const Decl *KernelBuilder::topLevelDecl(const FunctionDecl *FD) const {
  const Decl *D = FD;
  while (true) {
    const DeclContext *DC = D->getLexicalDeclContext();
    if (isa<TranslationUnitDecl>(DC) || isa<NamespaceDecl>(DC) || isa<LinkageSpecDecl>(DC))
      break;
    D = cast<Decl>(DC);
  }
  if (const auto *F = dyn_cast<FunctionDecl>(D))
    if (const FunctionTemplateDecl *T = F->getDescribedFunctionTemplate())
      return T;
  if (const auto *R = dyn_cast<CXXRecordDecl>(D))
    if (const ClassTemplateDecl *T = R->getDescribedClassTemplate())
      return T;
  return D;
}

void KernelBuilder::collectTemplateParams(const FunctionDecl *FD) {
  std::vector<const TemplateParameterList *> Lists;
  // Outer lists of an out-of-line member definition (template <class T> void S<T>::f()).
  for (unsigned I = 0; I < FD->getNumTemplateParameterLists(); ++I)
    Lists.push_back(FD->getTemplateParameterList(I));
  if (Lists.empty()) {
    std::vector<const TemplateParameterList *> Enclosing;
    for (const DeclContext *DC = FD->getDeclContext(); DC; DC = DC->getParent())
      if (const auto *RD = dyn_cast<CXXRecordDecl>(DC)) {
        if (const ClassTemplateDecl *CT = RD->getDescribedClassTemplate())
          Enclosing.insert(Enclosing.begin(), CT->getTemplateParameters());
        else if (const auto *PS = dyn_cast<ClassTemplatePartialSpecializationDecl>(RD))
          Enclosing.insert(Enclosing.begin(), PS->getTemplateParameters());
      }
    Lists = Enclosing;
  }
  if (const FunctionTemplateDecl *FT = FD->getDescribedFunctionTemplate())
    Lists.push_back(FT->getTemplateParameters());
  PrintingPolicy PP = S.Ctx.getPrintingPolicy();
  for (const TemplateParameterList *TPL : Lists) {
    for (const NamedDecl *P : *TPL) {
      std::string Name = P->getNameAsString();
      if (const auto *TT = dyn_cast<TemplateTypeParmDecl>(P)) {
        TemplateParams.push_back(std::string(TT->wasDeclaredWithTypename() ? "typename" : "class") +
                                 (TT->isParameterPack() ? "... " : " ") + Name);
        TemplateArgs.push_back(Name + (TT->isParameterPack() ? "..." : ""));
      } else if (const auto *NT = dyn_cast<NonTypeTemplateParmDecl>(P)) {
        TemplateParams.push_back(NT->getType().getAsString(PP) +
                                 (NT->isParameterPack() ? "... " : " ") + Name);
        TemplateArgs.push_back(Name + (NT->isParameterPack() ? "..." : ""));
      } else {
        std::string Text = originalText(S.SM, S.LO, P->getSourceRange());
        size_t Eq = Text.find('=');
        TemplateParams.push_back(Eq == std::string::npos ? Text : StringRef(Text.substr(0, Eq)).rtrim().str());
        TemplateArgs.push_back(Name);
      }
    }
  }
}

std::string KernelBuilder::kernelName(const FunctionDecl *FD) {
  std::string Base;
  if (FD) {
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      Base = MD->getParent()->getNameAsString() + "_";
    if (FD->getIdentifier())
      Base += FD->getName().str();
    else if (isa<CXXConstructorDecl>(FD))
      Base += "ctor";
    else
      Base += "op";
  }
  if (Base.empty() || Base == "_")
    Base = "amp";
  Base += "_kernel";
  std::string Name = Base;
  for (int N = 2;; ++N) {
    bool Taken = S.KernelNames.count(Name) ||
                 S.Ctx.Idents.find(Name) != S.Ctx.Idents.end();
    if (!Taken)
      break;
    Name = Base + "_" + std::to_string(N);
  }
  S.KernelNames.insert(Name);
  return Name;
}

std::string KernelBuilder::printDecl(QualType T, const std::string &Name) const {
  PrintingPolicy PP = S.Ctx.getPrintingPolicy();
  PP.SuppressUnwrittenScope = true;
  if (mentionsLocalTypedef(T, S.Ctx))
    T = T.getCanonicalType();
  else if (QualifyTypes && !T->isDependentType())
    T = TypeName::getFullyQualifiedType(T, S.Ctx, /*WithGlobalNsPrefix=*/false);
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
    TypeName::getFullyQualifiedType(T, S.Ctx, /*WithGlobalNsPrefix=*/false).print(OS, PP, Name);
    OS.flush();
  }
  return Out;
}

std::string KernelBuilder::paramFor(const Capture &C) {
  std::string Name = C.Var->getNameAsString();
  QualType T = C.Var->getType().getNonReferenceType();
  if (C.IsArray || C.IsTexture) {
    std::vector<std::string> Args = templateArgValues(T, S.Ctx);
    if (Args.size() < 2 && C.Var->getTypeSourceInfo())
      Args = writtenTemplateArgs(C.Var->getTypeSourceInfo()->getTypeLoc(), S.SM, S.LO);
    std::string Rank = Args.size() >= 2 ? Args[1] : "1";
    std::string Elem = Args.empty() ? "float" : Args[0];
    // The element type as the program names it (float_4), not the shim's
    // class behind it: when it is a typedef declared at namespace scope,
    // which the kernel (placed at namespace scope) also sees. A class
    // member or function-local typedef keeps the canonical spelling.
    if (const auto *TST = T->getAs<TemplateSpecializationType>())
      if (!QualifyTypes && !TST->template_arguments().empty() &&
          TST->template_arguments()[0].getKind() == TemplateArgument::Type)
        if (const auto *TT = TST->template_arguments()[0].getAsType()->getAs<TypedefType>())
          if (TT->getDecl()->getDeclContext()->getRedeclContext()->isFileContext())
            Elem = TST->template_arguments()[0].getAsType().getAsString(
                S.Ctx.getPrintingPolicy());
    if (C.IsArray)
      return "concurrency::array_view<" + Elem + ", " + Rank + "> " + Name;
    // amp2hip::to_device(const texture<T, N>&) gives texture_view<const T, N>.
    if (T.isConstQualified())
      Elem = "const " + Elem;
    return "concurrency::graphics::texture_view<" + Elem + ", " + Rank + "> " + Name;
  }
  if (C.IsCArray)
    return "amp2hip::captured_array_t<" + printDecl(T, "") + "> " + Name + "_capture";
  if (C.IsClosure) {
    std::string TypeParam = "Closure_" + Name;
    TemplateParams.push_back("typename " + TypeParam);
    TemplateArgs.push_back("decltype(" + Name + ")");
    return TypeParam + " " + Name;
  }
  return printDecl(T, Name);
}

std::string KernelBuilder::argFor(const Capture &C) {
  std::string Name = C.Var->getNameAsString();
  // An init-capture's name exists only in the lambda: pass its initializer.
  if (C.Var->isInitCapture() && C.Var->getInit())
    Name = C.Var->getInitStyle() == VarDecl::ListInit
               ? printDecl(C.Var->getType().getNonReferenceType(), "") +
                     S.text(C.Var->getInit()->getSourceRange())
               : "(" + S.text(C.Var->getInit()->getSourceRange()) + ")";
  if (C.IsCArray)
    return "amp2hip::capture_array(" + Name + ")";
  if (C.IsArray || C.IsTexture || C.IsClosure || holdsContainers(C.Var->getType()))
    return "amp2hip::to_device(" + Name + ")";
  return Name;
}

std::string KernelBuilder::constantDecl(const VarDecl *VD) {
  std::string Decl = printDecl(VD->getType(), VD->getNameAsString());
  if (VD->isConstexpr())
    Decl = "constexpr " + Decl;
  return Decl + " = " + S.text(VD->getInit()->getSourceRange()) + ";";
}

std::string KernelBuilder::withFileLineEndings(const std::string &Text) const {
  if (S.SM.getBufferData(S.SM.getFileID(S.fileLoc(K.Call->getBeginLoc()))).find("\r\n") ==
      StringRef::npos)
    return Text;
  std::string Out;
  for (char C : Text) {
    if (C == '\n')
      Out += '\r';
    Out += C;
  }
  return Out;
}

/// The lines of the kernel lambda's body (already rewritten), dedented to
/// the kernel's level.
std::vector<std::string> KernelBuilder::bodyLines(std::string &Unit, bool &KnR) {
  const auto *Body = cast<CompoundStmt>(K.Lambda->getBody());
  SourceLocation LBrac = S.fileLoc(Body->getLBracLoc());
  SourceLocation RBrac = S.fileLoc(Body->getRBracLoc());
  std::string BraceIndent = lineIndent(S.SM, LBrac);
  // K&R when something precedes the brace on its line.
  std::pair<FileID, unsigned> D = S.SM.getDecomposedLoc(LBrac);
  StringRef Buf = S.SM.getBufferData(D.first);
  size_t LineStart = Buf.rfind('\n', D.second ? D.second - 1 : 0);
  LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
  KnR = !Buf.substr(LineStart, D.second - LineStart).trim().empty();

  std::string Inner = S.text(CharSourceRange::getCharRange(LBrac.getLocWithOffset(1), RBrac));
  std::vector<std::string> Lines = splitLines(Inner);
  for (std::string &L : Lines)
    if (!L.empty() && L.back() == '\r')
      L.pop_back();
  std::string First;
  if (!Lines.empty() && !isBlank(Lines.front()))
    First = StringRef(Lines.front()).trim().str(); // `{ stmt; ...` on the brace line
  if (!Lines.empty())
    Lines.erase(Lines.begin());
  if (!Lines.empty() && isBlank(Lines.back()))
    Lines.pop_back();
  std::string FirstIndent = BraceIndent + "  ";
  for (const std::string &L : Lines)
    if (!isBlank(L)) {
      size_t N = 0;
      while (N < L.size() && (L[N] == ' ' || L[N] == '\t'))
        ++N;
      FirstIndent = L.substr(0, N);
      break;
    }
  Unit = indentUnit(BraceIndent, FirstIndent);
  std::vector<std::string> Out = dedent(Lines, BraceIndent.size());
  if (!First.empty()) {
    // `{ a; b; }` on one line: the statements become the kernel's first line.
    StringRef F = StringRef(First);
    if (Lines.empty() && F.endswith("}"))
      F = F.drop_back().rtrim();
    Out.insert(Out.begin(), Unit + F.str());
  }
  for (std::string &L : Out)
    if (isBlank(L))
      L.clear();
  return Out;
}

std::string KernelBuilder::launchText(const std::string &Name, const std::string &Indent,
                                      const std::string &Unit) {
  std::vector<std::string> Args;
  for (const Capture &C : Captures)
    if (!C.IsConstant)
      Args.push_back(argFor(C));
  if (!K.Lambda)
    Args.push_back("amp2hip::to_device(" + S.text(K.Callable->getSourceRange()) + ")");
  std::string DomainText = S.text(K.Domain->getSourceRange());
  std::string Stream = "0";
  if (K.AcceleratorView) {
    std::string AV = S.text(K.AcceleratorView->getSourceRange());
    Stream = AV + ".stream()";
  }
  std::vector<std::string> Texts = Args;
  Texts.push_back(DomainText);
  Texts.push_back(Stream);
  std::string In = Indent + Unit;
  std::string Out = "{\n";
  std::string KernelRef = Name;
  if (!TemplateArgs.empty()) {
    KernelRef = "HIP_KERNEL_NAME(" + Name + "<" + llvm::join(TemplateArgs, ", ") + ">)";
  }
  std::vector<std::string> Call;
  if (Tiled) {
    std::string DomainVar = freshName("domain", Texts);
    // dim3 lists x first: the AMP dimensions reversed.
    std::string Block = "dim3(" + llvm::join(llvm::reverse(Dims), ", ") + ")";
    Out += In + "const concurrency::tiled_extent<" + llvm::join(Dims, ", ") + "> " + DomainVar +
           " = " + DomainText + ";\n";
    Call = {KernelRef, "amp2hip::tile_grid(" + DomainVar + ")", Block, "0", Stream};
  } else {
    std::string BlockVar = freshName("block", Texts);
    std::string DomainVar = freshName("domain", Texts);
    // The shapes match amp2hip::default_block<N>(), used when the rank is
    // a template parameter.
    static const char *const Blocks[] = {"256", "32, 8", "32, 4, 2"};
    bool Literal = !Rank.empty() && std::all_of(Rank.begin(), Rank.end(), ::isdigit);
    if (Literal)
      Out += In + "const dim3 " + BlockVar + "(" +
             (Rank == "1" ? Blocks[0] : Rank == "2" ? Blocks[1] : Blocks[2]) + ");\n";
    else
      Out += In + "const dim3 " + BlockVar + " = amp2hip::default_block<" + Rank + ">();\n";
    Out += In + "const amp2hip::compute_domain<" + Rank + "> " + DomainVar + "(" + DomainText +
           ", " + BlockVar + ");\n";
    Call = {KernelRef, DomainVar + ".grid()", BlockVar, "0", Stream, DomainVar};
  }
  Call.insert(Call.end(), Args.begin(), Args.end());
  // One line when it fits; else the launch configuration on the first line
  // and the kernel's arguments after it, aligned.
  std::string Head = In + "hipLaunchKernelGGL(";
  std::string Launch;
  std::string Line = Head;
  for (size_t I = 0; I < Call.size(); ++I)
    Line += Call[I] + (I + 1 < Call.size() ? ", " : ");");
  if (Line.size() <= 100) {
    Launch = Line + "\n";
  } else {
    size_t Config = Tiled ? 5 : 6; // kernel, grid, block, shared memory, stream[, domain]
    Line = Head;
    for (size_t I = 0; I < Call.size(); ++I) {
      std::string Piece = Call[I] + (I + 1 < Call.size() ? ", " : ");");
      bool Break = I == Config || (I > Config && Line.size() + Piece.size() > 100);
      if (Break && Line.size() > Head.size()) {
        Launch += StringRef(Line).rtrim().str() + "\n";
        Line = std::string(Head.size(), ' ');
      }
      Line += Piece;
    }
    Launch += Line + "\n";
  }
  Out += Launch;
  Out += In + "amp2hip::check_launch();\n";
  Out += Indent + "}";
  return Out;
}

void KernelBuilder::run() {
  SourceRange CallRange = K.Call->getSourceRange();
  if (CallRange.getBegin().isMacroID() || CallRange.getEnd().isMacroID()) {
    S.Diags.report(DiagID::LaunchInsideMacro, S.SM, CallRange.getBegin(),
                   {Lexer::getImmediateMacroName(CallRange.getBegin(), S.SM, S.LO).str()});
    return;
  }
  if (!K.Domain || !K.Callable)
    return;
  if (!analyzeShape())
    return;
  if (!K.Lambda) {
    QualType CT = K.Callable->getType();
    const CXXRecordDecl *RD = CT.getNonReferenceType()->getAsCXXRecordDecl();
    if (!CT->isDependentType() && !RD) {
      S.Diags.report(DiagID::CallableNotLambdaOrFunctor, S.SM, K.Callable->getBeginLoc(),
                     {CT.getAsString(S.Ctx.getPrintingPolicy())});
      return;
    }
  } else if (!analyzeCaptures()) {
    return;
  }
  const FunctionDecl *FD = enclosingFunction();
  if (!FD)
    return;
  const Decl *Top = topLevelDecl(FD);
  collectTemplateParams(FD);
  std::string Name = kernelName(FD);

  // Body first: it must be read after the in-body rewrites and before the
  // launch replaces the lambda.
  std::string Unit = "  ";
  bool KnR = true;
  std::vector<std::string> Lines;
  std::vector<std::string> Prologue;
  std::vector<std::string> Params;
  std::string DomainParam;
  std::string BodyText;
  if (K.Lambda) {
    bool NeedsTiledObject = Tiled && rewriteTiledIndexUses(S, K.Lambda, TI);
    Lines = bodyLines(Unit, KnR);
    for (const std::string &L : Lines)
      BodyText += L + "\n";
    if (FD->hasBody()) {
      LocalUsings LU(S.SM, K.Call->getBeginLoc());
      LU.TraverseStmt(FD->getBody());
      for (const Decl *D : LU.Decls)
        Prologue.push_back(S.text(D->getSourceRange()) + ";");
      QualifyTypes = !LU.Decls.empty();
    }
    for (const TypedefNameDecl *TD : Typedefs)
      Prologue.push_back(S.text(TD->getSourceRange()) + ";");
    for (const Capture &C : Captures) {
      if (C.IsConstant) {
        Prologue.push_back(constantDecl(C.Var));
        continue;
      }
      Params.push_back(paramFor(C));
      // The body keeps using the array's own name, bound to the copy.
      if (C.IsCArray)
        Prologue.push_back(printDecl(S.Ctx.getLValueReferenceType(C.Var->getType()),
                                     C.Var->getNameAsString()) +
                           " = " + C.Var->getNameAsString() + "_capture.values;");
    }
    const ParmVarDecl *P = K.Lambda->getCallOperator()->getParamDecl(0);
    std::string ParamText = S.text(P->getSourceRange());
    if (Tiled) {
      if (NeedsTiledObject && P->getIdentifier())
        Prologue.push_back(ParamText + " = amp2hip::this_tiled_index<" + llvm::join(Dims, ", ") +
                           ">();");
    } else {
      DomainParam = freshName("domain", {BodyText});
      if (P->getIdentifier()) {
        Prologue.push_back(ParamText + " = " + DomainParam + ".thread_index();");
        Prologue.push_back("if (!" + DomainParam + ".contains(" + P->getNameAsString() +
                           ")) return;");
      } else {
        Prologue.push_back("if (!" + DomainParam + ".contains(" + DomainParam +
                           ".thread_index())) return;");
      }
    }
  } else {
    // A functor or a lambda object: the kernel calls it.
    QualType CT = K.Callable->getType().getNonReferenceType();
    const Expr *Callee = ignoreWrappers(K.Callable);
    FunctorName = "functor";
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Callee))
      FunctorName = DRE->getDecl()->getNameAsString();
    const CXXRecordDecl *RD = CT->getAsCXXRecordDecl();
    if (RD && RD->isLambda()) {
      TemplateParams.push_back("typename Functor");
      TemplateArgs.push_back("decltype(" + S.text(K.Callable->getSourceRange()) + ")");
      Params.push_back("Functor " + FunctorName);
    } else {
      Params.push_back(printDecl(CT.getUnqualifiedType(), FunctorName));
    }
    if (Tiled) {
      Lines.push_back(Unit + FunctorName + "(amp2hip::this_tiled_index<" +
                      llvm::join(Dims, ", ") + ">());");
    } else {
      DomainParam = "domain";
      Prologue.push_back("const concurrency::index<" + Rank + "> idx = domain.thread_index();");
      Prologue.push_back("if (!domain.contains(idx)) return;");
      Lines.push_back(Unit + FunctorName + "(idx);");
    }
  }
  if (!Tiled)
    Params.insert(Params.begin(), "amp2hip::compute_domain<" + Rank + "> " + DomainParam);

  // The kernel.
  std::string Kernel;
  if (!TemplateParams.empty())
    Kernel += "template <" + llvm::join(TemplateParams, ", ") + ">\n";
  std::string Head = "__global__ void " + Name + "(";
  std::string Line = Head;
  for (size_t I = 0; I < Params.size(); ++I) {
    std::string Piece = Params[I] + (I + 1 < Params.size() ? ", " : ")");
    if (Line.size() + Piece.size() > 100 && Line.size() > Head.size()) {
      Kernel += StringRef(Line).rtrim().str() + "\n";
      Line = std::string(Head.size(), ' ');
    }
    Line += Piece;
  }
  if (Params.empty())
    Line += ")";
  Kernel += Line + (KnR ? " {\n" : "\n{\n");
  for (const std::string &P : Prologue)
    Kernel += Unit + P + "\n";
  for (const std::string &L : Lines)
    Kernel += L + "\n";
  Kernel += "}\n\n";

  // Where it goes: before the declaration holding the launch (and its comment).
  SourceLocation InsertAt = S.fileLoc(Top->getBeginLoc());
  if (const RawComment *RC = S.Ctx.getRawCommentForDeclNoCache(Top))
    if (S.SM.isBeforeInTranslationUnit(RC->getBeginLoc(), InsertAt))
      InsertAt = S.fileLoc(RC->getBeginLoc());
  S.RW.InsertTextAfter(InsertAt, withFileLineEndings(Kernel));

  // The launch replaces the call (and its semicolon, when it is a statement).
  std::string Indent = lineIndent(S.SM, CallRange.getBegin());
  std::string Launch = withFileLineEndings(launchText(Name, Indent, Unit));
  SourceLocation End = Lexer::getLocForEndOfToken(S.fileLoc(CallRange.getEnd()), 0, S.SM, S.LO);
  bool IsStatement = false;
  {
    DynTypedNode Node = DynTypedNode::create(*K.Call);
    while (true) {
      DynTypedNodeList Parents = S.Ctx.getParents(Node);
      if (Parents.empty())
        break;
      const Stmt *P = Parents[0].get<Stmt>();
      if (P && (isa<ExprWithCleanups>(P) || isa<ImplicitCastExpr>(P))) {
        Node = Parents[0];
        continue;
      }
      // `return parallel_for_each(...);` and a for-init are expressions
      // too (found by fuzzing).
      IsStatement = P && !isa<Expr>(P) && !isa<ReturnStmt>(P) &&
                    !(isa<ForStmt>(P) && cast<ForStmt>(P)->getBody() != Node.get<Stmt>());
      break;
    }
  }
  SourceLocation Semi = Lexer::findLocationAfterToken(S.fileLoc(CallRange.getEnd()), tok::semi,
                                                      S.SM, S.LO, false);
  if (IsStatement && Semi.isValid()) {
    S.RW.ReplaceText(CharSourceRange::getCharRange(S.fileLoc(CallRange.getBegin()), Semi), Launch);
  } else {
    S.RW.ReplaceText(CharSourceRange::getCharRange(S.fileLoc(CallRange.getBegin()), End),
                     "[&] " + Launch + "()");
  }
  S.count(Tiled ? "tiled kernel" : "kernel", K.Call->getBeginLoc());
}

} // namespace

void rewriteKernels(TranslationState &S, const AmpIndex &Index) {
  for (const KernelLaunch &K : Index.Launches) {
    // A launch inside another kernel's body: AMP has none (parallel_for_each
    // is not restrict(amp)), and rewriting both would overlap (found by
    // fuzzing).
    SourceLocation L = S.fileLoc(K.Call->getBeginLoc());
    bool Nested = false;
    for (const KernelLaunch &Outer : Index.Launches)
      if (&Outer != &K && Outer.Lambda && Outer.Lambda->getBody()) {
        SourceLocation B = S.fileLoc(Outer.Lambda->getBody()->getBeginLoc());
        SourceLocation E = S.fileLoc(Outer.Lambda->getBody()->getEndLoc());
        Nested |= !S.SM.isBeforeInTranslationUnit(L, B) && !S.SM.isBeforeInTranslationUnit(E, L);
      }
    if (Nested) {
      S.Diags.report(DiagID::CallToNonAmpFunction, S.SM, K.Call->getBeginLoc(), {"concurrency::parallel_for_each"});
      continue;
    }
    KernelBuilder(S, K).run();
  }
}

} // namespace amp2hip
