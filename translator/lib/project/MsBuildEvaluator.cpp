//===- MsBuildEvaluator.cpp -----------------------------------------------===//
#include "MsBuildEvaluator.h"
#include "WindowsPaths.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Path.h"
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace amp2hip {
namespace project {

namespace fs = std::filesystem;
namespace path = llvm::sys::path;

namespace {

std::string trim(const std::string &S) {
  size_t B = S.find_first_not_of(" \t\r\n");
  if (B == std::string::npos)
    return "";
  size_t E = S.find_last_not_of(" \t\r\n");
  return S.substr(B, E - B + 1);
}

bool readText(const std::string &Path, std::string &Text) {
  std::ifstream IS(Path, std::ios::binary);
  if (!IS)
    return false;
  std::ostringstream SS;
  SS << IS.rdbuf();
  Text = SS.str();
  return !IS.bad();
}

bool hasWildcard(const std::string &S) { return S.find_first_of("*?") != std::string::npos; }

/// An MSBuild wildcard ('**' any directories, '*' and '?' within a name) as
/// a regular expression over '/'-separated relative paths, without case.
std::regex wildcardRegex(const std::string &Pattern) {
  std::string R;
  for (size_t I = 0; I < Pattern.size(); ++I) {
    char C = Pattern[I];
    if (Pattern.compare(I, 3, "**/") == 0) {
      R += "(.*/)?";
      I += 2;
    } else if (Pattern.compare(I, 2, "**") == 0) {
      R += ".*";
      ++I;
    } else if (C == '*') {
      R += "[^/]*";
    } else if (C == '?') {
      R += "[^/]";
    } else {
      if (std::string("\\^$.|+()[]{}").find(C) != std::string::npos)
        R += '\\';
      R += C;
    }
  }
  return std::regex(R, std::regex::icase | std::regex::ECMAScript);
}

/// The metadata MSBuild gives every item from its path.
void setWellKnownMetadata(ProjectItem &Item) {
  std::string W = withForwardSlashes(Item.Written);
  Item.Metadata.set("Identity", Item.Written);
  Item.Metadata.set("Filename", path::stem(W).str());
  Item.Metadata.set("Extension", path::extension(W).str());
  std::string Rel = path::parent_path(W).str();
  Item.Metadata.set("RelativeDir", Rel.empty() ? "" : Rel + "/");
  Item.Metadata.set("FullPath", Item.Path);
}

bool isItemOperationAttribute(const std::string &Name) {
  static const char *const Names[] = {"Include", "Exclude", "Remove",      "Update",
                                      "Condition", "Label", "KeepMetadata", "RemoveMetadata",
                                      "KeepDuplicates", "MatchOnMetadata"};
  for (const char *N : Names)
    if (Name == N)
      return true;
  return false;
}

} // namespace

void MsBuildEvaluator::setGlobal(const std::string &Name, const std::string &Value) {
  P.Properties.set(Name, Value, {"(global property)", 0});
  Globals.insert(lower(Name));
}

void MsBuildEvaluator::setDefault(const std::string &Name, const std::string &Value) {
  P.Properties.set(Name, Value, {"(Visual Studio default)", 0});
}

void MsBuildEvaluator::keepItems(const std::string &Type, std::vector<ProjectItem> *Into) {
  Kept[lower(Type)] = Into;
}

std::string MsBuildEvaluator::shown(const std::string &Path) const {
  if (!ReportRoot.empty() && llvm::StringRef(Path).startswith(ReportRoot + "/"))
    return Path.substr(ReportRoot.size() + 1);
  return Path;
}

std::string MsBuildEvaluator::localPath(const std::string &Base, const std::string &Written,
                                        bool &Exists) {
  Exists = false;
  std::string W = trim(Written);
  if (W.size() >= 2 && W.front() == '"' && W.back() == '"')
    W = W.substr(1, W.size() - 2);
  if (isWindowsAbsolute(W))
    return W;
  W = withForwardSlashes(W);
  llvm::SmallString<256> Joined(path::is_absolute(W) ? "" : Base);
  path::append(Joined, W);
  path::remove_dots(Joined, /*remove_dot_dot=*/true);
  if (llvm::Optional<std::string> OnDisk = resolveLikeWindows("", Joined)) {
    Exists = true;
    return *OnDisk;
  }
  return std::string(Joined);
}

bool MsBuildEvaluator::load(const std::string &Path, std::string &Error) {
  std::string Text;
  if (!readText(Path, Text)) {
    Error = "cannot read " + Path;
    return false;
  }
  auto D = std::make_unique<Document>();
  D->Path = Path;
  D->Dir = path::parent_path(Path).str();
  D->Root = parseXml(Text, Error);
  if (!D->Root) {
    Error = shown(Path) + ": not an MSBuild project (" + Error + ")";
    return false;
  }
  Docs.push_back(std::move(D));
  return true;
}

void MsBuildEvaluator::enterDocument(const Document &D) {
  // MSBuild's reserved per-file properties, which the file cannot set.
  P.Properties.set("MSBuildThisFileDirectory", D.Dir + "/");
  P.Properties.set("MSBuildThisFileFullPath", D.Path);
  P.Properties.set("MSBuildThisFile", path::filename(D.Path).str());
  P.Properties.set("MSBuildThisFileName", path::stem(D.Path).str());
  P.Properties.set("MSBuildThisFileExtension", path::extension(D.Path).str());
  for (const char *N : {"MSBuildThisFileDirectory", "MSBuildThisFileFullPath", "MSBuildThisFile",
                        "MSBuildThisFileName", "MSBuildThisFileExtension"})
    Globals.insert(lower(N));
}

std::string MsBuildEvaluator::expandAt(const Document &D, const XmlElement &E,
                                       const std::string &Text, const std::string &Context,
                                       const NameMap *Metadata) {
  if (Context.find('.') != std::string::npos)
    for (const std::string &R : referencedProperties(Text))
      P.ComputedFrom[lower(Context)].insert(R);
  Expander X(P.Properties, P.Unknown);
  X.setMetadata(Metadata);
  X.setOrigin(originOf(D, E), Context);
  return X.expand(Text);
}

bool MsBuildEvaluator::condition(const Document &D, const XmlElement &E, const NameMap *Metadata) {
  if (!E.hasAttribute("Condition"))
    return true;
  Expander X(P.Properties, P.Unknown);
  X.setMetadata(Metadata);
  X.setOrigin(originOf(D, E), "Condition");
  ConditionContext Ctx{X, [&](const std::string &Path) {
                         bool Exists = false;
                         localPath(P.Dir, Path, Exists);
                         return Exists;
                       }};
  std::string Error;
  bool Value = evaluateCondition(E.attribute("Condition"), Ctx, Error);
  if (!Error.empty())
    P.Problems.push_back(
        {originOf(D, E), DiagID::ProjectConditionNotEvaluated, {E.attribute("Condition"), Error}});
  return Value;
}

void MsBuildEvaluator::evaluate() {
  const Document &Root = *Docs.front();
  enterDocument(Root);
  walkProperties(Root, *Root.Root);
  for (const Deferred &G : DefinitionGroups)
    itemDefinitions(G);
  for (const Deferred &G : ItemGroups)
    items(G);
  enterDocument(Root);
}

void MsBuildEvaluator::walkProperties(const Document &D, const XmlElement &Parent) {
  for (const auto &C : Parent.Children) {
    const std::string &N = C->Name;
    if (N == "PropertyGroup") {
      if (condition(D, *C))
        for (const auto &Prop : C->Children)
          setProperty(D, *Prop);
    } else if (N == "Import") {
      import(D, *C);
    } else if (N == "ImportGroup") {
      if (condition(D, *C))
        for (const auto &I : C->Children)
          if (I->Name == "Import")
            import(D, *I);
    } else if (N == "Choose") {
      // The first When whose condition holds, else Otherwise.
      const XmlElement *Chosen = nullptr;
      for (const auto &W : C->Children) {
        if (W->Name == "When" && !Chosen && condition(D, *W))
          Chosen = W.get();
        else if (W->Name == "Otherwise" && !Chosen)
          Chosen = W.get();
      }
      if (Chosen)
        walkProperties(D, *Chosen);
    } else if (N == "ItemDefinitionGroup") {
      DefinitionGroups.push_back({C.get(), &D});
    } else if (N == "ItemGroup") {
      ItemGroups.push_back({C.get(), &D});
    }
  }
}

void MsBuildEvaluator::setProperty(const Document &D, const XmlElement &E) {
  if (!condition(D, E) || Globals.count(lower(E.Name)))
    return;
  std::string Value = expandAt(D, E, trim(E.Text), E.Name);
  P.Properties.set(E.Name, Value, originOf(D, E));
  for (const std::string &R : referencedProperties(E.Text))
    P.ComputedFrom[lower(E.Name)].insert(R);
}

void MsBuildEvaluator::import(const Document &D, const XmlElement &E) {
  ImportRecord R;
  R.Written = E.attribute("Project");
  R.From = originOf(D, E);
  size_t Known = P.Unknown.size();
  std::string Expanded = expandAt(D, E, R.Written, "Import");
  if (P.Unknown.size() != Known) {
    // $(VCTargetsPath), $(UserRootDir), ...: Visual Studio's installation.
    P.Unknown.resize(Known);
    R.Status = "visual-studio";
    P.Imports.push_back(R);
    return;
  }
  if (!condition(D, E)) {
    R.Status = "condition-false";
    P.Imports.push_back(R);
    return;
  }
  bool Exists = false;
  R.Path = localPath(D.Dir, Expanded, Exists);
  std::string Error;
  if (!Exists) {
    R.Status = "missing";
    P.Problems.push_back({R.From, DiagID::ProjectImportNotRead,
                          {R.Written, "no such file: " + shown(R.Path)}});
  } else if (Importing.count(R.Path)) {
    R.Status = "cycle";
    P.Problems.push_back({R.From, DiagID::ProjectImportNotRead, {R.Written, "it imports itself"}});
  } else if (!load(R.Path, Error)) {
    R.Status = "unreadable";
    P.Problems.push_back({R.From, DiagID::ProjectImportNotRead, {R.Written, Error}});
  } else {
    R.Status = "read";
  }
  P.Imports.push_back(R);
  if (R.Status != "read")
    return;
  const Document &Imported = *Docs.back();
  Importing.insert(R.Path);
  enterDocument(Imported);
  walkProperties(Imported, *Imported.Root);
  enterDocument(D);
  Importing.erase(R.Path);
}

void MsBuildEvaluator::itemDefinitions(const Deferred &G) {
  const Document &D = *G.Doc;
  enterDocument(D);
  if (!condition(D, *G.Group))
    return;
  for (const auto &T : G.Group->Children) {
    if (!condition(D, *T))
      continue;
    NameMap &Def = Definitions[lower(T->Name)];
    for (const auto &A : T->Attributes)
      if (!isItemOperationAttribute(A.first))
        Def.setInheriting(A.first, A.second,
                          expandAt(D, *T, A.second, T->Name + "." + A.first, &Def), originOf(D, *T));
    for (const auto &M : T->Children)
      if (condition(D, *M, &Def))
        Def.setInheriting(M->Name, M->Text,
                          expandAt(D, *M, trim(M->Text), T->Name + "." + M->Name, &Def),
                          originOf(D, *M));
  }
}

void MsBuildEvaluator::applyMetadata(const Document &D, const XmlElement &E, ProjectItem &Item) {
  NameMap &Meta = Item.Metadata;
  for (const auto &A : E.Attributes)
    if (!isItemOperationAttribute(A.first))
      Meta.setInheriting(A.first, A.second,
                         expandAt(D, E, A.second, E.Name + "." + A.first, &Meta), originOf(D, E));
  for (const auto &M : E.Children)
    if (condition(D, *M, &Meta))
      Meta.setInheriting(M->Name, M->Text,
                         expandAt(D, *M, trim(M->Text), E.Name + "." + M->Name, &Meta),
                         originOf(D, *M));
}

std::vector<std::string> MsBuildEvaluator::expandWildcards(const std::string &Spec) const {
  // The directories before the first wildcard are walked from; the rest is
  // matched against what is below them.
  std::string W = withForwardSlashes(Spec);
  size_t Wild = W.find_first_of("*?");
  size_t Cut = W.rfind('/', Wild);
  std::string Prefix = Cut == std::string::npos ? "" : W.substr(0, Cut + 1);
  std::string Pattern = W.substr(Prefix.size());
  bool Exists = false;
  std::string Base = localPath(P.Dir, Prefix.empty() ? "." : Prefix, Exists);
  std::vector<std::string> Out;
  if (!Exists)
    return Out;
  std::regex Re = wildcardRegex(Pattern);
  std::error_code EC;
  for (fs::recursive_directory_iterator It(Base, EC), End; !EC && It != End; It.increment(EC)) {
    if (!It->is_regular_file())
      continue;
    std::string Rel = fs::relative(It->path(), Base).generic_string();
    if (std::regex_match(Rel, Re))
      Out.push_back(Prefix + Rel);
  }
  std::sort(Out.begin(), Out.end());
  return Out;
}

bool MsBuildEvaluator::matchesSpec(const ProjectItem &Item, const std::string &Spec) const {
  if (hasWildcard(Spec)) {
    std::string Rel = fs::path(Item.Path).lexically_relative(P.Dir).generic_string();
    return std::regex_match(Rel, wildcardRegex(withForwardSlashes(Spec)));
  }
  bool Exists = false;
  return llvm::StringRef(localPath(P.Dir, Spec, Exists)).equals_insensitive(Item.Path);
}

void MsBuildEvaluator::includeItems(const Document &D, const XmlElement &E,
                                    std::vector<ProjectItem> &Into) {
  std::vector<std::string> Excludes =
      splitList(expandAt(D, E, E.attribute("Exclude"), E.Name));
  for (const std::string &Spec : splitList(expandAt(D, E, E.attribute("Include"), E.Name))) {
    std::vector<std::string> Written =
        hasWildcard(Spec) ? expandWildcards(unescape(Spec)) : std::vector<std::string>{unescape(Spec)};
    for (const std::string &W : Written) {
      ProjectItem Item;
      Item.Written = W;
      Item.Path = localPath(P.Dir, W, Item.Exists);
      Item.From = originOf(D, E);
      bool Excluded = false;
      for (const std::string &X : Excludes)
        Excluded = Excluded || matchesSpec(Item, unescape(X));
      if (Excluded)
        continue;
      Item.Metadata = Definitions[lower(E.Name)];
      setWellKnownMetadata(Item);
      applyMetadata(D, E, Item);
      Into.push_back(std::move(Item));
    }
  }
}

void MsBuildEvaluator::items(const Deferred &G) {
  const Document &D = *G.Doc;
  enterDocument(D);
  if (!condition(D, *G.Group))
    return;
  for (const auto &E : G.Group->Children) {
    auto K = Kept.find(lower(E->Name));
    if (K == Kept.end() || !condition(D, *E))
      continue;
    std::vector<ProjectItem> &Into = *K->second;
    if (E->hasAttribute("Include"))
      includeItems(D, *E, Into);
    for (const char *Op : {"Remove", "Update"}) {
      if (!E->hasAttribute(Op))
        continue;
      std::vector<std::string> Specs = splitList(expandAt(D, *E, E->attribute(Op), E->Name));
      for (size_t I = 0; I < Into.size();) {
        bool Match = false;
        for (const std::string &S : Specs)
          Match = Match || matchesSpec(Into[I], unescape(S));
        if (Match && std::string(Op) == "Remove") {
          Into.erase(Into.begin() + static_cast<long>(I));
          continue;
        }
        if (Match)
          applyMetadata(D, *E, Into[I]);
        ++I;
      }
    }
  }
}

} // namespace project
} // namespace amp2hip
