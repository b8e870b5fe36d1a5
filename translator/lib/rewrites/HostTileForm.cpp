//===- HostTileForm.cpp ---------------------------------------------------===//
//
// The statements keep their (rewritten) text; only the structure around
// them is generated. A run of barrier-free statements becomes
//
//   for (amp2hip::tile_thread_walk tile_thread; tile_thread.more(); tile_thread.step()) {
//     auto &v = v_of_thread[tile_thread.id()];    locals of earlier runs it uses
//     ...statements...
//     amp2hip::keep_for_thread(w_of_thread[tile_thread.id()], w);  its locals used later
//   }
//   [[maybe_unused]] auto &w = w_of_thread[0];    for uniform headers: thread 0's
//
// and a uniform loop or if keeps its header, evaluated once per tile.
//
//===----------------------------------------------------------------------===//
#include "HostTileForm.h"
#include "AmpClasses.h"
#include "HipSpellings.h"
#include "SourceText.h"
#include "TextLayout.h"
#include "TileFormDirectives.h"
#include "TypeSpelling.h"

#include "clang/AST/StmtCXX.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Does \p Text have \p Name as a whole identifier?
bool namesWord(llvm::StringRef Text, llvm::StringRef Name) {
  auto IsIdent = [](char C) { return llvm::isAlnum(C) || C == '_'; };
  for (size_t At = Text.find(Name); At != llvm::StringRef::npos; At = Text.find(Name, At + 1))
    if ((At == 0 || !IsIdent(Text[At - 1])) &&
        (At + Name.size() == Text.size() || !IsIdent(Text[At + Name.size()])))
      return true;
  return false;
}

/// The tile's sizes as the host form's text can spell them (AMP order). A
/// functor's member spells them as its operator()'s parameter does: in a
/// class template, with the template's parameters, whatever instantiation a
/// launch makes; a named lambda's form as its parameter does.
std::vector<std::string> tileDimsSpelling(const SourceView &V, const KernelLaunch &K,
                                          const TileRegionPlan &Plan) {
  if ((Plan.Member || Plan.NamedLambda) && Plan.IndexParam && Plan.IndexParam->getTypeSourceInfo())
    if (std::vector<std::string> Written = writtenTemplateArgs(
            Plan.IndexParam->getTypeSourceInfo()->getTypeLoc(), V.sourceManager(), V.Ctx.getLangOpts());
        !Written.empty())
      return Written;
  return K.Shape.TileDims;
}

/// The kernel's tiled_index as the running thread has it (threadIdx says
/// which), or "" when the parameter has no name.
std::string tiledIndexDeclaration(const SourceView &V, const KernelLaunch &K,
                                  const TileRegionPlan &Plan) {
  if (!Plan.IndexParam || !Plan.IndexParam->getIdentifier())
    return "";
  return "[[maybe_unused]] " + V.text(Plan.IndexParam->getSourceRange()) + " = " +
         hip::instance(hip::ThisTiledIndex, llvm::join(tileDimsSpelling(V, K, Plan), ", ")) +
         "();";
}

class TileFormEmitter {
public:
  TileFormEmitter(const SourceView &V, const KernelLaunch &K, const TileRegionPlan &Plan,
                  const KernelBody &Body, bool NeedsTiledObject)
      : V(V), SM(V.sourceManager()), LO(V.Ctx.getLangOpts()), K(K), Plan(Plan),
        Unit(Body.Unit), Directives(V, Plan) {
    std::string BodyText;
    for (const std::string &L : Body.Lines)
      BodyText += L + "\n";
    Texts = {BodyText};
    Walk = freshName("tile_thread", Texts);
    // The walk knows the tile's shape at compile time (tile_loops.h).
    WalkType = hip::instance(hip::TileThreadWalk, llvm::join(tileDimsSpelling(V, K, Plan), ", "));
    Threads = threadsPerTile();
    if (NeedsTiledObject)
      TiledObject = tiledIndexDeclaration(V, K, Plan);
  }

