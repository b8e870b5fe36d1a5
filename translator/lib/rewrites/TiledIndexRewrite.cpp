//===- TiledIndexRewrite.cpp - tiled_index properties -> HIP builtins -----===//
//
// AMP dimension d of a rank-R tile maps to HIP axis R-1-d (the last AMP
// dimension is x, so neighbouring elements go to neighbouring threads):
//
//   t.local[d]        threadIdx.a
//   t.tile[d]         blockIdx.a
//   t.tile_origin[d]  blockIdx.a * Dd      (Dd: the tile size as written)
//   t.global[d]       blockIdx.a * Dd + threadIdx.a
//   t.tile_extent     concurrency::extent<R>(D0, ...)
//   t.tile_dimN       DN
//
// HIP's builtins are unsigned and AMP's index components are int, so a
// replacement is wrapped in int(...) unless it lands where an int is
// required anyway (an int variable's initializer, an array subscript);
// otherwise `t.local[0] - 1 >= 0` would silently change meaning.
//
//===----------------------------------------------------------------------===//
#include "Rewrites.h"
#include "HipSpellings.h"

#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace amp2hip {

namespace {

const char *axisName(unsigned Rank, unsigned Dim) {
  static const char *const Axes[] = {"x", "y", "z"};
  return Axes[Rank - 1 - Dim];
}

/// The nearest parent expression, skipping implicit casts and parentheses.
const Stmt *parentSkipping(ASTContext &Ctx, const Stmt *E, const Stmt **Child = nullptr) {
  const Stmt *Cur = E;
  while (true) {
    DynTypedNodeList Parents = Ctx.getParents(*Cur);
    if (Parents.empty())
      return nullptr;
    const Stmt *P = Parents[0].get<Stmt>();
    if (!P) {
      if (Child)
        *Child = Cur;
      return nullptr;
    }
    if (isa<ImplicitCastExpr>(P) || isa<ParenExpr>(P) || isa<MaterializeTemporaryExpr>(P)) {
      Cur = P;
      continue;
    }
    if (Child)
      *Child = Cur;
    return P;
  }
}

/// Text, in parentheses unless it is one identifier or number.
std::string parenthesized(const std::string &Text) {
  bool Simple = !Text.empty() && llvm::all_of(Text, [](char C) {
    return llvm::isAlnum(C) || C == '_';
  });
  return Simple ? Text : "(" + Text + ")";
}

/// The member name of `t.NAME`, resolved or dependent.
std::string memberName(const Stmt *S, const Expr **Base) {
  if (const auto *ME = dyn_cast_or_null<MemberExpr>(S)) {
    *Base = ME->getBase();
    return ME->getMemberDecl()->getNameAsString();
  }
  if (const auto *DM = dyn_cast_or_null<CXXDependentScopeMemberExpr>(S)) {
    if (DM->isImplicitAccess())
      return "";
    *Base = DM->getBase();
    return DM->getMember().getAsString();
  }
  return "";
}

class TiledIndexRewriter : public RecursiveASTVisitor<TiledIndexRewriter> {
public:
  TiledIndexRewriter(TranslationState &S, const AmpModel &Model, const LaunchShape &Shape)
      : S(S), Model(Model), Param(Shape.IndexParam), Dims(Shape.TileDims) {}

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (DRE->getDecl() != Param)
      return true;
    if (!rewriteUse(DRE))
      NeedsObject = true;
    return true;
  }

  bool NeedsObject = false;

private:
  /// Rewrite the property access that \p DRE starts; false when the use
  /// needs the tiled_index object itself.
  bool rewriteUse(const DeclRefExpr *DRE) {
    ASTContext &Ctx = S.Ctx;
    const Stmt *MemberNode = parentSkipping(Ctx, DRE);
    const Expr *Base = nullptr;
    std::string Member = memberName(MemberNode, &Base);
    if (Member.empty())
      return false;
    unsigned Rank = Dims.size();
    if (Member == "barrier")
      return isConsumedBarrier(MemberNode);
    if (Member == "tile_extent") {
      return replace(MemberNode, "concurrency::extent<" + std::to_string(Rank) + ">(" +
                                     llvm::join(Dims, ", ") + ")");
    }
    if (Member.rfind("tile_dim", 0) == 0 && Member.size() == 9) {
      unsigned D = Member[8] - '0';
      return D < Rank && replace(MemberNode, Dims[D]);
    }
    if (Member != "global" && Member != "local" && Member != "tile" && Member != "tile_origin")
      return false;
    // Needs a constant subscript: t.global[0].
    const Stmt *Sub = parentSkipping(Ctx, MemberNode);
    const Expr *IndexExpr = nullptr;
    if (const auto *Op = dyn_cast_or_null<CXXOperatorCallExpr>(Sub)) {
      if (Op->getOperator() != OO_Subscript || Op->getNumArgs() != 2 ||
          Op->getArg(0)->IgnoreImplicit()->IgnoreParens() != MemberNode)
        return false;
      IndexExpr = Op->getArg(1);
    } else if (const auto *AS = dyn_cast_or_null<ArraySubscriptExpr>(Sub)) {
      if (AS->getBase()->IgnoreImplicit()->IgnoreParens() != MemberNode)
        return false;
      IndexExpr = AS->getIdx();
    } else {
      return false;
    }
    if (IndexExpr->isValueDependent())
      return false;
    Optional<llvm::APSInt> D = IndexExpr->getIntegerConstantExpr(Ctx);
    if (!D || D->isNegative() || D->getZExtValue() >= Rank)
      return false;
    const char *A = axisName(Rank, D->getZExtValue());
    std::string Local = hip::ThreadIdx.str() + "." + A;
    std::string Tile = hip::BlockIdx.str() + "." + A;
    // The tile size is a compile-time constant of the tiled_index type;
    // blockDim would make every kernel read (and clamp) it at run time.
    std::string Origin = Tile + " * " + parenthesized(Dims[D->getZExtValue()]);
    std::string Text = Member == "local"  ? Local
                       : Member == "tile" ? Tile
                       : Member == "tile_origin" ? Origin
                                                 : Origin + " + " + Local;
    if (!intIsRequired(cast<Expr>(Sub)))
      Text = "int(" + Text + ")";
    S.count("tiled_index." + Member, Sub->getBeginLoc());
    return replace(Sub, Text);
  }

