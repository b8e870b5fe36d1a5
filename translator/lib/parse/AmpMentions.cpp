//===- AmpMentions.cpp ----------------------------------------------------===//
#include "AmpMentions.h"

#include <cctype>

using namespace llvm;

namespace amp2hip {

std::string withoutComments(StringRef Text) {
  std::string Out;
  Out.reserve(Text.size());
  for (size_t I = 0, N = Text.size(); I < N;) {
    char C = Text[I];
    if (C == '/' && I + 1 < N && Text[I + 1] == '/') { // To the line's end, kept.
      size_t Eol = Text.find('\n', I);
      // A line splice continues a line comment onto the next line.
      while (Eol != StringRef::npos && Eol > 0 && Text[Eol - 1] == '\\')
        Eol = Text.find('\n', Eol + 1);
      Out += ' ';
      I = Eol == StringRef::npos ? N : Eol;
      continue;
    }
    if (C == '/' && I + 1 < N && Text[I + 1] == '*') {
      size_t End = Text.find("*/", I + 2);
      Out += ' ';
      I = End == StringRef::npos ? N : End + 2;
      continue;
    }
    // A literal, copied whole; a ' after a digit or letter is a digit
    // separator (1'000) or part of a name, not a character literal.
    bool Literal = C == '"' || (C == '\'' && (I == 0 || !std::isalnum(
                                                             static_cast<unsigned char>(Text[I - 1]))));
    if (Literal) {
      size_t J = I + 1;
      while (J < N && Text[J] != C && Text[J] != '\n')
        J += Text[J] == '\\' ? 2 : 1;
      J = std::min(J + 1, N);
      Out.append(Text.data() + I, J - I);
      I = J;
      continue;
    }
    Out += C;
    ++I;
  }
  return Out;
}

bool mentionsAmp(StringRef Text, AmpEvidence Evidence) {
  // Most files mention none of the words at all: no copy for them.
  if (!Text.contains("amp") && !Text.contains("parallel_for_each") &&
      !Text.contains("tile_static") && !Text.contains("__GPU") && !Text.contains("restrict") &&
      !Text.contains("array") && !Text.contains("tiled_index"))
    return false;
  std::string Code = withoutComments(Text);
  StringRef T(Code);
  bool Marker = T.contains("restrict(amp") || T.contains("parallel_for_each") ||
                T.contains("tile_static") || T.contains("__GPU") || T.contains("<amp.h>") ||
                T.contains("\"amp.h\"") || T.contains("<amp_math.h>") ||
                T.contains("<amp_graphics.h>") || T.contains("<amp_short_vectors.h>");
  if (Marker || Evidence == AmpEvidence::Markers)
    return Marker;
  return T.contains("restrict(") || T.contains("array_view") || T.contains("tiled_index") ||
         T.contains("concurrency::array") || T.contains("<amp");
}

} // namespace amp2hip
