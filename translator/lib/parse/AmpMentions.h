//===- AmpMentions.h - does a file's text mention C++ AMP? -----------------===//
//
// Before (or without) a parse, several stages ask whether a file holds AMP:
// which Visual Studio projects use AMP (project/ProjectSet.cpp), which
// headers are translated on their own (output/HeaderUnits.cpp), and whether
// a source that does not parse may be copied unchanged (output/TreeWalk.cpp:
// copying AMP code unchanged would hand the user untranslated AMP). One
// answer for all, here in parse/, below every stage that asks.
//
// The text is read as the compiler's tokens would show it: comments do not
// count (a note "was parallel_for_each" is not AMP), string and character
// literals are skipped whole, so a "//" inside a string does not hide the
// rest of its line. A quoted "amp.h" counts as an include of <amp.h>: a
// Visual C++ habit.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_AMPMENTIONS_H
#define AMP2HIP_AMPMENTIONS_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace amp2hip {

/// How much of AMP a file must show to count.
enum class AmpEvidence {
  /// AMP's own markers: restrict(amp...), parallel_for_each, tile_static,
  /// __GPU, an include of an AMP header. Decides what is translated.
  Markers,
  /// Any AMP name as well: an AMP type (array_view, tiled_index,
  /// concurrency::array), any restrict(...), any <amp...> header. Decides
  /// what must not be copied unchanged.
  AnyName,
};

/// Does \p Text, outside comments, show AMP by \p Evidence?
bool mentionsAmp(llvm::StringRef Text, AmpEvidence Evidence = AmpEvidence::Markers);

/// \p Text with each comment replaced by one space (literals kept).
std::string withoutComments(llvm::StringRef Text);

} // namespace amp2hip

#endif
