//===- BuildPlan.cpp ------------------------------------------------------===//
#include "BuildPlan.h"
#include "CMakeEmitter.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

namespace fs = std::filesystem;

namespace amp2hip {

namespace {

using UnitSet = std::set<size_t>;

/// The sources the build compiles, and who defines what among those that
/// are not programs.
struct Units {
  std::vector<const TreeFile *> Files;
  std::vector<size_t> Programs;
  std::map<std::string, std::vector<size_t>> Definers;
  UnitSet Unknown; ///< Did not parse: their symbols are unknown.
};

Units collectUnits(const std::vector<TreeFile> &Files) {
  Units U;
  for (const TreeFile &F : Files) {
    // Sources not compiled on their own (unity parts, excluded) are not built.
    bool Built = ((F.Kind == FileKind::Source && F.Status != FileStatus::Failed && F.Write) ||
                  F.Kind == FileKind::CSource) &&
                 F.Compiled;
    if (!Built)
      continue;
    size_t I = U.Files.size();
    U.Files.push_back(&F);
    if (!F.LinkKnown)
      U.Unknown.insert(I);
    else if (F.Link.Defined.count("main"))
      U.Programs.push_back(I);
    else
      for (const std::string &S : F.Link.Defined)
        U.Definers[S].push_back(I);
  }
  return U;
}

/// How many leading directories two paths share.
size_t sharedDirectories(const std::string &A, const std::string &B) {
  fs::path DA = fs::path(A).parent_path(), DB = fs::path(B).parent_path();
  size_t N = 0;
  for (auto IA = DA.begin(), IB = DB.begin(); IA != DA.end() && IB != DB.end() && *IA == *IB;
       ++IA, ++IB)
    ++N;
  return N;
}

/// The sources program \p P links: what defines its uses, transitively;
/// of several definers of one symbol, those nearest to the program.
UnitSet closureOf(const Units &U, size_t P) {
  UnitSet In = {P};
  In.insert(U.Unknown.begin(), U.Unknown.end());
  std::vector<size_t> Work(In.begin(), In.end());
  while (!Work.empty()) {
    size_t I = Work.back();
    Work.pop_back();
    for (const std::string &S : U.Files[I]->Link.Used) {
      auto It = U.Definers.find(S);
      if (It == U.Definers.end())
        continue;
      size_t Best = 0;
      for (size_t D : It->second)
        Best = std::max(Best, sharedDirectories(U.Files[D]->Rel, U.Files[P]->Rel));
      for (size_t D : It->second)
        if (sharedDirectories(U.Files[D]->Rel, U.Files[P]->Rel) == Best && In.insert(D).second)
          Work.push_back(D);
    }
  }
  return In;
}

/// smooth/main.cpp -> smooth; tools/convert.cpp -> convert; main.cpp at the
/// top -> the project.
std::string programName(const std::string &Rel, const std::string &Project) {
  fs::path P(Rel);
  std::string Stem = P.stem().string();
  if (Stem == "main" || Stem == "Main" || Stem == "_tmain")
    Stem = P.has_parent_path() ? P.parent_path().filename().string() : Project;
  return cmakeIdentifier(Stem);
}

/// The directory all of \p Rels are in (empty when none is common).
std::string commonDirectory(const std::vector<std::string> &Rels) {
  std::string Dir = fs::path(Rels.front()).parent_path().generic_string();
  for (const std::string &R : Rels)
    while (!Dir.empty() && R.rfind(Dir + "/", 0) != 0)
      Dir = fs::path(Dir).parent_path().generic_string();
  return Dir;
}

std::vector<std::string> includeDirectories(const std::vector<TreeFile> &Files) {
  std::set<std::string> Dirs = {"."};
  for (const TreeFile &F : Files)
    if (F.Kind == FileKind::Header)
      Dirs.insert(fs::path(F.Rel).has_parent_path() ? fs::path(F.Rel).parent_path().generic_string()
                                                    : ".");
  return std::vector<std::string>(Dirs.begin(), Dirs.end());
}

/// Every target linked with relocatable device code is one: a program
/// whose sources or libraries need it, a library one of its programs needs.
void spreadRdc(std::vector<BuildTarget> &Targets) {
  std::map<std::string, BuildTarget *> ByName;
  for (BuildTarget &T : Targets)
    ByName[T.Name] = &T;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BuildTarget &T : Targets)
      for (const std::string &L : T.Links)
        if (T.Rdc != ByName[L]->Rdc) {
          T.Rdc = ByName[L]->Rdc = Changed = true;
        }
  }
}

} // namespace

