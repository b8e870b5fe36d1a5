//===- TreeReport.cpp -----------------------------------------------------===//
#include "TreeReport.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <filesystem>
#include <map>

using namespace llvm;

namespace fs = std::filesystem;

namespace amp2hip {

namespace {

/// Files by status; a status no file has is absent.
std::map<FileStatus, unsigned> countByStatus(const std::vector<TreeFile> &Files) {
  std::map<FileStatus, unsigned> Totals;
  for (const TreeFile &F : Files)
    ++Totals[F.Status];
  return Totals;
}

unsigned totalKernels(const std::vector<TreeFile> &Files) {
  unsigned K = 0;
  for (const TreeFile &F : Files)
    K += F.kernels();
  return K;
}

/// \p Text with the in-root's path taken off the paths it names (a
/// compiler's message names the file by its real path).
std::string underRoots(std::string Text, const std::string &InReal) {
  const std::string Prefix = InReal + "/";
  for (size_t At; !InReal.empty() && (At = Text.find(Prefix)) != std::string::npos;)
    Text.erase(At, Prefix.size());
  return Text;
}

json::Object fileEntry(const TreeFile &F, const std::string &InReal) {
  json::Object Constructs, Diags;
  for (const auto &C : F.Counts)
    Constructs[C.first] = C.second;
  for (const auto &D : F.DiagCounts)
    Diags[D.first] = D.second;
  json::Object O{{"path", F.Rel},
                 {"kind", kindName(F.Kind)},
                 {"status", statusName(F.Status)},
                 {"kernels", F.kernels()},
                 {"constructs", std::move(Constructs)},
                 {"diagnostics", std::move(Diags)},
                 {"lines_changed", F.LinesChanged},
                 {"seconds", F.Seconds}};
  for (const auto &[Key, Value] : {std::pair<const char *, const std::string &>{"project", F.Project},
                                   {"configuration", F.Configuration},
                                   {"included_by", F.IncludedBy},
                                   {"reason", F.Reason}})
    if (!Value.empty())
      O[Key] = Value;
  if (!F.FailureClass.empty())
    O["failure"] = json::Object{{"class", F.FailureClass}, {"first_error", underRoots(F.FirstError, InReal)}};
  return O;
}

} // namespace

std::string portableInRoot(const std::string &InReal, const std::string &OutReal) {
  fs::path In(InReal), Out(OutReal);
  fs::path Rel = In.lexically_relative(Out);
  // Climbing as many levels as the out-root is deep reaches "/": the path
  // would spell the machine's folders from the top.
  size_t Up = 0, Depth = 0;
  for (const fs::path &Part : Rel)
    Up += Part == "..";
  for (const fs::path &Part : Out.relative_path())
    Depth += !Part.empty();
  if (Rel.empty() || Up >= Depth)
    return In.filename().string();
  return Rel.generic_string();
}

std::string reportJson(const std::vector<TreeFile> &Files, const std::string &InReal,
                       const std::string &OutReal, json::Object Extra) {
  json::Array FileArray;
  for (const TreeFile &F : Files)
    FileArray.push_back(fileEntry(F, InReal));
  json::Object Summary;
  for (const auto &T : countByStatus(Files))
    Summary[statusName(T.first)] = T.second;
  Summary["kernels"] = totalKernels(Files);
  Summary["files"] = static_cast<int64_t>(Files.size());
  json::Object Report{{"tool", "amp2hip " AMP2HIP_VERSION},
                      {"in_root", portableInRoot(InReal, OutReal)},
                      {"out_root", "."},
                      {"summary", std::move(Summary)},
                      {"files", std::move(FileArray)}};
  for (auto &Member : Extra)
    Report[Member.first] = std::move(Member.second);
  std::string Text;
  raw_string_ostream OS(Text);
  OS << formatv("{0:2}", json::Value(std::move(Report))) << "\n";
  return OS.str();
}

std::string summaryLine(const std::vector<TreeFile> &Files, const std::string &OutReal) {
  std::map<FileStatus, unsigned> Totals = countByStatus(Files);
  std::string Text;
  raw_string_ostream OS(Text);
  // The errors before their count, one line a failed file.
  for (const TreeFile &F : Files)
    if (F.Status == FileStatus::Failed)
      OS << "amp2hip: failed: " << F.Rel << " (" << F.FailureClass << ")"
         << (F.FirstError.empty() ? "" : ": " + F.FirstError) << "\n";
  OS << "amp2hip: " << Files.size() << " files: " << Totals[FileStatus::Translated]
     << " translated (" << totalKernels(Files) << " kernels), " << Totals[FileStatus::Unchanged]
     << " unchanged, " << Totals[FileStatus::Copied] << " copied, "
     << Totals[FileStatus::Failed] << " failed";
  if (Totals[FileStatus::Untranslated])
    OS << ", " << Totals[FileStatus::Untranslated] << " untranslated headers";
  OS << "; report: " << OutReal << "/" << kReportName << "\n";
  return OS.str();
}

} // namespace amp2hip
