//===- MsvcLayerRecorder.h - where code uses the shim's MSVC layer --------===//
//
// amp2hip/msvc.h gives Visual C++'s keywords and CRT functions their meaning
// on Linux; --msvc includes it before the source when parsing, but the
// translation must include it where it is used (MsvcHeaderRewrite.cpp).
// The same for the Windows layer (amp2hip/windows.h), which Visual C++'s
// <amp.h> brings in. This records, for that rewrite, the uses of their
// macros, the #includes that bring them in and each file's first #include.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVCLAYERRECORDER_H
#define AMP2HIP_MSVCLAYERRECORDER_H

#include "RestrictRecorder.h"

namespace amp2hip {

/// Is \p Path one of the files of the shim's MSVC layer (amp2hip/msvc.h and
/// what it includes)?
bool isMsvcLayerFile(llvm::StringRef Path);

/// Is \p Path one of the files of the shim's Windows layer (amp2hip/windows.h
/// and sdkddkver.h: DWORD, LARGE_INTEGER, QueryPerformanceCounter, ...)?
bool isWindowsLayerFile(llvm::StringRef Path);

/// Is \p Path a header that includes the Windows layer (the shim's
/// windows.h, or its amp-include stand-in)?
bool bringsInWindowsLayer(llvm::StringRef Path);

/// Is \p Path a header that includes the MSVC layer (amp2hip/msvc.h, the
/// shim's windows.h and tchar.h, or their amp-include stand-ins)?
bool bringsInMsvcLayer(llvm::StringRef Path);

class MsvcLayerRecorder : public clang::PPCallbacks {
public:
  MsvcLayerRecorder(clang::Preprocessor &PP, PreprocessorFacts &Facts) : PP(PP), Facts(Facts) {}

  void MacroExpands(const clang::Token &MacroNameTok, const clang::MacroDefinition &MD,
                    clang::SourceRange Range, const clang::MacroArgs *Args) override;
  void InclusionDirective(clang::SourceLocation HashLoc, const clang::Token &IncludeTok,
                          llvm::StringRef FileName, bool IsAngled,
                          clang::CharSourceRange FilenameRange,
                          llvm::Optional<clang::FileEntryRef> File, llvm::StringRef SearchPath,
                          llvm::StringRef RelativePath, const clang::Module *Imported,
                          clang::SrcMgr::CharacteristicKind FileType) override;

private:
  clang::Preprocessor &PP;
  PreprocessorFacts &Facts;
};

} // namespace amp2hip

#endif
