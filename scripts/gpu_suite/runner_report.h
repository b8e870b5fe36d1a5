// runner_report.h: what the GPU suite runner makes of its runs: the bench
// figures (bench/README.md, section 5), the text summary and the JSON file
// that bench/run --gpu-json reads.
#pragma once
#include "runner_process.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <map>
#include <sstream>

namespace gpu_suite {

// What one bench run printed (bench/amp/bench_util.h, bench/gpu/kernel_timer.h,
// bench/gpu/baselines_main.hip).
struct BenchOutput {
  std::map<std::string, double> times;         // BENCH_TIME label seconds
  std::map<std::string, double> kernel_ms;     // GPU_KERNEL name launches median min
  std::map<std::string, long> kernel_launches;
  std::vector<std::pair<double, double>> bytes;  // BENCH_BYTES moved needed
  std::string device, runtime, na;
  std::vector<std::string> notes;
  int sgemm_n = 0;
  double sgemm_ms = 0;
};

inline BenchOutput parse_bench(const std::string& out) {
  BenchOutput b;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) {
    std::istringstream w(line);
    std::string tag, name;
    w >> tag;
    auto rest = [&] {
      std::string r;
      std::getline(w >> std::ws, r);
      return r;
    };
    if (tag == "BENCH_TIME") { double s = 0; if (w >> name >> s) b.times[name] = s; }
    else if (tag == "GPU_KERNEL") {
      long n = 0; double med = 0;
      if (w >> name >> n >> med) { b.kernel_ms[name] = med; b.kernel_launches[name] = n; }
    } else if (tag == "BENCH_BYTES") { double m = 0, need = 0; if (w >> m >> need) b.bytes.emplace_back(m, need); }
    else if (tag == "BENCH_SGEMM") w >> b.sgemm_n >> b.sgemm_ms;
    else if (tag == "BENCH_NA") { w >> name; b.na = rest(); }
    else if (tag == "BENCH_DEVICE") b.device = rest();
    else if (tag == "BENCH_RUNTIME") b.runtime = rest();
    else if (tag == "BENCH_NOTE") b.notes.push_back(rest());
  }
  return b;
}

inline std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g", v);
  return buf;
}

inline std::string json_str(const std::string& s) {
  std::string o = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') { o += '\\'; o += static_cast<char>(c); }
    else if (c == '\n') o += "\\n";
    else if (c < 0x20 || c >= 0x80) { char buf[8]; std::snprintf(buf, sizeof buf, "\\u%04x", c); o += buf; }
    else o += static_cast<char>(c);
  }
  return o + "\"";
}

inline std::string tail(const std::string& s, size_t n) {
  return s.size() <= n ? s : "[...]" + s.substr(s.size() - n);
}

struct KernelRow {
  std::string program, kernel;
  double translated_ms, baseline_ms;
};

class Report {
 public:
  double run_seconds = 0, test_seconds = 0;

  Report(const std::vector<Entry>& e, const std::vector<Result>& r, const Info& info)
      : entries_(e), results_(r), info_(info) {
    for (size_t i = 0; i < e.size(); ++i) {
      if (e[i].kind == "test" || e[i].kind == "bench") ++counts_[r[i].status];
      if (e[i].kind != "test" && r[i].status != "FILTERED") bench_[e[i].id] = parse_bench(r[i].out);
    }
    char buf[64];
    std::time_t t = std::time(nullptr);
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
    date_ = buf;
    compute_figures();
  }

  bool all_passed() const { return counts("FAIL") == 0 && counts("TIMEOUT") == 0 && counts("NOT RUN") == 0; }

  void write_logs(const std::string& dir) const {
    for (size_t i = 0; i < entries_.size(); ++i) {
      const Result& r = results_[i];
      if (r.status == "PASS" || r.status == "SKIP" || r.status == "FILTERED") continue;
      std::ofstream(dir + "/" + file_stem(entries_[i].id) + ".log")
          << r.status << ": " << r.reason << "\n--- stdout:\n" << r.out << "\n--- stderr:\n" << r.err;
    }
  }

  std::string summary() const {
    std::ostringstream s;
    s << "amp2hip GPU suite, commit " << info("commit") << " (built " << info("built") << " for "
      << info("backend") << " " << info("arch") << "), run " << date_ << " on " << device() << "\n";
    s << "programs: " << counts("PASS") << " PASS, " << counts("FAIL") << " FAIL, " << counts("TIMEOUT")
      << " TIMEOUT, " << counts("SKIP") << " SKIP";
    if (counts("NOT RUN")) s << ", " << counts("NOT RUN") << " NOT RUN";
    s << "; tests " << num(test_seconds) << " s, all "
      << num(run_seconds) << " s\n";
    for (size_t i = 0; i < entries_.size(); ++i) {
      const Result& r = results_[i];
      if (r.status == "PASS" || r.status == "FILTERED") continue;
      s << r.status << " " << entries_[i].id << ": " << r.reason << "\n";
      if (r.status == "SKIP") continue;
      std::istringstream t(tail(r.out + (r.err.empty() ? "" : "\n[stderr]\n" + r.err), 1200));
      for (std::string l; std::getline(t, l);) s << "  | " << l << "\n";
    }
    s << "\n";
    for (auto& f : figures_) s << f.first << ": " << f.second << "\n";
    if (!kernels_.empty()) {
      s << "\n| kernel | translated ms | hand-written HIP ms | ratio |\n| --- | --- | --- | --- |\n";
      for (auto& k : kernels_)
        s << "| " << k.kernel << " | " << num(k.translated_ms) << " | " << num(k.baseline_ms) << " | "
          << num(k.translated_ms / k.baseline_ms) << " |\n";
    }
    for (auto& d : details_) s << d << "\n";
    return s.str();
  }

