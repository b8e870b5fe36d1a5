#pragma once

// Wall-clock time from the performance counter.
class StopWatch
{
public:
    StopWatch()
    {
        QueryPerformanceFrequency(&m_frequency);
        Restart();
    }

    void Restart() { QueryPerformanceCounter(&m_start); }

    double ElapsedMilliseconds() const
    {
        LARGE_INTEGER now;
        QueryPerformanceCounter(&now);
        unsigned __int64 ticks = now.QuadPart - m_start.QuadPart;
        return 1000.0 * static_cast<double>(ticks) / static_cast<double>(m_frequency.QuadPart);
    }

private:
    LARGE_INTEGER m_frequency;
    LARGE_INTEGER m_start;
};
