//===- IncludeRewrite.cpp - #include <amp.h> -> <amp2hip/amp.h> -----------===//
//
// The headers of Headers.def: Microsoft's AMP headers and the Windows
// headers the shim's Windows layer provides are replaced by the shim's
// (`<windows.h>` and `<Windows.h>` alike become `<amp2hip/windows.h>`); a
// Windows-only header (Direct3D, MFC, ATL, COM, ...) is amp2hip-4003, once
// per file (reportWindowsOnlyHeaders, which also runs when the file did not
// parse: such a header is missing on Linux).
// And an #include that finds its file only the Windows way
// (`"Helpers\Timer.H"` for helpers/timer.h) is spelled the way that finds it
// on Linux, so the output builds there ("include spelling" in reports).
//
//===----------------------------------------------------------------------===//
#include "Translator.h"

#include "llvm/ADT/MapVector.h"

using namespace clang;

namespace amp2hip {

void rewriteIncludes(TranslationState &S) {
  for (const AmpInclude &I : S.PP.Includes) {
    if (!S.inScope(I.FileNameRange.getBegin()) || I.Header->Kind == HeaderKind::WindowsOnly)
      continue;
    S.RW.ReplaceText(I.FileNameRange, std::string("<") + I.Header->Shim + ">");
    S.count(I.Header->Kind == HeaderKind::Amp ? "include" : "windows include",
            I.FileNameRange.getBegin());
  }
  for (const IncludeSpellingFix &F : S.PP.SpellingFixes) {
    // The shim's own headers are the include rewrites' business.
    if (!S.inScope(F.FileNameRange.getBegin()) || S.Scope.excludes(F.Target))
      continue;
    S.RW.ReplaceText(F.FileNameRange, F.Fixed);
    S.count("include spelling", F.FileNameRange.getBegin());
  }
}

void reportWindowsOnlyHeaders(const PreprocessorFacts &PP, const SourceManager &SM,
                              const TranslationScope &Scope, DiagnosticSink &Diags) {
  // By file, in the order the preprocessor saw them.
  llvm::MapVector<FileID, std::vector<const AmpInclude *>> ByFile;
  for (const AmpInclude &I : PP.Includes)
    if (I.Header->Kind == HeaderKind::WindowsOnly && I.HashLoc.isFileID() &&
        !SM.isInSystemHeader(I.HashLoc))
      ByFile[SM.getFileID(I.HashLoc)].push_back(&I);
  for (const auto &[File, Includes] : ByFile) {
    std::string Names, Whats;
    for (const AmpInclude *I : Includes) {
      Names += (Names.empty() ? "'" : ", '") + I->FileName + "'";
      if (Whats.find(I->Header->What) == std::string::npos)
        Whats += (Whats.empty() ? "" : ", ") + std::string(I->Header->What);
    }
    Diags.report(DiagID::WindowsOnlyHeader, SM, Includes.front()->HashLoc,
                 {Names, Whats, Scope.containsFile(File) ? "" : " (a file amp2hip does not write)"});
  }
}

} // namespace amp2hip
