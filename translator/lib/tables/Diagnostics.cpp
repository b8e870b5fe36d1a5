//===- Diagnostics.cpp ----------------------------------------------------===//
#include "Diagnostics.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace amp2hip;

const std::vector<DiagInfo> &amp2hip::allDiagnostics() {
  static const std::vector<DiagInfo> Table = {
#define AMP2HIP_DIAG(ID, NAME, STATUS, SEV, MSG) {ID, #NAME, DiagStatus::STATUS, Severity::SEV, MSG},
#include "Diagnostics.def"
  };
  return Table;
}

const DiagInfo &amp2hip::diagInfo(DiagID ID) {
  for (const DiagInfo &D : allDiagnostics())
    if (D.ID == static_cast<unsigned>(ID))
      return D;
  llvm_unreachable("diagnostic missing from Diagnostics.def");
}

std::string amp2hip::formatMessage(llvm::StringRef Format,
                                   const std::vector<std::string> &Args) {
  std::string Out;
  for (size_t I = 0; I < Format.size(); ++I) {
    char C = Format[I];
    if (C == '%' && I + 1 < Format.size() && isdigit(Format[I + 1])) {
      unsigned N = Format[++I] - '0';
      if (N < Args.size())
        Out += Args[N];
      continue;
    }
    Out += C;
  }
  return Out;
}

std::string Diagnostic::str() const {
  std::string S;
  llvm::raw_string_ostream OS(S);
  if (!File.empty()) {
    OS << File;
    if (Line)
      OS << ':' << Line << ':' << Column;
    OS << ": ";
  } else {
    OS << "amp2hip: ";
  }
  OS << (Sev == Severity::Error ? "error: " : Sev == Severity::Note ? "note: " : "warning: ")
     << Message;
  OS << " [amp2hip-" << static_cast<unsigned>(ID) << ']';
  return OS.str();
}

Diagnostic Diagnostic::make(DiagID ID, llvm::StringRef File, unsigned Line, unsigned Col,
                            const std::vector<std::string> &Args) {
  Diagnostic D;
  D.ID = ID;
  D.Sev = diagInfo(ID).Sev;
  D.File = File.str();
  D.Line = Line;
  D.Column = Col;
  D.Message = formatMessage(diagInfo(ID).Format, Args);
  return D;
}

void DiagnosticSink::report(DiagID ID, llvm::StringRef File, unsigned Line,
                            unsigned Col, std::vector<std::string> Args) {
  Diags.push_back(Diagnostic::make(ID, File, Line, Col, Args));
}

void DiagnosticSink::report(DiagID ID, const clang::SourceManager &SM,
                            clang::SourceLocation Loc, std::vector<std::string> Args) {
  clang::PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  if (P.isInvalid()) {
    report(ID, "", 0, 0, std::move(Args));
    return;
  }
  report(ID, P.getFilename(), P.getLine(), P.getColumn(), std::move(Args));
  Diags.back().Loc = SM.getExpansionLoc(Loc);
}

bool DiagnosticSink::hasErrors() const {
  for (const Diagnostic &D : Diags)
    if (D.Sev == Severity::Error)
      return true;
  return false;
}
