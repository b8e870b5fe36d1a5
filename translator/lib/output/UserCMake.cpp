//===- UserCMake.cpp ------------------------------------------------------===//
#include "UserCMake.h"
#include "CMakeScan.h"
#include "RuntimeCopy.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <map>
#include <set>

using namespace llvm;

namespace amp2hip {

namespace {

struct Edit {
  size_t Begin, End;
  std::string Text;
};

/// \p Arg, a path in a CMakeLists.txt in \p Dir ("" at the top, else
/// "src/"), as a path under the root; "" when it leaves the tree or hangs on
/// a variable other than the source directories'.
std::string underRoot(StringRef Arg, const std::string &Dir) {
  std::string Base = Dir;
  if (Arg.consume_front("${CMAKE_SOURCE_DIR}/") || Arg.consume_front("${PROJECT_SOURCE_DIR}/"))
    Base.clear();
  else
    Arg.consume_front("${CMAKE_CURRENT_SOURCE_DIR}/");
  if (Arg.contains("${") || Arg.startswith("/"))
    return "";
  SmallString<128> Path(Base + Arg.str());
  sys::path::remove_dots(Path, /*remove_dot_dot=*/true, sys::path::Style::posix);
  return StringRef(Path).startswith("..") ? "" : std::string(Path);
}

/// The tree file an argument of the CMakeLists.txt in \p Dir names, if any.
const TreeFile *namedFile(StringRef Arg, const std::string &Dir,
                          const std::map<std::string, const TreeFile *> &ByRel) {
  auto It = ByRel.find(underRoot(Arg, Dir));
  if (It == ByRel.end() ||
      (It->second->Kind != FileKind::Source && It->second->Kind != FileKind::CSource))
    return nullptr;
  return It->second;
}

bool definesTarget(const CMakeCommand &C) {
  if ((C.Name != "add_executable" && C.Name != "add_library") || C.Args.empty())
    return false;
  for (const CMakeArg &A : C.Args)
    if (A.Value == "IMPORTED" || A.Value == "ALIAS" || A.Value == "INTERFACE")
      return false;
  return true;
}

/// The start of the line \p At is on.
size_t lineStart(const std::string &T, size_t At) {
  size_t Eol = T.rfind('\n', At == 0 ? 0 : At - 1);
  return At == 0 || Eol == std::string::npos ? 0 : Eol + 1;
}

/// Lines [Begin, End) of \p T commented out, each "# amp2hip: " first.
Edit commentOut(const std::string &T, const CMakeCommand &C, const std::string &Why) {
  size_t Begin = lineStart(T, C.Begin);
  std::string Text = Why.empty() ? "" : "# amp2hip: " + Why + "\n";
  for (StringRef Line : llvm::split(StringRef(T).slice(Begin, C.End), '\n'))
    Text += "# amp2hip: " + Line.str() + "\n";
  Text.pop_back(); // The command's own line end follows it.
  return {Begin, C.End, Text};
}

/// What the tree's targets compile and link (targets are global in CMake:
/// a file links what another defines).
struct TargetFacts {
  std::set<std::string> Translated, LeftOut, Rdc;
  std::map<std::string, std::set<std::string>> Links;
};

/// Each target's sources: failed ones taken out of the list, a target with
/// none left commented out.
void settleTargets(const std::string &T, const std::string &Dir,
                   const std::vector<CMakeCommand> &Commands,
                   const std::map<std::string, const TreeFile *> &ByRel, TargetFacts &Facts,
                   std::vector<Edit> &Edits) {
  for (const CMakeCommand &C : Commands) {
    if (!definesTarget(C))
      continue;
    const std::string &Name = C.Args.front().Value;
    unsigned Written = 0;
    std::vector<const CMakeArg *> Failed;
    for (const CMakeArg &A : C.Args) {
      const TreeFile *F = namedFile(A.Value, Dir, ByRel);
      if (!F)
        continue;
      if (F->Status == FileStatus::Failed || !F->Write) {
        Failed.push_back(&A);
        continue;
      }
      ++Written;
      if (F->Status == FileStatus::Translated)
        Facts.Translated.insert(Name);
      if (F->Link.DeviceCallsOutside)
        Facts.Rdc.insert(Name);
    }
    if (Failed.empty())
      continue;
    if (!Written) {
      Facts.LeftOut.insert(Name);
      Edits.push_back(commentOut(T, C, "left out " + Name +
                                           ": none of its sources was translated (see "
                                           "amp2hip-report.json)"));
      continue;
    }
    std::string Note = "# amp2hip: not translated (see amp2hip-report.json), left out of " +
                       Name + ":";
    for (const CMakeArg *A : Failed) {
      Note += " " + A->Value;
      Edits.push_back({A->Begin, A->End, ""});
    }
    size_t Line = lineStart(T, C.Begin);
    Edits.push_back({Line, Line, Note + "\n"});
  }
}

/// Commands that name a left-out target: commented out, or (a link to it)
/// the name taken out. Links between the file's targets are noted.
void settleUses(const std::string &T, const std::vector<CMakeCommand> &Commands,
                TargetFacts &Facts, std::vector<Edit> &Edits) {
  for (const CMakeCommand &C : Commands) {
    if (definesTarget(C) || C.Args.empty())
      continue;
    bool Install = C.Name == "install" && C.Args.size() > 1 && C.Args[0].Value == "TARGETS";
    const std::string &Subject = Install ? C.Args[1].Value : C.Args[0].Value;
    if (Facts.LeftOut.count(Subject) &&
        (StringRef(C.Name).startswith("target_") || C.Name == "set_target_properties" ||
         C.Name == "add_dependencies" || Install)) {
      Edits.push_back(commentOut(T, C, ""));
      continue;
    }
    if (C.Name != "target_link_libraries")
      continue;
    for (size_t I = 1; I < C.Args.size(); ++I) {
      if (Facts.LeftOut.count(C.Args[I].Value))
        Edits.push_back({C.Args[I].Begin, C.Args[I].End, ""});
      else
        Facts.Links[Subject].insert(C.Args[I].Value);
    }
  }
}

/// A target that links translated code is linked for the backend too (a
/// program without AMP of its own that links an AMP library); relocatable
/// device code spreads along links both ways, as in the generated build
/// (BuildPlan.cpp's spreadRdc).
void spreadToLinkers(TargetFacts &Facts) {
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const auto &[Target, Links] : Facts.Links)
      for (const std::string &L : Links) {
        if (Facts.Translated.count(L) && Facts.Translated.insert(Target).second)
          Changed = true;
        if (Facts.Rdc.count(Target) != Facts.Rdc.count(L) && Facts.Translated.count(L)) {
          Facts.Rdc.insert({Target, L});
          Changed = true;
        }
      }
  }
}

