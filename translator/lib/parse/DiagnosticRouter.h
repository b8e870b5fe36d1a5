//===- DiagnosticRouter.h - what amp2hip makes of clang's diagnostics -----===//
//
// Sits between clang and the printer of its diagnostics (one per parse):
//  - under --msvc, a Visual C++ leniency in a file amp2hip writes becomes an
//    MsvcFix for the translation (MsvcDialect.h) or amp2hip-4002, instead of
//    clang's warning or error;
//  - a Windows-only header that is missing (it always is on Linux) is left
//    to amp2hip-4003 instead of clang's fatal error;
//  - an unknown Direct3D name (its header's stand-in declares nothing) is
//    amp2hip-4005 at the use, instead of clang's "unknown type name";
//  - the rest is printed as clang prints it.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DIAGNOSTICROUTER_H
#define AMP2HIP_DIAGNOSTICROUTER_H

#include "TranslationScope.h"
#include "Diagnostics.h"
#include "MsvcDialect.h"

#include "clang/Basic/Diagnostic.h"
#include <memory>

namespace amp2hip {

class DiagnosticRouter : public clang::DiagnosticConsumer {
public:
  /// \p Printer prints what is not routed elsewhere; \p TreeRoot and \p ShimDir
  /// (real paths) say which files amp2hip writes, as TranslationScope does.
  DiagnosticRouter(clang::DiagnosticConsumer &Printer, std::string TreeRoot,
                   std::string ShimDir)
      : Printer(Printer), TreeRoot(std::move(TreeRoot)), ShimDir(std::move(ShimDir)) {}

  /// Where diagnostics of this parse go besides the printer.
  void reset(DiagnosticSink *Sink) {
    this->Sink = Sink;
    Fixes.clear();
    Scope.reset();
  }
  /// The fixes this parse found (positions in the text it parsed).
  const std::vector<MsvcFix> &fixes() const { return Fixes; }
  /// True when the last parse stopped at a missing Windows-only header.
  bool stoppedAtWindowsOnlyHeader() const { return WindowsOnlyStop; }

  /// The members of dependent bases named without `this->` (clang's
  /// ext_found_in_dependent_base), now that the AST says what each is: a
  /// type gets `typename Base<T>::`, a function `this->`. Called once the
  /// unit is parsed (Driver.cpp), before the fixes are read; without a
  /// \p Ctx (a parse that stopped early) each gets `this->`.
  void resolveDependentBaseMembers(clang::ASTContext *Ctx);
  /// The functions templates call before declaring them, which Visual C++
  /// binds late (LateBoundCalls.h): a declaration before the template, or
  /// amp2hip-4006 where none can be said there. Once the unit is parsed.
  void declareLateBoundCalls(clang::ASTContext &Ctx);
  /// A partial specialization's non-type parameter deduced from another
  /// template's parameter of another integral type takes that type
  /// (PartialSpecializationTypes.h). Once the unit is parsed.
  void matchPartialSpecializationTypes(clang::ASTContext &Ctx);

  void BeginSourceFile(const clang::LangOptions &LO, const clang::Preprocessor *PP) override;
  void EndSourceFile() override;
  void finish() override { Printer.finish(); }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

private:
  /// True when the diagnostic became a fix or amp2hip-4002.
  bool routeMsvcLeniency(const clang::Diagnostic &Info);
  /// True when the diagnostic is an unknown Direct3D name, now amp2hip-4005.
  bool routeDirect3DUse(const clang::Diagnostic &Info);
  bool writes(clang::SourceLocation L) const;
  /// Whether the type name at \p Name, where clang expected an expression,
  /// is the last part of a qualified name followed by `(` or `{`: a
  /// functional cast to a dependent type written without `typename`
  /// (`T::value_type(3)`), which Visual C++ accepts.
  static bool isDependentTypeCast(const clang::SourceManager &SM, clang::SourceLocation Name);
  /// Adds the fix \p Text at \p Range (a file range amp2hip writes).
  bool addFix(clang::CharSourceRange Range, const std::string &Text, const std::string &Message);

  /// A member of a dependent base named without `this->`, until
  /// resolveDependentBaseMembers says whether it is a type.
  struct DependentBaseUse {
    clang::SourceLocation Loc;
    std::string Name, Message;
  };
  std::vector<DependentBaseUse> DependentBaseUses;

  clang::DiagnosticConsumer &Printer;
  std::string TreeRoot, ShimDir;
  DiagnosticSink *Sink = nullptr;
  std::vector<MsvcFix> Fixes;
  std::unique_ptr<TranslationScope> Scope;
  const clang::LangOptions *LO = nullptr;
  const clang::SourceManager *SrcMgr = nullptr; ///< Of the parse under way.
  bool MsvcMode = false;
  bool DropNotes = false; ///< The notes of a routed diagnostic go with it.
  bool WindowsOnlyStop = false;
};

} // namespace amp2hip

#endif
