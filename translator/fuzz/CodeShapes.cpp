//===- CodeShapes.cpp -----------------------------------------------------===//
#include "CodeShapes.h"

#include <cctype>
#include <map>

namespace amp2hip {
namespace fuzz {

bool isIdent(const std::string &S) {
  return !S.empty() && (std::isalpha((unsigned char)S[0]) || S[0] == '_');
}

/// Indices of the tokens spelled \p Text.
std::vector<size_t> findAll(const Tokens &T, const std::string &Text) {
  std::vector<size_t> Out;
  for (size_t I = 0; I < T.size(); ++I)
    if (T[I].Text == Text)
      Out.push_back(I);
  return Out;
}

namespace {

/// The bracket pairing with the one at \p I, walking forward from an opener
/// or backward from a closer (\p Pairs maps the one to the other).
size_t pairOf(const Tokens &T, size_t I, const std::map<std::string, std::string> &Pairs,
              bool Forward) {
  auto P = Pairs.find(T[I].Text);
  if (P == Pairs.end())
    return None;
  int Depth = 0;
  for (size_t J = I; J < T.size(); Forward ? ++J : --J) {
    if (T[J].Text == P->first)
      ++Depth;
    else if (T[J].Text == P->second && --Depth == 0)
      return J;
  }
  return None; // (backward, J wraps around past 0 and ends the loop)
}

} // namespace

size_t matching(const Tokens &T, size_t I) {
  static const std::map<std::string, std::string> Pairs = {{"(", ")"}, {"[", "]"}, {"{", "}"}};
  return pairOf(T, I, Pairs, true);
}

size_t opening(const Tokens &T, size_t I) {
  static const std::map<std::string, std::string> Pairs = {{")", "("}, {"]", "["}, {"}", "{"}};
  return pairOf(T, I, Pairs, false);
}


std::vector<Clause> restrictClauses(const Tokens &T) {
  std::vector<Clause> Out;
  for (size_t I : findAll(T, "restrict")) {
    if (I + 1 >= T.size() || T[I + 1].Text != "(")
      continue;
    size_t C = matching(T, I + 1);
    if (C == None)
      continue;
    std::string Args;
    for (size_t J = I + 2; J < C; ++J)
      Args += T[J].Text;
    Out.push_back({I, C, Args});
  }
  return Out;
}


std::vector<Restricted> restrictedBodies(const Tokens &T) {
  std::vector<Restricted> Out;
  for (const Clause &C : restrictClauses(T)) {
    size_t Open = C.Close + 1;
    while (Open < T.size() && T[Open].Text != "{" && T[Open].Text != ";")
      ++Open;
    if (Open >= T.size() || T[Open].Text != "{" || C.Restrict == 0 ||
        T[C.Restrict - 1].Text != ")")
      continue;
    size_t End = matching(T, Open), Params = opening(T, C.Restrict - 1);
    if (End == None || Params == None || Params == 0)
      continue;
    if (T[Params - 1].Text == "]") {
      size_t Capture = opening(T, Params - 1);
      if (Capture != None)
        Out.push_back({Capture, Open, End, true, C});
      continue;
    }
    // A function: back to the end of the previous declaration or block.
    size_t B = Params - 1;
    while (B > 0 && T[B - 1].Text != ";" && T[B - 1].Text != "}" && T[B - 1].Text != "{" &&
           T[B - 1].Text.find('\n') == std::string::npos && T[B - 1].Text[0] != '#')
      --B;
    Out.push_back({B, Open, End, false, C});
  }
  return Out;
}


std::vector<Launch> launches(const Tokens &T) {
  std::vector<Launch> Out;
  for (size_t I : findAll(T, "parallel_for_each")) {
    if (I + 1 >= T.size() || T[I + 1].Text != "(")
      continue;
    size_t Close = matching(T, I + 1);
    if (Close == None || Close + 1 >= T.size() || T[Close + 1].Text != ";")
      continue;
    size_t B = I;
    while (B >= 2 && T[B - 1].Text == "::" && isIdent(T[B - 2].Text))
      B -= 2;
    Out.push_back({B, I, Close + 1});
  }
  return Out;
}

namespace {

bool startsLine(const Tokens &T, size_t I) {
  return I == 0 || T[I].Space.find('\n') != std::string::npos;
}

/// One open #if group: each branch's brace delta so far.
struct Group {
  std::vector<int> Deltas{0};
  size_t Line;
};

} // namespace

bool conditionalBranchesAgree(const Tokens &T, std::string *Where) {
  std::vector<Group> Open;
  size_t Line = 1;
  for (size_t I = 0; I < T.size(); ++I) {
    for (char C : T[I].Space)
      Line += C == '\n';
    const std::string &X = T[I].Text;
    if (X == "#" && startsLine(T, I) && I + 1 < T.size() && !startsLine(T, I + 1)) {
      const std::string &D = T[I + 1].Text;
      if (D == "if" || D == "ifdef" || D == "ifndef") {
        Open.push_back({{0}, Line});
      } else if ((D == "else" || D == "elif") && !Open.empty()) {
        Open.back().Deltas.push_back(0);
      } else if (D == "endif" && !Open.empty()) {
        Group G = Open.back();
        Open.pop_back();
        for (int Delta : G.Deltas)
          if (Delta != G.Deltas.front()) {
            if (Where)
              *Where = "the #if group at line " + std::to_string(G.Line);
            return false;
          }
        if (!Open.empty())
          Open.back().Deltas.back() += G.Deltas.front();
      }
      // The rest of the directive's line is not code.
      while (I + 1 < T.size() && !startsLine(T, I + 1))
        ++I;
      continue;
    }
    if (!Open.empty() && (X == "{" || X == "}"))
      Open.back().Deltas.back() += X == "{" ? 1 : -1;
  }
  return true;
}

} // namespace fuzz
} // namespace amp2hip
