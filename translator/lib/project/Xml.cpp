//===- Xml.cpp ------------------------------------------------------------===//
#include "Xml.h"

#include <expat.h>

namespace amp2hip {
namespace project {

std::string XmlElement::attribute(const std::string &N) const {
  for (const auto &A : Attributes)
    if (A.first == N)
      return A.second;
  return "";
}

bool XmlElement::hasAttribute(const std::string &N) const {
  for (const auto &A : Attributes)
    if (A.first == N)
      return true;
  return false;
}

namespace {

struct TreeBuilder {
  XML_Parser Parser;
  std::unique_ptr<XmlElement> Root;
  std::vector<XmlElement *> Open;

  static void start(void *Data, const XML_Char *Name, const XML_Char **Attrs) {
    auto *B = static_cast<TreeBuilder *>(Data);
    auto E = std::make_unique<XmlElement>();
    E->Name = Name;
    for (const XML_Char **A = Attrs; *A; A += 2)
      E->Attributes.emplace_back(A[0], A[1]);
    E->Line = static_cast<unsigned>(XML_GetCurrentLineNumber(B->Parser));
    E->Column = static_cast<unsigned>(XML_GetCurrentColumnNumber(B->Parser)) + 1;
    XmlElement *Raw = E.get();
    if (B->Open.empty())
      B->Root = std::move(E);
    else
      B->Open.back()->Children.push_back(std::move(E));
    B->Open.push_back(Raw);
  }

  static void end(void *Data, const XML_Char *) {
    static_cast<TreeBuilder *>(Data)->Open.pop_back();
  }

  static void text(void *Data, const XML_Char *S, int Len) {
    auto *B = static_cast<TreeBuilder *>(Data);
    if (!B->Open.empty())
      B->Open.back()->Text.append(S, static_cast<size_t>(Len));
  }
};

} // namespace

std::unique_ptr<XmlElement> parseXml(const std::string &Text, std::string &Error) {
  TreeBuilder B;
  B.Parser = XML_ParserCreate(nullptr);
  if (!B.Parser) {
    Error = "out of memory";
    return nullptr;
  }
  XML_SetUserData(B.Parser, &B);
  XML_SetElementHandler(B.Parser, &TreeBuilder::start, &TreeBuilder::end);
  XML_SetCharacterDataHandler(B.Parser, &TreeBuilder::text);
  bool Ok = XML_Parse(B.Parser, Text.data(), static_cast<int>(Text.size()), 1) == XML_STATUS_OK;
  if (!Ok) {
    Error = "line " + std::to_string(XML_GetCurrentLineNumber(B.Parser)) + ": " +
            XML_ErrorString(XML_GetErrorCode(B.Parser));
    B.Root.reset();
  }
  XML_ParserFree(B.Parser);
  return std::move(B.Root);
}

} // namespace project
} // namespace amp2hip