  /// `t.barrier` inside a call the barrier rewrite already replaced (a
  /// wait or a fence of the model).
  bool isConsumedBarrier(const Stmt *BarrierMember) {
    for (const Stmt *P = BarrierMember; P;) {
      DynTypedNodeList Parents = S.Ctx.getParents(*P);
      if (Parents.empty())
        return false;
      P = Parents[0].get<Stmt>();
      if (const auto *Call = dyn_cast_or_null<CallExpr>(P))
        return Model.isBarrierOrFence(Call);
      if (P && !isa<Expr>(P))
        return false;
    }
    return false;
  }

  /// True where the replacement's int value is converted to int anyway.
  bool intIsRequired(const Expr *E) {
    const Stmt *Child = nullptr;
    const Stmt *P = parentSkipping(S.Ctx, E, &Child);
    if (const auto *AS = dyn_cast_or_null<ArraySubscriptExpr>(P))
      return AS->getIdx()->IgnoreImplicit()->IgnoreParens() == E;
    // A comparison with a non-negative constant: the builtins are never
    // negative, so unsigned and signed comparisons agree.
    if (const auto *BO = dyn_cast_or_null<BinaryOperator>(P)) {
      if (BO->isComparisonOp()) {
        const Expr *Other = BO->getLHS() == Child ? BO->getRHS() : BO->getLHS();
        if (!Other->isValueDependent())
          if (Optional<llvm::APSInt> V = Other->getIntegerConstantExpr(S.Ctx))
            return !V->isNegative();
      }
      return false;
    }
    // An int parameter of an AMP class's member or constructor (av(i, j),
    // index<2>(i, j)): their overloads differ by arity, never by int vs
    // unsigned, so the call means the same.
    const FunctionDecl *Callee = nullptr;
    unsigned ArgNo = 0;
    if (const auto *CE = dyn_cast_or_null<CallExpr>(P)) {
      Callee = CE->getDirectCallee();
      for (unsigned I = 0; I < CE->getNumArgs(); ++I)
        if (CE->getArg(I) == Child)
          ArgNo = I + 1;
      // Member operator calls list the object as argument 0.
      if (isa<CXXOperatorCallExpr>(CE) && isa_and_nonnull<CXXMethodDecl>(Callee) && ArgNo)
        --ArgNo;
    } else if (const auto *CC = dyn_cast_or_null<CXXConstructExpr>(P)) {
      Callee = CC->getConstructor();
      for (unsigned I = 0; I < CC->getNumArgs(); ++I)
        if (CC->getArg(I) == Child)
          ArgNo = I + 1;
    }
    // Members and constructors of AMP classes only: free functions such as
    // direct3d::mad are overloaded on int and unsigned.
    const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Callee);
    if (Method && ArgNo && ArgNo <= Callee->getNumParams() && isInAmpNamespace(Method->getParent())) {
      QualType PT = Callee->getParamDecl(ArgNo - 1)->getType().getNonReferenceType();
      return PT->isSpecificBuiltinType(BuiltinType::Int);
    }
    if (!P) {
      DynTypedNodeList Parents = S.Ctx.getParents(*Child);
      if (!Parents.empty())
        if (const auto *VD = Parents[0].get<VarDecl>())
          return VD->getType()->isIntegerType() && !VD->getType()->getContainedAutoType() &&
                 !VD->getType()->isUnsignedIntegerType();
    }
    return false;
  }

  bool replace(const Stmt *Node, const std::string &Text) {
    SourceRange R = Node->getSourceRange();
    if (R.getBegin().isMacroID() || R.getEnd().isMacroID())
      return false;
    S.RW.ReplaceText(R, Text);
    return true;
  }

  TranslationState &S;
  const AmpModel &Model;
  const clang::ParmVarDecl *Param;
  const std::vector<std::string> &Dims; ///< Tile dimensions as written, AMP order.
};

} // namespace

bool rewriteTiledIndexUses(TranslationState &S, const AmpModel &Model, const KernelLaunch &K) {
  TiledIndexRewriter R(S, Model, K.Shape);
  R.TraverseStmt(K.Lambda->getBody());
  return R.NeedsObject;
}

} // namespace amp2hip
