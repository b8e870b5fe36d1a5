//===- TranslationScope.cpp -----------------------------------------------===//
#include "TranslationScope.h"

#include "llvm/Support/FileSystem.h"

using namespace clang;

namespace amp2hip {

bool TranslationScope::containsFile(FileID F) const {
  if (F == SM.getMainFileID())
    return true;
  if (Root.empty() || F.isInvalid())
    return false;
  auto It = Cache.find(F.getHashValue());
  if (It != Cache.end())
    return It->second;
  bool In = false;
  if (const FileEntry *FE = SM.getFileEntryForID(F)) {
    llvm::SmallString<256> Real;
    if (!llvm::sys::fs::real_path(FE->getName(), Real)) {
      StringRef P = Real;
      In = P.startswith(Root + "/") && (Exclude.empty() || !P.startswith(Exclude + "/"));
    }
  }
  Cache[F.getHashValue()] = In;
  return In;
}

bool TranslationScope::contains(SourceLocation L) const {
  return L.isValid() && containsFile(SM.getFileID(SM.getExpansionLoc(L)));
}

} // namespace amp2hip
