//===- DiagnosticsDoc.cpp - docs/diagnostics.md from Diagnostics.def ------===//
#include "DiagnosticsDoc.h"
#include "Diagnostics.h"

#include "llvm/Support/raw_ostream.h"

using namespace amp2hip;

namespace {

struct Family {
  unsigned First;
  const char *Title, *Why;
};

// The ranges of Diagnostics.def's header comment, with what a user does
// about each.
const Family Families[] = {
    {1000, "1xxx: AMP that HIP cannot express faithfully (yet)",
     "The construct is valid AMP; the message says which shape is left and why a HIP "
     "kernel cannot take it as written, and what to write instead."},
    {2000, "2xxx: code that Microsoft's AMP compiler rejects too",
     "AMP's own compile-time rules; docs/rules.md has the MSVC error and an example of each."},
    {3000, "3xxx: the tool's input, output and environment",
     "Files, flags, trees and the check of amp2hip's own output. 3006 is that check refusing "
     "a translation: amp2hip parses what it wrote against the runtime shim before it writes "
     "anything, so exit 0 means the output compiles. On a valid AMP program 3006 is an amp2hip "
     "bug (every program of testdata/ is translated without it; what used to get it, such as "
     "a kernel losing its class's scope, a local constant, a macro or a restriction's "
     "overload, has its own fix or its own 1xxx diagnostic). It still means a construct "
     "amp2hip does not know yet: the message quotes the compiler's error at the translated "
     "line; please report it with the input."},
    {4000, "4xxx: Visual C++ and Windows code",
     "The MSVC dialect (`--msvc`) and the shim's Windows layer; docs/windows.md."},
};

const char *severityName(Severity S) {
  switch (S) {
  case Severity::Error:
    return "error";
  case Severity::Warning:
    return "warning";
  case Severity::Note:
    return "note";
  }
  return "?";
}

// Messages hold '|' rarely and backticks never; keep the table intact.
std::string cell(llvm::StringRef Text) {
  std::string Out;
  for (char C : Text)
    Out += C == '|' ? std::string("\\|") : std::string(1, C);
  return Out;
}

} // namespace

std::string amp2hip::diagnosticsMarkdown() {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "# Diagnostics\n\n"
     << "Every diagnostic amp2hip reports, generated from "
        "`translator/lib/tables/Diagnostics.def`\n"
     << "(`build/amp2hip --print-diagnostics > docs/diagnostics.md`; a test fails when "
        "they differ).\n"
     << "Each is printed as `file:line:col: error|warning|note: message [amp2hip-NNNN]`; "
        "`%0`, `%1` stand for\n"
     << "what the message names at its place. IDs never change meaning; a retired "
        "one is no longer\nreported and keeps its row.\n";
  const std::vector<DiagInfo> &All = allDiagnostics();
  for (size_t F = 0; F < sizeof(Families) / sizeof(Families[0]); ++F) {
    unsigned Next = F + 1 < sizeof(Families) / sizeof(Families[0]) ? Families[F + 1].First : ~0u;
    OS << "\n## " << Families[F].Title << "\n\n";
    if (*Families[F].Why)
      OS << Families[F].Why << "\n\n";
    OS << "| ID | name | severity | message |\n| --- | --- | --- | --- |\n";
    for (const DiagInfo &D : All) {
      if (D.ID < Families[F].First || D.ID >= Next)
        continue;
      OS << "| " << D.ID << " | `" << D.Name << "` | " << severityName(D.Sev)
         << (D.Status == DiagStatus::Retired ? " (retired)" : "") << " | " << cell(D.Format)
         << " |\n";
    }
  }
  return OS.str();
}
