//===- main.cpp - the amp2hip command line --------------------------------===//
//
// amp2hip IN.cpp [-o OUT.cpp]: translate one C++ AMP source to HIP.
//
// Exit codes: 0 translated (warnings may have been printed); 1 the input uses
// AMP that cannot be translated (diagnostics say where); 2 the input does not
// parse or cannot be read/written; 3 bad command line.
//
//===----------------------------------------------------------------------===//
#include "Driver.h"

#include "CLI/CLI.hpp"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdio>
#include <fstream>
#include <iostream>

using namespace amp2hip;

namespace {

/// Write \p Data to \p Path atomically: a crash never leaves half a file.
bool writeAtomically(const std::string &Path, const std::string &Data, std::string &Error) {
  std::string Tmp = Path + ".amp2hip-tmp";
  {
    std::ofstream OS(Tmp, std::ios::binary | std::ios::trunc);
    if (!OS) {
      Error = "cannot create file";
      return false;
    }
    OS.write(Data.data(), Data.size());
    OS.flush();
    if (!OS) {
      Error = "write failed";
      OS.close();
      std::remove(Tmp.c_str());
      return false;
    }
  }
  if (std::rename(Tmp.c_str(), Path.c_str()) != 0) {
    Error = std::strerror(errno);
    std::remove(Tmp.c_str());
    return false;
  }
  return true;
}

} // namespace

int main(int argc, char **argv) {
  CLI::App App{"amp2hip: translate C++ AMP (amp.h) sources to HIP", "amp2hip"};
  App.footer("Examples:\n"
             "  amp2hip matmul.cpp -o matmul.hip.cpp   translate one file\n"
             "  amp2hip matmul.cpp                     print the translation\n"
             "  amp2hip -I include -DN=64 k.cpp -o -   with include paths and macros\n"
             "\nExit codes: 0 translated, 1 untranslatable AMP (see diagnostics),\n"
             "2 input does not parse or I/O failed, 3 bad command line.");
  std::string Input, Output = "-";
  std::vector<std::string> Includes, Defines, ExtraArgs;
  App.add_option("input", Input, "C++ AMP source file")->required();
  App.add_option("-o,--output", Output, "Output file ('-' for standard output)");
  App.add_option("-I", Includes, "Add an include directory")->take_all();
  App.add_option("-D", Defines, "Define a macro (NAME or NAME=VALUE)")->take_all();
  App.add_option("--extra-arg", ExtraArgs, "Pass an argument to the parser (clang)");
  App.set_version_flag("--version", std::string("amp2hip ") + AMP2HIP_VERSION);
  try {
    App.parse(argc, argv);
  } catch (const CLI::Success &E) {
    return App.exit(E);
  } catch (const CLI::ParseError &E) {
    App.exit(E);
    return 3;
  }

  DriverOptions Opts;
  Opts.ShimDir = findShimDir(argv[0]);
  for (const std::string &I : Includes)
    Opts.ExtraArgs.push_back("-I" + I);
  for (const std::string &D : Defines)
    Opts.ExtraArgs.push_back("-D" + D);
  Opts.ExtraArgs.insert(Opts.ExtraArgs.end(), ExtraArgs.begin(), ExtraArgs.end());

  if (!llvm::sys::fs::exists(Input)) {
    Diagnostic D{DiagID::D3001, Severity::Error, "", 0, 0,
                 formatMessage(diagInfo(DiagID::D3001).Format, {Input, "no such file"})};
    llvm::errs() << D.str() << "\n";
    return 2;
  }
  FileResult R = translateFile(Input, Opts);
  for (const Diagnostic &D : R.Diags.diagnostics())
    llvm::errs() << D.str() << "\n";
  if (!R.Parsed) {
    if (!R.Diags.hasErrors()) {
      Diagnostic D{DiagID::D3003, Severity::Error, "", 0, 0,
                   formatMessage(diagInfo(DiagID::D3003).Format, {Input})};
      llvm::errs() << D.str() << "\n";
    }
    return 2;
  }
  if (R.Diags.hasErrors())
    return 1;
  if (Output == "-") {
    std::cout << R.Result.Output;
    return 0;
  }
  std::string Error;
  if (!writeAtomically(Output, R.Result.Output, Error)) {
    Diagnostic D{DiagID::D3002, Severity::Error, "", 0, 0,
                 formatMessage(diagInfo(DiagID::D3002).Format, {Output, Error})};
    llvm::errs() << D.str() << "\n";
    return 2;
  }
  return 0;
}
