//===- MsvcHeaderRewrite.cpp - the shim's MSVC and Windows layers' includes ===//
//
// Under --msvc the parse includes amp2hip/msvc.h before the source, as
// Visual C++ has its keywords (__int64, __declspec) and CRT functions
// (sprintf_s, fopen_s) without any #include; and Visual C++'s <amp.h>
// includes <windows.h>, so a file that includes only <amp.h> uses DWORD,
// LARGE_INTEGER and QueryPerformanceCounter (the parse's amp.h stand-in
// includes amp2hip/windows.h then). The translated <amp2hip/amp.h> brings in
// neither: a translated file that uses a layer must include it itself,
// unless an #include of its own (direct or nested: "stdafx.h" including
// <windows.h>) brings it in before the first use. The #include goes before
// the file's first #include (or, if the first use comes earlier, before the
// top-level declaration that holds it). A
// Windows-layer use in a header amp2hip does not write (single-file mode's
// "timer.h", included after <amp.h>) counts at the #include of that header.
//
//===----------------------------------------------------------------------===//
#include "MsvcLayerRecorder.h"
#include "Rewrites.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/Support/FileSystem.h"

using namespace clang;

namespace amp2hip {

namespace {

/// One layer: what it is made of, which #includes bring it in, its header.
struct Layer {
  bool (*IsLayerFile)(StringRef Path);
  const std::vector<SourceLocation> &Uses;     ///< Of its macros (the recorder).
  const std::vector<SourceLocation> &Includes; ///< That bring it in.
  const char *Header;                          ///< What the translation includes.
  const char *Construct;                       ///< For the reports.
  bool ThroughHeaders; ///< A use in a file not written counts at its #include.
};

/// \p Use, or for a layer that looks through headers, the #include of the
/// user's header (not written) it is in, in the nearest file that is. Uses
/// in the shim and the system headers are their own business (invalid).
SourceLocation writtenUse(const TranslationState &S, const Layer &L, SourceLocation Use) {
  while (L.ThroughHeaders && Use.isValid() && !S.inScope(Use)) {
    FileID F = S.SM.getFileID(Use);
    const FileEntry *FE = S.SM.getFileEntryForID(F);
    llvm::SmallString<256> Real;
    if (S.SM.isInSystemHeader(Use) || !FE || llvm::sys::fs::real_path(FE->getName(), Real) ||
        S.Scope.excludes(Real) || Real.str().contains("/amp-include/") ||
        Real.str().contains("/include/amp2hip/"))
      return SourceLocation();
    Use = S.SM.getIncludeLoc(F);
  }
  return Use;
}

/// The first use of the layer's declarations (CRT functions, errno_t,
/// DWORD), by file.
class LayerDeclUses : public RecursiveASTVisitor<LayerDeclUses> {
public:
  LayerDeclUses(TranslationState &S, const Layer &L, std::map<FileID, SourceLocation> &First)
      : S(S), L(L), First(First) {}

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    note(E->getDecl(), E->getLocation());
    return true;
  }
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    for (const NamedDecl *D : E->decls())
      note(D, E->getNameLoc());
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    note(TL.getTypedefNameDecl(), TL.getNameLoc());
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    // stdext::checked_array_iterator<int*>
    note(TL.getTypePtr()->getTemplateName().getAsTemplateDecl(), TL.getTemplateNameLoc());
    return true;
  }

private:
  void note(const Decl *D, SourceLocation Use) {
    if (!D || Use.isInvalid())
      return;
    Use = writtenUse(S, L, S.SM.getExpansionLoc(Use));
    if (Use.isInvalid() || !S.inScope(Use) ||
        !L.IsLayerFile(S.SM.getFilename(S.SM.getSpellingLoc(D->getLocation()))))
      return;
    FileID F = S.SM.getFileID(Use);
    auto [It, New] = First.emplace(F, Use);
    if (!New && S.SM.isBeforeInTranslationUnit(Use, It->second))
      It->second = Use;
  }

  TranslationState &S;
  const Layer &L;
  std::map<FileID, SourceLocation> &First;
};

