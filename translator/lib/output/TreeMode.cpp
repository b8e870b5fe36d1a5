//===- TreeMode.cpp -------------------------------------------------------===//
#include "TreeMode.h"
#include "UnifiedDiff.h"

#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <regex>
#include <set>
#include <sstream>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;
using namespace llvm;

namespace amp2hip {

bool readFile(const std::string &Path, std::string &Data, std::string &Error) {
  std::ifstream IS(Path, std::ios::binary);
  if (!IS) {
    Error = std::strerror(errno);
    return false;
  }
  std::ostringstream SS;
  SS << IS.rdbuf();
  if (IS.bad()) {
    Error = "read error";
    return false;
  }
  Data = SS.str();
  return true;
}

bool writeFileAtomically(const std::string &Path, const std::string &Data, std::string &Error) {
  std::error_code EC;
  // Write through a symbolic link to its target, as a compiler's -o does.
  std::string Target = Path;
  if (fs::is_symlink(Path, EC)) {
    fs::path Resolved = fs::weakly_canonical(Path, EC);
    if (!EC)
      Target = Resolved.string();
  }
  fs::file_status Status = fs::status(Target, EC);
  bool Exists = !EC && fs::exists(Status);
  if (Exists && fs::is_directory(Status)) {
    Error = "is a directory";
    return false;
  }
  // A device or pipe (/dev/null, /dev/stdout) is written in place: a
  // rename would replace it with a regular file.
  if (Exists && !fs::is_regular_file(Status)) {
    std::ofstream OS(Target, std::ios::binary);
    OS.write(Data.data(), Data.size());
    OS.flush();
    if (!OS) {
      Error = std::strerror(errno ? errno : EIO);
      return false;
    }
    return true;
  }
  fs::path P(Target);
  if (P.has_parent_path())
    fs::create_directories(P.parent_path(), EC);
  std::string Tmp = Target + ".amp2hip-tmp." + std::to_string(getpid());
  {
    std::ofstream OS(Tmp, std::ios::binary | std::ios::trunc);
    if (!OS) {
      Error = std::strerror(errno);
      return false;
    }
    OS.write(Data.data(), Data.size());
    OS.flush();
    if (!OS) {
      Error = errno ? std::strerror(errno) : "write failed (disk full?)";
      OS.close();
      std::remove(Tmp.c_str());
      return false;
    }
  }
  // The result keeps the permissions of the file it replaces.
  if (Exists)
    fs::permissions(Tmp, Status.permissions(), EC);
  if (std::rename(Tmp.c_str(), Target.c_str()) != 0) {
    Error = std::strerror(errno);
    std::remove(Tmp.c_str());
    return false;
  }
  return true;
}

void printDiagnostics(const FileResult &R) {
  std::string Text = R.ClangOutput;
  for (const Diagnostic &D : R.Diags.diagnostics())
    Text += D.str() + "\n";
  errs() << Text;
}

namespace {

bool isSource(const fs::path &P) {
  static const char *const Exts[] = {".cpp", ".cc", ".cxx", ".c++", ".cp", ".C"};
  for (const char *E : Exts)
    if (P.extension() == E)
      return true;
  return false;
}

bool isHeader(const fs::path &P) {
  static const char *const Exts[] = {".h", ".hpp", ".hh", ".hxx", ".inl", ".ipp", ".H"};
  for (const char *E : Exts)
    if (P.extension() == E)
      return true;
  return false;
}

/// Does the text look like it uses AMP (for files no source includes)?
bool mentionsAmp(StringRef Text) {
  return Text.contains("restrict(amp") || Text.contains("parallel_for_each") ||
         Text.contains("tile_static") || Text.contains("<amp.h>");
}

std::string realPath(const std::string &P) {
  SmallString<256> Real;
  if (sys::fs::real_path(P, Real))
    return P;
  return std::string(Real);
}

/// The flags of \p File's compile command that matter for parsing: include
/// paths, macros, forced includes, the language standard.
std::vector<std::string> flagsFromDatabase(const clang::tooling::CompilationDatabase &DB,
                                           const std::string &File) {
  std::vector<std::string> Out;
  std::vector<clang::tooling::CompileCommand> Cmds = DB.getCompileCommands(File);
  if (Cmds.empty())
    return Out;
  const clang::tooling::CompileCommand &C = Cmds.front();
  auto Abs = [&](const std::string &P) {
    if (P.empty() || sys::path::is_absolute(P))
      return P;
    SmallString<256> A(C.Directory);
    sys::path::append(A, P);
    return std::string(A);
  };
  const std::vector<std::string> &A = C.CommandLine;
  for (size_t I = 1; I < A.size(); ++I) {
    StringRef S = A[I];
    if ((S == "-I" || S == "-isystem" || S == "-include" || S == "-iquote") && I + 1 < A.size()) {
      Out.push_back(S.str());
      Out.push_back(S == "-include" ? A[I + 1] : Abs(A[I + 1]));
      ++I;
    } else if (S == "-D" || S == "-U") {
      if (I + 1 < A.size()) {
        Out.push_back(S.str() + A[I + 1]);
        ++I;
      }
    } else if (S.startswith("-I")) {
      Out.push_back("-I" + Abs(S.drop_front(2).str()));
    } else if (S.startswith("-isystem")) {
      Out.push_back("-isystem" + Abs(S.drop_front(8).str()));
    } else if (S.startswith("-D") || S.startswith("-U") || S.startswith("-std=")) {
      Out.push_back(S.str());
    }
  }
  return Out;
}

/// A CMake identifier from a path: app/main.cpp -> app_main.
std::string cmakeName(const std::string &Rel) {
  std::string N = fs::path(Rel).replace_extension().generic_string();
  for (char &C : N)
    if (!isalnum(static_cast<unsigned char>(C)) && C != '_')
      C = '_';
  return N;
}

struct FileRecord {
  std::string Rel;  ///< Path under the roots, '/'-separated.
  std::string Kind; ///< source, header, other
  std::string Status = "copied"; ///< translated, unchanged, copied, failed, untranslated
  std::string Input, Output;
  ConstructCounts Counts;
  std::map<std::string, unsigned> DiagCounts;
  unsigned LinesChanged = 0;
  double Seconds = 0;
  bool Write = true;
};

} // namespace

int runTree(const TreeOptions &Opts) {
  std::error_code EC;
  if (!fs::is_directory(Opts.InRoot)) {
    errs() << "amp2hip: --in-root '" << Opts.InRoot << "' is not a directory\n";
    return 2;
  }
  std::string InReal = realPath(Opts.InRoot);
  fs::create_directories(Opts.OutRoot, EC);
  std::string OutReal = realPath(Opts.OutRoot);
  if (InReal == OutReal) {
    errs() << "amp2hip: --out-root must differ from --in-root (use --in-place to rewrite files)\n";
    return 3;
  }

  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
  if (!Opts.BuildDir.empty()) {
    std::string Err;
    DB = clang::tooling::JSONCompilationDatabase::loadFromFile(
        Opts.BuildDir + "/compile_commands.json", Err,
        clang::tooling::JSONCommandLineSyntax::AutoDetect);
    if (!DB) {
      errs() << "amp2hip: -p " << Opts.BuildDir << ": " << Err << "\n";
      return 2;
    }
  }

  // The files, in path order (the order everything below depends on).
  std::vector<FileRecord> Files;
  fs::recursive_directory_iterator It(InReal, fs::directory_options::skip_permission_denied, EC),
      End;
  for (; It != End; It.increment(EC)) {
    if (EC) {
      errs() << "amp2hip: " << EC.message() << "\n";
      break;
    }
    const fs::path &P = It->path();
    if (It->is_directory()) {
      // Never walk into the output tree, or through directory links (loops).
      if (realPath(P.string()) == OutReal || It->is_symlink())
        It.disable_recursion_pending();
      continue;
    }
    if (!It->is_regular_file())
      continue;
    FileRecord R;
    R.Rel = fs::relative(P, InReal).generic_string();
    R.Kind = isSource(P) ? "source" : isHeader(P) ? "header" : "other";
    Files.push_back(std::move(R));
  }
  std::sort(Files.begin(), Files.end(),
            [](const FileRecord &A, const FileRecord &B) { return A.Rel < B.Rel; });

  // Translate the sources in parallel; each result lands in its own slot.
  std::vector<size_t> Sources;
  for (size_t I = 0; I < Files.size(); ++I)
    if (Files[I].Kind == "source")
      Sources.push_back(I);
  std::vector<FileResult> Results(Files.size());
  unsigned Jobs = Opts.Jobs ? Opts.Jobs : std::max(1u, std::thread::hardware_concurrency());
  std::atomic<size_t> Next{0}, Finished{0};
  std::mutex ProgressMutex;
  bool Tty = isatty(STDERR_FILENO);
  auto Worker = [&] {
    while (true) {
      size_t K = Next++;
      if (K >= Sources.size())
        return;
      FileRecord &F = Files[Sources[K]];
      std::string Path = InReal + "/" + F.Rel;
      DriverOptions DO = Opts.Base;
      DO.TreeRoot = InReal;
      DO.ExtraArgs.insert(DO.ExtraArgs.begin(), "-I" + InReal);
      if (DB) {
        std::vector<std::string> Flags = flagsFromDatabase(*DB, Path);
        DO.ExtraArgs.insert(DO.ExtraArgs.end(), Flags.begin(), Flags.end());
      }
      auto T0 = std::chrono::steady_clock::now();
      Results[Sources[K]] = translateFile(Path, DO);
      F.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - T0).count();
      size_t Done = ++Finished;
      if (Tty) {
        std::lock_guard<std::mutex> Lock(ProgressMutex);
        errs() << "\r\033[K[" << Done << "/" << Sources.size() << "] " << F.Rel;
      }
    }
  };
  std::vector<std::thread> Pool;
  for (unsigned J = 1; J < std::min<size_t>(Jobs, Sources.size()); ++J)
    Pool.emplace_back(Worker);
  Worker();
  for (std::thread &T : Pool)
    T.join();
  if (Tty && !Sources.empty())
    errs() << "\r\033[K";

