//===- KernelRewrite.cpp - parallel_for_each -> __global__ + launch -------===//
//
// Each parallel_for_each the rules accepted becomes a named __global__
// kernel, placed just before the namespace-scope declaration that contains
// the launch, and a launch through hipLaunchKernelGGL with explicit geometry
// in its place. This file names the kernel and makes the edits; what the
// kernel uses comes from the model's closure analysis
// (model/KernelClosure.h), the texts from kernel emission
// (KernelEmission.h) and launch emission (LaunchEmission.h).
//
//===----------------------------------------------------------------------===//
#include "HostTileForm.h"
#include "KernelEmission.h"
#include "LaunchEmission.h"
#include "KernelPlacement.h"
#include "LaunchLayout.h"
#include "SourceText.h"
#include "Rewrites.h"

#include "HipSpellings.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

class KernelRewriter {
public:
  KernelRewriter(TranslationState &S, const AmpModel &Model) : S(S), Model(Model) {}

  void rewrite(const KernelLaunch &K) {
    const FunctionDecl *FD = K.Closure.Enclosing;
    if (!FD)
      return;
    std::string Name = kernelName(FD);
    LaunchLayout Layout = layoutLaunch(S.SM, S.LO, K, replacedRange(K));
    // The body is read after the in-body rewrites (the tiled index's) and
    // before the launch replaces the lambda.
    bool NeedsTiledObject = K.Lambda && K.Shape.Tiled && rewriteTiledIndexUses(S, Model, K);
    qualifyClassScopeUses(K);
    KernelBody Body = !K.Lambda ? KernelBody()
                      : readKernelBody(S.view(), K,
                                       Layout.BodyPieces.empty() ? nullptr : &Layout.BodyPieces);
    KernelHead Head;
    HostHead = KernelHead();
    std::string Kernel = emitKernel(S.view(), K, Name, Body, NeedsTiledObject, false, &Head);
    if (K.Shape.Tiled)
      Kernel = withTileLoops(K, Name, Body, NeedsTiledObject, Layout, Kernel);
    befriend(K, Head);
    insertBefore(K.Closure.TopLevel, withFileLineEndings(K, withLocalMacros(Layout, Kernel)));
    std::string Indent = lineIndent(S.SM, K.Call->getBeginLoc());
    std::string Launch = emitLaunch(S.view(), K, Name, Indent, Body.Unit);
    // The launch replaces an #if group from its line's start.
    if (Layout.Replaced.getBegin() != S.fileLoc(K.Call->getBeginLoc()))
      Launch = Indent + Launch;
    if (!isStatement(K))
      Launch = "[&] " + Launch + "()";
    S.RW.ReplaceText(Layout.Replaced, withFileLineEndings(K, Launch));
    S.count(K.Shape.Tiled ? "tiled kernel" : "kernel", K.Call->getBeginLoc());
  }

private:
  /// A tiled kernel with barriers gets its host backend form next to
  /// \p Kernel (HostTileForm.h), or a note saying why it keeps fibers.
  std::string withTileLoops(const KernelLaunch &K, const std::string &Name,
                            const KernelBody &Body, bool NeedsTiledObject,
                            const LaunchLayout &Layout, const std::string &Kernel) {
    TileRegionPlan Plan = planTileRegions(Model, K, S.Ctx);
    if (!Plan.HasBarriers)
      return Kernel;
    if (!K.Lambda)
      return withObjectTileLoops(K, Name, Plan, Kernel);
    std::optional<std::vector<std::string>> Lines;
    if (Plan.possible() && Layout.BodyPieces.empty())
      Lines = hostTileBody(S.view(), K, Plan, Body, NeedsTiledObject);
    if (!Lines) {
      std::string Why = !Plan.WhyNot.empty()        ? Plan.WhyNot
                        : !Layout.BodyPieces.empty() ? "directives cross the kernel's body"
                                                     : "a statement's text could not be read";
      S.Diags.report(DiagID::HostTileLoopsNotPossible, S.SM, K.Call->getBeginLoc(), {Name, Why});
      return Kernel;
    }
    KernelBody HostBody = Body;
    HostBody.Lines = std::move(*Lines);
    S.count("tile-loop kernel", K.Call->getBeginLoc());
    return withHostTileForm(
        emitKernel(S.view(), K, Name, HostBody, NeedsTiledObject, true, &HostHead), Kernel);
  }

