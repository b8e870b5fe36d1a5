//===- TokenMutator.cpp ---------------------------------------------------===//
#include "TokenMutator.h"

#include <algorithm>
#include <cctype>
#include <cstring>

namespace amp2hip {
namespace fuzz {

namespace {

bool isIdentStart(char C) { return std::isalpha((unsigned char)C) || C == '_'; }
bool isIdentChar(char C) { return std::isalnum((unsigned char)C) || C == '_'; }

// Longest first, so `<<=` is one token and not `<<` `=`.
const char *const Puncts[] = {"<<=", ">>=", "...", "->*", "<=>", "::", "->", "++", "--", "<<",
                              ">>",  "<=",  ">=",  "==",  "!=",  "&&", "||", "+=", "-=", "*=",
                              "/=",  "%=",  "&=",  "|=",  "^=",  "##", ".*"};

size_t punctLength(const std::string &S, size_t I) {
  for (const char *P : Puncts) {
    size_t N = std::strlen(P);
    if (S.compare(I, N, P) == 0)
      return N;
  }
  return 1;
}

size_t pick(std::mt19937 &Rng, size_t N) {
  return N ? std::uniform_int_distribution<size_t>(0, N - 1)(Rng) : 0;
}

} // namespace

std::vector<Token> tokenize(const std::string &S) {
  std::vector<Token> Out;
  std::string Space;
  size_t I = 0, N = S.size();
  while (I < N) {
    char C = S[I];
    // Whitespace and comments go with the next token.
    if (std::isspace((unsigned char)C)) {
      Space += C;
      ++I;
      continue;
    }
    if (C == '/' && I + 1 < N && S[I + 1] == '/') {
      size_t E = S.find('\n', I);
      E = E == std::string::npos ? N : E;
      Space += S.substr(I, E - I);
      I = E;
      continue;
    }
    if (C == '/' && I + 1 < N && S[I + 1] == '*') {
      size_t E = S.find("*/", I + 2);
      E = E == std::string::npos ? N : E + 2;
      Space += S.substr(I, E - I);
      I = E;
      continue;
    }
    size_t B = I;
    if (isIdentStart(C)) {
      while (I < N && isIdentChar(S[I]))
        ++I;
      // A string prefix: u8"..", L'..', R"(..)"
      if (I < N && (S[I] == '"' || S[I] == '\'')) {
        C = S[I];
      } else {
        Out.push_back({std::move(Space), S.substr(B, I - B)});
        Space.clear();
        continue;
      }
    }
    if (C == '"' || C == '\'') {
      char Q = C;
      ++I;
      while (I < N && S[I] != Q && S[I] != '\n') {
        if (S[I] == '\\' && I + 1 < N)
          ++I;
        ++I;
      }
      if (I < N && S[I] == Q)
        ++I;
    } else if (std::isdigit((unsigned char)C) ||
               (C == '.' && I + 1 < N && std::isdigit((unsigned char)S[I + 1]))) {
      while (I < N && (isIdentChar(S[I]) || S[I] == '.' || S[I] == '\'' ||
                       ((S[I] == '+' || S[I] == '-') &&
                        (S[I - 1] == 'e' || S[I - 1] == 'E' || S[I - 1] == 'p' ||
                         S[I - 1] == 'P'))))
        ++I;
    } else {
      I += punctLength(S, I);
    }
    Out.push_back({std::move(Space), S.substr(B, I - B)});
    Space.clear();
  }
  if (!Space.empty())
    Out.push_back({std::move(Space), ""});
  return Out;
}

std::string join(const std::vector<Token> &Tokens) {
  std::string S;
  for (const Token &T : Tokens)
    S += T.Space + T.Text;
  return S;
}

const std::vector<std::string> &dictionary() {
  static const std::vector<std::string> D = {
      // Keywords and names of the AMP dialect.
      "parallel_for_each", "restrict(amp)", "restrict(cpu)", "restrict(amp, cpu)", "restrict",
      "amp", "cpu", "tile_static", "tile_barrier", "tiled_index", "tiled_extent", "array_view",
      "array", "extent", "index", "accelerator", "accelerator_view", "concurrency",
      "concurrency::", "Concurrency", "fast_math", "precise_math", "graphics", "float_4",
      "int_2", "barrier", "wait", "wait_with_all_memory_fence",
      "wait_with_global_memory_fence", "wait_with_tile_static_memory_fence",
      "all_memory_fence", "global_memory_fence", "tile_static_memory_fence", "local", "global",
      "tile", "tile_origin", "tile_extent", "tile_dim0", "tile_dim1", "tile_dim2", "pad",
      "truncate", "synchronize", "discard_data", "refresh", "section", "projection",
      "default_view", "atomic_fetch_add", "atomic_exchange", "copy", "__GPU", "__GPU_ONLY",
      "__CPU_ONLY", "direct3d", "get_extent", "data", "size", "contains", "rank",
      "value_type", "std::vector<int>", "idx", "t", "av", "a", "b", "c", "e", "i", "n",
      // Types, declarators and punctuation that kernels are made of.
      "int", "float", "double", "unsigned", "const", "constexpr", "static", "auto", "void",
      "mutable", "template", "typename", "struct", "class", "namespace", "using", "return",
      "if", "else", "for", "while", "switch", "case", "break", "operator", "this", "sizeof",
      "decltype", "->", "::", ".", ",", ";", "(", ")", "{", "}", "[", "]", "<", ">", "&", "*",
      "=", "+", "-", "/", "%", "!", "?", ":", "...", "#", "\n#define", "\n#include <amp.h>\n",
      "\n#if 0\n", "\n#endif\n", "0", "1", "2", "3", "16", "1024", "1025", "-1", "0.5f",
      "\"s\"",
      // Snippets.
      "[=]", "[&]", "[=, &a]", "[this]", "(index<1> idx) restrict(amp)",
      "(tiled_index<16> t) restrict(amp)", "(tiled_index<4, 4> t) restrict(amp)",
      "extent<1>", "extent<2>", "extent<3>", "index<1>", "index<2>", "index<3>",
      "tiled_index<16>", "array_view<int, 1>", "array_view<const float, 2>",
      "array<int, 1>", "tile_static int s[16];", "t.barrier.wait();", "t.local[0]",
      "t.global[0]", "t.tile[0]", "idx[0]", "av[idx]", "av.extent", "e.tile<16>()",
      "av.extent.tile<16>()", "tile<16, 16>()", "parallel_for_each(av.extent, [=](index<1> "
                                                "idx) restrict(amp) { av[idx] += 1; });",
      "parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) { "
      "tile_static int s[4]; s[t.local[0]] = av[t.global]; t.barrier.wait(); av[t.global] = "
      "s[3 - t.local[0]]; });",
      "int f(int x) restrict(amp) { return x; }",
      "#define GPU restrict(amp)\n", "#define SHARED tile_static\n",
      // MSVC's spellings.
      "__declspec(align(16))", "__declspec(noinline)", "__forceinline", "__int64", "__int32",
      "__restrict", "_MSC_VER", "\n#ifdef _MSC_VER\n", "\n#else\n", "typename",
      "template <typename T>", "T", "#define KERNEL(...) __VA_ARGS__\n", "KERNEL(",
  };
  return D;
}

std::string mutateTokens(const std::string &Code, size_t MaxSize, std::mt19937 &Rng) {
  std::vector<Token> T = tokenize(Code);
  const std::vector<std::string> &D = dictionary();
  auto Word = [&]() -> std::string {
    // Mostly the dictionary, sometimes a token of the input itself.
    if (!T.empty() && pick(Rng, 4) == 0)
      return T[pick(Rng, T.size())].Text;
    return D[pick(Rng, D.size())];
  };
  unsigned Steps = 1 + pick(Rng, 4);
  for (unsigned Step = 0; Step < Steps; ++Step) {
    size_t N = T.size();
    switch (pick(Rng, 8)) {
    case 0: // delete a token
      if (N)
        T.erase(T.begin() + pick(Rng, N));
      break;
    case 1: // delete a run of tokens
      if (N) {
        size_t B = pick(Rng, N), L = 1 + pick(Rng, std::min<size_t>(16, N - B));
        T.erase(T.begin() + B, T.begin() + B + L);
      }
      break;
    case 2: // duplicate a token
      if (N) {
        size_t I = pick(Rng, N);
        Token Copy = T[I];
        Copy.Space = " ";
        T.insert(T.begin() + I, Copy);
      }
      break;
    case 3: // duplicate a run of tokens elsewhere
      if (N) {
        size_t B = pick(Rng, N), L = 1 + pick(Rng, std::min<size_t>(32, N - B));
        std::vector<Token> Run(T.begin() + B, T.begin() + B + L);
        T.insert(T.begin() + pick(Rng, N + 1), Run.begin(), Run.end());
      }
      break;
    case 4: // swap two tokens
      if (N > 1)
        std::swap(T[pick(Rng, N)].Text, T[pick(Rng, N)].Text);
      break;
    case 5: // replace a token
    case 6:
      if (N)
        T[pick(Rng, N)].Text = Word();
      break;
    default: // insert a token
      T.insert(T.begin() + pick(Rng, N + 1), Token{" ", Word()});
      break;
    }
  }
  std::string Out = join(T);
  if (Out.size() > MaxSize)
    Out.resize(MaxSize);
  return Out;
}

std::string crossOverTokens(const std::string &A, const std::string &B, size_t MaxSize,
                            std::mt19937 &Rng) {
  std::vector<Token> TA = tokenize(A), TB = tokenize(B);
  std::vector<Token> Out(TA.begin(), TA.begin() + pick(Rng, TA.size() + 1));
  Out.insert(Out.end(), TB.begin() + pick(Rng, TB.size() + 1), TB.end());
  std::string S = join(Out);
  if (S.size() > MaxSize)
    S.resize(MaxSize);
  return S;
}

} // namespace fuzz
} // namespace amp2hip
