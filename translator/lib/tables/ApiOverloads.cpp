//===- ApiOverloads.cpp - the overload table and its documentation --------===//
#include "ApiOverloads.h"
#include "ApiTable.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cctype>
#include <map>

using namespace amp2hip;

namespace {

// Splits a parameter list at the commas outside <>, () and [].
std::vector<std::string> splitTopLevel(llvm::StringRef S) {
  std::vector<std::string> Out;
  int Depth = 0;
  std::string Cur;
  for (char C : S) {
    if (C == '<' || C == '(' || C == '[')
      ++Depth;
    else if (C == '>' || C == ')' || C == ']')
      --Depth;
    if (C == ',' && Depth == 0) {
      Out.push_back(llvm::StringRef(Cur).trim().str());
      Cur.clear();
      continue;
    }
    Cur += C;
  }
  if (!llvm::StringRef(Cur).trim().empty())
    Out.push_back(llvm::StringRef(Cur).trim().str());
  return Out;
}

std::vector<OverloadParam> parseParams(llvm::StringRef S) {
  std::vector<OverloadParam> Out;
  for (const std::string &P : splitTopLevel(S)) {
    auto [Type, Default] = llvm::StringRef(P).split(" = ");
    Out.push_back({Type.trim().str(), Default.trim().str()});
  }
  return Out;
}

// atomics.def's lines, as overloads: the signature follows the name (see
// there), one overload per element type.
void addAtomic(std::vector<Overload> &All, llvm::StringRef Name, llvm::StringRef Types) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Types.split(Parts, '_');
  for (llvm::StringRef P : Parts) {
    std::string Ty = P == "uint" ? "unsigned int" : P.str();
    Overload O{"concurrency", "0", "Function", "amp", Ty, Name.str(), {}, "", "Shim"};
    if (Name == "atomic_fetch_inc" || Name == "atomic_fetch_dec")
      O.Params = {{Ty + "*", ""}};
    else if (Name == "atomic_compare_exchange")
      O = {"concurrency", "0", "Function", "amp", "bool", Name.str(),
           {{Ty + "*", ""}, {Ty + "*", ""}, {Ty, ""}}, "", "Shim"};
    else
      O.Params = {{Ty + "*", ""}, {Ty, ""}};
    All.push_back(O);
  }
}

