// baselines_main.hip: runs the hand-written HIP baselines of bench/baselines/
// for the GPU suite (scripts/gpu-suite.sh), on the same problem sizes as the
// translated bench programs, plus the two references that have no AMP source:
//
//   bench-baselines NAME N REPS
//     matmul, transpose, reduction, stencil, histogram, nbody: the baseline's
//       kernels, launched REPS + 1 times, each on buffers made and filled
//       the way the AMP program's call makes them (CallBuffers; kernel times
//       come from kernel_timer.h, force-included here and into the baselines)
//     transfer: a plain hipMemcpy loop, N floats from a std::vector to the
//       device and back (the reference for bench/amp/transfer.cpp);
//       prints BENCH_TIME memcpy_h2d / memcpy_d2h (median seconds)
//     sgemm: cuBLAS SGEMM on N x N floats, when a libcublas can be loaded at
//       run time (NVIDIA only); prints BENCH_SGEMM N MS (median) or
//       BENCH_NA sgemm <reason>
//     device: prints BENCH_DEVICE <name> and BENCH_RUNTIME <versions>
//
// Each baseline is compiled only when the suite builds it (-DBASELINE_<name>),
// so a filtered build links.
#include <hip/hip_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#if defined(__HIP_PLATFORM_NVIDIA__)
#include <dlfcn.h>
#endif

namespace {

void check(hipError_t e, const char* what) {
  if (e != hipSuccess) {
    std::fprintf(stderr, "%s: %s\n", what, hipGetErrorString(e));
    std::exit(1);
  }
}

template <class T>
T* device_copy(const std::vector<T>& h) {
  T* d = nullptr;
  check(hipMalloc(reinterpret_cast<void**>(&d), h.size() * sizeof(T) + 1), "hipMalloc");
  check(hipMemcpy(d, h.data(), h.size() * sizeof(T), hipMemcpyHostToDevice), "hipMemcpy");
  return d;
}

// The device buffers of one call of an AMP bench program. The AMP programs
// make their views per call (over std::vectors), so each of their launches
// runs on memory allocated for the call, right after its inputs were copied
// in; a baseline launch gets the same, so that the kernel times differ by the
// kernels' code alone. (It matters: on an H100 the stencil kernel takes
// 0.072 ms on data long resident and 0.088 ms right after its 64 MiB input
// was copied in.) The copies and allocations are outside the timed launch.
class CallBuffers {
 public:
  CallBuffers() = default;
  CallBuffers(const CallBuffers&) = delete;
  CallBuffers& operator=(const CallBuffers&) = delete;
  ~CallBuffers() {
    for (void* p : ptrs_) (void)hipFree(p);
  }
  template <class T>
  T* input(const std::vector<T>& h) {  // copied in, as a view over h is
    T* d = output<T>(h.size());
    check(hipMemcpy(d, h.data(), h.size() * sizeof(T), hipMemcpyHostToDevice), "hipMemcpy");
    return d;
  }
  template <class T>
  T* output(std::size_t n) {  // not copied in, as a discarded view is not
    void* d = nullptr;
    check(hipMalloc(&d, n * sizeof(T) + 1), "hipMalloc");
    ptrs_.push_back(d);
    return static_cast<T*>(d);
  }

 private:
  std::vector<void*> ptrs_;
};

template <class F>
void repeat(int reps, F&& launch) {
  for (int r = 0; r <= reps; ++r) {  // the first one warms up, as the AMP programs do
    launch();
    check(hipGetLastError(), "launch");
  }
  check(hipDeviceSynchronize(), "hipDeviceSynchronize");
}

std::vector<float> pattern(std::size_t n, int mod, float scale, float shift) {
  std::vector<float> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<float>(i % mod) * scale + shift;
  return v;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0.0 : v[v.size() / 2];
}

}  // namespace

#ifdef BASELINE_matmul
void launch_matmul(int n, const float* a, const float* b, float* c, bool tiled);
static void run_matmul(int n, int reps) {
  n = n / 16 * 16;
  const std::vector<float> a = pattern(std::size_t(n) * n, 19, 1.0f, -9.0f);
  const std::vector<float> b = pattern(std::size_t(n) * n, 23, 0.25f, 0.0f);
  for (bool tiled : {false, true})
    repeat(reps, [&] {
      CallBuffers call;
      launch_matmul(n, call.input(a), call.input(b), call.output<float>(a.size()), tiled);
    });
}
#endif

#ifdef BASELINE_transpose
void launch_transpose(int n, const float* in, float* out);
static void run_transpose(int n, int reps) {
  n = n / 16 * 16;
  const std::vector<float> in = pattern(std::size_t(n) * n, 101, 1.0f, 0.0f);
  repeat(reps, [&] {
    CallBuffers call;
    launch_transpose(n, call.input(in), call.output<float>(in.size()));
  });
}
#endif

