// runner.cpp: runs a GPU suite built by scripts/gpu-suite.sh build (see
// scripts/gpu_suite/plan.py for the manifest) on the machine that has the GPU.
// A static C++ program, because nothing can be assumed there but a POSIX
// system: no Python, no network.
//
//   gpu-suite-runner DIR OUT [-j N] [--timeout S] [--bench-timeout S]
//                    [--deadline S] [--filter TEXT] [--no-bench]
//
// Runs every test program (in parallel, each with a time limit) and judges it
// by its expectation, then the bench programs one at a time, and writes
// OUT/gpu-suite.json, OUT/summary.txt (also printed) and OUT/logs/ (the output
// of every run that did not pass). Exit status 0 when every program that ran
// passed, 1 otherwise, 2 on a usage error. --deadline bounds the whole run:
// what has not started by then is reported as NOT RUN, and the report is
// still written.
#include "runner_process.h"
#include "runner_report.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <mutex>
#include <sstream>
#include <thread>

namespace gs = gpu_suite;

namespace {

struct Options {
  std::string dir, out, filter;
  int jobs = 0;
  int timeout = 60;
  int bench_timeout = 180;
  double deadline = 540;  // seconds from the start
  bool bench = true;
};

[[noreturn]] void usage(const char* msg) {
  std::fprintf(stderr,
               "gpu-suite-runner: %s\nusage: gpu-suite-runner DIR OUT [-j N] [--timeout S] "
               "[--bench-timeout S] [--deadline S] [--filter TEXT] [--no-bench]\n",
               msg);
  std::exit(2);
}

Options parse_options(int argc, char** argv) {
  Options o;
  std::vector<std::string> pos;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage(("missing value after " + a).c_str());
      return argv[++i];
    };
    if (a == "-j" || a == "--jobs") o.jobs = std::atoi(value().c_str());
    else if (a == "--timeout") o.timeout = std::atoi(value().c_str());
    else if (a == "--bench-timeout") o.bench_timeout = std::atoi(value().c_str());
    else if (a == "--deadline") o.deadline = std::atof(value().c_str());
    else if (a == "--filter") o.filter = value();
    else if (a == "--no-bench") o.bench = false;
    else if (!a.empty() && a[0] == '-') usage(("unknown option " + a).c_str());
    else pos.push_back(a);
  }
  if (pos.size() != 2) usage("need DIR and OUT");
  o.dir = pos[0];
  o.out = pos[1];
  if (o.jobs <= 0) {
    unsigned n = std::thread::hardware_concurrency();
    o.jobs = n == 0 ? 4 : (n > 16 ? 16 : static_cast<int>(n));
  }
  return o;
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  std::istringstream in(s);
  while (std::getline(in, cur, sep)) out.push_back(cur);
  return out;
}

std::string unfield(const std::string& s) { return s == "-" ? std::string() : s; }

std::vector<std::string> words(const std::string& s) {
  std::vector<std::string> w;
  std::istringstream in(s);
  for (std::string x; in >> x;) w.push_back(x);
  return w;
}

// manifest.tsv: '#info KEY VALUE' lines, then one program a line.
void read_manifest(const std::string& path, std::vector<gs::Entry>& entries, gs::Info& info) {
  std::ifstream in(path);
  if (!in) usage(("cannot read " + path + " (is DIR a built suite?)").c_str());
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("#info ", 0) == 0) {
      std::string rest = line.substr(6);
      auto sp = rest.find(' ');
      if (sp != std::string::npos) info.emplace_back(rest.substr(0, sp), unfield(rest.substr(sp + 1)));
      continue;
    }
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> f = split(line, '\t');
    if (f.size() < 10) continue;
    gs::Entry e;
    e.id = f[0];
    e.kind = f[1];
    e.binary = unfield(f[2]);
    e.selector = unfield(f[3]);
    e.args = words(unfield(f[4]));
    e.expect = f[5];
    e.expect_text = unfield(f[6]);
    e.env = words(unfield(f[7]));
    e.skip = unfield(f[8]);
    e.build_error = unfield(f[9]);
    entries.push_back(e);
  }
}

bool has_line(const std::string& text, const std::string& want) {
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) {
    while (!l.empty() && (l.back() == '\r' || l.back() == ' ')) l.pop_back();
    if (l == want) return true;
  }
  return false;
}

