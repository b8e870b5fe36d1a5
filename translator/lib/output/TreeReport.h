//===- TreeReport.h - the migration report of a tree ----------------------===//
//
// amp2hip-report.json in the out-root: per file its kind, status, kernels,
// constructs, diagnostics by ID, lines changed and time, and a summary; and
// the one-line summary tree mode prints to stderr.
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

/// "amp2hip: 9 files: 4 translated (3 kernels), ...; report: OUT/amp2hip-report.json"
std::string summaryLine(const std::vector<TreeFile> &Files, const std::string &OutReal);

} // namespace amp2hip

#endif
