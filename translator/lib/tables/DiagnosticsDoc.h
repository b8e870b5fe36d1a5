//===- DiagnosticsDoc.h - docs/diagnostics.md from Diagnostics.def --------===//
//
// Every diagnostic amp2hip reports, as a Markdown page generated from the
// table (`amp2hip --print-diagnostics > docs/diagnostics.md`); a test fails
// when the committed page drifts from the table.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DIAGNOSTICSDOC_H
#define AMP2HIP_DIAGNOSTICSDOC_H

#include <string>

namespace amp2hip {

/// docs/diagnostics.md: each ID with its name, severity, status and message.
std::string diagnosticsMarkdown();

} // namespace amp2hip

#endif
