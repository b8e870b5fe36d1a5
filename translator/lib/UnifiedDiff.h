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

/// Where line \p NewLine (1-based) of \p New comes from in \p Old: the same
/// line when it was kept, else the old line at which it was inserted or
/// which it replaced (1-based; Old's line count + 1 past the end). Locates a
/// problem found in a translation at the input line a user can read.
unsigned oldLineFor(llvm::StringRef Old, llvm::StringRef New, unsigned NewLine);

} // namespace amp2hip

#endif
