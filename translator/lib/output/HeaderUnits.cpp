//===- HeaderUnits.cpp ----------------------------------------------------===//
#include "HeaderUnits.h"
#include "FileIO.h"

#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

using namespace llvm;

namespace amp2hip {

std::string headerUnitSource(const std::string &HeaderReal, bool WithAmpPrelude) {
  std::string Code = "// amp2hip: the header translated on its own\n";
  if (WithAmpPrelude)
    Code += "#include <amp.h>\nusing namespace concurrency;\n";
  // A file name in an #include has no escapes: a path with a quote in it
  // goes between angle brackets (an absolute path finds its file either way).
  if (HeaderReal.find('"') != std::string::npos)
    return Code + "#include <" + HeaderReal + ">\n";
  return Code + "#include \"" + HeaderReal + "\"\n";
}

namespace {

/// The header at \p Real translated through a generated source next to it
/// (a name no file has; the driver reads it from memory); with the <amp.h>
/// prelude when it does not parse without.
FileResult translateUnit(const std::string &Real, const std::string &InReal,
                         const DriverOptions &Base, const SourceArgs &Args) {
  std::string Path = Real + ".amp2hip-unit.cpp";
  DriverOptions DO = Base;
  DO.TreeRoot = InReal;
  // The header's own flags (its compile command's neighbour, its project).
  DO.ExtraArgs = Args(Real, Base.ExtraArgs);
  std::string Code = headerUnitSource(Real, false);
  FileResult R = translateFile(Path, DO, &Code);
  if (R.Parsed)
    return R;
  Code = headerUnitSource(Real, true);
  FileResult Again = translateFile(Path, DO, &Code);
  return Again.Parsed ? std::move(Again) : std::move(R);
}

/// Why a unit failed and its first error, on the header's TreeFile.
void recordUnitFailure(TreeFile &F, const FileResult &R) {
  F.FailureClass = R.Parsed ? "untranslatable AMP" : "does not parse on its own";
  for (const Diagnostic &D : R.Diags.diagnostics())
    if (D.Sev == Severity::Error) {
      F.FirstError = D.str();
      return;
    }
  for (StringRef Line : split(StringRef(R.ClangOutput), '\n'))
    if (Line.contains("error: ")) {
      F.FirstError = Line.str();
      return;
    }
}

} // namespace

void translateHeaderUnits(std::vector<TreeFile> &Files, const std::string &InReal,
                          const DriverOptions &Base, unsigned Jobs, const SourceArgs &Args,
                          std::vector<FileResult> &Results) {
  HeaderTranslations Done = collectHeaders(Files, Results);
  std::vector<size_t> Which;
  for (size_t I = 0; I < Files.size(); ++I) {
    if (Files[I].Kind != FileKind::Header)
      continue;
    std::string Real = realPath(InReal + "/" + Files[I].Rel), Text, Error;
    // A header that a source included and left as it was may still hold
    // AMP code that source did not reach: its own unit decides (where the
    // unit fails, the source's view stands: settleHeader).
    if (Done.Output.count(Real) || !readFile(Real, Text, Error) || !mentionsAmp(Text))
      continue;
    Files[I].OwnUnit = true;
    Which.push_back(I);
  }
  forEachOnThreads(Which.size(), Jobs, [&](size_t K) {
    TreeFile &F = Files[Which[K]];
    auto T0 = std::chrono::steady_clock::now();
    Results[Which[K]] = translateUnit(realPath(InReal + "/" + F.Rel), InReal, Base, Args);
    F.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - T0).count();
  });
}

ExitCode reportFailedUnit(TreeFile &F, const FileResult &R) {
  printDiagnostics(R);
  recordUnitFailure(F, R);
  errs() << "amp2hip: " << F.Rel << " "
         << (R.Parsed ? "uses AMP that cannot be translated" : "does not parse on its own")
         << "; copied unchanged\n";
  return exitCodeOf(R);
}

} // namespace amp2hip
