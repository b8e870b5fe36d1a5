//===- Driver.cpp ---------------------------------------------------------===//
#include "Driver.h"
#include "MacroExpansion.h"
#include "Rewrites.h"
#include "DelayedTemplates.h"
#include "DiagnosticRouter.h"
#include "HeaderCache.h"
#include "IncludeLines.h"
#include "MsvcDialect.h"
#include "MsvcLayerRecorder.h"
#include "OutputCheck.h"
#include "RestrictRecorder.h"
#include "StackGuard.h"
#include "WindowsPaths.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The text of the input: \p Code, or the file's.
std::string inputText(const std::string &Path, const std::string *Code) {
  if (Code)
    return *Code;
  auto Buf = llvm::MemoryBuffer::getFile(Path);
  return Buf ? (*Buf)->getBuffer().str() : "";
}

/// What one parse needs besides the options.
struct ParseContext {
  const DriverOptions &Opts;
  std::string ShimReal;
  /// Fixes made in earlier passes, reported (amp2hip-4001) where they are.
  const std::vector<MsvcFix> &Applied;
};

/// Hands the parsed translation unit (when clang reported no error) to a
/// handler: the translation, or a test's look at the model.
class UnitConsumer : public ASTConsumer {
public:
  UnitConsumer(CompilerInstance &CI, PreprocessorFacts &Facts, const ParseContext &PC,
               DiagnosticSink &Diags, const ParsedUnitHandler &Handle, DiagnosticRouter *Router)
      : CI(CI), Facts(Facts), PC(PC), Diags(Diags), Handle(Handle), Router(Router) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (CI.hasSema())
      parseDelayedTemplates(CI.getSema());
    if (Router) { // the fixes that need the AST
      Router->resolveDependentBaseMembers(&Ctx);
      Router->declareLateBoundCalls(Ctx);
      Router->matchPartialSpecializationTypes(Ctx);
    }
    reportAppliedFixes(Ctx.getSourceManager());
    if (CI.getDiagnostics().hasErrorOccurred())
      return;
    TranslationScope Scope(Ctx.getSourceManager(), PC.Opts.TreeRoot, PC.ShimReal);
    Handle(Ctx, Facts, Scope);
  }

private:
  void reportAppliedFixes(SourceManager &SM) {
    for (const MsvcFix &F : PC.Applied) {
      auto FE = SM.getFileManager().getFile(F.File);
      FileID ID = FE ? SM.translateFile(*FE) : FileID();
      SourceLocation Loc = ID.isValid() ? SM.translateLineCol(ID, F.Line, F.Column) : SourceLocation();
      if (Loc.isValid())
        Diags.report(DiagID::MsvcFixApplied, SM, Loc, {F.Message, describeMsvcFix(F)});
      else
        Diags.report(DiagID::MsvcFixApplied, F.File, F.Line, F.Column,
                     {F.Message, describeMsvcFix(F)});
    }
  }

  CompilerInstance &CI;
  PreprocessorFacts &Facts;
  const ParseContext &PC;
  DiagnosticSink &Diags;
  const ParsedUnitHandler &Handle;
  DiagnosticRouter *Router;
};

/// Where a parse was when it ran out of stack (StackGuard.h): the last
/// token clang lexed, and whether the translation had begun.
struct ParseProgress {
  const SourceManager *SM = nullptr;
  SourceLocation LastToken;
  bool Translating = false;
  DiagnosticRouter *Router = nullptr; ///< The parse's (Visual C++ fixes).
};

class UnitAction : public ASTFrontendAction {
public:
  UnitAction(const ParseContext &PC, DiagnosticSink &Diags, const ParsedUnitHandler &Handle,
             ParseProgress &Progress)
      : PC(PC), Diags(Diags), Handle(Handle), Progress(Progress) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    Progress.SM = &CI.getSourceManager();
    // Every token is also a point where the parse holds no lock, so it
    // may be abandoned there if clang's parser is recursing without end.
    CI.getPreprocessor().setTokenWatcher([&P = Progress](const Token &T) {
      P.LastToken = T.getLocation();
      stackCheckpoint();
    });
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<RestrictRecorder>(CI.getPreprocessor(), Facts));
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<MsvcLayerRecorder>(CI.getPreprocessor(), Facts));
    return std::make_unique<UnitConsumer>(CI, Facts, PC, Diags, Handle, Progress.Router);
  }

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    if (PC.Opts.Tuning.BeforeParse)
      PC.Opts.Tuning.BeforeParse(CI);
    return true;
  }

  void EndSourceFileAction() override {
    // Also when the file did not parse: a Windows-only header is missing here.
    CompilerInstance &CI = getCompilerInstance();
    if (CI.hasSourceManager()) {
      TranslationScope Scope(CI.getSourceManager(), PC.Opts.TreeRoot, PC.ShimReal);
      reportWindowsOnlyHeaders(Facts, CI.getSourceManager(), Scope, Diags);
    }
  }

