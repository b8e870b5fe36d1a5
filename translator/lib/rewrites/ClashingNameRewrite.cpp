//===- ClashingNameRewrite.cpp - qualify AMP names HIP code clashes with --===//
//
// Some AMP names are also declared in the global namespace of every HIP or
// CUDA compilation on Linux, so after `using namespace concurrency;` (or
// concurrency::graphics) an unqualified use is ambiguous there, while MSVC
// accepted it. The translation qualifies those uses (also in macro
// arguments); the table says which names and why. Uses already qualified
// (`concurrency::index`, `graphics::norm`) and uses spelled in a macro's
// definition are left alone.
//
//===----------------------------------------------------------------------===//
#include "Rewrites.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringRef.h"
#include <regex>
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

struct ClashingName {
  llvm::StringRef Name;      ///< The AMP name (a class or class template).
  llvm::StringRef Qualifier; ///< What the translation writes before it.
  llvm::StringRef ClashesWith;
};

const ClashingName ClashingNames[] = {
    {"index", "concurrency::", "POSIX ::index(const char *, int), via <strings.h>"},
    {"texture", "concurrency::graphics::", "HIP's and CUDA's ::texture<T, dim, mode> template"},
    {"norm", "concurrency::graphics::", "the HIP/CUDA math function ::norm(int, const double *)"},
};

const ClashingName *clashing(const NamedDecl *D) {
  if (!D || !D->getIdentifier() || !isInAmpNamespace(D))
    return nullptr;
  for (const ClashingName &C : ClashingNames)
    if (D->getName() == C.Name)
      return &C;
  return nullptr;
}

class NameQualifier : public RecursiveASTVisitor<NameQualifier> {
public:
  explicit NameQualifier(TranslationState &S) : S(S) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    qualify(TL.getTypePtr()->getTemplateName().getAsTemplateDecl(), TL.getTemplateNameLoc());
    return true;
  }
  bool VisitRecordTypeLoc(RecordTypeLoc TL) {
    qualify(TL.getDecl(), TL.getNameLoc());
    return true;
  }

private:
  void qualify(const NamedDecl *D, SourceLocation Name) {
    const ClashingName *C = clashing(D);
    if (!C)
      return;
    // A name written in a macro argument (CHECK(texture<...> t(...))) is
    // rewritten where it is spelled; one in a macro's body is left alone.
    if (Name.isMacroID()) {
      if (!S.SM.isMacroArgExpansion(Name))
        return;
      Name = S.SM.getSpellingLoc(Name);
      if (Name.isMacroID() || !S.SM.isInFileID(Name, S.SM.getFileID(Name)))
        return;
    }
    if (!S.inScope(Name) || isQualified(Name))
      return;
    if (Done.insert(Name.getRawEncoding()).second) {
      S.RW.InsertTextBefore(Name, C->Qualifier);
      S.count((C->Name + " qualified").str(), Name);
    }
  }

  /// Is the name preceded by `::` (concurrency::index, ::index)?
  bool isQualified(SourceLocation Name) const {
    std::pair<FileID, unsigned> D = S.SM.getDecomposedLoc(Name);
    StringRef Buf = S.SM.getBufferData(D.first).substr(0, D.second).rtrim();
    return Buf.endswith("::");
  }

  TranslationState &S;
  std::set<unsigned> Done;
};

} // namespace

std::string qualifyClashingTemplateNames(const std::string &TypeText) {
  std::string Out = TypeText;
  for (const ClashingName &C : ClashingNames) {
    // Templates only (`index<`, `texture<`): a bare word could be the
    // declarator's own name.
    std::regex Bare("(^|[^\\w:])(" + C.Name.str() + "\\s*<)");
    Out = std::regex_replace(Out, Bare, "$1" + C.Qualifier.str() + "$2");
  }
  return Out;
}

void qualifyClashingNames(TranslationState &S) {
  NameQualifier(S).TraverseDecl(S.Ctx.getTranslationUnitDecl());
}

} // namespace amp2hip
