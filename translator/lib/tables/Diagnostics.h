//===- Diagnostics.h - amp2hip's own diagnostics --------------------------===//
//
// Diagnostics live in Diagnostics.def as a table with stable IDs; this header
// gives them names and a sink that prints them clang-style:
//   file:line:col: error: message [amp2hip-NNNN]
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DIAGNOSTICS_H
#define AMP2HIP_DIAGNOSTICS_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace clang {
class SourceManager;
}

namespace amp2hip {

enum class Severity { Warning, Error, Note };

enum class DiagID : unsigned {
#define AMP2HIP_DIAG(ID, NAME, STATUS, SEV, MSG) NAME = ID,
#include "Diagnostics.def"
};

/// Whether anything still reports a diagnostic. A retired ID keeps its row
/// (and its meaning) so that old logs and suppressions still resolve.
enum class DiagStatus { Active, Retired };

struct DiagInfo {
  unsigned ID;
  const char *Name; ///< The symbolic name code uses (DiagID::Name).
  DiagStatus Status = DiagStatus::Active;
  Severity Sev = Severity::Error;
  const char *Format;
};

/// The table entry for \p ID.
const DiagInfo &diagInfo(DiagID ID);
/// Every diagnostic, in ID order (for docs and tests).
const std::vector<DiagInfo> &allDiagnostics();

/// One emitted diagnostic, already located and formatted.
struct Diagnostic {
  DiagID ID = DiagID::FileHasErrors;
  Severity Sev = Severity::Error;
  std::string File; // empty when the diagnostic has no location
  unsigned Line = 0, Column = 0;
  std::string Message;
  clang::SourceLocation Loc; ///< Where, when reported against parsed code.

  /// "file:line:col: error: message [amp2hip-NNNN]"
  std::string str() const;

  /// The table's entry for \p ID, located and with its arguments filled in.
  static Diagnostic make(DiagID ID, llvm::StringRef File, unsigned Line, unsigned Col,
                         const std::vector<std::string> &Args);
};

/// Collects diagnostics for one translation.
class DiagnosticSink {
public:
  void report(DiagID ID, llvm::StringRef File, unsigned Line, unsigned Col,
              std::vector<std::string> Args = {});
  void report(DiagID ID, const clang::SourceManager &SM, clang::SourceLocation Loc,
              std::vector<std::string> Args = {});
  /// Keep \p D, made elsewhere (another parse of the same file).
  void add(const Diagnostic &D) { Diags.push_back(D); }
  const std::vector<Diagnostic> &diagnostics() const { return Diags; }
  bool hasErrors() const;

private:
  std::vector<Diagnostic> Diags;
};

/// Fill %0, %1, ... in \p Format.
std::string formatMessage(llvm::StringRef Format, const std::vector<std::string> &Args);

} // namespace amp2hip

#endif
