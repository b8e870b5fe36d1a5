//===- AmpRulesPlacement.cpp - where a restriction may be written ---------===//
//
// A restriction specifier belongs to a function's or a lambda's declarator,
// after the cv-qualifiers and ref-qualifier of a member function; Visual C++
// rejects it elsewhere:
//
//   int get() restrict(amp) const;        // 2037: write `int get() const restrict(amp)`
//   class Scale restrict(amp) { ... };    // 2038: classes have no restriction
//
// amp2hip's parse does not see restrict(...) (it expands to nothing), so
// these are read from the text around each spec the preprocessor recorded.
//
//===----------------------------------------------------------------------===//
#include "AmpRules.h"

#include "clang/Lex/Lexer.h"
#include <regex>

using namespace clang;

namespace amp2hip {

namespace {

/// The text of \p Loc's file before it.
StringRef textBefore(const SourceManager &SM, SourceLocation Loc) {
  std::pair<FileID, unsigned> At = SM.getDecomposedLoc(Loc);
  return SM.getBufferData(At.first).take_front(At.second);
}

/// The name of the class whose head \p Before ends with (`class Scale`,
/// `struct Cell final`), or "".
std::string classHeadName(StringRef Before) {
  static const std::regex Head(R"((?:^|[^\w])(class|struct|union)\s+(\w+)(\s+final)?\s*$)");
  std::string Tail = Before.take_back(200).str();
  std::smatch M;
  if (!std::regex_search(Tail, M, Head))
    return "";
  return M[2].str();
}

} // namespace

void checkPlacementRules(RuleContext &C) {
  const SourceManager &SM = C.S.SM;
  for (const RestrictSpec &S : C.S.PP.Restricts) {
    if (!S.MacroName.empty() || S.Loc.isInvalid() || !S.Loc.isFileID() || !C.S.inScope(S.Loc))
      continue;
    std::string Class = classHeadName(textBefore(SM, S.Loc));
    if (!Class.empty()) {
      C.report(DiagID::RestrictOnClass, S.Loc, {S.ArgsText, Class});
      continue;
    }
    SourceLocation End = SM.getExpansionLoc(S.CodeRange.getEnd());
    Optional<Token> Next = Lexer::findNextToken(End, SM, C.S.LO);
    if (!Next || !Next->is(tok::raw_identifier))
      continue;
    StringRef Word = Next->getRawIdentifier();
    if (Word == "const" || Word == "volatile")
      C.report(DiagID::RestrictBeforeQualifier, S.Loc, {S.ArgsText, Word.str()});
  }
}

} // namespace amp2hip
