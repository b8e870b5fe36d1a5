// concurrency::accelerator and accelerator_view (AMP 1.2) over HIP devices
// and streams.
//
// Accelerators, by device_path:
//   L"hip:<n>"  HIP device n. Under the host backend there is one, the CPU
//               emulation of a GPU (is_emulated = true).
//   L"cpu"      accelerator::cpu_accelerator, present on every backend. It
//               cannot run kernels; arrays on it behave as plain arrays.
// accelerator::default_accelerator (L"default") names the default one: the
// first HIP device, or the set_default() choice. On the host backend
// direct3d_warp and direct3d_ref name the host device too (it is what WARP
// was: a CPU implementation); on real HIP they are not available.
//
// Properties are data members (av.accelerator, acc.description, ...). An
// accelerator holds its default view and a view holds its accelerator, which
// cannot both be by value: acc.default_view is a small proxy that converts to
// accelerator_view and forwards its members (all but `accelerator`).
#ifndef AMP2HIP_DETAIL_ACCELERATOR_H
#define AMP2HIP_DETAIL_ACCELERATOR_H

#include "amp2hip/detail/exceptions.h"
#include "amp2hip/detail/future.h"
#include "amp2hip/detail/queue_order.h"

#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace concurrency {

enum queuing_mode { queuing_mode_immediate, queuing_mode_automatic };

enum access_type {
  access_type_none = 0,
  access_type_read = 1,
  access_type_write = 2,
  access_type_read_write = 3,
  access_type_auto = 4,
};

class accelerator;
class accelerator_view;

} // namespace concurrency

