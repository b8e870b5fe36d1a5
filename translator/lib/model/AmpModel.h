//===- AmpModel.h - recognizing C++ AMP in the AST ------------------------===//
//
// Which declarations are AMP's (array_view, tiled_index, parallel_for_each,
// ...), in plain and in dependent (template) code, and one pass over the
// main file that indexes every AMP construct the rewrites need.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_AMPMODEL_H
#define AMP2HIP_AMPMODEL_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>
#include <vector>

namespace amp2hip {

/// True when \p D is declared in namespace `concurrency` (or one nested in it).
bool isInAmpNamespace(const clang::Decl *D);

/// The AMP class a type names ("array_view", "tiled_index", ...), looking
/// through references, cv-qualifiers, sugar and dependent template names;
/// empty when it is not one of AMP's classes.
std::string ampClassName(clang::QualType T);

/// True for the AMP classes that refer to memory rather than hold a value:
/// array, array_view, texture, texture_view, writeonly_texture_view.
bool isAmpContainerClass(llvm::StringRef ClassName);

/// True when the class (or one of its bases) is the AMP class \p Name.
bool isOrDerivesFromAmpClass(clang::QualType T, llvm::StringRef Name);

/// True for `parallel_for_each(...)`, resolved or not.
bool isParallelForEach(const clang::CallExpr *Call);

/// The written template arguments of a type such as `tiled_index<16, 16>`,
/// as source text; empty when the type is not a template specialization.
std::vector<std::string> writtenTemplateArgs(clang::TypeLoc TL, const clang::SourceManager &SM,
                                             const clang::LangOptions &LO);

/// Template arguments of a (non-dependent) specialization, printed.
std::vector<std::string> templateArgValues(clang::QualType T, const clang::ASTContext &Ctx);

/// Which files a translation rewrites: the main file and, in tree mode, the
/// headers under the input root (never the runtime shim's own headers).
class TranslationScope {
public:
  TranslationScope(const clang::SourceManager &SM, std::string Root, std::string Exclude)
      : SM(SM), Root(std::move(Root)), Exclude(std::move(Exclude)) {}
  /// Is the file holding \p L (its expansion) rewritten?
  bool contains(clang::SourceLocation L) const;
  bool containsFile(clang::FileID F) const;
  /// Is the file at \p RealPath in the excluded directory (the shim)?
  bool excludes(llvm::StringRef RealPath) const {
    return !Exclude.empty() && RealPath.startswith(Exclude + "/");
  }
  /// Can a file other than the main one be in scope (tree mode)?
  bool hasHeaders() const { return !Root.empty(); }

private:
  const clang::SourceManager &SM;
  std::string Root, Exclude; ///< Real paths; empty Root: the main file only.
  mutable std::map<unsigned, bool> Cache;
};

/// A `parallel_for_each` call.
struct KernelLaunch {
  const clang::CallExpr *Call = nullptr;
  const clang::Expr *AcceleratorView = nullptr; ///< The optional first argument.
  const clang::Expr *Domain = nullptr;          ///< extent or tiled_extent.
  const clang::Expr *Callable = nullptr;
  const clang::LambdaExpr *Lambda = nullptr; ///< When the callable is written in place.
};

/// The AMP constructs of the main file, found in one pass.
struct AmpIndex {
  std::vector<const clang::FunctionDecl *> Functions;
  std::vector<const clang::LambdaExpr *> Lambdas;
  std::vector<KernelLaunch> Launches;
  std::vector<const clang::VarDecl *> TileStatics;
  std::vector<const clang::Expr *> BarrierWaits; ///< tile_barrier::wait*() calls.
  std::vector<const clang::CallExpr *> Fences;   ///< *_memory_fence(barrier) calls.
};

AmpIndex indexAmpConstructs(clang::ASTContext &Ctx, const TranslationScope &Scope);

/// Strip parentheses, implicit casts, temporaries and the like.
const clang::Expr *ignoreWrappers(const clang::Expr *E);

} // namespace amp2hip

#endif
