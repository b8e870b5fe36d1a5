//===- Translator.cpp -----------------------------------------------------===//
#include "Translator.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

std::string TranslationState::text(SourceRange Range) const {
  return text(CharSourceRange::getTokenRange(Range));
}

std::string TranslationState::text(CharSourceRange Range) const {
  CharSourceRange R = Lexer::makeFileCharRange(Range, SM, LO);
  if (R.isInvalid())
    return "";
  return RW.getRewrittenText(R);
}

TranslationResult translateAST(ASTContext &Ctx, const PreprocessorFacts &PP,
                               DiagnosticSink &Diags) {
  TranslationState S(Ctx, PP, Diags);
  AmpIndex Index = indexAmpConstructs(Ctx);
  rewriteIncludes(S);
  qualifyIndexNames(S);
  rewriteRestrictions(S, Index);
  rewriteTileStatics(S, Index);
  rewriteBarriers(S, Index);
  rewriteKernels(S, Index);

  TranslationResult R;
  R.Counts = S.Counts;
  FileID Main = S.SM.getMainFileID();
  if (const RewriteBuffer *Buf = S.RW.getRewriteBufferFor(Main)) {
    R.Output = std::string(Buf->begin(), Buf->end());
    R.Changed = true;
  } else {
    R.Output = S.SM.getBufferData(Main).str();
  }
  return R;
}

} // namespace amp2hip
