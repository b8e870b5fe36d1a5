//===- main.cpp - the amp2hip command line --------------------------------===//
//
// amp2hip IN.cpp [-o OUT.cpp]                translate one file
// amp2hip --in-root DIR --out-root DIR       migrate a tree
// amp2hip --in-place FILE...                 rewrite files, keeping backups
// amp2hip --diff FILE...                     show what would change
//
// Exit codes: 0 translated (warnings may have been printed); 1 the input uses
// AMP that cannot be translated (diagnostics say where); 2 the input does not
// parse or cannot be read/written; 3 bad command line.
//
//===----------------------------------------------------------------------===//
#include "ApiTable.h"
#include "Driver.h"
#include "HeaderTable.h"
#include "MsvcDialect.h"
#include "TreeMode.h"

#include "CLI/CLI.hpp"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <csignal>
#include <iostream>

using namespace amp2hip;

namespace {

void reportToolError(DiagID ID, std::vector<std::string> Args) {
  llvm::errs() << Diagnostic::make(ID, "", 0, 0, Args).str() << "\n";
}

int translateOne(const std::string &Input, const std::string &Output, const DriverOptions &Opts) {
  if (!llvm::sys::fs::is_regular_file(Input)) {
    reportToolError(DiagID::CannotReadFile, {Input, llvm::sys::fs::exists(Input) ? "not a regular file"
                                                                        : "no such file"});
    return 2;
  }
  FileResult R = translateFile(Input, Opts);
  printDiagnostics(R);
  if (!R.Parsed) {
    if (!R.Diags.hasErrors())
      reportToolError(DiagID::FileHasErrors, {Input});
    return 2;
  }
  if (R.Diags.hasErrors())
    return 1;
  if (Output == "-") {
    std::cout << R.Result.Output;
    std::cout.flush();
    return std::cout ? 0 : 2;
  }
  std::string Error;
  if (!writeFileAtomically(Output, R.Result.Output, Error)) {
    reportToolError(DiagID::CannotWriteFile, {Output, Error});
    return 2;
  }
  return 0;
}

} // namespace

int run(int argc, char **argv);

int main(int argc, char **argv) {
  // Over a file-size limit, let the write fail (and be cleaned up and
  // reported) instead of being killed halfway through it.
  std::signal(SIGXFSZ, SIG_IGN);
  int Status = run(argc, argv);
  // A full or closed stderr must not turn the exit code into LLVM's.
  llvm::errs().flush();
  llvm::errs().clear_error();
  return Status;
}