  // Headers: the first source (in path order) that rewrote one decides it.
  std::map<std::string, std::string> HeaderOutput;
  std::map<std::string, std::string> HeaderFrom;
  std::map<std::string, ConstructCounts> HeaderCounts;
  std::set<std::string> Included;
  for (size_t I : Sources) {
    const FileResult &R = Results[I];
    // A source with a Windows-only header is not written, but the local
    // headers it includes are translated (from its #include lines).
    const TranslationResult *T = R.Parsed && !R.Diags.hasErrors() ? &R.Result
                                 : R.HeadersOnly                  ? &R.IncludedHeaders
                                                                  : nullptr;
    if (!T)
      continue;
    Included.insert(T->ScopeFiles.begin(), T->ScopeFiles.end());
    for (const auto &H : T->Headers)
      if (HeaderOutput.emplace(H.first, H.second).second) {
        HeaderFrom[H.first] = Files[I].Rel;
        auto C = T->HeaderCounts.find(H.first);
        if (C != T->HeaderCounts.end())
          HeaderCounts[H.first] = C->second;
      }
  }

  int Exit = 0;
  unsigned Kernels = 0;
  for (size_t I = 0; I < Files.size(); ++I) {
    FileRecord &F = Files[I];
    std::string InPath = InReal + "/" + F.Rel;
    std::string Error;
    if (!readFile(InPath, F.Input, Error)) {
      errs() << "amp2hip: cannot read " << InPath << ": " << Error << "\n";
      F.Status = "failed";
      F.Write = false;
      Exit = std::max(Exit, 2);
      continue;
    }
    F.Output = F.Input;
    if (F.Kind == "source") {
      const FileResult &R = Results[I];
      printDiagnostics(R);
      for (const Diagnostic &D : R.Diags.diagnostics())
        ++F.DiagCounts["amp2hip-" + std::to_string(static_cast<unsigned>(D.ID))];
      if (!R.Parsed || R.Diags.hasErrors()) {
        F.Status = "failed";
        F.Write = false;
        Exit = std::max(Exit, R.Parsed ? 1 : 2);
        if (!R.Parsed)
          errs() << "amp2hip: " << F.Rel << " does not parse; not written\n";
        else
          errs() << "amp2hip: " << F.Rel << " uses AMP that cannot be translated; not written\n";
        continue;
      }
      F.Output = R.Result.Output;
      F.Counts = R.Result.Counts;
      F.Status = R.Result.Changed ? "translated" : "unchanged";
    } else if (F.Kind == "header") {
      auto H = HeaderOutput.find(realPath(InPath));
      if (H != HeaderOutput.end()) {
        F.Output = H->second;
        F.Counts = HeaderCounts[H->first];
        F.Status = "translated";
      } else if (Included.count(realPath(InPath))) {
        F.Status = "unchanged";
      } else if (mentionsAmp(F.Input)) {
        F.Status = "untranslated";
        errs() << Diagnostic::make(DiagID::AmpHeaderNotIncluded, InPath, 0, 0, {F.Rel}).str() << "\n";
        ++F.DiagCounts["amp2hip-3005"];
      }
    }
    if (F.Counts.count("kernel"))
      Kernels += F.Counts["kernel"];
    if (F.Counts.count("tiled kernel"))
      Kernels += F.Counts["tiled kernel"];
    F.LinesChanged = linesChanged(F.Input, F.Output);
  }