namespace amp2hip {
namespace detail {

struct device_info {
  std::wstring path;
  std::wstring description;
  int ordinal; // HIP device ordinal; -1 for the CPU accelerator
  std::size_t dedicated_memory_kb;
  unsigned int version;
  bool emulated;
};

inline std::wstring widen(const char *s) {
  std::wstring w;
  for (; *s; ++s)
    w.push_back(static_cast<unsigned char>(*s));
  return w;
}

// Every accelerator, enumerated once. Never destroyed: accelerator objects
// point into it and may live in other statics.
inline const std::vector<device_info> &devices() {
  static const std::vector<device_info> *all = [] {
    auto *v = new std::vector<device_info>;
    int count = 0;
    if (hipGetDeviceCount(&count) != hipSuccess)
      count = 0; // no usable device: only the CPU accelerator remains
    for (int i = 0; i < count; ++i) {
      hipDeviceProp_t prop;
      if (hipGetDeviceProperties(&prop, i) != hipSuccess)
        continue;
#if defined(AMP2HIP_BACKEND_HOST)
      const bool emulated = true; // the host backend is a CPU emulation
#else
      const bool emulated = false;
#endif
      v->push_back({L"hip:" + std::to_wstring(i), widen(prop.name), i,
                    static_cast<std::size_t>(prop.totalGlobalMem / 1024),
                    static_cast<unsigned int>((prop.major << 16) | prop.minor),
                    emulated});
    }
    (void)hipGetLastError(); // a failed probe is not the program's error
    v->push_back({L"cpu", L"CPU accelerator", -1, 0, 0x00010000u, true});
    return v;
  }();
  return *all;
}

struct default_choice {
  std::mutex mutex;
  const device_info *chosen = nullptr;
  bool used = false;
};
inline default_choice &default_state() {
  static default_choice *d = new default_choice;
  return *d;
}

inline const device_info *find_device(const std::wstring &path) {
  for (const device_info &d : devices())
    if (d.path == path)
      return &d;
#if defined(AMP2HIP_BACKEND_HOST)
  if (path == L"direct3d\\warp" || path == L"direct3d\\ref")
    return &devices().front();
#endif
  return nullptr;
}

// The default accelerator; fixes the choice (set_default fails afterwards).
inline const device_info *default_device() {
  default_choice &d = default_state();
  std::lock_guard<std::mutex> lock(d.mutex);
  d.used = true;
  if (!d.chosen)
    d.chosen = &devices().front(); // first HIP device, or the CPU if none
  return d.chosen;
}

// One queue: a HIP stream (null: the device's default stream).
struct view_state {
  const device_info *device;
  hipStream_t stream;
  bool owns_stream;
  concurrency::queuing_mode mode;
  view_state(const device_info *d, hipStream_t s, bool owns,
             concurrency::queuing_mode m)
      : device(d), stream(s), owns_stream(owns), mode(m) {}
  view_state(const view_state &) = delete; // owns the stream
  view_state &operator=(const view_state &) = delete;
  ~view_state() {
    if (owns_stream) {
      queue_closing(device->ordinal, stream);
      (void)hipStreamDestroy(stream);
    }
  }
};

// The default view of each accelerator, shared so that views compare equal.
inline std::shared_ptr<view_state> default_view_of(const device_info *dev) {
  static std::mutex mutex;
  static auto *views = new std::vector<std::shared_ptr<view_state>>(
      devices().size());
  std::lock_guard<std::mutex> lock(mutex);
  auto &slot = (*views)[static_cast<std::size_t>(dev - devices().data())];
  if (!slot)
    slot = std::make_shared<view_state>(dev, nullptr, false,
                                        concurrency::queuing_mode_automatic);
  return slot;
}

// Each accelerator's default CPU access type for arrays (AMP 1.2): it can be
// overridden once, and only until an array has used the default.
struct cpu_access_default {
  std::mutex mutex;
  concurrency::access_type type;
  bool overridden = false;
  bool used = false;
};
inline cpu_access_default &cpu_access_of(const device_info *dev) {
  static auto *all = [] {
    auto *v = new std::vector<cpu_access_default>(devices().size());
    for (std::size_t i = 0; i < v->size(); ++i)
      (*v)[i].type = devices()[i].ordinal < 0 ? concurrency::access_type_read_write
                                              : concurrency::access_type_none;
    return v;
  }();
  return (*all)[static_cast<std::size_t>(dev - devices().data())];
}
inline concurrency::access_type peek_cpu_access(const device_info *dev) {
  cpu_access_default &d = cpu_access_of(dev);
  std::lock_guard<std::mutex> lock(d.mutex);
  return d.type;
}
// The default, for an array being allocated: fixes it.
inline concurrency::access_type use_cpu_access(const device_info *dev) {
  cpu_access_default &d = cpu_access_of(dev);
  std::lock_guard<std::mutex> lock(d.mutex);
  d.used = true;
  return d.type;
}
inline bool override_cpu_access(const device_info *dev, concurrency::access_type t) {
  cpu_access_default &d = cpu_access_of(dev);
  std::lock_guard<std::mutex> lock(d.mutex);
  if (d.overridden || d.used || t == concurrency::access_type_auto)
    return false;
  d.type = t;
  d.overridden = true;
  return true;
}

inline void set_device(const device_info *dev) {
#if defined(AMP2HIP_BACKEND_HIP)
  if (dev->ordinal >= 0)
    check(hipSetDevice(dev->ordinal), "hipSetDevice");
#else
  (void)dev;
#endif
}

// acc.default_view: converts to accelerator_view and forwards its members.
class default_view_property {
public:
  explicit default_view_property(const device_info *dev)
      : is_debug(false), version(dev->version),
        queuing_mode(concurrency::queuing_mode_automatic), dev_(dev) {}

  bool is_debug;
  unsigned int version;
  concurrency::queuing_mode queuing_mode;

  inline operator concurrency::accelerator_view() const;
  inline concurrency::accelerator get_accelerator() const;
  inline void wait() const;
  inline void flush() const;
  inline concurrency::completion_future create_marker() const;
  inline hipStream_t stream() const;
  bool get_is_debug() const { return is_debug; }
  unsigned int get_version() const { return version; }
  concurrency::queuing_mode get_queuing_mode() const { return queuing_mode; }

  // Default views are equal when they belong to the same accelerator.
  friend bool operator==(const default_view_property &a,
                         const default_view_property &b) {
    return a.dev_ == b.dev_;
  }
  friend bool operator!=(const default_view_property &a,
                         const default_view_property &b) {
    return a.dev_ != b.dev_;
  }

private:
  const device_info *dev_;
};

} // namespace detail
} // namespace amp2hip

