//===- DiagnosticRouter.cpp -----------------------------------------------===//
#include "DiagnosticRouter.h"
#include "DependentBaseMembers.h"
#include "HeaderTable.h"
#include "LateBoundCalls.h"
#include "PartialSpecializationTypes.h"
#include "SourceText.h"

#include "clang/AST/DeclarationName.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/FileSystem.h"

using namespace clang;

namespace amp2hip {

void DiagnosticRouter::BeginSourceFile(const LangOptions &LO, const Preprocessor *PP) {
  this->LO = &LO;
  MsvcMode = LO.MicrosoftExt || LO.MSVCCompat || LO.DelayedTemplateParsing;
  WindowsOnlyStop = false;
  SrcMgr = PP ? &PP->getSourceManager() : nullptr;
  if (PP)
    Scope = std::make_unique<TranslationScope>(PP->getSourceManager(), TreeRoot, ShimDir);
  Printer.BeginSourceFile(LO, PP);
}

void DiagnosticRouter::EndSourceFile() {
  resolveDependentBaseMembers(nullptr); // a parse that never reached its end
  Printer.EndSourceFile();
  Scope.reset();
}

bool DiagnosticRouter::writes(SourceLocation L) const {
  return Scope && L.isValid() && Scope->contains(L);
}

void DiagnosticRouter::HandleDiagnostic(DiagnosticsEngine::Level Level, const clang::Diagnostic &Info) {
  if (Level == DiagnosticsEngine::Note && DropNotes)
    return;
  DropNotes = false;
  if (Info.getID() == diag::err_pp_file_not_found && Info.getNumArgs() > 0 &&
      Info.getArgKind(0) == DiagnosticsEngine::ak_std_string) {
    const MappedHeader *H = findMappedHeader(Info.getArgStdStr(0));
    if (H && H->Kind == HeaderKind::WindowsOnly) {
      WindowsOnlyStop = true; // amp2hip-4003 names it (reportWindowsOnlyHeaders)
      return; // (not counted here, so clang prints no "1 error generated")
    }
  }
  if (Level == DiagnosticsEngine::Error && routeDirect3DUse(Info)) {
    DropNotes = true;
    return;
  }
  if (MsvcMode && Level != DiagnosticsEngine::Note && routeMsvcLeniency(Info)) {
    DropNotes = true;
    return;
  }
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  Printer.HandleDiagnostic(Level, Info);
}

bool DiagnosticRouter::routeDirect3DUse(const clang::Diagnostic &Info) {
  unsigned ID = Info.getID();
  if (!Sink || !Info.hasSourceManager() || Info.getNumArgs() == 0 ||
      (ID != diag::err_unknown_typename && ID != diag::err_unknown_typename_suggest &&
       ID != diag::err_undeclared_var_use && ID != diag::err_undeclared_var_use_suggest))
    return false;
  std::string Name;
  if (Info.getArgKind(0) == DiagnosticsEngine::ak_identifierinfo && Info.getArgIdentifier(0))
    Name = Info.getArgIdentifier(0)->getName().str();
  else if (Info.getArgKind(0) == DiagnosticsEngine::ak_declarationname)
    Name = DeclarationName::getFromOpaqueInteger(Info.getRawArg(0)).getAsString();
  if (!isDirect3DName(Name))
    return false;
  const SourceManager &SM = Info.getSourceManager();
  Sink->report(DiagID::Direct3DUse, SM, SM.getFileLoc(Info.getLocation()), {Name});
  return true;
}

bool DiagnosticRouter::routeMsvcLeniency(const clang::Diagnostic &Info) {
  MsvcFixKind Kind = msvcFixFor(Info.getID(), Info.getNumFixItHints() > 0);
  if (Kind == MsvcFixKind::None || !Info.hasSourceManager())
    return false;
  const SourceManager &SM = Info.getSourceManager();
  if (Info.getID() == diag::err_unexpected_typedef && !isDependentTypeCast(SM, Info.getLocation()))
    return false; // a type where a value belongs: an error in Visual C++ too
  SourceLocation Loc = SM.getFileLoc(Info.getLocation());
  if (!writes(Loc)) {
    // The shim's own headers are not the user's business; other files
    // (single-file mode's local headers) keep clang's diagnostic.
    SmallString<256> Real;
    return Loc.isValid() && !ShimDir.empty() &&
           !llvm::sys::fs::real_path(SM.getFilename(Loc), Real) &&
           Real.str().startswith(ShimDir);
  }
  SmallString<256> Message;
  Info.FormatDiagnostic(Message);
  if (Kind == MsvcFixKind::ByHand) {
    if (Sink)
      Sink->report(DiagID::MsvcConstructByHand, SM, Loc,
                   {std::string(Message), "change it by hand"});
    return true;
  }
  if (Info.getID() == diag::ext_found_in_dependent_base && Info.getNumArgs() > 0 &&
      Info.getArgKind(0) == DiagnosticsEngine::ak_identifierinfo && Info.getArgIdentifier(0)) {
    // A type or a function? The AST says, once the unit is parsed.
    DependentBaseUses.push_back(
        {Loc, Info.getArgIdentifier(0)->getName().str(), std::string(Message)});
    return true;
  }
  bool Added = false;
  if (Kind == MsvcFixKind::ClangFixIt ||
      (Kind == MsvcFixKind::InsertTypename && Info.getNumFixItHints() > 0)) {
    for (const FixItHint &H : Info.getFixItHints())
      if (H.InsertFromRange.isInvalid())
        Added |= addFix(H.RemoveRange, H.CodeToInsert, std::string(Message));
  } else if (Kind == MsvcFixKind::InsertTypename && Info.getLocation().isMacroID() &&
             !SM.isMacroArgExpansion(Info.getLocation())) {
    // The name is written in a macro's body: `typename` before the macro's
    // use would not be before the name (left to the user, 4002 below).
  } else {
    // Without clang's fix-it, a missing `typename` is reported when a
    // template is instantiated (`T::value_type(0)`, a functional cast), at
    // the qualified name in the template's own text (its start, or its
    // last part in a non-static member function): `typename` goes before
    // the whole name.
    std::string Text = Kind == MsvcFixKind::InsertThis       ? "this->"
                       : Kind == MsvcFixKind::InsertTypename ? "typename "
                                                              : "template ";
    SourceLocation At = Kind == MsvcFixKind::InsertTypename ? qualifiedNameStart(SM, Loc) : Loc;
    Added = At.isValid() &&
            addFix(CharSourceRange::getCharRange(At, At), Text, std::string(Message));
  }
  if (!Added && Sink)
    Sink->report(DiagID::MsvcConstructByHand, SM, Loc, {std::string(Message), "change it by hand"});
  return true;
}

bool DiagnosticRouter::isDependentTypeCast(const SourceManager &SM, SourceLocation Name) {
  // As written: the argument of a macro, or the macro's body.
  SourceLocation Spelled = SM.getSpellingLoc(Name);
  SourceLocation Start = qualifiedNameStart(SM, Spelled);
  if (Start.isInvalid() || Start == Spelled)
    return false;
  char Next = charAfterIdentifier(SM, Spelled);
  return Next == '(' || Next == '{';
}

bool DiagnosticRouter::addFix(CharSourceRange Range, const std::string &Text,
                              const std::string &Message) {
  if (!SrcMgr || !LO)
    return false;
  const SourceManager &SM = *SrcMgr;
  CharSourceRange R = Lexer::makeFileCharRange(Range, SM, *LO);
  if (R.isInvalid() || !writes(R.getBegin()))
    return false;
  std::pair<FileID, unsigned> B = SM.getDecomposedLoc(R.getBegin());
  std::pair<FileID, unsigned> E = SM.getDecomposedLoc(R.getEnd());
  const FileEntry *FE = SM.getFileEntryForID(B.first);
  SmallString<256> Real;
  if (!FE || B.first != E.first)
    return false;
  if (llvm::sys::fs::real_path(FE->getName(), Real))
    Real = FE->getName(); // an in-memory file (no real path)
  for (const MsvcFix &Seen : Fixes) // a template's instantiations repeat it
    if (Seen.File == Real && Seen.Offset == B.second && Seen.Length == E.second - B.second &&
        Seen.Replacement == Text)
      return true;
  MsvcFix F;
  F.File = std::string(Real);
  F.Offset = B.second;
  F.Length = E.second - B.second;
  F.Replacement = Text;
  F.Line = SM.getLineNumber(B.first, B.second);
  F.Column = SM.getColumnNumber(B.first, B.second);
  F.Message = Message;
  Fixes.push_back(std::move(F));
  return true;
}

void DiagnosticRouter::resolveDependentBaseMembers(ASTContext *Ctx) {
  for (const DependentBaseUse &U : DependentBaseUses) {
    std::string Text = Ctx ? dependentBaseQualifier(*Ctx, U.Loc, U.Name) : "this->";
    if (!Text.empty() && addFix(CharSourceRange::getCharRange(U.Loc, U.Loc), Text, U.Message))
      continue;
    if (Sink && SrcMgr)
      Sink->report(DiagID::MsvcConstructByHand, *SrcMgr, U.Loc,
                   {U.Message, "qualify the type with its base class (typename Base<T>::" + U.Name +
                                   ") by hand"});
  }
  DependentBaseUses.clear();
}

void DiagnosticRouter::declareLateBoundCalls(ASTContext &Ctx) {
  if (!MsvcMode)
    return;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const LateBoundCall &C :
       findLateBoundCalls(Ctx, [this](SourceLocation L) { return writes(L); })) {
    std::string Line = std::to_string(SM.getSpellingLineNumber(C.Call));
    std::string Message = "'" + C.Function + "' is called in template '" + C.Template +
                          "' (line " + Line + ") before its declaration (line " +
                          std::to_string(C.DeclaredAt) +
                          "), which Visual C++ binds when it instantiates the template";
    if (C.Insert.isValid() &&
        addFix(CharSourceRange::getCharRange(C.Insert, C.Insert), C.Declaration, Message))
      continue;
    if (Sink)
      Sink->report(DiagID::LateBoundCall, SM, C.Call,
                   {C.Function, C.Template, std::to_string(C.DeclaredAt),
                    C.Why.empty() ? "the template is not in a file amp2hip writes" : C.Why});
  }
}

void DiagnosticRouter::matchPartialSpecializationTypes(ASTContext &Ctx) {
  if (!MsvcMode)
    return;
  for (const MismatchedParameterType &M :
       findMismatchedParameterTypes(Ctx, [this](SourceLocation L) { return writes(L); }))
    if (!addFix(CharSourceRange::getTokenRange(M.Type), M.Replacement, M.Message) && Sink)
      Sink->report(DiagID::MsvcConstructByHand, Ctx.getSourceManager(),
                   Ctx.getSourceManager().getFileLoc(M.Type.getBegin()),
                   {M.Message, "give the parameter the type '" + M.Replacement + "' by hand"});
}

} // namespace amp2hip
