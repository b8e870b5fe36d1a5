//===- KernelEmission.cpp -------------------------------------------------===//
#include "KernelEmission.h"
#include "HipSpellings.h"
#include "SourceText.h"
#include "TextLayout.h"
#include "TypeSpelling.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/TemplateBase.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include <cctype>

using namespace clang;

namespace amp2hip {

KernelBody readKernelBody(const SourceView &V, const KernelLaunch &K,
                          const std::vector<CharSourceRange> *Pieces) {
  const SourceManager &SM = V.sourceManager();
  const auto *Body = cast<CompoundStmt>(K.Lambda->getBody());
  SourceLocation LBrac = SM.getExpansionLoc(Body->getLBracLoc());
  SourceLocation RBrac = SM.getExpansionLoc(Body->getRBracLoc());
  std::string BraceIndent = lineIndent(SM, LBrac);
  KernelBody Out;
  // K&R when something precedes the brace on its line.
  std::pair<FileID, unsigned> D = SM.getDecomposedLoc(LBrac);
  StringRef Buf = SM.getBufferData(D.first);
  size_t LineStart = Buf.rfind('\n', D.second ? D.second - 1 : 0);
  LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
  Out.KnR = !Buf.substr(LineStart, D.second - LineStart).trim().empty();

  std::string Inner;
  if (Pieces)
    for (const CharSourceRange &P : *Pieces)
      Inner += V.text(P);
  else
    Inner = V.text(CharSourceRange::getCharRange(LBrac.getLocWithOffset(1), RBrac));
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
      FirstIndent = L.substr(0, L.find_first_not_of(" \t"));
      break;
    }
  // The body is indented from the brace's line, or, when that line hangs
  // further right (`parallel_for_each(e,\n                  [=](...) {`),
  // from the closing brace's.
  std::string Outer = BraceIndent;
  if (!(FirstIndent.size() > Outer.size() && StringRef(FirstIndent).startswith(Outer)))
    if (std::string Close = lineIndent(SM, RBrac);
        FirstIndent.size() > Close.size() && StringRef(FirstIndent).startswith(Close))
      Outer = Close;
  Out.Unit = indentUnit(Outer, FirstIndent);
  Out.Lines = dedent(Lines, Outer.size());
  if (!First.empty()) {
    // `{ a; b; }` on one line: the statements become the kernel's first line.
    StringRef F = StringRef(First);
    if (Lines.empty() && F.endswith("}"))
      F = F.drop_back().rtrim();
    Out.Lines.insert(Out.Lines.begin(), Out.Unit + F.str());
  }
  for (std::string &L : Out.Lines)
    if (isBlank(L))
      L.clear();
  return Out;
}

namespace {

/// \p Text with each \p Word that is a name of its own (not a member:
/// `v.rank`, `View::rank`) replaced by \p By.
std::string replaceWord(std::string Text, const std::string &Word, const std::string &By) {
  auto IsName = [](char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; };
  for (size_t At = Text.find(Word); At != std::string::npos; At = Text.find(Word, At)) {
    size_t End = At + Word.size();
    bool Whole = (At == 0 || !IsName(Text[At - 1])) && (End == Text.size() || !IsName(Text[End]));
    bool Member = At > 0 && (Text[At - 1] == '.' || Text[At - 1] == ':' || Text[At - 1] == '>');
    if (Whole && !Member) {
      Text.replace(At, Word.size(), By);
      At += By.size();
    } else {
      At = End;
    }
  }
  return Text;
}

/// A lambda object (named or returned by a call) as the kernel: the kernel
/// takes its type as a template parameter.
bool callableIsLambdaObject(const KernelLaunch &K) {
  const CXXRecordDecl *RD = K.Callable->getType().getNonReferenceType()->getAsCXXRecordDecl();
  return !K.Lambda && (K.Kind == KernelCallable::NamedLambda || (RD && RD->isLambda()));
}

/// The kernel's template parameter for a lambda object's type: `Functor`,
/// unless the enclosing template has a parameter of that name.
std::string lambdaObjectType(const KernelLaunch &K) {
  std::vector<std::string> Taken;
  for (const KernelTemplateParam &P : K.Closure.TemplateParams)
    Taken.push_back(P.Decl);
  return freshName("Functor", Taken);
}

class KernelEmitter {
public:
  KernelEmitter(const SourceView &V, const KernelLaunch &K, const KernelBody &Body)
      : V(V), K(K), Unit(Body.Unit), KnR(Body.KnR), Lines(Body.Lines),
        Qualify(!K.Closure.Usings.empty()) {}