std::vector<Overload> buildOverloads() {
  std::vector<Overload> All;
#define AMP2HIP_OVERLOAD(CLASS, RANKS, KIND, RESTRICT, RET, NAME, PARAMS, QUALS, STATUS)            \
  All.push_back({#CLASS, RANKS, #KIND, #RESTRICT, RET, NAME, parseParams(PARAMS), QUALS, #STATUS});
#include "../../../runtime-shim/include/amp2hip/detail/api_overloads.def"
#define AMP2HIP_ATOMIC_FN(NAME, HIPNAME, TYPES) addAtomic(All, #NAME, #TYPES);
#include "../../../runtime-shim/include/amp2hip/detail/atomics.def"
#undef AMP2HIP_ATOMIC_FN
  return All;
}

const std::map<std::string, std::string> &classSpellings() {
  static const std::map<std::string, std::string> M = {
      {"index", "index<N>"},
      {"extent", "extent<N>"},
      {"tiled_extent", "tiled_extent<TILE>"},
      {"tiled_index", "tiled_index<TILE>"},
      {"array", "array<T, N>"},
      {"array_view", "array_view<T, N>"},
      {"array_view_const", "array_view<const T, N>"},
  };
  return M;
}

// The tile of each rank the program instantiates: small, different
// dimensions, so a mix-up of D0 and D1 shows.
const char *tileDim(int N, int D) {
  static const char *Dims[4][3] = {{"0", "0", "0"}, {"4", "0", "0"}, {"4", "8", "0"}, {"2", "4", "8"}};
  return Dims[N < 0 || N > 3 ? 0 : N][D];
}

std::string placeholderValue(llvm::StringRef Id, int N) {
  // The template parameters of the declarations, as the program binds them.
  static const std::map<std::string, std::string> Fixed = {
      {"T", "float"},
      {"U", "int"},
      {"K", "2"},
      {"InputIterator", "std::vector<float>::iterator"},
      {"OutputIterator", "std::vector<float>::iterator"},
      {"Container", "std::vector<float>"},
      {"Size", "16"},
      {"Rep", "long long"},
      {"Period", "std::milli"},
      {"Clock", "std::chrono::steady_clock"},
      {"Duration", "std::chrono::steady_clock::duration"},
      {"Functor", "std::function<void()>"},
      {"HRESULT", "long"},
  };
  auto It = Fixed.find(Id.str());
  if (It != Fixed.end())
    return It->second;
  if (Id == "N")
    return std::to_string(N);
  if (Id == "NM1")
    return std::to_string(N - 1);
  if (Id == "D0" || Id == "D1" || Id == "D2")
    return tileDim(N, Id[1] - '0');
  if (Id == "TILE")
    return N == 1 ? "D0" : N == 2 ? "D0, D1" : "D0, D1, D2";
  return Id.str();
}

std::string bindOnce(const std::string &Text, int N) {
  std::string Out;
  for (size_t I = 0; I < Text.size();) {
    unsigned char C = static_cast<unsigned char>(Text[I]);
    if (!(std::isalpha(C) || C == '_')) {
      Out += Text[I++];
      continue;
    }
    size_t J = I;
    while (J < Text.size() &&
           (std::isalnum(static_cast<unsigned char>(Text[J])) || Text[J] == '_'))
      ++J;
    Out += placeholderValue(llvm::StringRef(Text).substr(I, J - I), N);
    I = J;
  }
  return Out;
}

std::string restrictText(llvm::StringRef R) {
  if (R == "amp_cpu")
    return "amp, cpu";
  if (R == "none")
    return "-";
  return R.str();
}

std::string ranksText(const Overload &O) {
  if (O.Ranks == "0")
    return "-";
  if (O.Ranks == "1234")
    return "any";
  std::string Out;
  for (size_t I = 0; I < O.Ranks.size(); ++I)
    Out += std::string(I == 0 ? "" : I + 1 == O.Ranks.size() ? " and " : ", ") + O.Ranks[I];
  return Out;
}

std::string paramsText(const Overload &O) {
  std::string Out;
  for (const OverloadParam &P : O.Params)
    Out += (Out.empty() ? "" : ", ") + P.Type + (P.Default.empty() ? "" : " = " + P.Default);
  return Out;
}

// The AmpApi.def entry that reports a Diagnosed overload.
const ApiEntry *diagnosingEntry(const Overload &O) {
  std::string Want = "concurrency::" + (O.Class == "concurrency" ? "" : O.Class + "::") + O.Name;
  for (const ApiEntry &E : apiEntries())
    for (const std::string &Q : apiQualifiedNames(E))
      if (Q == Want && E.Diag)
        return &E;
  return nullptr;
}

std::string statusText(const Overload &O) {
  if (O.Status == "Shim")
    return "shim";
  if (O.Status == "Translated")
    return "translated (a `__global__` kernel and its launch)";
  if (const ApiEntry *E = diagnosingEntry(O))
    return "amp2hip-" + std::to_string(E->Diag) + ": " + E->Mapping;
  return "diagnosed (no entry in AmpApi.def!)";
}

// A table cell: no bare '|'.
std::string cell(const std::string &S) {
  std::string Out;
  for (char C : S)
    Out += C == '|' ? std::string("\\|") : std::string(1, C);
  return Out;
}

} // namespace

const std::vector<Overload> &amp2hip::apiOverloads() {
  static const std::vector<Overload> All = buildOverloads();
  return All;
}

std::string amp2hip::overloadClassSpelling(const Overload &O) {
  auto It = classSpellings().find(O.Class);
  if (It != classSpellings().end())
    return It->second;
  return O.Class == "concurrency" ? "" : O.Class;
}

std::vector<int> amp2hip::overloadRanks(const Overload &O) {
  std::vector<int> Out;
  for (char C : O.Ranks)
    Out.push_back(C - '0');
  return Out;
}

std::string amp2hip::bindPlaceholders(const std::string &Text, int N) {
  // TILE names D0..D2, which name digits: bind until nothing changes.
  std::string Cur = Text;
  for (int I = 0; I < 3; ++I) {
    std::string Next = bindOnce(Cur, N);
    if (Next == Cur)
      break;
    Cur = Next;
  }
  return Cur;
}

std::string amp2hip::overloadDeclaration(const Overload &O) {
  const std::string Params = "(" + paramsText(O) + ")";
  const std::string Const = O.Quals == "const" ? " const" : "";
  if (O.Kind == "Ctor")
    return (O.Quals == "explicit" ? "explicit " : "") + O.Name + Params;
  if (O.Kind == "Static")
    return "static " + O.Ret + " " + O.Name + Params;
  if (O.Kind == "Conversion")
    return O.Name + "()" + Const;
  if (O.Kind == "Property")
    return O.Ret + " " + O.Name + " (property)";
  if (O.Kind == "Typedef")
    return "typedef " + O.Ret + " " + O.Name;
  if (O.Kind == "Constant") {
    std::string Value = O.Params.empty() ? "" : " = " + O.Params.front().Type;
    return O.Class == "concurrency" ? O.Name + Value : "static " + O.Ret + " " + O.Name + Value;
  }
  return O.Ret + " " + O.Name + Params + Const;
}

std::string amp2hip::apiOverloadsMarkdown() {
  std::string Out;
  Out += "<!-- Generated by `amp2hip --print-api-overloads` from\n"
         "     runtime-shim/include/amp2hip/detail/api_overloads.def and atomics.def. Do not\n"
         "     edit: change the table and run\n"
         "     `build/amp2hip --print-api-overloads > docs/api-overloads.md`. -->\n";
  Out += "# Every overload of C++ AMP 1.2's namespace concurrency\n\n"
         "Every constructor, member function, operator, property, constant and free "
         "function of `concurrency::` in `amp.h` (Visual Studio 2013-2019), with the "
         "parameter and return types, `const` and restriction Microsoft's reference "
         "pages give it, and what amp2hip makes of it: **shim**, the runtime shim "
         "declares it the same way (on the host backend, AMD and NVIDIA); "
         "**translated**, amp2hip rewrites the call; or the diagnostic that reports a "
         "use. Placeholders: `T` the element type, `N` the rank (`NM1` is N - 1), `K` "
         "and `U` another rank and element type, `D0`, `D1`, `D2` the tile's dimensions "
         "(`TILE` their list), `Kernel<I>` a lambda or functor taking an `I`. Ranks "
         "\"any\" means every rank (checked for 1 to 4).\n\n"
         "`tests/e2e/test_api_overloads.py` checks every row: `amp2hip "
         "--print-api-overload-test` writes a C++ AMP program that calls each overload "
         "(from `restrict(amp)` code where AMP allows it), checks its result type with "
         "`decltype` and a member function's exact type through a pointer to it; the "
         "program is built as AMP against the stand-in headers, translated by amp2hip, "
         "and its translation built for the host backend, AMD (hipcc) and NVIDIA "
         "(nvcc). The math functions, short vectors, textures and "
         "`concurrency::direct3d` are listed by name in "
         "[api-table.md](api-table.md).\n\n";
  // One section per class, in the order the classes first appear.
  std::vector<std::string> Classes;
  std::map<std::string, std::vector<const Overload *>> Rows;
  for (const Overload &O : apiOverloads()) {
    if (!Rows.count(O.Class))
      Classes.push_back(O.Class);
    Rows[O.Class].push_back(&O);
  }
  for (const std::string &C : Classes) {
    const Overload &First = *Rows[C].front();
    Out += "\n## " +
           (C == "concurrency" ? std::string("Free functions, operators and enumerators")
                               : "`" + overloadClassSpelling(First) + "`") +
           "\n\n| declaration | restrict | ranks | status |\n| --- | --- | --- | --- |\n";
    for (const Overload *O : Rows[C])
      Out += "| `" + cell(overloadDeclaration(*O)) + "` | " + restrictText(O->Restrict) + " | " +
             ranksText(*O) + " | " + cell(statusText(*O)) + " |\n";
  }
  return Out;
}
