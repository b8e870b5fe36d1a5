//===- IncludeRewrite.cpp - #include <amp.h> -> <amp2hip/amp.h> -----------===//
//
// amp.h, amp_math.h, amp_short_vectors.h and amp_graphics.h alike (textures
// are implemented by the shim, so amp_graphics.h no longer gets amp2hip-1005).
//
//===----------------------------------------------------------------------===//
#include "Translator.h"

using namespace clang;

namespace amp2hip {

void rewriteIncludes(TranslationState &S) {
  for (const AmpInclude &I : S.PP.Includes) {
    if (!S.inScope(I.FileNameRange.getBegin()))
      continue;
    S.RW.ReplaceText(I.FileNameRange, "<amp2hip/" + I.FileName + ">");
    S.count("include", I.FileNameRange.getBegin());
  }
}

} // namespace amp2hip
