//===- KernelPlacement.h - where an emitted kernel goes among #if groups --===//
//
// A kernel is emitted at namespace scope before the declaration that holds
// its launch. When that declaration's signature is chosen by #if/#else, the
// declaration's start is inside one branch of the group:
//
//   #ifdef _WIN32                      A. the branch holds only the
//   __declspec(dllexport)                 signature: the kernel goes before
//   #endif                                the #if, so it is there in every
//   void scale(view_t v, real_t f)        configuration
//
//   #if USE_DOUBLE                     B. the branch declares what the
//   typedef double real_t;                kernel uses before the signature:
//   void scale(array_view<real_t,1> v)    the group is respected. The kernel
//   #else                                 goes before the signature in the
//   typedef float real_t;                 active branch (after the typedefs
//   void scale(array_view<real_t,1> v)    it needs) and, a copy, before the
//   #endif                                function's signature in each other
//   { parallel_for_each(...); }           branch that spells it
//
// Placing it before the #if in B (what A needs) left the kernel ahead of
// the typedefs it names, and the output check refused it (amp2hip-3006).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_KERNELPLACEMENT_H
#define AMP2HIP_KERNELPLACEMENT_H

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace amp2hip {

/// Where a kernel goes that should go at \p Want, before the declaration
/// named \p Name (empty: unnamed) that ends at \p DeclEnd; \p Kernel is the
/// emitted text. The first point is the one the translation compiles with
/// (shape A or B above); the others are the copies for the other branches
/// of the groups that shape B respects.
std::vector<clang::SourceLocation>
kernelInsertionPoints(const clang::SourceManager &SM, const clang::LangOptions &LO,
                      clang::SourceLocation Want, clang::SourceLocation DeclEnd,
                      llvm::StringRef Name, llvm::StringRef Kernel);

} // namespace amp2hip

#endif
