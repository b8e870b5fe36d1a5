//===- CMakeScan.cpp ------------------------------------------------------===//
#include "CMakeScan.h"

#include <cctype>

namespace amp2hip {

namespace {

/// At \p I a bracket opening ([[, [=[, ...)? Its '=' count in \p Level.
bool bracketOpen(const std::string &T, size_t I, size_t &Level) {
  if (I >= T.size() || T[I] != '[')
    return false;
  size_t J = I + 1;
  while (J < T.size() && T[J] == '=')
    ++J;
  Level = J - I - 1;
  return J < T.size() && T[J] == '[';
}

/// One past the bracket that closes the one opened at \p I.
size_t bracketEnd(const std::string &T, size_t I, size_t Level) {
  std::string Close = "]" + std::string(Level, '=') + "]";
  size_t At = T.find(Close, I + Level + 2);
  return At == std::string::npos ? T.size() : At + Close.size();
}

/// One past the comment that starts at \p I ('#').
size_t commentEnd(const std::string &T, size_t I) {
  size_t Level;
  if (bracketOpen(T, I + 1, Level))
    return bracketEnd(T, I + 1, Level);
  size_t Eol = T.find('\n', I);
  return Eol == std::string::npos ? T.size() : Eol;
}

/// The arguments from \p I (past the '('); \p I ends one past the ')'.
void scanArguments(const std::string &T, size_t &I, std::vector<CMakeArg> &Args) {
  for (int Depth = 0; I < T.size();) {
    char C = T[I];
    size_t Level;
    if (isspace(static_cast<unsigned char>(C))) {
      ++I;
    } else if (C == '#') {
      I = commentEnd(T, I);
    } else if (C == '(' || C == ')') {
      ++I;
      if (C == ')' && Depth-- == 0)
        return;
      if (C == '(')
        ++Depth;
    } else if (C == '"') {
      size_t J = I + 1;
      while (J < T.size() && T[J] != '"')
        J += T[J] == '\\' ? 2 : 1;
      J = std::min(J, T.size());
      Args.push_back({T.substr(I + 1, J - I - 1), I, std::min(J + 1, T.size())});
      I = std::min(J + 1, T.size());
    } else if (bracketOpen(T, I, Level)) {
      size_t J = bracketEnd(T, I, Level);
      size_t From = I + Level + 2, To = J >= Level + 2 ? J - Level - 2 : From;
      Args.push_back({T.substr(From, To > From ? To - From : 0), I, J});
      I = J;
    } else {
      size_t J = I;
      while (J < T.size() && !isspace(static_cast<unsigned char>(T[J])) && T[J] != '(' &&
             T[J] != ')' && T[J] != '"' && T[J] != '#')
        J += T[J] == '\\' ? 2 : 1;
      J = std::min(J, T.size());
      Args.push_back({T.substr(I, J - I), I, J});
      I = J;
    }
  }
}

bool identifierChar(char C) { return isalnum(static_cast<unsigned char>(C)) || C == '_'; }

} // namespace

std::vector<CMakeCommand> scanCMake(const std::string &T) {
  std::vector<CMakeCommand> Commands;
  for (size_t I = 0; I < T.size();) {
    if (T[I] == '#') {
      I = commentEnd(T, I);
      continue;
    }
    if (!identifierChar(T[I]) || isdigit(static_cast<unsigned char>(T[I]))) {
      ++I;
      continue;
    }
    CMakeCommand C;
    C.Begin = I;
    while (I < T.size() && identifierChar(T[I]))
      C.Name += static_cast<char>(tolower(static_cast<unsigned char>(T[I++])));
    while (I < T.size() && (T[I] == ' ' || T[I] == '\t'))
      ++I;
    if (I >= T.size() || T[I] != '(')
      continue; // Not a command: stray text CMake would reject anyway.
    ++I;
    scanArguments(T, I, C.Args);
    C.End = I;
    Commands.push_back(std::move(C));
  }
  return Commands;
}

} // namespace amp2hip