  // Write: translations atomically, everything else copied byte for byte.
  for (FileRecord &F : Files) {
    if (!F.Write)
      continue;
    std::string OutPath = OutReal + "/" + F.Rel;
    std::string Error;
    if (!writeFileAtomically(OutPath, F.Output, Error)) {
      errs() << "amp2hip: cannot write " << OutPath << ": " << Error << "\n";
      F.Status = "failed";
      Exit = std::max(Exit, 2);
    }
  }

  if (Opts.EmitCMake) {
    // Sources with main() become programs, the rest one library they share;
    // every directory holding a header is an include directory.
    std::vector<std::string> Lib, Programs;
    std::set<std::string> IncludeDirs = {"."};
    std::regex Main("\\bint\\s+main\\s*\\(");
    for (const FileRecord &F : Files) {
      if (F.Kind == "header")
        IncludeDirs.insert(fs::path(F.Rel).has_parent_path()
                               ? fs::path(F.Rel).parent_path().generic_string()
                               : ".");
      if (F.Kind != "source" || F.Status == "failed")
        continue;
      (std::regex_search(F.Output, Main) ? Programs : Lib).push_back(F.Rel);
    }
    std::string Project = cmakeName(fs::path(InReal).filename().string());
    std::string ShimCMake = realPath(Opts.Base.ShimDir) + "/cmake";
    std::string C;
    raw_string_ostream CS(C);
    CS << "# Generated by amp2hip --emit-cmake: builds the translated tree.\n"
       << "#   cmake -B build [-DAMP2HIP_BACKEND=host|hip] && cmake --build build\n"
       << "# host runs the kernels on the CPU (the shim's host backend); hip builds\n"
       << "# them with CMake's HIP language (hipcc's clang) for a GPU.\n"
       << "cmake_minimum_required(VERSION 3.21)\n"
       << "project(" << Project << " LANGUAGES CXX)\n\n"
       << "set(AMP2HIP_BACKEND \"host\" CACHE STRING \"host (CPU) or hip (GPU)\")\n"
       << "set_property(CACHE AMP2HIP_BACKEND PROPERTY STRINGS host hip)\n"
       << "find_package(amp2hip 0.1 REQUIRED CONFIG HINTS \"" << ShimCMake << "\")\n\n"
       << "set(AMP2HIP_LIBRARY_SOURCES";
    for (const std::string &L : Lib)
      CS << "\n  " << L;
    CS << ")\nset(AMP2HIP_PROGRAMS";
    for (const std::string &P : Programs)
      CS << "\n  " << P;
    CS << ")\nset(AMP2HIP_INCLUDE_DIRS";
    for (const std::string &D : IncludeDirs)
      CS << "\n  ${CMAKE_CURRENT_SOURCE_DIR}/" << D;
    CS << ")\n\n"
       << "if(AMP2HIP_BACKEND STREQUAL \"hip\")\n"
       << "  enable_language(HIP)\n"
       << "  set_source_files_properties(${AMP2HIP_LIBRARY_SOURCES} ${AMP2HIP_PROGRAMS}\n"
       << "                              PROPERTIES LANGUAGE HIP)\n"
       << "endif()\n\n"
       << "add_library(" << Project << "_common INTERFACE)\n"
       << "target_include_directories(" << Project << "_common INTERFACE ${AMP2HIP_INCLUDE_DIRS})\n"
       << "target_link_libraries(" << Project << "_common INTERFACE amp2hip::shim)\n"
       << "if(AMP2HIP_LIBRARY_SOURCES)\n"
       << "  add_library(" << Project << "_kernels STATIC ${AMP2HIP_LIBRARY_SOURCES})\n"
       << "  target_link_libraries(" << Project << "_kernels PUBLIC " << Project << "_common)\n"
       << "  target_link_libraries(" << Project << "_common INTERFACE " << Project << "_kernels)\n"
       << "endif()\n\n";
    for (const std::string &P : Programs) {
      std::string Name = cmakeName(P);
      CS << "add_executable(" << Name << " " << P << ")\n"
         << "target_link_libraries(" << Name << " PRIVATE " << Project << "_common)\n";
    }
    CS.flush();
    std::string Error;
    if (!writeFileAtomically(OutReal + "/CMakeLists.txt", C, Error)) {
      errs() << "amp2hip: cannot write " << OutReal << "/CMakeLists.txt: " << Error << "\n";
      Exit = std::max(Exit, 2);
    }
  }

