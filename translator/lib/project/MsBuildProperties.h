//===- MsBuildProperties.h - MSBuild properties and macro expansion ------===//
//
// What Visual Studio calls macros are MSBuild properties: $(ProjectDir),
// $(Configuration), $(SolutionDir), ... Names are case-insensitive. A
// property that was never set expands to the empty string, as in MSBuild;
// the expander records each such reference (environment variables and
// Visual Studio's own settings, such as $(VCInstallDir) or $(DXSDK_DIR),
// are not known outside Windows) so the project reader can report them.
// Item metadata, %(Name), expands from the metadata of the item being
// evaluated, which is how %(AdditionalIncludeDirectories) inherits the
// value defined before it.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECT_MSBUILDPROPERTIES_H
#define AMP2HIP_PROJECT_MSBUILDPROPERTIES_H

#include <map>
#include <string>
#include <vector>

namespace amp2hip {
namespace project {

/// Where something was written in a project file, for reports.
struct Origin {
  std::string File; ///< As the report shows it (relative to the input root).
  unsigned Line = 0;
  std::string str() const { return Line ? File + ":" + std::to_string(Line) : File; }
};

/// A value and where it was set. A list (A;B;%(X)) remembers where each
/// entry was written, so inherited entries keep their own origin.
struct Setting {
  std::string Value;
  Origin From;
  std::map<std::string, Origin> Entries; ///< Entry -> origin, where it differs from From.

  const Origin &originOf(const std::string &Entry) const {
    auto It = Entries.find(Entry);
    return It == Entries.end() ? From : It->second;
  }
};

/// Case-insensitive name -> setting. The key is the name in lower case.
class NameMap {
public:
  void set(const std::string &Name, std::string Value, Origin From = {});
  void set(const std::string &Name, Setting S);
  /// Set metadata \p Name to \p Value, expanded from \p Raw: the entries
  /// it keeps from the previous value through %(Name) keep their origins.
  void setInheriting(const std::string &Name, const std::string &Raw, std::string Value,
                     Origin From);
  const Setting *find(const std::string &Name) const;
  /// The value, or empty.
  std::string get(const std::string &Name) const;
  bool empty() const { return Map.empty(); }
  const std::map<std::string, Setting> &entries() const { return Map; }

private:
  std::map<std::string, Setting> Map;
};

/// A $(Name) that had no value, or a construct amp2hip does not evaluate.
struct UnknownReference {
  std::string Text; ///< "$(DXSDK_DIR)", "$([System.IO.Path]::Combine(...))"
  Origin Where;
  /// What was being evaluated: a property's name, "ClCompile.X" for item
  /// metadata, "Import", "Condition", "ClCompile" for an item's Include.
  std::string Context;
};

/// Expands $(Property) and %(Metadata) references in project text.
class Expander {
public:
  Expander(const NameMap &Properties, std::vector<UnknownReference> &Unknown)
      : Properties(Properties), Unknown(Unknown) {}
  /// %(Name) reads from \p M while it is set (item definitions, items).
  void setMetadata(const NameMap *M) { Metadata = M; }
  /// Where the text being expanded comes from and what it sets (recorded
  /// with unknowns).
  void setOrigin(Origin O, std::string What = "") {
    Where = std::move(O);
    Context = std::move(What);
  }
  const Origin &origin() const { return Where; }

  std::string expand(const std::string &Text) const;

private:
  std::string property(const std::string &Body) const;

  const NameMap &Properties;
  const NameMap *Metadata = nullptr;
  std::vector<UnknownReference> &Unknown;
  Origin Where;
  std::string Context;
};

/// The property names \p Text refers to with $(Name), lower case.
std::vector<std::string> referencedProperties(const std::string &Text);

/// Split a ';'-separated MSBuild list, trimming blanks and dropping empty
/// entries.
std::vector<std::string> splitList(const std::string &List);

/// Undo MSBuild's %XX escapes (%3B is ';', %24 '$', %25 '%').
std::string unescape(const std::string &S);

/// ASCII lower case (MSBuild compares names and conditions without case).
std::string lower(std::string S);

} // namespace project
} // namespace amp2hip

#endif
