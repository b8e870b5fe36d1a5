//===- ClassScope.h - what a kernel sees from its member function's class -===//
//
// A kernel lambda written in a member function sees its class's scope: it
// calls static members (of the class or a base, private and protected ones
// too), reads static constants and enumerators and names nested types, all
// unqualified. Its kernel is a function at namespace scope, where none of
// these names is visible and the private ones are not accessible. The
// kernel therefore takes the class as a template parameter (`Scope`, passed
// the class as the member function names it): constants and nested types
// are declared again at the top of its body from `Scope::`, the other
// names are qualified with `Scope::` where the body uses them, and when a
// name is not public the class befriends the kernel (KernelRewrite). This
// finds those uses; it reads only the AST.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CLASSSCOPE_H
#define AMP2HIP_CLASSSCOPE_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include <string>
#include <vector>

namespace amp2hip {

struct ClassScopeUses {
  /// The member function's class; null when the kernel uses nothing of it.
  const clang::CXXRecordDecl *Class = nullptr;
  /// The class as the member function names it (`Scaler`, `Field<T, N>`):
  /// what the launch passes for the kernel's scope parameter.
  std::string Spelling;
  /// Where the body names a static member function, a non-constant static
  /// data member or an enumerator of a plain enum unqualified: each gets
  /// the scope parameter's `Scope::` before it.
  std::vector<clang::SourceLocation> Qualify;
  /// Static constants the kernel uses (in its body or its index's type):
  /// declared again in the kernel from `Scope::`, like local constants.
  std::vector<const clang::VarDecl *> Constants;
  /// Nested types (classes, enums, typedefs of a base) it names: typedefs
  /// of `typename Scope::Name` in the kernel.
  std::vector<const clang::NamedDecl *> Types;
  /// Some of these names is not public: the kernel must be a friend.
  bool NeedsAccess = false;
  const clang::NamedDecl *FirstPrivate = nullptr; ///< The first such name.
  /// The class can name the kernel's specialization in a friend
  /// declaration: the kernel's template arguments are the class's own
  /// (not a member template's, a lambda's type or a deduced type's).
  bool Friendable = true;
  /// The first use that is written in a macro (its expansion cannot be
  /// qualified): where the macro is used, for the diagnostic.
  clang::SourceLocation InMacro;

  /// Captured variables whose type is one of Types: each is a kernel
  /// template parameter (KernelClosure), passed the type's name.
  unsigned TypeParams = 0;

  bool empty() const { return Class == nullptr; }
  /// The nested type (one of Types) \p T is, without references and const.
  const clang::TagDecl *isNestedType(clang::QualType T) const;
};

/// What the in-place kernel lambda \p L, written in \p Enclosing, uses from
/// the scope of \p Enclosing's class (nothing when it is not a member).
ClassScopeUses analyzeClassScope(const clang::LambdaExpr *L, const clang::FunctionDecl *Enclosing,
                                 clang::ASTContext &Ctx);

} // namespace amp2hip

#endif
