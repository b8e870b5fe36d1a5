//===- Translator.cpp -----------------------------------------------------===//
#include "Translator.h"
#include "Rewrites.h"
#include "AmpRules.h"
#include "ApiUsageCheck.h"
#include "MacroExpansion.h"

#include "clang/Lex/Lexer.h"
#include "llvm/Support/FileSystem.h"

using namespace clang;

namespace amp2hip {

void annotateWarnings(TranslationState &S, bool VisualCpp) {
  for (const Diagnostic &D : S.Diags.diagnostics()) {
    if (D.Sev != Severity::Warning || D.Loc.isInvalid() || !S.inScope(D.Loc))
      continue;
    if (VisualCpp != (static_cast<unsigned>(D.ID) / 1000 == 4))
      continue;
    std::pair<FileID, unsigned> Pos = S.SM.getDecomposedLoc(D.Loc);
    StringRef Buf = S.SM.getBufferData(Pos.first);
    size_t LineStart = Pos.second;
    while (LineStart > 0 && Buf[LineStart - 1] != '\n')
      --LineStart;
    size_t IndentEnd = LineStart;
    while (IndentEnd < Buf.size() && (Buf[IndentEnd] == ' ' || Buf[IndentEnd] == '\t'))
      ++IndentEnd;
    std::string Tag = "[amp2hip-" + std::to_string(static_cast<unsigned>(D.ID)) + "]";
    // Already annotated (translating a translation): leave it.
    size_t PrevStart = LineStart ? Buf.rfind('\n', LineStart - 2) : StringRef::npos;
    PrevStart = PrevStart == StringRef::npos ? 0 : PrevStart + 1;
    if (LineStart && Buf.substr(PrevStart, LineStart - PrevStart).contains(Tag))
      continue;
    bool CRLF = Buf.find("\r\n") != StringRef::npos;
    std::string Comment = Buf.substr(LineStart, IndentEnd - LineStart).str() +
                          "// amp2hip warning: " + D.Message + " " + Tag + (CRLF ? "\r\n" : "\n");
    S.RW.InsertTextBefore(S.SM.getLocForStartOfFile(Pos.first).getLocWithOffset(LineStart),
                          Comment);
  }
}

TranslationResult translateAST(ASTContext &Ctx, const PreprocessorFacts &PP,
                               DiagnosticSink &Diags, const TranslationScope &Scope,
                               bool DiagnosticComments, bool ExpandMacros) {
  TranslationState S(Ctx, PP, Diags, Scope);
  AmpModel Model(Ctx, PP, Scope);
  TranslationResult R;
  // Launches and restricted lambdas inside user macros: expanded in place
  // first (the driver parses the result again).
  if (ExpandMacros) {
    R.MacroExpansions = planMacroExpansions(Ctx, PP, Scope, Model);
    if (!R.MacroExpansions.empty())
      return R;
  }
  // AMP's compile-time rules first: a file they reject is not written.
  RuleVerdict Verdict = checkAmpRules(S, Model);
  checkApiUsage(S);
  rewriteIncludes(S);
  rewriteMsvcExceptions(S);
  includeMsvcLayer(S);
  // The Visual C++ fixes' comments now, so that those in a kernel body move
  // with it (the kernel rewrite moves the rewritten text).
  if (DiagnosticComments)
    annotateWarnings(S, /*VisualCpp=*/true);
  qualifyClashingNames(S);
  rewriteAmpMacroDefinitions(S);
  planRestrictOverloads(S, Model);
  rewriteRestrictions(S, Model);
  rewriteRestrictOverloads(S, Model);
  rewriteArrayParameters(S, Model);
  rewriteTileStatics(S, Model);
  rewriteBarriers(S, Model);
  rewriteKernels(S, Model, Verdict);
  emitRestrictSplits(S, Model);
  if (DiagnosticComments)
    annotateWarnings(S, /*VisualCpp=*/false);
  includeShimForRestrictions(S);

  FileID Main = S.SM.getMainFileID();
  R.Counts = S.Counts[Main];
  R.OutsideRestrictMacros = S.OutsideRestrictMacros;
  R.Link = collectLinkSymbols(Ctx);
  R.Link.DeviceCallsOutside = deviceCallsOutside(Model);
  if (const RewriteBuffer *Buf = S.RW.getRewriteBufferFor(Main)) {
    R.Output = std::string(Buf->begin(), Buf->end());
    R.Changed = true;
  } else {
    R.Output = S.SM.getBufferData(Main).str();
  }
  // A snapshot: translateFile and containsFile may add to the map, which
  // invalidates its iterators (a use after free found by fuzzing). Only in
  // tree mode can a header be in scope: translateFile scans every source
  // location entry, once per header (a quarter of a small file's
  // translation when the headers come from a PCH).
  std::vector<const FileEntry *> Entries;
  for (auto It = S.SM.fileinfo_begin(); Scope.hasHeaders() && It != S.SM.fileinfo_end(); ++It)
    Entries.push_back(It->first);
  for (const FileEntry *FE : Entries) {
    llvm::SmallString<256> Real;
    if (!llvm::sys::fs::real_path(FE->getName(), Real)) {
      FileID F = S.SM.translateFile(FE);
      if (F.isValid() && F != Main && Scope.containsFile(F))
        R.ScopeFiles.insert(std::string(Real));
    }
  }
  for (auto It = S.RW.buffer_begin(); It != S.RW.buffer_end(); ++It) {
    if (It->first == Main)
      continue;
    const FileEntry *FE = S.SM.getFileEntryForID(It->first);
    if (!FE)
      continue;
    llvm::SmallString<256> Real;
    if (llvm::sys::fs::real_path(FE->getName(), Real))
      continue;
    R.Headers[std::string(Real)] = std::string(It->second.begin(), It->second.end());
    R.HeaderCounts[std::string(Real)] = S.Counts[It->first];
  }
  return R;
}

} // namespace amp2hip
