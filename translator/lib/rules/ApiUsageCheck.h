//===- ApiUsageCheck.h - AMP API that HIP cannot express -------------------===//
//
// Reports each use, in the translated files, of an AMP entry point whose row
// in the API table (AmpApi.def) has a diagnostic: Direct3D interop,
// textures, and the rest the shim does not provide. The runtime shim
// declares those entry points when amp2hip parses
// (runtime-shim/include/amp2hip/detail/unsupported.h), so such code parses
// and gets a located diagnostic instead of a compiler error.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_APIUSAGECHECK_H
#define AMP2HIP_APIUSAGECHECK_H

#include <string>

namespace clang {
class NamedDecl;
}

namespace amp2hip {

struct TranslationState;

/// Report every use of a diagnosed entry point (DeclRefExpr, MemberExpr,
/// unresolved lookups in templates, and type names).
void checkApiUsage(TranslationState &S);

/// The name a declaration has in the API table: its namespaces and classes
/// without template arguments ("concurrency::graphics::texture::sample");
/// members of the shim's short vector template show as "<vector>::x".
std::string apiNameOf(const clang::NamedDecl *D);

} // namespace amp2hip

#endif
