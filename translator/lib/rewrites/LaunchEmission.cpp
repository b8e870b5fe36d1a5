//===- LaunchEmission.cpp -------------------------------------------------===//
#include "LaunchEmission.h"
#include "HipSpellings.h"
#include "KernelEmission.h"
#include "TextLayout.h"
#include "TypeSpelling.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace amp2hip {

namespace {

/// What the launch passes for a captured variable: the variable (an
/// init-capture's initializer), through the call that moves it to the device.
std::string argFor(const SourceView &V, const KernelLaunch &K, const ClosureVar &C) {
  const VarDecl *Var = C.Var;
  std::string Name = Var->getNameAsString();
  // An init-capture's name exists only in the lambda: pass its initializer.
  if (Var->isInitCapture() && Var->getInit())
    Name = Var->getInitStyle() == VarDecl::ListInit
               ? spellDeclaration(Var->getType().getNonReferenceType(), "", V.Ctx,
                                  !K.Closure.Usings.empty()) +
                     V.text(Var->getInit()->getSourceRange())
               : "(" + V.text(Var->getInit()->getSourceRange()) + ")";
  // A captured parameter pack is passed expanded: `amp2hip::to_device(ks)...`.
  std::string Expand = Var->isParameterPack() ? "..." : "";
  if (!C.AsInteger.empty())
    return "static_cast<" + C.AsInteger + ">(" + Name + ")";
  switch (C.How) {
  case Crossing::CapturedArray:
    return hip::call(hip::CaptureArray, Name) + Expand;
  case Crossing::ArrayView:
  case Crossing::TextureView:
  case Crossing::ClosureObject:
  case Crossing::ToDevice:
    return hip::call(hip::ToDevice, Name) + Expand;
  default:
    return Name + Expand;
  }
}

/// The kernel as hipLaunchKernelGGL names it (a template's, through
/// HIP_KERNEL_NAME: its arguments hold commas).
std::string kernelReference(const SourceView &V, const KernelLaunch &K, const std::string &Name) {
  std::vector<std::string> Args;
  for (const KernelTemplateParam &P : kernelTemplateParams(V, K))
    Args.push_back(P.Arg);
  if (Args.empty())
    return Name;
  return "HIP_KERNEL_NAME(" + Name + "<" + llvm::join(Args, ", ") + ">)";
}

} // namespace

std::string emitLaunch(const SourceView &V, const KernelLaunch &K, const std::string &Name,
                       const std::string &Indent, const std::string &Unit) {
  std::vector<std::string> Args;
  for (const ClosureVar &C : K.Closure.Vars)
    if (C.How != Crossing::Redeclared)
      Args.push_back(argFor(V, K, C));
  if (!K.Lambda)
    Args.push_back(hip::call(hip::ToDevice, V.text(K.Callable->getSourceRange())));
  std::string DomainText = V.text(K.Domain->getSourceRange());
  std::string Stream = "0";
  if (K.AcceleratorView)
    Stream = V.text(K.AcceleratorView->getSourceRange()) + ".stream()";
  // Names the launch declares must not hide what its arguments use.
  std::vector<std::string> Texts = Args;
  Texts.push_back(DomainText);
  Texts.push_back(Stream);
  std::string In = Indent + Unit;
  std::string Out = "{\n";
  std::string KernelRef = kernelReference(V, K, Name);
  const std::vector<std::string> &Dims = K.Shape.TileDims;
  const std::string Rank = kernelRank(V, K);
  if (K.Shape.RankFromDomain)
    Out += In + "constexpr int " + Rank + " = " + hip::RankOf.str() + "<decltype(" + DomainText +
           ")>();\n";
  std::vector<std::string> Call;
  if (K.Shape.Tiled) {
    std::string DomainVar = freshName("domain", Texts);
    // dim3 lists x first: the AMP dimensions reversed.
    std::string Block = hip::call(hip::Dim3, llvm::join(llvm::reverse(Dims), ", "));
    Out += In + "const concurrency::tiled_extent<" + llvm::join(Dims, ", ") + "> " + DomainVar +
           " = " + DomainText + ";\n";
    Call = {KernelRef, hip::call(hip::TileGrid, DomainVar), Block, "0", Stream};
  } else {
    std::string BlockVar = freshName("block", Texts);
    std::string DomainVar = freshName("domain", Texts);
    // The shapes match amp2hip::default_block<N>(), used when the rank is
    // a template parameter.
    static const char *const Blocks[] = {"256", "32, 8", "32, 4, 2"};
    bool Literal = !Rank.empty() && std::all_of(Rank.begin(), Rank.end(), ::isdigit);
    if (Literal)
      Out += In + "const " + hip::Dim3.str() + " " + BlockVar + "(" +
             (Rank == "1" ? Blocks[0] : Rank == "2" ? Blocks[1] : Blocks[2]) + ");\n";
    else
      Out += In + "const " + hip::Dim3.str() + " " + BlockVar + " = " +
             hip::instance(hip::DefaultBlock, Rank) + "();\n";
    Out += In + "const " + hip::instance(hip::ComputeDomain, Rank) + " " + DomainVar + "(" + DomainText +
           ", " + BlockVar + ");\n";
    Call = {KernelRef, DomainVar + ".grid()", BlockVar, "0", Stream, DomainVar};
  }
  // The launch configuration (kernel, grid, block, shared memory, stream[,
  // domain]) on the first line when it does not fit on one, the kernel's
  // arguments after it.
  size_t Config = Call.size();
  Call.insert(Call.end(), Args.begin(), Args.end());
  Out += wrapList(In + hip::LaunchKernel.str() + "(", Call, ");", 100, Config) + "\n";
  Out += In + hip::call(hip::CheckLaunch, "") + ";\n";
  return Out + Indent + "}";
}

} // namespace amp2hip