#ifdef BASELINE_reduction
void launch_reduce(int n, const float* in, float* partial);
static void run_reduction(int n, int reps) {
  n = n / 256 * 256;
  const std::vector<float> in = pattern(n, 17, 1.0f, -8.0f);
  repeat(reps, [&] {
    CallBuffers call;
    launch_reduce(n, call.input(in), call.output<float>(n / 256));
  });
}
#endif

#ifdef BASELINE_stencil
void launch_stencil(int n, const float* in, float* out);
static void run_stencil(int n, int reps) {
  const std::vector<float> in = pattern(std::size_t(n) * n, 29, 0.5f, 0.0f);
  repeat(reps, [&] {
    CallBuffers call;
    launch_stencil(n, call.input(in), call.output<float>(in.size()));
  });
}
#endif

#ifdef BASELINE_histogram
void launch_histogram(int n, const int* data, int* hist);
static void run_histogram(int n, int reps) {
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = static_cast<int>((i * 2654435761u) >> 7);
  const std::vector<int> zero(256);
  repeat(reps, [&] {
    CallBuffers call;
    launch_histogram(n, call.input(h), call.input(zero));
  });
}
#endif

#ifdef BASELINE_nbody
void launch_nbody(int n, float dt, const float* x, const float* y, const float* z, float* vx,
                  float* vy, float* vz, float* px, float* py, float* pz);
static void run_nbody(int n, int reps) {
  const std::vector<float> x = pattern(n, 13, 1.0f, -6.0f), y = pattern(n, 11, 1.0f, -5.0f),
                           z = pattern(n, 17, 0.5f, 0.0f), v(n, 0.1f);
  repeat(reps, [&] {
    CallBuffers call;
    const std::size_t m = x.size();
    launch_nbody(n, 0.01f, call.input(x), call.input(y), call.input(z), call.input(v),
                 call.input(v), call.input(v), call.output<float>(m), call.output<float>(m),
                 call.output<float>(m));
  });
}
#endif

// A plain hipMemcpy loop between a pageable std::vector and the device.
static void run_transfer(int n, int reps) {
  std::vector<float> in = pattern(n, 1021, 0.5f, 0.0f), out(n);
  float* d = device_copy(std::vector<float>(n));
  std::vector<double> h2d, d2h;
  const std::size_t bytes = std::size_t(n) * sizeof(float);
  for (int r = 0; r <= reps; ++r) {
    auto t0 = std::chrono::steady_clock::now();
    check(hipMemcpy(d, in.data(), bytes, hipMemcpyHostToDevice), "hipMemcpy h2d");
    double t_in = seconds_since(t0);
    t0 = std::chrono::steady_clock::now();
    check(hipMemcpy(out.data(), d, bytes, hipMemcpyDeviceToHost), "hipMemcpy d2h");
    double t_out = seconds_since(t0);
    if (r > 0) { h2d.push_back(t_in); d2h.push_back(t_out); }
  }
  if (out != in) {
    std::printf("FAIL transfer: the data did not round-trip\n");
    std::exit(1);
  }
  std::printf("BENCH_TIME memcpy_h2d %.9f\nBENCH_TIME memcpy_d2h %.9f\n", median(h2d), median(d2h));
}

#if defined(__HIP_PLATFORM_NVIDIA__)
// cuBLAS through dlopen: its v2 entry points are a stable C ABI, and the
// library is far too big to carry to the GPU machine.
typedef int (*cublas_create_t)(void**);
typedef int (*cublas_destroy_t)(void*);
typedef int (*cublas_sgemm_t)(void*, int, int, int, int, int, const float*, const float*, int,
                              const float*, int, const float*, float*, int);

static void* open_cublas(std::string& tried) {
  const char* names[] = {"libcublas.so.13", "libcublas.so.12", "libcublas.so.11", "libcublas.so"};
  const char* dirs[] = {"", "/usr/local/cuda/lib64/", "/usr/local/cuda/targets/x86_64-linux/lib/",
                        "/usr/lib/x86_64-linux-gnu/"};
  for (const char* dir : dirs)
    for (const char* name : names) {
      std::string path = std::string(dir) + name;
      if (void* h = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL)) {
        std::printf("BENCH_NOTE sgemm: %s\n", path.c_str());
        return h;
      }
      tried = dlerror();
    }
  return nullptr;
}

