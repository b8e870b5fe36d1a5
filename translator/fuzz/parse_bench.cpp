//===- parse_bench.cpp - amp2hip_parse_bench: what one parse costs, by method -===//
//
//   amp2hip_parse_bench PCH SEED [N]
//
// Issue 33's experiment: the CPU time of one parse of SEED (default mode,
// the translation's arguments, parseArguments) by each way of keeping the
// headers parsed that clang 15 offers, N times each (after one warm-up):
//
//   tool-pch      a ClangTool run with -include-pch PCH (what the fuzzer does)
//   tool-pch-fm   the same, one FileManager kept across runs
//   astunit-pch   an ASTUnit made once with -include-pch, then Reparse
//   preamble      an ASTUnit with a PrecompiledPreamble (the seed's leading
//                 #includes, kept in memory; PrecompilePreambleAfterNParses=1),
//                 then Reparse with the seed's text remapped, as clangd does
//   *-walk        the same, then a walk of every declaration of the
//                 translation unit (what deserializing all of the PCH costs)
//
// Environment: BENCH_SKIP_BODIES=1 skips header template bodies in the
// ClangTool runs as the fuzz harness does (FastParse.h; ASTUnit has no hook
// for it); BENCH_INPUT=FILE parses at that path (a real file: the preamble
// is checked against the file on disk); BENCH_PREAMBLE_INSTANTIATE=1 builds
// the preamble with PCHInstantiateTemplates; BENCH_VERBOSE=1 prints how many
// preambles ASTUnit has built after each reparse. testdata/fuzz/README.md
// has the numbers. Built with the fuzz harness but not by default
// (EXCLUDE_FROM_ALL).
//
//===----------------------------------------------------------------------===//
#include "Driver.h"
#include "FastParse.h"
#include "ParseArguments.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Serialization/PCHContainerOperations.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <ctime>
#include <functional>

using namespace clang;
using namespace amp2hip;

namespace {

double cpuMs() {
  timespec T;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &T);
  return T.tv_sec * 1e3 + T.tv_nsec / 1e6;
}

struct Walk : RecursiveASTVisitor<Walk> {
  unsigned N = 0;
  bool VisitDecl(Decl *) { return ++N, true; }
};

class WalkConsumer : public ASTConsumer {
public:
  explicit WalkConsumer(bool DoWalk) : DoWalk(DoWalk) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (DoWalk)
      Walk().TraverseDecl(Ctx.getTranslationUnitDecl());
  }
  bool DoWalk;
};

class WalkAction : public ASTFrontendAction {
public:
  explicit WalkAction(bool DoWalk) : DoWalk(DoWalk) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &, StringRef) override {
    return std::make_unique<WalkConsumer>(DoWalk);
  }
  bool BeginSourceFileAction(CompilerInstance &CI) override {
    if (getenv("BENCH_SKIP_BODIES")) // as the fuzz harness parses
      fuzz::skipHeaderTemplateBodies(CI);
    return true;
  }
  bool DoWalk;
};

struct Factory : tooling::FrontendActionFactory {
  bool DoWalk;
  explicit Factory(bool DoWalk) : DoWalk(DoWalk) {}
  std::unique_ptr<FrontendAction> create() override { return std::make_unique<WalkAction>(DoWalk); }
};

void report(const char *Name, int N, const std::function<bool()> &Once) {
  double Start = cpuMs();
  bool Ok = Once(); // warm-up: first use builds or loads what is kept
  double First = cpuMs() - Start;
  Start = cpuMs();
  for (int I = 0; I < N; ++I)
    Ok &= Once();
  double Each = (cpuMs() - Start) / N;
  llvm::outs() << llvm::format("%-16s first %8.1f ms  then %8.1f ms per parse%s\n", Name, First,
                               Each, Ok ? "" : "  (errors)");
  llvm::outs().flush();
}