  bool emit(std::vector<std::string> &Out) {
    emitList(Plan.Body, Unit);
    // An `#undef` after the last statement: the macro ends where it did.
    Directives.rest(Unit, Lines);
    Out = std::move(Lines);
    return Ok;
  }

private:
  /// The tile's thread count for per_thread storage. Where the walk's
  /// dimensions are spelled as plain numbers, their product; where they
  /// are spelled otherwise (a macro: -DTILE=32 at build time; a template
  /// parameter), the walk's own count, so the storage follows the tile the
  /// build compiles rather than the one the translation saw. Without
  /// dimensions, AMP's largest tile (the walk's count is then 1024 too).
  std::string threadsPerTile() const {
    std::vector<std::string> Dims = tileDimsSpelling(V, K, Plan);
    unsigned long long N = 1;
    for (const std::string &D : Dims) {
      unsigned long long Dim = 0;
      if (llvm::StringRef(D).trim().getAsInteger(10, Dim))
        return WalkType + "::threads";
      if (Dim != 0)
        N *= Dim;
    }
    return Dims.empty() || N > 1024 ? "1024" : std::to_string(N);
  }

  /// Does \p S name the kernel's index inside a macro's expansion (a use
  /// the run's text does not show)?
  bool refersInMacro(const Stmt *S) const {
    if (!S)
      return false;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
      if (DRE->getDecl() == Plan.IndexParam && DRE->getLocation().isMacroID())
        return true;
    if (const auto *L = dyn_cast<LambdaExpr>(S))
      if (refersInMacro(L->getBody()))
        return true;
    return llvm::any_of(S->children(), [&](const Stmt *C) { return refersInMacro(C); });
  }

  void emitList(const Stmt *List, const std::string &Ind);
  void emitRun(const TileItem &Run, const std::string &Ind);
  void bringIn(const TileItem &Run, const std::string &In);
  void emitUniform(const Stmt *S, const std::string &Ind);
  void declareStorage(const TileItem &Run, const std::string &Ind);
  void addText(const std::string &Text, SourceLocation Begin, const std::string &Ind);
  SourceLocation endOf(const Stmt *S);
  std::string textBetween(SourceLocation Begin, SourceLocation End);
  std::string storeOf(const VarDecl *VD) {
    auto It = Stores.find(VD);
    if (It == Stores.end())
      It = Stores.emplace(VD, freshName(VD->getNameAsString() + "_of_thread", Texts)).first;
    return It->second;
  }

  const SourceView &V;
  const SourceManager &SM;
  const LangOptions &LO;
  const KernelLaunch &K;
  const TileRegionPlan &Plan;
  std::string Unit, Walk, WalkType, Threads, TiledObject;
  std::vector<std::string> Texts;
  std::map<const VarDecl *, std::string> Stores;
  /// Lifted locals and redeclared lambdas in scope, innermost last.
  std::vector<const VarDecl *> InScope;
  /// Each redeclared lambda's declaration.
  std::map<const VarDecl *, const Stmt *> Declarations;
  std::vector<std::string> Lines;
  /// The body's own #defines and #undefs, written again in their places.
  KeptDirectives Directives;
  bool Ok = true;
};

SourceLocation TileFormEmitter::endOf(const Stmt *S) {
  // A statement that ends in a macro's expansion (`out[i] = AT(0);`) ends
  // at the invocation's last token, not its first.
  auto LastToken = [&](SourceLocation L) {
    return L.isMacroID() ? SM.getExpansionRange(L).getEnd() : L;
  };
  auto AfterToken = [&](SourceLocation L) {
    return Lexer::getLocForEndOfToken(LastToken(L), 0, SM, LO);
  };
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    return AfterToken(CS->getRBracLoc());
  if (const auto *If = dyn_cast<IfStmt>(S))
    return endOf(If->getElse() ? If->getElse() : If->getThen());
  if (const auto *For = dyn_cast<ForStmt>(S))
    return endOf(For->getBody());
  if (const auto *While = dyn_cast<WhileStmt>(S))
    return endOf(While->getBody());
  if (const auto *Range = dyn_cast<CXXForRangeStmt>(S))
    return endOf(Range->getBody());
  if (const auto *Switch = dyn_cast<SwitchStmt>(S))
    return endOf(Switch->getBody());
  if (isa<DeclStmt>(S) || isa<NullStmt>(S))
    return AfterToken(S->getEndLoc());
  // An expression, return, break, continue, do-while: up to its semicolon.
  return Lexer::findLocationAfterToken(LastToken(S->getEndLoc()), tok::semi, SM, LO, false);
}

