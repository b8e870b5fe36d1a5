//===- replay.cpp - amp2hip_fuzz_replay: fuzz inputs without libFuzzer ----===//
//
//   amp2hip_fuzz_replay [--exact] [--print-mode-args] FILE...
//   amp2hip_fuzz_replay --list-modes
//
// Runs each file through the fuzz harness (Harness.h) the way the fuzzer
// does and prints one line per file, tab-separated:
//
//   FILE  MODE  FAST-OUTCOME  FAST-FINDING  EXACT-OUTCOME  EXACT-FINDING
//
// ("-" for an empty field; the exact columns are "-" unless the fast run
// found something, or with --exact, which judges only the CLI's way), then
// the details of each confirmed finding on stderr. Exit status 1 when a
// finding is confirmed, 0 otherwise. --print-mode-args prints, for each
// file, its mode's arguments as the CLI's --extra-arg values (one line,
// space-separated), and nothing else; --list-modes the modes' names. Built in every build (no libFuzzer,
// no sanitizers): tests/e2e/test_fuzz_regressions.py runs the regression
// inputs through it and through build/amp2hip and compares.
//
//===----------------------------------------------------------------------===//
#include "Harness.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>

using namespace amp2hip::fuzz;

namespace {
std::string field(const std::string &S) { return S.empty() ? "-" : S; }
} // namespace

int main(int argc, char **argv) {
  bool Exact = false, ModeArgs = false;
  std::vector<std::string> Files;
  for (int I = 1; I < argc; ++I) {
    if (!strcmp(argv[I], "--list-modes")) {
      for (const FuzzMode &M : fuzzModes())
        llvm::outs() << M.Name << "\n";
      return 0;
    }
    if (!strcmp(argv[I], "--exact"))
      Exact = true;
    else if (!strcmp(argv[I], "--print-mode-args"))
      ModeArgs = true;
    else
      Files.push_back(argv[I]);
  }
  if (Files.empty()) {
    llvm::errs() << "usage: amp2hip_fuzz_replay [--exact] [--print-mode-args] FILE...\n";
    return 2;
  }
  if (ModeArgs) {
    for (const std::string &F : Files) {
      auto Buf = llvm::MemoryBuffer::getFile(F);
      std::string Line;
      if (Buf)
        for (const std::string &A : modeOf((*Buf)->getBuffer().str()).Args)
          Line += (Line.empty() ? "" : " ") + A;
      llvm::outs() << Line << "\n";
    }
    return 0;
  }
  // Every finding, known or not: this tool shows what the input does.
  setenv("AMP2HIP_FUZZ_KNOWN", "", 0);
  Harness H(Exact, /*Eager=*/false);
  int Status = 0;
  for (const std::string &F : Files) {
    auto Buf = llvm::MemoryBuffer::getFile(F);
    if (!Buf) {
      llvm::errs() << F << ": cannot read\n";
      return 2;
    }
    HarnessResult R = H.run((*Buf)->getBuffer().str());
    llvm::outs() << F << "\t" << R.Mode->Name << "\t" << field(R.Fast.Outcome) << "\t"
                 << field(R.Fast.Finding) << "\t" << field(R.Confirmed.Outcome) << "\t"
                 << field(R.Confirmed.Finding) << "\n";
    llvm::outs().flush();
    if (const Verdict *V = R.finding()) {
      Status = 1;
      llvm::errs() << F << ": " << V->Finding << "\n" << V->Details << "\n";
    }
  }
  return Status;
}
