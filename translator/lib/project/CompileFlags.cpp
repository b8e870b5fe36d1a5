//===- CompileFlags.cpp ---------------------------------------------------===//
#include "CompileFlags.h"
#include "MsBuildEvaluator.h"
#include "WindowsPaths.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Path.h"
#include <set>

namespace amp2hip {
namespace project {

namespace {

Origin originOf(const NameMap &M, const std::string &Name) {
  const Setting *S = M.find(Name);
  return S ? S->From : Origin{};
}

/// The entries of list metadata \p Name, each with where it was written.
std::vector<Setting> listOf(const NameMap &M, const std::string &Name) {
  std::vector<Setting> Out;
  const Setting *S = M.find(Name);
  if (!S)
    return Out;
  for (const std::string &Raw : splitList(S->Value)) {
    std::string V = unescape(Raw);
    if (V.size() >= 2 && V.front() == '"' && V.back() == '"')
      V = V.substr(1, V.size() - 2);
    if (!V.empty() && V.find("%(") == std::string::npos)
      Out.push_back({V, S->originOf(Raw), {}});
  }
  return Out;
}

void addIncludeDirs(const VcxProject &P, const NameMap &M, CompileFlags &F) {
  for (const Setting &D : listOf(M, "AdditionalIncludeDirectories")) {
    bool Exists = false;
    std::string Path = MsBuildEvaluator::localPath(P.Dir, D.Value, Exists);
    if (!Exists) {
      F.Problems.push_back({D.From, DiagID::ProjectPathNotFound, {"include directory", D.Value}});
      continue;
    }
    bool Seen = false;
    for (const Setting &S : F.IncludeDirs)
      Seen = Seen || S.Value == Path;
    if (!Seen)
      F.IncludeDirs.push_back({Path, D.From, {}});
  }
}

void addDefines(const VcxProject &P, const NameMap &M, CompileFlags &F) {
  for (Setting D : listOf(M, "PreprocessorDefinitions")) {
    size_t Hash = D.Value.find('#'); // cl.exe takes /DNAME#VALUE for NAME=VALUE.
    if (Hash != std::string::npos && D.Value.find('=') == std::string::npos)
      D.Value[Hash] = '=';
    F.Defines.push_back(D);
  }
  // What cl.exe defines from the project's settings rather than /D.
  auto Implied = [&](const std::string &Name, const Origin &From) {
    for (const Setting &S : F.Defines)
      if (S.Value == Name || llvm::StringRef(S.Value).startswith(Name + "="))
        return;
    F.Defines.push_back({Name, From, {}});
  };
  if (const Setting *CS = P.Properties.find("CharacterSet")) {
    if (lower(CS->Value) == "unicode") {
      Implied("UNICODE", CS->From);
      Implied("_UNICODE", CS->From);
    } else if (lower(CS->Value) == "multibyte") {
      Implied("_MBCS", CS->From);
    }
  }
  std::string Runtime = M.get("RuntimeLibrary");
  const Setting *DebugLibs = P.Properties.find("UseDebugLibraries");
  if (llvm::StringRef(Runtime).contains_insensitive("debug"))
    Implied("_DEBUG", originOf(M, "RuntimeLibrary"));
  else if (Runtime.empty() && DebugLibs && lower(DebugLibs->Value) == "true")
    Implied("_DEBUG", DebugLibs->From);
  for (const Setting &U : listOf(M, "UndefinePreprocessorDefinitions"))
    F.Undefines.push_back(U);
}

/// \p Name looked up as cl.exe looks up a quoted #include: in \p First
/// (when given), the project directory, then the include directories.
std::string findHeader(const VcxProject &P, const CompileFlags &F, const std::string &First,
                       const std::string &Name) {
  std::vector<std::string> Dirs;
  if (!First.empty())
    Dirs.push_back(First);
  Dirs.push_back(P.Dir);
  for (const Setting &S : F.IncludeDirs)
    Dirs.push_back(S.Value);
  for (const std::string &D : Dirs)
    if (llvm::Optional<std::string> Found = resolveLikeWindows(D, Name))
      return *Found;
  return "";
}

void addForcedIncludes(const VcxProject &P, const NameMap &M, CompileFlags &F) {
  for (const Setting &I : listOf(M, "ForcedIncludeFiles")) {
    std::string Found = findHeader(P, F, "", I.Value);
    if (Found.empty())
      F.Problems.push_back({I.From, DiagID::ProjectPathNotFound, {"forced include", I.Value}});
    else
      F.ForcedIncludes.push_back({Found, I.From, {}});
  }
}

void addPrecompiledHeader(const VcxProject &P, const NameMap &M, const std::string &SourceDir,
                          CompileFlags &F) {
  std::string Mode = lower(M.get("PrecompiledHeader"));
  if (Mode != "use" && Mode != "create")
    return;
  std::string Name = M.get("PrecompiledHeaderFile");
  Origin From = originOf(M, M.find("PrecompiledHeaderFile") ? "PrecompiledHeaderFile"
                                                            : "PrecompiledHeader");
  // The toolset's default name: stdafx.h until Visual Studio 2017, pch.h since.
  std::string Found = findHeader(P, F, SourceDir, Name.empty() ? "stdafx.h" : Name);
  if (Found.empty() && Name.empty())
    Found = findHeader(P, F, SourceDir, "pch.h");
  if (Found.empty()) {
    F.Problems.push_back({From, DiagID::ProjectPathNotFound,
                          {"precompiled header", Name.empty() ? "stdafx.h" : Name}});
    return;
  }
  F.PrecompiledHeader = {Found, From, {}};
  // cl.exe finds it by name whatever the source's directory; so must clang.
  std::string Dir = llvm::sys::path::parent_path(Found).str();
  bool Seen = Dir == SourceDir;
  for (const Setting &S : F.IncludeDirs)
    Seen = Seen || S.Value == Dir;
  if (!Seen)
    F.IncludeDirs.push_back({Dir, From, {}});
}

void setStandard(const NameMap &M, CompileFlags &F) {
  const Setting *S = M.find("LanguageStandard");
  if (!S)
    return;
  F.LanguageStandard = *S;
  std::string V = lower(S->Value);
  // AMP's headers and the shim need C++17: older standards are parsed as it.
  if (V == "stdcpp20" || V == "stdcpplatest")
    F.Standard = {"-std=c++20", S->From, {}};
}

} // namespace

std::vector<std::string> CompileFlags::arguments() const {
  std::vector<std::string> A;
  for (const Setting &S : IncludeDirs)
    A.push_back("-I" + S.Value);
  for (const Setting &S : Defines)
    A.push_back("-D" + S.Value);
  for (const Setting &S : Undefines)
    A.push_back("-U" + S.Value);
  for (const Setting &S : ForcedIncludes) {
    A.push_back("-include");
    A.push_back(S.Value);
  }
  if (!Standard.Value.empty())
    A.push_back(Standard.Value);
  return A;
}

CompileFlags compileFlags(const VcxProject &P, const NameMap &M, const std::string &SourceDir) {
  CompileFlags F;
  addIncludeDirs(P, M, F);
  addDefines(P, M, F);
  addForcedIncludes(P, M, F);
  addPrecompiledHeader(P, M, SourceDir, F);
  setStandard(M, F);
  F.Excluded = lower(M.get("ExcludedFromBuild")) == "true";
  std::string As = lower(M.get("CompileAs"));
  F.CompileAsC = As == "compileasc" ||
                 ((As.empty() || As == "default") && lower(M.get("Extension")) == ".c");
  return F;
}

std::vector<UnknownReference> unknownsThatMatter(const VcxProject &P) {
  std::set<std::string> Relevant = {
      "clcompile", "clinclude", "characterset",
      "clcompile.additionalincludedirectories", "clcompile.preprocessordefinitions",
      "clcompile.undefinepreprocessordefinitions", "clcompile.forcedincludefiles",
      "clcompile.precompiledheader", "clcompile.precompiledheaderfile",
      "clcompile.languagestandard", "clcompile.excludedfrombuild"};
  std::vector<std::string> Work(Relevant.begin(), Relevant.end());
  while (!Work.empty()) {
    std::string N = Work.back();
    Work.pop_back();
    auto It = P.ComputedFrom.find(N);
    if (It != P.ComputedFrom.end())
      for (const std::string &From : It->second)
        if (Relevant.insert(From).second)
          Work.push_back(From);
  }
  std::vector<UnknownReference> Out;
  std::set<std::string> Seen;
  for (const UnknownReference &U : P.Unknown)
    if (Relevant.count(lower(U.Context)) && Seen.insert(lower(U.Text)).second)
      Out.push_back(U);
  return Out;
}

} // namespace project
} // namespace amp2hip
