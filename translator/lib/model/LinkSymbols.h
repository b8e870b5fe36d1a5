//===- LinkSymbols.h - what a translation unit gives and takes at link time -===//
//
// The build --emit-cmake writes gives each program the sources it needs,
// found the way a linker would: the external symbols each translation unit
// defines, and those it uses without defining them. And a kernel or
// restrict(amp) function that calls a function defined in another
// translation unit needs relocatable device code (-fgpu-rdc, CUDA's
// separable compilation): only such targets get it.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_LINKSYMBOLS_H
#define AMP2HIP_LINKSYMBOLS_H

#include <set>
#include <string>

namespace clang {
class ASTContext;
}

namespace amp2hip {

class AmpModel;

struct LinkSymbols {
  /// External functions and variables the main file defines (mangled names;
  /// "main" for a program's entry point, whatever its spelling was).
  std::set<std::string> Defined;
  /// External functions and variables used in the scope (the main file and
  /// its local headers) that the translation unit declares but does not
  /// define.
  std::set<std::string> Used;
  /// AMP code calls a function defined in another translation unit.
  bool DeviceCallsOutside = false;
};

/// The symbols of the translation unit; visits \p Ctx's traversal scope
/// (the whole translation unit unless a model narrowed it).
LinkSymbols collectLinkSymbols(clang::ASTContext &Ctx);

/// Does AMP code of \p Model call a function defined in no file of this
/// translation unit?
bool deviceCallsOutside(const AmpModel &Model);

} // namespace amp2hip

#endif
