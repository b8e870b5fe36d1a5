//===- IdiomMutator.cpp ---------------------------------------------------===//
#include "IdiomMutator.h"
#include "CodeShapes.h"
#include "TokenMutator.h"

#include <functional>
#include <map>

namespace amp2hip {
namespace fuzz {

namespace {

size_t pick(std::mt19937 &Rng, size_t N) {
  return N ? std::uniform_int_distribution<size_t>(0, N - 1)(Rng) : 0;
}

template <typename T> const T &oneOf(std::mt19937 &Rng, const std::vector<T> &V) {
  return V[pick(Rng, V.size())];
}

/// Insert \p Directive (a line, with its newline) at the top of the file,
/// after the mode line: before <amp.h>, as MSVC code often has it.
void addPrelude(Tokens &T, const std::string &Directive) {
  std::string Line = Directive;
  if (!T.empty() && T.front().Space.rfind("// fuzz-mode:", 0) == 0) {
    size_t NL = T.front().Space.find('\n');
    if (NL != std::string::npos) {
      T.front().Space.insert(NL + 1, Line);
      return;
    }
  }
  if (T.empty())
    T.push_back({"", ""});
  T.front().Space = Line + T.front().Space;
}

std::string text(const Tokens &T, size_t B, size_t E) { // [B, E]
  std::string S;
  for (size_t I = B; I <= E && I < T.size(); ++I)
    S += (I == B ? "" : T[I].Space) + T[I].Text;
  return S;
}

/// Replace tokens [B, E] by one token \p With (keeping B's whitespace).
void replace(Tokens &T, size_t B, size_t E, const std::string &With) {
  std::string Space = T[B].Space;
  T.erase(T.begin() + B, T.begin() + E + 1);
  T.insert(T.begin() + B, Token{Space, With});
}

// ---- the mutations -------------------------------------------------------

bool launchMacro(Tokens &T, std::mt19937 &Rng) {
  std::vector<Launch> L = launches(T);
  if (L.empty())
    return false;
  const Launch &Pick = oneOf(Rng, L);
  switch (pick(Rng, 3)) {
  case 0:
    addPrelude(T, "#define PFE parallel_for_each\n");
    T[Pick.Name].Text = "PFE";
    break;
  case 1:
    addPrelude(T, "#define LAUNCH(...) parallel_for_each(__VA_ARGS__)\n");
    T[Pick.Name].Text = "LAUNCH";
    break;
  default: // The whole statement, qualifier and all, from a macro.
    addPrelude(T, "#define RUN_ON_GPU(launch) do { launch; } while (0)\n");
    T[Pick.Begin].Text = "RUN_ON_GPU(" + T[Pick.Begin].Text;
    T[Pick.End - 1].Text += ")";
    break;
  }
  return true;
}

bool lambdaMacro(Tokens &T, std::mt19937 &Rng) {
  std::vector<Restricted> R;
  for (const Restricted &X : restrictedBodies(T))
    if (X.Lambda)
      R.push_back(X);
  if (R.empty())
    return false;
  const Restricted &Pick = oneOf(Rng, R);
  if (pick(Rng, 2) == 0) {
    addPrelude(T, "#define KERNEL(...) __VA_ARGS__\n");
    T[Pick.Begin].Text = "KERNEL(" + T[Pick.Begin].Text;
    T[Pick.BodyEnd].Text += ")";
  } else { // The capture and the parameters, restriction included.
    std::string Head = text(T, Pick.Begin, Pick.C.Close);
    addPrelude(T, "#define KERNEL_HEAD " + Head + "\n");
    replace(T, Pick.Begin, Pick.C.Close, "KERNEL_HEAD");
  }
  return true;
}

bool restrictSpelling(Tokens &T, std::mt19937 &Rng) {
  std::vector<Clause> C = restrictClauses(T);
  if (C.empty())
    return false;
  const Clause &Pick = oneOf(Rng, C);
  std::vector<std::string> Spellings = {"restrict(amp, cpu)", "restrict(cpu, amp)",
                                        "restrict(amp)", "restrict(cpu)", "GPU_FN"};
  if (Pick.Args == "amp")
    Spellings.push_back("__GPU_ONLY");
  if (Pick.Args == "amp,cpu" || Pick.Args == "cpu,amp")
    Spellings.push_back("__GPU");
  if (Pick.Args == "cpu")
    Spellings.push_back("__CPU_ONLY");
  std::string With = oneOf(Rng, Spellings);
  if (With == "GPU_FN")
    addPrelude(T, "#define GPU_FN restrict(" + Pick.Args + ")\n");
  replace(T, Pick.Restrict, Pick.Close, With);
  return true;
}

/// [B, E] (a launch or a statement of a kernel body) inside #if/#else.
void wrapInConditional(Tokens &T, size_t B, size_t E, std::mt19937 &Rng) {
  std::string Stmt = text(T, B, E);
  std::vector<std::string> Others = {Stmt, "", "for (int q = 0; q < 4; ++q) {}",
                                     "this is not code ( see the other branch",
                                     "}"}; // a dead branch that would unbalance braces
  std::string Other = oneOf(Rng, Others);
  std::vector<std::pair<std::string, bool>> Conds = {
      {"#if 1", true}, {"#if 0", false}, {"#ifdef _MSC_VER", false},
      {"#ifndef _MSC_VER", true}, {"#if defined(__cplusplus)", true}};
  auto [Cond, Taken] = oneOf(Rng, Conds);
  std::string Live = Taken ? Stmt : Other, Dead = Taken ? Other : Stmt;
  std::string Wrapped =
      "\n" + Cond + "\n" + (Taken ? Live : Dead) + "\n#else\n" + (Taken ? Dead : Live) + "\n#endif\n";
  replace(T, B, E, Wrapped);
}

bool ifAroundKernel(Tokens &T, std::mt19937 &Rng) {
  std::vector<Launch> L = launches(T);
  std::vector<Restricted> R = restrictedBodies(T);
  if (!R.empty() && (L.empty() || pick(Rng, 2) == 0)) {
    // A statement of a kernel body: from after a `;` or `{` to its `;`.
    const Restricted &K = oneOf(Rng, R);
    std::vector<size_t> Ends;
    for (size_t I = K.BodyOpen + 1; I < K.BodyEnd; ++I)
      if (T[I].Text == ";")
        Ends.push_back(I);
    if (Ends.empty())
      return false;
    size_t E = oneOf(Rng, Ends), B = E;
    while (B > K.BodyOpen + 1 && T[B - 1].Text != ";" && T[B - 1].Text != "{" &&
           T[B - 1].Text != "}")
      --B;
    if (B == E)
      return false;
    wrapInConditional(T, B, E, Rng);
    return true;
  }
  if (L.empty())
    return false;
  const Launch &Pick = oneOf(Rng, L);
  wrapInConditional(T, Pick.Begin, Pick.End, Rng);
  return true;
}

/// A function definition at file scope whose parameters name
/// array_view<ELEMENT or vector<ELEMENT: the template pattern's source.
bool templatize(Tokens &T, std::mt19937 &Rng) {
  static const std::vector<std::string> Elements = {"int", "float", "double", "unsigned"};
  std::vector<std::pair<size_t, size_t>> Candidates; // (function start, element token)
  for (size_t I : findAll(T, "array_view")) {
    if (I + 2 >= T.size() || T[I + 1].Text != "<")
      continue;
    size_t E = I + 2;
    if (T[E].Text == "const")
      ++E;
    if (E >= T.size() ||
        std::find(Elements.begin(), Elements.end(), T[E].Text) == Elements.end())
      continue;
    // Inside a parameter list of a function at file scope: `NAME (` before.
    size_t Open = I;
    int Depth = 0;
    while (Open > 0 && !(T[Open].Text == "(" && Depth == 0)) {
      if (T[Open].Text == ")")
        ++Depth;
      else if (T[Open].Text == "(")
        --Depth;
      --Open;
    }
    if (Open < 2 || T[Open].Text != "(" || !isIdent(T[Open - 1].Text) ||
        !isIdent(T[Open - 2].Text) || T[Open - 1].Text == "parallel_for_each")
      continue;
    size_t B = Open - 2;
    while (B > 0 && (isIdent(T[B - 1].Text) || T[B - 1].Text == "::") && T[B - 1].Text != "return")
      --B;
    if (B > 0 && T[B - 1].Text != ";" && T[B - 1].Text != "}")
      continue;
    Candidates.push_back({B, E});
  }
  if (Candidates.empty())
    return false;
  auto [Begin, Element] = oneOf(Rng, Candidates);
  if (pick(Rng, 3) == 0) {
    // A copy that is never instantiated (MSVC parses it only when used).
    size_t Open = Begin;
    while (Open < T.size() && T[Open].Text != "{" && T[Open].Text != ";")
      ++Open;
    size_t End = Open < T.size() && T[Open].Text == "{" ? matching(T, Open) : None;
    if (End == None)
      return false;
    // Renamed (the first identifier before a paren), on the element type.
    Tokens C = tokenize(text(T, Begin, End));
    for (size_t I = 0; I + 1 < C.size(); ++I)
      if (C[I + 1].Text == "(" && isIdent(C[I].Text)) {
        C[I].Text += "_unused_template";
        break;
      }
    for (Token &X : C)
      if (X.Text == T[Element].Text) {
        X.Text = "T";
        break;
      }
    T.insert(T.begin() + Begin, Token{"\n", "template <typename T>\n" + join(C) + "\n"});
    return true;
  }
  T[Element].Text = "T";
  T[Begin].Space += "template <typename T>\n";
  return true;
}

bool dropTypename(Tokens &T, std::mt19937 &Rng) {
  std::vector<size_t> Drop;
  for (size_t I : findAll(T, "typename"))
    if (I + 2 < T.size() && isIdent(T[I + 1].Text) && (T[I + 2].Text == "::" || T[I + 2].Text == "<"))
      Drop.push_back(I);
  if (Drop.empty())
    return false;
  size_t I = oneOf(Rng, Drop);
  T[I + 1].Space = T[I].Space;
  T.erase(T.begin() + I);
  return true;
}

bool restrictOverload(Tokens &T, std::mt19937 &Rng) {
  std::vector<Restricted> F;
  for (const Restricted &X : restrictedBodies(T))
    if (!X.Lambda && X.C.Args == "amp")
      F.push_back(X);
  if (F.empty())
    return false;
  const Restricted &Pick = oneOf(Rng, F);
  if (pick(Rng, 3) == 0) {
    replace(T, Pick.C.Restrict, Pick.C.Close, "restrict(amp, cpu)");
    return true;
  }
  Tokens Copy(T.begin() + Pick.Begin, T.begin() + Pick.BodyEnd + 1);
  size_t R = Pick.C.Restrict - Pick.Begin;
  Copy[R + 2].Text = "cpu";
  Copy.front().Space = "\n";
  T.insert(T.begin() + Pick.BodyEnd + 1, Copy.begin(), Copy.end());
  return true;
}

bool msvcSpelling(Tokens &T, std::mt19937 &Rng) {
  std::vector<std::function<bool()>> Ways = {
      [&] { // long long -> __int64
        for (size_t I = 0; I + 1 < T.size(); ++I)
          if (T[I].Text == "long" && T[I + 1].Text == "long") {
            replace(T, I, I + 1, "__int64");
            return true;
          }
        std::vector<size_t> Ints = findAll(T, "int");
        if (Ints.empty())
          return false;
        T[oneOf(Rng, Ints)].Text = oneOf(Rng, std::vector<std::string>{"__int64", "__int32"});
        return true;
      },
      [&] { // __declspec or __forceinline before a function
        std::vector<Restricted> R = restrictedBodies(T);
        std::vector<size_t> Starts;
        for (const Restricted &X : R)
          if (!X.Lambda)
            Starts.push_back(X.Begin);
        for (size_t I : findAll(T, "void"))
          if (I == 0 || T[I - 1].Text == ";" || T[I - 1].Text == "}")
            Starts.push_back(I);
        if (Starts.empty())
          return false;
        size_t S = oneOf(Rng, Starts);
        T[S].Text = oneOf(Rng, std::vector<std::string>{"__declspec(noinline) ", "__forceinline ",
                                                        "__declspec(dllexport) ", "inline "}) +
                    T[S].Text;
        return true;
      },
      [&] { // __declspec(align(16)) on a struct
        std::vector<size_t> S = findAll(T, "struct");
        if (S.empty())
          return false;
        T[oneOf(Rng, S)].Text += " __declspec(align(16))";
        return true;
      },
  };
  for (size_t Try = 0; Try < 3; ++Try)
    if (oneOf(Rng, Ways)())
      return true;
  return false;
}

bool typeMacro(Tokens &T, std::mt19937 &Rng) {
  std::vector<std::pair<size_t, size_t>> Types; // [name, closing >]
  for (const char *Name : {"index", "array_view", "tiled_index", "extent", "array"})
    for (size_t I : findAll(T, Name)) {
      if (I + 1 >= T.size() || T[I + 1].Text != "<")
        continue;
      size_t J = I + 2;
      while (J < T.size() && T[J].Text != ">" && T[J].Text != ";" && T[J].Text != "{" &&
             J < I + 12)
        ++J;
      if (J < T.size() && T[J].Text == ">")
        Types.push_back({I, J});
    }
  if (Types.empty())
    return false;
  auto [B, E] = oneOf(Rng, Types);
  std::string Spelled = text(T, B, E);
  std::string Name = "TYPE_" + std::to_string(pick(Rng, 4));
  addPrelude(T, "#define " + Name + " " + Spelled + "\n");
  replace(T, B, E, Name);
  return true;
}

using Idiom = bool (*)(Tokens &, std::mt19937 &);

const std::vector<std::pair<std::string, Idiom>> &idioms() {
  static const std::vector<std::pair<std::string, Idiom>> I = {
      {"launch-macro", launchMacro},       {"lambda-macro", lambdaMacro},
      {"restrict-spelling", restrictSpelling}, {"if-around-kernel", ifAroundKernel},
      {"templatize", templatize},          {"drop-typename", dropTypename},
      {"restrict-overload", restrictOverload}, {"msvc-spelling", msvcSpelling},
      {"type-macro", typeMacro},
  };
  return I;
}

} // namespace

const std::vector<std::string> &idiomNames() {
  static const std::vector<std::string> Names = [] {
    std::vector<std::string> N;
    for (const auto &[Name, F] : idioms())
      N.push_back(Name);
    return N;
  }();
  return Names;
}

std::string applyIdiom(const std::string &Name, const std::string &Code, std::mt19937 &Rng) {
  for (const auto &[N, F] : idioms())
    if (N == Name) {
      Tokens T = tokenize(Code);
      return F(T, Rng) ? join(T) : "";
    }
  return "";
}

std::string mutateIdioms(const std::string &Code, std::mt19937 &Rng) {
  std::string Out = Code;
  unsigned Applied = 0, Want = 1 + pick(Rng, 2);
  for (unsigned Try = 0; Try < 6 && Applied < Want; ++Try) {
    std::string Next = applyIdiom(oneOf(Rng, idiomNames()), Out, Rng);
    if (!Next.empty()) {
      Out = Next;
      ++Applied;
    }
  }
  if (!Applied)
    return mutateTokens(Code, Code.size() + 4096, Rng);
  return Out;
}

} // namespace fuzz
} // namespace amp2hip