std::string preamble(const std::string &Runtime) {
  return "\n\n# amp2hip: the translated sources' runtime shim and backend, chosen with\n"
         "#   cmake -DAMP2HIP_BACKEND=host|amd|nvidia (host: kernels on the CPU; amd:\n"
         "#   CMake's HIP language; nvidia: HIP on CUDA with nvcc).\n"
         "set(AMP2HIP_BACKEND \"host\" CACHE STRING \"host (CPU), amd (HIP) or nvidia (HIP on CUDA)\")\n"
         "set_property(CACHE AMP2HIP_BACKEND PROPERTY STRINGS host amd nvidia)\n" +
         findRuntimeLines("", Runtime) + "amp2hip_enable_backend(${AMP2HIP_BACKEND})";
}

/// The folder of a CMakeLists.txt under the root: "" or "src/".
std::string folderOf(const std::string &Rel) {
  size_t Slash = Rel.rfind('/');
  return Slash == std::string::npos ? "" : Rel.substr(0, Slash + 1);
}

/// One listing's edits applied; the top one gets the backend after its
/// project(), every one the runtime for the targets it defines.
UserCMakeResult finish(const CMakeListsText &L, bool Top, const std::vector<CMakeCommand> &Commands,
                       std::vector<Edit> Edits, const TargetFacts &Facts,
                       const std::string &Runtime) {
  if (Top) { // The backend after project() (its languages first), else at the top.
    size_t At = 0;
    for (const CMakeCommand &C : Commands)
      if (C.Name == "project") { // At the end of its line, past a comment.
        At = std::min(L.Text.find('\n', C.End), L.Text.size());
        break;
      }
    Edits.push_back({At, At, At ? preamble(Runtime) : preamble(Runtime).substr(2) + "\n\n"});
  }
  std::stable_sort(Edits.begin(), Edits.end(),
                   [](const Edit &A, const Edit &B) { return A.Begin > B.Begin; });
  UserCMakeResult R;
  R.Text = L.Text;
  for (const Edit &E : Edits)
    R.Text.replace(E.Begin, E.End - E.Begin, E.Text);
  if (!R.Text.empty() && R.Text.back() != '\n')
    R.Text += "\n";
  for (const CMakeCommand &C : Commands)
    if (definesTarget(C) && Facts.Translated.count(C.Args.front().Value)) {
      const std::string &Name = C.Args.front().Value;
      if (R.Migrated.empty())
        R.Text += "\n# amp2hip: the targets that compile translated sources get the runtime "
                  "shim\n# and the backend (RDC: a kernel calls a device function of another "
                  "source).\n";
      R.Text += "amp2hip_migrated_target(" + Name + (Facts.Rdc.count(Name) ? " RDC" : "") + ")\n";
      R.Migrated.push_back(Name);
    }
  for (const CMakeCommand &C : Commands)
    if (definesTarget(C) && Facts.LeftOut.count(C.Args.front().Value))
      R.LeftOut.push_back(C.Args.front().Value);
  return R;
}

} // namespace

