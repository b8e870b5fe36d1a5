//===- ArrayParameterRewrite.cpp - array<T,N>& parameters of AMP code -----===//
//
//   T neighbours(const array<T, 2>& src, index<2> i) restrict(amp)
//     -> __device__ T neighbours(const array_view<T, 2>& src, index<2> i)
//   float scaled(const array<float, 1>& w, int k) restrict(amp)
//     -> __device__ float scaled(const array_view<const float, 1>& w, int k)
//   void store(array<T, N>& dst, ...) restrict(amp)
//     -> __device__ void store(const array_view<T, N>& dst, ...)
//
// A kernel that captures an array gets it as an array_view (the kernel
// rewrite), so a restrict(amp) helper or constructor it hands the array to
// must take a view: an array<T,N>& parameter of AMP code becomes a const
// reference to an array_view of the same element type and rank (a view's
// elements are writable through a const view, as an array's through a
// non-const reference); a const array<float,N>& one a view of const float,
// as a captured const array is. A restrict(amp, cpu) function keeps working from host
// code, where the array converts to the view; only a restrict(amp, cpu)
// template keeps its array parameters (a host call could not deduce its
// arguments through the conversion).
//
//===----------------------------------------------------------------------===//
#include "Translator.h"

#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

/// The template specialization a parameter's type is written as, looking
/// through qualifiers and a nested-name-specifier (`const concurrency::array<T, 2>`).
TemplateSpecializationTypeLoc writtenTemplate(TypeLoc TL) {
  for (;;) {
    if (auto Q = TL.getAs<QualifiedTypeLoc>())
      TL = Q.getUnqualifiedLoc();
    else if (auto E = TL.getAs<ElaboratedTypeLoc>())
      TL = E.getNamedTypeLoc();
    else
      return TL.getAs<TemplateSpecializationTypeLoc>();
  }
}

/// Where `const` goes to make a `const array<float, 1>&` parameter a view of
/// const elements (what a kernel holds for a captured const array); invalid
/// when the element type is a template's (deduced from the view either way).
SourceLocation constElementAt(TypeLoc Pointee, QualType T) {
  const auto *TST = T.getNonReferenceType()->getAs<TemplateSpecializationType>();
  if (!TST || TST->template_arguments().empty() ||
      TST->template_arguments()[0].getKind() != TemplateArgument::Type ||
      TST->template_arguments()[0].getAsType()->isDependentType())
    return SourceLocation();
  auto Loc = writtenTemplate(Pointee);
  if (!Loc || Loc.getNumArgs() == 0)
    return SourceLocation();
  SourceLocation At = Loc.getArgLoc(0).getSourceRange().getBegin();
  return At.isMacroID() ? SourceLocation() : At;
}

} // namespace

void rewriteArrayParameters(TranslationState &S, const AmpModel &Model) {
  std::set<unsigned> Done;
  for (const FunctionDecl *FD : Model.Functions) {
    RestrictionSet R = Model.Restrict.of(FD);
    if (!R.Amp || (R.Cpu && FD->isTemplated()) || !S.inScope(FD->getLocation()))
      continue;
    for (const ParmVarDecl *P : FD->parameters()) {
      const TypeSourceInfo *TSI = P->getTypeSourceInfo();
      if (!TSI || !P->getType()->isLValueReferenceType() ||
          ampClassOf(P->getType()) != AmpClass::Array)
        continue;
      auto Ref = TSI->getTypeLoc().getAs<LValueReferenceTypeLoc>();
      if (!Ref)
        continue;
      TypeLoc Pointee = Ref.getPointeeLoc();
      auto Written = writtenTemplate(Pointee);
      SourceLocation Name = Written ? Written.getTemplateNameLoc() : SourceLocation();
      if (Name.isInvalid() || Name.isMacroID() || Pointee.getBeginLoc().isMacroID() ||
          !Done.insert(Name.getRawEncoding()).second)
        continue;
      if (!P->getType().getNonReferenceType().isConstQualified())
        S.RW.InsertTextBefore(Pointee.getBeginLoc(), "const ");
      else if (SourceLocation Elem = constElementAt(Pointee, P->getType()); Elem.isValid())
        S.RW.InsertTextBefore(Elem, "const ");
      S.RW.ReplaceText(Name, Lexer::MeasureTokenLength(Name, S.SM, S.LO), "array_view");
      S.count("array parameter", Name);
    }
  }
}

} // namespace amp2hip
