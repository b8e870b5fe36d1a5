//===- CallGraph.h - the code that runs on the accelerator, and its calls -===//
//
// Every body of AMP code in the translated files: kernels (in-place and
// named lambdas, functors' operator()), restrict(amp) lambdas and
// restrict(amp) functions, with the direct calls between them and which
// bodies tiled and untiled kernels reach through those calls.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CALLGRAPH_H
#define AMP2HIP_CALLGRAPH_H

#include "KernelLaunch.h"
#include "Restrictions.h"
#include "TranslationScope.h"

#include <map>
#include <set>
#include <utility>
#include <vector>

namespace amp2hip {

/// One body of code that runs on the accelerator: a kernel (lambda or
/// functor's operator()), a restrict(amp) lambda or a restrict(amp) function.
struct AmpBody {
  const clang::FunctionDecl *Fn = nullptr; ///< The function (a lambda's call operator).
  const clang::Stmt *Body = nullptr;
  const clang::LambdaExpr *Lambda = nullptr; ///< For lambdas.
  bool Kernel = false;
  bool Tiled = false;  ///< A kernel over a tiled extent.
  bool CpuToo = false; ///< restrict(amp, cpu).
};

/// A direct call (or construction) from one body to another.
using AmpCall = std::pair<const clang::Expr *, const clang::FunctionDecl *>;

/// The AMP code of a translation unit and the calls between its functions.
struct AmpCallGraph {
  std::vector<AmpBody> Bodies;
  /// Body index by function (canonicalFunction()).
  std::map<const clang::FunctionDecl *, unsigned> ByFunction;
  /// Direct calls from each body, in source order: (call expression, callee
  /// canonical declaration). Only callees that are AMP bodies themselves.
  std::vector<std::vector<AmpCall>> Calls;
  /// Bodies reached (through calls) from tiled and from untiled kernels.
  std::set<unsigned> FromTiled, FromUntiled;

  /// The body of \p FD, or null.
  const AmpBody *bodyOf(const clang::FunctionDecl *FD) const;
};

/// The AMP bodies among \p Launches, \p Lambdas and \p Functions (all of the
/// translated files), and the calls between them.
AmpCallGraph buildCallGraph(const std::vector<KernelLaunch> &Launches,
                            const std::vector<const clang::LambdaExpr *> &Lambdas,
                            const std::vector<const clang::FunctionDecl *> &Functions,
                            const Restrictions &R, const TranslationScope &Scope);

} // namespace amp2hip

#endif