  /// A tiled functor or named lambda: its tile-loop form is written once
  /// next to its definition (a member after its operator(), a second lambda
  /// in its declaration's place), and the kernel's host form calls it.
  std::string withObjectTileLoops(const KernelLaunch &K, const std::string &Name,
                                  const TileRegionPlan &Plan, const std::string &Kernel) {
    std::string Why = Plan.WhyNot;
    const void *Object = Plan.NamedLambda ? static_cast<const void *>(Plan.NamedLambda) : Plan.Member;
    if (Why.empty() && !TileLoopForms.count(Object)) {
      Why = Plan.NamedLambda ? placeLambdaForm(K, Plan) : placeMemberForm(K, Plan);
      if (Why.empty())
        TileLoopForms.insert(Object);
    }
    if (!Why.empty()) {
      S.Diags.report(DiagID::HostTileLoopsNotPossible, S.SM, K.Call->getBeginLoc(), {Name, Why});
      return Kernel;
    }
    S.count("tile-loop kernel", K.Call->getBeginLoc());
    return withHostTileForm(emitKernel(S.view(), K, Name, KernelBody(), false, true), Kernel);
  }

  /// The functor's member after its operator(); why it cannot be there.
  std::string placeMemberForm(const KernelLaunch &K, const TileRegionPlan &Plan) {
    SourceLocation End = Plan.Member->getBody()->getEndLoc();
    std::optional<std::string> Member = hostTileMember(S.view(), K, Plan);
    if (!S.inScope(End))
      return "the functor is declared in a file this run does not translate";
    if (!Member)
      return "a statement's text could not be read";
    if (!restOfLineIsBlank(End))
      return "code follows the functor's operator() on its last line";
    S.RW.InsertTextAfterToken(S.fileLoc(End), "\n" + llvm::StringRef(*Member).rtrim("\n").str());
    return "";
  }

  /// The named lambda's host form, with the declaration as it was after
  /// #else; why it cannot be there.
  std::string placeLambdaForm(const KernelLaunch &K, const TileRegionPlan &Plan) {
    SourceLocation Begin = S.fileLoc(Plan.NamedLambdaDecl->getBeginLoc());
    SourceLocation End = S.fileLoc(Plan.NamedLambdaDecl->getEndLoc());
    std::optional<std::string> Form = hostTileLambda(S.view(), K, Plan);
    if (!S.inScope(Begin))
      return "the lambda is declared in a file this run does not translate";
    if (!Form)
      return "a statement's text could not be read";
    unsigned Column = S.SM.getSpellingColumnNumber(Begin);
    if (Column - 1 != lineIndent(S.SM, Begin).size())
      return "code precedes the lambda's declaration on its line";
    if (!restOfLineIsBlank(End))
      return "code follows the lambda's declaration on its last line";
    // The form is made of the statements' texts: a directive between them
    // would be lost, but for the #defines and #undefs it writes again
    // (TileRegionPlan::Directives).
    llvm::StringRef Text = Lexer::getSourceText(
        CharSourceRange::getTokenRange(Begin, End), S.SM, S.LO);
    llvm::SmallVector<llvm::StringRef, 32> Lines;
    Text.split(Lines, '\n');
    if (llvm::any_of(Lines, [](llvm::StringRef L) {
          L = L.ltrim();
          if (!L.consume_front("#"))
            return false;
          L = L.ltrim();
          return !L.startswith("define") && !L.startswith("undef");
        }))
      return "directives cross the lambda's body";
    S.RW.InsertTextBefore(Begin.getLocWithOffset(1 - static_cast<int>(Column)),
                          withFileLineEndings(K, *Form + "#else\n"));
    S.RW.InsertTextAfterToken(End, withFileLineEndings(K, "\n#endif"));
    return "";
  }

