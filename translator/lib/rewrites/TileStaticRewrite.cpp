//===- TileStaticRewrite.cpp - tile_static -> __shared__ ------------------===//
//
// `tile_static` becomes `__shared__`. When the keyword is spelled inside a
// user macro (`#define TILE_MEM tile_static`), the macro's definition is
// rewritten instead, once. rewriteAmpMacroDefinitions rewrites every macro
// whose whole body is an AMP keyword (tile_static or a restriction), used
// or not, so a shared header gets the same edits from every source.
//
//===----------------------------------------------------------------------===//
#include "Rewrites.h"
#include "HipSpellings.h"

using namespace clang;

namespace amp2hip {

void rewriteAmpMacroDefinitions(TranslationState &S) {
  for (const AmpMacroDefinition &M : S.PP.MacroDefinitions) {
    SourceLocation Body = M.Body.getBegin();
    if (!S.inScope(Body) || !S.RewrittenMacroBodies.insert(Body.getRawEncoding()).second)
      continue;
    S.RW.ReplaceText(M.Body, M.Replacement);
    S.count("AMP macro definition", Body);
  }
}

void rewriteTileStatics(TranslationState &S, const AmpModel &Model) {
  for (const VarDecl *VD : Model.TileStatics) {
    // The attribute sits inside the expansion of the `tile_static` macro;
    // the keyword itself is where that expansion was spelled.
    const AnnotateAttr *A = tileStaticAttr(VD);
    SourceLocation Keyword = S.SM.getImmediateExpansionRange(A->getLocation()).getBegin();
    SourceLocation Spelled = S.SM.getSpellingLoc(Keyword);
    if (S.inScope(Spelled) && S.RewrittenMacroBodies.insert(Spelled.getRawEncoding()).second)
      S.RW.ReplaceText(SourceRange(Spelled, Spelled), hip::Shared);
    S.count("tile_static", VD->getLocation());
  }
}

} // namespace amp2hip
