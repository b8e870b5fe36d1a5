//===- HeaderUnits.h - the AMP headers no source translated ---------------===//
//
// Many AMP libraries are headers only (a test harness, a BLAS wrapper), and
// a tree often has headers that none of its sources includes. Tree mode
// translates every header under the in-root that holds AMP code: one that no
// translated source rewrote is parsed on its own, through a generated source
// that includes it (next to it, so its quoted includes resolve; parsed with
// the tree's arguments). A header that relies on its includer for <amp.h>
// gets a second try with <amp.h> and `using namespace concurrency` first.
// What such a unit rewrites joins the sources' translations, after them and
// in path order, so the result does not depend on -j.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_HEADERUNITS_H
#define AMP2HIP_HEADERUNITS_H

#include "AmpMentions.h"
#include "TreeWalk.h"

namespace amp2hip {

/// The generated source that includes the header at \p HeaderReal, with
/// the prelude for a header that relies on its includer for <amp.h>.
std::string headerUnitSource(const std::string &HeaderReal, bool WithAmpPrelude);

/// Translate, each on its own, the headers of \p Files that hold AMP code
/// and that no source of \p Results translated or included as it was, into
/// their slots of \p Results (marked TreeFile::OwnUnit); collectHeaders
/// then takes what they rewrote after the sources' translations.
void translateHeaderUnits(std::vector<TreeFile> &Files, const std::string &InReal,
                          const DriverOptions &Base, unsigned Jobs, const SourceArgs &Args,
                          std::vector<FileResult> &Results);

/// A header whose own unit failed: its diagnostics printed, the reason
/// recorded on \p F; the unit's exit code.
ExitCode reportFailedUnit(TreeFile &F, const FileResult &R);

} // namespace amp2hip

#endif
