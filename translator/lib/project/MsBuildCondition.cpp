//===- MsBuildCondition.cpp -----------------------------------------------===//
#include "MsBuildCondition.h"

#include <cctype>
#include <cstdlib>
#include <stdexcept>
#include <vector>

namespace amp2hip {
namespace project {

namespace {

struct Token {
  enum Kind { Quoted, Word, Op, End } K = End;
  std::string Text;
};

/// Thrown on a malformed condition; the evaluator turns it into an error.
struct ConditionError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

std::vector<Token> tokenize(const std::string &S) {
  std::vector<Token> Out;
  size_t I = 0;
  auto IsOpChar = [](char C) { return C == '=' || C == '!' || C == '<' || C == '>' ||
                                      C == '(' || C == ')' || C == ','; };
  while (I < S.size()) {
    char C = S[I];
    if (std::isspace(static_cast<unsigned char>(C))) {
      ++I;
    } else if (C == '\'') {
      size_t End = S.find('\'', I + 1);
      if (End == std::string::npos)
        throw ConditionError("unterminated quoted string");
      Out.push_back({Token::Quoted, S.substr(I + 1, End - I - 1)});
      I = End + 1;
    } else if (IsOpChar(C)) {
      std::string Two = S.substr(I, 2);
      if (Two == "==" || Two == "!=" || Two == "<=" || Two == ">=") {
        Out.push_back({Token::Op, Two});
        I += 2;
      } else if (C == '=') {
        throw ConditionError("'=' where '==' was meant");
      } else {
        Out.push_back({Token::Op, std::string(1, C)});
        ++I;
      }
    } else {
      // A bare word: up to a blank or an operator; $(...) may hold both.
      size_t Start = I;
      while (I < S.size() && !std::isspace(static_cast<unsigned char>(S[I])) &&
             !IsOpChar(S[I]) && S[I] != '\'') {
        if ((S[I] == '$' || S[I] == '%' || S[I] == '@') && I + 1 < S.size() && S[I + 1] == '(') {
          int Depth = 0;
          for (++I; I < S.size(); ++I) {
            if (S[I] == '(')
              ++Depth;
            else if (S[I] == ')' && --Depth == 0)
              break;
          }
          if (I >= S.size())
            throw ConditionError("unterminated $(");
        }
        ++I;
      }
      Out.push_back({Token::Word, S.substr(Start, I - Start)});
    }
  }
  Out.push_back({Token::End, ""});
  return Out;
}

bool parseNumber(const std::string &S, std::vector<double> &Parts) {
  // Decimal, 0x hexadecimal, or a dotted version (compared part by part).
  if (S.size() > 2 && (S[0] == '0') && (S[1] == 'x' || S[1] == 'X')) {
    char *End = nullptr;
    double V = static_cast<double>(std::strtoull(S.c_str() + 2, &End, 16));
    if (*End)
      return false;
    Parts = {V};
    return true;
  }
  Parts.clear();
  size_t Start = 0;
  size_t Dots = 0;
  for (char C : S)
    Dots += C == '.';
  if (S.empty())
    return false;
  while (Start <= S.size()) {
    size_t End = Dots > 1 ? S.find('.', Start) : std::string::npos;
    if (End == std::string::npos)
      End = S.size();
    std::string Part = S.substr(Start, End - Start);
    char *Stop = nullptr;
    double V = std::strtod(Part.c_str(), &Stop);
    if (Part.empty() || *Stop)
      return false;
    Parts.push_back(V);
    Start = End + 1;
  }
  return true;
}

class Parser {
public:
  Parser(std::vector<Token> Toks, const ConditionContext &Ctx) : Toks(std::move(Toks)), Ctx(Ctx) {}

  bool parse() {
    bool V = parseOr();
    if (peek().K != Token::End)
      throw ConditionError("unexpected '" + peek().Text + "'");
    return V;
  }

private:
  const Token &peek() const { return Toks[Pos]; }
  Token take() { return Toks[Pos++]; }
  bool isKeyword(const char *K) const { return peek().K == Token::Word && lower(peek().Text) == K; }
  bool isOp(const char *O) const { return peek().K == Token::Op && peek().Text == O; }

