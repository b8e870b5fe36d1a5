//===- TreeWalk.cpp -------------------------------------------------------===//
#include "TreeWalk.h"
#include "CSourceSymbols.h"
#include "CompileCommands.h"
#include "HeaderUnits.h"
#include "FileIO.h"
#include "UnifiedDiff.h"
#include "UnityBuilds.h"

#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <mutex>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace llvm;

namespace amp2hip {

std::vector<TreeFile> listTree(const std::string &InReal, const std::string &OutReal) {
  std::vector<TreeFile> Files;
  std::error_code EC;
  fs::recursive_directory_iterator It(InReal, fs::directory_options::skip_permission_denied, EC),
      End;
  for (; It != End; It.increment(EC)) {
    if (EC) {
      reportFileError(DiagID::TreeWalkFailed, {InReal, EC.message()});
      break;
    }
    const fs::path &P = It->path();
    if (It->is_directory()) {
      // Never walk into the output tree, or through directory links (loops).
      if (realPath(P.string()) == OutReal || It->is_symlink())
        It.disable_recursion_pending();
      continue;
    }
    if (!It->is_regular_file())
      continue;
    TreeFile F;
    F.Rel = fs::relative(P, InReal).generic_string();
    F.Kind = classifyPath(P.string());
    Files.push_back(std::move(F));
  }
  std::sort(Files.begin(), Files.end(),
            [](const TreeFile &A, const TreeFile &B) { return A.Rel < B.Rel; });
  return Files;
}

namespace {

/// "[3/10] src/a.cpp" on one line of a terminal, rewritten as files finish.
class Progress {
public:
  explicit Progress(size_t Total) : Total(Total), Tty(isatty(STDERR_FILENO)) {}
  ~Progress() {
    if (Tty && Total)
      errs() << "\r\033[K";
  }
  void finished(const std::string &Rel) {
    size_t N = ++Done;
    if (!Tty)
      return;
    std::lock_guard<std::mutex> Lock(Mutex);
    errs() << "\r\033[K[" << N << "/" << Total << "] " << Rel;
  }

private:
  size_t Total;
  bool Tty;
  std::atomic<size_t> Done{0};
  std::mutex Mutex;
};

} // namespace

SourceArgs defaultSourceArgs(const std::string &InReal,
                             const clang::tooling::CompilationDatabase *DB) {
  return [InReal, DB](const std::string &Path, const std::vector<std::string> &User) {
    std::vector<std::string> Args = {"-I" + InReal};
    Args.insert(Args.end(), User.begin(), User.end());
    if (DB) {
      std::vector<std::string> Flags = parseFlagsFor(*DB, Path);
      Args.insert(Args.end(), Flags.begin(), Flags.end());
    }
    return Args;
  };
}

void forEachOnThreads(size_t Count, unsigned Jobs, const std::function<void(size_t)> &Each) {
  if (!Jobs)
    Jobs = std::max(1u, std::thread::hardware_concurrency());
  std::atomic<size_t> Next{0};
  auto Worker = [&] {
    for (size_t K; (K = Next++) < Count;)
      Each(K);
  };
  std::vector<std::thread> Pool;
  for (unsigned J = 1; J < std::min<size_t>(Jobs, Count); ++J)
    Pool.emplace_back(Worker);
  Worker();
  for (std::thread &T : Pool)
    T.join();
}

namespace {

/// Translate the sources \p Which of \p Files into their slots of \p Results.
void translateSome(std::vector<TreeFile> &Files, const std::vector<size_t> &Which,
                   const std::string &InReal, const DriverOptions &Base, unsigned Jobs,
                   const SourceArgs &Args, std::vector<FileResult> &Results) {
  Progress Shown(Which.size());
  forEachOnThreads(Which.size(), Jobs, [&](size_t K) {
    TreeFile &F = Files[Which[K]];
    std::string Path = InReal + "/" + F.Rel;
    DriverOptions DO = Base;
    DO.TreeRoot = InReal;
    DO.ExtraArgs = Args(Path, Base.ExtraArgs);
    auto T0 = std::chrono::steady_clock::now();
    if (F.Kind == FileKind::CSource) // Copied: only its symbols are needed.
      F.LinkKnown = cSourceSymbols(Path, DO.ExtraArgs, F.Link);
    else
      Results[Which[K]] = translateFile(Path, DO);
    F.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - T0).count();
    Shown.finished(F.Rel);
  });
}

} // namespace

