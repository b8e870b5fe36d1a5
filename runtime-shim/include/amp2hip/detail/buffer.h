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
#include <iterator>

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

// Frees device memory where no exception may leave (destructors, a merge
// half done). A failure is reported on stderr and consumed, so that the next
// check_launch() does not blame a kernel for it.
inline void free_device(void *p) noexcept {
  if (!p)
    return;
  const hipError_t err = hipFree(p);
  if (err != hipSuccess) {
    (void)hipGetLastError();
    std::fprintf(stderr, "amp2hip: hipFree failed: %s\n", hipGetErrorString(err));
  }
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

// Byte ranges [lo, hi) of one buffer: disjoint, adjacent ones merged.
class range_set {
public:
  bool empty() const { return m_.empty(); }
  void clear() { m_.clear(); }
  void add(std::size_t lo, std::size_t hi) {
    if (lo >= hi)
      return;
    auto it = m_.upper_bound(lo);
    if (it != m_.begin()) {
      auto p = std::prev(it);
      if (p->second >= lo) {
        lo = p->first;
        hi = std::max(hi, p->second);
        it = m_.erase(p);
      }
    }
    while (it != m_.end() && it->first <= hi) {
      hi = std::max(hi, it->second);
      it = m_.erase(it);
    }
    m_.emplace(lo, hi);
  }
  void remove(std::size_t lo, std::size_t hi) {
    if (lo >= hi)
      return;
    auto it = m_.upper_bound(lo);
    if (it != m_.begin())
      --it;
    while (it != m_.end() && it->first < hi) {
      const std::size_t a = it->first, b = it->second;
      if (b <= lo) {
        ++it;
        continue;
      }
      it = m_.erase(it);
      if (a < lo)
        m_.emplace(a, lo);
      if (b > hi) {
        m_.emplace(hi, b);
        break;
      }
    }
  }
  bool covers(std::size_t lo, std::size_t hi) const {
    if (lo >= hi)
      return true;
    auto it = m_.upper_bound(lo);
    if (it == m_.begin())
      return false;
    --it;
    return it->first <= lo && hi <= it->second;
  }
  // f(a, b) for every part of the set inside [lo, hi), in order.
  template <typename F> void for_each_in(std::size_t lo, std::size_t hi, F f) const {
    auto it = m_.upper_bound(lo);
    if (it != m_.begin())
      --it;
    for (; it != m_.end() && it->first < hi; ++it) {
      const std::size_t a = std::max(it->first, lo), b = std::min(it->second, hi);
      if (a < b)
        f(a, b);
    }
  }

private:
  std::map<std::size_t, std::size_t> m_; // lo -> hi
};

// What the calling thread last learned about one buffer: at `epoch`, the
// bytes [lo, hi) needed no copy to be read on the host (and, if `write`, to
// be written there). Lets repeated host accesses to a section skip the lock.
struct host_access_cache {
  const void *buffer = nullptr;
  std::uint64_t epoch = 0;
  std::size_t lo = 0, hi = 0;
  bool write = false;
};
inline host_access_cache &host_cache() {
  static thread_local host_access_cache c;
  return c;
}
// Epochs come from one counter, so a buffer allocated where a dead one was
// never matches a stale cache entry.
inline std::uint64_t next_epoch() {
  static std::atomic<std::uint64_t> n{1};
  return n.fetch_add(1, std::memory_order_relaxed) + 1;
}

// One data source. A buffer is either a root, holding the state, or an alias
// of a window of a bigger root (parent_): when a view is made over user
// memory that overlaps existing buffers without fitting in one, a new root
// covers them all and the old ones forward to it, so that the views already
// made over them stay coherent with the new ones.
//
// Coherence is tracked per byte range: host_stale_ holds the ranges whose
// current bytes are on the device (a kernel wrote them), device_stale_ those
// whose current bytes are on the host. A view asks for its own span only
// (array_view passes the bytes from its first to its last element), so
// copies move only what the view covers, and views of disjoint sections of
// one data source may be used from several host threads at once: each
// thread's copies touch its own bytes only. The state is guarded by mutex_;
// the fast paths of host_ptr (whole-buffer flags, then the calling thread's
// host_access_cache) take no lock.
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
    for (buffer *b : overlapping) {
      // Its host bytes become current, then it forwards to the new root.
      std::lock_guard<std::mutex> block(b->mutex_);
      b->host_current(0, b->bytes_, "array_views merged");
      if (b->device_)
        free_device(b->device_);
      b->device_ = nullptr;
      b->parent_offset_ = static_cast<std::size_t>(b->host_ - ulo);
      b->parent_.store(root, std::memory_order_release);
      b->epoch_.store(next_epoch(), std::memory_order_release);
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
    b->host_stale_.add(0, bytes); // the device copy is the real one
    b->update_flags();
    auto &reg = registry();
    std::lock_guard<std::mutex> lock(reg.mutex);
    reg.arrays.insert(b);
    return b;
  }

  void retain() { refs_.fetch_add(1, std::memory_order_relaxed); }

  // Drops one reference. The last view over user memory brings a newer device
  // copy back first: AMP synchronizes a container when its last view dies.
  // Out of line, like device_ptr: a view's destructor and copy are inlined
  // into kernels (host/hip_launch.h inlines a whole kernel into its loop over
  // threads), where views have no buffer; this keeps the dead code small.
  [[gnu::noinline]] void release() noexcept {
    if (refs_.fetch_sub(1, std::memory_order_acq_rel) != 1)
      return;
    if (buffer *p = parent()) {
      delete this;
      p->release();
      return;
    }
    if (kind_ == user_memory) {
      try {
        std::lock_guard<std::mutex> lock(mutex_);
        host_current(0, bytes_, "last array_view destroyed");
      } catch (const std::exception &e) {
        std::fprintf(stderr, "amp2hip: lost data of a destroyed array_view: %s\n",
                     e.what());
      }
    }
    delete this;
  }

  kind_t kind() const { return kind_; }
  // No byte of the host (device) copy is older than the other copy.
  bool host_valid() const {
    const buffer *r = root();
    return r->host_clean_.load(std::memory_order_acquire) &&
           (r->host_ || r->bytes_ == 0 || r->kind_ == user_memory);
  }
  bool device_valid() const {
    const buffer *r = root();
    std::lock_guard<std::mutex> lock(r->mutex_);
    return r->device_stale_.empty() && (r->device_ || r->bytes_ == 0);
  }
  char *raw_device() const { return device_; }

  // Host pointer to the start of the buffer, for reading (write=false) or
  // writing the bytes [offset, offset + span) (the whole buffer if not
  // given). Inline fast paths; everything else happens in host_slow.
  char *host_ptr(bool write) { return host_ptr(write, 0, size()); }
  char *host_ptr(bool write, std::size_t offset, std::size_t span) {
    if (buffer *p = parent())
      return p->host_ptr(write, offset + parent_offset_, span) + parent_offset_;
    if (host_clean_.load(std::memory_order_acquire) &&
        (!write || device_stale_all_.load(std::memory_order_acquire)) &&
        (host_ || bytes_ == 0))
      return host_;
    const host_access_cache &c = host_cache();
    if (c.buffer == this && c.lo <= offset && offset + span <= c.hi &&
        (c.write || !write) && c.epoch == epoch_.load(std::memory_order_acquire))
      return host_;
    host_slow(write, offset, span);
    return host_;
  }

  // Device pointer to the start of the buffer for a kernel, the bytes
  // [offset, offset + span) (the whole buffer if not given) made current
  // first. A kernel that may write makes those bytes stale on the host.
  char *device_ptr(bool write) { return device_ptr(write, 0, size()); }
  [[gnu::noinline]] char *device_ptr(bool write, std::size_t offset, std::size_t span) {
    if (buffer *p = parent())
      return p->device_ptr(write, offset + parent_offset_, span) + parent_offset_;
    if (bytes_ == 0)
      return nullptr;
    std::lock_guard<std::mutex> lock(mutex_);
    if (!device_)
      alloc_device();
    const std::size_t lo = std::min(offset, bytes_);
    const std::size_t hi = std::min(offset + span, bytes_);
    if (host_)
      device_stale_.for_each_in(lo, hi, [&](std::size_t a, std::size_t b) {
        copy_to_device(device_ + a, host_ + a, b - a, "kernel launch");
      });
    device_stale_.remove(lo, hi);
    if (write)
      host_stale_.add(lo, hi);
    epoch_.store(next_epoch(), std::memory_order_release);
    update_flags();
    return device_;
  }

  // Brings the host copy of [offset, offset + span) (default: all) up to
  // date without claiming it for writing.
  void synchronize() { host_ptr(false); }
  void synchronize(std::size_t offset, std::size_t span) {
    host_ptr(false, offset, span);
  }

  // Copies the current contents of [offset, offset + bytes) into out,
  // from whichever copy holds them, and changes nothing: neither copy is
  // brought up to date (AMP's copy() out of a view leaves its source alone).
  // Each byte is written once: the parts stale on the host come straight
  // from the device (one hipMemcpy each), the rest from the host copy, so a
  // copy out of data the device holds runs at hipMemcpy's speed. `out` may
  // overlap the host copy (a view copied into its own container).
  void read_current(std::size_t offset, std::size_t bytes, char *out) {
    if (buffer *p = parent())
      return p->read_current(offset + parent_offset_, bytes, out);
    std::lock_guard<std::mutex> lock(mutex_);
    const std::size_t lo = std::min(offset, bytes_);
    const std::size_t hi = std::min(offset + bytes, bytes_);
    if (host_ && out < host_ + hi && host_ + lo < out + (hi - lo) && out != host_ + lo) {
      // Shifted onto itself: a device part written first could clobber host
      // bytes still to be read, so read the whole range aside first.
      std::vector<char> aside(hi - lo);
      read_parts(lo, hi, aside.data());
      std::memcpy(out, aside.data(), aside.size());
      return;
    }
    read_parts(lo, hi, out);
  }

  // The contents of [offset, offset + bytes) no longer matter: neither copy
  // of them needs refreshing from the other.
  void discard(std::size_t offset, std::size_t bytes) {
    if (buffer *p = parent())
      return p->discard(offset + parent_offset_, bytes);
    std::lock_guard<std::mutex> lock(mutex_);
    const std::size_t lo = std::min(offset, bytes_);
    const std::size_t hi = std::min(offset + bytes, bytes_);
    host_stale_.remove(lo, hi);
    device_stale_.remove(lo, hi);
    epoch_.store(next_epoch(), std::memory_order_release);
    update_flags();
  }
  void discard() { discard(0, size()); }

  // The host copy changed behind the shim's back: the device copy is stale.
  void refresh() {
    if (buffer *p = parent())
      return p->refresh();
    std::lock_guard<std::mutex> lock(mutex_);
    if (kind_ == array_storage && !host_)
      return; // nothing on the host to refresh from
    host_stale_.clear();
    device_stale_.clear();
    device_stale_.add(0, bytes_);
    epoch_.store(next_epoch(), std::memory_order_release);
    update_flags();
  }

  // Emulated launches (host backend) may use arrays captured by reference,
  // which to_device never sees: push every array's host edits to the device
  // before, and treat every array as written after.
  static void arrays_before_launch() {
    auto &reg = registry();
    std::lock_guard<std::mutex> lock(reg.mutex);
    for (buffer *b : reg.arrays)
      b->device_ptr(false);
  }
  static void arrays_after_launch() {
    auto &reg = registry();
    std::lock_guard<std::mutex> lock(reg.mutex);
    for (buffer *b : reg.arrays) {
      std::lock_guard<std::mutex> block(b->mutex_);
      b->host_stale_.add(0, b->bytes_);
      b->device_stale_.clear();
      b->epoch_.store(next_epoch(), std::memory_order_release);
      b->update_flags();
    }
  }

private:
  // read_current's copies, under the lock: [lo, hi) into out.
  void read_parts(std::size_t lo, std::size_t hi, char *out) {
    std::size_t at = lo; // the host copy's part before each stale one
    auto from_host = [&](std::size_t a, std::size_t b) {
      if (a >= b)
        return;
      if (!host_)
        std::memset(out + (a - lo), 0, b - a);
      else if (out + (a - lo) != host_ + a)
        std::memmove(out + (a - lo), host_ + a, b - a);
    };
    if (device_)
      host_stale_.for_each_in(lo, hi, [&](std::size_t a, std::size_t b) {
        from_host(at, a);
        copy_to_host(out + (a - lo), device_ + a, b - a, "copy out of a view");
        at = b;
      });
    from_host(at, hi);
  }

  buffer(kind_t kind, std::size_t bytes) : bytes_(bytes), kind_(kind) {
    if (kind == user_memory)
      device_stale_.add(0, bytes); // the data is on the host only
    update_flags();
  }

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
      free_device(device_);
    if (kind_ != user_memory && host_)
      ::operator delete(host_, std::align_val_t(64));
  }

  buffer *parent() const { return parent_.load(std::memory_order_acquire); }
  const buffer *root() const {
    const buffer *b = this;
    while (const buffer *p = b->parent())
      b = p;
    return b;
  }
  std::size_t size() const { return bytes_; }

  // After every change of the range sets (mutex_ held).
  void update_flags() {
    host_clean_.store(host_stale_.empty(), std::memory_order_release);
    device_stale_all_.store(device_stale_.covers(0, bytes_),
                            std::memory_order_release);
  }

  // Copies the host-stale parts of [lo, hi) back (mutex_ held).
  void host_current(std::size_t lo, std::size_t hi, const char *why) {
    if (!device_)
      return;
    host_stale_.for_each_in(lo, hi, [&](std::size_t a, std::size_t b) {
      copy_to_host(host_ + a, device_ + a, b - a, why);
    });
    host_stale_.remove(lo, hi);
    update_flags();
  }

  void alloc_device() {
    if (bytes_ == 0)
      return;
    void *p = nullptr;
#if defined(AMP2HIP_BACKEND_HIP)
    if (device_id_ >= 0)
      check(hipSetDevice(device_id_), "hipSetDevice");
#endif
    // More than the device has can never succeed; say so without asking
    // the allocator (a host backend under memory overcommit might agree).
    std::size_t free_bytes = 0, total_bytes = 0;
    if (hipMemGetInfo(&free_bytes, &total_bytes) != hipSuccess)
      (void)hipGetLastError(); // no answer: let hipMalloc decide
    else if (total_bytes != 0 && bytes_ > total_bytes)
      throw concurrency::out_of_memory(
          "hipMalloc: out of memory (the allocation is larger than the "
          "accelerator's memory)");
    check(hipMalloc(&p, bytes_), "hipMalloc");
    device_ = static_cast<char *>(p);
  }

  void host_slow(bool write, std::size_t offset, std::size_t span) {
    std::lock_guard<std::mutex> lock(mutex_);
    const std::size_t lo = std::min(offset, bytes_);
    const std::size_t hi = std::min(offset + span, bytes_);
    if (!host_ && bytes_ != 0) {
      host_ = static_cast<char *>(::operator new(bytes_, std::align_val_t(64)));
      std::memset(host_, 0, bytes_);
    }
    host_current(lo, hi, "host access");
    if (write) {
      device_stale_.add(lo, hi);
      update_flags();
    }
    host_access_cache &c = host_cache();
    c.buffer = this;
    c.epoch = epoch_.load(std::memory_order_relaxed);
    c.lo = lo;
    c.hi = hi;
    c.write = write;
  }

  const std::size_t bytes_;
  const kind_t kind_;
  char *host_ = nullptr;
  char *device_ = nullptr;
  int device_id_ = -1;
  mutable std::mutex mutex_; // guards the range sets and the allocations
  range_set host_stale_;     // bytes whose current copy is on the device
  range_set device_stale_;   // bytes whose current copy is on the host
  std::atomic<bool> host_clean_{true};        // host_stale_ is empty
  std::atomic<bool> device_stale_all_{false}; // device_stale_ is everything
  std::atomic<std::uint64_t> epoch_{next_epoch()}; // bumped when a cached
                                                   // host permission ends
  std::atomic<buffer *> parent_{nullptr}; // the root this is a window of
  std::size_t parent_offset_ = 0;          // where the window starts in it
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
