//===- UnifiedDiff.cpp - Myers' O(ND) line diff ---------------------------===//
#include "UnifiedDiff.h"

#include "llvm/Support/raw_ostream.h"
#include <vector>

using namespace llvm;

namespace amp2hip {

namespace {

std::vector<StringRef> lines(StringRef Text) {
  std::vector<StringRef> Out;
  while (!Text.empty()) {
    size_t NL = Text.find('\n');
    if (NL == StringRef::npos) {
      Out.push_back(Text);
      break;
    }
    Out.push_back(Text.substr(0, NL + 1));
    Text = Text.substr(NL + 1);
  }
  return Out;
}

enum class Op { Keep, Delete, Insert };

/// The edit script, oldest line first (Myers 1986, with the trace kept).
std::vector<Op> editScript(const std::vector<StringRef> &A, const std::vector<StringRef> &B) {
  const int N = A.size(), M = B.size(), Max = N + M;
  std::vector<int> V(2 * Max + 2, 0);
  std::vector<std::vector<int>> Trace;
  int D = 0;
  for (; D <= Max; ++D) {
    Trace.push_back(V);
    bool Done = false;
    for (int K = -D; K <= D; K += 2) {
      int X = (K == -D || (K != D && V[K - 1 + Max] < V[K + 1 + Max])) ? V[K + 1 + Max]
                                                                        : V[K - 1 + Max] + 1;
      int Y = X - K;
      while (X < N && Y < M && A[X] == B[Y])
        ++X, ++Y;
      V[K + Max] = X;
      if (X >= N && Y >= M) {
        Done = true;
        break;
      }
    }
    if (Done)
      break;
  }
  std::vector<Op> Script;
  int X = N, Y = M;
  for (; D > 0; --D) {
    const std::vector<int> &Prev = Trace[D];
    int K = X - Y;
    int PrevK = (K == -D || (K != D && Prev[K - 1 + Max] < Prev[K + 1 + Max])) ? K + 1 : K - 1;
    int PrevX = Prev[PrevK + Max], PrevY = PrevX - PrevK;
    while (X > PrevX && Y > PrevY) {
      Script.push_back(Op::Keep);
      --X, --Y;
    }
    Script.push_back(X == PrevX ? Op::Insert : Op::Delete);
    X = PrevX, Y = PrevY;
  }
  while (X > 0 && Y > 0) {
    Script.push_back(Op::Keep);
    --X, --Y;
  }
  return std::vector<Op>(Script.rbegin(), Script.rend());
}

} // namespace

std::string unifiedDiff(StringRef Old, StringRef New, StringRef OldName, StringRef NewName,
                        unsigned Context) {
  if (Old == New)
    return "";
  std::vector<StringRef> A = lines(Old), B = lines(New);
  std::vector<Op> Script = editScript(A, B);
  // Positions in A and B before each step.
  std::vector<std::pair<int, int>> Pos;
  int I = 0, J = 0;
  for (Op O : Script) {
    Pos.push_back({I, J});
    if (O != Op::Insert)
      ++I;
    if (O != Op::Delete)
      ++J;
  }
  std::string Out;
  raw_string_ostream OS(Out);
  OS << "--- " << OldName << "\n+++ " << NewName << "\n";
  auto Line = [&](char Tag, StringRef L) {
    OS << Tag << L;
    if (!L.endswith("\n"))
      OS << "\n\\ No newline at end of file\n";
  };
  size_t S = 0, E = Script.size();
  while (S < E) {
    while (S < E && Script[S] == Op::Keep)
      ++S;
    if (S == E)
      break;
    // A hunk: changes closer than 2*Context keeps apart belong together.
    size_t Begin = S >= Context ? S - Context : 0;
    size_t End = S;
    while (End < E) {
      size_t Run = End;
      while (Run < E && Script[Run] == Op::Keep)
        ++Run;
      if (Run == E || Run - End > 2 * Context) {
        End = std::min(E, End + Context);
        break;
      }
      End = Run;
      while (End < E && Script[End] != Op::Keep)
        ++End;
    }
    int OldLen = 0, NewLen = 0;
    for (size_t K = Begin; K < End; ++K) {
      OldLen += Script[K] != Op::Insert;
      NewLen += Script[K] != Op::Delete;
    }
    OS << "@@ -" << (OldLen ? Pos[Begin].first + 1 : Pos[Begin].first) << ',' << OldLen << " +"
       << (NewLen ? Pos[Begin].second + 1 : Pos[Begin].second) << ',' << NewLen << " @@\n";
    for (size_t K = Begin; K < End; ++K) {
      if (Script[K] == Op::Keep)
        Line(' ', A[Pos[K].first]);
      else if (Script[K] == Op::Delete)
        Line('-', A[Pos[K].first]);
      else
        Line('+', B[Pos[K].second]);
    }
    S = End;
  }
  return OS.str();
}

unsigned linesChanged(StringRef Old, StringRef New) {
  if (Old == New)
    return 0;
  unsigned N = 0;
  for (Op O : editScript(lines(Old), lines(New)))
    N += O != Op::Keep;
  return N;
}

unsigned oldLineFor(StringRef Old, StringRef New, unsigned NewLine) {
  unsigned I = 0, J = 0;  // Lines of Old and New passed so far.
  unsigned ChangeAt = 0;  // Where the current run of changes began in Old.
  bool InChange = false;
  for (Op O : editScript(lines(Old), lines(New))) {
    if (O != Op::Keep && !InChange)
      ChangeAt = I;
    InChange = O != Op::Keep;
    if (O == Op::Keep && J + 1 == NewLine)
      return I + 1;
    if (O == Op::Insert && J + 1 == NewLine)
      return ChangeAt + 1; // The first old line the change replaced or precedes.
    if (O != Op::Insert)
      ++I;
    if (O != Op::Delete)
      ++J;
  }
  return I + 1;
}

} // namespace amp2hip
