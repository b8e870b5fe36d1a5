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
#include <vector>
#include <algorithm>

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

// The live buffers over user memory (no two overlap), so that every view of
// the same container shares one coherence state, as AMP treats them as one
// data source; and every live array's buffer.
struct buffer_registry {
  std::mutex mutex;
  std::set<buffer *> user;
  std::set<buffer *> arrays;
};
inline buffer_registry &registry() {
  static buffer_registry *r = new buffer_registry; // never destroyed: views
  return *r;                                       // may outlive statics
}

// One data source. A buffer is either a root, holding the state, or an alias
// of a window of a bigger root (parent_): when a view is made over user
// memory that overlaps existing buffers without fitting in one, a new root
// covers them all and the old ones forward to it, so that the views already
// made over them stay coherent with the new ones.
class buffer {
public:
  enum kind_t {
    user_memory,   // host copy is the user's container or pointer
    owned_storage, // array_view(extent): no source, storage made on demand
    array_storage, // an array: the device copy is the real one
  };

  // A buffer for the user memory [host, host + bytes); *offset_bytes says
  // where the range starts in it.
  static buffer *attach_user(void *host, std::size_t bytes,
                             std::size_t *offset_bytes) {
    auto &reg = registry();
    std::lock_guard<std::mutex> lock(reg.mutex);
    char *const lo = static_cast<char *>(host);
    char *const hi = lo + bytes;
    *offset_bytes = 0;
    if (bytes == 0)
      return new buffer(user_memory, 0);
    std::vector<buffer *> overlapping;
    for (buffer *b : reg.user) {
      char *const blo = b->host_, *const bhi = b->host_ + b->bytes_;
      if (blo <= lo && hi <= bhi) {
        b->retain();
        *offset_bytes = static_cast<std::size_t>(lo - blo);
        return b;
      }
      if (blo < hi && lo < bhi)
        overlapping.push_back(b);
    }
    char *ulo = lo, *uhi = hi;
    for (buffer *b : overlapping) {
      ulo = std::min(ulo, b->host_);
      uhi = std::max(uhi, b->host_ + b->bytes_);
    }
    buffer *root = new buffer(user_memory, static_cast<std::size_t>(uhi - ulo));
    root->host_ = ulo;
    root->host_valid_ = true;
    for (buffer *b : overlapping) {
      // Its host bytes become current, then it forwards to the new root.
      if (!b->host_valid_ && b->device_valid_)
        copy_to_host(b->host_, b->device_, b->bytes_, "array_views merged");
      if (b->device_)
        (void)hipFree(b->device_);
      b->device_ = nullptr;
      b->parent_ = root;
      b->parent_offset_ = static_cast<std::size_t>(b->host_ - ulo);
      root->retain();
      reg.user.erase(b);
    }
    reg.user.insert(root);
    *offset_bytes = static_cast<std::size_t>(lo - ulo);
    return root;
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
    if (parent_) {
      buffer *p = parent_;
      delete this;
      p->release();
      return;
    }
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

  kind_t kind() const { return kind_; }
  bool host_valid() const { return root()->host_valid_; }
  bool device_valid() const { return root()->device_valid_; }
  char *raw_device() const { return device_; }

  // Host pointer for reading (write=false) or writing. Inline fast path;
  // everything else happens in host_slow.
  char *host_ptr(bool write) {
    if (parent_)
      return parent_->host_ptr(write) + parent_offset_;
    if (!host_valid_ || (write && device_valid_))
      host_slow(write);
    return host_;
  }

  // Device pointer for a kernel, made current first. A kernel that may write
  // makes the host copy stale.
  char *device_ptr(bool write) {
    if (parent_)
      return parent_->device_ptr(write) + parent_offset_;
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

  // The contents of [offset, offset + bytes) no longer matter. Coherence is
  // per buffer, so only a range covering the whole buffer skips copies;
  // discarding part of one changes nothing (correct, merely not minimal).
  void discard(std::size_t offset, std::size_t bytes) {
    if (parent_)
      return parent_->discard(offset + parent_offset_, bytes);
    if (offset == 0 && bytes >= bytes_) {
      host_valid_ = false;
      device_valid_ = false;
    }
  }
  void discard() { discard(0, bytes_); }

  // The host copy changed behind the shim's back: the device copy is stale.
  void refresh() {
    if (parent_)
      return parent_->refresh();
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
      if (kind_ == user_memory)
        reg.user.erase(this);
      else
        reg.arrays.erase(this);
    }
    if (device_)
      (void)hipFree(device_);
    if (kind_ != user_memory && host_)
      ::operator delete(host_, std::align_val_t(64));
  }

  const buffer *root() const {
    const buffer *b = this;
    while (b->parent_)
      b = b->parent_;
    return b;
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
  buffer *parent_ = nullptr;      // the root this buffer is a window of
  std::size_t parent_offset_ = 0; // where the window starts in the root
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
