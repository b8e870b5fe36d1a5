//===- TreeReport.h - the migration report of a tree ----------------------===//
//
// amp2hip-report.json in the out-root: per file its kind, status, kernels,
// constructs, diagnostics by ID, lines changed and time, and a summary; and
// the one-line summary tree mode prints to stderr. The report is part of
// the migrated tree that users commit and move, so it names no machine
// path: every file by its path under the roots (in a failure's first
// error too), the out-root as ".", the
// in-root relative to the out-root (sibling folders: "../src") or, where
// that path would climb to the file system's root, by its folder's name.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_TREEREPORT_H
#define AMP2HIP_TREEREPORT_H

#include "TreeFile.h"

#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace amp2hip {

/// The report's file name in the out-root.
inline constexpr const char *kReportName = "amp2hip-report.json";

/// The report as JSON text (two-space indented, newline-terminated);
/// \p Extra's members join the top level ("build": the generated
/// CMakeLists.txt, relative to the out-root; the projects read:
/// ProjectSet.h).
std::string reportJson(const std::vector<TreeFile> &Files, const std::string &InReal,
                       const std::string &OutReal, llvm::json::Object Extra = {});

/// The report's "in_root": \p InReal relative to \p OutReal, or its name.
std::string portableInRoot(const std::string &InReal, const std::string &OutReal);

/// "amp2hip: 9 files: 4 translated (3 kernels), ...; report: OUT/amp2hip-report.json"
std::string summaryLine(const std::vector<TreeFile> &Files, const std::string &OutReal);

} // namespace amp2hip

#endif