private:
  const ParseContext &PC;
  DiagnosticSink &Diags;
  const ParsedUnitHandler &Handle;
  ParseProgress &Progress;
  PreprocessorFacts Facts;
};

class UnitActionFactory : public tooling::FrontendActionFactory {
public:
  UnitActionFactory(const ParseContext &PC, DiagnosticSink &Diags, const ParsedUnitHandler &Handle,
                    ParseProgress &Progress)
      : PC(PC), Diags(Diags), Handle(Handle), Progress(Progress) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<UnitAction>(PC, Diags, Handle, Progress);
  }

private:
  const ParseContext &PC;
  DiagnosticSink &Diags;
  const ParsedUnitHandler &Handle;
  ParseProgress &Progress;
};

/// What one parse found besides the translation unit.
struct ParseOutcome {
  bool Parsed = false;
  std::vector<MsvcFix> Found;      ///< Visual C++ leniency clang reported.
  bool StoppedAtWindowsOnly = false;
};

/// amp2hip-3013 at the last token clang lexed before the parse of \p Path
/// ran out of stack.
void reportOutOfStack(const std::string &Path, const ParseProgress &Progress, DiagnosticSink &Diags) {
  std::string Phase = Progress.Translating ? "translated" : "parsed";
  PresumedLoc P = Progress.SM && Progress.LastToken.isValid()
                      ? Progress.SM->getPresumedLoc(Progress.SM->getExpansionLoc(Progress.LastToken))
                      : PresumedLoc();
  if (P.isValid())
    Diags.report(DiagID::OutOfStack, P.getFilename(), P.getLine(), P.getColumn(), {Path, Phase});
  else
    Diags.report(DiagID::OutOfStack, Path, 1, 1, {Path, Phase});
}

/// clang's "N errors generated." line, which the parse keeps with the
/// file's other clang output (-fno-caret-diagnostics stops clang printing it
/// straight to stderr, where a parse redone without a PCH could not take it
/// back).
std::string diagnosticStats(unsigned Warnings, unsigned Errors) {
  if (!Warnings && !Errors)
    return "";
  std::string S;
  if (Warnings)
    S += std::to_string(Warnings) + (Warnings == 1 ? " warning" : " warnings");
  if (Warnings && Errors)
    S += " and ";
  if (Errors)
    S += std::to_string(Errors) + (Errors == 1 ? " error" : " errors");
  return S + " generated.\n";
}

/// One run of clang over \p Path with \p Args (see parseOnce).
ParseOutcome runParse(const std::string &Path, const ParseContext &PC,
                      const std::map<std::string, std::string> &Files,
                      const std::vector<std::string> &Args, const ParsedUnitHandler &Handle,
                      std::string &ClangOutput, DiagnosticSink &Diags) {
  ParseOutcome R;
  tooling::FixedCompilationDatabase DB(".", Args);
  // Visual Studio code includes "Helpers\Timer.h" and Timer.H for timer.h:
  // lookups that fail are retried the Windows way, over the texts parsed in
  // place of headers (WindowsPaths.h: windowsLookupOver).
  std::string Main = realPath(Path);
  tooling::ClangTool Tool(DB, {Path}, std::make_shared<PCHContainerOperations>(),
                          windowsLookupOver(Files, Main));
  Tool.clearArgumentsAdjusters(); // Our arguments are complete as they are.
  for (const auto &[File, Text] : Files)
    if (File == Main || !llvm::sys::path::is_absolute(File))
      Tool.mapVirtualFile(File == Main ? Path : File, Text); // as the user spelled it
  // clang's diagnostics are kept per file, so parallel translations do not
  // interleave them.
  llvm::raw_string_ostream ClangOS(ClangOutput);
  IntrusiveRefCntPtr<DiagnosticOptions> DiagOpts = new DiagnosticOptions();
  TextDiagnosticPrinter Printer(ClangOS, DiagOpts.get());
  DiagnosticRouter Router(Printer, PC.Opts.TreeRoot, PC.ShimReal);
  Router.reset(&Diags);
  Tool.setDiagnosticConsumer(&Router);
  Tool.setPrintErrorMessage(false);
  bool Handled = false;
  ParseProgress Progress;
  Progress.Router = &Router;
  ParsedUnitHandler Once = [&](ASTContext &Ctx, const PreprocessorFacts &PP,
                               const TranslationScope &Scope) {
    Handled = true;
    Progress.Translating = true;
    Handle(Ctx, PP, Scope);
  };
  UnitActionFactory Factory(PC, Diags, Once, Progress);
  int Status = 1;
  if (runStackGuarded([&] { Status = Tool.run(&Factory); }) != StackOutcome::Finished) {
    reportOutOfStack(Path, Progress, Diags);
    ClangOS.flush();
    return R; // what the abandoned parse found is not to be acted on
  }
  // Non-zero also when clang rejected its arguments before parsing anything.
  R.Parsed = Status == 0 && Handled;
  ClangOS << diagnosticStats(Router.getNumWarnings(), Router.getNumErrors());
  ClangOS.flush();
  R.Found = Router.fixes();
  R.StoppedAtWindowsOnly = Router.stoppedAtWindowsOnlyHeader();
  return R;
}