  std::string json() const {
    std::ostringstream j;
    j << "{\n \"date\": " << json_str(date_) << ",\n \"device\": " << json_str(device())
      << ",\n \"runtime\": " << json_str(runtime()) << ",\n \"build\": {";
    for (size_t i = 0; i < info_.size(); ++i)
      j << (i ? ", " : "") << json_str(info_[i].first) << ": " << json_str(info_[i].second);
    j << "},\n \"seconds\": {\"tests\": " << num(test_seconds) << ", \"all\": " << num(run_seconds) << "},\n";
    j << " \"counts\": {";
    bool first = true;
    for (auto& c : counts_) { j << (first ? "" : ", ") << json_str(c.first) << ": " << c.second; first = false; }
    j << "},\n \"figures\": {";
    first = true;
    for (auto& f : figures_) {
      if (f.second.rfind("n/a", 0) == 0) continue;
      j << (first ? "" : ", ") << json_str(f.first) << ": "
        << (f.first == "gpu_programs_pass" ? json_str(f.second) : f.second);
      first = false;
    }
    j << "},\n \"notes\": {";
    first = true;
    for (auto& f : figures_) {
      if (f.second.rfind("n/a", 0) != 0) continue;
      j << (first ? "" : ", ") << json_str(f.first) << ": " << json_str(f.second.substr(5, f.second.size() - 6));
      first = false;
    }
    j << "},\n \"kernels\": [";
    for (size_t i = 0; i < kernels_.size(); ++i)
      j << (i ? ",\n  " : "\n  ") << "{\"program\": " << json_str(kernels_[i].program) << ", \"kernel\": "
        << json_str(kernels_[i].kernel) << ", \"translated_ms\": " << num(kernels_[i].translated_ms)
        << ", \"baseline_ms\": " << num(kernels_[i].baseline_ms) << "}";
    j << "],\n \"details\": [";
    for (size_t i = 0; i < details_.size(); ++i) j << (i ? ", " : "") << json_str(details_[i]);
    j << "],\n \"programs\": [";
    bool any = false;
    for (size_t i = 0; i < entries_.size(); ++i) {
      const Result& r = results_[i];
      if (r.status == "FILTERED") continue;
      j << (any ? ",\n  " : "\n  ") << "{\"id\": " << json_str(entries_[i].id) << ", \"kind\": "
        << json_str(entries_[i].kind) << ", \"status\": " << json_str(r.status) << ", \"seconds\": "
        << num(r.seconds) << ", \"exit\": " << r.exit_code;
      if (!r.reason.empty()) j << ", \"reason\": " << json_str(r.reason);
      if (r.status == "FAIL" || r.status == "TIMEOUT")
        j << ", \"stdout_tail\": " << json_str(tail(r.out, 4000)) << ", \"stderr_tail\": "
          << json_str(tail(r.err, 4000));
      j << "}";
      any = true;
    }
    j << "\n ]\n}\n";
    return j.str();
  }

 private:
  int counts(const std::string& s) const {
    auto it = counts_.find(s);
    return it == counts_.end() ? 0 : it->second;
  }
  std::string info(const std::string& k) const {
    for (auto& kv : info_)
      if (kv.first == k) return kv.second;
    return "?";
  }
  const BenchOutput* bench(const std::string& id) const {
    auto it = bench_.find(id);
    return it == bench_.end() ? nullptr : &it->second;
  }
  bool passed(const std::string& id) const {
    for (size_t i = 0; i < entries_.size(); ++i)
      if (entries_[i].id == id) return results_[i].status == "PASS";
    return false;
  }
  const Entry* entry(const std::string& id) const {
    for (auto& e : entries_)
      if (e.id == id) return &e;
    return nullptr;
  }
  std::string device() const {
    const BenchOutput* d = bench("baseline/device");
    return d && !d->device.empty() ? d->device : "(device not queried)";
  }
  std::string runtime() const {
    const BenchOutput* d = bench("baseline/device");
    return d ? d->runtime : "";
  }
  void figure(const std::string& name, const std::string& value) { figures_.emplace_back(name, value); }
  void na(const std::string& name, const std::string& why) { figure(name, "n/a (" + why + ")"); }

