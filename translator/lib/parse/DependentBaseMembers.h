//===- DependentBaseMembers.h - fixing Visual C++'s dependent-base lookup -===//
//
// Visual C++ finds a member of a dependent base class named unqualified
// inside a class template (no two-phase lookup); clang's MSVC mode does too,
// with ext_found_in_dependent_base. Standard C++ needs the member
// qualified, and how depends on what it is: a function or variable takes
// `this->`, a type `typename Base<T>::` (`this->value_type x;` does not
// parse). The diagnostic does not say which; the AST does.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DEPENDENTBASEMEMBERS_H
#define AMP2HIP_DEPENDENTBASEMEMBERS_H

#include "clang/AST/ASTContext.h"
#include <string>

namespace amp2hip {

/// What to insert before \p Name at \p Loc (a file location inside a class
/// template that names a member of a dependent base unqualified):
/// "typename Base<T>::" (its base, as written) when that member is a type,
/// "this->" when it is not or no base template declares it, "" when it is
/// a type but no single base can be named (several dependent bases, none
/// declaring it).
std::string dependentBaseQualifier(clang::ASTContext &Ctx, clang::SourceLocation Loc,
                                   llvm::StringRef Name);

} // namespace amp2hip

#endif