/// One parse of \p Path, with \p Files (real path -> text) in place of what
/// is on disk; a translation unit that parsed goes to \p Handle. <amp.h>
/// (or <amp2hip/amp.h>, in a translation translated again) comes
/// precompiled from the header cache when the input allows it
/// (HeaderCache.h); a PCH clang rejects is dropped and the parse redone.
ParseOutcome parseOnce(const std::string &Path, const ParseContext &PC,
                       const std::map<std::string, std::string> &Files,
                       const ParsedUnitHandler &Handle, std::string &ClangOutput,
                       DiagnosticSink &Diags) {
  std::vector<std::string> Args = parseArguments(PC.Opts);
  const ParseTuning &T = PC.Opts.Tuning;
  Args.insert(Args.end(), T.TranslateArgs.begin(), T.TranslateArgs.end());
  std::string Pch;
  if (T.TranslateArgs.empty() && !T.HeaderCacheDir.empty()) {
    auto Mapped = Files.find(realPath(Path));
    std::string Text = Mapped != Files.end() ? Mapped->second : inputText(Path, nullptr);
    // An AMP source, or amp2hip's own output translated again (the shim's
    // header first): each gets the PCH of the header it begins with.
    for (const char *Header : {"amp.h", "amp2hip/amp.h"})
      if (beginsWithInclude(Text, Header)) {
        Pch = precompiledHeader(T.HeaderCacheDir, Header, Args);
        break;
      }
  }
  if (Pch.empty())
    return runParse(Path, PC, Files, Args, Handle, ClangOutput, Diags);
  std::vector<std::string> WithPch = Args;
  WithPch.insert(WithPch.end(), {"-include-pch", Pch});
  DiagnosticSink Before = Diags;
  size_t Mark = ClangOutput.size();
  ParseOutcome R = runParse(Path, PC, Files, WithPch, Handle, ClangOutput, Diags);
  if (R.Parsed || !rejectsPch(llvm::StringRef(ClangOutput).drop_front(Mark), Pch))
    return R;
  forgetPrecompiledHeader(Pch);
  Diags = Before;
  ClangOutput.resize(Mark);
  return runParse(Path, PC, Files, Args, Handle, ClangOutput, Diags);
}

/// One parse and translation.
FileResult translateOnce(const std::string &Path, const ParseContext &PC,
                         const std::map<std::string, std::string> &Files,
                         std::vector<MsvcFix> &Found, bool &StoppedAtWindowsOnly,
                         bool ExpandMacros = false) {
  FileResult Out;
  ParseOutcome R = parseOnce(
      Path, PC, Files,
      [&](ASTContext &Ctx, const PreprocessorFacts &PP, const TranslationScope &Scope) {
        Out.Result = translateAST(Ctx, PP, Out.Diags, Scope, PC.Opts.DiagnosticComments,
                                  ExpandMacros);
      },
      Out.ClangOutput, Out.Diags);
  Out.Parsed = R.Parsed;
  Found = std::move(R.Found);
  StoppedAtWindowsOnly = R.StoppedAtWindowsOnly;
  return Out;
}

} // namespace

ExitCode exitCodeOf(const FileResult &R) {
  if (!R.Parsed)
    return ExitCode::InputError;
  return R.Diags.hasErrors() ? ExitCode::Untranslatable : ExitCode::Translated;
}

