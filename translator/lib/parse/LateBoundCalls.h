//===- LateBoundCalls.h - calls Visual C++ binds when it instantiates -----===//
//
// Visual C++ has no two-phase lookup: a template's body is read when it is
// instantiated, so it may call a function declared further down the file
// (clang's -fdelayed-template-parsing, which the --msvc parse uses, does
// the same). g++, hipcc and nvcc look the name up where the template is
// written, and find it later only through argument-dependent lookup, which
// an `int` or a view's element never has. The fix is certain when the
// function's own declaration can be said before the template: its head
// (template parameters, return type, name, parameters, restriction) as
// written, followed by `;`. That head is inserted on the blank line above
// the template (or in front of it), so no line moves.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_LATEBOUNDCALLS_H
#define AMP2HIP_LATEBOUNDCALLS_H

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>
#include <vector>

namespace amp2hip {

/// A function a template calls unqualified before the function is declared.
struct LateBoundCall {
  clang::SourceLocation Call;   ///< The first such call (a file location).
  std::string Function;         ///< Its name.
  std::string Template;         ///< The template that calls it.
  unsigned DeclaredAt = 0;      ///< The line of its first declaration.
  /// Where its declaration goes and what it says (Insert invalid: no
  /// certain fix, \p Why says what to change by hand).
  clang::SourceLocation Insert;
  std::string Declaration;
  std::string Why;
};

/// The functions that templates in files \p Writes accepts call before they
/// are declared, each once (at the first template that calls it). Only for
/// a parse with delayed template parsing: elsewhere clang rejected them.
std::vector<LateBoundCall> findLateBoundCalls(clang::ASTContext &Ctx,
                                              llvm::function_ref<bool(clang::SourceLocation)> Writes);

} // namespace amp2hip

#endif
