//===- test_msvc_dialect.cpp - Visual C++ sources (--msvc) ----------------===//
//
// Delayed template parsing (it crashed the translator), the leniencies of
// Visual C++ fixed in the translation (MsvcFixes.def, amp2hip-4001) or named
// (4002, 4004), std::exception("message"), and amp2hip/msvc.h included where
// a file uses Visual C++'s keywords or CRT functions.
//===----------------------------------------------------------------------===//
#include "MsvcDialect.h"
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

/// Translate \p Code with --msvc (or with \p Extra parser arguments instead).
const Translation &translateMsvc(const std::string &Code,
                                 const std::vector<std::string> &Extra = {}) {
  static std::map<std::pair<std::string, std::vector<std::string>>, std::unique_ptr<Translation>>
      Cache;
  std::unique_ptr<Translation> &Slot = Cache[{Code, Extra}];
  if (!Slot) {
    DriverOptions Opts = testOptions();
    Opts.Msvc = Extra.empty();
    Opts.ExtraArgs = Extra;
    FileResult R = translateFile(kInputPath, Opts, &Code);
    Slot = std::make_unique<Translation>();
    Slot->Parsed = R.Parsed;
    Slot->Changed = R.Result.Changed;
    Slot->Output = R.Result.Output;
    Slot->Counts = R.Result.Counts;
    Slot->Diags = R.Diags.diagnostics();
  }
  return *Slot;
}

const std::string kUninstantiated = lines({
    "#include <amp.h>",
    "using namespace concurrency;",
    "template <typename T> void scale(array_view<T, 1> a, T f) {",
    "  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = twice(a[i]) * f; });",
    "}",
    "template <typename T> T twice(T x) restrict(amp, cpu) { return x + x; }",
    "int main() { return 0; }",
});

TEST(MsvcDialect, DelayedTemplateParsingTranslatesAnUninstantiatedKernel) {
  // It crashed (SIGSEGV): the body of a template nothing instantiates was
  // never parsed, and the rewrites walked the missing body.
  for (const std::vector<std::string> &Extra :
       {std::vector<std::string>{"-fdelayed-template-parsing"}, std::vector<std::string>{}}) {
    const Translation &T = translateMsvc(kUninstantiated, Extra);
    ASSERT_TRUE(T.Parsed) << T.diagText();
    for (const Diagnostic &D : T.Diags)
      EXPECT_NE(D.Sev, Severity::Error) << T.diagText();
    EXPECT_THAT(T.Output, HasSubstr("__global__"));
    EXPECT_THAT(T.Output, HasSubstr("hipLaunchKernelGGL"));
    EXPECT_EQ(T.count("kernel"), 1u);
  }
}

TEST(MsvcDialect, VoidMainBecomesIntMain) {
  const std::string Code = lines({
      "#include <cstdio>",
      "void main() {",
      "  std::printf(\"PASS\\n\");",
      "}",
  });
  const Translation &T = translateMsvc(Code);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_THAT(T.Output, HasSubstr("int main() {"));
  ASSERT_EQ(T.withID(4001).size(), 1u) << T.diagText();
  const Diagnostic D = T.withID(4001).front();
  EXPECT_EQ(D.Line, 2u);
  EXPECT_EQ(D.Column, 1u);
  EXPECT_THAT(D.Message, HasSubstr("'main' must return 'int'"));
  EXPECT_THAT(D.Message, HasSubstr("writes 'int' instead"));
  EXPECT_EQ(T.count("msvc fix"), 1u);
  EXPECT_THAT(T.Output, HasSubstr("// amp2hip warning: 'main' must return 'int'"));
}

const std::string kTemplates = lines({
    "#include <vector>",
    "template <typename T> struct Base {",
    "  typedef T value_type;",
    "  int member = 1;",
    "  int helper() const { return 2; }",
    "  template <int N> int get() const { return N; }",
    "};",
    "template <typename T> struct Derived : Base<T> {",
    "  int sum() const { return member + helper(); }",
    "};",
    "template <typename C> int first(const C &c) {",
    "  C::value_type v = c.template get<3>();",
    "  return v + c.get<4>();",
    "}",
    "int main() { Derived<int> d; return d.sum() + first(d) - 10; }",
});

