//===- IncludeRewrite.cpp - #include <amp.h> -> <amp2hip/amp.h> -----------===//
//
// amp.h, amp_math.h, amp_short_vectors.h and amp_graphics.h alike (textures
// are implemented by the shim, so amp_graphics.h no longer gets amp2hip-1005),
// in any letter case. And an #include that finds its file only the Windows
// way (`"Helpers\Timer.H"` for helpers/timer.h) is spelled the way that finds
// it on Linux, so the output builds there ("include spelling" in reports).
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
  for (const IncludeSpellingFix &F : S.PP.SpellingFixes) {
    // The shim's own headers are the include rewrites' business.
    if (!S.inScope(F.FileNameRange.getBegin()) || S.Scope.excludes(F.Target))
      continue;
    S.RW.ReplaceText(F.FileNameRange, F.Fixed);
    S.count("include spelling", F.FileNameRange.getBegin());
  }
}

} // namespace amp2hip