  std::string emit(const std::string &Name, bool NeedsTiledObject, bool TileLoopForm,
                   KernelHead *Head) {
    if (K.Lambda)
      declareClosure(NeedsTiledObject);
    else
      callFunctor(TileLoopForm);
    if (TileLoopForm)
      Params.insert(Params.begin(), hip::TileLoopKernel.str());
    if (!K.Shape.Tiled)
      Params.insert(Params.begin(),
                    hip::instance(hip::ComputeDomain, kernelRank(V, K)) + " " + DomainParam);
    // `array_view<int, rank>` with a local `const int rank = 2;`: the
    // signature is before the body that declares `rank` again.
    for (std::string &P : Params)
      P = withConstantValues(P);
    std::string Kernel = forwardDeclaration();
    std::vector<std::string> Templates;
    for (const KernelTemplateParam &P : kernelTemplateParams(V, K))
      Templates.push_back(P.Decl);
    if (!Templates.empty())
      Kernel += "template <" + llvm::join(Templates, ", ") + ">\n";
    Kernel += wrapList(linkage(Templates) + hip::Global.str() + " void " + Name + "(", Params, ")",
                       100);
    if (Head)
      *Head = head(Name, Templates);
    Kernel += KnR ? " {\n" : "\n{\n";
    for (const std::string &P : Prologue)
      Kernel += Unit + P + "\n";
    for (const std::string &L : Lines)
      Kernel += L + "\n";
    return Kernel + "}\n\n";
  }

private:
  /// `static ` for a kernel that is not a template and is written into a
  /// header: every source that includes the header defines it, and a
  /// __global__ function with external linkage defined twice does not link.
  /// Not `inline`: clang ignores it on a kernel (-Wcuda-compat, nvcc does
  /// not take it); hipcc, nvcc and the host backend all take a static
  /// kernel (each translation unit registers its own). A template kernel
  /// already links from any number of units.
  std::string linkage(const std::vector<std::string> &Templates) const {
    const SourceManager &SM = V.sourceManager();
    if (!Templates.empty() || SM.isInMainFile(SM.getExpansionLoc(K.Call->getBeginLoc())))
      return "";
    return "static ";
  }

  /// The kernel's declaration and the friend declaration its class makes
  /// (the class's names for the scope parameter, the specialization the
  /// launch uses: `friend __global__ void Scaler_run_kernel<Scaler>(...);`).
  KernelHead head(const std::string &Name, const std::vector<std::string> &Templates) const {
    KernelHead H;
    std::string Signature = " void " + Name + "(" + llvm::join(Params, ", ") + ")";
    if (!Templates.empty())
      H.Declaration = "template <" + llvm::join(Templates, ", ") + ">\n";
    H.Declaration += hip::Global.str() + Signature + ";\n";
    std::vector<std::string> Args;
    for (const KernelTemplateParam &P : kernelTemplateParams(V, K)) {
      Args.push_back(P.Arg);
      // `Type_edge edge` is `Edge edge` in the class.
      std::string Param = P.Decl.substr(P.Decl.rfind(' ') + 1);
      if (Param != P.Arg)
        Signature = replaceWord(Signature, Param, P.Arg);
    }
    if (!Args.empty())
      Signature.insert(Signature.find('('), "<" + llvm::join(Args, ", ") + ">");
    H.Friend = "friend " + hip::Global.str() + Signature + ";";
    return H;
  }