TEST(MsvcDialect, TwoPhaseLookupAndMissingKeywordsAreFixed) {
  const Translation &T = translateMsvc(kTemplates);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_THAT(T.Output, HasSubstr("return this->member + this->helper();"));
  EXPECT_THAT(T.Output, HasSubstr("typename C::value_type v = c.template get<3>();"));
  EXPECT_THAT(T.Output, HasSubstr("return v + c.template get<4>();"));
  EXPECT_EQ(T.withID(4001).size(), 4u) << T.diagText();
  EXPECT_EQ(T.count("msvc fix"), 4u);
  Position P = positionOf(kTemplates, "helper();");
  bool Found = false;
  for (const Diagnostic &D : T.withID(4001))
    Found |= D.Line == P.Line && D.Column == P.Column && D.Message.find("this->") != std::string::npos;
  EXPECT_TRUE(Found) << T.diagText();
}

const std::string kFunctionalCasts = lines({
    "#include <amp.h>",
    "#include <vector>",
    "using namespace concurrency;",
    "template <typename C> void halve(C &c) {",
    "  array_view<typename C::value_type, 1> v((int)c.size(), c);",
    "  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {",
    "    v[i] = C::value_type(v[i] / 2);",
    "  });",
    "}",
    "template <typename T> struct Stats {",
    "  static typename T::value_type zero() { return T::value_type(); }",
    "  static typename T::value_type braced() { return T::value_type{1}; }",
    "};",
    "int main() {",
    "  std::vector<int> a(8, 4); std::vector<float> b(8, 2.0f);",
    "  halve(a); halve(b);",
    "  return Stats<std::vector<int>>::zero() + Stats<std::vector<int>>::braced() - 1;",
    "}",
});

TEST(MsvcDialect, DependentFunctionalCastsGetTypename) {
  // clang reports these when it instantiates the template, as errors without
  // a fix-it (the output check said 3003); Visual C++ accepts them.
  const Translation &T = translateMsvc(kFunctionalCasts);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_THAT(T.Output, HasSubstr("v[i] = typename C::value_type(v[i] / 2);"));
  EXPECT_THAT(T.Output, HasSubstr("return typename T::value_type(); }"));
  EXPECT_THAT(T.Output, HasSubstr("return typename T::value_type{1}; }"));
  EXPECT_EQ(T.Output.find("typename typename"), std::string::npos);
  // One fix each, though halve is instantiated twice.
  ASSERT_EQ(T.withID(4001).size(), 3u) << T.diagText();
  const Position P = positionOf(kFunctionalCasts, "C::value_type(v[i]");
  EXPECT_EQ(T.withID(4001).front().Line, P.Line);
  EXPECT_EQ(T.withID(4001).front().Column, P.Column);
  EXPECT_TRUE(T.withID(4002).empty()) << T.diagText();
}

TEST(MsvcDialect, FunctionalCastInAMacroBodyIsNamedNotFixed) {
  // `typename` before the macro's use would not be before the name.
  const std::string Code = lines({
      "#include <vector>",
      "#define ZERO_OF_C C::value_type(0)",
      "template <typename C> int first(const C &c) { return ZERO_OF_C + c[0]; }",
      "int main() { std::vector<int> v(2, 1); return first(v) - 1; }",
  });
  const Translation &T = translateMsvc(Code);
  EXPECT_TRUE(T.withID(4001).empty()) << T.diagText();
  ASSERT_EQ(T.withID(4002).size(), 1u) << T.diagText();
  EXPECT_EQ(T.withID(4002).front().Line, 3u);
  EXPECT_THAT(T.withID(4002).front().Message, HasSubstr("missing 'typename'"));
}

// In a non-static member function of a class template, clang reports the
// same leniency differently: "unexpected type name 'value_type': expected
// expression", at the name's last part. `typename` goes before the whole
// qualified name, however it is qualified.
const std::string kMemberFunctionCasts = lines({
    "#include <vector>",
    "namespace lib { template <class T> struct box { typedef T type; }; }",
    "template <class T> struct Holder {",
    "  typename T::value_type first;",
    "  Holder() : first(T::value_type(3)) {}",
    "  typename T::value_type start() const { return T::value_type(3); }",
    "  typename T::value_type braced() const { return T::value_type{4}; }",
    "  int boxed() const { return lib::box<typename T::value_type>::type (5); }",
    "  int global() const { return ::lib::box<T>::type::value_type(6); }",
    "};",
    "int main() {",
    "  Holder<std::vector<int>> h;",
    "  return h.first + h.start() + h.braced() + h.boxed() + h.global() == 21 ? 0 : 1;",
    "}",
});

