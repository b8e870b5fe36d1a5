//===- test_kernel_closure.cpp - what a kernel uses and how it crosses ----===//
//
// Closure analysis (model/KernelClosure.h) is the plan kernel and launch
// emission print: every variable the kernel lambda uses with how it reaches
// the device, the constants their initializers need, local typedefs, the
// using-declarations the body was written under, the enclosing templates'
// parameters, and where the kernel goes.
//
//===----------------------------------------------------------------------===//
#include "ModelTestUtil.h"

#include "clang/AST/DeclTemplate.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::ElementsAre;

namespace {

const std::string kCaptures = lines({
    "#include <amp.h>",
    "#include <amp_graphics.h>",
    "using namespace concurrency;",
    "struct Views { array_view<int, 1> v; };",
    "void f(array<int, 1> &arr, graphics::texture<int, 1> &tex, array_view<int, 1> view) {",
    "  const int TS = 4;",
    "  const int Twice = TS * 2;",
    "  int scale = 3;",
    "  int table[2] = {1, 2};",
    "  Views holder{view};",
    "  auto add = [](int a, int b) restrict(amp) { return a + b; };",
    "  typedef int value_t;",
    "  using namespace concurrency::graphics;",
    "  parallel_for_each(view.extent, [=, &arr, &tex](index<1> i) restrict(amp) {",
    "    value_t x = add(table[0], scale) * Twice;",
    "    view[i] = x + arr[i] + tex[i] + holder.v[i];",
    "  });",
    "  using std::size_t;",
    "}",
});

std::vector<std::string> names(const KernelClosure &C) {
  std::vector<std::string> Out;
  for (const ClosureVar &V : C.Vars)
    Out.push_back(V.Var->getNameAsString());
  return Out;
}

Crossing crossingOf(const KernelClosure &C, const std::string &Name) {
  for (const ClosureVar &V : C.Vars)
    if (V.Var->getNameAsString() == Name)
      return V.How;
  ADD_FAILURE() << Name << " is not in the closure";
  return Crossing::ByValue;
}

TEST(KernelClosure, EachVariableWithHowItCrosses) {
  withModel(kCaptures, [](const AmpModel &M, clang::ASTContext &) {
    ASSERT_EQ(M.Launches.size(), 1u);
    const KernelClosure &C = M.Launches[0].Closure;
    // Constants first (Twice needs TS, which the body never names), then
    // in declaration order.
    EXPECT_THAT(names(C), ElementsAre("TS", "Twice", "arr", "tex", "view", "scale", "table",
                                      "holder", "add"));
    EXPECT_EQ(crossingOf(C, "TS"), Crossing::Redeclared);
    EXPECT_EQ(crossingOf(C, "Twice"), Crossing::Redeclared);
    EXPECT_EQ(crossingOf(C, "arr"), Crossing::ArrayView);
    EXPECT_EQ(crossingOf(C, "tex"), Crossing::TextureView);
    EXPECT_EQ(crossingOf(C, "view"), Crossing::ToDevice);
    EXPECT_EQ(crossingOf(C, "scale"), Crossing::ByValue);
    EXPECT_EQ(crossingOf(C, "table"), Crossing::CapturedArray);
    EXPECT_EQ(crossingOf(C, "holder"), Crossing::ToDevice);
    EXPECT_EQ(crossingOf(C, "add"), Crossing::ClosureObject);
    for (const ClosureVar &V : C.Vars)
      EXPECT_EQ(V.ByRef, V.Var->getNameAsString() == "arr" || V.Var->getNameAsString() == "tex")
          << V.Var->getNameAsString();
  });
}

TEST(KernelClosure, TypedefsUsingsAndTemplateParameters) {
  withModel(kCaptures, [](const AmpModel &M, clang::ASTContext &) {
    ASSERT_EQ(M.Launches.size(), 1u);
    const KernelClosure &C = M.Launches[0].Closure;
    ASSERT_EQ(C.Typedefs.size(), 1u);
    EXPECT_EQ(C.Typedefs[0]->getNameAsString(), "value_t");
    // Only the using-directive before the launch.
    EXPECT_EQ(C.Usings.size(), 1u);
    // A lambda object's type becomes a template parameter.
    ASSERT_EQ(C.TemplateParams.size(), 1u);
    EXPECT_EQ(C.TemplateParams[0].Decl, "typename Closure_add");
    EXPECT_EQ(C.TemplateParams[0].Arg, "decltype(add)");
    EXPECT_EQ(nameOf(C.Enclosing), "f");
    EXPECT_EQ(C.TopLevel, C.Enclosing);
    EXPECT_EQ(C.ThisUse, nullptr);
    EXPECT_EQ(C.LocalType, nullptr);
  });
}

const std::string kTemplates = lines({
    "#include <amp.h>",
    "using namespace concurrency;",
    "template <typename T, int N>",
    "struct Filter {",
    "  float gain;",
    "  void run(array_view<T, N> v) {",
    "    parallel_for_each(v.extent, [=](index<N> i) restrict(amp) { v[i] *= gain; });",
    "  }",
    "  template <class U> void fill(array_view<U, 1> v, U x) {",
    "    struct Local { int k; };",
    "    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { Local l{1}; v[i] = x; });",
    "  }",
    "};",
});

TEST(KernelClosure, EnclosingTemplatesThisAndLocalTypes) {
  withModel(kTemplates, [](const AmpModel &M, clang::ASTContext &) {
    ASSERT_EQ(M.Launches.size(), 2u);
    const KernelClosure &Run = M.Launches[0].Closure;
    EXPECT_EQ(nameOf(Run.Enclosing), "run");
    // The kernel goes before the class template.
    EXPECT_TRUE(llvm::isa<clang::ClassTemplateDecl>(Run.TopLevel));
    ASSERT_EQ(Run.TemplateParams.size(), 2u);
    EXPECT_EQ(Run.TemplateParams[0].Decl, "typename T");
    EXPECT_EQ(Run.TemplateParams[1].Decl, "int N");
    EXPECT_EQ(Run.TemplateParams[1].Arg, "N");
    // `gain` is a member: the kernel uses `this` (amp2hip-2002).
    EXPECT_NE(Run.ThisUse, nullptr);

    const KernelClosure &Fill = M.Launches[1].Closure;
    ASSERT_EQ(Fill.TemplateParams.size(), 3u);
    EXPECT_EQ(Fill.TemplateParams[2].Decl, "class U");
    ASSERT_NE(Fill.LocalType, nullptr); // amp2hip-1003
    EXPECT_EQ(Fill.LocalType->getNameAsString(), "Local");
  });
}

} // namespace
