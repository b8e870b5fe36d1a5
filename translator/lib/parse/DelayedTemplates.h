//===- DelayedTemplates.h - template bodies MSVC mode left unparsed -------===//
//
// With -fdelayed-template-parsing (Visual C++'s behaviour, part of --msvc)
// clang keeps the body of a function template as tokens until something
// instantiates it; one nothing instantiates has no body at all. The
// translator needs every body (a kernel in an uninstantiated template is
// still a kernel to translate), and walking a missing one crashed it. So
// once the whole file is read, the delayed bodies of the user's code are
// parsed, as clang does at an instantiation: names declared anywhere before
// the end of the file are visible to them, as with Visual C++.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DELAYEDTEMPLATES_H
#define AMP2HIP_DELAYEDTEMPLATES_H

namespace clang {
class Sema;
}

namespace amp2hip {

/// Parse the delayed template bodies outside system headers; call at the
/// end of the translation unit, while the parser still exists
/// (ASTConsumer::HandleTranslationUnit). Returns how many were parsed.
unsigned parseDelayedTemplates(clang::Sema &S);

} // namespace amp2hip

#endif