  /// Is nothing but white space (or a line comment) after the token at \p L on its line?
  bool restOfLineIsBlank(SourceLocation L) {
    SourceLocation After = Lexer::getLocForEndOfToken(S.fileLoc(L), 0, S.SM, S.LO);
    bool Invalid = false;
    llvm::StringRef Buf = S.SM.getBufferData(S.SM.getFileID(After), &Invalid);
    if (Invalid)
      return false;
    llvm::StringRef Rest = Buf.substr(S.SM.getFileOffset(After));
    Rest = Rest.substr(0, Rest.find('\n')).trim();
    return Rest.empty() || Rest.startswith("//");
  }

  /// The names the body uses unqualified from its class's scope get the
  /// kernel's scope parameter (model/ClassScope.h).
  void qualifyClassScopeUses(const KernelLaunch &K) {
    if (K.Closure.Scope.empty())
      return;
    std::string Scope = scopeParamName(S.view(), K) + "::";
    for (SourceLocation L : K.Closure.Scope.Qualify)
      S.RW.InsertTextBefore(S.fileLoc(L), Scope);
  }

  /// A kernel that uses names its class does not make public: the class
  /// befriends it (each form, under the host backend's #if when it has
  /// two), and when the member is defined outside the class, the kernel is
  /// declared before the class.
  void befriend(const KernelLaunch &K, const KernelHead &Gpu) {
    const ClassScopeUses &U = K.Closure.Scope;
    if (U.empty() || !U.NeedsAccess || !U.Friendable)
      return;
    SourceLocation Close = S.fileLoc(U.Class->getBraceRange().getEnd());
    if (!S.inScope(Close))
      return;
    std::string Indent = lineIndent(S.SM, S.fileLoc(U.Class->getBeginLoc())) + "  ";
    std::string Friends = Indent + Gpu.Friend + "\n", Decls = Gpu.Declaration;
    if (!HostHead.Friend.empty()) {
      std::string If = "#if defined(" + hip::HostBackendMacro.str() + ")\n";
      Friends = If + Indent + HostHead.Friend + "\n#else\n" + Friends + "#endif\n";
      Decls = If + HostHead.Declaration + "#else\n" + Decls + "#endif\n";
    }
    // Before the closing brace, on a line of its own.
    unsigned Column = S.SM.getSpellingColumnNumber(Close);
    if (Column - 1 == lineIndent(S.SM, Close).size())
      Close = Close.getLocWithOffset(1 - static_cast<int>(Column));
    else
      Friends = "\n" + Friends;
    S.RW.InsertTextBefore(Close, withFileLineEndings(K, Friends));
    const Decl *ClassTop = U.Class;
    while (!ClassTop->getLexicalDeclContext()->isFileContext())
      ClassTop = cast<Decl>(ClassTop->getLexicalDeclContext());
    if (const auto *R = dyn_cast<CXXRecordDecl>(ClassTop))
      if (const ClassTemplateDecl *T = R->getDescribedClassTemplate())
        ClassTop = T;
    if (ClassTop != K.Closure.TopLevel)
      insertBefore(ClassTop, withFileLineEndings(K, Decls + "\n"));
  }

  /// `Class_function_kernel`, numbered when the name is taken.
  std::string kernelName(const FunctionDecl *FD) {
    std::string Base;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      Base = MD->getParent()->getNameAsString() + "_";
    if (FD->getIdentifier())
      Base += FD->getName().str();
    else if (isa<CXXConstructorDecl>(FD))
      Base += "ctor";
    else
      Base += "op";
    if (Base.empty() || Base == "_")
      Base = "amp";
    Base += "_kernel";
    std::string Name = Base;
    for (int N = 2; S.KernelNames.count(Name) || S.Ctx.Idents.find(Name) != S.Ctx.Idents.end();
         ++N)
      Name = Base + "_" + std::to_string(N);
    S.KernelNames.insert(Name);
    return Name;
  }

