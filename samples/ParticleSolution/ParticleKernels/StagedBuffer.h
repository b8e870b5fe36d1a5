#pragma once

// Keeps a host container and the array_view the kernels see over it
// together, so the host reads the container only after synchronize().
template <typename Container>
class StagedBuffer
{
public:
    explicit StagedBuffer(Container& data)
        : m_data(data), m_view(static_cast<int>(data.size()), data)
    {
    }

    // Visual C++ takes the dependent type name without 'typename'.
    concurrency::array_view<Container::value_type, 1>& View() { return m_view; }

    Container& Synchronized()
    {
        m_view.synchronize();
        return m_data;
    }

private:
    Container& m_data;
    concurrency::array_view<Container::value_type, 1> m_view;
};
