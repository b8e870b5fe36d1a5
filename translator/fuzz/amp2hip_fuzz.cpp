//===- amp2hip_fuzz.cpp - libFuzzer target: translate one file -------------===//
//
// Each input is one C++ AMP source file, translated in memory by the same
// machinery as the CLI (Driver.h: translateFile, the shim's stand-in AMP
// headers, -DAMP2HIP_TRANSLATING). Findings:
//
//  - crashes, sanitizer reports (ASan, UBSan), leaks and timeouts anywhere in
//    the translation (libFuzzer reports them);
//  - a differential check: when the input parses without clang errors and
//    translates without amp2hip errors, the output must parse as HIP against
//    the shim's host backend (-I runtime-shim/include -std=c++17, the way
//    `amp2hip-cc --backend host` builds it). Otherwise abort().
//
// Parsing the shim's headers is most of what a translation costs, so both
// sides use a precompiled header of the shim and the usual standard headers
// (built into $TMPDIR at start-up). A differential finding is confirmed
// without the PCHs before it is reported, so a PCH cannot cause one.
//
// Mutations are at the level of C++ tokens with a dictionary of AMP
// keywords and snippets (TokenMutator.h), and sometimes libFuzzer's own.
//
// Environment:
//   AMP2HIP_FUZZ_NO_PCH=1   parse the headers for every input (slow, exact)
//   AMP2HIP_FUZZ_NO_DIFF=1  skip the differential check (crashes only)
//   AMP2HIP_FUZZ_VERBOSE=1  print each input's outcome
//   AMP2HIP_SHIM_DIR        the runtime-shim directory (default: this tree's)
//
//===----------------------------------------------------------------------===//
#include "Driver.h"
#include "TokenMutator.h"

#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>
#include <random>

extern "C" size_t LLVMFuzzerMutate(uint8_t *Data, size_t Size, size_t MaxSize);

using namespace clang;

namespace {

const char *const InputPath = "/amp2hip-fuzz/input.cpp";
const char *const OutputPath = "/amp2hip-fuzz/input.hip.cpp";

// Headers the seeds include besides <amp.h>; precompiled with it.
const char *const StdHeaders = "#include <vector>\n#include <iostream>\n#include <cstdio>\n"
                               "#include <cstdlib>\n#include <cmath>\n#include <algorithm>\n"
                               "#include <numeric>\n#include <string>\n";

struct Config {
  std::string ShimDir;
  std::string TmpDir;
  std::string TranslatePch; ///< Empty: no PCH.
  std::string HostPch;
  bool CheckOutput = true;
  bool Verbose = false;
} Cfg;

bool envSet(const char *Name) {
  const char *V = getenv(Name);
  return V && *V && strcmp(V, "0") != 0;
}

/// Run \p Action over \p Code named \p Path with exactly \p Args (no
/// adjusters); true when clang reported no errors. clang's messages go to
/// \p Messages.
bool runClang(const std::vector<std::string> &Args, const std::string &Path,
              const std::string *Code, tooling::FrontendActionFactory &Factory,
              std::string &Messages) {
  tooling::FixedCompilationDatabase DB(".", Args);
  tooling::ClangTool Tool(DB, {Path});
  Tool.clearArgumentsAdjusters();
  if (Code)
    Tool.mapVirtualFile(Path, *Code);
  llvm::raw_string_ostream OS(Messages);
  IntrusiveRefCntPtr<DiagnosticOptions> DiagOpts = new DiagnosticOptions();
  TextDiagnosticPrinter Printer(OS, DiagOpts.get());
  Tool.setDiagnosticConsumer(&Printer);
  Tool.setPrintErrorMessage(false);
  int RC = Tool.run(&Factory);
  OS.flush();
  return RC == 0;
}

std::vector<std::string> hostArgs(const std::string &Pch) {
  std::vector<std::string> A = {"-xc++",
                                "-std=c++17",
                                "-fsyntax-only",
                                "-Wno-everything",
                                "-resource-dir=" AMP2HIP_CLANG_RESOURCE_DIR,
                                "-I" + Cfg.ShimDir + "/include"};
  if (!Pch.empty()) {
    A.push_back("-include-pch");
    A.push_back(Pch);
  }
  return A;
}

amp2hip::DriverOptions translateOptions(const std::string &Pch) {
  amp2hip::DriverOptions Opts;
  Opts.ShimDir = Cfg.ShimDir;
  if (!Pch.empty())
    Opts.ExtraArgs = {"-include-pch", Pch};
  return Opts;
}

amp2hip::FileResult translate(const std::string &Code, const std::string &Pch) {
  return amp2hip::translateFile(InputPath, translateOptions(Pch), &Code);
}

bool parsesAsHip(const std::string &Output, const std::string &Pch, std::string &Messages) {
  auto Factory = tooling::newFrontendActionFactory<SyntaxOnlyAction>();
  return runClang(hostArgs(Pch), OutputPath, &Output, *Factory, Messages);
}

/// Precompile \p Prelude with \p Args (compile arguments for a source);
/// the PCH's path, or "" when that failed.
std::string buildPch(const std::string &Name, const std::string &Prelude,
                     std::vector<std::string> Args) {
  llvm::SmallString<256> Header(Cfg.TmpDir), Pch(Cfg.TmpDir);
  llvm::sys::path::append(Header, Name + ".h");
  llvm::sys::path::append(Pch, Name + ".pch");
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Header, EC);
    if (EC)
      return "";
    OS << Prelude;
  }
  std::vector<std::string> PchArgs;
  for (const std::string &A : Args) {
    if (A == "-fsyntax-only")
      continue;
    PchArgs.push_back(A == "-xc++" ? "-xc++-header" : A);
  }
  PchArgs.push_back("-o");
  PchArgs.push_back(std::string(Pch));
  auto Factory = tooling::newFrontendActionFactory<GeneratePCHAction>();
  std::string Messages;
  if (!runClang(PchArgs, std::string(Header), nullptr, *Factory, Messages) ||
      !llvm::sys::fs::exists(Pch)) {
    llvm::errs() << "amp2hip_fuzz: could not precompile " << Name << ":\n" << Messages;
    return "";
  }
  return std::string(Pch);
}

