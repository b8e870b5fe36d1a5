//===- OutputCheck.cpp - does the translation compile? --------------------===//
#include "OutputCheck.h"
#include "HeaderCache.h"
#include "StackGuard.h"
#include "UnifiedDiff.h"
#include "WindowsPaths.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace clang;

namespace amp2hip {

namespace {

/// Keeps clang's first error and where it is; the rest follow from it.
class FirstErrorConsumer : public DiagnosticConsumer {
public:
  bool Found = false;
  std::string Message, File;
  unsigned Line = 0, Column = 0;

  void HandleDiagnostic(DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error || Found)
      return;
    Found = true;
    llvm::SmallString<256> Text;
    Info.FormatDiagnostic(Text);
    Message = std::string(Text);
    if (!Info.hasSourceManager() || Info.getLocation().isInvalid())
      return;
    const SourceManager &SM = Info.getSourceManager();
    PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(Info.getLocation()));
    if (P.isValid()) {
      File = P.getFilename();
      Line = P.getLine();
      Column = P.getColumn();
    }
  }
};

/// Line \p N (1-based) of \p Text, without its line break.
llvm::StringRef lineOf(llvm::StringRef Text, unsigned N) {
  for (unsigned I = 1; I < N && !Text.empty(); ++I)
    Text = Text.split('\n').second;
  return Text.split('\n').first;
}

/// The line of \p Original (1-based) that a generated line \p Moved was
/// taken from: kernel bodies move out of their launch, so the same text at
/// or after \p From (where the kernel was inserted) is the place; 0 if none.
unsigned movedFrom(llvm::StringRef Original, llvm::StringRef Moved, unsigned From) {
  llvm::StringRef Want = Moved.trim();
  if (Want.size() < 4)
    return 0;
  unsigned N = 1, Before = 0;
  for (llvm::StringRef Rest = Original; !Rest.empty(); ++N) {
    auto [Line, Next] = Rest.split('\n');
    if (Line.trim() == Want) {
      if (N >= From)
        return N;
      Before = N;
    }
    Rest = Next;
  }
  return Before;
}

/// -fsyntax-only, with the tuning's hook before parsing.
class CheckAction : public SyntaxOnlyAction {
public:
  explicit CheckAction(const ParseTuning *Tuning) : Tuning(Tuning) {}
  bool BeginSourceFileAction(CompilerInstance &CI) override {
    if (Tuning && Tuning->BeforeParse)
      Tuning->BeforeParse(CI);
    // A token is a point where the parse holds no lock (StackGuard.h).
    CI.getPreprocessor().setTokenWatcher([](const Token &) { stackCheckpoint(); });
    return SyntaxOnlyAction::BeginSourceFileAction(CI);
  }

private:
  const ParseTuning *Tuning;
};

class CheckActionFactory : public tooling::FrontendActionFactory {
public:
  explicit CheckActionFactory(const ParseTuning *Tuning) : Tuning(Tuning) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<CheckAction>(Tuning);
  }

private:
  const ParseTuning *Tuning;
};

size_t indentOf(llvm::StringRef Line) { return Line.size() - Line.ltrim().size(); }

/// Report the first error at the line of the original file (\p Original, the
/// text before translation) that the offending line of \p Translated came
/// from: the same line and column when the line was kept or moved (a kernel
/// body), else the line where the generated text was inserted, column 1.
void reportAt(DiagnosticSink &Diags, const FirstErrorConsumer &E, const std::string &File,
              llvm::StringRef Original, llvm::StringRef Translated) {
  llvm::StringRef Bad = lineOf(Translated, E.Line);
  unsigned Line = oldLineFor(Original, Translated, E.Line), Column = 1;
  if (lineOf(Original, Line) == Bad) {
    Column = E.Column;
  } else if (unsigned From = movedFrom(Original, Bad, Line)) {
    Line = From;
    size_t Shift = indentOf(lineOf(Original, From)), Was = indentOf(Bad);
    Column = E.Column > Was ? E.Column - Was + Shift : Shift + 1;
  }
  Diags.report(DiagID::OutputDoesNotCompile, File, Line, Column,
               {E.Message, std::to_string(E.Line)});
}

} // namespace

std::vector<std::string> outputCheckArguments(const std::string &ShimDir,
                                              const std::vector<std::string> &UserArgs) {
  std::vector<std::string> Args = {
      "-xc++",
      "-std=c++17",
      "-fsyntax-only",
      "-Wno-everything",
      "-ferror-limit=1",
      "-fno-caret-diagnostics", // also keeps the "N errors generated." line quiet
      "-resource-dir=" AMP2HIP_CLANG_RESOURCE_DIR,
      "-I" + ShimDir + "/include",
  };
  Args.insert(Args.end(), UserArgs.begin(), UserArgs.end());
  return Args;
}

