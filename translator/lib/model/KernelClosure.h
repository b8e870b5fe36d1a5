//===- KernelClosure.h - what a kernel uses, and how it reaches the device -===//
//
// Closure analysis: a kernel lambda becomes a __global__ function at
// namespace scope, so everything its body uses from around it must cross to
// the device some way. This finds what it uses (variables, the constants
// their initializers need, function-local typedefs, the using-declarations
// it was written under, the enclosing templates' parameters) and decides
// how each variable crosses (Crossing). It reads only the AST; the rules
// report what cannot cross (2001-2003, 1003), kernel and launch emission
// print the rest.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_KERNELCLOSURE_H
#define AMP2HIP_KERNELCLOSURE_H

#include "AmpClasses.h"
#include "ClassScope.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include <string>
#include <vector>

namespace amp2hip {

/// How a variable the kernel uses reaches the device.
enum class Crossing {
  Redeclared,    ///< A constant (tile size, bound): declared again inside the kernel.
  ByValue,       ///< A kernel parameter of the same type and name.
  ToDevice,      ///< A value holding AMP containers: passed through amp2hip::to_device.
  ArrayView,     ///< A concurrency::array (by reference): an array_view of its device storage.
  TextureView,   ///< A texture (by reference): a texture_view of its device storage.
  ClosureObject, ///< A lambda object: its type becomes a template parameter.
  CapturedArray, ///< A C array captured by value: in an amp2hip::captured_array.
};

/// A variable the kernel uses from outside its body.
struct ClosureVar {
  const clang::VarDecl *Var = nullptr;
  bool ByRef = false; ///< Captured by reference (explicitly or by default).
  Crossing How = Crossing::ByValue;
  AmpClass Class = AmpClass::None; ///< The variable's AMP class, if any.
  unsigned UseOrder = 0; ///< Rank of its first use in the body (Vars are sorted otherwise).
  /// A kernel template parameter that stands for its type, when the type
  /// has no spelling at namespace scope before the enclosing template is
  /// instantiated (`auto n = c.size();`): "Type_n", passed `decltype(n)`.
  std::string TypeParam;
  /// A value of an enum its class does not make public (nvcc takes no
  /// such type in a kernel template's arguments): the kernel takes it as
  /// this integer type and converts it back (ClassScope.h).
  std::string AsInteger;
};

/// A template parameter the kernel takes, and what the launch passes for it.
struct KernelTemplateParam {
  std::string Decl; ///< "typename T", "int N", "typename Closure_f"
  std::string Arg;  ///< "T", "N", "decltype(f)"
};

struct KernelClosure {
  /// Constants first (a later one may use an earlier one), then in
  /// declaration order, so the kernel's parameters read like the function's.
  std::vector<ClosureVar> Vars;
  std::vector<const clang::TypedefNameDecl *> Typedefs; ///< Function-local, in order of use.
  /// Member typedefs of the class the launch is in (`typename traits::index_type`
  /// in a member of Field<T, N>): the kernel, at namespace scope, names them
  /// through the class.
  std::vector<const clang::TypedefNameDecl *> MemberTypedefs;
  /// using-declarations, -directives and namespace aliases of the enclosing
  /// function before the launch: the body was written under them.
  std::vector<const clang::Decl *> Usings;
  /// What it uses, unqualified, from the scope of the member function's
  /// class (static members, enumerators, nested types: ClassScope.h).
  ClassScopeUses Scope;
  const clang::CXXThisExpr *ThisUse = nullptr; ///< The first use of `this` (2002).
  const clang::TagDecl *LocalType = nullptr;   ///< A function-local class it uses (1003).
  /// The function that holds the launch (not a lambda), and the
  /// namespace-scope declaration around it: the kernel goes before that.
  const clang::FunctionDecl *Enclosing = nullptr;
  const clang::Decl *TopLevel = nullptr;
  /// The enclosing templates' parameters, then one per ClosureObject and
  /// one per variable with a TypeParam.
  std::vector<KernelTemplateParam> TemplateParams;
};

/// The closure of the launch \p Call: for an in-place kernel lambda \p Lambda
/// what its body uses; for any callable (\p Lambda null) where it is and
/// the enclosing templates.
KernelClosure analyzeClosure(const clang::CallExpr *Call, const clang::LambdaExpr *Lambda,
                             clang::ASTContext &Ctx);

} // namespace amp2hip

#endif
