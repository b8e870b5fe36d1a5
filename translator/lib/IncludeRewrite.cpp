//===- IncludeRewrite.cpp - #include <amp.h> -> <amp2hip/amp.h> -----------===//
#include "Translator.h"

using namespace clang;

namespace amp2hip {

void rewriteIncludes(TranslationState &S) {
  for (const AmpInclude &I : S.PP.Includes) {
    if (!S.inScope(I.FileNameRange.getBegin()))
      continue;
    if (I.FileName == "amp_graphics.h") {
      S.Diags.report(DiagID::D1005, S.SM, I.FileNameRange.getBegin(), {I.FileName});
      continue;
    }
    S.RW.ReplaceText(I.FileNameRange, "<amp2hip/" + I.FileName + ">");
    S.count("include", I.FileNameRange.getBegin());
  }
}

} // namespace amp2hip