std::string TileFormEmitter::textBetween(SourceLocation Begin, SourceLocation End) {
  if (Begin.isInvalid() || End.isInvalid()) {
    Ok = false;
    return "";
  }
  return V.text(CharSourceRange::getCharRange(SM.getExpansionLoc(Begin), End));
}

/// \p Text (which starts at \p Begin in the file) at indentation \p Ind:
/// its later lines keep their indentation relative to its first.
void TileFormEmitter::addText(const std::string &Text, SourceLocation Begin,
                              const std::string &Ind) {
  size_t Base = lineIndent(SM, SM.getExpansionLoc(Begin)).size();
  std::vector<std::string> Split = splitLines(llvm::StringRef(Text).rtrim());
  for (size_t I = 0; I < Split.size(); ++I) {
    std::string L = Split[I];
    if (!L.empty() && L.back() == '\r')
      L.pop_back();
    if (I > 0) {
      size_t Lead = L.find_first_not_of(" \t");
      L = Lead == std::string::npos ? "" : L.substr(std::min(Lead, Base));
    }
    Lines.push_back(L.empty() ? "" : Ind + L);
  }
}

void TileFormEmitter::declareStorage(const TileItem &Run, const std::string &Ind) {
  for (const Stmt *S : Run.Stmts)
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls()) {
        const auto *VD = dyn_cast<VarDecl>(D);
        if (!VD || !Plan.Lifted.count(VD))
          continue;
        Qualifiers Quals;
        QualType T = V.Ctx.getUnqualifiedArrayType(VD->getType(), Quals);
        std::string Type = spellDeclaration(T, "", V.Ctx, !K.Closure.Usings.empty());
        Lines.push_back(Ind + hip::PerThread.str() + "<" + Type + ", " + Threads + "> " +
                        storeOf(VD) + ";");
      }
}

void TileFormEmitter::emitList(const Stmt *List, const std::string &Ind) {
  auto It = Plan.Lists.find(List);
  if (It == Plan.Lists.end()) {
    Ok = false;
    return;
  }
  size_t ScopeMark = InScope.size();
  for (const TileItem &Item : It->second) {
    const Stmt *S = Item.Stmts.front();
    Directives.before(S->getBeginLoc(), Ind, Lines); // before a run's loop, not inside it
    switch (Item.Kind) {
    case TileItemKind::TileWide:
      addText(textBetween(S->getBeginLoc(), endOf(S)), S->getBeginLoc(), Ind);
      Directives.within(endOf(S));
      break;
    case TileItemKind::Barrier:
      Lines.push_back(Ind + "// " + textBetween(S->getBeginLoc(), endOf(S)) +
                      ": the loops before and after it are the barrier");
      Directives.within(endOf(S));
      break;
    case TileItemKind::Uniform:
      emitUniform(S, Ind);
      break;
    case TileItemKind::Run:
      // Here, not at the list's top: a local type or typedef the kept
      // locals use is declared by an earlier item.
      declareStorage(Item, Ind);
      emitRun(Item, Ind);
      break;
    }
  }
  InScope.resize(ScopeMark);
}

