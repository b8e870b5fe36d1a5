#pragma once

// Time spent in the library's kernels, from the performance counter.
// Visual C++'s <amp.h> includes <windows.h>, so LARGE_INTEGER and
// QueryPerformanceCounter need no #include of their own here.
template <typename Rep>
class ClockBase
{
public:
    typedef Rep rep;
    typedef LARGE_INTEGER tick;
};

template <typename Rep>
class KernelClock : public ClockBase<Rep>
{
public:
    KernelClock() : m_total(0) { QueryPerformanceFrequency(&m_frequency); }

    void Start() { QueryPerformanceCounter(&m_start); }

    // Visual C++ finds the base's typedefs without 'typename ClockBase<Rep>::'.
    rep Stop()
    {
        tick now;
        QueryPerformanceCounter(&now);
        m_total += static_cast<rep>(now.QuadPart - m_start.QuadPart) * 1000 /
                   static_cast<rep>(m_frequency.QuadPart);
        return m_total;
    }

    rep Total() const { return m_total; }

private:
    tick m_frequency;
    tick m_start;
    rep m_total;
};
