// detail::buffer: the coherence state shared by every array_view (and the
// array) over one data source, and the transfer accounting.
//
// AMP's rule (design.md): data moves to the device when a kernel needs it and
// back when the host touches it, and no more often. A buffer keeps one host
// copy and one lazily allocated device copy with a validity flag each; the
// views only ask it for a pointer to read or write on one side.
#ifndef AMP2HIP_DETAIL_BUFFER_H
#define AMP2HIP_DETAIL_BUFFER_H

#include "amp2hip/detail/exceptions.h"

#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <new>
#include <set>

namespace amp2hip {

// Bytes and copies the shim moved between host and device since the start
// (or the last reset_transfer_stats()).
struct transfer_statistics {
  std::uint64_t host_to_device_bytes;
  std::uint64_t device_to_host_bytes;
  std::uint64_t host_to_device_copies;
  std::uint64_t device_to_host_copies;
};

namespace detail {

struct transfer_counters {
  std::atomic<std::uint64_t> h2d_bytes{0}, d2h_bytes{0}, h2d{0}, d2h{0};
};
inline transfer_counters &counters() {
  static transfer_counters c;
  return c;
}

// AMP2HIP_TRACE_TRANSFERS=1 prints every copy to stderr.
inline bool trace_transfers() {
  static const bool on = [] {
    const char *v = std::getenv("AMP2HIP_TRACE_TRANSFERS");
    return v && *v && std::strcmp(v, "0") != 0;
  }();
  return on;
}

inline void copy_to_device(void *dst, const void *src, std::size_t bytes,
                           const char *why) {
  if (bytes == 0)
    return;
  check(hipMemcpy(dst, src, bytes, hipMemcpyHostToDevice), why);
  counters().h2d_bytes += bytes;
  counters().h2d += 1;
  if (trace_transfers())
    std::fprintf(stderr, "amp2hip: host->device %zu bytes (%s)\n", bytes, why);
}

inline void copy_to_host(void *dst, const void *src, std::size_t bytes,
                         const char *why) {
  if (bytes == 0)
    return;
  check(hipMemcpy(dst, src, bytes, hipMemcpyDeviceToHost), why);
  counters().d2h_bytes += bytes;
  counters().d2h += 1;
  if (trace_transfers())
    std::fprintf(stderr, "amp2hip: device->host %zu bytes (%s)\n", bytes, why);
}

// Counts the kernels currently running on this OS thread under the host
// backend's emulation (a counter, not a flag, because the fibers of one block
// enter and leave in any order). Emulated kernels that capture an array by
// reference reach its storage through this (see array::element_ptr).
inline int &emulated_kernel_depth() {
  static thread_local int depth = 0;
  return depth;
}

class buffer;

// Buffers over user memory, by address, so that two views of the same
// container share one coherence state (AMP treats them as one data source).
struct buffer_registry {
  std::mutex mutex;
  std::map<std::uintptr_t, buffer *> user;  // keyed by host start address
  std::set<buffer *> arrays;                // every live array's buffer
};
inline buffer_registry &registry() {
  static buffer_registry *r = new buffer_registry; // never destroyed: views
  return *r;                                       // may outlive statics
}

class buffer {
public:
  enum kind_t {
    user_memory,   // host copy is the user's container or pointer
    owned_storage, // array_view(extent): no source, storage made on demand
    array_storage, // an array: the device copy is the real one
  };

  // A buffer over user memory [host, host + bytes), or the registered one that
  // already contains that range; *offset_bytes says where the range starts.
  static buffer *attach_user(void *host, std::size_t bytes,
                             std::size_t *offset_bytes) {
    auto &reg = registry();
    std::lock_guard<std::mutex> lock(reg.mutex);
    const auto start = reinterpret_cast<std::uintptr_t>(host);
    auto it = reg.user.upper_bound(start);
    if (it != reg.user.begin()) {
      --it;
      buffer *b = it->second;
      if (start + bytes <= it->first + b->bytes_) {
        b->refs_.fetch_add(1, std::memory_order_relaxed);
        *offset_bytes = start - it->first;
        return b;
      }
    }
    buffer *b = new buffer(user_memory, bytes);
    b->host_ = static_cast<char *>(host);
    b->host_valid_ = true;
    *offset_bytes = 0;
    if (bytes != 0) {
      // A range that overlaps but is not inside an existing buffer gets its
      // own state; keep the lookup map to the first one registered.
      reg.user.emplace(start, b);
    }
    return b;
  }

  static buffer *make_owned(std::size_t bytes) {
    return new buffer(owned_storage, bytes);
  }

  // An array's storage: device memory allocated now, on `device_id`.
  static buffer *make_array(std::size_t bytes, int device_id) {
    buffer *b = new buffer(array_storage, bytes);
    b->device_id_ = device_id;
    try {
      b->alloc_device();
    } catch (...) {
      delete b;
      throw;
    }
    b->device_valid_ = true; // contents undefined, as in AMP
    auto &reg = registry();
    std::lock_guard<std::mutex> lock(reg.mutex);
    reg.arrays.insert(b);
    return b;
  }