static void run_sgemm(int n, int reps) {
  std::string err;
  void* lib = open_cublas(err);
  if (!lib) {
    std::printf("BENCH_NA sgemm no libcublas could be loaded (%s)\n", err.c_str());
    return;
  }
  auto create = reinterpret_cast<cublas_create_t>(dlsym(lib, "cublasCreate_v2"));
  auto destroy = reinterpret_cast<cublas_destroy_t>(dlsym(lib, "cublasDestroy_v2"));
  auto sgemm = reinterpret_cast<cublas_sgemm_t>(dlsym(lib, "cublasSgemm_v2"));
  void* handle = nullptr;
  if (!create || !destroy || !sgemm || create(&handle) != 0) {
    std::printf("BENCH_NA sgemm libcublas has no usable cublasCreate_v2/cublasSgemm_v2\n");
    return;
  }
  std::vector<float> ha = pattern(std::size_t(n) * n, 19, 1.0f, -9.0f);
  std::vector<float> hb = pattern(std::size_t(n) * n, 23, 0.25f, 0.0f);
  float* a = device_copy(ha);
  float* b = device_copy(hb);
  float* c = device_copy(std::vector<float>(std::size_t(n) * n));
  const float one = 1.0f, zero = 0.0f;
  hipEvent_t e0, e1;
  check(hipEventCreate(&e0), "hipEventCreate");
  check(hipEventCreate(&e1), "hipEventCreate");
  std::vector<double> ms;
  for (int r = 0; r <= reps; ++r) {
    check(hipEventRecord(e0, 0), "hipEventRecord");
    // Row-major C = A B is column-major C^T = B^T A^T: swap the operands.
    int st = sgemm(handle, 0, 0, n, n, n, &one, b, n, a, n, &zero, c, n);
    check(hipEventRecord(e1, 0), "hipEventRecord");
    check(hipEventSynchronize(e1), "hipEventSynchronize");
    float t = 0.0f;
    check(hipEventElapsedTime(&t, e0, e1), "hipEventElapsedTime");
    if (st != 0) {
      std::printf("BENCH_NA sgemm cublasSgemm_v2 returned status %d\n", st);
      return;
    }
    if (r > 0) ms.push_back(t);
  }
  std::vector<float> hc(std::size_t(n) * n);
  check(hipMemcpy(hc.data(), c, hc.size() * sizeof(float), hipMemcpyDeviceToHost), "hipMemcpy");
  for (int i = 0; i < n; i += std::max(1, n / 7)) {  // spot check a few elements
    int j = (i * 5) % n;
    double s = 0;
    for (int k = 0; k < n; ++k) s += double(ha[std::size_t(i) * n + k]) * hb[std::size_t(k) * n + j];
    double got = hc[std::size_t(i) * n + j];
    if (std::abs(got - s) > 1e-3 * (1.0 + std::abs(s))) {
      std::printf("FAIL sgemm C[%d][%d] = %g, expected %g\n", i, j, got, s);
      std::exit(1);
    }
  }
  destroy(handle);
  std::printf("BENCH_SGEMM %d %.6f\n", n, median(ms));
}
#else
static void run_sgemm(int, int) { std::printf("BENCH_NA sgemm cuBLAS needs the NVIDIA backend\n"); }
#endif

static void run_device(int, int) {
  int dev = 0, drv = 0, rt = 0;
  hipDeviceProp_t p;
  check(hipGetDevice(&dev), "hipGetDevice");
  check(hipGetDeviceProperties(&p, dev), "hipGetDeviceProperties");
  (void)!hipDriverGetVersion(&drv);  // 0 when unknown
  (void)!hipRuntimeGetVersion(&rt);
  std::printf("BENCH_DEVICE %s\nBENCH_RUNTIME driver %d runtime %d\n", p.name, drv, rt);
}

int main(int argc, char** argv) {
  struct Entry {
    const char* name;
    void (*run)(int, int);
  } entries[] = {
#ifdef BASELINE_matmul
      {"matmul", run_matmul},
#endif
#ifdef BASELINE_transpose
      {"transpose", run_transpose},
#endif
#ifdef BASELINE_reduction
      {"reduction", run_reduction},
#endif
#ifdef BASELINE_stencil
      {"stencil", run_stencil},
#endif
#ifdef BASELINE_histogram
      {"histogram", run_histogram},
#endif
#ifdef BASELINE_nbody
      {"nbody", run_nbody},
#endif
      {"transfer", run_transfer},
      {"sgemm", run_sgemm},
      {"device", run_device},
  };
  if (argc >= 2)
    for (const Entry& e : entries)
      if (std::strcmp(argv[1], e.name) == 0) {
        e.run(argc > 2 ? std::atoi(argv[2]) : 1024, argc > 3 ? std::atoi(argv[3]) : 5);
        std::printf("PASS\n");
        return 0;
      }
  std::fprintf(stderr, "usage: %s NAME [N [REPS]], NAME one of:", argv[0]);
  for (const Entry& e : entries) std::fprintf(stderr, " %s", e.name);
  std::fprintf(stderr, "\n");
  return 2;
}