  /// An in-place lambda: its closure becomes parameters and declarations,
  /// its index parameter a declaration from the launch's geometry.
  void declareClosure(bool NeedsTiledObject) {
    for (const Decl *D : K.Closure.Usings)
      Prologue.push_back(V.text(D->getSourceRange()) + ";");
    declareClassScope();
    for (const TypedefNameDecl *TD : K.Closure.MemberTypedefs)
      Prologue.push_back(memberTypedef(TD));
    for (const TypedefNameDecl *TD : K.Closure.Typedefs)
      Prologue.push_back(V.text(TD->getSourceRange()) + ";");
    for (const ClosureVar &C : K.Closure.Vars) {
      std::string Name = C.Var->getNameAsString();
      if (C.How == Crossing::Redeclared) {
        Prologue.push_back(constantDecl(C.Var));
        continue;
      }
      Params.push_back(paramFor(C));
      if (!C.AsInteger.empty()) {
        // The class's name for the enum (a typedef of the scope's, above).
        std::string Enum = K.Closure.Scope.isNestedType(C.Var->getType())->getNameAsString();
        Prologue.push_back(Enum + " " + Name + " = static_cast<" + Enum + ">(" + Name + "_value);");
      }
      // The body keeps using the array's own name, bound to the copy.
      if (C.How == Crossing::CapturedArray)
        Prologue.push_back(spell(V.Ctx.getLValueReferenceType(C.Var->getType()), Name) + " = " +
                           Name + "_capture.values;");
    }
    const ParmVarDecl *P = K.Shape.IndexParam;
    std::string ParamText = V.text(P->getSourceRange());
    if (K.Shape.Tiled) {
      if (NeedsTiledObject && P->getIdentifier())
        Prologue.push_back(ParamText + " = " + thisTiledIndex() + ";");
      return;
    }
    std::string BodyText;
    for (const std::string &L : Lines)
      BodyText += L + "\n";
    DomainParam = freshName("domain", {BodyText, ParamText});
    if (P->getIdentifier()) {
      Prologue.push_back(ParamText + " = " + DomainParam + ".thread_index();");
      Prologue.push_back("if (!" + DomainParam + ".contains(" + P->getNameAsString() +
                         ")) return;");
    } else {
      Prologue.push_back("if (!" + DomainParam + ".contains(" + DomainParam +
                         ".thread_index())) return;");
    }
  }

  /// The class scope's nested types and constants the body names, from
  /// the kernel's scope parameter (model/ClassScope.h).
  void declareClassScope() {
    const ClassScopeUses &U = K.Closure.Scope;
    if (U.empty())
      return;
    std::string Scope = scopeParamName(V, K);
    for (const NamedDecl *T : U.Types)
      Prologue.push_back("typedef typename " + Scope + "::" + T->getNameAsString() + " " +
                         T->getNameAsString() + ";");
    for (const VarDecl *C : U.Constants)
      Prologue.push_back(std::string(C->isConstexpr() ? "constexpr" : "const") + " auto " +
                         C->getNameAsString() + " = " + Scope + "::" + C->getNameAsString() +
                         ";");
  }

  /// A functor or a lambda object: the kernel calls it (in the tile-loop
  /// form: a functor's member that holds it, a named lambda's host form
  /// with the tag, HostTileForm.h). The
  /// names the kernel adds (its domain, the index) never take the functor's.
  void callFunctor(bool TileLoopForm) {
    QualType CT = K.Callable->getType().getNonReferenceType();
    // `*this` in a class template (a dependent type): the class, `Saxpy<T>`.
    if (K.Kind == KernelCallable::This && K.Entry)
      CT = V.Ctx.getTypeDeclType(K.Entry->getParent());
    std::string Functor = "functor";
    if (const auto *DRE = dyn_cast<DeclRefExpr>(ignoreWrappers(K.Callable)))
      Functor = DRE->getDecl()->getNameAsString();
    Params.push_back(callableIsLambdaObject(K) ? lambdaObjectType(K) + " " + Functor
                                               : spell(CT.getUnqualifiedType(), Functor));
    if (K.Shape.Tiled) {
      Lines.push_back(Unit + Functor +
                      (!TileLoopForm                               ? "(" + thisTiledIndex() + ")"
                       : K.Kind == KernelCallable::NamedLambda ? "(" + hip::TileLoopKernel.str() + "())"
                                                               : "." + hip::TileLoopsMember.str() + "()") +
                      ";");
      return;
    }
    DomainParam = freshName("domain", {Functor});
    std::string Index = freshName("idx", {Functor});
    Prologue.push_back("const concurrency::index<" + kernelRank(V, K) + "> " + Index + " = " +
                       DomainParam + ".thread_index();");
    Prologue.push_back("if (!" + DomainParam + ".contains(" + Index + ")) return;");
    Lines.push_back(Unit + Functor + "(" + Index + ");");
  }