/// At the top of \p Run's loop body (indentation \p In): the thread's
/// tiled_index, its locals kept from earlier runs, and the earlier runs'
/// lambdas it calls, declared again.
void TileFormEmitter::bringIn(const TileItem &Run, const std::string &In) {
  std::set<const VarDecl *> Used;
  std::string RunText;
  for (const Stmt *S : Run.Stmts) {
    collectVarRefs(S, Used);
    RunText += textBetween(S->getBeginLoc(), endOf(S)) + "\n";
  }
  // An earlier run's lambda the run uses is declared again (in order: one
  // may use another), with what it refers to.
  std::vector<const VarDecl *> Lambdas;
  for (size_t I = InScope.size(); I-- > 0;)
    if (const VarDecl *VD = InScope[I]; Plan.Redeclared.count(VD) && Used.count(VD)) {
      Lambdas.insert(Lambdas.begin(), VD);
      const Stmt *Decl = Declarations.at(VD);
      collectVarRefs(Decl, Used);
      RunText += textBetween(Decl->getBeginLoc(), endOf(Decl)) + "\n";
    }
  // The index rewrite leaves most uses as threadIdx/blockIdx: the thread's
  // tiled_index is built only where the run's text still names it. A macro
  // that spells it (`#define ME t_idx.local[0]`, defined in the kernel or
  // around it) keeps its definition as the user wrote it, in both forms:
  // a variable of the index's own name, per thread in each loop, is what
  // its expansion finds here, as the GPU form's one variable is there. A
  // HIP programmer keeps such a macro rather than a second, rewritten one.
  if (!TiledObject.empty() && Used.count(Plan.IndexParam) &&
      (namesWord(RunText, Plan.IndexParam->getName()) ||
       llvm::any_of(Run.Stmts, [&](const Stmt *S) { return refersInMacro(S); })))
    Lines.push_back(In + TiledObject);
  for (const VarDecl *VD : InScope)
    if (Used.count(VD) && Plan.Lifted.count(VD))
      Lines.push_back(In + "auto &" + VD->getNameAsString() + " = " + storeOf(VD) + "[" + Walk +
                      ".id()];");
  for (const VarDecl *VD : Lambdas) {
    const Stmt *Decl = Declarations.at(VD);
    addText(textBetween(Decl->getBeginLoc(), endOf(Decl)), Decl->getBeginLoc(), In);
  }
}

void TileFormEmitter::emitRun(const TileItem &Run, const std::string &Ind) {
  const std::string Id = Walk + ".id()";
  // A run whose threads may return before a later barrier counts them
  // (TileItem::ReturnsBeforeBarrier); its names are taken from the kernel's
  // texts too, so a second such run gets its own.
  std::string Returned, Finished;
  std::string Arrivals;
  if (Run.EndsAtBarrier) {
    Arrivals = freshName("called_barrier", Texts);
    Texts.push_back(Arrivals);
    Lines.push_back(Ind + hip::CalledBarrier.str() + " " + Arrivals + ";");
  }
  if (Run.ReturnsBeforeBarrier) {
    Returned = freshName("threads_returned", Texts);
    Texts.push_back(Returned);
    Finished = freshName("thread_finished", Texts);
    Texts.push_back(Finished);
    Lines.push_back(Ind + "unsigned " + Returned + " = 0;");
  }
  Lines.push_back(Ind + "for (" + WalkType + " " + Walk + "; " + Walk +
                  ".more(); " + Walk + ".step()) {");
  std::string In = Ind + Unit;
  bringIn(Run, In);
  // A thread's return ends its statements, not the loop: they run in a
  // lambda, which also keeps the thread's locals (a thread that returned
  // keeps none; nothing after the barrier runs for it).
  std::string StmtInd = Run.HasReturn ? In + Unit : In;
  if (!Finished.empty())
    Lines.push_back(In + "bool " + Finished + " = false;");
  if (Run.HasReturn)
    Lines.push_back(In + "[&] {");
  std::vector<const VarDecl *> Declared, DeclaredLambdas;
  for (const Stmt *S : Run.Stmts) {
    Directives.before(S->getBeginLoc(), StmtInd, Lines);
    addText(textBetween(S->getBeginLoc(), endOf(S)), S->getBeginLoc(), StmtInd);
    Directives.within(endOf(S));
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls()) {
        const auto *VD = dyn_cast<VarDecl>(D);
        if (VD && Plan.Lifted.count(VD)) {
          Declared.push_back(VD);
        } else if (VD && Plan.Redeclared.count(VD)) {
          DeclaredLambdas.push_back(VD);
          Declarations[VD] = DS;
        }
      }
  }
  for (const VarDecl *VD : Declared)
    Lines.push_back(StmtInd + hip::KeepForThread.str() + "(" + storeOf(VD) + "[" + Id + "], " +
                    VD->getNameAsString() + ");");
  if (!Finished.empty())
    Lines.push_back(StmtInd + Finished + " = true;");
  if (Run.HasReturn)
    Lines.push_back(In + "}();");
  if (!Returned.empty())
    Lines.push_back(In + Returned + " += !" + Finished + ";");
  Lines.push_back(Ind + "}");
  if (!Arrivals.empty())
    Lines.push_back(Ind + Arrivals + ".check(); // the barrier at the end of the call");
  if (!Returned.empty())
    Lines.push_back(Ind + "if (" + hip::TileThreadsReturned.str() + "(" + Returned +
                    ")) return;");
  for (const VarDecl *VD : Declared) {
    Lines.push_back(Ind + "[[maybe_unused]] auto &" + VD->getNameAsString() + " = " +
                    storeOf(VD) + "[0];");
    InScope.push_back(VD);
  }
  InScope.insert(InScope.end(), DeclaredLambdas.begin(), DeclaredLambdas.end());
}

