//===- UserCMake.cpp ------------------------------------------------------===//
#include "UserCMake.h"
#include "CMakeScan.h"
#include "RuntimeCopy.h"

#include "llvm/ADT/StringRef.h"
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

/// The tree file an argument of the top-level CMakeLists.txt names, if any.
const TreeFile *namedFile(StringRef Arg, const std::map<std::string, const TreeFile *> &ByRel) {
  for (StringRef Dir : {"${CMAKE_CURRENT_SOURCE_DIR}/", "${CMAKE_SOURCE_DIR}/",
                        "${PROJECT_SOURCE_DIR}/", "./"})
    Arg.consume_front(Dir);
  auto It = ByRel.find(Arg.str());
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

/// What the top-level file's targets compile and link.
struct TargetFacts {
  std::set<std::string> Translated, LeftOut, Rdc;
  std::map<std::string, std::set<std::string>> Links;
};

/// Each target's sources: failed ones taken out of the list, a target with
/// none left commented out.
void settleTargets(const std::string &T, const std::vector<CMakeCommand> &Commands,
                   const std::map<std::string, const TreeFile *> &ByRel, TargetFacts &Facts,
                   std::vector<Edit> &Edits) {
  for (const CMakeCommand &C : Commands) {
    if (!definesTarget(C))
      continue;
    const std::string &Name = C.Args.front().Value;
    unsigned Written = 0;
    std::vector<const CMakeArg *> Failed;
    for (const CMakeArg &A : C.Args) {
      const TreeFile *F = namedFile(A.Value, ByRel);
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

} // namespace

UserCMakeResult migrateUserCMake(const std::string &Text, const std::vector<TreeFile> &Files,
                                 const std::string &Runtime) {
  std::map<std::string, const TreeFile *> ByRel;
  for (const TreeFile &F : Files)
    ByRel[F.Rel] = &F;
  std::vector<CMakeCommand> Commands = scanCMake(Text);
  TargetFacts Facts;
  std::vector<Edit> Edits;
  settleTargets(Text, Commands, ByRel, Facts, Edits);
  settleUses(Text, Commands, Facts, Edits);
  spreadToLinkers(Facts);
  // The backend after project() (its languages first), else at the top.
  size_t At = 0;
  for (const CMakeCommand &C : Commands)
    if (C.Name == "project") { // At the end of its line, past a comment.
      At = std::min(Text.find('\n', C.End), Text.size());
      break;
    }
  Edits.push_back({At, At, At ? preamble(Runtime) : preamble(Runtime).substr(2) + "\n\n"});
  std::stable_sort(Edits.begin(), Edits.end(),
                   [](const Edit &A, const Edit &B) { return A.Begin > B.Begin; });
  UserCMakeResult R;
  R.Text = Text;
  for (const Edit &E : Edits)
    R.Text.replace(E.Begin, E.End - E.Begin, E.Text);
  if (!R.Text.empty() && R.Text.back() != '\n')
    R.Text += "\n";
  if (!Facts.Translated.empty())
    R.Text += "\n# amp2hip: the targets that compile translated sources get the runtime shim\n"
              "# and the backend (RDC: a kernel calls a device function of another source).\n";
  for (const CMakeCommand &C : Commands)
    if (definesTarget(C) && Facts.Translated.count(C.Args.front().Value)) {
      const std::string &Name = C.Args.front().Value;
      R.Text += "amp2hip_migrated_target(" + Name + (Facts.Rdc.count(Name) ? " RDC" : "") + ")\n";
      R.Migrated.push_back(Name);
    }
  R.LeftOut.assign(Facts.LeftOut.begin(), Facts.LeftOut.end());
  return R;
}

} // namespace amp2hip