/// An ASTUnit over \p Path (its text \p Code) with \p Use, reparsed \p N
/// times; with \p Preamble, clang keeps the leading #includes as a
/// PrecompiledPreamble. False when it cannot be made.
bool benchASTUnit(const std::vector<std::string> &Use, const std::string &Path,
                  const std::string &Code, bool Preamble, bool DoWalk, int N,
                  std::shared_ptr<PCHContainerOperations> PCHOps) {
  std::string Suffix = DoWalk ? "-walk" : "";
  std::vector<std::string> Cmd = {"clang++"};
  Cmd.insert(Cmd.end(), Use.begin(), Use.end());
  Cmd.push_back(Path);
  std::vector<const char *> CArgs;
  for (const std::string &A : Cmd)
    CArgs.push_back(A.c_str());
  IntrusiveRefCntPtr<DiagnosticsEngine> Diags =
      CompilerInstance::createDiagnostics(new DiagnosticOptions, new IgnoringDiagConsumer, true);
  CreateInvocationOptions CIOpts;
  CIOpts.Diags = Diags;
  std::shared_ptr<CompilerInvocation> CI = createInvocation(CArgs, CIOpts);
  if (!CI) {
    llvm::errs() << "no invocation\n";
    return false;
  }
  CI->getFrontendOpts().DisableFree = false;
  // The preamble's header templates instantiated inside it, as the
  // fuzzer's PCHs are (-fpch-instantiate-templates).
  if (getenv("BENCH_PREAMBLE_INSTANTIATE"))
    CI->getLangOpts()->PCHInstantiateTemplates = true;
  CI->getPreprocessorOpts().addRemappedFile(Path,
                                            llvm::MemoryBuffer::getMemBufferCopy(Code, Path).release());
  CI->getPreprocessorOpts().RetainRemappedFileBuffers = false;
  IntrusiveRefCntPtr<FileManager> UFM(new FileManager(FileSystemOptions()));
  std::unique_ptr<ASTUnit> Unit = ASTUnit::LoadFromCompilerInvocation(
      CI, PCHOps, Diags, UFM.get(), /*OnlyLocalDecls=*/false, CaptureDiagsKind::None,
      /*PrecompilePreambleAfterNParses=*/Preamble ? 1 : 0, TU_Complete,
      /*CacheCodeCompletionResults=*/false, /*IncludeBriefCommentsInCodeCompletion=*/false,
      /*UserFilesAreVolatile=*/true);
  if (!Unit) {
    llvm::errs() << "ASTUnit failed\n";
    return false;
  }
  const char *Name = Preamble ? "preamble" : "astunit-pch";
  llvm::outs() << "  (" << Name << ": preambles built " << Unit->getPreambleCounterForTests()
               << ")\n";
  report((Name + Suffix).c_str(), N, [&] {
    ASTUnit::RemappedFile R = {Path, llvm::MemoryBuffer::getMemBufferCopy(Code, Path).release()};
    bool Failed = Unit->Reparse(PCHOps, {R});
    if (getenv("BENCH_VERBOSE"))
      llvm::outs() << "    preambles built " << Unit->getPreambleCounterForTests() << "\n";
    if (DoWalk)
      Walk().TraverseDecl(Unit->getASTContext().getTranslationUnitDecl());
    return !Failed && !Unit->getDiagnostics().hasErrorOccurred();
  });
  return true;
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 3) {
    llvm::errs() << "usage: amp2hip_parse_bench PCH SEED [N]\n";
    return 2;
  }
  std::string Pch = argv[1], Seed = argv[2];
  int N = argc > 3 ? atoi(argv[3]) : 10;
  auto Buf = llvm::MemoryBuffer::getFile(Seed);
  if (!Buf)
    return 2;
  std::string Code = (*Buf)->getBuffer().str();
  // A real file: ASTUnit's preamble is checked against the main file on disk.
  const std::string Path = getenv("BENCH_INPUT") ? getenv("BENCH_INPUT") : "/amp2hip-fuzz/input.cpp";
  DriverOptions Opts;
  Opts.ShimDir = AMP2HIP_SHIM_SOURCE_DIR;
  std::vector<std::string> Args = parseArguments(Opts);
  std::vector<std::string> WithPch = Args;
  WithPch.insert(WithPch.end(), {"-include-pch", Pch});
  auto PCHOps = std::make_shared<PCHContainerOperations>();

  for (bool DoWalk : {false, true}) {
    std::string Suffix = DoWalk ? "-walk" : "";
    auto Tool = [&](IntrusiveRefCntPtr<FileManager> FM) {
      tooling::FixedCompilationDatabase DB(".", WithPch);
      tooling::ClangTool T(DB, {Path}, PCHOps, llvm::vfs::getRealFileSystem(), FM);
      T.clearArgumentsAdjusters();
      T.mapVirtualFile(Path, Code);
      IgnoringDiagConsumer Ignore;
      T.setDiagnosticConsumer(&Ignore);
      Factory F(DoWalk);
      return T.run(&F) == 0;
    };
    report(("tool-pch" + Suffix).c_str(), N, [&] { return Tool(nullptr); });
    IntrusiveRefCntPtr<FileManager> FM(new FileManager(FileSystemOptions()));
    report(("tool-pch-fm" + Suffix).c_str(), N, [&] { return Tool(FM); });

    for (bool Preamble : {false, true})
      if (!benchASTUnit(Preamble ? Args : WithPch, Path, Code, Preamble, DoWalk, N, PCHOps))
        return 1;
  }
  return 0;
}
