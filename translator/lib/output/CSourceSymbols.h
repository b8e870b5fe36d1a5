//===- CSourceSymbols.h - the link symbols of a C source of the tree ------===//
//
// Tree mode copies C sources (.c) as they are; the emitted build compiles
// them as C and gives each program the ones it needs, which takes their
// symbols: a parse as C, with the tree's include paths, nothing translated.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CSOURCESYMBOLS_H
#define AMP2HIP_CSOURCESYMBOLS_H

#include "LinkSymbols.h"

#include <string>
#include <vector>

namespace amp2hip {

/// The symbols of the C source at \p Path parsed with \p Args (-I, -D ...);
/// false when it does not parse.
bool cSourceSymbols(const std::string &Path, const std::vector<std::string> &Args,
                    LinkSymbols &Out);

} // namespace amp2hip

#endif
