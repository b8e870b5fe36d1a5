//===- MsBuildEvaluator.h - MSBuild's evaluation passes over a project ---===//
//
// MSBuild evaluates a project in passes, and so does this: (1) properties,
// in document order, following <Import>s (and ImportGroups and Choose/When)
// where they appear; (2) item definitions (ItemDefinitionGroup), with the
// final properties; (3) items (ItemGroup: Include, Exclude, Remove, Update,
// wildcards), each starting from its type's definition. Conditions are
// evaluated at each level. Paths are read the Windows way (WindowsPaths.h).
// The results go into a VcxProject; which item types it keeps is the
// caller's choice.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECT_MSBUILDEVALUATOR_H
#define AMP2HIP_PROJECT_MSBUILDEVALUATOR_H

#include "MsBuildCondition.h"
#include "VcxProject.h"
#include "Xml.h"

#include <map>
#include <memory>
#include <set>

namespace amp2hip {
namespace project {

class MsBuildEvaluator {
public:
  /// \p Global properties (Configuration, Platform, ...) are set before
  /// evaluation and cannot be changed by the project, as in MSBuild.
  MsBuildEvaluator(VcxProject &P, std::string ReportRoot) : P(P), ReportRoot(std::move(ReportRoot)) {}

  void setGlobal(const std::string &Name, const std::string &Value);
  /// Set before evaluation; the project may change it (toolset defaults).
  void setDefault(const std::string &Name, const std::string &Value);
  /// Item types whose items are kept, with where they go.
  void keepItems(const std::string &Type, std::vector<ProjectItem> *Into);

  /// Parse the project file; false (with \p Error) when it is not XML.
  bool load(const std::string &Path, std::string &Error);
  /// The root element of the project file (after load).
  const XmlElement &root() const { return *Docs.front()->Root; }
  void evaluate();
  /// The item definition of \p Type after evaluation.
  const NameMap &definition(const std::string &Type) { return Definitions[lower(Type)]; }

  /// The path \p Written (relative to \p Base unless absolute) as it is
  /// here: '/' separators, spelled as on disk when it exists.
  static std::string localPath(const std::string &Base, const std::string &Written, bool &Exists);
  /// \p Path relative to the report root when under it.
  std::string shown(const std::string &Path) const;

private:
  struct Document {
    std::string Path, Dir;
    std::unique_ptr<XmlElement> Root;
  };
  struct Deferred {
    const XmlElement *Group;
    const Document *Doc;
  };

  Origin originOf(const Document &D, const XmlElement &E) const { return {shown(D.Path), E.Line}; }
  void enterDocument(const Document &D);
  bool condition(const Document &D, const XmlElement &E, const NameMap *Metadata = nullptr);
  std::string expandAt(const Document &D, const XmlElement &E, const std::string &Text,
                       const std::string &Context, const NameMap *Metadata = nullptr);

  void walkProperties(const Document &D, const XmlElement &Parent);
  void setProperty(const Document &D, const XmlElement &E);
  void import(const Document &D, const XmlElement &E);
  void itemDefinitions(const Deferred &G);
  void items(const Deferred &G);
  void includeItems(const Document &D, const XmlElement &E, std::vector<ProjectItem> &Into);
  void applyMetadata(const Document &D, const XmlElement &E, ProjectItem &Item);
  std::vector<std::string> expandWildcards(const std::string &Spec) const;
  bool matchesSpec(const ProjectItem &Item, const std::string &Spec) const;

  VcxProject &P;
  std::string ReportRoot;
  std::set<std::string> Globals; ///< Lower-case names the project cannot set.
  std::map<std::string, std::vector<ProjectItem> *> Kept; ///< By lower-case type.
  std::map<std::string, NameMap> Definitions;             ///< By lower-case type.
  std::vector<std::unique_ptr<Document>> Docs;
  std::vector<Deferred> DefinitionGroups, ItemGroups;
  std::set<std::string> Importing; ///< Real paths on the import stack.
};

} // namespace project
} // namespace amp2hip

#endif