namespace concurrency {

class accelerator {
public:
  static constexpr const wchar_t default_accelerator[] = L"default";
  static constexpr const wchar_t cpu_accelerator[] = L"cpu";
  static constexpr const wchar_t direct3d_warp[] = L"direct3d\\warp";
  static constexpr const wchar_t direct3d_ref[] = L"direct3d\\ref";

  accelerator() : accelerator(amp2hip::detail::default_device()) {}
  explicit accelerator(const std::wstring &path)
      : accelerator(resolve(path)) {}

  static std::vector<accelerator> get_all() {
    std::vector<accelerator> all;
    for (const auto &d : amp2hip::detail::devices())
      all.push_back(accelerator(&d));
    return all;
  }

  // Picks the default accelerator; false once the default has been used or
  // when no accelerator has that path.
  static bool set_default(std::wstring path) {
    const amp2hip::detail::device_info *dev =
        path == default_accelerator ? nullptr : amp2hip::detail::find_device(path);
    if (!dev && path != default_accelerator)
      return false;
    auto &d = amp2hip::detail::default_state();
    std::lock_guard<std::mutex> lock(d.mutex);
    if (d.used)
      return false;
    d.chosen = dev;
    return true;
  }

  // AMP 1.2: the view the runtime picks when none is given.
  static accelerator_view get_auto_selection_view();

  // Properties (AMP's __declspec(property) as data members).
  std::wstring description;
  std::wstring device_path;
  std::size_t dedicated_memory; // in KB, as in AMP
  unsigned int version;
  bool supports_double_precision;
  bool supports_limited_double_precision;
  bool supports_cpu_shared_memory;
  bool is_debug;
  bool is_emulated;
  bool has_display;
  access_type default_cpu_access_type;
  amp2hip::detail::default_view_property default_view;

  std::wstring get_description() const { return description; }
  std::wstring get_device_path() const { return device_path; }
  std::size_t get_dedicated_memory() const { return dedicated_memory; }
  unsigned int get_version() const { return version; }
  bool get_supports_double_precision() const { return supports_double_precision; }
  bool get_supports_limited_double_precision() const {
    return supports_limited_double_precision;
  }
  bool get_supports_cpu_shared_memory() const { return supports_cpu_shared_memory; }
  bool get_is_debug() const { return is_debug; }
  bool get_is_emulated() const { return is_emulated; }
  bool get_has_display() const { return has_display; }
  access_type get_default_cpu_access_type() const { return default_cpu_access_type; }
  // Succeeds once per accelerator, before an array has used the default.
  bool set_default_cpu_access_type(access_type t) {
    if (!amp2hip::detail::override_cpu_access(info_, t))
      return false;
    default_cpu_access_type = t;
    return true;
  }
  inline accelerator_view get_default_view() const;
  inline accelerator_view create_view(queuing_mode qmode = queuing_mode_automatic);

  friend bool operator==(const accelerator &a, const accelerator &b) {
    return a.info_ == b.info_;
  }
  friend bool operator!=(const accelerator &a, const accelerator &b) {
    return !(a == b);
  }

  // The HIP device ordinal (-1 for the CPU accelerator).
  int hip_device() const { return info_->ordinal; }
  const amp2hip::detail::device_info *info() const { return info_; }

  explicit accelerator(const amp2hip::detail::device_info *dev)
      : description(dev->description), device_path(dev->path),
        dedicated_memory(dev->dedicated_memory_kb), version(dev->version),
        supports_double_precision(true),
        supports_limited_double_precision(true),
        supports_cpu_shared_memory(false), is_debug(false),
        is_emulated(dev->emulated), has_display(false),
        default_cpu_access_type(amp2hip::detail::peek_cpu_access(dev)),
        default_view(dev),
        info_(dev) {}

private:
  static const amp2hip::detail::device_info *resolve(const std::wstring &path) {
    if (path == default_accelerator)
      return amp2hip::detail::default_device();
    const amp2hip::detail::device_info *dev = amp2hip::detail::find_device(path);
    if (!dev) {
      std::string narrow(path.begin(), path.end());
      throw runtime_exception(("no accelerator with device path " + narrow).c_str(),
                              amp2hip::e_invalidarg);
    }
    return dev;
  }