TEST(MsvcDialect, CastsInNonStaticMemberFunctionsGetTypenameBeforeTheWholeName) {
  const Translation &T = translateMsvc(kMemberFunctionCasts);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_THAT(T.Output, HasSubstr("Holder() : first(typename T::value_type(3)) {}"));
  EXPECT_THAT(T.Output, HasSubstr("{ return typename T::value_type(3); }"));
  EXPECT_THAT(T.Output, HasSubstr("{ return typename T::value_type{4}; }"));
  EXPECT_THAT(T.Output,
              HasSubstr("{ return typename lib::box<typename T::value_type>::type (5); }"));
  EXPECT_THAT(T.Output, HasSubstr("{ return typename ::lib::box<T>::type::value_type(6); }"));
  ASSERT_EQ(T.withID(4001).size(), 5u) << T.diagText();
  // Each at the start of the qualified name, where the text goes.
  const Position P = positionOf(kMemberFunctionCasts, "T::value_type(3)) {}");
  EXPECT_EQ(T.withID(4001).front().Line, P.Line);
  EXPECT_EQ(T.withID(4001).front().Column, P.Column);
  EXPECT_TRUE(T.withID(4002).empty()) << T.diagText();
  EXPECT_TRUE(T.withID(3003).empty()) << T.diagText();
}

TEST(MsvcDialect, ATypeNameWhereAValueBelongsIsLeftToClangsError) {
  // Not a cast: an error in Visual C++ too. No fix, no 4001 or 4002:
  // clang's own error stands (printed with clang's output), and the file
  // is refused.
  const std::string Code = lines({
      "#include <vector>",
      "template <class T> struct Holder {",
      "  int size() const { int n = T::value_type; return n; }",
      "};",
      "int main() { Holder<std::vector<int>> h; return h.size(); }",
  });
  const Translation &T = translateMsvc(Code);
  EXPECT_FALSE(T.Parsed);
  EXPECT_TRUE(T.withID(4001).empty()) << T.diagText();
  EXPECT_TRUE(T.withID(4002).empty()) << T.diagText();
}

TEST(MsvcDialect, WithoutMsvcTheSameCodeDoesNotParse) {
  const Translation &T = translateFull(kTemplates);
  EXPECT_FALSE(T.Parsed);
}

TEST(MsvcDialect, LeniencyWithoutACertainFixIsNamed) {
  const std::string Code = lines({
      "enum Color;",
      "enum Color { red, green };",
      "int main() { return red; }",
  });
  const Translation &T = translateMsvc(Code);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  ASSERT_EQ(T.withID(4002).size(), 1u) << T.diagText();
  EXPECT_EQ(T.withID(4002).front().Line, 1u);
  EXPECT_THAT(T.withID(4002).front().Message, HasSubstr("forward references to 'enum' types"));
}

const std::string kLateDeclared = lines({
    "#include <amp.h>",
    "#include <vector>",
    "using namespace concurrency;",
    "",
    "template <typename T> T run(std::vector<T> &d) {",
    "  array_view<T, 1> v((int)d.size(), d);",
    "  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = twice(v[i]) + one(); });",
    "  v.synchronize();",
    "  return total(d);",
    "}",
    "template <typename T> T twice(T x) restrict(amp, cpu) { return x + x; }",
    "int one() restrict(amp) { return 1; }",
    "int total(const std::vector<int> &d) {",
    "  int s = 0;",
    "  for (int x : d) s += x;",
    "  return s;",
    "}",
    "int main() { std::vector<int> d(4, 1); return run(d) == 12 ? 0 : 1; }",
});