std::vector<FileResult> translateSources(std::vector<TreeFile> &Files, const std::string &InReal,
                                         const DriverOptions &Base, unsigned Jobs,
                                         const SourceArgs &Args) {
  std::vector<std::string> Names;
  for (const TreeFile &F : Files)
    if (F.Kind == FileKind::Source)
      Names.push_back(F.Rel);
  std::set<std::string> MaybeParts = likelyUnityParts(InReal, Names);
  std::vector<size_t> First, Last;
  for (size_t I = 0; I < Files.size(); ++I)
    if ((Files[I].Kind == FileKind::Source || Files[I].Kind == FileKind::CSource) &&
        Files[I].Compiled)
      (MaybeParts.count(Files[I].Rel) ? Last : First).push_back(I);
  // Each result lands in its own slot, so the order of completion is moot.
  std::vector<FileResult> Results(Files.size());
  translateSome(Files, First, InReal, Base, Jobs, Args, Results);
  // A part that an includer's translation covered is written from there.
  std::set<std::string> Covered;
  for (size_t I : First)
    if (exitCodeOf(Results[I]) == ExitCode::Translated)
      Covered.insert(Results[I].Result.ScopeFiles.begin(), Results[I].Result.ScopeFiles.end());
  std::vector<size_t> Alone;
  for (size_t I : Last) {
    if (Covered.count(realPath(InReal + "/" + Files[I].Rel)))
      Files[I].Compiled = false;
    else
      Alone.push_back(I);
  }
  translateSome(Files, Alone, InReal, Base, Jobs, Args, Results);
  translateHeaderUnits(Files, InReal, Base, Jobs, Args, Results);
  return Results;
}

HeaderTranslations collectHeaders(const std::vector<TreeFile> &Files,
                                  const std::vector<FileResult> &Results) {
  HeaderTranslations H;
  // The sources that translated first, then those that stopped at a
  // Windows-only header (only their headers translated: a whole parse saw
  // more of a header, its template instantiations), then the headers
  // translated on their own.
  std::vector<size_t> Order;
  for (bool HeadersOnly : {false, true})
    for (size_t I = 0; I < Files.size(); ++I)
      if (Files[I].Kind == FileKind::Source && Results[I].HeadersOnly == HeadersOnly)
        Order.push_back(I);
  for (size_t I = 0; I < Files.size(); ++I)
    if (Files[I].Kind == FileKind::Header && Files[I].OwnUnit)
      Order.push_back(I);
  for (size_t I : Order) {
    const FileResult &R = Results[I];
    // A source with a Windows-only header is not written, but the local
    // headers it includes are translated (from its #include lines).
    const TranslationResult *T = R.Parsed && !R.Diags.hasErrors() ? &R.Result
                                 : R.HeadersOnly                  ? &R.IncludedHeaders
                                                                  : nullptr;
    if (!T)
      continue;
    H.Included.insert(T->ScopeFiles.begin(), T->ScopeFiles.end());
    for (const std::string &Scope : T->ScopeFiles)
      H.IncludedBy.emplace(Scope, Files[I].Rel);
    for (const auto &Header : T->Headers)
      if (H.Output.emplace(Header.first, Header.second).second) {
        auto C = T->HeaderCounts.find(Header.first);
        if (C != T->HeaderCounts.end())
          H.Counts[Header.first] = C->second;
      }
  }
  return H;
}