  const amp2hip::detail::device_info *info_;
};

class accelerator_view {
public:
  // Properties.
  concurrency::accelerator accelerator;
  bool is_debug;
  unsigned int version;
  concurrency::queuing_mode queuing_mode;
  bool is_auto_selection;

  concurrency::accelerator get_accelerator() const { return accelerator; }
  bool get_is_debug() const { return is_debug; }
  unsigned int get_version() const { return version; }
  concurrency::queuing_mode get_queuing_mode() const { return queuing_mode; }
  bool get_is_auto_selection() const { return is_auto_selection; }

  // Waits for everything queued on this view. (wait, flush and
  // create_marker are not const in AMP either.)
  void wait() {
    if (state_->device->ordinal < 0)
      return;
    amp2hip::detail::set_device(state_->device);
    if (state_->stream)
      amp2hip::detail::check(hipStreamSynchronize(state_->stream),
                             "hipStreamSynchronize");
    else
      amp2hip::detail::check(hipDeviceSynchronize(), "hipDeviceSynchronize");
  }
  // HIP submits work as it is queued; nothing to flush.
  void flush() {}
  // Completes when everything queued so far has; ours waits now.
  completion_future create_marker() {
    wait();
    return completion_future::ready();
  }

  // The HIP stream this view queues on (null: the default stream). Called
  // for each launch on the view: a created view's stream is first ordered
  // after the other created views' work (detail/queue_order.h).
  hipStream_t stream() const {
    if (state_->owns_stream) {
      amp2hip::detail::set_device(state_->device);
      amp2hip::detail::queue_on(state_->device->ordinal, state_->stream);
    }
    return state_->stream;
  }

  friend bool operator==(const accelerator_view &a, const accelerator_view &b) {
    return a.state_ == b.state_;
  }
  friend bool operator!=(const accelerator_view &a, const accelerator_view &b) {
    return !(a == b);
  }

  explicit accelerator_view(std::shared_ptr<amp2hip::detail::view_state> s)
      : accelerator(s->device), is_debug(false), version(s->device->version),
        queuing_mode(s->mode), is_auto_selection(false), state_(std::move(s)) {}

private:
  std::shared_ptr<amp2hip::detail::view_state> state_;
};

inline accelerator_view accelerator::get_default_view() const {
  return accelerator_view(amp2hip::detail::default_view_of(info_));
}

inline accelerator_view accelerator::create_view(queuing_mode qmode) {
  hipStream_t s = nullptr;
  bool owns = false;
  if (info_->ordinal >= 0) {
    amp2hip::detail::set_device(info_);
    amp2hip::detail::check(hipStreamCreate(&s), "hipStreamCreate");
    owns = true;
  }
  return accelerator_view(
      std::make_shared<amp2hip::detail::view_state>(info_, s, owns, qmode));
}

// Releases AMP's runtime resources; HIP's live as long as the process.
inline void amp_uninitialize() {}

inline accelerator_view accelerator::get_auto_selection_view() {
  accelerator_view v = accelerator().get_default_view();
  v.is_auto_selection = true;
  return v;
}

} // namespace concurrency

namespace amp2hip {
namespace detail {
inline default_view_property::operator concurrency::accelerator_view() const {
  return concurrency::accelerator_view(default_view_of(dev_));
}
inline concurrency::accelerator default_view_property::get_accelerator() const {
  return concurrency::accelerator(dev_);
}
inline void default_view_property::wait() const {
  static_cast<concurrency::accelerator_view>(*this).wait();
}
inline void default_view_property::flush() const {}
inline concurrency::completion_future default_view_property::create_marker() const {
  return static_cast<concurrency::accelerator_view>(*this).create_marker();
}
inline hipStream_t default_view_property::stream() const {
  return default_view_of(dev_)->stream;
}
} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_ACCELERATOR_H
