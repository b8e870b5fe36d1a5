//===- test_restrictions.cpp - which functions are restrict(amp) ----------===//
//
// One rule (model/Restrictions.h) says which recorded restrict(...) belongs
// to a declaration: the first after its parameter list, before the end of
// its declarator (`;`, `{`, `=`, `:` at depth 0) or its body. The rules and
// the restrict rewrite both ask it, so they cannot disagree.
//
//===----------------------------------------------------------------------===//
#include "ModelTestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;

namespace {

const std::string kFunctions = lines({
    "#include <amp.h>",
    "using namespace concurrency;",
    "#define GPU restrict(amp)",
    "int host_only(int x) { return x; }",
    "int device_only(int x) restrict(amp) { return x; }",
    "int both(int x) restrict(amp, cpu) { return x; }",
    "int declared(int x) restrict(amp);",
    "int declared(int x) { return x; }",
    "int by_macro(int x) GPU { return x; }",
    "int qualified(int x) noexcept(sizeof(int) == 4) restrict(amp) { return x; }",
    "struct Holder {",
    "  int v;",
    "  // The lambda's restriction belongs to the lambda, not to the constructor.",
    "  Holder() : v([]() restrict(amp, cpu) { return 1; }()) {}",
    "  int get() const restrict(amp) { return v; }",
    "};",
    "template <typename T> T twice(T x) restrict(amp) { return x + x; }",
    "void launch(array_view<int, 1> a) {",
    "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = twice(a[i]); });",
    "}",
});

TEST(Restrictions, EachDeclarationHasItsOwnSpec) {
  withModel(kFunctions, [](const AmpModel &M, clang::ASTContext &) {
    const Restrictions &R = M.Restrict;
    EXPECT_EQ(R.ofDeclaration(functionNamed(M, "host_only")), nullptr);
    const RestrictSpec *Device = R.ofDeclaration(functionNamed(M, "device_only"));
    ASSERT_NE(Device, nullptr);
    EXPECT_TRUE(Device->Amp);
    EXPECT_FALSE(Device->Cpu);
    const RestrictSpec *Both = R.ofDeclaration(functionNamed(M, "both"));
    ASSERT_NE(Both, nullptr);
    EXPECT_TRUE(Both->Amp && Both->Cpu);
    EXPECT_EQ(Both->ArgsText, "amp, cpu");
    // Through an object-like macro: the spec knows the macro.
    const RestrictSpec *Macro = R.ofDeclaration(functionNamed(M, "by_macro"));
    ASSERT_NE(Macro, nullptr);
    EXPECT_EQ(Macro->MacroName, "GPU");
    // Declarator tokens (noexcept(...)) may come before the spec.
    EXPECT_TRUE(R.isAmp(functionNamed(M, "qualified")));
  });
}

TEST(Restrictions, AFunctionIsAmpWhenAnyDeclarationSaysSo) {
  withModel(kFunctions, [](const AmpModel &M, clang::ASTContext &) {
    const Restrictions &R = M.Restrict;
    std::vector<const clang::FunctionDecl *> Declared;
    for (const clang::FunctionDecl *FD : M.Functions)
      if (FD->getNameAsString() == "declared")
        Declared.push_back(FD);
    ASSERT_EQ(Declared.size(), 2u);
    EXPECT_NE(R.ofDeclaration(Declared[0]), nullptr);
    EXPECT_EQ(R.ofDeclaration(Declared[1]), nullptr);
    // restrict(amp) alone is marked while parsing (amp-include/amp_keywords.h),
    // so the two are AMP's overload on the restriction: an amp one declared
    // here, a cpu one defined.
    EXPECT_TRUE(R.isAmp(Declared[0]));
    EXPECT_FALSE(R.isAmp(Declared[1]));
    RestrictionSet Host = R.of(functionNamed(M, "host_only"));
    EXPECT_TRUE(Host.Cpu);
    EXPECT_FALSE(Host.Amp);
  });
}

TEST(Restrictions, AConstructorInitializerEndsTheDeclarator) {
  withModel(kFunctions, [](const AmpModel &M, clang::ASTContext &) {
    const clang::FunctionDecl *Ctor = functionNamed(M, "Holder");
    EXPECT_EQ(M.Restrict.ofDeclaration(Ctor), nullptr);
    EXPECT_FALSE(M.Restrict.isAmp(Ctor));
    EXPECT_TRUE(M.Restrict.isAmp(functionNamed(M, "get")));
    // The lambda in the initializer has its own.
    const RestrictSpec *Lambda = nullptr;
    for (const clang::LambdaExpr *L : M.Lambdas)
      if (!M.isKernelLambda(L))
        Lambda = M.Restrict.ofLambda(L);
    ASSERT_NE(Lambda, nullptr);
    EXPECT_TRUE(Lambda->Amp && Lambda->Cpu);
  });
}

TEST(Restrictions, TemplatesAndTheirInstantiationsAgree) {
  withModel(kFunctions, [](const AmpModel &M, clang::ASTContext &) {
    const clang::FunctionDecl *Twice = functionNamed(M, "twice");
    EXPECT_TRUE(M.Restrict.isAmp(Twice));
    // The kernel calls twice<int>, an instantiation: keyed by its pattern.
    ASSERT_EQ(M.Launches.size(), 1u);
    const AmpBody *Kernel = M.Graph.bodyOf(M.Launches[0].Entry);
    ASSERT_NE(Kernel, nullptr);
    unsigned K = Kernel - M.Graph.Bodies.data();
    ASSERT_EQ(M.Graph.Calls[K].size(), 1u);
    EXPECT_TRUE(M.Restrict.isAmp(M.Graph.Calls[K][0].second));
    EXPECT_EQ(M.Graph.Calls[K][0].second, canonicalFunction(Twice));
  });
}

const std::string kLocalClasses = lines({
    "#include <amp.h>",
    "using namespace concurrency;",
    "int on_device(int x) restrict(amp) {",
    "  struct Dev { int twice(int v) const { return v + v; } int host() restrict(cpu) { return 0; } };",
    "  return Dev().twice(x);",
    "}",
    "int on_both(int x) restrict(amp, cpu) {",
    "  struct Both { struct Inner { int get() const { return 1; } }; int one() const { return Inner().get(); } };",
    "  return Both().one() + x;",
    "}",
    "int on_host(int x) { struct Host { int id(int v) { return v; } }; return Host().id(x); }",
    "void launch(array_view<int, 1> a) {",
    "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) {",
    "    auto helper = [](int v) { struct InLambda { int neg(int w) { return -w; } }; return InLambda().neg(v); };",
    "    a[i] = on_device(a[i]) + on_both(a[i]) + helper(a[i]);",
    "  });",
    "}",
});

TEST(Restrictions, LocalClassMembersTakeTheRestrictionAroundThem) {
  withModel(kLocalClasses, [](const AmpModel &M, clang::ASTContext &) {
    const RestrictionSet Twice = M.Restrict.of(functionNamed(M, "twice"));
    EXPECT_TRUE(Twice.Amp && !Twice.Cpu);
    EXPECT_TRUE(M.Restrict.inheritsAmp(functionNamed(M, "twice")));
    // restrict(cpu), written: cpu only, and not amp code.
    EXPECT_FALSE(M.Restrict.isAmp(functionNamed(M, "host")));
    EXPECT_FALSE(M.Restrict.inheritsAmp(functionNamed(M, "host")));
    EXPECT_EQ(M.Graph.bodyOf(functionNamed(M, "host")), nullptr);
    // restrict(amp, cpu) around, through a nested local struct too.
    for (const char *Name : {"one", "get"}) {
      const RestrictionSet W = M.Restrict.of(functionNamed(M, Name));
      EXPECT_TRUE(W.Amp && W.Cpu) << Name;
    }
    // A host function's local class is host code.
    EXPECT_FALSE(M.Restrict.isAmp(functionNamed(M, "id")));
    EXPECT_FALSE(M.Restrict.inheritsAmp(functionNamed(M, "id")));
    // In a lambda without a restriction inside a kernel: amp, like the kernel.
    EXPECT_TRUE(M.Restrict.isAmp(functionNamed(M, "neg")));
    EXPECT_NE(M.Graph.bodyOf(functionNamed(M, "neg")), nullptr);
  });
}

} // namespace
