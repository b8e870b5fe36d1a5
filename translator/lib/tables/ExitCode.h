//===- ExitCode.h - amp2hip's exit codes ----------------------------------===//
//
// The codes live in ExitCodes.def; this header names them and combines
// them: a run over many files reports the worst code it met.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_EXITCODE_H
#define AMP2HIP_EXITCODE_H

#include <string>

namespace amp2hip {

enum class ExitCode : int {
#define AMP2HIP_EXIT(CODE, NAME, TEXT) NAME = CODE,
#include "ExitCodes.def"
};

/// The worse of two codes (the larger number).
inline ExitCode worse(ExitCode A, ExitCode B) {
  return static_cast<int>(A) < static_cast<int>(B) ? B : A;
}

/// Keep the worse of \p Acc and \p C in \p Acc.
inline void worsen(ExitCode &Acc, ExitCode C) { Acc = worse(Acc, C); }

/// The process exit status.
inline int exitStatus(ExitCode C) { return static_cast<int>(C); }

/// "Exit codes: 0 translated (...), 1 ..." for --help, from the table.
std::string exitCodeHelp();

} // namespace amp2hip

#endif
