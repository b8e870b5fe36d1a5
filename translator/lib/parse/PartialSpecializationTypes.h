//===- PartialSpecializationTypes.h - Visual C++'s loose deduction --------===//
//
// A partial specialization that takes apart another template's
// specialization deduces that template's non-type arguments:
// `template <typename T, int N> struct Size<Vec<T, N>>` where Vec is
// `template <typename T, unsigned int N>`. The standard says deduction fails
// when the two parameters' types differ ([temp.deduct.type]/18), so g++ and
// nvcc never pick such a specialization ("incomplete type"); Visual C++ and
// clang do. The fix is certain: the specialization's parameter takes the
// type of the parameter it is matched against (`unsigned int N`).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PARTIALSPECIALIZATIONTYPES_H
#define AMP2HIP_PARTIALSPECIALIZATIONTYPES_H

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>
#include <vector>

namespace amp2hip {

/// A partial specialization's non-type parameter whose type differs from
/// the parameter of the template it is deduced against.
struct MismatchedParameterType {
  clang::SourceRange Type;   ///< The parameter's type as written.
  std::string Replacement;   ///< The type it must have.
  std::string Message;       ///< What was found, for amp2hip-4001.
};

/// Each such parameter of the partial specializations in files \p Writes
/// accepts (integral types only, each parameter once).
std::vector<MismatchedParameterType>
findMismatchedParameterTypes(clang::ASTContext &Ctx,
                             llvm::function_ref<bool(clang::SourceLocation)> Writes);

} // namespace amp2hip

#endif
