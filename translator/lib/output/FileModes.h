//===- FileModes.h - --in-place and --diff --------------------------------===//
#ifndef AMP2HIP_FILEMODES_H
#define AMP2HIP_FILEMODES_H

#include "Driver.h"
#include "ExitCode.h"
#include <string>
#include <vector>

namespace amp2hip {

/// Translate each file in place, keeping FILE.amp2hip.bak; files that are
/// already translated (or have no AMP) are left alone. The worst code over
/// the files.
ExitCode runInPlace(const std::vector<std::string> &Files, const DriverOptions &Opts);

/// Print a unified diff of what translating each file would change.
ExitCode runDiff(const std::vector<std::string> &Files, const DriverOptions &Opts);

} // namespace amp2hip

#endif
