//===- ProjectCMake.cpp ---------------------------------------------------===//
#include "ProjectCMake.h"

#include "llvm/ADT/StringRef.h"
#include <map>
#include <set>

using namespace llvm;

namespace amp2hip {

namespace {

/// A CMake argument in quotes (variable references such as
/// ${CMAKE_CURRENT_SOURCE_DIR} still expand).
std::string quoted(StringRef S) {
  std::string Q = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\')
      Q += '\\';
    Q += C;
  }
  return Q + "\"";
}

/// A path of the target: relative to the in-root (so to the out-root that
/// mirrors it, \p Prefix from the generated file), or absolute when the
/// project reaches outside the tree.
std::string treePath(const std::string &Rel, const std::string &Prefix) {
  if (StringRef(Rel).startswith("/"))
    return Rel;
  std::string Dir = "${CMAKE_CURRENT_SOURCE_DIR}/" + Prefix + (Rel == "." ? "" : Rel);
  return Dir.back() == '/' ? Dir.substr(0, Dir.size() - 1) : Dir;
}

const char *libraryKind(const std::string &Type) {
  if (Type == "StaticLibrary")
    return "STATIC";
  if (Type == "DynamicLibrary")
    return "SHARED";
  return nullptr;
}

/// The sources of \p T that were written and can be built.
std::vector<std::string> builtSources(const project::ProjectTarget &T,
                                      const std::map<std::string, const TreeFile *> &ByRel,
                                      raw_ostream &OS) {
  std::vector<std::string> Out;
  for (const std::string &S : T.Sources) {
    auto It = ByRel.find(S);
    if (It == ByRel.end() || (It->second->Kind != FileKind::Source && It->second->Kind != FileKind::CSource)) {
      OS << "# " << S << ": not a C++ source of the tree, left out\n";
      continue;
    }
    if (It->second->Status == FileStatus::Failed) {
      OS << "# " << S << ": not translated (see amp2hip-report.json), left out\n";
      continue;
    }
    Out.push_back(S);
  }
  return Out;
}

/// A compile option as CMake takes it: SHELL: keeps each -include with its
/// file (CMake would merge repeats), the file in quotes there, as Visual
/// Studio's paths have spaces.
std::string option(const std::string &Option, const std::string &Prefix) {
  StringRef File = Option;
  if (File.consume_front("-include "))
    return quoted("SHELL:-include \"" + treePath(File.str(), Prefix) + "\"");
  return quoted(Option);
}

/// What single sources' metadata changes (SourceOptions, SourceIncludeDirs).
void writeSourceOptions(raw_ostream &OS, const project::ProjectTarget &T,
                        const std::vector<std::string> &Sources, const std::string &Prefix) {
  for (const std::string &S : Sources) {
    auto Dirs = T.SourceIncludeDirs.find(S);
    if (Dirs != T.SourceIncludeDirs.end()) {
      OS << "set_property(SOURCE " << quoted(Prefix + S) << " APPEND PROPERTY INCLUDE_DIRECTORIES";
      for (const std::string &D : Dirs->second)
        OS << "\n  " << quoted(treePath(D, Prefix));
      OS << ")\n";
    }
    auto It = T.SourceOptions.find(S);
    if (It == T.SourceOptions.end())
      continue;
    OS << "set_property(SOURCE " << quoted(Prefix + S) << " APPEND PROPERTY COMPILE_OPTIONS";
    for (const std::string &O : It->second)
      OS << " " << option(O, Prefix);
    OS << ")\n";
  }
}

void writeFlags(raw_ostream &OS, const project::ProjectTarget &T, const std::string &Name,
                const std::string &Prefix) {
  if (!T.IncludeDirs.empty()) {
    OS << "target_include_directories(" << Name << " PRIVATE";
    for (const std::string &D : T.IncludeDirs)
      OS << "\n  " << quoted(treePath(D, Prefix));
    OS << ")\n";
  }
  if (!T.Defines.empty()) {
    OS << "target_compile_definitions(" << Name << " PRIVATE";
    for (const std::string &D : T.Defines)
      OS << "\n  " << quoted(D);
    OS << ")\n";
  }
  for (const std::string &U : T.Undefines)
    OS << "target_compile_options(" << Name << " PRIVATE " << quoted("-U" + U) << ")\n";
  for (const std::string &F : T.ForcedIncludes)
    OS << "target_compile_options(" << Name << " PRIVATE " << option("-include " + F, Prefix)
       << ")\n";
  if (!T.Standard.empty())
    OS << "target_compile_options(" << Name << " PRIVATE " << T.Standard << ")\n";
}

void writeTarget(raw_ostream &OS, const project::ProjectTarget &T,
                 const std::vector<std::string> &Sources, const std::set<std::string> &Libraries,
                 const std::string &Prefix, bool Rdc) {
  std::string Name = cmakeIdentifier(T.Name);
  const char *Kind = libraryKind(T.Type);
  OS << (Kind ? "add_library(" + Name + " " + Kind : "add_executable(" + Name);
  for (const std::string &S : Sources)
    OS << "\n  " << quoted(Prefix + S);
  OS << ")\n";
  std::string Scope = Kind ? "PUBLIC" : "PRIVATE";
  OS << "target_link_libraries(" << Name << " " << Scope << " amp2hip::shim";
  for (const std::string &D : T.Dependencies)
    if (Libraries.count(D))
      OS << " " << cmakeIdentifier(D);
  OS << ")\n";
  writeFlags(OS, T, Name, Prefix);
  writeSourceOptions(OS, T, Sources, Prefix);
  OS << "amp2hip_backend_target(" << Name << (Rdc ? " RDC" : "") << ")\n";
}

/// The targets built with relocatable device code: those with a source
/// whose AMP code calls a function of another unit, and every target linked
/// with one of them (a library's device code joins the device link of what
/// links it), as the tree's build plan spreads it (BuildPlan.cpp). The
/// others keep whole-program device code, which the GPU compilers optimize
/// better.
std::set<std::string> rdcTargets(const std::vector<project::ProjectTarget> &Targets,
                                 const std::map<std::string, const TreeFile *> &ByRel) {
  std::set<std::string> Rdc;
  for (const project::ProjectTarget &T : Targets)
    for (const std::string &S : T.Sources) {
      auto It = ByRel.find(S);
      if (It != ByRel.end() && It->second->Link.DeviceCallsOutside)
        Rdc.insert(T.Name);
    }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const project::ProjectTarget &T : Targets)
      for (const std::string &D : T.Dependencies)
        if (Rdc.count(T.Name) != Rdc.count(D)) {
          Rdc.insert({T.Name, D});
          Changed = true;
        }
  }
  return Rdc;
}

} // namespace