const char *const Probe = "#include <amp.h>\n#include <vector>\nusing namespace concurrency;\n"
                          "void f(std::vector<int> &v) {\n"
                          "  array_view<int, 1> av((int)v.size(), v);\n"
                          "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {\n"
                          "    av[i] += 1;\n  });\n}\n";

void cleanUp() {
  if (Cfg.TmpDir.empty())
    return;
  for (const std::string &P : {Cfg.TranslatePch, Cfg.HostPch})
    if (!P.empty()) {
      llvm::sys::fs::remove(P);
      llvm::sys::fs::remove(P.substr(0, P.size() - 4) + ".h");
    }
  llvm::sys::fs::remove(Cfg.TmpDir);
}

void setUp() {
  const char *Shim = getenv("AMP2HIP_SHIM_DIR");
  Cfg.ShimDir = Shim && *Shim ? Shim : AMP2HIP_SHIM_SOURCE_DIR;
  Cfg.CheckOutput = !envSet("AMP2HIP_FUZZ_NO_DIFF");
  Cfg.Verbose = envSet("AMP2HIP_FUZZ_VERBOSE");
  if (envSet("AMP2HIP_FUZZ_NO_PCH"))
    return;
  llvm::SmallString<256> Dir;
  if (llvm::sys::fs::createUniqueDirectory("amp2hip-fuzz", Dir))
    return;
  Cfg.TmpDir = std::string(Dir);
  atexit(cleanUp);
  std::vector<std::string> TArgs = amp2hip::parseArguments(translateOptions(""));
  Cfg.TranslatePch = buildPch("translate", std::string("#include <amp.h>\n") + StdHeaders, TArgs);
  Cfg.HostPch =
      buildPch("host", std::string("#include <amp2hip/amp.h>\n") + StdHeaders, hostArgs(""));
  // The PCHs must not change what parses: check on a probe.
  std::string Messages;
  amp2hip::FileResult R = translate(Probe, Cfg.TranslatePch);
  if (!R.Parsed || R.Diags.hasErrors() || !R.Result.Changed) {
    llvm::errs() << "amp2hip_fuzz: the translate PCH does not work; parsing headers each time\n"
                 << R.ClangOutput;
    Cfg.TranslatePch.clear();
    R = translate(Probe, "");
  }
  if (!R.Parsed || R.Diags.hasErrors()) {
    llvm::errs() << "amp2hip_fuzz: the probe does not translate:\n" << R.ClangOutput;
    abort();
  }
  if (!parsesAsHip(R.Result.Output, Cfg.HostPch, Messages)) {
    llvm::errs() << "amp2hip_fuzz: the host PCH does not work; parsing headers each time\n"
                 << Messages;
    Cfg.HostPch.clear();
  }
  llvm::errs() << "amp2hip_fuzz: shim " << Cfg.ShimDir << "; PCH "
               << (Cfg.TranslatePch.empty() ? "off" : "on") << "/"
               << (Cfg.HostPch.empty() ? "off" : "on") << "; differential check "
               << (Cfg.CheckOutput ? "on" : "off") << "\n";
}