void printDiagnostics(const FileResult &R) {
  std::string Text = R.ClangOutput;
  for (const Diagnostic &D : R.Diags.diagnostics())
    Text += D.str() + "\n";
  llvm::errs() << Text;
}

bool parseFile(const std::string &Path, const DriverOptions &Opts, const std::string *Code,
               const ParsedUnitHandler &Handle, std::string &ClangOutput) {
  std::vector<MsvcFix> None;
  ParseContext PC{Opts, realPath(Opts.ShimDir), None};
  std::map<std::string, std::string> Files;
  if (Code)
    Files[realPath(Path)] = *Code;
  DiagnosticSink Ignored;
  return parseOnce(Path, PC, Files, Handle, ClangOutput, Ignored).Parsed;
}

namespace {

/// Parse (and translate) until clang reports no more Visual C++ leniency
/// to fix: the fixes are applied to \p Files (real path -> text; what is
/// not there is read from disk) and the file parsed again (a fix can be an
/// error, `void main`, and can uncover another). \p Applied collects them.
/// The user macros that launches and restricted lambdas are inside are
/// expanded the same way, one level a pass (MacroExpansion.h).
FileResult parseWithMsvcFixes(const std::string &Path, const ParseContext &PC,
                              std::map<std::string, std::string> &Files,
                              std::vector<MsvcFix> &Applied, bool &WindowsOnlyStop) {
  int ExpansionRounds = 0;
  for (int Pass = 0;; ++Pass) {
    std::vector<MsvcFix> Found;
    FileResult Out = translateOnce(Path, PC, Files, Found, WindowsOnlyStop,
                                   ExpansionRounds < MaxMacroExpansionRounds);
    std::vector<MsvcFix> Expansions = std::move(Out.Result.MacroExpansions);
    if (Expansions.empty() && (Found.empty() || Pass >= 3))
      return Out;
    ExpansionRounds += !Expansions.empty();
    std::map<std::string, std::vector<MsvcFix>> ByFile;
    for (MsvcFix &F : Found)
      ByFile[F.File].push_back(F);
    for (MsvcFix &F : Expansions)
      ByFile[F.File].push_back(F);
    for (auto &[File, Fixes] : ByFile) {
      auto It = Files.find(File);
      if (It == Files.end()) {
        auto Buf = llvm::MemoryBuffer::getFile(File);
        if (!Buf)
          continue;
        It = Files.emplace(File, (*Buf)->getBuffer().str()).first;
      }
      It->second = applyMsvcFixes(It->second, Fixes);
    }
    Applied.insert(Applied.end(), Found.begin(), Found.end());
  }
}

/// Tree mode, for a source with a Windows-only header (which does not parse
/// here): translate the local headers it includes, from its #include lines.
/// A local header that includes a Windows-only header itself (stdafx.h with
/// <atlbase.h> or <conio.h>, as Visual C++ projects have them) reads an
/// empty stand-in there, so the headers after it are translated too; the
/// #include stays as written and 4003 names it. Visual C++'s leniencies in
/// the headers are fixed as in a whole parse (parseWithMsvcFixes), and what
/// is translated is checked as any translation is: a header translation that
/// does not compile is not used (3006 says why).
void translateIncludedHeaders(const std::string &Path, const std::string *Code,
                              const ParseContext &PC, std::map<std::string, std::string> Files,
                              FileResult &Out) {
  std::string Main = realPath(Path);
  std::string Text = includeLinesOnly(inputText(Path, Code));
  Files[Main] = Text;
  addWindowsOnlyStandIns(Files);
  DriverOptions Opts = PC.Opts;
  Opts.ExtraArgs.push_back(std::string("-idirafter") + WindowsOnlyStandIns);
  std::vector<MsvcFix> Applied;
  ParseContext HeadersPC{Opts, PC.ShimReal, Applied};
  bool Stop = false;
  FileResult Headers = parseWithMsvcFixes(Path, HeadersPC, Files, Applied, Stop);
  // A header's own Windows-only #include is named (4003) and kept as it is;
  // any other error leaves the headers to their own units (HeaderUnits.h).
  bool Failed = !Headers.Parsed;
  for (const Diagnostic &D : Headers.Diags.diagnostics())
    Failed |= D.Sev == Severity::Error && D.ID != DiagID::WindowsOnlyHeader;
  if (Failed)
    return;
  TranslationResult &R = Headers.Result;
  for (const MsvcFix &F : Applied)
    if (F.File != Main) { // a fixed header is translated even if nothing else changed
      R.Headers.emplace(F.File, Files[F.File]);
      ++R.HeaderCounts[F.File]["msvc fix"];
    }
  if (Opts.VerifyOutput && !R.Headers.empty()) {
    TranslationResult Checked = R;
    addWindowsOnlyStandIns(Checked.Headers);
    std::vector<std::string> Args = strictArguments(Opts.ExtraArgs);
    if (!checkTranslationParses(Path, Text, Checked, Opts.ShimDir, Args, Headers.Diags,
                                &Opts.Tuning)) {
      for (Diagnostic D : Headers.Diags.diagnostics())
        if (D.ID == DiagID::OutputDoesNotCompile) {
          D.Loc = SourceLocation(); // of a SourceManager that is gone
          Out.Diags.add(D);
        }
      return;
    }
  }
  Out.HeadersOnly = true;
  Out.IncludedHeaders = std::move(R);
  Out.IncludedHeaders.Output.clear();
  // What the headers themselves have to say (not twice).
  for (Diagnostic D : Headers.Diags.diagnostics()) {
    bool Known = D.File == Path || D.File == Main;
    for (const Diagnostic &Old : Out.Diags.diagnostics())
      Known |= Old.ID == D.ID && Old.File == D.File && Old.Line == D.Line;
    if (!Known) {
      D.Loc = SourceLocation(); // of a SourceManager that is gone
      Out.Diags.add(D);
    }
  }
}

} // namespace

