//===- RestrictOverloads.h - functions overloaded on restrict(amp) alone --===//
//
//   int where() restrict(cpu) { return 1; }
//   int where() restrict(amp) { return 2; }   // overloads where() on the restriction
//
// AMP lets a function overload another on restrict(...) alone and picks by
// the caller. A C++ parser would see one function defined twice, so while
// amp2hip parses, RestrictRecorder marks each restrict(amp)-only function
// with an enable_if attribute (AMP2HIP_AMP_ONLY, amp-include/amp_keywords.h):
// Clang then keeps the two apart as overloads. This file answers which
// functions are such overloads, and what names one overload set.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_RESTRICTOVERLOADS_H
#define AMP2HIP_RESTRICTOVERLOADS_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

namespace amp2hip {

/// True for a function the parse marked as restrict(amp) (and not cpu).
bool isMarkedAmpOnly(const clang::FunctionDecl *FD);

/// The function that differs from \p FD only in its restrict(amp) mark (one
/// declaration of it), or null. (Clang keeps the two apart; AMP may too, as
/// an overload on the restriction, or they are declarations of one function
/// that disagree on it.)
const clang::FunctionDecl *restrictionTwin(const clang::ASTContext &Ctx,
                                           const clang::FunctionDecl *FD);

/// True when \p FD is marked restrict(amp) only and another function of its
/// scope differs from it only in not being restrict(amp).
bool overloadsOnRestrictionAlone(const clang::ASTContext &Ctx, const clang::FunctionDecl *FD);

/// The declaration a use names, as the key of one overload: the canonical
/// declaration of the function or of the template it comes from.
const clang::Decl *restrictOverloadKey(const clang::NamedDecl *D);

} // namespace amp2hip

#endif
