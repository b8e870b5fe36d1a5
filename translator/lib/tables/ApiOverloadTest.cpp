//===- ApiOverloadTest.cpp - a program that calls every AMP overload ------===//
//
// For each overload of the table and each rank it exists for, the program
// has a function that calls it, from restrict(cpu) code, restrict(amp) code,
// or both, as the overload's restriction says, with arguments of exactly the
// declared parameter types; it checks the call's type with decltype (so a
// reference AMP returns must be a reference), a constructor's explicitness
// through std::is_convertible, and a named member function's whole type
// (return, parameters, const) through a pointer to it. Nothing runs: what is
// checked is that every mode compiles it.
//
//===----------------------------------------------------------------------===//
#include "ApiOverloads.h"

#include "llvm/ADT/StringRef.h"

using namespace amp2hip;

namespace {

bool isKernelParam(llvm::StringRef Type) {
  return Type.startswith("const Kernel<") || Type.startswith("Kernel<");
}

// "const Kernel<index<2>>&" -> a kernel lambda taking an index<2>.
std::string kernelLambda(llvm::StringRef Type) {
  llvm::StringRef Inner = Type.split("Kernel<").second;
  Inner = Inner.take_front(Inner.rfind('>'));
  return "[=](" + Inner.str() + " amp2hip_idx) restrict(amp) { (void)amp2hip_idx; }";
}

// The declaration of parameter Name of type Type ("float (&a0)[16]").
std::string declareParam(const std::string &Type, const std::string &Name) {
  size_t Ref = Type.find("(&)");
  if (Ref != std::string::npos)
    return Type.substr(0, Ref + 2) + Name + Type.substr(Ref + 2);
  return Type + " " + Name;
}

struct Instance {
  const Overload &O;
  int Rank;
  std::string Id;   ///< Unique per overload and rank.
  std::string Self; ///< The class type, bound; "" for free functions.
  std::vector<std::string> Types; ///< Parameter types, bound.

