//===- Restrictions.h - which functions are restrict(amp) -----------------===//
//
// `restrict(...)` expands to nothing when amp2hip parses, so the AST does
// not carry it: what a function is restricted to comes from the specs the
// preprocessor recorded (parse/RestrictRecorder.h). One rule decides which
// spec belongs to a declaration, and every rule and rewrite asks here:
//
//   the first spec after the declaration's parameter list and before the
//   end of its declarator: the `;`, `{`, `=` or `:` that follows at nesting
//   depth 0, or the body, whichever comes first.
//
// A lambda's spec lies between its capture list and its body.
//
// A member of a local class that says nothing takes the restriction of the
// function the class is declared in (Visual C++'s rule: a helper struct
// written inside a kernel or a restrict(amp) function is amp code); one that
// says restrict(cpu) is cpu only, as written. A lambda without a spec is
// code of the function around it, so a class inside such a lambda looks
// further out. This is decided here once: the call graph, the rules and the
// restrict rewrite (which spells the inherited restriction in front of the
// member) all ask of().
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_RESTRICTIONS_H
#define AMP2HIP_RESTRICTIONS_H

#include "RestrictRecorder.h"

#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include <map>

namespace amp2hip {

/// Where a function may run. A function without a spec is cpu only.
struct RestrictionSet {
  bool Cpu = true;
  bool Amp = false;
};

class Restrictions {
public:
  Restrictions(const clang::SourceManager &SM, const clang::LangOptions &LO,
               const PreprocessorFacts &PP)
      : SM(SM), LO(LO), PP(PP) {}

  /// The spec written on this one declaration of a function, or null.
  const RestrictSpec *ofDeclaration(const clang::FunctionDecl *D) const;
  /// The spec of the function \p FD declares (any of its declarations, or
  /// of the template it was instantiated from); null when it has none (cpu
  /// only). AMP overloads on the restriction, which a C++ parser sees as one
  /// function: when declarations differ, amp wins.
  const RestrictSpec *ofFunction(const clang::FunctionDecl *FD) const;
  /// The spec written on a lambda, or null.
  const RestrictSpec *ofLambda(const clang::LambdaExpr *L) const;

  /// Where \p FD may run: its spec, or for a local class's member without
  /// one the restriction of the code around the class.
  RestrictionSet of(const clang::FunctionDecl *FD) const;
  bool isAmp(const clang::FunctionDecl *FD) const { return of(FD).Amp; }
  /// Is \p FD a local class's member that writes no spec and takes amp from
  /// the function around its class (so the rewrite must spell it)?
  bool inheritsAmp(const clang::FunctionDecl *FD) const;

  /// Where the declarator whose parameter list ends at \p AfterParams ends:
  /// the `;`, `{`, `=` or `:` that follows at nesting depth 0.
  clang::SourceLocation declaratorEnd(clang::SourceLocation AfterParams) const;

private:
  /// The restriction of code written in \p FD's body: \p FD's own, or, for
  /// a lambda without a spec, that of the code around the lambda.
  RestrictionSet inside(const clang::FunctionDecl *FD) const;
  /// ofDeclaration for a declarator spelled inside a macro expansion.
  const RestrictSpec *inMacroDeclarator(const clang::FunctionDecl *D,
                                        clang::SourceLocation RParen) const;
  const clang::SourceManager &SM;
  const clang::LangOptions &LO;
  const PreprocessorFacts &PP;
  mutable std::map<const clang::FunctionDecl *, const RestrictSpec *> ByFunction;
};

/// The declaration calls and restrictions are keyed by: the canonical
/// declaration (of the template's pattern, for instantiations).
const clang::FunctionDecl *canonicalFunction(const clang::FunctionDecl *FD);

/// The function whose body declares the class \p FD is a member of (a
/// local class, at any depth of nesting), or null; lambdas' call operators
/// are not members of a local class here.
const clang::FunctionDecl *localClassFunction(const clang::FunctionDecl *FD);

} // namespace amp2hip

#endif