  // The migration report.
  json::Array FileArray;
  std::map<std::string, unsigned> Totals;
  for (const FileRecord &F : Files) {
    ++Totals[F.Status];
    json::Object Constructs, Diags;
    for (const auto &C : F.Counts)
      Constructs[C.first] = C.second;
    for (const auto &D : F.DiagCounts)
      Diags[D.first] = D.second;
    unsigned K = (F.Counts.count("kernel") ? F.Counts.at("kernel") : 0) +
                 (F.Counts.count("tiled kernel") ? F.Counts.at("tiled kernel") : 0);
    json::Object O{{"path", F.Rel},       {"kind", F.Kind},
                   {"status", F.Status},  {"kernels", K},
                   {"constructs", std::move(Constructs)},
                   {"diagnostics", std::move(Diags)},
                   {"lines_changed", F.LinesChanged},
                   {"seconds", F.Seconds}};
    FileArray.push_back(std::move(O));
  }
  json::Object Summary;
  for (const auto &T : Totals)
    Summary[T.first] = T.second;
  Summary["kernels"] = Kernels;
  Summary["files"] = static_cast<int64_t>(Files.size());
  json::Object Report{{"tool", "amp2hip " AMP2HIP_VERSION},
                      {"in_root", InReal},
                      {"out_root", OutReal},
                      {"summary", std::move(Summary)},
                      {"files", std::move(FileArray)}};
  std::string ReportText;
  raw_string_ostream RS(ReportText);
  RS << formatv("{0:2}", json::Value(std::move(Report))) << "\n";
  RS.flush();
  std::string Error;
  if (!writeFileAtomically(OutReal + "/amp2hip-report.json", ReportText, Error)) {
    errs() << "amp2hip: cannot write the report: " << Error << "\n";
    Exit = std::max(Exit, 2);
  }

