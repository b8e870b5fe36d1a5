//===- TypeSpelling.h - writing a declaration in generated code -----------===//
#ifndef AMP2HIP_TYPESPELLING_H
#define AMP2HIP_TYPESPELLING_H

#include "clang/AST/ASTContext.h"
#include <string>

namespace amp2hip {

/// A declaration of \p Name (empty: just the type) of type \p T as generated
/// code at namespace scope writes it (a kernel parameter, a redeclared
/// constant): canonical when the type names a function-local typedef, fully
/// qualified when \p Qualify (the launching function has using-declarations
/// of its own, which namespace scope does not see), and with the AMP names
/// that clash with HIP's globals (index<N>, texture<T, N>) qualified.
std::string spellDeclaration(clang::QualType T, const std::string &Name,
                             const clang::ASTContext &Ctx, bool Qualify);

/// \p T with each function-local typedef at its top, or naming one of its
/// template type arguments, replaced by the type the typedef names as
/// written (`elem` -> `typename Container::value_type`): a kernel placed at
/// namespace scope does not see the launching function's typedefs, and in a
/// template the canonical type would lose the parameters' names
/// (`type-parameter-0-0`). Other typedefs stay as written.
clang::QualType withoutLocalTypedefs(clang::QualType T, const clang::ASTContext &Ctx);

} // namespace amp2hip

#endif
