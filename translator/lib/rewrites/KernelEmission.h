//===- KernelEmission.h - the __global__ function a launch becomes --------===//
//
// Kernel emission: a launch whose closure was analyzed (model/KernelClosure.h)
// in, the text of its kernel out. It reads the (already rewritten) source
// and reports nothing: what cannot be emitted was rejected by the rules.
//
//   template <typename T>                       enclosing templates, closures
//   __global__ void f_kernel(amp2hip::compute_domain<1> domain, float *p, ...)
//   {
//     using namespace std;                      usings, local typedefs, constants
//     concurrency::index<1> i = domain.thread_index();
//     if (!domain.contains(i)) return;
//     ...                                       the lambda's body, as written
//   }
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_KERNELEMISSION_H
#define AMP2HIP_KERNELEMISSION_H

#include "Rewrites.h"

#include <string>
#include <vector>

namespace amp2hip {

/// The statements of a kernel lambda's body and how the user lays them out.
struct KernelBody {
  std::vector<std::string> Lines; ///< Dedented to the kernel's level.
  std::string Unit = "  ";        ///< The user's indentation unit.
  bool KnR = true;                ///< The body's brace is on the line before it.
};

/// The body of \p K's in-place kernel lambda, with the edits made so far:
/// the text between its braces, or \p Pieces of it when directives cross
/// its braces (LaunchLayout.h).
KernelBody readKernelBody(const SourceView &V, const KernelLaunch &K,
                          const std::vector<clang::CharSourceRange> *Pieces = nullptr);

/// The template parameters of \p K's kernel, with what its launch passes:
/// the closure's, then a lambda object's type when the callable is one.
std::vector<KernelTemplateParam> kernelTemplateParams(const SourceView &V, const KernelLaunch &K);

/// The kernel's template parameter that stands for the class whose scope
/// its body uses (model/ClassScope.h): `Scope`, unless the body or the
/// enclosing templates use that name.
std::string scopeParamName(const SourceView &V, const KernelLaunch &K);

/// \p K's rank as its kernel names it: the launch's, or (the domain's type
/// decides it, RankFromDomain) the kernel's own template parameter, which
/// the launch block declares under the same name from
/// `amp2hip::rank_of<decltype(domain)>()`.
std::string kernelRank(const SourceView &V, const KernelLaunch &K);

/// A kernel's declaration (its template head and signature, `;`) and the
/// friend declaration of the specialization its launch uses, for a class
/// whose private names the kernel uses (model/ClassScope.h).
struct KernelHead {
  std::string Declaration, Friend;
};

/// The text of \p K's kernel, named \p Name, followed by a blank line.
/// \p NeedsTiledObject: the body still uses its tiled_index as an object
/// (rewriteTiledIndexUses), so the kernel declares it. \p TileLoopForm: the
/// host backend's form (HostTileForm.h), whose first parameter says so.
/// \p Head, when given, gets its declarations.
std::string emitKernel(const SourceView &V, const KernelLaunch &K, const std::string &Name,
                       const KernelBody &Body, bool NeedsTiledObject, bool TileLoopForm = false,
                       KernelHead *Head = nullptr);

} // namespace amp2hip

#endif
