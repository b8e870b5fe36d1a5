//===- CSourceSymbols.cpp -------------------------------------------------===//
#include "CSourceSymbols.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "clang/Tooling/Tooling.h"

using namespace clang;

namespace amp2hip {

namespace {

class SymbolsAction : public ASTFrontendAction {
public:
  explicit SymbolsAction(LinkSymbols &Out) : Out(Out) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &, StringRef) override {
    struct Consumer : ASTConsumer {
      explicit Consumer(LinkSymbols &Out) : Out(Out) {}
      void HandleTranslationUnit(ASTContext &Ctx) override {
        if (!Ctx.getDiagnostics().hasErrorOccurred())
          Out = collectLinkSymbols(Ctx);
      }
      LinkSymbols &Out;
    };
    return std::make_unique<Consumer>(Out);
  }

private:
  LinkSymbols &Out;
};

class SymbolsFactory : public tooling::FrontendActionFactory {
public:
  explicit SymbolsFactory(LinkSymbols &Out) : Out(Out) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<SymbolsAction>(Out);
  }

private:
  LinkSymbols &Out;
};

} // namespace

bool cSourceSymbols(const std::string &Path, const std::vector<std::string> &Args,
                    LinkSymbols &Out) {
  // The include paths and macros only: the rest is C++'s (-std=c++17, ...).
  std::vector<std::string> Flags = {"-x", "c", "-std=gnu11", "-fsyntax-only", "-w"};
  for (size_t I = 0; I < Args.size(); ++I) {
    const std::string &A = Args[I];
    bool Separate = A == "-I" || A == "-D" || A == "-U" || A == "-isystem";
    if (Separate && I + 1 < Args.size()) {
      Flags.push_back(A);
      Flags.push_back(Args[++I]);
    } else if (A.size() > 2 && (A.rfind("-I", 0) == 0 || A.rfind("-D", 0) == 0 ||
                                A.rfind("-U", 0) == 0)) {
      Flags.push_back(A);
    }
  }
  tooling::FixedCompilationDatabase DB(".", Flags);
  tooling::ClangTool Tool(DB, {Path});
  Tool.clearArgumentsAdjusters();
  IgnoringDiagConsumer Quiet;
  Tool.setDiagnosticConsumer(&Quiet);
  Tool.setPrintErrorMessage(false);
  SymbolsFactory Factory(Out);
  return Tool.run(&Factory) == 0;
}

} // namespace amp2hip
