//===- FileModes.cpp ------------------------------------------------------===//
#include "FileModes.h"
#include "FileIO.h"
#include "UnifiedDiff.h"

#include "llvm/Support/raw_ostream.h"
#include <filesystem>

namespace fs = std::filesystem;
using namespace llvm;

namespace amp2hip {

namespace {

/// Read \p File and translate it; Translated when both worked, else the
/// exit code (the problem is already reported).
ExitCode readAndTranslate(const std::string &File, const DriverOptions &Opts,
                          std::string &Original, FileResult &R) {
  std::string Error;
  if (!readFile(File, Original, Error)) {
    reportFileError(DiagID::CannotReadFile, {File, Error});
    return ExitCode::InputError;
  }
  R = translateFile(File, Opts);
  printDiagnostics(R);
  return exitCodeOf(R);
}

/// Rewrite \p File with \p Translated, keeping the first original as
/// FILE.amp2hip.bak (a backup is never overwritten).
ExitCode replaceKeepingBackup(const std::string &File, const std::string &Original,
                              const std::string &Translated) {
  std::string Backup = File + ".amp2hip.bak", Error;
  if (!fs::exists(Backup) && !writeFileAtomically(Backup, Original, Error)) {
    reportFileError(DiagID::CannotWriteFile, {Backup, Error});
    return ExitCode::InputError;
  }
  if (!writeFileAtomically(File, Translated, Error)) {
    reportFileError(DiagID::CannotWriteFile, {File, Error});
    return ExitCode::InputError;
  }
  errs() << "amp2hip: translated " << File << " (original in " << Backup << ")\n";
  return ExitCode::Translated;
}

/// Read and translate each file; \p Use gets each one that translated
/// (File, its original text, the result). The worst code over all.
template <typename Fn>
ExitCode forEachTranslation(const std::vector<std::string> &Files, const DriverOptions &Opts,
                            Fn Use) {
  ExitCode Exit = ExitCode::Translated;
  for (const std::string &File : Files) {
    std::string Original;
    FileResult R;
    ExitCode Code = readAndTranslate(File, Opts, Original, R);
    if (Code == ExitCode::Translated)
      Code = Use(File, Original, R.Result);
    worsen(Exit, Code);
  }
  return Exit;
}

} // namespace

ExitCode runInPlace(const std::vector<std::string> &Files, const DriverOptions &Opts) {
  return forEachTranslation(Files, Opts, [](const std::string &File, const std::string &Original,
                                            const TranslationResult &T) {
    if (!T.Changed || T.Output == Original) {
      errs() << "amp2hip: " << File << ": nothing to translate; left alone\n";
      return ExitCode::Translated;
    }
    return replaceKeepingBackup(File, Original, T.Output);
  });
}

ExitCode runDiff(const std::vector<std::string> &Files, const DriverOptions &Opts) {
  ExitCode Exit = forEachTranslation(Files, Opts, [](const std::string &File,
                                                     const std::string &Original,
                                                     const TranslationResult &T) {
    // git-style a/ b/ prefixes for relative paths; absolute ones as they are.
    bool Rel = !File.empty() && File[0] != '/';
    outs() << unifiedDiff(Original, T.Output, Rel ? "a/" + File : File, Rel ? "b/" + File : File);
    return ExitCode::Translated;
  });
  outs().flush();
  return Exit;
}

} // namespace amp2hip