  /// Before the declaration that holds the launch, and before its comment
  /// (among the #if groups of its signature as KernelPlacement.h says).
  void insertBefore(const Decl *Top, const std::string &Text) {
    SourceLocation InsertAt = S.fileLoc(Top->getBeginLoc());
    if (const RawComment *RC = S.Ctx.getRawCommentForDeclNoCache(Top))
      if (S.SM.isBeforeInTranslationUnit(RC->getBeginLoc(), InsertAt))
        InsertAt = S.fileLoc(RC->getBeginLoc());
    StringRef Name;
    if (const auto *ND = dyn_cast<NamedDecl>(Top))
      if (ND->getIdentifier())
        Name = ND->getName();
    for (SourceLocation At :
         kernelInsertionPoints(S.SM, S.LO, InsertAt, S.fileLoc(Top->getEndLoc()), Name, Text))
      S.RW.InsertTextAfter(At, Text);
  }

  /// The enclosing function's #defines the kernel uses, around the kernel.
  static std::string withLocalMacros(const LaunchLayout &Layout, const std::string &Kernel) {
    if (Layout.LocalDefines.empty())
      return Kernel;
    std::string Out;
    for (const std::string &D : Layout.LocalDefines)
      Out += D + "\n";
    Out += Kernel.substr(0, Kernel.size() - 1); // its blank line after the undefs
    for (const std::string &M : Layout.LocalMacros)
      Out += "#undef " + M + "\n";
    return Out + "\n";
  }

  /// Is the launch a statement of its own (not `return parallel_for_each(...)`,
  /// a for-init or part of an expression)?
  bool isStatement(const KernelLaunch &K) {
    DynTypedNode Node = DynTypedNode::create(*K.Call);
    while (true) {
      DynTypedNodeList Parents = S.Ctx.getParents(Node);
      if (Parents.empty())
        return false;
      const Stmt *P = Parents[0].get<Stmt>();
      if (P && (isa<ExprWithCleanups>(P) || isa<ImplicitCastExpr>(P))) {
        Node = Parents[0];
        continue;
      }
      // `return parallel_for_each(...);` and a for-init are expressions
      // too (found by fuzzing).
      return P && !isa<Expr>(P) && !isa<ReturnStmt>(P) &&
             !(isa<ForStmt>(P) && cast<ForStmt>(P)->getBody() != Node.get<Stmt>());
    }
  }

  /// What the launch replaces: the call and its semicolon when it is a
  /// statement; an expression becomes a lambda called in place.
  CharSourceRange replacedRange(const KernelLaunch &K) {
    SourceRange CallRange = K.Call->getSourceRange();
    SourceLocation Begin = S.fileLoc(CallRange.getBegin());
    SourceLocation End = Lexer::getLocForEndOfToken(S.fileLoc(CallRange.getEnd()), 0, S.SM, S.LO);
    SourceLocation Semi = Lexer::findLocationAfterToken(S.fileLoc(CallRange.getEnd()), tok::semi,
                                                        S.SM, S.LO, false);
    if (isStatement(K) && Semi.isValid())
      return CharSourceRange::getCharRange(Begin, Semi);
    return CharSourceRange::getCharRange(Begin, End);
  }

  /// Generated text uses '\n'; a CRLF file gets CRLF.
  std::string withFileLineEndings(const KernelLaunch &K, const std::string &Text) const {
    FileID F = S.SM.getFileID(S.fileLoc(K.Call->getBeginLoc()));
    if (S.SM.getBufferData(F).find("\r\n") == StringRef::npos)
      return Text;
    std::string Out;
    for (char C : Text) {
      if (C == '\n')
        Out += '\r';
      Out += C;
    }
    return Out;
  }

  TranslationState &S;
  const AmpModel &Model;
  /// The current kernel's tile-loop form's declarations (empty: none).
  KernelHead HostHead;
  /// Functors' operator()s and named lambdas whose tile-loop form is written.
  std::set<const void *> TileLoopForms;
};

} // namespace

void rewriteKernels(TranslationState &S, const AmpModel &Model, const RuleVerdict &Verdict) {
  KernelRewriter R(S, Model);
  for (const KernelLaunch &K : Model.Launches)
    if (!Verdict.rejects(K))
      R.rewrite(K);
}

} // namespace amp2hip
