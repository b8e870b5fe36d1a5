//===- test_host_tile_called_barrier.cpp - helpers that end at a barrier --===//
//
// A kernel statement that calls a void helper whose last statement waits on
// the tile's barrier (and whose others reach none) ends a run of the
// tile-loop form: the helper runs for each thread in the loop, and
// amp2hip::called_barrier makes the loop's end its barrier (counting the
// threads that reach it, so a helper that returns early for some of them is
// reported as divergence at run time). Other barriers in helpers keep the
// fiber path with note amp2hip-1015.
//
//===----------------------------------------------------------------------===//
#include "TestUtil.h"

using namespace amp2hip;
using namespace amp2hip::test;
using ::testing::HasSubstr;

namespace {

/// \p Helper, then a tiled kernel over `av` with \p Body.
std::string helperProgram(const char *Helper, std::initializer_list<const char *> Body) {
  std::string Code = std::string("#include <amp.h>\nusing namespace concurrency;\n") + Helper +
                     "\nvoid run(array_view<int, 1> av) {\n"
                     "  parallel_for_each(av.extent.tile<32>(), [=](tiled_index<32> t) restrict(amp) {\n";
  for (const char *L : Body)
    Code += std::string("    ") + L + "\n";
  return Code + "  });\n}\n";
}

const char *const kExchange = "void exchange(const tiled_index<32> &t, int *buf, int v) restrict(amp) {\n"
                              "  buf[t.local[0]] = v;\n"
                              "  t.barrier.wait();\n"
                              "}\n";

std::string hostForm(const Translation &T) {
  EXPECT_TRUE(T.Parsed) << T.diagText();
  EXPECT_TRUE(T.withID(1015).empty()) << T.diagText();
  return slice(T.Output, "#if defined(AMP2HIP_HOST_BACKEND)", "#else");
}

TEST(HostTileCalledBarrier, CallEndsTheRunAndTheLoopEndIsTheBarrier) {
  const Translation &T = translateFull(helperProgram(kExchange, {
      "tile_static int buf[32];",
      "int v = av[t.global] * 2;",
      "exchange(t, buf, v);",
      "av[t.global] = buf[31 - t.local[0]] + v;",
  }));
  std::string Host = hostForm(T);
  EXPECT_THAT(Host, HasSubstr("  amp2hip::called_barrier called_barrier;\n"
                              "  for (amp2hip::tile_thread_walk<32> tile_thread;"));
  EXPECT_THAT(Host, HasSubstr("    exchange(t, buf, v);\n"
                              "    amp2hip::keep_for_thread(v_of_thread[tile_thread.id()], v);\n"
                              "  }\n"
                              "  called_barrier.check(); // the barrier at the end of the call\n"));
  EXPECT_EQ(occurrences(Host, "tile_thread.more()"), 2u) << Host;
  // The helper itself and the GPU form are unchanged.
  EXPECT_THAT(T.Output, HasSubstr("  buf[t.local[0]] = v;\n  __syncthreads();\n}"));
  EXPECT_EQ(T.count("tile-loop kernel"), 1u);
}

TEST(HostTileCalledBarrier, InsideAUniformLoopAndTwiceInARow) {
  const Translation &T = translateFull(helperProgram(kExchange, {
      "tile_static int buf[32];",
      "int v = av[t.global];",
      "for (int round = 0; round < 3; ++round) {",
      "  exchange(t, buf, v);",
      "  exchange(t, buf, buf[(t.local[0] + 1) % 32]);",
      "  v = buf[t.local[0]];",
      "}",
      "av[t.global] = v;",
  }));
  std::string Host = hostForm(T);
  EXPECT_THAT(Host, HasSubstr("for (int round = 0; round < 3; ++round) {"));
  // Each call ends its own run, each with its own counter.
  EXPECT_THAT(Host, HasSubstr("called_barrier.check();"));
  EXPECT_THAT(Host, HasSubstr("called_barrier_1.check();"));
}

TEST(HostTileCalledBarrier, EarlyReturnInTheHelperIsCountedNotRejected) {
  // Valid when the whole tile returns; the run-time check reports the rest.
  const Translation &T = translateFull(helperProgram(
      "void wait_unless(const tiled_index<32> &t, int leave) restrict(amp) {\n"
      "  if (leave != 0)\n"
      "    return;\n"
      "  t.barrier.wait();\n"
      "}\n",
      {
          "tile_static int buf[32];",
          "buf[t.local[0]] = av[t.global];",
          "wait_unless(t, av[t.global] < 0);",
          "av[t.global] = buf[0];",
      }));
  EXPECT_THAT(hostForm(T), HasSubstr("called_barrier.check();"));
}

/// The note of a program that keeps the fiber path.
std::string fiberNote(const std::string &Code) {
  const Translation &T = translateFull(Code);
  EXPECT_TRUE(T.Parsed) << T.diagText();
  EXPECT_EQ(T.count("tile-loop kernel"), 0u) << T.Output;
  return T.withID(1015).size() == 1 ? T.withID(1015)[0].Message : T.diagText();
}

TEST(HostTileCalledBarrier, BarrierInTheMiddleOfAHelperKeepsFibers) {
  EXPECT_THAT(fiberNote(helperProgram("void twice(const tiled_index<32> &t, int *buf) restrict(amp) {\n"
                                      "  t.barrier.wait();\n"
                                      "  buf[t.local[0]] += 1;\n"
                                      "}\n",
                                      {"tile_static int buf[32];", "buf[t.local[0]] = 0;",
                                       "twice(t, buf);", "av[t.global] = buf[0];"})),
              HasSubstr("a barrier is reached through a call"));
}

TEST(HostTileCalledBarrier, HelperReturningAValueKeepsFibers) {
  EXPECT_THAT(fiberNote(helperProgram("int shared_sum(const tiled_index<32> &t, int *buf) restrict(amp) {\n"
                                      "  buf[t.local[0]] = 1;\n"
                                      "  t.barrier.wait();\n"
                                      "  return buf[0];\n"
                                      "}\n",
                                      {"tile_static int buf[32];",
                                       "av[t.global] = shared_sum(t, buf);"})),
              HasSubstr("a barrier is reached through a call"));
}

TEST(HostTileCalledBarrier, CallInsideAnExpressionKeepsFibers) {
  EXPECT_THAT(fiberNote(helperProgram(kExchange, {"tile_static int buf[32];",
                                                  "t.local[0] < 32 ? exchange(t, buf, 1) : (void)0;",
                                                  "av[t.global] = buf[0];"})),
              HasSubstr("a barrier inside a"));
}

} // namespace
