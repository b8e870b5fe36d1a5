//===- IndexQualifyRewrite.cpp - index<N> -> concurrency::index<N> --------===//
//
// POSIX declares a function ::index(const char *, int) (<strings.h>), and
// every CUDA/HIP toolchain on Linux includes it before the user's code: nvcc
// pre-includes cuda_runtime.h. With `using namespace concurrency;` the
// name `index` is then ambiguous. MSVC has no ::index, so AMP code spells
// it unqualified everywhere; the translation qualifies those uses. Only
// `index` is affected: no other AMP name collides with the C library.
//
//===----------------------------------------------------------------------===//
#include "Translator.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

class IndexQualifier : public RecursiveASTVisitor<IndexQualifier> {
public:
  explicit IndexQualifier(TranslationState &S) : S(S) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    const TemplateDecl *TD = TL.getTypePtr()->getTemplateName().getAsTemplateDecl();
    if (!TD || !TD->getIdentifier() || TD->getName() != "index" || !isInAmpNamespace(TD))
      return true;
    SourceLocation Name = TL.getTemplateNameLoc();
    if (Name.isMacroID() || !S.inScope(Name) || isQualified(Name))
      return true;
    if (Done.insert(Name.getRawEncoding()).second) {
      S.RW.InsertTextBefore(Name, "concurrency::");
      S.count("index qualified", Name);
    }
    return true;
  }

private:
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

void qualifyIndexNames(TranslationState &S) {
  IndexQualifier(S).TraverseDecl(S.Ctx.getTranslationUnitDecl());
}

} // namespace amp2hip
