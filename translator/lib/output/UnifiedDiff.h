//===- UnifiedDiff.h - line diffs for --diff and the migration report -----===//
#ifndef AMP2HIP_UNIFIEDDIFF_H
#define AMP2HIP_UNIFIEDDIFF_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace amp2hip {

/// `diff -u` style text turning \p Old into \p New; empty when they are equal.
std::string unifiedDiff(llvm::StringRef Old, llvm::StringRef New, llvm::StringRef OldName,
                        llvm::StringRef NewName, unsigned Context = 3);

/// Lines removed plus lines added between \p Old and \p New.
unsigned linesChanged(llvm::StringRef Old, llvm::StringRef New);

} // namespace amp2hip

#endif