TEST(MsvcDialect, FunctionsDeclaredAfterTheTemplateThatCallsThemAreDeclaredBefore) {
  // Visual C++ binds a template's calls when it instantiates it; g++, hipcc
  // and nvcc where the template is written (the output check said 3006).
  const Translation &T = translateMsvc(kLateDeclared);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_TRUE(T.withID(3006).empty()) << T.diagText();
  // On the blank line above the template: no line moves.
  EXPECT_THAT(T.Output, HasSubstr("\ntemplate <typename T> __host__ __device__ T twice(T x); "
                                  "__device__ int one(); int total(const std::vector<int> &d);\n"
                                  "template <typename T>\n"));
  EXPECT_EQ(T.withID(4001).size(), 3u) << T.diagText();
  for (const Diagnostic &D : T.withID(4001)) {
    EXPECT_EQ(D.Line, 4u) << T.diagText();
    EXPECT_THAT(D.Message, HasSubstr("before its declaration"));
  }
  bool Twice = false;
  for (const Diagnostic &D : T.withID(4001))
    Twice |= D.Message.find("'twice' is called in template 'run' (line 7) before its declaration "
                            "(line 11)") != std::string::npos;
  EXPECT_TRUE(Twice) << T.diagText();
}

TEST(MsvcDialect, LateDeclaredFunctionWithDefaultArgumentsIsNamed) {
  const std::string Code = lines({
      "#include <vector>",
      "template <typename T> T sum_of(const std::vector<T> &d) { return add_all(d); }",
      "int add_all(const std::vector<int> &d, int start = 0) {",
      "  for (int x : d) start += x;",
      "  return start;",
      "}",
      "int main() { std::vector<int> d(3, 1); return sum_of(d) == 3 ? 0 : 1; }",
  });
  const Translation &T = translateMsvc(Code);
  ASSERT_EQ(T.withID(4006).size(), 1u) << T.diagText();
  const Diagnostic D = T.withID(4006).front(); // withID returns a copy
  Position P = positionOf(Code, "add_all(d)");
  EXPECT_EQ(D.Line, P.Line);
  EXPECT_EQ(D.Column, P.Column);
  EXPECT_THAT(D.Message, HasSubstr("'add_all' is called in template 'sum_of' before its "
                                   "declaration (line 3)"));
  EXPECT_THAT(D.Message, HasSubstr("default arguments"));
  EXPECT_TRUE(T.withID(3006).empty()) << T.diagText();
}

TEST(MsvcDialect, PartialSpecializationParameterTakesTheMatchedType) {
  // g++ and nvcc never pick Size<Vec<T, N>> with `int N` for Vec's
  // `unsigned int N` (deduction fails when the types differ).
  const std::string Code = lines({
      "template <typename T, unsigned int N> struct Vec { T v[N]; };",
      "template <typename V> struct Size;",
      "template <typename T, int N> struct Size<Vec<T, N> > { static const int value = N; };",
      "template <typename T, unsigned int N> struct Size<Vec<T*, N> > { static const int value = 0; };",
      "int main() { return Size<Vec<float, 3> >::value == 3 ? 0 : 1; }",
  });
  const Translation &T = translateMsvc(Code);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_THAT(T.Output, HasSubstr("template <typename T, unsigned int N> struct Size<Vec<T, N> >"));
  ASSERT_EQ(T.withID(4001).size(), 1u) << T.diagText();
  Position P = positionOf(Code, "int N> struct Size<Vec<T, N>");
  EXPECT_EQ(T.withID(4001).front().Line, P.Line);
  EXPECT_EQ(T.withID(4001).front().Column, P.Column);
  EXPECT_THAT(T.withID(4001).front().Message,
              HasSubstr("parameter 'int N' deduced from Vec's 'unsigned int N'"));
}

const std::string kKeywordsAndCrt = lines({
    "// A tool of the project",
    "#include <cstdio>",
    "#include <cstring>",
    "",
    "unsigned __int64 total(const __int32 *v, int n) {",
    "  unsigned __int64 t = 0;",
    "  for (int i = 0; i < n; ++i) t += v[i];",
    "  return t;",
    "}",
    "int main() {",
    "  __int32 v[3] = {1, 2, 3};",
    "  char buf[32];",
    "  sprintf_s(buf, \"%llu\", total(v, _countof(v)));",
    "  return strcmp(buf, \"6\");",
    "}",
});