std::string emitProjectCMakeLists(const std::vector<project::ProjectTarget> &Targets,
                                  const std::vector<TreeFile> &Files,
                                  const CMakeProject &Project, std::vector<std::string> *LeftOut) {
  std::map<std::string, const TreeFile *> ByRel;
  for (const TreeFile &F : Files)
    ByRel[F.Rel] = &F;
  // What each built project compiles; a project none of whose sources was
  // written gets no target (CMake refuses a target without sources, and
  // with it the whole tree), and nothing links it.
  std::map<std::string, std::pair<std::string, std::vector<std::string>>> Built;
  std::set<std::string> Libraries;
  for (const project::ProjectTarget &T : Targets) {
    if (!T.Translated || (!libraryKind(T.Type) && T.Type != "Application"))
      continue;
    std::string Notes;
    raw_string_ostream NotesOS(Notes);
    std::vector<std::string> Sources = builtSources(T, ByRel, NotesOS);
    if (Sources.empty() && LeftOut)
      LeftOut->push_back(T.Name);
    if (!Sources.empty() && libraryKind(T.Type))
      Libraries.insert(T.Name);
    Built[T.Name] = {NotesOS.str(), std::move(Sources)};
  }
  std::string Text;
  raw_string_ostream OS(Text);
  bool CSources = false;
  for (const auto &[Rel, F] : ByRel)
    CSources = CSources || F->Kind == FileKind::CSource;
  writeCMakePreamble(OS, Project, CSources);
  std::set<std::string> Rdc = rdcTargets(Targets, ByRel);
  for (const project::ProjectTarget &T : Targets) {
    OS << "\n# " << T.Name << " (" << T.Project << ", " << (T.Type.empty() ? "?" : T.Type)
       << ")\n";
    auto It = Built.find(T.Name);
    if (!T.Translated)
      OS << "# copied, not built: it uses no AMP or is not built in this configuration\n";
    else if (It == Built.end())
      OS << "# not built: CMake has no counterpart of a " << T.Type << " project\n";
    else if (OS << It->second.first, It->second.second.empty())
      OS << "# left out: none of its sources was translated (see amp2hip-report.json, "
            "\"left_out\")\n";
    else
      writeTarget(OS, T, It->second.second, Libraries, treePrefix(Project.BuildFile),
                  Rdc.count(T.Name) != 0);
  }
  return OS.str();
}

} // namespace amp2hip
