//===- TileBarriers.h - which barriers a tiled kernel reaches, and how ----===//
//
// What the tile-loop form (TileRegions.h) needs to know about a kernel's
// barriers before it splits the body: which statements are barriers (a
// wait, or a call of a helper that only waits), which calls end at one (a
// helper whose last statement waits), whether one is reached through
// another call (the form cannot split there), and whether a
// functor kernel can have the form at all (it becomes a member of its
// class, HostTileForm.h), and a named lambda (a second lambda in its place).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TILEBARRIERS_H
#define AMP2HIP_TILEBARRIERS_H

#include "AmpModel.h"

#include <functional>
#include <string>

namespace amp2hip {

/// Calls \p Visit on \p S and everything below it, lambdas' bodies
/// included; stops when \p Visit returns true, and says so.
bool anyBelow(const clang::Stmt *S, const std::function<bool(const clang::Stmt *)> &Visit);

/// The call \p S is, as a statement; null when it is something else.
const clang::CallExpr *statementCall(const clang::Stmt *S);

/// A barrier wait, or a call of a helper that only waits (isWaitHelperCall).
bool isBarrierCall(const AmpModel &Model, const clang::CallExpr *Call);
/// Is \p S a statement that is a barrier call?
bool isBarrierStatement(const AmpModel &Model, const clang::Stmt *S);

/// A call of a void helper whose last statement is a barrier and whose
/// others reach none (`void exchange(const tiled_index<N> &t, ...)
/// restrict(amp) { ...; t.barrier.wait(); }`): the tile-loop form runs it
/// for each thread, and the loop's end is its barrier.
bool isCallEndingAtBarrier(const AmpModel &Model, const clang::CallExpr *Call);
/// Is \p S a statement that is such a call?
bool endsAtBarrier(const AmpModel &Model, const clang::Stmt *S);

/// Does \p S contain one of \p Model's barrier waits (or such a call)?
bool containsBarrier(const AmpModel &Model, const clang::Stmt *S);

/// Does a call in \p Body reach a barrier in another function (or a
/// lambda), where the tile-loop form cannot split? Unresolved calls (in a
/// template) count when \p BarrierOutsideKernels.
bool barrierThroughCall(const AmpModel &Model, const clang::Stmt *Body,
                        bool BarrierOutsideKernels);

/// Is one of the unit's barriers outside every kernel's own body?
bool barrierOutsideKernels(const AmpModel &Model, const clang::SourceManager &SM);

/// The definition of a functor kernel's operator(); in a class template,
/// the pattern's (null when there is none, or several operator()s and the
/// one a dependent launch calls is not known).
const clang::CXXMethodDecl *functorOperatorDefinition(const KernelLaunch &K);

/// Does a functor kernel's operator() reach a barrier?
bool functorHasBarriers(const AmpModel &Model, const KernelLaunch &K);

/// Why a functor kernel's operator() \p Def cannot have a tile-loop form
/// ("" when it can).
std::string functorWhyNot(const KernelLaunch &K, const clang::CXXMethodDecl *Def);

/// The statement that declares a named lambda kernel's variable
/// (`auto body = [=](tiled_index<N> t) restrict(amp) {...};`), when it
/// declares that variable alone and the enclosing function has it.
const clang::DeclStmt *namedLambdaDeclaration(const KernelLaunch &K);

/// Why a named lambda kernel cannot have a tile-loop form ("" when it can):
/// the form is a second lambda declared in the variable's place under the
/// host backend's #if (HostTileForm.h), so the variable must be declared
/// alone and used by nothing but launches, which all call that form.
std::string namedLambdaWhyNot(const AmpModel &Model, const KernelLaunch &K);

} // namespace amp2hip

#endif
