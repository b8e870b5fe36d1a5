//===- TranslationScope.h - which files a translation rewrites ------------===//
#ifndef AMP2HIP_TRANSLATIONSCOPE_H
#define AMP2HIP_TRANSLATIONSCOPE_H

#include "clang/Basic/SourceManager.h"
#include <map>
#include <string>

namespace amp2hip {

/// Which files a translation rewrites: the main file and, in tree mode, the
/// headers under the input root (never the runtime shim's own headers).
class TranslationScope {
public:
  TranslationScope(const clang::SourceManager &SM, std::string Root, std::string Exclude)
      : SM(SM), Root(std::move(Root)), Exclude(std::move(Exclude)) {}
  /// Is the file holding \p L (its expansion) rewritten?
  bool contains(clang::SourceLocation L) const;
  bool containsFile(clang::FileID F) const;
  /// Is the file at \p RealPath in the excluded directory (the shim)?
  bool excludes(llvm::StringRef RealPath) const {
    return !Exclude.empty() && RealPath.startswith(Exclude + "/");
  }
  /// Can a file other than the main one be in scope (tree mode)?
  bool hasHeaders() const { return !Root.empty(); }

private:
  const clang::SourceManager &SM;
  std::string Root, Exclude; ///< Real paths; empty Root: the main file only.
  mutable std::map<unsigned, bool> Cache;
};

} // namespace amp2hip

#endif
