//===- MsBuildProperties.cpp ----------------------------------------------===//
#include "MsBuildProperties.h"

#include <algorithm>
#include <cctype>

namespace amp2hip {
namespace project {

std::string lower(std::string S) {
  for (char &C : S)
    C = static_cast<char>(std::tolower(static_cast<unsigned char>(C)));
  return S;
}

void NameMap::set(const std::string &Name, std::string Value, Origin From) {
  Map[lower(Name)] = Setting{std::move(Value), std::move(From)};
}

void NameMap::set(const std::string &Name, Setting S) { Map[lower(Name)] = std::move(S); }

void NameMap::setInheriting(const std::string &Name, const std::string &Raw, std::string Value,
                            Origin From) {
  Setting S{std::move(Value), From, {}};
  const Setting *Prev = find(Name);
  if (Prev && lower(Raw).find("%(" + lower(Name) + ")") != std::string::npos) {
    std::vector<std::string> Old = splitList(Prev->Value);
    for (const std::string &E : splitList(S.Value))
      if (std::find(Old.begin(), Old.end(), E) != Old.end())
        S.Entries[E] = Prev->originOf(E);
  }
  set(Name, std::move(S));
}

const Setting *NameMap::find(const std::string &Name) const {
  auto It = Map.find(lower(Name));
  return It == Map.end() ? nullptr : &It->second;
}

std::string NameMap::get(const std::string &Name) const {
  const Setting *S = find(Name);
  return S ? S->Value : std::string();
}

std::vector<std::string> splitList(const std::string &List) {
  std::vector<std::string> Out;
  size_t Start = 0;
  while (Start <= List.size()) {
    size_t End = List.find(';', Start);
    if (End == std::string::npos)
      End = List.size();
    std::string Item = List.substr(Start, End - Start);
    size_t B = Item.find_first_not_of(" \t\r\n");
    size_t E = Item.find_last_not_of(" \t\r\n");
    if (B != std::string::npos)
      Out.push_back(Item.substr(B, E - B + 1));
    Start = End + 1;
  }
  return Out;
}

std::string unescape(const std::string &S) {
  std::string Out;
  for (size_t I = 0; I < S.size(); ++I) {
    if (S[I] == '%' && I + 2 < S.size() && std::isxdigit(static_cast<unsigned char>(S[I + 1])) &&
        std::isxdigit(static_cast<unsigned char>(S[I + 2]))) {
      Out += static_cast<char>(std::stoi(S.substr(I + 1, 2), nullptr, 16));
      I += 2;
    } else {
      Out += S[I];
    }
  }
  return Out;
}

namespace {

bool isNameChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '-';
}

bool isPlainName(const std::string &S) {
  if (S.empty() || !(std::isalpha(static_cast<unsigned char>(S[0])) || S[0] == '_'))
    return false;
  for (char C : S)
    if (!isNameChar(C))
      return false;
  return true;
}

/// The index just past the ')' that closes the '(' at \p Open, skipping
/// nested parentheses and quoted strings; npos when it is not closed.
size_t closingParen(const std::string &S, size_t Open) {
  int Depth = 0;
  char Quote = 0;
  for (size_t I = Open; I < S.size(); ++I) {
    char C = S[I];
    if (Quote) {
      if (C == Quote)
        Quote = 0;
    } else if (C == '\'' || C == '"' || C == '`') {
      Quote = C;
    } else if (C == '(') {
      ++Depth;
    } else if (C == ')' && --Depth == 0) {
      return I + 1;
    }
  }
  return std::string::npos;
}

} // namespace

std::string Expander::property(const std::string &Body) const {
  if (isPlainName(Body)) {
    if (const Setting *S = Properties.find(Body))
      return S->Value;
  }
  // Unset properties, property functions ($([MSBuild]::...), $(X.Replace(...)))
  // and registry lookups: empty, as MSBuild gives an unset property, and said.
  Unknown.push_back({"$(" + Body + ")", Where, Context});
  return "";
}

std::string Expander::expand(const std::string &Text) const {
  std::string Out;
  for (size_t I = 0; I < Text.size();) {
    char C = Text[I];
    if ((C == '$' || C == '%') && I + 1 < Text.size() && Text[I + 1] == '(') {
      size_t End = closingParen(Text, I + 1);
      if (End == std::string::npos) {
        Out += Text.substr(I);
        break;
      }
      std::string Body = Text.substr(I + 2, End - I - 3);
      if (C == '$') {
        Out += property(Body);
      } else if (Metadata && isPlainName(Body)) {
        Out += Metadata->get(Body);
      } else {
        Out += Text.substr(I, End - I); // %(X) outside an item: kept, as MSBuild does.
      }
      I = End;
      continue;
    }
    Out += C;
    ++I;
  }
  return Out;
}

std::vector<std::string> referencedProperties(const std::string &Text) {
  std::vector<std::string> Out;
  for (size_t I = Text.find("$("); I != std::string::npos; I = Text.find("$(", I + 2)) {
    size_t End = closingParen(Text, I + 1);
    if (End == std::string::npos)
      break;
    std::string Body = Text.substr(I + 2, End - I - 3);
    if (isPlainName(Body))
      Out.push_back(lower(Body));
  }
  return Out;
}

} // namespace project
} // namespace amp2hip