FileResult translateFile(const std::string &Path, const DriverOptions &Opts,
                         const std::string *Code) {
  if (!isShimDir(Opts.ShimDir)) {
    FileResult Out;
    Out.Diags.report(DiagID::ShimNotFound, "", 0, 0, {Opts.ShimDir});
    return Out;
  }
  std::vector<MsvcFix> Applied;
  ParseContext PC{Opts, realPath(Opts.ShimDir), Applied};
  std::map<std::string, std::string> Files; // as parsed: the input, then fixed
  if (Code)
    Files[realPath(Path)] = *Code;
  bool WindowsOnly = false;
  FileResult Out = parseWithMsvcFixes(Path, PC, Files, Applied, WindowsOnly);
  bool OutOfStack = llvm::any_of(Out.Diags.diagnostics(),
                                 [](const Diagnostic &D) { return D.ID == DiagID::OutOfStack; });
  if (!Out.Parsed && !WindowsOnly && !OutOfStack) {
    // The restrict(amp) mark that keeps overloads on the restriction apart
    // (amp-include/amp_keywords.h) also keeps a member declared restrict(amp)
    // from matching its definition without one: without the mark, that is
    // AMP's rule 2029, where C++ saw no matching declaration.
    DriverOptions Unmarked = Opts;
    Unmarked.ExtraArgs.push_back("-DAMP2HIP_NO_AMP_ONLY_MARK");
    ParseContext Again{Unmarked, PC.ShimReal, Applied};
    std::map<std::string, std::string> Copy = Files;
    bool Stop = false;
    FileResult Retry = parseWithMsvcFixes(Path, Again, Copy, Applied, Stop);
    if (Retry.Parsed) {
      Out = std::move(Retry);
      Files = std::move(Copy);
    }
  }
  if (Out.Parsed && !Out.Diags.hasErrors()) {
    // A fixed header is part of the translation even if nothing else changed.
    std::string Main = realPath(Path);
    for (const MsvcFix &F : Applied) {
      if (F.File == Main) {
        Out.Result.Changed = true;
        ++Out.Result.Counts["msvc fix"];
      } else {
        Out.Result.Headers.emplace(F.File, Files[F.File]);
        ++Out.Result.HeaderCounts[F.File]["msvc fix"];
      }
    }
  }
  for (const Diagnostic &D : Out.Diags.diagnostics())
    WindowsOnly |= D.ID == DiagID::WindowsOnlyHeader || D.ID == DiagID::Direct3DUse;
  if (WindowsOnly && !Opts.TreeRoot.empty())
    translateIncludedHeaders(Path, Code, PC, Files, Out);
  if (Opts.VerifyOutput && Out.Parsed && !Out.Diags.hasErrors() &&
      (Out.Result.Changed || !Out.Result.Headers.empty()))
    checkTranslationParses(Path, inputText(Path, Code), Out.Result, Opts.ShimDir,
                           strictArguments(Opts.ExtraArgs), Out.Diags, &Opts.Tuning);
  return Out;
}

} // namespace amp2hip
