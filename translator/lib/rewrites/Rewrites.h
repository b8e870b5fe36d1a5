//===- Rewrites.h - the rewrites, in the order the translator runs them ---===//
//
// Each rewrite edits one construct over the TranslationState; each lives in
// its own file of rewrites/ (docs/architecture.md). Translator.cpp runs them
// after the rules.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITES_H
#define AMP2HIP_REWRITES_H

#include "TranslationState.h"

#include <string>

namespace amp2hip {

// The kernel rewrite runs last because it moves the (already rewritten)
// text of each kernel body.
void rewriteIncludes(TranslationState &S);
/// Where file \p F's first top-level declaration begins (its comment
/// included); invalid when it has none. An #include amp2hip adds to a file
/// that has none of its own goes there, not inside a class.
clang::SourceLocation firstDeclaration(TranslationState &S, clang::FileID F);
/// `throw std::exception("message")` (Visual C++'s) -> std::runtime_error.
void rewriteMsvcExceptions(TranslationState &S);
/// #include <amp2hip/msvc.h> in the files that use it without one (--msvc).
void includeMsvcLayer(TranslationState &S);
/// Files of the scope whose first restrict(amp...) comes before any AMP
/// include of their own get the shim's, for HIP's qualifiers. Runs after
/// every other rewrite, so the include goes above what they insert there.
void includeShimForRestrictions(TranslationState &S);
void qualifyClashingNames(TranslationState &S);
/// \p TypeText with the clashing AMP templates (index<, texture<) qualified,
/// for types printed from a dependent context, where Clang cannot qualify.
std::string qualifyClashingTemplateNames(const std::string &TypeText);
void rewriteAmpMacroDefinitions(TranslationState &S);
/// Which restrict(amp) functions get names of their own and which
/// restrict(cpu, amp) functions are split in two (RestrictOverloadRewrite.cpp),
/// before the rewrites that read it.
void planRestrictOverloads(TranslationState &S, const AmpModel &Model);
void rewriteRestrictions(TranslationState &S, const AmpModel &Model);
/// A restrict(amp) function overloaded on the restriction alone gets a name
/// of its own, and AMP code calls it by that name.
void rewriteRestrictOverloads(TranslationState &S, const AmpModel &Model);
/// The __device__ copies of the split restrict(cpu, amp) functions, after
/// the rewrites of their bodies.
void emitRestrictSplits(TranslationState &S, const AmpModel &Model);
/// array<T,N>& parameters of restrict(amp) functions take array_views
/// (what a kernel holds where it captured an array).
void rewriteArrayParameters(TranslationState &S, const AmpModel &Model);
void rewriteTileStatics(TranslationState &S, const AmpModel &Model);
void rewriteBarriers(TranslationState &S, const AmpModel &Model);
void rewriteKernels(TranslationState &S, const AmpModel &Model, const RuleVerdict &Verdict);

/// Rewrite `t.local[0]`, `t.global[1]`, `t.tile_extent`, ... in the body of
/// the tiled kernel lambda \p K to expressions on threadIdx/blockIdx/blockDim
/// (called by the kernel rewrite). Returns true when the body still uses the
/// tiled index as an object, so the kernel must declare it.
bool rewriteTiledIndexUses(TranslationState &S, const AmpModel &Model, const KernelLaunch &K);

/// amp2hip-4003 for the Windows-only headers (Headers.def) each file
/// includes, once per file; also for a file that did not parse.
void reportWindowsOnlyHeaders(const PreprocessorFacts &PP, const clang::SourceManager &SM,
                              const TranslationScope &Scope, DiagnosticSink &Diags);

} // namespace amp2hip

#endif
