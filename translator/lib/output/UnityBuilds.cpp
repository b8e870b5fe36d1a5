//===- UnityBuilds.cpp ----------------------------------------------------===//
#include "UnityBuilds.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <map>
#include <regex>

namespace amp2hip {

namespace {

std::string lowerName(llvm::StringRef Path) {
  // Backslashes are separators in a Windows #include.
  size_t Slash = Path.find_last_of("/\\");
  return Path.substr(Slash == llvm::StringRef::npos ? 0 : Slash + 1).lower();
}

} // namespace

std::set<std::string> likelyUnityParts(const std::string &Root,
                                       const std::vector<std::string> &Sources) {
  std::map<std::string, std::vector<std::string>> ByName;
  for (const std::string &S : Sources)
    ByName[lowerName(S)].push_back(S);
  static const std::regex Include(R"re(^[ \t]*#[ \t]*include[ \t]*["<]([^">]+)[">])re",
                                  std::regex::multiline);
  std::set<std::string> Parts;
  for (const std::string &S : Sources) {
    auto Buf = llvm::MemoryBuffer::getFile(Root + "/" + S);
    if (!Buf)
      continue;
    std::string Text = (*Buf)->getBuffer().str();
    for (std::sregex_iterator It(Text.begin(), Text.end(), Include), End; It != End; ++It) {
      auto Named = ByName.find(lowerName((*It)[1].str()));
      if (Named == ByName.end())
        continue;
      for (const std::string &Part : Named->second)
        if (Part != S)
          Parts.insert(Part);
    }
  }
  return Parts;
}

} // namespace amp2hip
