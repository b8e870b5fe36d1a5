//===- RestrictRecorder.h - what the preprocessor tells us ---------------===//
//
// `restrict(...)` expands to nothing when amp2hip parses AMP code, so the AST
// does not carry it. This PPCallbacks records every expansion (with its
// arguments and where it was spelled, directly or through a user macro) and
// the AMP #includes, for the rewrites to use.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_RESTRICTRECORDER_H
#define AMP2HIP_RESTRICTRECORDER_H

#include "HeaderTable.h"

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/PPCallbacks.h"
#include <map>
#include <string>
#include <vector>

namespace clang {
class MacroArgs;
class MacroInfo;
class Preprocessor;
} // namespace clang

namespace amp2hip {

/// One `restrict(...)` in the code.
struct RestrictSpec {
  clang::SourceLocation Loc; ///< Where it appears in the code (file location).
  /// The `restrict` token itself: a macro location when a macro spells it
  /// (orders specs inside one macro expansion, where Loc is the same).
  clang::SourceLocation TokenLoc;
  bool Amp = false;
  bool Cpu = false;
  std::string ArgsText;            ///< "amp, cpu" as spelled.
  clang::CharSourceRange CodeRange; ///< `restrict(...)`, or the macro name that expands to it.
  /// Set when the spec comes from an object-like user macro such as
  /// `#define GPU restrict(amp)`.
  std::string MacroName;
  clang::CharSourceRange MacroBodyRange; ///< The `restrict(...)` inside the #define.
  bool MacroIsPlainSpec = false;         ///< The macro's body is exactly `restrict(...)`.
  bool NestedTooDeep = false;            ///< Reached through more than one user macro.
};

/// An `#include` of a header in Headers.def: one of Microsoft's AMP
/// headers, a Windows header the shim provides, or a Windows-only one.
struct AmpInclude {
  std::string FileName;              ///< As written: "amp.h", "Windows.h", ...
  clang::CharSourceRange FileNameRange; ///< `<amp.h>` or `"amp.h"`
  const MappedHeader *Header = nullptr; ///< Its row of Headers.def.
  clang::SourceLocation HashLoc;        ///< The `#` of the directive.
};

/// An `#include` whose file name finds its file only the Windows way
/// (backslashes, another letter case: WindowsPaths.h), with the spelling
/// that finds it on Linux.
struct IncludeSpellingFix {
  clang::CharSourceRange FileNameRange; ///< `"Helpers\Timer.h"`, quotes included.
  std::string Fixed;                    ///< `"helpers/timer.h"`, quotes included.
  std::string Target;                   ///< The real path of the file it finds.
};

/// A user macro whose whole body is an AMP keyword: `#define GPU restrict(amp)`,
/// `#define SHARED tile_static`. Its definition is rewritten wherever it is
/// (whether or not this translation unit uses it), so every source that
/// includes a header produces the same edits to it.
struct AmpMacroDefinition {
  clang::CharSourceRange Body; ///< The body's tokens, in the #define.
  std::string Replacement;     ///< `__device__`, `__host__ __device__`, `__shared__` or empty.
};

/// One expansion of a macro defined outside the system headers: where a
/// launch or a restricted lambda inside a user macro is expanded in place
/// (rewrites/MacroExpansion.h).
struct MacroInvocation {
  std::string Name;
  const clang::MacroInfo *Info = nullptr;
  /// The name .. the closing `)` (the name alone for an object-like macro).
  clang::SourceRange Range;
  /// Written in a file, not produced by another macro's expansion.
  bool TopLevel = false;
};

/// Everything the preprocessor told us about one translation unit.
struct PreprocessorFacts {
  std::vector<RestrictSpec> Restricts; ///< In the order the preprocessor saw them.
  std::vector<AmpInclude> Includes;
  std::vector<IncludeSpellingFix> SpellingFixes;
  std::vector<AmpMacroDefinition> MacroDefinitions;
  /// Expansions of the macros of the shim's MSVC layer (amp2hip/msvc.h:
  /// __int64, __declspec, _countof, ...), where the code uses them.
  std::vector<clang::SourceLocation> MsvcLayerUses;
  /// The #include directives that bring in amp2hip/msvc.h (directly, or
  /// through the shim's windows.h or tchar.h).
  std::vector<clang::SourceLocation> MsvcLayerIncludes;
  /// The same for the shim's Windows layer (amp2hip/windows.h: TRUE,
  /// ZeroMemory, TEXT, ...), and the #includes that bring it in.
  std::vector<clang::SourceLocation> WindowsLayerUses;
  std::vector<clang::SourceLocation> WindowsLayerIncludes;
  /// The first #include directive of each file.
  std::map<clang::FileID, clang::SourceLocation> FirstInclude;
  /// Expansions of macros not defined in system headers, in order.
  std::vector<MacroInvocation> MacroInvocations;

  /// The first spec whose code location lies in [Begin, End) of one file.
  const RestrictSpec *findBetween(const clang::SourceManager &SM, clang::SourceLocation Begin,
                                  clang::SourceLocation End) const;
  /// The first spec at or after \p Loc (its expansion) in Loc's file, or null.
  const RestrictSpec *firstFrom(const clang::SourceManager &SM, clang::SourceLocation Loc) const;

private:
  /// Restricts by file, in file order: built on first lookup (and again if
  /// specs were added since), so that a lookup is a binary search rather
  /// than a scan of every spec of the translation unit.
  mutable std::map<clang::FileID, std::vector<const RestrictSpec *>> ByFile;
  mutable size_t Indexed = 0;
};

class RestrictRecorder : public clang::PPCallbacks {
public:
  RestrictRecorder(clang::Preprocessor &PP, PreprocessorFacts &Facts) : PP(PP), Facts(Facts) {}

  void MacroExpands(const clang::Token &MacroNameTok, const clang::MacroDefinition &MD,
                    clang::SourceRange Range, const clang::MacroArgs *Args) override;
  void MacroDefined(const clang::Token &MacroNameTok, const clang::MacroDirective *MD) override;
  void InclusionDirective(clang::SourceLocation HashLoc, const clang::Token &IncludeTok,
                          llvm::StringRef FileName, bool IsAngled,
                          clang::CharSourceRange FilenameRange,
                          llvm::Optional<clang::FileEntryRef> File, llvm::StringRef SearchPath,
                          llvm::StringRef RelativePath, const clang::Module *Imported,
                          clang::SrcMgr::CharacteristicKind FileType) override;

private:
  void recordSpellingFix(clang::CharSourceRange FilenameRange,
                         llvm::Optional<clang::FileEntryRef> File, llvm::StringRef SearchPath);
  /// After a restrict(amp) that the preprocessor just expanded (to nothing),
  /// insert the stand-in header's AMP2HIP_AMP_ONLY attribute, so that a
  /// function overloaded on the restriction alone parses as an overload.
  void markAmpOnly(clang::SourceLocation SpecBegin, clang::SourceLocation SpecEnd);
  /// `restrict(...)` whose arguments are not a restriction (a class,
  /// constructor or function named restrict): read again as written, the
  /// name never expanded.
  void keepAsIdentifier(const clang::Token &NameTok, clang::SourceRange Range,
                        const clang::MacroArgs *Args);
  /// \p S follows \p Prev with nothing but space between: `restrict(amp)
  /// restrict(cpu)`, which AMP reads as `restrict(amp, cpu)`.
  bool continuesPrevious(const RestrictSpec &Prev, const RestrictSpec &S) const;

  clang::Preprocessor &PP;
  PreprocessorFacts &Facts;
};

} // namespace amp2hip

#endif
