//===- MsvcLayerRecorder.cpp ----------------------------------------------===//
#include "MsvcLayerRecorder.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace amp2hip {

bool isMsvcLayerFile(llvm::StringRef Path) {
  static const char *const Files[] = {"amp2hip/msvc.h", "amp2hip/win/keywords.h",
                                      "amp2hip/win/crt_secure.h", "amp2hip/win/wide_console.h",
                                      "amp2hip/win/encoding.h", "amp2hip/win/checked_iterators.h"};
  for (const char *F : Files)
    if (Path.endswith(F))
      return true;
  return false;
}

bool isWindowsLayerFile(llvm::StringRef Path) {
  return Path.endswith("amp2hip/windows.h") || Path.endswith("amp2hip/sdkddkver.h");
}

bool bringsInWindowsLayer(llvm::StringRef Path) {
  return Path.endswith("amp2hip/windows.h") || Path.endswith("amp-include/windows.h");
}

bool bringsInMsvcLayer(llvm::StringRef Path) {
  static const char *const Files[] = {"amp2hip/msvc.h", "amp2hip/windows.h", "amp2hip/tchar.h",
                                      "amp-include/windows.h", "amp-include/tchar.h"};
  for (const char *F : Files)
    if (Path.endswith(F))
      return true;
  return false;
}

void MsvcLayerRecorder::MacroExpands(const Token &MacroNameTok, const MacroDefinition &MD,
                                     SourceRange Range, const MacroArgs *Args) {
  const MacroInfo *MI = MD.getMacroInfo();
  if (!MI)
    return;
  SourceManager &SM = PP.getSourceManager();
  SourceLocation Def = MI->getDefinitionLoc();
  if (Def.isInvalid() || (!isMsvcLayerFile(SM.getFilename(SM.getSpellingLoc(Def))) &&
                          !isWindowsLayerFile(SM.getFilename(SM.getSpellingLoc(Def)))))
    return;
  SourceLocation Use = SM.getExpansionLoc(MacroNameTok.getLocation());
  if (isMsvcLayerFile(SM.getFilename(SM.getSpellingLoc(Def)))) {
    if (!isMsvcLayerFile(SM.getFilename(Use))) // not the layer's own macros using each other
      Facts.MsvcLayerUses.push_back(Use);
  } else if (!isWindowsLayerFile(SM.getFilename(Use))) {
    Facts.WindowsLayerUses.push_back(Use);
  }
}

void MsvcLayerRecorder::InclusionDirective(SourceLocation HashLoc, const Token &IncludeTok,
                                           StringRef FileName, bool IsAngled,
                                           CharSourceRange FilenameRange,
                                           Optional<FileEntryRef> File, StringRef SearchPath,
                                           StringRef RelativePath, const Module *Imported,
                                           SrcMgr::CharacteristicKind FileType) {
  if (!HashLoc.isFileID())
    return;
  FileID F = PP.getSourceManager().getFileID(HashLoc);
  Facts.FirstInclude.emplace(F, HashLoc);
  // Visual C++'s <amp.h> brings in <windows.h> (the parse's stand-in does,
  // in its dialect); the translated <amp2hip/amp.h> does not, so what that
  // #include brings in (directly or nested) is neither layer's in the
  // translation.
  if (!File)
    return;
  const SourceManager &SM = PP.getSourceManager();
  for (SourceLocation At = HashLoc; At.isValid(); At = SM.getIncludeLoc(SM.getFileID(At)))
    if (SM.getFilename(At).endswith("amp-include/amp.h"))
      return;
  if (bringsInMsvcLayer(File->getName()))
    Facts.MsvcLayerIncludes.push_back(HashLoc);
  if (bringsInWindowsLayer(File->getName()))
    Facts.WindowsLayerIncludes.push_back(HashLoc);
}

} // namespace amp2hip
