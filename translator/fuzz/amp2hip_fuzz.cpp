//===- amp2hip_fuzz.cpp - libFuzzer target: translate one file -------------===//
//
// Each input is one C++ AMP source file, translated in memory by the CLI's
// own machinery (Driver.h: translateFile with the output check on) in the
// dialect mode its first line names (FuzzModes.h), then held to the oracles
// of Oracles.h (output check fired, exit 0 with output that does not
// parse, translating the output again changes it, --diff does not patch).
// Crashes, ASan/UBSan reports, leaks and timeouts are libFuzzer's.
//
// Speed: the parses run against precompiled headers and without the
// headers' template bodies (FastParse.h); nothing else is kept between
// inputs. A finding made that way is confirmed the CLI's way (no PCH, every
// body) before it is reported; one that does not confirm is counted
// ("fast-only") and dropped.
//
// Mutations: C++ tokens with a dictionary (TokenMutator.h), the shapes of
// real code (IdiomMutator.h: macros around launches and lambdas, #if around
// kernels, templates, restriction overloads, MSVC spellings), the mode line,
// and now and then libFuzzer's own bytes.
//
// Environment:
//   AMP2HIP_FUZZ_EXACT=1      parse the CLI's way for every input (slow)
//   AMP2HIP_FUZZ_CACHE_DIR    where the PCHs are kept (default $TMPDIR/amp2hip-fuzz-pch)
//   AMP2HIP_FUZZ_VERBOSE=1    print each input's mode and outcome
//   AMP2HIP_SHIM_DIR          the runtime-shim directory (default: this tree's)
//
//===----------------------------------------------------------------------===//
#include "Harness.h"
#include "IdiomMutator.h"
#include "TokenMutator.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <random>

extern "C" size_t LLVMFuzzerMutate(uint8_t *Data, size_t Size, size_t MaxSize);

using namespace amp2hip;
using namespace amp2hip::fuzz;

namespace {

std::unique_ptr<Harness> TheHarness;
bool Verbose = false;
std::map<std::string, unsigned long> Outcomes;
unsigned long Inputs = 0;

void printOutcomes() {
  if (!Inputs)
    return;
  llvm::errs() << "amp2hip_fuzz: " << Inputs << " inputs:";
  for (const auto &[Outcome, N] : Outcomes)
    llvm::errs() << " " << Outcome << " " << N << ";";
  llvm::errs() << "\n";
}

std::string firstError(const std::string &ClangOutput) {
  size_t E = ClangOutput.find("error: ");
  if (E == std::string::npos)
    return "";
  size_t B = ClangOutput.rfind('\n', E);
  B = B == std::string::npos ? 0 : B + 1;
  return "  " + ClangOutput.substr(B, ClangOutput.find('\n', E) - B) + "\n";
}

void tearDown() {
  printOutcomes();
  TheHarness.reset();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *Argc, char ***Argv) {
  const char *V = getenv("AMP2HIP_FUZZ_VERBOSE");
  Verbose = V && *V && strcmp(V, "0") != 0;
  TheHarness = std::make_unique<Harness>(false);
  atexit(tearDown);
  llvm::errs() << "amp2hip_fuzz: shim " << TheHarness->shimDir() << "; "
               << (TheHarness->exact() ? "exact parses (no PCH)" : "precompiled headers") << "; "
               << fuzzModes().size() << " modes\n";
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Code(reinterpret_cast<const char *>(Data), Size);
  if (Harness::outOfScope(Code))
    return -1; // Not added to the corpus.
  HarnessResult R = TheHarness->run(Code);
  if (R.Skipped)
    return -1;
  ++Inputs;
  ++Outcomes[R.Fast.Outcome];
  if (Verbose)
    llvm::errs() << "amp2hip_fuzz: [" << R.Mode->Name << "] " << R.Fast.Outcome
                 << (R.Fast.Finding.empty() ? "" : ", " + R.Fast.Finding) << "\n"
                 << (R.Fast.Outcome == "does not parse" ? firstError(R.Fast.Details) : "");
  const Verdict *F = R.finding();
  if (!R.Known.empty()) {
    ++Outcomes["known " + R.Fast.Finding];
    return 0;
  }
  if (!F) {
    if (!R.Fast.Finding.empty()) {
      ++Outcomes["fast-only " + R.Fast.Finding];
      if (Verbose)
        llvm::errs() << "amp2hip_fuzz: not confirmed without the PCHs:\n" << R.Fast.Details << "\n";
    }
    return 0;
  }
  llvm::errs() << "amp2hip_fuzz: FINDING: " << F->Finding << " (mode " << R.Mode->Name << ")\n"
               << "---- input ----\n"
               << Code << "\n"
               << F->Details << "\n----\n";
  abort();
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *Data, size_t Size, size_t MaxSize,
                                          unsigned int Seed) {
  std::mt19937 Rng(Seed);
  unsigned Kind = Rng() % 20;
  if (Kind < 3)
    return LLVMFuzzerMutate(Data, Size, MaxSize);
  std::string In(reinterpret_cast<const char *>(Data), Size), Out;
  if (Kind < 4) {
    const std::vector<FuzzMode> &Modes = fuzzModes();
    Out = withMode(In, Modes[Rng() % Modes.size()]);
  } else if (Kind < 11) {
    Out = mutateIdioms(In, Rng);
  } else {
    Out = mutateTokens(In, MaxSize, Rng);
  }
  if (Out.size() > MaxSize)
    Out.resize(MaxSize);
  memcpy(Data, Out.data(), Out.size());
  return Out.size();
}

extern "C" size_t LLVMFuzzerCustomCrossOver(const uint8_t *Data1, size_t Size1,
                                            const uint8_t *Data2, size_t Size2, uint8_t *Out,
                                            size_t MaxOutSize, unsigned int Seed) {
  std::mt19937 Rng(Seed);
  std::string S = crossOverTokens(std::string(reinterpret_cast<const char *>(Data1), Size1),
                                  std::string(reinterpret_cast<const char *>(Data2), Size2),
                                  MaxOutSize, Rng);
  memcpy(Out, S.data(), S.size());
  return S.size();
}