  std::string bind(const std::string &S) const { return bindPlaceholders(S, Rank); }
  bool isConst() const { return O.Quals == "const"; }
  size_t required() const {
    size_t N = 0;
    while (N < O.Params.size() && O.Params[N].Default.empty())
      ++N;
    return N;
  }
  // The arguments of a call with the first Count parameters.
  std::string args(size_t Count, size_t First = 0) const {
    std::string Out;
    for (size_t I = First; I < Count; ++I) {
      std::string A = isKernelParam(O.Params[I].Type) ? kernelLambda(Types[I])
                      : llvm::StringRef(Types[I]).endswith("&&")
                          ? "std::move(a" + std::to_string(I) + ")"
                          : "a" + std::to_string(I);
      Out += (I == First ? "" : ", ") + A;
    }
    return Out;
  }
  // The parameters of the checking function: the object, then one per
  // parameter of the overload (kernels are written in place).
  std::string params() const {
    std::vector<std::string> Out;
    if (!Self.empty() && O.Kind != "Ctor" && O.Kind != "Static")
      Out.push_back((isConst() || O.Kind == "Property" ? "const " : "") + Self + "& self");
    for (size_t I = 0; I < Types.size(); ++I)
      if (!isKernelParam(O.Params[I].Type))
        Out.push_back(declareParam(Types[I], "a" + std::to_string(I)));
    std::string S;
    for (const std::string &P : Out)
      S += (S.empty() ? "" : ", ") + P;
    return S;
  }
};

std::string binaryOperator(llvm::StringRef Name) { return Name.drop_front(8).str(); }

// The expression that calls the overload with its first Count parameters.
std::string callExpr(const Instance &In, size_t Count) {
  const Overload &O = In.O;
  llvm::StringRef Name(O.Name);
  const std::string Args = In.args(Count);
  if (O.Kind == "Static")
    return In.Self + "::" + O.Name + "(" + Args + ")";
  if (O.Kind == "Function")
    return "concurrency::" + In.bind(O.Name) + "(" + Args + ")";
  if (O.Kind == "Operator") {
    std::string Lhs = In.Self.empty() ? In.args(1) : "self";
    std::string Rhs = In.Self.empty() ? In.args(Count, 1) : Args;
    if (Name == "operator[]")
      return Lhs + "[" + Rhs + "]";
    if (Name == "operator()")
      return Lhs + "(" + Rhs + ")";
    if (Name == "operator++" || Name == "operator--")
      return O.Params.empty() ? binaryOperator(Name) + Lhs : Lhs + binaryOperator(Name);
    return Lhs + " " + binaryOperator(Name) + " " + Rhs;
  }
  return "self." + In.bind(O.Name) + "(" + Args + ")";
}

std::string message(const Instance &In, const std::string &What) {
  std::string S = (In.Self.empty() ? "" : In.Self + ": ") + In.bind(overloadDeclaration(In.O)) +
                  ": " + What;
  std::string Out;
  for (char C : S)
    Out += C == '"' || C == '\\' ? std::string("\\") + C : std::string(1, C);
  return "\"" + Out + "\"";
}

// The checking function's body.
std::string body(const Instance &In) {
  const Overload &O = In.O;
  const std::string Ret = In.bind(O.Ret);
  std::string Out;
  if (O.Kind == "Ctor") {
    Out += "  " + In.Self + " amp2hip_obj" +
           (O.Params.empty() ? "" : "(" + In.args(O.Params.size()) + ")") +
           ";\n  (void)amp2hip_obj;\n";
    for (size_t N = In.required(); N < O.Params.size(); ++N)
      Out += "  " + In.Self + " amp2hip_obj" + std::to_string(N) + "(" + In.args(N) +
             ");\n  (void)amp2hip_obj" + std::to_string(N) + ";\n";
    return Out;
  }
  if (O.Kind == "Property" || O.Kind == "Conversion") {
    std::string From = O.Kind == "Property" ? "self." + O.Name : "self";
    return "  " + Ret + " amp2hip_r = " + From + ";\n  (void)amp2hip_r;\n";
  }
  bool TakesKernel = false; // a lambda cannot appear inside decltype
  for (const OverloadParam &P : O.Params)
    TakesKernel |= isKernelParam(P.Type);
  for (size_t N = In.required(); N <= O.Params.size(); ++N) {
    std::string Call = callExpr(In, N);
    if (!TakesKernel)
      Out += "  static_assert(std::is_same<decltype(" + Call + "), " + Ret + ">::value, " +
           message(In, "returns " + Ret) + ");\n";
    Out += "  " + Call + ";\n";
  }
  return Out;
}

// Checks that need no object: constants, typedefs, explicitness, a member
// function's exact type.
std::string namespaceChecks(const Instance &In) {
  const Overload &O = In.O;
  const std::string Ret = In.bind(O.Ret);
  const std::string Scope = In.Self.empty() ? "concurrency" : In.Self;
  std::string Out;
  if (O.Kind == "Typedef")
    Out += "static_assert(std::is_same<" + Scope + "::" + O.Name + ", " + Ret + ">::value, " +
           message(In, "names " + Ret) + ");\n";
  if (O.Kind == "Constant") {
    Out += "static_assert(std::is_convertible<decltype(" + Scope + "::" + O.Name + "), " + Ret +
           ">::value, " + message(In, "has type " + Ret) + ");\n";
    if (!O.Params.empty())
      Out += "static_assert(" + Scope + "::" + O.Name + " == (" + In.bind(O.Params[0].Type) +
             "), " + message(In, "has this value") + ");\n";
  }
  if (O.Kind == "Ctor" && O.Params.size() == 1)
    Out += "static_assert(" + std::string(O.Quals == "explicit" ? "!" : "") +
           "std::is_convertible<" + In.Types[0] + ", " + In.Self + ">::value, " +
           message(In, O.Quals == "explicit" ? "is explicit" : "is not explicit") + ");\n";
  if (O.Kind == "Member" || O.Kind == "Static") {
    std::string Types;
    for (const std::string &T : In.Types)
      Types += (Types.empty() ? "" : ", ") + T;
    std::string Ptr = O.Kind == "Static"
                          ? Ret + " (*)(" + Types + ")"
                          : Ret + " (" + In.Self + "::*)(" + Types + ")" +
                                (In.isConst() ? " const" : "");
    Out += "static_assert(sizeof(static_cast<" + Ptr + ">(&" + In.Self + "::" + In.bind(O.Name) +
           ")) != 0, " + message(In, "has this exact type") + ");\n";
  }
  return Out;
}

std::string instanceText(const Instance &In) {
  const Overload &O = In.O;
  std::string Out = "// " + (In.Self.empty() ? std::string("concurrency") : In.Self) + ": " +
                    In.bind(overloadDeclaration(O)) + "\n";
  Out += namespaceChecks(In);
  if (O.Restrict == "none")
    return Out + "\n";
  std::vector<std::string> Sides;
  if (O.Restrict != "amp")
    Sides.push_back("cpu");
  if (O.Restrict != "cpu")
    Sides.push_back("amp");
  for (const std::string &Side : Sides)
    Out += "void amp2hip_check_" + In.Id + "_" + Side + "(" + In.params() + ") restrict(" + Side +
           ") {\n" + body(In) + "}\n";
  return Out + "\n";
}

} // namespace

std::string amp2hip::apiOverloadTestProgram() {
  std::string Out =
      "// Generated by `amp2hip --print-api-overload-test` from\n"
      "// runtime-shim/include/amp2hip/detail/api_overloads.def and atomics.def:\n"
      "// one call of every overload of C++ AMP 1.2's namespace concurrency that\n"
      "// the shim provides or amp2hip translates (tests/e2e/test_api_overloads.py\n"
      "// builds it in every mode). Nothing here runs.\n"
      "#include <amp.h>\n\n"
      "#include <chrono>\n#include <cstdio>\n#include <functional>\n#include <future>\n"
      "#include <string>\n#include <type_traits>\n#include <utility>\n#include <vector>\n\n"
      "using namespace concurrency;\n\n";
  unsigned Line = 0;
  for (const Overload &O : apiOverloads()) {
    ++Line;
    if (O.Status == "Diagnosed")
      continue;
    for (int Rank : overloadRanks(O)) {
      Instance In{O, Rank, std::to_string(Line) + "_r" + std::to_string(Rank),
                  bindPlaceholders(overloadClassSpelling(O), Rank), {}};
      for (const OverloadParam &P : O.Params)
        In.Types.push_back(In.bind(P.Type));
      if (O.Kind == "Constant")
        In.Types.clear();
      Out += instanceText(In);
    }
  }
  Out += "int main() {\n  std::puts(\"every overload compiled\");\n  return 0;\n}\n";
  return Out;
}
