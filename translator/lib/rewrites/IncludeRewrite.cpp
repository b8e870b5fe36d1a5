//===- IncludeRewrite.cpp - #include <amp.h> -> <amp2hip/amp.h> -----------===//
//
// The headers of Headers.def: Microsoft's AMP headers and the Windows
// headers the shim's Windows layer provides are replaced by the shim's
// (`<windows.h>` and `<Windows.h>` alike become `<amp2hip/windows.h>`); a
// Windows-only header (Direct3D, MFC, ATL, COM, ...) is amp2hip-4003, once
// per file (reportWindowsOnlyHeaders, which also runs when the file did not
// parse: such a header is missing on Linux). A Direct3D header (<d3d11.h>)
// in a file that parsed, and so uses none of it (a use is amp2hip-4005),
// stays under `#if defined(_WIN32)`.
// And an #include that finds its file only the Windows way
// (`"Helpers\Timer.H"` for helpers/timer.h) is spelled the way that finds it
// on Linux, so the output builds there ("include spelling" in reports).
//
// Visual C++ knows restrict(...) before any header, so a header may use it
// ahead of <amp.h> or without ever including it. Its translation spells
// __device__, which needs HIP: such a file gets `#include <amp2hip/amp.h>`
// before its first declaration (and the comment above it).
//
//===----------------------------------------------------------------------===//
#include "Rewrites.h"

#include "clang/AST/RawCommentList.h"
#include "llvm/ADT/MapVector.h"

using namespace clang;

namespace amp2hip {

SourceLocation firstDeclaration(TranslationState &S, FileID F) {
  for (const Decl *D : S.Ctx.getTranslationUnitDecl()->decls()) {
    if (D->isImplicit())
      continue;
    SourceLocation Begin = S.fileLoc(D->getBeginLoc());
    if (S.SM.getFileID(Begin) != F)
      continue;
    if (const RawComment *C = S.Ctx.getRawCommentForDeclNoCache(D))
      if (S.SM.getFileID(S.fileLoc(C->getBeginLoc())) == F)
        Begin = S.fileLoc(C->getBeginLoc());
    return Begin;
  }
  return SourceLocation();
}

void includeShimForRestrictions(TranslationState &S) {
  std::map<FileID, SourceLocation> FirstUse;
  for (const RestrictSpec &R : S.PP.Restricts) {
    if (!R.Amp || !S.inScope(R.Loc))
      continue;
    FileID F = S.SM.getFileID(R.Loc);
    auto [It, New] = FirstUse.insert({F, R.Loc});
    if (!New && S.SM.isBeforeInTranslationUnit(R.Loc, It->second))
      It->second = R.Loc;
  }
  for (const AmpInclude &I : S.PP.Includes) {
    if (I.Header->Kind != HeaderKind::Amp)
      continue;
    SourceLocation At = I.FileNameRange.getBegin();
    auto It = FirstUse.find(S.SM.getFileID(At));
    if (It != FirstUse.end() && S.SM.isBeforeInTranslationUnit(At, It->second))
      FirstUse.erase(It);
  }
  for (const auto &[F, Use] : FirstUse) {
    SourceLocation Where = firstDeclaration(S, F);
    if (Where.isInvalid() || S.SM.isBeforeInTranslationUnit(Use, Where))
      Where = Use; // Not inside a declaration: unusual; before the use itself.
    std::pair<FileID, unsigned> At = S.SM.getDecomposedLoc(Where);
    StringRef Buf = S.SM.getBufferData(F);
    size_t LineStart = Buf.rfind('\n', At.second); // Searches before At.second.
    LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
    const char *NL = Buf.contains("\r\n") ? "\r\n" : "\n";
    S.RW.InsertTextBefore(S.SM.getLocForStartOfFile(F).getLocWithOffset(LineStart),
                          std::string("#include <amp2hip/amp.h>") + NL + NL);
    S.count("include", Where);
  }
}

namespace {

/// `#include <d3d11.h>` in a file that parsed uses none of it (each use
/// is amp2hip-4005): kept for Windows, skipped elsewhere, where the header
/// does not exist.
void keepForWindowsOnly(TranslationState &S, const AmpInclude &I) {
  std::pair<FileID, unsigned> At = S.SM.getDecomposedLoc(S.fileLoc(I.HashLoc));
  StringRef Buf = S.SM.getBufferData(At.first);
  size_t LineStart = Buf.rfind('\n', At.second);
  LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
  size_t LineEnd = Buf.find('\n', At.second);
  LineEnd = LineEnd == StringRef::npos ? Buf.size() : LineEnd;
  bool CR = LineEnd < Buf.size() && LineEnd > 0 && Buf[LineEnd - 1] == '\r';
  const char *NL = Buf.contains("\r\n") ? "\r\n" : "\n";
  SourceLocation Start = S.SM.getLocForStartOfFile(At.first);
  S.RW.InsertTextBefore(Start.getLocWithOffset(LineStart),
                        std::string("#if defined(_WIN32) // ") + I.Header->What +
                            ": this file uses none of it" + NL);
  S.RW.InsertTextAfter(Start.getLocWithOffset(CR ? LineEnd - 1 : LineEnd),
                       std::string(NL) + "#endif");
  S.count("windows include", I.HashLoc);
}

} // namespace

void rewriteIncludes(TranslationState &S) {
  for (const AmpInclude &I : S.PP.Includes) {
    if (!S.inScope(I.FileNameRange.getBegin()) || I.Header->Kind == HeaderKind::WindowsOnly)
      continue;
    if (I.Header->Kind == HeaderKind::Direct3D) {
      keepForWindowsOnly(S, I);
      continue;
    }
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
