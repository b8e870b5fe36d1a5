//===- Solution.cpp -------------------------------------------------------===//
#include "Solution.h"
#include "MsBuildEvaluator.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <fstream>
#include <regex>
#include <sstream>

namespace amp2hip {
namespace project {

namespace {

std::string upper(std::string S) {
  for (char &C : S)
    C = static_cast<char>(std::toupper(static_cast<unsigned char>(C)));
  return S;
}

std::string trim(llvm::StringRef S) { return S.trim(" \t\r\n").str(); }

} // namespace

bool SolutionProject::isFolder() const {
  return TypeGuid == "{2150E333-8FDC-42A3-9474-1A3956D46DE8}";
}

bool SolutionProject::isCpp() const {
  return llvm::StringRef(Written).endswith_insensitive(".vcxproj");
}

const SolutionConfigurationMapping *Solution::mapping(const SolutionProject &P,
                                                      const std::string &Config) const {
  auto It = Mapping.find(P.Guid + "." + lower(Config));
  return It == Mapping.end() ? nullptr : &It->second;
}

std::string Solution::configurationBuilding(const SolutionProject &P,
                                           const std::string &Like) const {
  std::string Name = lower(Like.substr(0, Like.find('|')));
  std::string Best;
  int BestScore = -1;
  for (const std::string &C : Configurations) {
    const SolutionConfigurationMapping *Map = mapping(P, C);
    if (!Map || !Map->Build)
      continue;
    int Score = 2 * (lower(C.substr(0, C.find('|'))) == Name) +
                llvm::StringRef(C).endswith_insensitive("|x64");
    if (Score > BestScore)
      Best = C, BestScore = Score;
  }
  return Best;
}

bool readSolution(const std::string &Path, Solution &Out, std::string &Error) {
  Out = Solution();
  std::ifstream IS(Path, std::ios::binary);
  if (!IS) {
    Error = "cannot read " + Path;
    return false;
  }
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, true);
  Out.Path = std::string(Abs);
  Out.Dir = llvm::sys::path::parent_path(Abs).str();

  static const std::regex ProjectLine(
      R"re(^\s*Project\("(\{[^}]*\})"\)\s*=\s*"([^"]*)"\s*,\s*"([^"]*)"\s*,\s*"(\{[^}]*\})")re");
  static const std::regex ProjectConfigLine(
      R"re(^\s*(\{[^}]*\})\.([^=]*?)\.(ActiveCfg|Build\.0)\s*=\s*(.*)$)re");
  std::string Line, Section;
  unsigned LineNo = 0;
  bool Header = false;
  while (std::getline(IS, Line)) {
    ++LineNo;
    if (LineNo == 1 && llvm::StringRef(Line).startswith("\xEF\xBB\xBF"))
      Line = Line.substr(3);
    std::string T = trim(Line);
    std::smatch M;
    if (llvm::StringRef(T).startswith("Microsoft Visual Studio Solution File"))
      Header = true;
    if (std::regex_search(T, M, ProjectLine)) {
      SolutionProject P;
      P.TypeGuid = upper(M[1]);
      P.Name = M[2];
      P.Written = M[3];
      P.Guid = upper(M[4]);
      P.Line = LineNo;
      bool Exists = false;
      P.Path = MsBuildEvaluator::localPath(Out.Dir, P.Written, Exists);
      Out.Projects.push_back(P);
    } else if (llvm::StringRef(T).startswith("GlobalSection(")) {
      Section = T.substr(14, T.find(')') - 14);
    } else if (T == "EndGlobalSection") {
      Section.clear();
    } else if (Section == "SolutionConfigurationPlatforms") {
      size_t Eq = T.find('=');
      if (Eq != std::string::npos)
        Out.Configurations.push_back(trim(llvm::StringRef(T).take_front(Eq)));
    } else if (Section == "ProjectConfigurationPlatforms" &&
               std::regex_search(T, M, ProjectConfigLine)) {
      SolutionConfigurationMapping &Map =
          Out.Mapping[upper(M[1]) + "." + lower(trim(M[2].str()))];
      if (M[3] == "ActiveCfg")
        Map.ProjectConfig = trim(M[4].str());
      else
        Map.Build = true;
    }
  }
  if (!Header) {
    Error = Path + ": not a Visual Studio solution file";
    return false;
  }
  return true;
}

} // namespace project
} // namespace amp2hip
