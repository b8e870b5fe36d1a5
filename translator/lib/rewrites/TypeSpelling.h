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

} // namespace amp2hip

#endif