int run(int argc, char **argv) {
  CLI::App App{"amp2hip: translate C++ AMP (amp.h) sources to HIP", "amp2hip"};
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
      "\nExit codes: 0 translated, 1 untranslatable AMP (see diagnostics),\n"
      "2 input does not parse or I/O failed, 3 bad command line.");
  std::vector<std::string> Inputs;
  std::string Output = "-", InRoot, OutRoot, BuildDir;
  std::vector<std::string> Includes, Defines, ExtraArgs;
  unsigned Jobs = 0;
  bool InPlace = false, Diff = false, EmitCMake = false, NoComments = false;
  App.add_option("inputs", Inputs, "C++ AMP source files");
  App.add_option("-o,--output", Output, "Output file ('-' for standard output)");
  // One value per -I/-D (repeatable), so `-I dir file.cpp` keeps file.cpp.
  App.add_option("-I", Includes, "Add an include directory")->allow_extra_args(false)->take_all();
  App.add_option("-D", Defines, "Define a macro (NAME or NAME=VALUE)")->allow_extra_args(false)->take_all();
  // One value each, so `--extra-arg=-fX file.cpp` keeps file.cpp an input.
  App.add_option("--extra-arg", ExtraArgs, "Pass an argument to the parser (clang)")
      ->allow_extra_args(false)
      ->take_all();
  bool Msvc = false;
  App.add_flag("--msvc", Msvc,
               "Visual C++ sources: parse them as Visual C++ does (MSVC extensions and "
               "compatibility, delayed template parsing, the shim's amp2hip/msvc.h) and fix "
               "what g++, hipcc and nvcc reject (docs/windows.md)");
  auto *InRootOpt = App.add_option("--in-root", InRoot, "Tree mode: the tree to migrate");
  auto *OutRootOpt = App.add_option("--out-root", OutRoot, "Tree mode: where the result goes");
  App.add_option("-p", BuildDir, "Tree mode: directory with compile_commands.json");
  App.add_option("-j", Jobs, "Tree mode: files translated in parallel (default: all cores)");
  App.add_flag("--emit-cmake", EmitCMake,
               "Tree mode: write a CMakeLists.txt that builds the out-root (host or HIP)");
  App.add_flag("--no-diagnostic-comments", NoComments,
               "Do not write warnings into the output as comments");
  bool NoVerify = false;
  App.add_flag("--no-verify", NoVerify,
               "Do not parse the translation before calling it a success (faster)");
  App.add_flag("--in-place", InPlace, "Rewrite the files, keeping FILE.amp2hip.bak");
  App.add_flag("--diff", Diff, "Print a unified diff of what would change; write nothing");
  bool PrintApiTable = false, PrintWindowsTable = false;
  App.add_flag("--print-windows-table", PrintWindowsTable,
               "Print the Windows header and MSVC dialect table (docs/windows.md) and exit");
  App.add_flag("--print-api-table", PrintApiTable,
               "Print the AMP API table (docs/api-table.md) and exit");
  InRootOpt->needs(OutRootOpt);
  OutRootOpt->needs(InRootOpt);
  App.set_version_flag("--version", std::string("amp2hip ") + AMP2HIP_VERSION);
  try {
    App.parse(argc, argv);
  } catch (const CLI::Success &E) {
    return App.exit(E);
  } catch (const CLI::ParseError &E) {
    App.exit(E);
    return 3;
  }
  auto Usage = [&](const char *Why) {
    llvm::errs() << "amp2hip: " << Why << " (see --help)\n";
    return 3;
  };
  if (PrintApiTable) {
    std::cout << apiTableMarkdown();
    std::cout.flush();
    return std::cout ? 0 : 2;
  }
  if (PrintWindowsTable) {
    std::cout << windowsTableMarkdown() << "\n" << msvcFixesMarkdown();
    std::cout.flush();
    return std::cout ? 0 : 2;
  }
  bool Tree = !InRoot.empty();
  if (InPlace + Diff + Tree > 1)
    return Usage("--in-root, --in-place and --diff do not combine");
  if (Tree && !Inputs.empty())
    return Usage("tree mode takes no file arguments");
  if (!Tree && Inputs.empty())
    return Usage("no input files");
  if (!Tree && !InPlace && !Diff && Inputs.size() > 1)
    return Usage("several inputs need --in-place, --diff or a tree (--in-root)");
  if (EmitCMake && !Tree)
    return Usage("--emit-cmake needs a tree (--in-root, --out-root)");
  if ((InPlace || Diff || Tree) && Output != "-")
    return Usage("-o is for translating one file");

  DriverOptions Opts;
  Opts.ShimDir = findShimDir(argv[0]);
  Opts.DiagnosticComments = !NoComments;
  Opts.VerifyOutput = !NoVerify;
  Opts.Msvc = Msvc;
  for (const std::string &I : Includes)
    Opts.ExtraArgs.push_back("-I" + I);
  for (const std::string &D : Defines)
    Opts.ExtraArgs.push_back("-D" + D);
  Opts.ExtraArgs.insert(Opts.ExtraArgs.end(), ExtraArgs.begin(), ExtraArgs.end());

  if (Tree) {
    TreeOptions T;
    T.InRoot = InRoot;
    T.OutRoot = OutRoot;
    T.BuildDir = BuildDir;
    T.Jobs = Jobs;
    T.EmitCMake = EmitCMake;
    T.Base = Opts;
    return runTree(T);
  }
  if (InPlace)
    return runInPlace(Inputs, Opts);
  if (Diff)
    return runDiff(Inputs, Opts);
  return translateOne(Inputs.front(), Output, Opts);
}
