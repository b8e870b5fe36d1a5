//===- AmpClasses.h - recognizing C++ AMP's classes and calls -------------===//
//
// Which declarations are AMP's (array_view, tiled_index, parallel_for_each,
// ...), in plain and in dependent (template) code. The classes come from
// tables/AmpClasses.def; code compares AmpClass values, not names.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_AMPCLASSES_H
#define AMP2HIP_AMPCLASSES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace amp2hip {

/// The AMP classes of tables/AmpClasses.def; Other for any other class of
/// AMP's namespaces (accelerator_view, ...), None for a type that is not AMP's.
enum class AmpClass {
  None,
  Other,
#define AMP2HIP_AMP_CLASS(ENUM, NAME, NAMESPACE, KIND) ENUM,
#include "AmpClasses.def"
};

/// The class's name as AMP declares it ("tiled_index"); empty for None and Other.
llvm::StringRef ampClassName(AmpClass C);
/// The class's qualified name ("concurrency::graphics::texture").
std::string qualifiedAmpClassName(AmpClass C);
/// True for the classes that refer to memory rather than hold a value:
/// array, array_view, texture, texture_view, writeonly_texture_view.
bool refersToMemory(AmpClass C);

/// True when \p D is declared in namespace `concurrency` (or one nested in it).
bool isInAmpNamespace(const clang::Decl *D);

/// The AMP class a type names, looking through references, cv-qualifiers,
/// sugar and dependent template names.
AmpClass ampClassOf(clang::QualType T);

/// The AMP class \p D declares (a class or class template).
AmpClass ampClassOfDecl(const clang::NamedDecl *D);

/// True for `parallel_for_each(...)`, resolved or not.
bool isParallelForEach(const clang::CallExpr *Call);

/// The written template arguments of a type such as `tiled_index<16, 16>`,
/// as source text; empty when the type is not a template specialization.
std::vector<std::string> writtenTemplateArgs(clang::TypeLoc TL, const clang::SourceManager &SM,
                                             const clang::LangOptions &LO);

/// Template arguments of a (non-dependent) specialization, printed.
std::vector<std::string> templateArgValues(clang::QualType T, const clang::ASTContext &Ctx);

/// Strip parentheses, implicit casts, temporaries and the like.
const clang::Expr *ignoreWrappers(const clang::Expr *E);

} // namespace amp2hip

#endif