// Runs one entry and judges it by its expectation.
gs::Result run_entry(const Options& o, const gs::Entry& e, int timeout, double deadline_at) {
  gs::Result r;
  double left = deadline_at - gs::now_seconds();
  if (!e.skip.empty()) {
    r.status = "SKIP";
    r.reason = e.skip;
    return r;
  }
  if (!e.build_error.empty() || e.binary.empty()) {
    r.status = "FAIL";
    r.reason = "not built: " + (e.build_error.empty() ? std::string("no executable") : e.build_error);
    return r;
  }
  if (left < 1) {
    r.status = "NOT RUN";
    r.reason = "the run's deadline (--deadline) passed first";
    return r;
  }
  if (timeout > left) timeout = static_cast<int>(left);
  std::vector<std::string> argv{o.dir + "/" + e.binary};
  if (!e.selector.empty()) argv.push_back(e.selector);
  argv.insert(argv.end(), e.args.begin(), e.args.end());
  // Each program runs in a directory of its own, outside OUT (which is
  // copied back from the GPU machine).
  static const std::string work = std::string(std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp") +
                                  "/amp2hip-gpu-suite." + std::to_string(getpid());
  std::string cwd = work + "/" + gs::file_stem(e.id);
  gs::make_dirs(cwd);
  gs::Proc p = gs::run_process(argv, e.env, cwd, timeout);
  r.seconds = p.seconds;
  r.exit_code = p.exit_code;
  r.out = p.out;
  r.err = p.err;
  if (!p.error.empty()) {
    r.status = "FAIL";
    r.reason = p.error;
  } else if (p.timed_out) {
    r.status = "TIMEOUT";
    r.reason = "no exit within " + std::to_string(timeout) + " s";
  } else if (e.expect == "failure") {
    bool said = p.err.find(e.expect_text) != std::string::npos || p.out.find(e.expect_text) != std::string::npos;
    r.status = p.exit_code != 0 && said ? "PASS" : "FAIL";
    if (p.exit_code == 0) r.reason = "exited 0, expected a failure";
    else if (!said) r.reason = "the output lacks \"" + e.expect_text + "\"";
  } else if (p.exit_code != 0) {
    r.status = "FAIL";
    r.reason = p.signal ? "killed by signal " + std::to_string(p.signal)
                        : "exit status " + std::to_string(p.exit_code);
  } else if (!has_line(p.out, "PASS")) {
    r.status = "FAIL";
    r.reason = "exited 0 without printing PASS";
  } else {
    r.status = "PASS";
  }
  return r;
}

void run_tests(const Options& o, const std::vector<gs::Entry>& entries, std::vector<gs::Result>& results,
               const std::vector<size_t>& which, double deadline_at) {
  std::atomic<size_t> next{0};
  std::atomic<int> done{0};
  std::mutex print;
  auto worker = [&] {
    for (size_t k; (k = next++) < which.size();) {
      size_t i = which[k];
      results[i] = run_entry(o, entries[i], o.timeout, deadline_at);
      int d = ++done;
      std::lock_guard<std::mutex> lock(print);
      const gs::Result& r = results[i];
      if (r.status != "PASS" && r.status != "SKIP")
        std::printf("%s %s: %s\n", r.status.c_str(), entries[i].id.c_str(), r.reason.c_str());
      if (d % 50 == 0 || d == static_cast<int>(which.size()))
        std::printf("[%d/%zu programs run]\n", d, which.size());
      std::fflush(stdout);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 0; t < o.jobs; ++t) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
}

}  // namespace

int main(int argc, char** argv) {
  Options o = parse_options(argc, argv);
  std::vector<gs::Entry> entries;
  gs::Info info;
  read_manifest(o.dir + "/manifest.tsv", entries, info);
  gs::make_dirs(o.out + "/logs");
  std::vector<gs::Result> results(entries.size());
  std::vector<size_t> tests, bench;
  for (size_t i = 0; i < entries.size(); ++i) {
    if (!o.filter.empty() && entries[i].id.find(o.filter) == std::string::npos) {
      results[i].status = "FILTERED";
      continue;
    }
    (entries[i].kind == "test" ? tests : bench).push_back(i);
  }
  std::printf("amp2hip GPU suite: %zu test programs (-j %d, %d s each), %zu bench runs\n", tests.size(),
              o.jobs, o.timeout, o.bench ? bench.size() : 0);
  std::fflush(stdout);
  auto t0 = gs::now_seconds();
  double deadline_at = t0 + o.deadline;
  run_tests(o, entries, results, tests, deadline_at);
  double test_seconds = gs::now_seconds() - t0;
  if (o.bench) {
    for (size_t i : bench) {  // alone: they are timed
      results[i] = run_entry(o, entries[i], o.bench_timeout, deadline_at);
      std::printf("%s %s (%.1f s)%s%s\n", results[i].status.c_str(), entries[i].id.c_str(),
                  results[i].seconds, results[i].reason.empty() ? "" : ": ", results[i].reason.c_str());
      std::fflush(stdout);
    }
  } else {
    for (size_t i : bench) results[i].status = "FILTERED";
  }
  gs::Report report(entries, results, info);
  report.run_seconds = gs::now_seconds() - t0;
  report.test_seconds = test_seconds;
  report.write_logs(o.out + "/logs");
  std::string summary = report.summary();
  std::ofstream(o.out + "/summary.txt") << summary;
  std::ofstream(o.out + "/gpu-suite.json") << report.json();
  std::printf("\n%s", summary.c_str());
  std::printf("written: %s/gpu-suite.json, %s/summary.txt\n", o.out.c_str(), o.out.c_str());
  return report.all_passed() ? 0 : 1;
}