void TileFormEmitter::emitUniform(const Stmt *S, const std::string &Ind) {
  std::string In = Ind + Unit;
  auto Head = [&](const Stmt *Body) {
    std::string H = llvm::StringRef(textBetween(S->getBeginLoc(), Body->getBeginLoc())).rtrim().str();
    addText(H + " {", S->getBeginLoc(), Ind);
    Directives.within(Body->getBeginLoc());
  };
  if (isa<CompoundStmt>(S)) {
    Lines.push_back(Ind + "{");
    emitList(S, In);
    Lines.push_back(Ind + "}");
  } else if (const auto *For = dyn_cast<ForStmt>(S)) {
    Head(For->getBody());
    emitList(For->getBody(), In);
    Lines.push_back(Ind + "}");
  } else if (const auto *While = dyn_cast<WhileStmt>(S)) {
    Head(While->getBody());
    emitList(While->getBody(), In);
    Lines.push_back(Ind + "}");
  } else if (const auto *Do = dyn_cast<DoStmt>(S)) {
    Lines.push_back(Ind + "do {");
    emitList(Do->getBody(), In);
    Directives.before(endOf(Do->getBody()), In, Lines);
    std::string Tail = textBetween(endOf(Do->getBody()), endOf(S));
    addText("} " + llvm::StringRef(Tail).trim().str(), S->getBeginLoc(), Ind);
  } else if (const auto *If = dyn_cast<IfStmt>(S)) {
    Head(If->getThen());
    emitList(If->getThen(), In);
    if (If->getElse()) {
      Lines.push_back(Ind + "} else {");
      emitList(If->getElse(), In);
    }
    Lines.push_back(Ind + "}");
  } else {
    Ok = false;
  }
}