TEST(MsvcDialect, KeywordsAndCrtFunctionsGetTheMsvcHeader) {
  const Translation &T = translateMsvc(kKeywordsAndCrt);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_TRUE(T.Changed);
  EXPECT_EQ(T.Output, "// A tool of the project\n#include <amp2hip/msvc.h>\n" +
                          kKeywordsAndCrt.substr(kKeywordsAndCrt.find("#include <cstdio>")));
  EXPECT_EQ(T.count("msvc.h included"), 1u);
  // Translating the translation changes nothing.
  const Translation &Again = translateMsvc(T.Output);
  ASSERT_TRUE(Again.Parsed) << Again.diagText();
  EXPECT_EQ(Again.Output, T.Output);
}

TEST(MsvcDialect, NoMsvcHeaderWhenWindowsHeaderBringsItIn) {
  const std::string Code = lines({
      "#include <windows.h>",
      "#include <tchar.h>",
      "int _tmain(int argc, _TCHAR *argv[]) {",
      "  unsigned __int64 t = GetTickCount64();",
      "  char buf[8];",
      "  strcpy_s(buf, \"ok\");",
      "  return t == 0;",
      "}",
  });
  const Translation &T = translateMsvc(Code);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_THAT(T.Output, HasSubstr("#include <amp2hip/windows.h>\n#include <amp2hip/tchar.h>\n"));
  EXPECT_THAT(T.Output, Not(HasSubstr("amp2hip/msvc.h")));
  EXPECT_EQ(T.count("windows include"), 2u);
}

TEST(MsvcDialect, ThrownStdExceptionMessageBecomesRuntimeError) {
  const std::string Code = lines({
      "#include <exception>",
      "#include <cstdio>",
      "int check(int n) {",
      "  if (n < 0)",
      "    throw std::exception(\"negative size\");",
      "  return n;",
      "}",
      "int main() {",
      "  try { check(-1); } catch (const std::exception &e) { std::puts(e.what()); }",
      "  return 0;",
      "}",
  });
  const Translation &T = translateMsvc(Code);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  EXPECT_THAT(T.Output, HasSubstr("throw std::runtime_error(\"negative size\");"));
  EXPECT_THAT(T.Output, HasSubstr("#include <amp2hip/msvc.h>\n#include <exception>"));
  ASSERT_EQ(T.withID(4001).size(), 1u) << T.diagText();
  EXPECT_EQ(T.withID(4001).front().Line, 5u);
}

TEST(MsvcDialect, StdExceptionMessageElsewhereIsAnError) {
  const std::string Code = lines({
      "#include <exception>",
      "struct size_error : std::exception {",
      "  size_error() : std::exception(\"bad size\") {}",
      "};",
      "int main() { try { throw size_error(); } catch (std::exception &) {} return 0; }",
  });
  const Translation &T = translateMsvc(Code);
  ASSERT_TRUE(T.Parsed) << T.diagText();
  ASSERT_EQ(T.withID(4004).size(), 1u) << T.diagText();
  EXPECT_EQ(T.withID(4004).front().Line, 3u);
}

TEST(MsvcDialect, OutputCheckIsStrict) {
  std::vector<std::string> Strict = strictArguments(
      {"-DX=1", "-fms-extensions", "-fms-compatibility", "-fms-compatibility-version=19.29",
       "-fdelayed-template-parsing", "-I/inc"});
  EXPECT_EQ(Strict, (std::vector<std::string>{"-DX=1", "-I/inc"}));
}

TEST(MsvcDialect, FixesApplyInOrderAndSkipOverlaps) {
  std::vector<MsvcFix> Fixes(3);
  Fixes[0].Offset = 6, Fixes[0].Length = 0, Fixes[0].Replacement = "this->";
  Fixes[1].Offset = 0, Fixes[1].Length = 4, Fixes[1].Replacement = "int";
  Fixes[2].Offset = 2, Fixes[2].Length = 1, Fixes[2].Replacement = "X"; // overlaps [1]
  EXPECT_EQ(applyMsvcFixes("void  f", Fixes), "int  this->f");
  EXPECT_EQ(describeMsvcFix(Fixes[0]), "inserts 'this->'");
  EXPECT_EQ(describeMsvcFix(Fixes[1]), "writes 'int' instead");
}

} // namespace