std::vector<BuildTarget> planTreeTargets(const std::vector<TreeFile> &Files,
                                         const std::string &Project) {
  Units U = collectUnits(Files);
  std::vector<std::string> Includes = includeDirectories(Files);
  std::vector<BuildTarget> Programs;
  std::map<size_t, std::set<size_t>> UsersOf; // unit -> program indices
  for (size_t K = 0; K < U.Programs.size(); ++K) {
    size_t P = U.Programs[K];
    BuildTarget T;
    T.Name = programName(U.Files[P]->Rel, Project);
    T.Sources.push_back(U.Files[P]->Rel);
    T.Rdc = U.Files[P]->Link.DeviceCallsOutside;
    for (size_t I : closureOf(U, P))
      if (I != P)
        UsersOf[I].insert(K);
    Programs.push_back(std::move(T));
  }
  // Sources by the programs that need them: one program's own, several
  // programs' shared library, or nobody's.
  std::map<std::set<size_t>, std::vector<size_t>> Groups;
  for (size_t I = 0; I < U.Files.size(); ++I)
    if (std::find(U.Programs.begin(), U.Programs.end(), I) == U.Programs.end())
      Groups[UsersOf[I]].push_back(I);
  std::vector<BuildTarget> Libraries;
  std::set<std::string> LibraryNames;
  for (const auto &[Users, Members] : Groups) {
    if (Users.size() == 1) {
      BuildTarget &P = Programs[*Users.begin()];
      for (size_t I : Members) {
        P.Sources.push_back(U.Files[I]->Rel);
        P.Rdc = P.Rdc || U.Files[I]->Link.DeviceCallsOutside;
      }
      continue;
    }
    BuildTarget L;
    L.TargetKind = Users.empty() ? BuildTarget::Kind::StaticLibrary : BuildTarget::Kind::ObjectLibrary;
    for (size_t I : Members) {
      L.Sources.push_back(U.Files[I]->Rel);
      L.Rdc = L.Rdc || U.Files[I]->Link.DeviceCallsOutside;
    }
    std::string Dir = commonDirectory(L.Sources);
    L.Name = Users.empty() ? (Programs.empty() ? Project : Project + "_unused")
                           : cmakeIdentifier(Dir.empty() ? Project + "_shared" : Dir);
    for (unsigned N = 2; LibraryNames.count(L.Name); ++N)
      L.Name = cmakeIdentifier(Dir.empty() ? Project + "_shared" : Dir) + "_" + std::to_string(N);
    LibraryNames.insert(L.Name);
    L.ExcludeFromAll = Users.empty() && !Programs.empty();
    L.Comment = Users.empty() ? (Programs.empty() ? "The tree's sources (no main())."
                                                  : "Sources no program uses: not in the default "
                                                    "build (cmake --build b --target " +
                                                        L.Name + ")")
                              : "Shared by the programs that link it.";
    for (size_t K : Users) {
      Programs[K].Links.push_back(L.Name);
      Programs[K].Rdc = Programs[K].Rdc || L.Rdc;
    }
    Libraries.push_back(std::move(L));
  }
  std::vector<BuildTarget> Targets = std::move(Libraries);
  Targets.insert(Targets.end(), Programs.begin(), Programs.end());
  // Names stay unique: a clash falls back to the full path.
  std::map<std::string, unsigned> Seen;
  for (BuildTarget &T : Targets)
    ++Seen[T.Name];
  for (BuildTarget &T : Targets) {
    if (Seen[T.Name] > 1 && T.TargetKind == BuildTarget::Kind::Program)
      T.Name = cmakeName(T.Sources.front());
    T.IncludeDirs = Includes;
  }
  spreadRdc(Targets);
  return Targets;
}

} // namespace amp2hip
