//===- Xml.h - the small XML tree the project readers walk ---------------===//
//
// MSBuild files (.vcxproj, .props) are XML. LLVM has no XML parser, so this
// builds a plain element tree with expat (Debian's libexpat1-dev): element
// names, attributes, the text directly inside an element, and the line and
// column each element starts at, for diagnostics. Namespaces are not
// processed: MSBuild's xmlns is the same on every element. expat handles the
// byte-order mark and the declared encoding (UTF-8, UTF-16).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PROJECT_XML_H
#define AMP2HIP_PROJECT_XML_H

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace amp2hip {
namespace project {

struct XmlElement {
  std::string Name;
  std::vector<std::pair<std::string, std::string>> Attributes;
  std::string Text; ///< Character data directly inside (not in children).
  std::vector<std::unique_ptr<XmlElement>> Children;
  unsigned Line = 0, Column = 0;

  /// The attribute's value; empty when absent.
  std::string attribute(const std::string &Name) const;
  bool hasAttribute(const std::string &Name) const;
};

/// Parse \p Text; null (with \p Error as "line L: message") when it is not
/// well-formed XML.
std::unique_ptr<XmlElement> parseXml(const std::string &Text, std::string &Error);

} // namespace project
} // namespace amp2hip

#endif
