//===- test_amp_rules_types.cpp - captures, element types, declarations ---===//
//
// The rules of AmpRulesCaptures/Types/Declarations/Implicit/Atomics.cpp and
// the language rule's extensions (long long literals and casts, integer to
// pointer casts, malloc/free, default arguments), each both ways: what
// Visual C++ rejects is reported where it is, the nearest valid code is not.
// testdata/invalid/ has a whole program for each.
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;

namespace {

/// A program with \p Decls at namespace scope and \p Body in main(), where
/// `av` is an array_view<int, 1> over 16 ints.
std::string program(const std::string &Decls, const std::string &Body) {
  return "#include <amp.h>\n#include <amp_short_vectors.h>\n#include <cstdlib>\n#include <vector>\n"
         "using namespace concurrency;\n" +
         Decls + "\nint main() {\n  std::vector<int> v(16, 1);\n  array_view<int, 1> av(16, v);\n" +
         Body + "\n  return 0;\n}\n";
}

/// \p Stmt inside a kernel over av.
std::string kernel(const std::string &Stmt, const std::string &Decls = "") {
  return program(Decls, "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {\n    " +
                            Stmt + "\n  });");
}

} // namespace

TEST(AmpRulesTypes, CapturedPointerIsReportedWherePointersAreFine) {
  expectRuleError(program("", "  int *p = v.data();\n"
                              "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = p[0]; });"),
                  2026, "p[0]");
  // Pointers inside the kernel, and a pointer a host lambda captures.
  expectNoRuleError(program("", "  int *p = v.data();\n  auto host = [=] { return p[0]; };\n  (void)host;\n"
                                "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {\n"
                                "    int x = av[i]; int *q = &x; av[i] = *q; });"));
}

TEST(AmpRulesTypes, CaptureAndElementTypesMustBeAmpCompatible) {
  expectRuleError(program("struct S { int n; float *f; };",
                          "  S s{1, nullptr};\n"
                          "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = s.n; });"),
                  2027, "s.n;");
  expectRuleError(program("struct Tag {};", "  array<Tag, 1> tags(4);"), 2027, "tags(4)");
  expectRuleError(program("", "  std::vector<short> h(8);\n  array_view<short, 1> sv(8, h);"), 2027,
                  "sv(8, h)");
  // An array& member of a functor, an array_view inside a captured struct, a
  // class derived from array_view, a short vector element type.
  expectNoRuleError(program("struct F { array<int, 1> &a; array_view<int, 1> b;\n"
                            "  void operator()(index<1> i) const restrict(amp) { a[i] = b[i]; } };\n"
                            "struct P { int n; array_view<int, 1> w; };\n"
                            "struct D : array_view<int, 1> { D(const array_view<int, 1> &x) : array_view<int, 1>(x) {} };",
                            "  array<int, 1> a(16);\n  parallel_for_each(av.extent, F{a, av});\n"
                            "  P p{2, av};\n  D d(av);\n  std::vector<graphics::float_4> q(4);\n"
                            "  array_view<graphics::float_4, 1> qv(4, q);\n"
                            "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { p.w[i] = p.n + d[i]; });"));
}

TEST(AmpRulesTypes, ExceptionSpecificationOnAmpFunctionsOnly) {
  expectRuleError(program("int f(int x) throw() restrict(amp) { return x; }", ""), 2028, "throw()");
  expectNoRuleError(program("int f(int x) throw() { return x; }", ""));
}

TEST(AmpRulesTypes, DeclarationAndDefinitionAgreeOnTheRestriction) {
  expectRuleError(program("int f(int) restrict(amp, cpu);\nint f(int x) restrict(amp) { return x; }", ""),
                  2029, "f(int x) restrict(amp) {");
  // (Parsed a second time without the restrict(amp) mark, which keeps the
  // in-class declaration from matching the definition: Driver.cpp.)
  expectRuleError(program("struct C { int at() const restrict(amp); };\nint C::at() const { return 1; }", ""),
                  2029, "at() const {");
  // An overload on the restriction alone whose other half is defined elsewhere.
  expectNoRuleError(program("int f(int) restrict(amp, cpu);\nint f(int x) restrict(amp, cpu) { return x; }\n"
                            "int g() restrict(cpu);\nint g() restrict(amp);\n"
                            "int g() restrict(cpu) { return 1; }",
                            ""));
}

