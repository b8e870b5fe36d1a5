//===- TileRegions.h - a tiled kernel's body split at its barriers --------===//
//
// The host backend runs a tiled kernel with barriers fastest as loops over
// the tile's threads between the barriers (rewrites/HostTileForm.h emits
// that form). This is the analysis behind it, on the kernel lambda's AST:
//
// - Each statement list that contains a barrier is partitioned into items:
//   runs of barrier-free statements (each becomes one loop over the
//   threads), the barriers themselves, uniform control flow that contains a
//   barrier (a loop or an if executed once for the tile, its condition as
//   thread 0 sees it; AMP requires it uniform, rule 2006 checks), and
//   declarations that belong to the whole tile (tile_static, constants,
//   typedefs), which the form declares once. A call of a helper whose last
//   statement waits ends a run: the loop's end is that barrier.
// - A local declared in a run and used by a later item of its list lives
//   across a barrier: the form keeps it per thread (Lifted), or, a lambda,
//   declares it again where it is used (Redeclared).
// - What the form cannot express is a reason (WhyNot), and the kernel keeps
//   the fiber path: a barrier in a called function, in a switch or another
//   statement kind, a return inside a loop or if that holds a barrier,
//   break/continue out of
//   a run, a goto, a mutable lambda, a tile-wide variable a thread writes,
//   a #define or #undef under an #if opened inside the body.
// - The `#define`s and `#undef`s written between the body's statements
//   (a macro the kernel defines for itself, issue 28): the form is made of
//   the statements' texts, so it writes each again in its place (Directives).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TILEREGIONS_H
#define AMP2HIP_TILEREGIONS_H

#include "AmpModel.h"
#include "TileBarriers.h" // containsBarrier

#include <map>
#include <set>
#include <string>
#include <vector>

namespace amp2hip {

enum class TileItemKind {
  Run,        ///< Barrier-free statements: one loop over the threads.
  Barrier,    ///< A barrier statement: the boundary between two loops.
  Uniform,    ///< A loop, if or block that contains a barrier, run once per tile.
  TileWide,   ///< tile_static, constants and type declarations, declared once.
};

struct TileItem {
  TileItemKind Kind;
  std::vector<const clang::Stmt *> Stmts; ///< One, except for runs.
  bool HasReturn = false;                 ///< A run with a return.
  /// A run of the kernel's own list with a return and a barrier after it:
  /// valid AMP only if every thread of the tile returns or none does, so
  /// the form counts the threads that returned and ends the tile when all
  /// did (fewer is the barrier divergence the fiber path reports).
  bool ReturnsBeforeBarrier = false;
  /// A run whose last statement calls a helper whose last statement waits
  /// (isCallEndingAtBarrier): the helper runs for each thread, and the
  /// loop's end is the barrier (amp2hip::called_barrier counts arrivals).
  bool EndsAtBarrier = false;
};

struct TileRegionPlan {
  bool HasBarriers = false; ///< Otherwise the kernel needs no tile-loop form.
  std::string WhyNot;       ///< Empty when the tile-loop form can be emitted.
  /// The body split: the lambda's, or the functor's operator() definition's.
  const clang::Stmt *Body = nullptr;
  /// A functor's operator() (its definition): its form is a member function
  /// of the class, next to it, which the kernel's host form calls.
  const clang::CXXMethodDecl *Member = nullptr;
  /// A named lambda kernel (`auto body = [=](tiled_index<N> t) ...;`): its
  /// form is a second lambda declared in its place under the host backend's
  /// #if, which the kernel's host form calls with the tile-loop tag.
  const clang::LambdaExpr *NamedLambda = nullptr;
  const clang::DeclStmt *NamedLambdaDecl = nullptr; ///< Its variable's declaration.
  /// The kernel's tiled_index parameter (the lambda's, the operator()'s).
  const clang::ParmVarDecl *IndexParam = nullptr;
  /// The partition of each statement list that contains a barrier (the
  /// body's, and those of uniform statements), by the statement that holds
  /// the list (the CompoundStmt, or a loop's or if's single statement).
  std::map<const clang::Stmt *, std::vector<TileItem>> Lists;
  /// Locals declared in a run and used after a barrier: kept per thread.
  std::set<const clang::VarDecl *> Lifted;
  /// Lambdas declared in a run and used after a barrier: declared again in
  /// each later run that uses them (a closure type cannot be named before
  /// its declaration); what they capture by reference is kept per thread.
  std::set<const clang::VarDecl *> Redeclared;
  /// The `#define` and `#undef` lines inside the body, in order: the
  /// offsets (in the body's file) of each line's start and end. The form
  /// writes one again before the first statement after it (one inside a
  /// statement's text goes with that text), so a macro the kernel defines
  /// is defined where the form uses it and undefined where it was.
  std::vector<std::pair<unsigned, unsigned>> Directives;
  bool possible() const { return HasBarriers && WhyNot.empty(); }
};

/// The statements of a list: a CompoundStmt's children, else the statement.
std::vector<const clang::Stmt *> listStatements(const clang::Stmt *List);

/// Every variable \p S refers to (lambdas' bodies included).
void collectVarRefs(const clang::Stmt *S, std::set<const clang::VarDecl *> &Out);

/// The plan for \p K's tile-loop form (tiled kernel lambdas, in place or
/// named, and functors whose const operator() the form can sit next to).
TileRegionPlan planTileRegions(const AmpModel &Model, const KernelLaunch &K,
                               clang::ASTContext &Ctx);

} // namespace amp2hip

#endif