  void compute_figures() {
    int ran = counts("PASS") + counts("FAIL") + counts("TIMEOUT") + counts("NOT RUN");
    if (ran) figure("gpu_programs_pass", std::to_string(counts("PASS")) + "/" + std::to_string(ran));
    else na("gpu_programs_pass", "no program ran");
    kernel_figure();
    sgemm_figure();
    transfer_figure();
    bytes_figure();
  }

  // Translated kernels against the hand-written ones of the same name.
  void kernel_figure() {
    for (auto& e : entries_) {
      if (e.kind != "bench" || !passed(e.id)) continue;
      std::string name = e.id.substr(6, e.id.size() - 10);  // bench/NAME.cpp
      const BenchOutput* t = bench(e.id);
      const BenchOutput* b = bench("baseline/" + name);
      if (!t || !b || !passed("baseline/" + name)) continue;
      for (auto& k : t->kernel_ms) {
        auto it = b->kernel_ms.find(k.first);
        if (it != b->kernel_ms.end() && it->second > 0) kernels_.push_back({name, k.first, k.second, it->second});
      }
    }
    double worst = 0;
    for (auto& k : kernels_) worst = std::max(worst, k.translated_ms / k.baseline_ms);
    if (kernels_.empty()) na("gpu_kernel_time_ratio_max", "no translated kernel ran beside its baseline");
    else figure("gpu_kernel_time_ratio_max", num(worst));
  }

  void sgemm_figure() {
    const BenchOutput* mm = bench("bench/matmul.cpp");
    const BenchOutput* cb = bench("baseline/sgemm");
    const Entry* e = entry("bench/matmul.cpp");
    if (!cb) return na("gpu_sgemm_vs_cublas", "the SGEMM reference did not run");
    if (cb->sgemm_ms <= 0) return na("gpu_sgemm_vs_cublas", cb->na.empty() ? "cuBLAS SGEMM failed" : cb->na);
    if (!mm || !e || !passed(e->id)) return na("gpu_sgemm_vs_cublas", "bench/matmul.cpp did not pass");
    double best = 0;
    std::string which;
    for (const char* k : {"matmul_tiled_kernel", "matmul_simple_kernel"}) {
      auto it = mm->kernel_ms.find(k);
      if (it != mm->kernel_ms.end() && (best == 0 || it->second < best)) { best = it->second; which = k; }
    }
    if (best <= 0) return na("gpu_sgemm_vs_cublas", "no matmul kernel time");
    double n = cb->sgemm_n, flops = 2.0 * n * n * n;
    figure("gpu_sgemm_vs_cublas", num(best / cb->sgemm_ms));
    details_.push_back("sgemm n=" + std::to_string(cb->sgemm_n) + ": translated " + which + " " +
                       num(flops / best / 1e6) + " GFLOP/s, cuBLAS " + num(flops / cb->sgemm_ms / 1e6) +
                       " GFLOP/s" + (cb->notes.empty() ? "" : " (" + cb->notes[0] + ")"));
  }

  void transfer_figure() {
    const BenchOutput* t = bench("bench/transfer.cpp");
    const BenchOutput* b = bench("baseline/transfer");
    if (!t || !b || !passed("bench/transfer.cpp") || !passed("baseline/transfer"))
      return na("gpu_transfer_vs_memcpy", "the transfer program or its memcpy loop did not pass");
    double worst = 0;
    const Entry* e = entry("bench/transfer.cpp");
    double bytes = e && !e->args.empty() ? 4.0 * std::atof(e->args[0].c_str()) : 0;
    std::string d = "transfer of " + num(bytes / (1 << 20)) + " MiB:";
    for (const char* dir : {"h2d", "d2h"}) {
      auto a = t->times.find(dir), r = b->times.find(std::string("memcpy_") + dir);
      if (a == t->times.end() || r == b->times.end() || r->second <= 0) continue;
      worst = std::max(worst, a->second / r->second);
      d += std::string(" ") + dir + " translated " + num(bytes / a->second / 1e9) + " GB/s, hipMemcpy " +
           num(bytes / r->second / 1e9) + " GB/s;";
    }
    if (worst <= 0) return na("gpu_transfer_vs_memcpy", "no transfer times");
    figure("gpu_transfer_vs_memcpy", num(worst));
    details_.push_back(d);
  }

  void bytes_figure() {
    double worst = 0;
    for (auto& e : entries_)
      if (e.kind == "bench" && passed(e.id))
        for (auto& mn : bench(e.id)->bytes)
          if (mn.second > 0) worst = std::max(worst, mn.first / mn.second);
    if (worst > 0) figure("gpu_transfer_bytes_ratio_max", num(worst));
    else na("gpu_transfer_bytes_ratio_max", "no bench program passed");
  }

  const std::vector<Entry>& entries_;
  const std::vector<Result>& results_;
  const Info& info_;
  std::map<std::string, int> counts_;
  std::map<std::string, BenchOutput> bench_;
  std::vector<std::pair<std::string, std::string>> figures_;
  std::vector<KernelRow> kernels_;
  std::vector<std::string> details_;
  std::string date_;
};

}  // namespace gpu_suite
