// amp2hip/host/fiber_stack.h: the stacks the block scheduler's fibers run on.
//
// Fiber stacks are pooled per OS thread and reused across blocks:
// AMP2HIP_FIBER_STACK_KB (default 256, at least 16) KiB each, mmap'ed with
// a guard page below, so an overflow faults instead of corrupting memory.
#ifndef AMP2HIP_HOST_FIBER_STACK_H
#define AMP2HIP_HOST_FIBER_STACK_H

#include "amp2hip/host/hip_runtime_api.h"

#include <new>
#include <vector>

#include <sys/mman.h>
#include <unistd.h>

#include <boost/context/stack_context.hpp>

namespace amp2hip {
namespace host {
namespace detail {

inline std::size_t fiber_stack_bytes() {
  static const std::size_t bytes = [] {
    std::size_t kb = env_size("AMP2HIP_FIBER_STACK_KB", 256);
    if (kb < 16)
      kb = 16;
    std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGE_SIZE));
    std::size_t b = kb * 1024;
    return (b + page - 1) / page * page;
  }();
  return bytes;
}

// Free stacks of one OS thread. Fibers never migrate between OS threads, so
// a stack goes back to the pool of the thread that took it.
class StackPool {
public:
  StackPool() : size_(fiber_stack_bytes()),
                page_(static_cast<std::size_t>(sysconf(_SC_PAGE_SIZE))) {}
  StackPool(const StackPool &) = delete;
  StackPool &operator=(const StackPool &) = delete;
  ~StackPool() {
    for (boost::context::stack_context &sc : free_)
      unmap(sc);
  }

  boost::context::stack_context allocate() {
    if (!free_.empty()) {
      boost::context::stack_context sc = free_.back();
      free_.pop_back();
      return sc;
    }
    std::size_t total = size_ + page_;
    // MAP_NORESERVE: 1024 threads x 256 KiB per OS thread is mostly untouched.
    void *base = ::mmap(nullptr, total, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK,
                        -1, 0);
    if (base == MAP_FAILED)
      throw std::bad_alloc();
    ::mprotect(base, page_, PROT_NONE); // guard page; stacks grow down
    boost::context::stack_context sc;
    sc.size = size_;
    sc.sp = static_cast<char *>(base) + total;
    return sc;
  }

  void release(boost::context::stack_context &sc) noexcept {
    try {
      free_.push_back(sc);
    } catch (...) {
      unmap(sc);
    }
  }

private:
  void unmap(boost::context::stack_context &sc) noexcept {
    ::munmap(static_cast<char *>(sc.sp) - sc.size - page_, sc.size + page_);
  }

  std::vector<boost::context::stack_context> free_;
  std::size_t size_;
  std::size_t page_;
};

inline StackPool &stack_pool() {
  static thread_local StackPool pool;
  return pool;
}

// Boost.Context StackAllocator over the calling thread's pool; it also tells
// the slot where its stack lies (for AddressSanitizer).
struct PooledStack {
  StackPool *pool;
  const void **bottom;
  std::size_t *size;
  boost::context::stack_context allocate() {
    boost::context::stack_context sc = pool->allocate();
    *bottom = static_cast<char *>(sc.sp) - sc.size;
    *size = sc.size;
    return sc;
  }
  void deallocate(boost::context::stack_context &sc) noexcept { pool->release(sc); }
};

} // namespace detail
} // namespace host
} // namespace amp2hip

#endif // AMP2HIP_HOST_FIBER_STACK_H
