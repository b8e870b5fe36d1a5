//===- AmpModel.h - the AMP of one translation unit, found once -----------===//
//
// One pass over the translated files finds every AMP construct; the model
// holds them with what was worked out about them (each launch's callable and
// shape, each function's restrictions, the AMP call graph), and every rule
// and rewrite reads it instead of asking the AST again.
//
//   parse (AST + PreprocessorFacts) -> AmpModel -> rules, rewrites
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_AMPMODEL_H
#define AMP2HIP_AMPMODEL_H

#include "AmpClasses.h"
#include "CallGraph.h"
#include "KernelLaunch.h"
#include "Restrictions.h"
#include "TileConstructs.h"
#include "TranslationScope.h"

#include <set>
#include <vector>

namespace amp2hip {

class AmpModel {
public:
  /// Find the AMP of the translated files. Narrows \p Ctx's traversal scope
  /// (and so its parent map) to them.
  AmpModel(clang::ASTContext &Ctx, const PreprocessorFacts &PP, const TranslationScope &Scope);
  AmpModel(const AmpModel &) = delete;
  AmpModel &operator=(const AmpModel &) = delete;

  /// Every function declaration of the translated files (lambdas' call
  /// operators excepted), each redeclaration on its own.
  std::vector<const clang::FunctionDecl *> Functions;
  /// Every lambda of the translated files, kernels included.
  std::vector<const clang::LambdaExpr *> Lambdas;
  std::vector<KernelLaunch> Launches;
  std::vector<const clang::VarDecl *> TileStatics;
  std::vector<const clang::CallExpr *> BarrierWaits; ///< tile_barrier::wait*() calls.
  std::vector<const clang::CallExpr *> Fences;       ///< *_memory_fence(barrier) calls.
  Restrictions Restrict;
  AmpCallGraph Graph;

  /// Is \p L written in place as a launch's kernel?
  bool isKernelLambda(const clang::LambdaExpr *L) const { return KernelLambdas.count(L) != 0; }
  /// Is \p Call one of BarrierWaits?
  bool isBarrierWait(const clang::CallExpr *Call) const { return WaitCalls.count(Call) != 0; }
  /// Is \p Call one of BarrierWaits or Fences?
  bool isBarrierOrFence(const clang::CallExpr *Call) const {
    return WaitCalls.count(Call) || FenceCalls.count(Call);
  }

private:
  std::set<const clang::LambdaExpr *> KernelLambdas;
  std::set<const clang::CallExpr *> WaitCalls, FenceCalls;
};

} // namespace amp2hip

#endif