/// Does an #include of \p F (direct or through the files it includes) bring
/// the layer in before \p Use?
bool broughtInBefore(const TranslationState &S, const Layer &L, FileID F, SourceLocation Use) {
  for (SourceLocation Include : L.Includes) {
    // Walk up the include stack from the directive to a directive of F.
    SourceLocation At = Include;
    FileID In = S.SM.getFileID(At);
    while (In.isValid() && In != F) {
      At = S.SM.getIncludeLoc(In);
      In = At.isValid() ? S.SM.getFileID(At) : FileID();
    }
    if (In == F && S.SM.isBeforeInTranslationUnit(At, Use))
      return true;
  }
  return false;
}

/// Includes \p L's header in the files that use it without it; returns
/// where, by file. A file in \p Covered already gets a header that brings
/// it in (windows.h brings msvc.h) at or before that place.
std::map<FileID, SourceLocation> includeLayer(TranslationState &S, const Layer &L,
                                              std::vector<SourceLocation> Uses,
                                              const std::map<FileID, SourceLocation> &Covered) {
  std::map<FileID, SourceLocation> Inserted;
  std::map<FileID, SourceLocation> First;
  Uses.insert(Uses.end(), L.Uses.begin(), L.Uses.end());
  for (SourceLocation Use : Uses) {
    Use = writtenUse(S, L, Use);
    if (Use.isInvalid() || !S.inScope(Use))
      continue;
    auto [It, New] = First.emplace(S.SM.getFileID(Use), Use);
    if (!New && S.SM.isBeforeInTranslationUnit(Use, It->second))
      It->second = Use;
  }
  LayerDeclUses(S, L, First).TraverseDecl(S.Ctx.getTranslationUnitDecl());
  for (const auto &[F, Use] : First) {
    if (broughtInBefore(S, L, F, Use))
      continue;
    SourceLocation At = Use;
    auto Inc = S.PP.FirstInclude.find(F);
    if (Inc != S.PP.FirstInclude.end() && S.SM.isBeforeInTranslationUnit(Inc->second, At))
      At = Inc->second;
    SourceLocation Decl = firstDeclaration(S, F);
    if (At == Use && Decl.isValid() && S.SM.isBeforeInTranslationUnit(Decl, At))
      At = Decl; // not inside the class or function that uses it
    auto Cover = Covered.find(F);
    if (Cover != Covered.end() && !S.SM.isBeforeInTranslationUnit(At, Cover->second))
      continue;
    Inserted.emplace(F, At);
    // At the start of that line, in the line ending style of the file.
    std::pair<FileID, unsigned> Pos = S.SM.getDecomposedLoc(At);
    StringRef Buf = S.SM.getBufferData(F);
    unsigned LineStart = Pos.second;
    while (LineStart > 0 && Buf[LineStart - 1] != '\n')
      --LineStart;
    bool CRLF = Buf.find("\r\n") != StringRef::npos;
    S.RW.InsertTextBefore(S.SM.getLocForStartOfFile(F).getLocWithOffset(LineStart),
                          std::string("#include <") + L.Header + ">" + (CRLF ? "\r\n" : "\n"));
    S.count(L.Construct, At);
  }
  return Inserted;
}

} // namespace

void includeMsvcLayer(TranslationState &S) {
  // windows.h first: it brings in msvc.h too, so a file that gets it needs
  // no msvc.h of its own from there on.
  std::map<FileID, SourceLocation> Windows =
      includeLayer(S,
                   {isWindowsLayerFile, S.PP.WindowsLayerUses, S.PP.WindowsLayerIncludes,
                    "amp2hip/windows.h", "windows.h included", /*ThroughHeaders=*/true},
                   {}, {});
  includeLayer(S,
               {isMsvcLayerFile, S.PP.MsvcLayerUses, S.PP.MsvcLayerIncludes, "amp2hip/msvc.h",
                "msvc.h included", /*ThroughHeaders=*/false},
               S.MsvcLayerUses, Windows);
}

} // namespace amp2hip