/// Inputs that would make the check meaningless or reach outside the input:
/// the shim's own switches, its tile_static annotation, absolute includes.
bool outOfScope(const std::string &Code) {
  for (const char *Bad : {"AMP2HIP", "amp2hip", "annotate", "/dev/", "/proc/", "/sys/",
                          "#include \"/", "#include </", "__has_include", "#pragma"})
    if (Code.find(Bad) != std::string::npos)
      return true;
  return false;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *Argc, char ***Argv) {
  setUp();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Code(reinterpret_cast<const char *>(Data), Size);
  if (outOfScope(Code))
    return -1; // Not added to the corpus.
  amp2hip::FileResult R = translate(Code, Cfg.TranslatePch);
  bool Ok = R.Parsed && !R.Diags.hasErrors();
  if (Cfg.Verbose)
    llvm::errs() << "amp2hip_fuzz: " << (!R.Parsed ? "does not parse" : Ok ? "translated"
                                                                          : "amp2hip error")
                 << "\n";
  if (!Ok || !Cfg.CheckOutput)
    return 0;
  std::string Messages;
  if (parsesAsHip(R.Result.Output, Cfg.HostPch, Messages))
    return 0;
  if (!Cfg.TranslatePch.empty() || !Cfg.HostPch.empty()) {
    // Confirm the way the CLI and amp2hip-cc work, without PCHs.
    R = translate(Code, "");
    if (!R.Parsed || R.Diags.hasErrors())
      return 0;
    Messages.clear();
    if (parsesAsHip(R.Result.Output, "", Messages))
      return 0;
  }
  llvm::errs() << "amp2hip_fuzz: FINDING: the input parses and translates without errors, "
                  "but the output does not parse as HIP (host backend).\n"
               << "---- input ----\n"
               << Code << "\n---- output ----\n"
               << R.Result.Output << "\n---- clang on the output ----\n"
               << Messages << "----\n";
  abort();
}

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *Data, size_t Size, size_t MaxSize,
                                          unsigned int Seed) {
  std::mt19937 Rng(Seed);
  if (Rng() % 5 == 0)
    return LLVMFuzzerMutate(Data, Size, MaxSize);
  std::string Out = amp2hip::fuzz::mutateTokens(
      std::string(reinterpret_cast<const char *>(Data), Size), MaxSize, Rng);
  memcpy(Data, Out.data(), Out.size());
  return Out.size();
}

extern "C" size_t LLVMFuzzerCustomCrossOver(const uint8_t *Data1, size_t Size1,
                                            const uint8_t *Data2, size_t Size2, uint8_t *Out,
                                            size_t MaxOutSize, unsigned int Seed) {
  std::mt19937 Rng(Seed);
  std::string S = amp2hip::fuzz::crossOverTokens(
      std::string(reinterpret_cast<const char *>(Data1), Size1),
      std::string(reinterpret_cast<const char *>(Data2), Size2), MaxOutSize, Rng);
  memcpy(Out, S.data(), S.size());
  return S.size();
}