  errs() << "amp2hip: " << Files.size() << " files: " << Totals["translated"] << " translated ("
         << Kernels << " kernels), " << Totals["unchanged"] << " unchanged, " << Totals["copied"]
         << " copied, " << Totals["failed"] << " failed";
  if (Totals["untranslated"])
    errs() << ", " << Totals["untranslated"] << " untranslated headers";
  errs() << "; report: " << OutReal << "/amp2hip-report.json\n";
  return Exit;
}

namespace {

/// Read \p File and translate it; 0 when both worked, else the exit code
/// (the problem is already reported).
int readAndTranslate(const std::string &File, const DriverOptions &Opts, std::string &Original,
                     FileResult &R) {
  std::string Error;
  if (!readFile(File, Original, Error)) {
    errs() << "amp2hip: cannot read " << File << ": " << Error << "\n";
    return 2;
  }
  R = translateFile(File, Opts);
  printDiagnostics(R);
  if (!R.Parsed || R.Diags.hasErrors())
    return R.Parsed ? 1 : 2;
  return 0;
}

} // namespace

int runInPlace(const std::vector<std::string> &Files, const DriverOptions &Opts) {
  int Exit = 0;
  for (const std::string &File : Files) {
    std::string Original, Error;
    FileResult R;
    if (int Status = readAndTranslate(File, Opts, Original, R)) {
      Exit = std::max(Exit, Status);
      continue;
    }
    if (!R.Result.Changed || R.Result.Output == Original) {
      errs() << "amp2hip: " << File << ": nothing to translate; left alone\n";
      continue;
    }
    // Keep the first original: a backup is never overwritten.
    std::string Backup = File + ".amp2hip.bak";
    if (!fs::exists(Backup) && !writeFileAtomically(Backup, Original, Error)) {
      errs() << "amp2hip: cannot write " << Backup << ": " << Error << "\n";
      Exit = std::max(Exit, 2);
      continue;
    }
    if (!writeFileAtomically(File, R.Result.Output, Error)) {
      errs() << "amp2hip: cannot write " << File << ": " << Error << "\n";
      Exit = std::max(Exit, 2);
      continue;
    }
    errs() << "amp2hip: translated " << File << " (original in " << Backup << ")\n";
  }
  return Exit;
}

int runDiff(const std::vector<std::string> &Files, const DriverOptions &Opts) {
  int Exit = 0;
  for (const std::string &File : Files) {
    std::string Original;
    FileResult R;
    if (int Status = readAndTranslate(File, Opts, Original, R)) {
      Exit = std::max(Exit, Status);
      continue;
    }
    // git-style a/ b/ prefixes for relative paths; absolute ones as they are.
    bool Rel = !File.empty() && File[0] != '/';
    outs() << unifiedDiff(Original, R.Result.Output, Rel ? "a/" + File : File,
                          Rel ? "b/" + File : File);
  }
  outs().flush();
  return Exit;
}

} // namespace amp2hip