/// The tile-loop form of a functor's or named lambda's body as the lines of
/// a function that starts with \p Head at indentation \p Ind (its text
/// then ends with \p Tail), under the host backend's #if. Uniform
/// statements (a loop's bound, an if on the tile) see the index as thread 0
/// has it, as they do in the lambda form's kernel.
std::optional<std::string> tileFunction(const SourceView &V, const KernelLaunch &K,
                                        const TileRegionPlan &Plan, const std::string &Ind,
                                        const std::string &Head, const std::string &Tail) {
  const SourceManager &SM = V.sourceManager();
  KernelBody Body;
  Body.Lines = {V.text(Plan.Body->getSourceRange())};
  if (const auto *CS = dyn_cast<CompoundStmt>(Plan.Body); CS && !CS->body_empty())
    Body.Unit = indentUnit(Ind, lineIndent(SM, SM.getExpansionLoc(CS->body_front()->getBeginLoc())));
  std::vector<std::string> Lines;
  if (!TileFormEmitter(V, K, Plan, Body, true).emit(Lines))
    return std::nullopt;
  std::string Index = tiledIndexDeclaration(V, K, Plan);
  std::string Text = "#if defined(" + hip::HostBackendMacro.str() + ")\n" + Ind + Head + " {\n";
  if (!Index.empty())
    Text += Ind + Body.Unit + Index + "\n";
  for (const std::string &L : Lines) // a directive at the line's start stays there
    Text += L.empty() ? "\n" : (L[0] == '#' ? "" : Ind) + L + "\n";
  return Text + Ind + "}" + Tail + "\n";
}

} // namespace

std::optional<std::vector<std::string>> hostTileBody(const SourceView &V, const KernelLaunch &K,
                                                     const TileRegionPlan &Plan,
                                                     const KernelBody &Body,
                                                     bool NeedsTiledObject) {
  std::vector<std::string> Lines;
  if (!Plan.possible() || !TileFormEmitter(V, K, Plan, Body, NeedsTiledObject).emit(Lines))
    return std::nullopt;
  return Lines;
}

std::optional<std::string> hostTileMember(const SourceView &V, const KernelLaunch &K,
                                          const TileRegionPlan &Plan) {
  if (!Plan.possible() || !Plan.Member)
    return std::nullopt;
  const SourceManager &SM = V.sourceManager();
  std::string Ind = lineIndent(SM, SM.getExpansionLoc(Plan.Member->getBeginLoc()));
  std::optional<std::string> Text =
      tileFunction(V, K, Plan, Ind, "void " + hip::TileLoopsMember.str() + "() const", "");
  if (!Text)
    return std::nullopt;
  return *Text + "#endif\n";
}

std::optional<std::string> hostTileLambda(const SourceView &V, const KernelLaunch &K,
                                          const TileRegionPlan &Plan) {
  if (!Plan.possible() || !Plan.NamedLambda || !Plan.NamedLambdaDecl)
    return std::nullopt;
  const SourceManager &SM = V.sourceManager();
  SourceLocation Begin = SM.getExpansionLoc(Plan.NamedLambdaDecl->getBeginLoc());
  std::string Ind = lineIndent(SM, Begin);
  // `auto body = ` and the captures as written: the same copies, made at
  // the same point of the program.
  SourceRange Intro = Plan.NamedLambda->getIntroducerRange();
  std::string Declarator =
      V.text(CharSourceRange::getCharRange(Begin, SM.getExpansionLoc(Plan.NamedLambda->getBeginLoc())));
  // The source's text: the translation's adds __device__ after them.
  std::string Captures =
      Lexer::getSourceText(CharSourceRange::getTokenRange(SM.getExpansionLoc(Intro.getBegin()),
                                                          SM.getExpansionLoc(Intro.getEnd())),
                           SM, V.Ctx.getLangOpts())
          .str();
  if (Captures.empty() || Declarator.find('\n') != std::string::npos)
    return std::nullopt;
  return tileFunction(V, K, Plan, Ind,
                      Declarator + Captures + "(" + hip::TileLoopKernel.str() + ")", ";");
}

std::string withHostTileForm(const std::string &HostKernel, const std::string &GpuKernel) {
  // emitKernel ends each with a blank line; the #endif takes its place.
  auto Trimmed = [](const std::string &Kernel) {
    return llvm::StringRef(Kernel).rtrim("\n").str() + "\n";
  };
  return "#if defined(" + hip::HostBackendMacro.str() + ")\n" + Trimmed(HostKernel) + "#else\n" +
         Trimmed(GpuKernel) + "#endif\n\n";
}

} // namespace amp2hip
