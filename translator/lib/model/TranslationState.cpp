//===- TranslationState.cpp -----------------------------------------------===//
#include "TranslationState.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

std::string SourceView::text(SourceRange Range) const {
  return text(CharSourceRange::getTokenRange(Range));
}

std::string SourceView::text(CharSourceRange Range) const {
  CharSourceRange R = Lexer::makeFileCharRange(Range, Ctx.getSourceManager(), Ctx.getLangOpts());
  if (R.isInvalid())
    return "";
  return RW.getRewrittenText(R);
}

} // namespace amp2hip
