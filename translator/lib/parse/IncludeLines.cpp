//===- IncludeLines.cpp ---------------------------------------------------===//
#include "IncludeLines.h"
#include "HeaderTable.h"

namespace amp2hip {

const char *const WindowsOnlyStandIns = "/amp2hip-windows-only";

void addWindowsOnlyStandIns(std::map<std::string, std::string> &Files) {
  for (const MappedHeader &H : mappedHeaders())
    if (H.Kind == HeaderKind::WindowsOnly)
      Files.emplace(std::string(WindowsOnlyStandIns) + "/" + H.Name,
                    "// amp2hip: an empty stand-in; the header only Windows has\n");
}

std::string includeLinesOnly(llvm::StringRef Text) {
  std::string Out;
  bool InDirective = false, InComment = false;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    bool HasBreak = Text.size() > Line.size();
    llvm::StringRef T = Line.ltrim();
    bool Keep = InDirective || (!InComment && T.startswith("#"));
    if (Keep && !InDirective && T.drop_front().ltrim().startswith("include")) {
      llvm::StringRef Name = T.drop_front().ltrim().drop_front(7).trim();
      if (Name.size() > 2) {
        const MappedHeader *H = findMappedHeader(Name.drop_front().drop_back());
        if (H && H->Kind == HeaderKind::WindowsOnly)
          Keep = false;
      }
    }
    if (Keep)
      Out += Line.str();
    InDirective = Keep && Line.rtrim("\r").endswith("\\");
    if (!Keep) { // Track block comments, so a '#' inside one is not a directive.
      for (size_t I = 0; I + 1 < Line.size(); ++I) {
        if (!InComment && Line[I] == '/' && Line[I + 1] == '/')
          break;
        if (!InComment && Line[I] == '/' && Line[I + 1] == '*')
          InComment = true, ++I;
        else if (InComment && Line[I] == '*' && Line[I + 1] == '/')
          InComment = false, ++I;
      }
    }
    if (HasBreak)
      Out += '\n';
    Text = Rest;
  }
  return Out;
}

} // namespace amp2hip
