//===- Oracles.cpp --------------------------------------------------------===//
#include "Oracles.h"
#include "CodeShapes.h"
#include "MsvcDialect.h"
#include "OutputCheck.h"
#include "UnifiedDiff.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cctype>
#include <map>
#include <regex>
#include <set>

namespace amp2hip {
namespace fuzz {

const char *const InputPath = "/amp2hip-fuzz/input.cpp";

namespace {

DriverOptions optionsFor(const JudgeContext &C) {
  DriverOptions Opts;
  Opts.ShimDir = C.ShimDir;
  Opts.ExtraArgs = C.Mode->Args;
  Opts.Tuning = *C.Tuning;
  return Opts;
}

std::string diagText(const FileResult &R) {
  std::string S = R.ClangOutput;
  for (const Diagnostic &D : R.Diags.diagnostics())
    S += D.str() + "\n";
  return S;
}

bool hasDiag(const FileResult &R, DiagID ID) {
  for (const Diagnostic &D : R.Diags.diagnostics())
    if (D.ID == ID)
      return true;
  return false;
}

bool writeFile(const std::string &Path, const std::string &Text) {
  std::error_code EC;
  llvm::raw_fd_ostream OS(Path, EC);
  if (EC)
    return false;
  OS << Text;
  return true;
}

/// Apply \p Diff to \p Input with patch(1); "" and \p Patched set when it
/// applied, else why not.
std::string applyWithPatch(const std::string &WorkDir, const std::string &Input,
                           const std::string &Diff, std::string &Patched) {
  static const llvm::ErrorOr<std::string> Patch = llvm::sys::findProgramByName("patch");
  if (!Patch)
    return "patch(1) is not installed";
  std::string In = WorkDir + "/input.cpp", D = WorkDir + "/input.diff",
              Out = WorkDir + "/patched.cpp", Log = WorkDir + "/patch.log";
  llvm::sys::fs::remove(Out);
  if (!writeFile(In, Input) || !writeFile(D, Diff))
    return "cannot write to " + WorkDir;
  std::vector<llvm::StringRef> Args = {*Patch, "-s", "-f", "--no-backup-if-mismatch",
                                       "-o", Out, In, D};
  llvm::Optional<llvm::StringRef> Redirects[] = {llvm::StringRef(""), llvm::StringRef(Log),
                                                 llvm::StringRef(Log)};
  int RC = llvm::sys::ExecuteAndWait(*Patch, Args, llvm::None, Redirects, 60);
  auto Buf = llvm::MemoryBuffer::getFile(Out);
  if (RC != 0 || !Buf) {
    auto LogBuf = llvm::MemoryBuffer::getFile(Log);
    return "patch exited " + std::to_string(RC) + ": " +
           (LogBuf ? (*LogBuf)->getBuffer().str() : std::string());
  }
  Patched = (*Buf)->getBuffer().str();
  return "";
}

/// Does \p Output, unchanged by the translator (so not checked by it),
/// parse as HIP? "" when it does, else clang's first error. Checked as the
/// translator checks its own output: without the dialect's arguments.
std::string uncheckedOutputError(const std::string &Output, const FileResult &R,
                                 const JudgeContext &C) {
  DiagnosticSink Diags;
  if (checkTranslationParses(InputPath, Output, R.Result, C.ShimDir,
                             strictArguments(C.Mode->Args), Diags,
                             C.Tuning))
    return "";
  std::string S;
  for (const Diagnostic &D : Diags.diagnostics())
    S += D.str() + "\n";
  return S;
}

/// A backslash that ends a line inside a macro's definition: a line splice,
/// which the preprocessor removes, not part of any statement (a kernel
/// written in a macro is expanded where it is used, without them).
bool isLineSplice(const Token &T) { return T.Text == "\\"; }

/// \p S without white space, comments and line splices.
std::string squash(const std::string &S) {
  std::string Out;
  for (const Token &T : tokenize(S))
    if (!isLineSplice(T))
      Out += T.Text;
  return Out;
}

/// Is every token of [B, E) something the translator leaves alone inside a
/// kernel: user names, literals, operators; no name the translator rewrites,
/// no member access or qualifier, no directive, no `this`?
bool isPlain(const Tokens &T, size_t B, size_t E) {
  // The names the translator rewrites (AMP's, and those it qualifies).
  static const std::set<std::string> Amp = {
      "parallel_for_each", "restrict", "amp", "cpu", "tile_static", "tile_barrier",
      "tiled_index", "tiled_extent", "array_view", "array", "extent", "index", "accelerator",
      "accelerator_view", "concurrency", "Concurrency", "fast_math", "precise_math", "graphics",
      "direct3d", "texture", "texture_view", "writeonly_texture_view", "sampler", "norm", "unorm",
      "barrier", "this", "auto", "decltype", "sizeof", "typeid"};
  auto IsAmpName = [](const std::string &X) {
    static const std::regex Vector("(u?int|float|double|u?norm)_[234]|atomic_.*|"
                                   "(all|global|tile_static)_memory_fence|wait.*");
    return Amp.count(X) || std::regex_match(X, Vector);
  };
  for (size_t I = B; I < E; ++I) {
    const std::string &X = T[I].Text;
    if (X == "." || X == "->" || X == "::" || X == "#" || X == "##" || X.empty() ||
        X[0] == '"' || X[0] == '\'' || IsAmpName(X) || X.rfind("__", 0) == 0 ||
        (X.size() > 1 && X[0] == '_' && std::isupper((unsigned char)X[1])))
      return false;
  }
  return true;
}

/// The names of the macros \p T defines and their parameters: a statement
/// that spells one may be rewritten by expansion (amp2hip expands a launch
/// inside a user macro where it is written), so it is not kept as written.
std::set<std::string> macroWords(const Tokens &T) {
  std::set<std::string> Words;
  for (size_t I = 0; I + 2 < T.size(); ++I) {
    if (T[I].Text != "#" || T[I + 1].Text != "define")
      continue;
    Words.insert(T[I + 2].Text);
    size_t J = I + 3;
    if (J < T.size() && T[J].Text == "(" && T[J].Space.empty())
      for (++J; J < T.size() && T[J].Text != ")"; ++J)
        Words.insert(T[J].Text);
  }
  return Words;
}

/// The names of functions declared with two different restrict(...)
/// clauses (`f() restrict(amp)` and `f() restrict(cpu)`): amp2hip gives the
/// restrict(amp) one a name of its own (f_device) and its calls follow, so
/// a statement that calls one is not kept as written.
std::set<std::string> restrictOverloadWords(const Tokens &T) {
  std::map<std::string, std::set<std::string>> Clauses;
  for (size_t I = 1; I + 1 < T.size(); ++I) {
    if (T[I].Text != "restrict" || T[I + 1].Text != "(")
      continue;
    std::string Clause;
    for (size_t J = I + 2; J < T.size() && T[J].Text != ")"; ++J)
      Clause += T[J].Text;
    size_t J = I - 1; // back over `const`, to the parameter list's `)`
    while (J > 0 && T[J].Text != ")")
      --J;
    for (int Depth = 0; J > 0; --J) {
      Depth += T[J].Text == ")" ? 1 : T[J].Text == "(" ? -1 : 0;
      if (Depth == 0)
        break;
    }
    if (J > 0)
      Clauses[T[J - 1].Text].insert(Clause);
  }
  std::set<std::string> Words;
  for (const auto &[Name, Set] : Clauses)
    if (Set.size() > 1)
      Words.insert(Name);
  return Words;
}

/// The statements of the input's kernels and restricted functions that a
/// translation must keep as they are written (up to white space).
std::vector<std::string> plainKernelStatements(const std::string &Code) {
  Tokens T = tokenize(Code);
  std::vector<std::string> Out;
  // Macros and overloads on restrict(...): amp2hip may rewrite what spells them.
  std::set<std::string> Rewritten = macroWords(T);
  std::set<std::string> Renamed = restrictOverloadWords(T);
  Rewritten.insert(Renamed.begin(), Renamed.end());
  auto spellsRewritten = [&](size_t B, size_t E) {
    for (size_t J = B; J < E; ++J)
      if (Rewritten.count(T[J].Text))
        return true;
    return false;
  };
  for (const Restricted &R : restrictedBodies(T)) {
    size_t B = R.BodyOpen + 1;
    for (size_t I = B; I < R.BodyEnd; ++I) {
      const std::string &X = T[I].Text;
      if (X == "{" || X == "}") {
        B = I + 1;
      } else if (X == ";") {
        if (I > B && isPlain(T, B, I) && !spellsRewritten(B, I)) {
          std::string S;
          for (size_t J = B; J <= I; ++J)
            if (!isLineSplice(T[J]))
              S += T[J].Text;
          Out.push_back(S);
        }
        B = I + 1;
      }
    }
  }
  return Out;
}

Verdict found(const char *Finding, std::string Details) {
  Verdict V;
  V.Finding = Finding;
  V.Details = std::move(Details);
  V.Outcome = "translated";
  return V;
}

/// The oracles after a translation that exited 0.
Verdict judgeSuccess(const std::string &Code, const FileResult &R, const JudgeContext &C) {
  const std::string &Output = R.Result.Output;
  if (!R.Result.Changed && R.Result.Headers.empty())
    if (std::string Error = uncheckedOutputError(Output, R, C); !Error.empty())
      return found("exit0-does-not-parse", "---- clang on the output ----\n" + Error);

  std::string Squashed = squash(Output);
  for (const std::string &Stmt : plainKernelStatements(Code))
    if (Squashed.find(Stmt) == std::string::npos)
      return found("kernel-code-dropped", "---- the output lacks this kernel statement ----\n" +
                                              Stmt + "\n---- output ----\n" + Output);

  std::string Where;
  if (conditionalBranchesAgree(tokenize(Code)) &&
      !conditionalBranchesAgree(tokenize(Output), &Where))
    return found("conditional-broken",
                 "---- in the output, the branches of " + Where +
                     " no longer agree on braces (they did in the input): text moved across "
                     "a directive ----\n" +
                     Output);

  FileResult Again = translateInput(Output, C);
  if (!Again.Parsed || Again.Diags.hasErrors())
    return found("not-idempotent", "---- output ----\n" + Output +
                                       "\n---- translating it again ----\n" + diagText(Again));
  if (Again.Result.Output != Output)
    return found("not-idempotent",
                 "---- translating the output again changes it ----\n" +
                     unifiedDiff(Output, Again.Result.Output, "a/output.cpp", "b/output.cpp"));

  if (!R.Result.Changed || C.WorkDir.empty())
    return found("", "");
  // As `amp2hip --diff input.cpp` prints it.
  std::string Diff = unifiedDiff(Code, Output, "a/input.cpp", "b/input.cpp");
  std::string Patched;
  if (std::string Why = applyWithPatch(C.WorkDir, Code, Diff, Patched); !Why.empty())
    return found("diff-does-not-patch", Why + "\n---- diff ----\n" + Diff);
  if (Patched != Output)
    return found("diff-does-not-patch",
                 "---- the patched input differs from the output ----\n" +
                     unifiedDiff(Output, Patched, "a/output.cpp", "b/patched.cpp") +
                     "\n---- diff ----\n" + Diff);
  return found("", "");
}

} // namespace

FileResult translateInput(const std::string &Code, const JudgeContext &C) {
  return translateFile(InputPath, optionsFor(C), &Code);
}

Verdict judge(const std::string &Code, const JudgeContext &C) {
  FileResult R = translateInput(Code, C);
  Verdict V;
  if (!R.Parsed) {
    V.Outcome = "does not parse";
    V.Details = R.ClangOutput;
    return V;
  }
  if (hasDiag(R, DiagID::OutputDoesNotCompile)) {
    V = found("output-check", "---- amp2hip ----\n" + diagText(R) + "---- output ----\n" +
                                  R.Result.Output);
    V.Outcome = "amp2hip error";
    return V;
  }
  if (R.Diags.hasErrors()) {
    V.Outcome = "amp2hip error";
    return V;
  }
  return judgeSuccess(Code, R, C);
}

} // namespace fuzz
} // namespace amp2hip
