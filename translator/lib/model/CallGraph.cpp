//===- CallGraph.cpp ------------------------------------------------------===//
#include "CallGraph.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include <deque>

using namespace clang;

namespace amp2hip {

const AmpBody *AmpCallGraph::bodyOf(const FunctionDecl *FD) const {
  if (!FD)
    return nullptr;
  auto It = ByFunction.find(canonicalFunction(FD));
  return It == ByFunction.end() ? nullptr : &Bodies[It->second];
}

namespace {

/// Direct calls (and constructions) inside one body, nested lambdas included.
class CallCollector : public RecursiveASTVisitor<CallCollector> {
public:
  std::vector<AmpCall> Calls;

  bool shouldVisitTemplateInstantiations() const { return false; }

  // A local class's members are bodies of their own (or cpu code).
  bool TraverseCXXRecordDecl(CXXRecordDecl *) { return true; }

  bool VisitCallExpr(CallExpr *Call) {
    if (const FunctionDecl *FD = Call->getDirectCallee())
      Calls.push_back({Call, canonicalFunction(FD)});
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    if (const CXXConstructorDecl *CD = E->getConstructor())
      Calls.push_back({E, canonicalFunction(CD)});
    return true;
  }
};

class GraphBuilder {
public:
  explicit GraphBuilder(AmpCallGraph &G) : G(G) {}

  void add(const AmpBody &B) {
    const FunctionDecl *Key = canonicalFunction(B.Fn);
    auto It = G.ByFunction.find(Key);
    if (It != G.ByFunction.end()) {
      // A functor's operator() is a restrict(amp) function and a kernel.
      AmpBody &Old = G.Bodies[It->second];
      Old.Kernel |= B.Kernel;
      Old.Tiled |= B.Tiled;
      return;
    }
    G.ByFunction[Key] = G.Bodies.size();
    G.Bodies.push_back(B);
  }

  void addCalls() {
    G.Calls.resize(G.Bodies.size());
    for (unsigned I = 0; I < G.Bodies.size(); ++I) {
      CallCollector CC;
      CC.TraverseStmt(const_cast<Stmt *>(G.Bodies[I].Body));
      for (const AmpCall &Call : CC.Calls)
        if (G.ByFunction.count(Call.second))
          G.Calls[I].push_back(Call);
    }
  }

  /// The bodies kernels of one kind (tiled or not) reach.
  void reach(bool Tiled, std::set<unsigned> &Out) {
    std::deque<unsigned> Work;
    for (unsigned I = 0; I < G.Bodies.size(); ++I)
      if (G.Bodies[I].Kernel && G.Bodies[I].Tiled == Tiled && Out.insert(I).second)
        Work.push_back(I);
    while (!Work.empty()) {
      unsigned I = Work.front();
      Work.pop_front();
      for (const AmpCall &Call : G.Calls[I]) {
        unsigned J = G.ByFunction[Call.second];
        if (Out.insert(J).second)
          Work.push_back(J);
      }
    }
  }

private:
  AmpCallGraph &G;
};

/// The kernel body of a launch, when it is code of the translated files.
bool kernelBody(const KernelLaunch &K, const TranslationScope &Scope, AmpBody &B) {
  B.Kernel = true;
  B.Tiled = K.Shape.Tiled;
  if (K.Lambda) {
    B.Lambda = K.Lambda;
    B.Fn = K.Lambda->getCallOperator();
    B.Body = K.Lambda->getBody();
  } else if (K.Entry) {
    const FunctionDecl *Def = nullptr;
    if (!K.Entry->hasBody(Def) || !Scope.contains(Def->getLocation()))
      return false;
    B.Fn = Def;
    B.Body = Def->getBody();
  }
  return B.Fn && B.Body;
}

} // namespace

AmpCallGraph buildCallGraph(const std::vector<KernelLaunch> &Launches,
                            const std::vector<const LambdaExpr *> &Lambdas,
                            const std::vector<const FunctionDecl *> &Functions,
                            const Restrictions &R, const TranslationScope &Scope) {
  AmpCallGraph G;
  GraphBuilder Builder(G);
  std::set<const LambdaExpr *> KernelLambdas;
  for (const KernelLaunch &K : Launches) {
    if (K.Lambda)
      KernelLambdas.insert(K.Lambda);
    AmpBody B;
    if (kernelBody(K, Scope, B))
      Builder.add(B);
  }
  for (const LambdaExpr *L : Lambdas) {
    if (KernelLambdas.count(L))
      continue;
    const RestrictSpec *Spec = R.ofLambda(L);
    if (!Spec || !Spec->Amp)
      continue;
    AmpBody B;
    B.Lambda = L;
    B.Fn = L->getCallOperator();
    B.Body = L->getBody();
    B.CpuToo = Spec->Cpu;
    Builder.add(B);
  }
  for (const FunctionDecl *FD : Functions) {
    if (!FD->doesThisDeclarationHaveABody() || !FD->getBody())
      continue;
    RestrictionSet Where = R.of(FD);
    if (!Where.Amp)
      continue;
    AmpBody B;
    B.Fn = FD;
    B.Body = FD->getBody();
    B.CpuToo = Where.Cpu;
    Builder.add(B);
  }
  Builder.addCalls();
  Builder.reach(true, G.FromTiled);
  Builder.reach(false, G.FromUntiled);
  return G;
}

} // namespace amp2hip
