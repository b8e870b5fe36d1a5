//===- Driver.cpp ---------------------------------------------------------===//
#include "Driver.h"
#include "OutputCheck.h"
#include "RestrictRecorder.h"
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

/// Hands the parsed translation unit (when clang reported no error) to a
/// handler: the translation, or a test's look at the model.
class UnitConsumer : public ASTConsumer {
public:
  UnitConsumer(CompilerInstance &CI, PreprocessorFacts &Facts, const std::string &TreeRoot,
               const std::string &ShimDir, const ParsedUnitHandler &Handle)
      : CI(CI), Facts(Facts), TreeRoot(TreeRoot), ShimDir(ShimDir), Handle(Handle) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (CI.getDiagnostics().hasErrorOccurred())
      return;
    TranslationScope Scope(Ctx.getSourceManager(), TreeRoot, ShimDir);
    Handle(Ctx, Facts, Scope);
  }

private:
  CompilerInstance &CI;
  PreprocessorFacts &Facts;
  const std::string &TreeRoot, &ShimDir;
  const ParsedUnitHandler &Handle;
};

class UnitAction : public ASTFrontendAction {
public:
  UnitAction(const DriverOptions &Opts, const ParsedUnitHandler &Handle)
      : Opts(Opts), Handle(Handle) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<RestrictRecorder>(CI.getPreprocessor(), Facts));
    return std::make_unique<UnitConsumer>(CI, Facts, Opts.TreeRoot, ShimReal, Handle);
  }

  bool BeginSourceFileAction(CompilerInstance &CI) override {
    if (Opts.Tuning.BeforeParse)
      Opts.Tuning.BeforeParse(CI);
    llvm::SmallString<256> Real;
    if (!llvm::sys::fs::real_path(Opts.ShimDir, Real))
      ShimReal = std::string(Real);
    return true;
  }

private:
  const DriverOptions &Opts;
  const ParsedUnitHandler &Handle;
  PreprocessorFacts Facts;
  std::string ShimReal;
};

class UnitActionFactory : public tooling::FrontendActionFactory {
public:
  UnitActionFactory(const DriverOptions &Opts, const ParsedUnitHandler &Handle)
      : Opts(Opts), Handle(Handle) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<UnitAction>(Opts, Handle);
  }

private:
  const DriverOptions &Opts;
  const ParsedUnitHandler &Handle;
};

bool isShimDir(const std::string &Dir) {
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, "amp-include", "amp.h");
  return llvm::sys::fs::exists(P);
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

std::string findShimDir(const char *Argv0) {
  if (const char *Env = getenv("AMP2HIP_SHIM_DIR"))
    return Env;
  std::string Exe = llvm::sys::fs::getMainExecutable(Argv0, (void *)&findShimDir);
  if (!Exe.empty()) {
    llvm::SmallString<256> P(llvm::sys::path::parent_path(Exe));
    llvm::sys::path::append(P, "..", "share", "amp2hip", "runtime-shim");
    if (isShimDir(std::string(P)))
      return std::string(P);
  }
  return AMP2HIP_SHIM_SOURCE_DIR;
}

std::vector<std::string> parseArguments(const DriverOptions &Opts) {
  std::vector<std::string> Args = {
      "-xc++",
      "-std=c++17",
      "-fsyntax-only",
      "-fparse-all-comments",
      "-Wno-everything",
      "-DAMP2HIP_TRANSLATING=1",
      "-resource-dir=" AMP2HIP_CLANG_RESOURCE_DIR,
      "-I" + Opts.ShimDir + "/amp-include",
      "-I" + Opts.ShimDir + "/include",
  };
  Args.insert(Args.end(), Opts.ExtraArgs.begin(), Opts.ExtraArgs.end());
  return Args;
}

bool parseFile(const std::string &Path, const DriverOptions &Opts, const std::string *Code,
               const ParsedUnitHandler &Handle, std::string &ClangOutput) {
  std::vector<std::string> Args = parseArguments(Opts);
  Args.insert(Args.end(), Opts.Tuning.TranslateArgs.begin(), Opts.Tuning.TranslateArgs.end());
  tooling::FixedCompilationDatabase DB(".", Args);
  // Visual Studio code includes "Helpers\Timer.h" and Timer.H for timer.h:
  // lookups that fail are retried the Windows way (WindowsPaths.h).
  tooling::ClangTool Tool(DB, {Path}, std::make_shared<PCHContainerOperations>(),
                          windowsLookupFileSystem(llvm::vfs::getRealFileSystem()));
  Tool.clearArgumentsAdjusters(); // Our arguments are complete as they are.
  if (Code)
    Tool.mapVirtualFile(Path, *Code);
  // clang's diagnostics are kept per file, so parallel translations do not
  // interleave them.
  llvm::raw_string_ostream ClangOS(ClangOutput);
  IntrusiveRefCntPtr<DiagnosticOptions> DiagOpts = new DiagnosticOptions();
  TextDiagnosticPrinter Printer(ClangOS, DiagOpts.get());
  Tool.setDiagnosticConsumer(&Printer);
  Tool.setPrintErrorMessage(false);
  bool Handled = false;
  ParsedUnitHandler Once = [&](ASTContext &Ctx, const PreprocessorFacts &PP,
                               const TranslationScope &Scope) {
    Handled = true;
    Handle(Ctx, PP, Scope);
  };
  UnitActionFactory Factory(Opts, Once);
  // Non-zero also when clang rejected its arguments before parsing anything.
  bool Ok = Tool.run(&Factory) == 0;
  ClangOS.flush();
  return Ok && Handled;
}

FileResult translateFile(const std::string &Path, const DriverOptions &Opts,
                         const std::string *Code) {
  FileResult Out;
  if (!isShimDir(Opts.ShimDir)) {
    Out.Diags.report(DiagID::ShimNotFound, "", 0, 0, {Opts.ShimDir});
    return Out;
  }
  Out.Parsed = parseFile(
      Path, Opts, Code,
      [&](ASTContext &Ctx, const PreprocessorFacts &PP, const TranslationScope &Scope) {
        Out.Result = translateAST(Ctx, PP, Out.Diags, Scope, Opts.DiagnosticComments);
      },
      Out.ClangOutput);
  if (Opts.VerifyOutput && Out.Parsed && !Out.Diags.hasErrors() &&
      (Out.Result.Changed || !Out.Result.Headers.empty())) {
    std::string Input = Code ? *Code : "";
    if (!Code)
      if (auto Buf = llvm::MemoryBuffer::getFile(Path))
        Input = (*Buf)->getBuffer().str();
    checkTranslationParses(Path, Input, Out.Result, Opts.ShimDir, Opts.ExtraArgs, Out.Diags,
                           &Opts.Tuning);
  }
  return Out;
}

} // namespace amp2hip