std::vector<std::string> reachedCMakeLists(const std::vector<TreeFile> &Files) {
  std::map<std::string, const TreeFile *> ByRel;
  for (const TreeFile &F : Files)
    ByRel[F.Rel] = &F;
  std::vector<std::string> Reached;
  if (!ByRel.count("CMakeLists.txt"))
    return Reached;
  std::set<std::string> Seen{"CMakeLists.txt"};
  Reached.push_back("CMakeLists.txt");
  for (size_t I = 0; I < Reached.size(); ++I) { // Breadth first; each listing once.
    std::string Dir = folderOf(Reached[I]);
    for (const CMakeCommand &C : scanCMake(ByRel[Reached[I]]->Input)) {
      if (C.Name != "add_subdirectory" || C.Args.empty())
        continue;
      std::string Sub = underRoot(C.Args.front().Value, Dir);
      std::string Rel = Sub.empty() || Sub == "." ? "" : Sub + "/CMakeLists.txt";
      if (!Rel.empty() && ByRel.count(Rel) && Seen.insert(Rel).second)
        Reached.push_back(Rel);
    }
  }
  return Reached;
}

std::vector<UserCMakeResult> migrateUserCMakeTree(const std::vector<CMakeListsText> &Lists,
                                                  const std::vector<TreeFile> &Files,
                                                  const std::string &Runtime) {
  std::map<std::string, const TreeFile *> ByRel;
  for (const TreeFile &F : Files)
    ByRel[F.Rel] = &F;
  std::vector<std::vector<CMakeCommand>> Commands;
  std::vector<std::vector<Edit>> Edits(Lists.size());
  TargetFacts Facts;
  for (size_t I = 0; I < Lists.size(); ++I) {
    Commands.push_back(scanCMake(Lists[I].Text));
    settleTargets(Lists[I].Text, folderOf(Lists[I].Rel), Commands[I], ByRel, Facts, Edits[I]);
  }
  for (size_t I = 0; I < Lists.size(); ++I) // Once every left-out target is known.
    settleUses(Lists[I].Text, Commands[I], Facts, Edits[I]);
  spreadToLinkers(Facts);
  std::vector<UserCMakeResult> Results;
  for (size_t I = 0; I < Lists.size(); ++I)
    Results.push_back(finish(Lists[I], I == 0, Commands[I], Edits[I], Facts, Runtime));
  return Results;
}

UserCMakeResult migrateUserCMake(const std::string &Text, const std::vector<TreeFile> &Files,
                                 const std::string &Runtime) {
  return migrateUserCMakeTree({{"CMakeLists.txt", Text}}, Files, Runtime).front();
}

} // namespace amp2hip