  /// `parallel_for_each(e, *this)` in a member of the class being defined,
  /// or a kernel naming the class's typedefs: the kernel, placed before the
  /// class, names it, so the class is declared first
  /// (`template <typename T> class Saxpy;`).
  std::string forwardDeclaration() const {
    const CXXRecordDecl *RD = nullptr;
    if (K.Kind == KernelCallable::This && K.Entry)
      RD = K.Entry->getParent();
    else if (!K.Closure.MemberTypedefs.empty())
      RD = cast<CXXRecordDecl>(K.Closure.MemberTypedefs.front()->getDeclContext());
    if (!RD)
      return "";
    const ClassTemplateDecl *CT = RD->getDescribedClassTemplate();
    const Decl *Top = K.Closure.TopLevel;
    if (Top != RD && (!CT || Top != CT))
      return "";
    std::string Head;
    if (CT) {
      std::vector<std::string> Params;
      for (unsigned I = 0; I < CT->getTemplateParameters()->size(); ++I)
        Params.push_back(K.Closure.TemplateParams[I].Decl);
      Head = "template <" + llvm::join(Params, ", ") + ">\n";
    }
    return Head + RD->getKindName().str() + " " + RD->getNameAsString() + ";\n\n";
  }

  /// `typedef typename Field<T, N>::traits traits;`: the class's typedef,
  /// seen from the kernel at namespace scope.
  std::string memberTypedef(const TypedefNameDecl *TD) const {
    const auto *RD = cast<CXXRecordDecl>(TD->getDeclContext());
    QualType Class = V.Ctx.getTypeDeclType(RD);
    std::string Name = TD->getNameAsString();
    return std::string("typedef ") + (Class->isDependentType() ? "typename " : "") +
           spell(Class, "") + "::" + Name + " " + Name + ";";
  }

  /// \p Text with the local constants the kernel redeclares replaced by
  /// their initializers (as written; one that uses another is replaced too).
  std::string withConstantValues(std::string Text) const {
    for (int Round = 0; Round < 8; ++Round) {
      std::string Before = Text;
      for (const ClosureVar &C : K.Closure.Vars)
        if (C.How == Crossing::Redeclared && C.Var->getInit()) {
          std::string Init = V.text(C.Var->getInit()->getSourceRange());
          bool Simple = Init.find_first_of(" +-*/%<>()?&|^~!") == std::string::npos;
          Text = replaceWord(Text, C.Var->getNameAsString(), Simple ? Init : "(" + Init + ")");
        }
      if (Text == Before)
        break;
    }
    return Text;
  }

  std::string thisTiledIndex() const {
    return hip::instance(hip::ThisTiledIndex, llvm::join(K.Shape.TileDims, ", ")) + "()";
  }

  std::string spell(QualType T, const std::string &Name) const {
    return spellDeclaration(T, Name, V.Ctx, Qualify);
  }

  std::string constantDecl(const VarDecl *VD) const {
    std::string Decl = spell(VD->getType(), VD->getNameAsString());
    if (VD->isConstexpr())
      Decl = "constexpr " + Decl;
    return Decl + " = " + V.text(VD->getInit()->getSourceRange()) + ";";
  }

  std::string paramFor(const ClosureVar &C) const;