bool checkTranslationParses(const std::string &Path, const std::string &Input,
                            const TranslationResult &R, const std::string &ShimDir,
                            const std::vector<std::string> &UserArgs, DiagnosticSink &Diags,
                            const ParseTuning *Tuning) {
  // A restriction macro from the command line is built with its HIP
  // definition (the one amp2hip-1008 gives the user).
  std::vector<std::string> Args = UserArgs;
  for (std::string &A : Args)
    for (const auto &[Name, Hip] : R.OutsideRestrictMacros)
      if (llvm::StringRef(A).startswith("-D" + Name + "="))
        A = "-D" + Name + "=" + Hip;
  std::vector<std::string> CheckArgs = outputCheckArguments(ShimDir, Args);
  if (Tuning)
    CheckArgs.insert(CheckArgs.end(), Tuning->CheckArgs.begin(), Tuning->CheckArgs.end());
  FirstErrorConsumer Errors;
  int RC = 1;
  auto Check = [&](const std::vector<std::string> &With) {
    tooling::FixedCompilationDatabase DB(".", With);
    tooling::ClangTool Tool(DB, {Path});
    Tool.clearArgumentsAdjusters();
    Tool.mapVirtualFile(Path, R.Output);
    for (const auto &[Header, Text] : R.Headers)
      Tool.mapVirtualFile(Header, Text);
    Errors = FirstErrorConsumer();
    Tool.setDiagnosticConsumer(&Errors);
    Tool.setPrintErrorMessage(false);
    CheckActionFactory Factory(Tuning);
    RC = 1;
    // Broken output can send clang 15's parser into its endless recursion too.
    return runStackGuarded([&] { RC = Tool.run(&Factory); }) == StackOutcome::Finished;
  };
  // The shim's headers precompiled (HeaderCache.h), when the output begins
  // with them; a PCH clang rejects is dropped and the check redone.
  std::string Pch;
  if (Tuning && Tuning->CheckArgs.empty() && !Tuning->HeaderCacheDir.empty() &&
      beginsWithInclude(R.Output, "amp2hip/amp.h"))
    Pch = precompiledHeader(Tuning->HeaderCacheDir, "amp2hip/amp.h", CheckArgs);
  bool Finished;
  if (Pch.empty()) {
    Finished = Check(CheckArgs);
  } else {
    std::vector<std::string> WithPch = CheckArgs;
    WithPch.insert(WithPch.end(), {"-include-pch", Pch});
    Finished = Check(WithPch);
    if (Finished && Errors.Found && rejectsPch(Errors.Message, Pch)) {
      forgetPrecompiledHeader(Pch);
      Finished = Check(CheckArgs);
    }
  }
  if (Finished && RC == 0 && !Errors.Found)
    return true;
  if (!Errors.Found) { // clang gave up before an error: say so, at the file.
    Diags.report(DiagID::OutputDoesNotCompile, Path, 0, 0,
                 {Finished ? "the compiler could not start" : "clang's parser ran out of stack on it", "0"});
    return false;
  }
  std::string ErrorFile = realPath(Errors.File);
  if (Errors.File.empty()) {
    Diags.report(DiagID::OutputDoesNotCompile, Path, 0, 0, {Errors.Message, "0"});
  } else if (ErrorFile == realPath(Path)) {
    reportAt(Diags, Errors, Path, Input, R.Output);
  } else if (auto It = R.Headers.find(ErrorFile); It != R.Headers.end()) {
    auto Original = llvm::MemoryBuffer::getFile(It->first);
    reportAt(Diags, Errors, Errors.File, Original ? (*Original)->getBuffer() : "", It->second);
  } else if (llvm::StringRef(Errors.Message).contains_insensitive("'amp.h' file not found")) {
    // A header of macros around launches, outside the translated files,
    // that includes <amp.h> itself: the one line to move.
    Diags.report(DiagID::IncludedHeaderIncludesAmp, Errors.File, Errors.Line, Errors.Column,
                 {Errors.File});
  } else { // A file amp2hip did not translate (single-file mode: a local
             // header that uses AMP): its own line is the place.
    Diags.report(DiagID::IncludedFileNotTranslated, Errors.File, Errors.Line, Errors.Column,
                 {Errors.File, Errors.Message});
  }
  return false;
}

} // namespace amp2hip
