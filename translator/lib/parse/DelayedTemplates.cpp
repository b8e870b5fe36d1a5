//===- DelayedTemplates.cpp -----------------------------------------------===//
#include "DelayedTemplates.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Sema/Scope.h"
#include "clang/Sema/Sema.h"
#include <vector>

using namespace clang;

unsigned amp2hip::parseDelayedTemplates(Sema &S) {
  if (!S.getLangOpts().DelayedTemplateParsing || !S.LateTemplateParser)
    return 0;
  const SourceManager &SM = S.getSourceManager();
  // A snapshot: parsing a body can add to the map.
  std::vector<const FunctionDecl *> Delayed;
  for (const auto &Entry : S.LateParsedTemplateMap)
    if (Entry.first->isLateTemplateParsed() && !SM.isInSystemHeader(Entry.first->getLocation()))
      Delayed.push_back(Entry.first);
  // Sema forgets the translation unit's scope at its end (the parser still
  // holds it, as its current scope); a body may need it back, for the
  // builtins lookup declares on first use.
  Scope *TU = S.getCurScope();
  bool RestoreScope = !S.TUScope && TU && !TU->getParent();
  if (RestoreScope)
    S.TUScope = TU;
  unsigned Parsed = 0;
  for (const FunctionDecl *FD : Delayed) {
    if (!FD->isLateTemplateParsed())
      continue; // parsed meanwhile (an earlier body instantiated it)
    auto It = S.LateParsedTemplateMap.find(FD);
    if (It == S.LateParsedTemplateMap.end() || !It->second)
      continue;
    S.LateTemplateParser(S.OpaqueParser, *It->second);
    ++Parsed;
  }
  if (RestoreScope)
    S.TUScope = nullptr;
  return Parsed;
}