  const SourceView &V;
  const KernelLaunch &K;
  std::string Unit;
  bool KnR;
  std::vector<std::string> Lines;
  bool Qualify; ///< Spell types fully qualified (the function has usings).
  std::vector<std::string> Params, Prologue;
  std::string DomainParam;
};

/// The kernel parameter a captured variable becomes.
std::string KernelEmitter::paramFor(const ClosureVar &C) const {
  std::string Name = C.Var->getNameAsString();
  QualType T = C.Var->getType().getNonReferenceType();
  if (C.How == Crossing::ArrayView || C.How == Crossing::TextureView) {
    // In a template, an element type named by a local typedef (`typedef
    // typename C::value_type elem; array_view<elem, 1>`) is written out:
    // the kernel at namespace scope has the template's parameters, not the
    // function's typedefs.
    std::vector<std::string> Args =
        templateArgValues(T->isDependentType() ? withoutLocalTypedefs(T, V.Ctx) : T, V.Ctx);
    if (Args.size() < 2 && C.Var->getTypeSourceInfo())
      Args = writtenTemplateArgs(C.Var->getTypeSourceInfo()->getTypeLoc(), V.sourceManager(),
                                 V.Ctx.getLangOpts());
    std::string Rank = Args.size() >= 2 ? Args[1] : "1";
    std::string Elem = Args.empty() ? "float" : Args[0];
    // The element type as the program names it (float_4), not the shim's
    // class behind it: when it is a typedef declared at namespace scope,
    // which the kernel (placed at namespace scope) also sees. A class
    // member or function-local typedef keeps the canonical spelling.
    if (const auto *TST = T->getAs<TemplateSpecializationType>())
      if (!Qualify && !TST->template_arguments().empty() &&
          TST->template_arguments()[0].getKind() == TemplateArgument::Type)
        if (const auto *TT = TST->template_arguments()[0].getAsType()->getAs<TypedefType>())
          if (TT->getDecl()->getDeclContext()->getRedeclContext()->isFileContext())
            Elem = TST->template_arguments()[0].getAsType().getAsString(
                V.Ctx.getPrintingPolicy());
    // amp2hip::to_device(const array<T, N>&) gives array_view<const T, N>:
    // a const array is read-only in the kernel too.
    if (T.isConstQualified() && ampClassOf(T) == AmpClass::Array)
      Elem = "const " + Elem;
    if (C.How == Crossing::ArrayView)
      return "concurrency::array_view<" + Elem + ", " + Rank + "> " + Name;
    // amp2hip::to_device(const texture<T, N>&) gives texture_view<const T, N>.
    if (T.isConstQualified())
      Elem = "const " + Elem;
    return "concurrency::graphics::texture_view<" + Elem + ", " + Rank + "> " + Name;
  }
  if (C.How == Crossing::CapturedArray)
    return "amp2hip::captured_array_t<" + spell(T, "") + "> " + Name + "_capture";
  if (C.How == Crossing::ClosureObject)
    return "Closure_" + Name + " " + Name;
  if (!C.TypeParam.empty())
    return C.TypeParam + " " + Name;
  if (!C.AsInteger.empty())
    return C.AsInteger + " " + Name + "_value";

  // A function parameter pack captured whole: `Ts... ks`.
  if (const auto *PE = T->getAs<PackExpansionType>())
    return spell(PE->getPattern(), "") + "... " + Name;
  return spell(T, Name);
}

} // namespace

std::string kernelRank(const SourceView &V, const KernelLaunch &K) {
  if (!K.Shape.RankFromDomain)
    return K.Shape.Rank;
  // Not a name the kernel's body, the enclosing templates or the launch's
  // arguments already use.
  std::vector<std::string> Texts{V.text(K.Callable->getSourceRange()),
                                 V.text(K.Domain->getSourceRange())};
  if (K.AcceleratorView)
    Texts.push_back(V.text(K.AcceleratorView->getSourceRange()));
  for (const KernelTemplateParam &P : K.Closure.TemplateParams)
    Texts.push_back(P.Decl);
  return freshName("Rank", Texts);
}

std::string scopeParamName(const SourceView &V, const KernelLaunch &K) {
  // The body as written (the edits add `Scope::` to it), and the enclosing
  // templates' parameters.
  const SourceManager &SM = V.sourceManager();
  std::vector<std::string> Texts{
      Lexer::getSourceText(SM.getExpansionRange(K.Lambda->getSourceRange()), SM,
                           V.Ctx.getLangOpts())
          .str()};
  for (const KernelTemplateParam &P : K.Closure.TemplateParams)
    Texts.push_back(P.Decl);
  return freshName("Scope", Texts);
}

std::vector<KernelTemplateParam> kernelTemplateParams(const SourceView &V, const KernelLaunch &K) {
  std::vector<KernelTemplateParam> Params = K.Closure.TemplateParams;
  if (!K.Closure.Scope.empty())
    Params.push_back({"typename " + scopeParamName(V, K), K.Closure.Scope.Spelling});
  if (callableIsLambdaObject(K))
    Params.push_back({"typename " + lambdaObjectType(K),
                      "decltype(" + V.text(K.Callable->getSourceRange()) + ")"});
  if (K.Shape.RankFromDomain)
    Params.push_back({"int " + kernelRank(V, K), kernelRank(V, K)});
  return Params;
}

std::string emitKernel(const SourceView &V, const KernelLaunch &K, const std::string &Name,
                       const KernelBody &Body, bool NeedsTiledObject, bool TileLoopForm,
                       KernelHead *Head) {
  return KernelEmitter(V, K, Body).emit(Name, NeedsTiledObject, TileLoopForm, Head);
}

} // namespace amp2hip