TEST(AmpRulesTypes, ImplicitMembersTakeTheRestrictionOfWhatTheyCall) {
  const std::string Cpu = "struct M { int v; M() restrict(amp, cpu) : v(0) {} M(const M &o) restrict(cpu) : v(o.v) {} };\n"
                          "struct S { M m; int k; };\n";
  expectRuleError(kernel("S a; S b = a; av[i] = b.k;", Cpu), 2030, "a; av[i]");
  const std::string Amp = "struct M { int v; M() restrict(amp, cpu) : v(0) {} M(const M &o) restrict(amp, cpu) : v(o.v) {} };\n"
                          "struct S { M m; int k; };\n";
  expectNoRuleError(kernel("S a; S b = a; av[i] = b.k;", Amp));
}

TEST(AmpRulesTypes, DefaultArgumentsAreCodeOfTheCall) {
  expectRuleError(kernel("av[i] = h(i[0]);", "int d() { return 2; }\nint h(int x, int y = d()) restrict(amp) { return x + y; }"),
                  2019, "d()) restrict");
  expectNoRuleError(kernel("av[i] = h(i[0], 1);", "int d() { return 2; }\nint h(int x, int y = d()) restrict(amp) { return x + y; }"));
}

TEST(AmpRulesTypes, LongLongLiteralsAndCastsButNotLong) {
  expectRuleError(kernel("av[i] = (int)(av[i] * 5LL);"), 2017, "5LL");
  expectRuleError(kernel("av[i] += 1;\n    int w = static_cast<int>(static_cast<long long>(av[i]) >> 1); av[i] = w;"), 2017,
                  "static_cast<long long>");
  expectNoRuleError(kernel("long w = 5L * av[i]; unsigned long u = 7UL; av[i] = (int)w + (int)u + (int)(float)av[i];"));
}

TEST(AmpRulesTypes, IntegerToPointerAndHeapFunctions) {
  expectRuleError(kernel("int *p = (int *)(long)av[i]; av[i] = p ? 1 : 0;"), 2032, "(int *)");
  expectRuleError(kernel("void *m = malloc(4); av[i] = m ? 1 : 0;"), 2023, "malloc(4)");
  expectNoRuleError(program("", "  void *m = malloc(4);\n  free(m);\n"
                                "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {\n"
                                "    int x = 1; int *p = &x; int *q = p + 1; av[i] = (int)(q - p); });"));
}

TEST(AmpRulesTypes, FloatAtomicsAreNotAmp) {
  const std::string Code = program("", "  std::vector<float> f(1);\n  array_view<float, 1> fv(1, f);\n"
                                       "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {\n"
                                       "    atomic_fetch_add(&fv[0], 1.0f); });");
  expectRuleError(Code, 2031, "atomic_fetch_add(&fv");
  EXPECT_THAT(translateFull(Code).withID(2031)[0].Message, ::testing::HasSubstr("atomicAdd(float *, float)"));
  expectNoRuleError(program("", "  std::vector<float> f(1);\n  array_view<float, 1> fv(1, f);\n"
                                "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {\n"
                                "    atomic_fetch_add(&av[0], 1); atomic_exchange(&fv[0], 2.0f); });"));
}

TEST(AmpRulesTypes, ConstContainersAreNotConstants) {
  expectRuleError(program("static std::vector<int> g(4);\nconst array_view<const int, 1> gv(4, g);",
                          "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = gv[0]; });"),
                  2022, "gv[0]");
  expectNoRuleError(program("const int kN = 4;\nstruct L { static constexpr int k = 2; };",
                            "  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = kN + L::k; });"));
}
