//===- MsvcHeaderRewrite.cpp - #include <amp2hip/msvc.h> where it is used -===//
//
// Under --msvc the parse includes amp2hip/msvc.h before the source, as
// Visual C++ has its keywords (__int64, __declspec) and CRT functions
// (sprintf_s, fopen_s) without any #include. A translated file that uses
// them must include the header itself, unless an #include of its own
// (direct or nested: "stdafx.h" including <windows.h>) brings it in before
// the first use. The #include goes before the file's first #include (or
// the first use, if that comes earlier).
//
//===----------------------------------------------------------------------===//
#include "MsvcLayerRecorder.h"
#include "Rewrites.h"

#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The first use of the layer's declarations (CRT functions, errno_t), by file.
class LayerDeclUses : public RecursiveASTVisitor<LayerDeclUses> {
public:
  LayerDeclUses(TranslationState &S, std::map<FileID, SourceLocation> &First)
      : S(S), First(First) {}

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

private:
  void note(const Decl *D, SourceLocation Use) {
    if (!D || Use.isInvalid())
      return;
    Use = S.SM.getExpansionLoc(Use);
    if (!S.inScope(Use) || !isMsvcLayerFile(S.SM.getFilename(S.SM.getSpellingLoc(D->getLocation()))))
      return;
    FileID F = S.SM.getFileID(Use);
    auto [It, New] = First.emplace(F, Use);
    if (!New && S.SM.isBeforeInTranslationUnit(Use, It->second))
      It->second = Use;
  }

  TranslationState &S;
  std::map<FileID, SourceLocation> &First;
};

/// Does an #include of \p F (direct or through the files it includes) bring
/// the layer in before \p Use?
bool broughtInBefore(const TranslationState &S, FileID F, SourceLocation Use) {
  for (SourceLocation Include : S.PP.MsvcLayerIncludes) {
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

} // namespace

void includeMsvcLayer(TranslationState &S) {
  std::map<FileID, SourceLocation> First;
  std::vector<SourceLocation> Uses = S.PP.MsvcLayerUses;
  Uses.insert(Uses.end(), S.MsvcLayerUses.begin(), S.MsvcLayerUses.end());
  for (SourceLocation Use : Uses) {
    if (!S.inScope(Use))
      continue;
    auto [It, New] = First.emplace(S.SM.getFileID(Use), Use);
    if (!New && S.SM.isBeforeInTranslationUnit(Use, It->second))
      It->second = Use;
  }
  LayerDeclUses(S, First).TraverseDecl(S.Ctx.getTranslationUnitDecl());
  for (const auto &[F, Use] : First) {
    if (broughtInBefore(S, F, Use))
      continue;
    SourceLocation At = Use;
    auto Inc = S.PP.FirstInclude.find(F);
    if (Inc != S.PP.FirstInclude.end() && S.SM.isBeforeInTranslationUnit(Inc->second, At))
      At = Inc->second;
    // At the start of that line, in the line ending style of the file.
    std::pair<FileID, unsigned> Pos = S.SM.getDecomposedLoc(At);
    StringRef Buf = S.SM.getBufferData(F);
    unsigned LineStart = Pos.second;
    while (LineStart > 0 && Buf[LineStart - 1] != '\n')
      --LineStart;
    bool CRLF = Buf.find("\r\n") != StringRef::npos;
    S.RW.InsertTextBefore(S.SM.getLocForStartOfFile(F).getLocWithOffset(LineStart),
                          std::string("#include <amp2hip/msvc.h>") + (CRLF ? "\r\n" : "\n"));
    S.count("msvc.h included", At);
  }
}

} // namespace amp2hip
