//===- ApiTable.h - the AMP API table, from its .def files -----------------===//
//
// Every C++ AMP entry point with its HIP mapping or the diagnostic that
// reports it: translator/lib/tables/AmpApi.def plus the shim's own tables of math
// functions, atomics and HLSL-style direct3d functions
// (runtime-shim/include/amp2hip/detail/*.def). docs/api-table.md is
// apiTableMarkdown(), printed by `amp2hip --print-api-table`.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_APITABLE_H
#define AMP2HIP_APITABLE_H

#include <string>
#include <vector>

namespace amp2hip {

struct ApiEntry {
  std::string Header;    ///< "amp.h", "amp_math.h", ...
  std::string Namespace; ///< "concurrency", "concurrency::graphics", ...
  std::string Kind;      ///< Class, Member, Function, ...
  std::string Name;      ///< Relative to Namespace, as the docs show it.
  std::string Mapping;   ///< The HIP mapping; for a diagnosed entry, what to do instead.
  unsigned Diag = 0;     ///< 0, or the diagnostic that reports a use.
  std::string Source;    ///< The .def file the entry comes from.
};

/// Every entry, in table order: AmpApi.def, then the shim's tables.
const std::vector<ApiEntry> &apiEntries();

/// The qualified names (Namespace::Name) a use must have to match the entry:
/// a parenthesized note is dropped ("copy (texture overloads)" -> "copy")
/// and a list after the last "::" names several ("<vector>::r, g" ->
/// "<vector>::r", "<vector>::g").
std::vector<std::string> apiQualifiedNames(const ApiEntry &E);

/// docs/api-table.md.
std::string apiTableMarkdown();

} // namespace amp2hip

#endif
