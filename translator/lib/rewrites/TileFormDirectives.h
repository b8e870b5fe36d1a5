//===- TileFormDirectives.h - a tiled kernel's own macros, in its loop form ===//
//
// A kernel may define a macro for itself (`#define AT(k) sh[(k) + t.local[0]]`
// inside its body) and use it across barriers. The host backend's tile-loop
// form (HostTileForm.h) is made of the body's statements' texts, rearranged
// into loops over the tile's threads, so the lines between the statements,
// directives among them, would be lost; then the form names a macro nobody
// defined. This writes each #define and #undef of the body
// (TileRegionPlan::Directives) again, before the first statement that
// follows it, wherever the form puts that statement: the macro is defined
// before each use and undefined after the last, as in the source. The
// definition is the user's, unchanged; the names it spells (the kernel's
// tiled_index among them) are those the form declares where it is expanded.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TILEFORMDIRECTIVES_H
#define AMP2HIP_TILEFORMDIRECTIVES_H

#include "TileRegions.h"
#include "TranslationState.h"

#include <string>
#include <vector>

namespace amp2hip {

class KeptDirectives {
public:
  KeptDirectives(const SourceView &V, const TileRegionPlan &Plan);

  /// Appends to \p Lines those not written yet that start before \p L (a
  /// location in the body's file, or its expansion), each at indentation
  /// \p Ind, or at the line's start when the source has it there.
  void before(clang::SourceLocation L, const std::string &Ind, std::vector<std::string> &Lines);
  /// The rest, after the body's last statement (an #undef at its end).
  void rest(const std::string &Ind, std::vector<std::string> &Lines);
  /// Those before \p L are inside a text the form writes as it is.
  void within(clang::SourceLocation L);

private:
  void upTo(unsigned Offset, const std::string *Ind, std::vector<std::string> *Lines);
  unsigned offsetOf(clang::SourceLocation L) const;

  const SourceView &V;
  const TileRegionPlan &Plan;
  clang::FileID File;
  size_t Next = 0; ///< The first of Plan.Directives not written yet.
};

} // namespace amp2hip

#endif