namespace {

/// The reason class of a failed source and its first error.
void recordFailure(TreeFile &F, const FileResult &R) {
  bool WindowsOnly = llvm::any_of(R.Diags.diagnostics(), [](const Diagnostic &D) {
    return D.ID == DiagID::WindowsOnlyHeader;
  });
  if (!R.Parsed && !WindowsOnly) { // else the 4003 below is the reason
    F.FailureClass = "does not parse";
    for (StringRef Line : llvm::split(StringRef(R.ClangOutput), '\n'))
      if (Line.contains("error: ")) {
        F.FirstError = Line.str();
        break;
      }
    return;
  }
  static const char *const Classes[] = {"untranslatable AMP", "rejected by AMP's rules",
                                        "translation does not compile",
                                        "Visual C++ or Windows code"};
  for (const Diagnostic &D : R.Diags.diagnostics())
    if (D.Sev == Severity::Error) {
      unsigned Thousands = static_cast<unsigned>(D.ID) / 1000;
      F.FailureClass = Thousands >= 1 && Thousands <= 4 ? Classes[Thousands - 1] : "error";
      F.FirstError = D.str();
      return;
    }
  F.FailureClass = "untranslatable AMP";
}

ExitCode settleSource(TreeFile &F, const FileResult &R) {
  printDiagnostics(R);
  bool WindowsOnly = false;
  for (const Diagnostic &D : R.Diags.diagnostics()) {
    ++F.DiagCounts["amp2hip-" + std::to_string(static_cast<unsigned>(D.ID))];
    WindowsOnly |= D.ID == DiagID::WindowsOnlyHeader || D.ID == DiagID::Direct3DUse;
  }
  ExitCode Code = exitCodeOf(R);
  // A source that stopped at a header only Windows has is named (4003) and
  // fails as one with AMP does: what it needs is known, not the flags.
  if (!R.Parsed && !WindowsOnly && !mentionsAmp(F.Input, AmpEvidence::AnyName)) {
    // A plain C++ source the flags at hand do not parse (a project header
    // only its build knows, a platform's API): it is the user's as it is,
    // so the out-root keeps it rather than losing it.
    reportFileError(DiagID::NonAmpSourceCopied, {F.Rel});
    ++F.DiagCounts["amp2hip-" +
                   std::to_string(static_cast<unsigned>(DiagID::NonAmpSourceCopied))];
    F.Status = FileStatus::Copied;
    return ExitCode::Translated;
  }
  if (Code != ExitCode::Translated) {
    F.Status = FileStatus::Failed;
    F.Write = false;
    recordFailure(F, R);
    errs() << "amp2hip: " << F.Rel << " "
           << (R.Parsed      ? "uses AMP that cannot be translated"
               : WindowsOnly ? "includes what only Windows has"
                             : "does not parse")
           << "; not written\n";
    return Code;
  }
  F.Output = R.Result.Output;
  F.Counts = R.Result.Counts;
  F.Link = R.Result.Link;
  F.LinkKnown = true;
  F.Status = R.Result.Changed ? FileStatus::Translated : FileStatus::Unchanged;
  return ExitCode::Translated;
}

/// A header: its first translation (a source's, or its own unit's), or as
/// it was when a translation included it unchanged; else untranslated when
/// it uses AMP (its own unit failed: that failure's exit code), or copied.
ExitCode settleHeader(TreeFile &F, const HeaderTranslations &Headers, const std::string &InPath,
                      const FileResult &Unit) {
  std::string Real = realPath(InPath);
  auto H = Headers.Output.find(Real);
  if (H != Headers.Output.end()) {
    F.Output = H->second;
    F.Counts = Headers.Counts.at(H->first);
    F.Status = FileStatus::Translated;
  } else if (Headers.Included.count(Real)) {
    F.Status = FileStatus::Unchanged;
  } else if (mentionsAmp(F.Input)) {
    // Counted here, said once for all such headers (settleFiles).
    F.Status = FileStatus::Untranslated;
    ++F.DiagCounts["amp2hip-" +
                   std::to_string(static_cast<unsigned>(DiagID::AmpHeaderNotIncluded))];
    if (F.OwnUnit)
      return reportFailedUnit(F, Unit);
  }
  return ExitCode::Translated;
}

/// A source that is not translated on its own: written from the first
/// includer's translation (a unity build's part), or copied.
void settleFromIncluder(TreeFile &F, const HeaderTranslations &Headers, const std::string &InPath) {
  std::string Real = realPath(InPath);
  auto By = Headers.IncludedBy.find(Real);
  if (By == Headers.IncludedBy.end()) {
    F.Status = FileStatus::Copied;
    return;
  }
  F.IncludedBy = By->second;
  F.Reason.clear();
  auto H = Headers.Output.find(Real);
  if (H == Headers.Output.end()) {
    F.Status = FileStatus::Unchanged;
    return;
  }
  F.Output = H->second;
  auto C = Headers.Counts.find(H->first);
  if (C != Headers.Counts.end())
    F.Counts = C->second;
  F.Status = FileStatus::Translated;
}

/// One line for every header that uses AMP and that neither a translated
/// source nor its own unit (HeaderUnits.h) translated; whether there is one
/// (then the output that includes them does not build: not exit 0).
bool reportUntranslatedHeaders(const std::vector<TreeFile> &Files) {
  std::string Names;
  unsigned Count = 0;
  for (const TreeFile &F : Files)
    if (F.Status == FileStatus::Untranslated) {
      Names += (Count++ ? ", " : "") + F.Rel;
    }
  if (Count)
    reportFileError(DiagID::AmpHeadersNotIncluded, {std::to_string(Count), Names});
  return Count != 0;
}

} // namespace

ExitCode settleFiles(std::vector<TreeFile> &Files, const std::vector<FileResult> &Results,
                     const HeaderTranslations &Headers, const std::string &InReal) {
  ExitCode Exit = ExitCode::Translated;
  for (size_t I = 0; I < Files.size(); ++I) {
    TreeFile &F = Files[I];
    std::string InPath = InReal + "/" + F.Rel;
    std::string Error;
    if (!readFile(InPath, F.Input, Error)) {
      reportFileError(DiagID::CannotReadFile, {InPath, Error});
      F.FailureClass = "cannot read";
      F.FirstError = Error;
      F.Status = FileStatus::Failed;
      F.Write = false;
      worsen(Exit, ExitCode::InputError);
      continue;
    }
    F.Output = F.Input;
    if (F.Kind == FileKind::Source && !F.Compiled) {
      settleFromIncluder(F, Headers, InPath);
    } else if (F.Kind == FileKind::Source) {
      ExitCode Code = settleSource(F, Results[I]);
      worsen(Exit, Code);
      if (Code != ExitCode::Translated)
        continue;
    } else if (F.Kind == FileKind::Header) {
      worsen(Exit, settleHeader(F, Headers, InPath, Results[I]));
    }
    F.LinesChanged = linesChanged(F.Input, F.Output);
  }
  if (reportUntranslatedHeaders(Files))
    worsen(Exit, ExitCode::Untranslatable);
  return Exit;
}

} // namespace amp2hip