  void retain() { refs_.fetch_add(1, std::memory_order_relaxed); }

  // Drops one reference. The last view over user memory brings a newer device
  // copy back first: AMP synchronizes a container when its last view dies.
  void release() noexcept {
    if (refs_.fetch_sub(1, std::memory_order_acq_rel) != 1)
      return;
    if (kind_ == user_memory) {
      try {
        if (!host_valid_ && device_valid_)
          copy_to_host(host_, device_, bytes_, "last array_view destroyed");
      } catch (const std::exception &e) {
        std::fprintf(stderr, "amp2hip: lost data of a destroyed array_view: %s\n",
                     e.what());
      }
    }
    delete this;
  }

  std::size_t bytes() const { return bytes_; }
  kind_t kind() const { return kind_; }
  bool host_valid() const { return host_valid_; }
  bool device_valid() const { return device_valid_; }
  char *raw_device() const { return device_; }

  // Host pointer for reading (write=false) or writing. Inline fast path;
  // everything else happens in host_slow.
  char *host_ptr(bool write) {
    if (!host_valid_ || (write && device_valid_))
      host_slow(write);
    return host_;
  }

  // Device pointer for a kernel, made current first. A kernel that may write
  // makes the host copy stale.
  char *device_ptr(bool write) {
    if (bytes_ == 0)
      return nullptr;
    if (!device_)
      alloc_device();
    if (!device_valid_) {
      if (host_valid_)
        copy_to_device(device_, host_, bytes_, "kernel launch");
      device_valid_ = true;
    }
    if (write)
      host_valid_ = false;
    return device_;
  }

  // Brings the host copy up to date without claiming it for writing.
  void synchronize() { host_ptr(false); }

  // Neither copy's contents matter any more: the next capture copies nothing.
  void discard() {
    host_valid_ = false;
    device_valid_ = false;
  }

  // The host copy changed behind the shim's back: the device copy is stale.
  void refresh() {
    if (kind_ == array_storage && !host_)
      return; // nothing on the host to refresh from
    host_valid_ = true;
    device_valid_ = false;
  }

  // Emulated launches (host backend) may use arrays captured by reference,
  // which to_device never sees: push every array's host edits to the device
  // before, and treat every array as written after.
  static void arrays_before_launch() {
    auto &reg = registry();
    std::lock_guard<std::mutex> lock(reg.mutex);
    for (buffer *b : reg.arrays)
      if (!b->device_valid_)
        b->device_ptr(false);
  }
  static void arrays_after_launch() {
    auto &reg = registry();
    std::lock_guard<std::mutex> lock(reg.mutex);
    for (buffer *b : reg.arrays)
      if (b->device_valid_)
        b->host_valid_ = false;
  }

private:
  buffer(kind_t kind, std::size_t bytes) : bytes_(bytes), kind_(kind) {}

  ~buffer() {
    if (kind_ == user_memory || kind_ == array_storage) {
      auto &reg = registry();
      std::lock_guard<std::mutex> lock(reg.mutex);
      if (kind_ == user_memory) {
        auto it = reg.user.find(reinterpret_cast<std::uintptr_t>(host_));
        if (it != reg.user.end() && it->second == this)
          reg.user.erase(it);
      } else {
        reg.arrays.erase(this);
      }
    }
    if (device_)
      (void)hipFree(device_);
    if (kind_ != user_memory && host_)
      ::operator delete(host_, std::align_val_t(64));
  }

  void alloc_device() {
    if (bytes_ == 0)
      return;
    void *p = nullptr;
#if defined(AMP2HIP_BACKEND_HIP)
    if (device_id_ >= 0)
      check(hipSetDevice(device_id_), "hipSetDevice");
#endif
    check(hipMalloc(&p, bytes_), "hipMalloc");
    device_ = static_cast<char *>(p);
  }

  void host_slow(bool write) {
    if (!host_valid_) {
      if (!host_ && bytes_ != 0) {
        host_ = static_cast<char *>(
            ::operator new(bytes_, std::align_val_t(64)));
        std::memset(host_, 0, bytes_);
      }
      if (device_valid_)
        copy_to_host(host_, device_, bytes_, "host access");
      host_valid_ = true;
    }
    if (write)
      device_valid_ = false;
  }

  std::size_t bytes_;
  kind_t kind_;
  char *host_ = nullptr;
  char *device_ = nullptr;
  int device_id_ = -1;
  bool host_valid_ = false;
  bool device_valid_ = false;
  std::atomic<int> refs_{1};
};

} // namespace detail

inline transfer_statistics transfer_stats() {
  auto &c = detail::counters();
  return transfer_statistics{c.h2d_bytes.load(), c.d2h_bytes.load(),
                             c.h2d.load(), c.d2h.load()};
}

inline void reset_transfer_stats() {
  auto &c = detail::counters();
  c.h2d_bytes = 0;
  c.d2h_bytes = 0;
  c.h2d = 0;
  c.d2h = 0;
}

} // namespace amp2hip

#endif // AMP2HIP_DETAIL_BUFFER_H