  bool parseOr() {
    bool V = parseAnd();
    while (isKeyword("or")) {
      take();
      bool R = parseAnd(); // Both sides are evaluated: errors are errors either way.
      V = V || R;
    }
    return V;
  }

  bool parseAnd() {
    bool V = parseNot();
    while (isKeyword("and")) {
      take();
      bool R = parseNot();
      V = V && R;
    }
    return V;
  }

  bool parseNot() {
    if (isOp("!")) {
      take();
      return !parseNot();
    }
    return parseComparison();
  }

  bool parseComparison() {
    if (isOp("(")) {
      take();
      bool V = parseOr();
      if (!isOp(")"))
        throw ConditionError("missing ')'");
      take();
      return V;
    }
    if (peek().K == Token::Word && Toks[Pos + 1].K == Token::Op && Toks[Pos + 1].Text == "(")
      return parseFunction();
    std::string L = operand();
    if (peek().K != Token::Op || peek().Text == ")" || peek().Text == ",")
      return asBool(L);
    std::string Op = take().Text;
    std::string R = operand();
    if (Op == "==")
      return lower(L) == lower(R);
    if (Op == "!=")
      return lower(L) != lower(R);
    std::vector<double> A, B;
    if (!parseNumber(L, A) || !parseNumber(R, B))
      throw ConditionError("'" + L + "' " + Op + " '" + R + "' compares values that are not numbers");
    A.resize(std::max(A.size(), B.size()));
    B.resize(A.size());
    int Cmp = A < B ? -1 : B < A ? 1 : 0;
    if (Op == "<")
      return Cmp < 0;
    if (Op == ">")
      return Cmp > 0;
    if (Op == "<=")
      return Cmp <= 0;
    if (Op == ">=")
      return Cmp >= 0;
    throw ConditionError("unknown operator '" + Op + "'");
  }

  std::string operand() {
    Token T = take();
    if (T.K != Token::Quoted && T.K != Token::Word)
      throw ConditionError(T.K == Token::End ? "condition ends early"
                                             : "unexpected '" + T.Text + "'");
    return Ctx.Expand.expand(T.Text);
  }

  bool asBool(const std::string &V) {
    std::string L = lower(V);
    if (L == "true" || L == "on" || L == "yes" || L == "!false" || L == "!off" || L == "!no")
      return true;
    if (L == "false" || L == "off" || L == "no" || L == "!true" || L == "!on" || L == "!yes")
      return false;
    throw ConditionError("'" + V + "' is not a boolean");
  }

  bool parseFunction() {
    std::string Name = lower(take().Text);
    take(); // (
    std::vector<std::string> Args;
    while (!isOp(")")) {
      Args.push_back(operand());
      if (isOp(","))
        take();
      else if (!isOp(")"))
        throw ConditionError("missing ')' after the arguments of " + Name);
    }
    take();
    if (Name == "exists" && Args.size() == 1) {
      std::string P = Args[0];
      size_t B = P.find_first_not_of(" \t");
      size_t E = P.find_last_not_of(" \t");
      return B != std::string::npos && Ctx.Exists(P.substr(B, E - B + 1));
    }
    if (Name == "hastrailingslash" && Args.size() == 1)
      return !Args[0].empty() && (Args[0].back() == '\\' || Args[0].back() == '/');
    throw ConditionError("function '" + Name + "' with " + std::to_string(Args.size()) +
                         " argument(s) is not evaluated by amp2hip");
  }

  std::vector<Token> Toks;
  size_t Pos = 0;
  const ConditionContext &Ctx;
};

} // namespace

bool evaluateCondition(const std::string &Condition, const ConditionContext &Ctx,
                       std::string &Error) {
  Error.clear();
  if (Condition.find_first_not_of(" \t\r\n") == std::string::npos)
    return true;
  try {
    return Parser(tokenize(Condition), Ctx).parse();
  } catch (const ConditionError &E) {
    Error = E.what();
    return false;
  }
}

} // namespace project
} // namespace amp2hip
