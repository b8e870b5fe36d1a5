//===- main.cpp - the amp2hip command line --------------------------------===//
//
// amp2hip IN.cpp [-o OUT.cpp]                translate one file
// amp2hip --in-root DIR --out-root DIR       migrate a tree
// amp2hip --in-place FILE...                 rewrite files, keeping backups
// amp2hip --diff FILE...                     show what would change
//
// Exit codes: lib/tables/ExitCodes.def (ExitCode.h).
//
//===----------------------------------------------------------------------===//
#include "ApiOverloads.h"
#include "ApiTable.h"
#include "DiagnosticsDoc.h"
#include "Driver.h"
#include "ExitCode.h"
#include "FileIO.h"
#include "FileModes.h"
#include "HeaderCache.h"
#include "HeaderTable.h"
#include "MsvcDialect.h"
#include "TreeMode.h"

#include "CLI/CLI.hpp"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <csignal>
#include <iostream>

using namespace amp2hip;

namespace {

/// Print \p Text to standard output; InputError when that fails.
ExitCode printToStdout(const std::string &Text) {
  std::cout << Text;
  std::cout.flush();
  return std::cout ? ExitCode::Translated : ExitCode::InputError;
}

ExitCode translateOne(const std::string &Input, const std::string &Output, const DriverOptions &Opts) {
  if (!llvm::sys::fs::is_regular_file(Input)) {
    reportFileError(DiagID::CannotReadFile,
                    {Input, llvm::sys::fs::exists(Input) ? "not a regular file" : "no such file"});
    return ExitCode::InputError;
  }
  FileResult R = translateFile(Input, Opts);
  printDiagnostics(R);
  if (!R.Parsed && !R.Diags.hasErrors())
    reportFileError(DiagID::FileHasErrors, {Input});
  if (exitCodeOf(R) != ExitCode::Translated)
    return exitCodeOf(R);
  if (Output == "-")
    return printToStdout(R.Result.Output);
  std::string Error;
  if (!writeFileAtomically(Output, R.Result.Output, Error)) {
    reportFileError(DiagID::CannotWriteFile, {Output, Error});
    return ExitCode::InputError;
  }
  return ExitCode::Translated;
}

/// Everything the command line says.
struct CommandLine {
  std::vector<std::string> Inputs;
  std::string Output = "-", InRoot, OutRoot, BuildDir;
  std::vector<std::string> Includes, Defines, ExtraArgs;
  unsigned Jobs = 0;
  bool InPlace = false, Diff = false, EmitCMake = false, NoComments = false;
  bool NoRuntimeCopy = false;
  bool NoVerify = false, PrintApiTable = false, PrintApiOverloads = false;
  bool PrintApiOverloadTest = false, PrintWindowsTable = false, Msvc = false;
  bool PrintDiagnostics = false;
  std::string Solution, Config;
  std::vector<std::string> Projects;
  bool projects() const { return !Solution.empty() || !Projects.empty(); }
  bool tree() const { return !InRoot.empty() || projects(); }
};

void addOptions(CLI::App &App, CommandLine &C) {
  App.footer(
      "Examples:\n"
      "  amp2hip matmul.cpp -o matmul.hip.cpp       translate one file\n"
      "  amp2hip matmul.cpp                         print the translation\n"
      "  amp2hip -I include -DN=64 k.cpp -o -       with include paths and macros\n"
      "  amp2hip --in-root src --out-root hip-src   migrate a tree (report in the out-root)\n"
      "  amp2hip --in-root src --out-root out -p build -j 4   with compile_commands.json\n"
      "  amp2hip --diff a.cpp b.cpp                 show what would change, write nothing\n"
      "  amp2hip --in-place a.cpp                   rewrite a.cpp, keep a.cpp.amp2hip.bak\n"
      "  amp2hip --msvc -D_UNICODE main.cpp -o -     a Visual C++ source (stdafx.h, _tmain, ...)\n"
      "  amp2hip --sln App.sln --out-root out       a Visual Studio solution (docs/visual-studio.md)\n"
      "  amp2hip --vcxproj a.vcxproj --config \"Debug|x64\" --in-root . --out-root out\n"
      "\n" + exitCodeHelp());
  App.add_option("inputs", C.Inputs, "C++ AMP source files");
  App.add_option("-o,--output", C.Output, "Output file ('-' for standard output)");
  // One value per -I/-D (repeatable), so `-I dir file.cpp` keeps file.cpp.
  App.add_option("-I", C.Includes, "Add an include directory")->allow_extra_args(false)->take_all();
  App.add_option("-D", C.Defines, "Define a macro (NAME or NAME=VALUE)")
      ->allow_extra_args(false)
      ->take_all();
  // One value each, so `--extra-arg=-fX file.cpp` keeps file.cpp an input.
  App.add_option("--extra-arg", C.ExtraArgs, "Pass an argument to the parser (clang)")
      ->allow_extra_args(false)
      ->take_all();
  App.add_flag("--msvc", C.Msvc,
               "Visual C++ sources: parse them as Visual C++ does (MSVC extensions and "
               "compatibility, delayed template parsing, the shim's amp2hip/msvc.h) and fix "
               "what g++, hipcc and nvcc reject (docs/windows.md)");
  auto *InRootOpt = App.add_option("--in-root", C.InRoot, "Tree mode: the tree to migrate");
  auto *OutRootOpt = App.add_option("--out-root", C.OutRoot, "Tree mode: where the result goes");
  App.add_option("-p", C.BuildDir, "Tree mode: directory with compile_commands.json");
  App.add_option("-j", C.Jobs, "Tree mode: files translated in parallel (default: all cores)");
  App.add_option("--sln", C.Solution,
                 "Tree mode: a Visual Studio solution; its C++ projects give the files and "
                 "flags (the in-root defaults to its directory)");
  App.add_option("--vcxproj", C.Projects, "Tree mode: a Visual Studio project (repeatable)")
      ->allow_extra_args(false)
      ->take_all();
  App.add_option("--config", C.Config,
                 "With --sln/--vcxproj: the configuration, \"Release|x64\" or \"Release\" "
                 "(default: Release before Debug, x64 before other platforms)");
  App.add_flag("--emit-cmake", C.EmitCMake,
               "Tree mode: write a CMakeLists.txt that builds the out-root (host or HIP), "
               "migrate the tree's own top-level CMakeLists.txt, and copy the runtime shim "
               "into the out-root (amp2hip-runtime/)");
  App.add_flag("--no-runtime-copy", C.NoRuntimeCopy,
               "With --emit-cmake: do not copy the runtime shim; the build finds an "
               "installed amp2hip (find_package) or AMP2HIP_SHIM_DIR");
  App.add_flag("--no-diagnostic-comments", C.NoComments,
               "Do not write warnings into the output as comments");
  App.add_flag("--no-verify", C.NoVerify,
               "Do not parse the translation before calling it a success (faster)");
  App.add_flag("--in-place", C.InPlace, "Rewrite the files, keeping FILE.amp2hip.bak");
  App.add_flag("--diff", C.Diff, "Print a unified diff of what would change; write nothing");
  App.add_flag("--print-windows-table", C.PrintWindowsTable,
               "Print the Windows header and MSVC dialect table (docs/windows.md) and exit");
  App.add_flag("--print-api-table", C.PrintApiTable,
               "Print the AMP API table (docs/api-table.md) and exit");
  App.add_flag("--print-api-overloads", C.PrintApiOverloads,
               "Print every overload of AMP's namespace concurrency (docs/api-overloads.md) and exit");
  App.add_flag("--print-diagnostics", C.PrintDiagnostics,
               "Print every diagnostic with its ID (docs/diagnostics.md) and exit");
  App.add_flag("--print-api-overload-test", C.PrintApiOverloadTest,
               "Print a C++ AMP program that calls every overload the shim provides, and exit");
  InRootOpt->needs(OutRootOpt);
  App.set_version_flag("--version", std::string("amp2hip ") + AMP2HIP_VERSION);
}

/// Why the options do not make one mode, or null when they do.
const char *modeConflict(const CommandLine &C) {
  if (!C.OutRoot.empty() && C.InRoot.empty() && !C.projects())
    return "--out-root needs --in-root (or --sln, --vcxproj)";
  if (C.projects() && C.OutRoot.empty())
    return "--sln and --vcxproj need --out-root";
  if (!C.Config.empty() && !C.projects())
    return "--config needs --sln or --vcxproj";
  if (C.projects() && !C.BuildDir.empty())
    return "-p and --sln/--vcxproj do not combine (the projects give the flags)";
  if (C.InPlace + C.Diff + C.tree() > 1)
    return "--in-root, --in-place and --diff do not combine";
  if (C.tree() && !C.Inputs.empty())
    return "tree mode takes no file arguments";
  if (!C.tree() && C.Inputs.empty())
    return "no input files";
  if (!C.tree() && !C.InPlace && !C.Diff && C.Inputs.size() > 1)
    return "several inputs need --in-place, --diff or a tree (--in-root)";
  if (C.EmitCMake && !C.tree())
    return "--emit-cmake needs a tree (--in-root, --out-root)";
  if (C.NoRuntimeCopy && !C.EmitCMake)
    return "--no-runtime-copy is for --emit-cmake";
  if ((C.InPlace || C.Diff || C.tree()) && C.Output != "-")
    return "-o is for translating one file";
  return nullptr;
}

DriverOptions driverOptions(const CommandLine &C, const char *Argv0) {
  DriverOptions Opts;
  Opts.ShimDir = findShimDir(Argv0);
  Opts.DiagnosticComments = !C.NoComments;
  Opts.VerifyOutput = !C.NoVerify;
  Opts.Tuning.HeaderCacheDir = defaultHeaderCacheDir(); // AMP2HIP_CACHE_DIR
  Opts.Msvc = C.Msvc;
  for (const std::string &I : C.Includes)
    Opts.ExtraArgs.push_back("-I" + I);
  for (const std::string &D : C.Defines)
    Opts.ExtraArgs.push_back("-D" + D);
  Opts.ExtraArgs.insert(Opts.ExtraArgs.end(), C.ExtraArgs.begin(), C.ExtraArgs.end());
  return Opts;
}

/// Run the mode the command line picked.
ExitCode runMode(const CommandLine &C, const DriverOptions &Opts) {
  if (C.tree()) {
    TreeOptions T;
    T.InRoot = C.InRoot;
    T.OutRoot = C.OutRoot;
    T.BuildDir = C.BuildDir;
    T.Jobs = C.Jobs;
    T.EmitCMake = C.EmitCMake;
    T.CopyRuntime = !C.NoRuntimeCopy;
    T.Base = Opts;
    T.Solution = C.Solution;
    T.Projects = C.Projects;
    T.Config = C.Config;
    if (T.InRoot.empty()) // The solution's (or first project's) directory.
      T.InRoot = llvm::sys::path::parent_path(C.projects() && !C.Solution.empty() ? C.Solution
                                                                                 : C.Projects.front())
                     .str();
    if (T.InRoot.empty())
      T.InRoot = ".";
    return runTree(T);
  }
  if (C.InPlace)
    return runInPlace(C.Inputs, Opts);
  if (C.Diff)
    return runDiff(C.Inputs, Opts);
  return translateOne(C.Inputs.front(), C.Output, Opts);
}

ExitCode run(int argc, char **argv) {
  CLI::App App{"amp2hip: translate C++ AMP (amp.h) sources to HIP", "amp2hip"};
  CommandLine C;
  addOptions(App, C);
  try {
    App.parse(argc, argv);
  } catch (const CLI::Success &E) {
    App.exit(E);
    return ExitCode::Translated;
  } catch (const CLI::ParseError &E) {
    App.exit(E);
    return ExitCode::Usage;
  }
  if (C.PrintApiTable)
    return printToStdout(apiTableMarkdown());
  if (C.PrintApiOverloads)
    return printToStdout(apiOverloadsMarkdown());
  if (C.PrintDiagnostics)
    return printToStdout(diagnosticsMarkdown());
  if (C.PrintApiOverloadTest)
    return printToStdout(apiOverloadTestProgram());
  if (C.PrintWindowsTable)
    return printToStdout(windowsTableMarkdown() + "\n" + msvcFixesMarkdown());
  if (const char *Why = modeConflict(C)) {
    llvm::errs() << "amp2hip: " << Why << " (see --help)\n";
    return ExitCode::Usage;
  }
  return runMode(C, driverOptions(C, argv[0]));
}

} // namespace

int main(int argc, char **argv) {
  // Over a file-size limit, let the write fail (and be cleaned up and
  // reported) instead of being killed halfway through it.
  std::signal(SIGXFSZ, SIG_IGN);
  int Status = exitStatus(run(argc, argv));
  // A full or closed stderr must not turn the exit code into LLVM's.
  llvm::errs().flush();
  llvm::errs().clear_error();
  return Status;
}
