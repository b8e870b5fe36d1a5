//===- TileFormDirectives.cpp ---------------------------------------------===//
#include "TileFormDirectives.h"
#include "TextLayout.h"

#include <limits>

using namespace clang;

namespace amp2hip {

KeptDirectives::KeptDirectives(const SourceView &V, const TileRegionPlan &Plan)
    : V(V), Plan(Plan) {
  const SourceManager &SM = V.sourceManager();
  if (Plan.Body)
    File = SM.getFileID(SM.getExpansionLoc(Plan.Body->getBeginLoc()));
}

unsigned KeptDirectives::offsetOf(SourceLocation L) const {
  const SourceManager &SM = V.sourceManager();
  if (L.isInvalid())
    return 0;
  auto [F, Offset] = SM.getDecomposedLoc(SM.getExpansionLoc(L));
  return F == File ? Offset : 0;
}

void KeptDirectives::upTo(unsigned Offset, const std::string *Ind, std::vector<std::string> *Lines) {
  const SourceManager &SM = V.sourceManager();
  for (; Next < Plan.Directives.size() && Plan.Directives[Next].first < Offset; ++Next) {
    if (!Lines)
      continue;
    auto [Begin, End] = Plan.Directives[Next];
    SourceLocation B = SM.getComposedLoc(File, Begin);
    std::string Text = V.text(CharSourceRange::getCharRange(B, B.getLocWithOffset(End - Begin)));
    // An indented directive follows the form's indentation; one written at
    // the line's start stays there, its continuation lines as they were.
    bool Indented = !Text.empty() && (Text[0] == ' ' || Text[0] == '\t');
    for (const std::string &L : splitLines(llvm::StringRef(Text).rtrim()))
      Lines->push_back(Indented ? *Ind + llvm::StringRef(L).trim().str()
                                : llvm::StringRef(L).rtrim().str());
  }
}

void KeptDirectives::before(SourceLocation L, const std::string &Ind,
                            std::vector<std::string> &Lines) {
  upTo(offsetOf(L), &Ind, &Lines);
}

void KeptDirectives::rest(const std::string &Ind, std::vector<std::string> &Lines) {
  upTo(std::numeric_limits<unsigned>::max(), &Ind, &Lines);
}

void KeptDirectives::within(SourceLocation L) { upTo(offsetOf(L), nullptr, nullptr); }

} // namespace amp2hip
