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
//   struct Accumulate { array<int, 1>& totals; ...
//                       void operator()(index<1> i) const restrict(amp); };
//     -> struct Accumulate { array_view<int, 1> totals; ... };
//
// The same holds for a reference member of a class with restrict(amp)
// members (a functor launched as a kernel, a helper object built in one): the
// object reaches the kernel as a copy (amp2hip::to_device), and a reference
// to an array object is a host address there, which a GPU faults on. A view
// member is made a kernel copy with the object; host code that builds the
// object from an array gets a view of the array's storage, so writes through
// it land in the array as they did through the reference.
//
//===----------------------------------------------------------------------===//
#include "Rewrites.h"

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

/// Rewrites the array reference type \p Ref (of a parameter or a member)
/// to a view of the same element type and rank: `array<T, N>&` -> `const
/// array_view<T, N>&` for a parameter, `array_view<T, N>` for a member, const
/// elements for a const array. Nothing when the type is not written where
/// it can be edited (a macro) or was edited already.
void rewriteArrayReference(TranslationState &S, LValueReferenceTypeLoc Ref, QualType T,
                           bool Member, std::set<unsigned> &Done) {
  TypeLoc Pointee = Ref.getPointeeLoc();
  auto Written = writtenTemplate(Pointee);
  SourceLocation Name = Written ? Written.getTemplateNameLoc() : SourceLocation();
  if (Name.isInvalid() || Name.isMacroID() || Pointee.getBeginLoc().isMacroID() ||
      Ref.getSigilLoc().isMacroID() || !Done.insert(Name.getRawEncoding()).second)
    return;
  bool ConstArray = T.getNonReferenceType().isConstQualified();
  if (!ConstArray && !Member)
    S.RW.InsertTextBefore(Pointee.getBeginLoc(), "const ");
  else if (ConstArray && Member && Written.getNumArgs() > 0 &&
           !Written.getArgLoc(0).getSourceRange().getBegin().isMacroID())
    S.RW.InsertTextBefore(Written.getArgLoc(0).getSourceRange().getBegin(), "const ");
  else if (SourceLocation Elem = ConstArray ? constElementAt(Pointee, T) : SourceLocation();
           Elem.isValid())
    S.RW.InsertTextBefore(Elem, "const ");
  S.RW.ReplaceText(Name, Lexer::MeasureTokenLength(Name, S.SM, S.LO), "array_view");
  if (Member)
    S.RW.RemoveText(Ref.getSigilLoc(), 1);
  S.count(Member ? "array member" : "array parameter", Name);
}

LValueReferenceTypeLoc arrayReferenceLoc(const DeclaratorDecl *D) {
  const TypeSourceInfo *TSI = D->getTypeSourceInfo();
  if (!TSI || !D->getType()->isLValueReferenceType() ||
      ampClassOf(D->getType()) != AmpClass::Array)
    return LValueReferenceTypeLoc();
  return TSI->getTypeLoc().getAs<LValueReferenceTypeLoc>();
}

} // namespace

void rewriteArrayParameters(TranslationState &S, const AmpModel &Model) {
  std::set<unsigned> Done;
  std::set<const CXXRecordDecl *> AmpClasses;
  for (const FunctionDecl *FD : Model.Functions) {
    RestrictionSet R = Model.Restrict.of(FD);
    if (!R.Amp || !S.inScope(FD->getLocation()))
      continue;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
      AmpClasses.insert(MD->getParent()->getCanonicalDecl());
    if (R.Cpu && FD->isTemplated())
      continue;
    for (const ParmVarDecl *P : FD->parameters())
      if (auto Ref = arrayReferenceLoc(P))
        rewriteArrayReference(S, Ref, P->getType(), /*Member=*/false, Done);
  }
  for (const KernelLaunch &K : Model.Launches)
    if (K.Entry && !K.Lambda && !K.NamedLambda)
      AmpClasses.insert(K.Entry->getParent()->getCanonicalDecl());
  for (const CXXRecordDecl *RD : AmpClasses)
    if (const CXXRecordDecl *Def = RD->getDefinition(); Def && S.inScope(Def->getLocation()))
      for (const FieldDecl *F : Def->fields())
        if (auto Ref = arrayReferenceLoc(F))
          rewriteArrayReference(S, Ref, F->getType(), /*Member=*/true, Done);
}

} // namespace amp2hip
