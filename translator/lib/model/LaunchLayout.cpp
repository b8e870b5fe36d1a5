//===- LaunchLayout.cpp ---------------------------------------------------===//
#include "LaunchLayout.h"
#include "ConditionalDirectives.h"

#include "clang/AST/Decl.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"

#include <algorithm>
#include <map>
#include <regex>

using namespace clang;

namespace amp2hip {

namespace {

bool isSpace(char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' || C == '\v'; }

bool blank(StringRef Text) {
  return std::all_of(Text.begin(), Text.end(), isSpace);
}

/// Is \p Text's directive structure whole?
bool balanced(StringRef Text, const LangOptions &LO) { return scanDirectives(Text, LO).whole(); }

/// Where the kernel's text sits relative to the call.
enum class Region { BeforeCall, Head, Body, Tail, AfterCall };

class Layouter {
public:
  Layouter(const SourceManager &SM, const LangOptions &LO, const KernelLaunch &K,
           CharSourceRange Replaced)
      : SM(SM), LO(LO), K(K) {
    Out.Replaced = Replaced;
    const auto *BodyStmt = cast<CompoundStmt>(K.Lambda->getBody());
    SourceLocation LBrac = BodyStmt->getLBracLoc(), RBrac = BodyStmt->getRBracLoc();
    std::pair<FileID, unsigned> B = SM.getDecomposedLoc(Replaced.getBegin());
    Movable = LBrac.isFileID() && RBrac.isFileID() && Replaced.getBegin().isFileID() &&
              Replaced.getEnd().isFileID() && SM.getFileID(LBrac) == B.first &&
              SM.getFileID(RBrac) == B.first && SM.getFileID(Replaced.getEnd()) == B.first;
    if (!Movable)
      return;
    F = B.first;
    Buf = SM.getBufferData(F);
    A = B.second;
    E = SM.getFileOffset(Replaced.getEnd());
    Lb = SM.getFileOffset(LBrac);
    Rb = SM.getFileOffset(RBrac);
    BodyEnd = Rb;
    const FunctionDecl *FD = K.Closure.Enclosing;
    if (FD && FD->getBody() && FD->getBody()->getBeginLoc().isFileID() &&
        SM.getFileID(FD->getBody()->getBeginLoc()) == F)
      FnBegin = SM.getFileOffset(FD->getBody()->getBeginLoc());
  }

  LaunchLayout run() {
    if (!Movable)
      return Out;
    Dirs = scanDirectives(Buf, LO);
    for (size_t G = 0; G < Dirs.Groups.size() && Out.ok(); ++G)
      placeGroup(Dirs.Groups[G]);
    if (Out.ok())
      findLocalMacros();
    if (!Out.ok())
      return Out;
    std::string Moved;
    Out.BodyPieces.clear();
    std::sort(Cuts.begin(), Cuts.end());
    unsigned From = Lb + 1;
    for (const std::pair<unsigned, unsigned> &C : Cuts) {
      addPiece(From, C.first, Moved);
      From = std::max(From, C.second);
    }
    addPiece(From, BodyEnd, Moved);
    if (!balanced(Moved, LO) || !balanced(Buf.slice(A, E), LO)) {
      const Directive &First = firstDirectiveIn(Lb, E);
      problem(First, "is cut in two by the kernel's braces",
              "keep each #if group either inside the kernel body or around the whole launch");
      return Out;
    }
    Out.Replaced = CharSourceRange::getCharRange(loc(A), loc(E));
    if (Cuts.empty() && BodyEnd == Rb)
      Out.BodyPieces.clear(); // the text between the braces, as without directives
    return Out;
  }

private:
  Region regionOf(unsigned Off) const {
    if (Off < A)
      return Region::BeforeCall;
    if (Off < Lb)
      return Region::Head;
    if (Off < Rb)
      return Region::Body;
    if (Off < E)
      return Region::Tail;
    return Region::AfterCall;
  }

  /// One #if group: around the call or inside it as it is, or straddling
  /// the lambda's head or its end (moved as the file comment says).
  void placeGroup(const std::vector<size_t> &G) {
    bool In[5] = {false, false, false, false, false};
    for (size_t I : G)
      In[static_cast<int>(regionOf(Dirs.List[I].LineBegin))] = true;
    bool Before = In[0], Head = In[1], Body = In[2], Tail = In[3], After = In[4];
    int Count = Before + Head + Body + Tail + After;
    if (Count <= 1 || (!Head && !Body && !Tail) || (!Before && !Body && !After))
      return; // apart from the call, around it, or wholly replaced by the launch
    if (!Tail && !After)
      return placeHead(G);
    if (!Before && !Head && !Tail)
      return placeTail(G);
    problem(firstOf(G, Region::Head), "spans the lambda's head and its end",
            "put the whole parallel_for_each in each branch, or keep the #if inside the kernel body");
  }

  /// The lambda's head (or the call's start) chosen by #if/#else: the
  /// launch replaces the group, the body starts after its #endif.
  void placeHead(const std::vector<size_t> &G) {
    const Directive &Last = Dirs.List[G.back()];
    size_t FirstInBody = G.size();
    for (size_t P = 0; P < G.size(); ++P)
      if (regionOf(Dirs.List[G[P]].LineBegin) == Region::Body) {
        FirstInBody = P;
        break;
      }
    if (FirstInBody < G.size()) {
      const Directive &D = Dirs.List[G[FirstInBody]];
      if (Last.What != Directive::Close || !blank(Buf.slice(Lb + 1, D.LineBegin)))
        return problem(Dirs.List[G.front()],
                       "chooses the lambda's head but closes after code of the kernel body",
                       "end the #if group right after the lambda's '{'");
      Cuts.push_back({D.LineBegin, Dirs.lineAfter(Last, Buf)});
    }
    const Directive &Open = Dirs.List[G.front()];
    if (Open.LineBegin >= A)
      return;
    size_t LastBefore = 0;
    for (size_t P = 0; P < G.size(); ++P)
      if (Dirs.List[G[P]].LineBegin < A)
        LastBefore = P;
    if (Open.LineBegin <= FnBegin || !blank(Buf.slice(Dirs.lineAfter(Dirs.List[G[LastBefore]], Buf), A)))
      return problem(Open, "chooses the start of the parallel_for_each but holds more than it",
                     "put the whole parallel_for_each in each branch");
    A = std::min(A, Open.LineBegin);
  }

  /// Each branch ends the launch (`... });` in every branch): the kernel
  /// keeps the group, each branch without that ending; the launch replaces
  /// the text up to the #endif.
  void placeTail(const std::vector<size_t> &G) {
    const Directive &Last = Dirs.List[G.back()];
    size_t Active = 0; // the branch holding the lambda's '}'
    for (size_t P = 0; P < G.size(); ++P)
      if (Dirs.List[G[P]].LineBegin < Rb)
        Active = P;
    const Directive &Next = Dirs.List[G[Active + 1]];
    if (Last.What != Directive::Close || !blank(Buf.slice(E, Next.LineBegin)))
      return problem(Dirs.List[G.front()], "ends the kernel in one branch but holds more code after it",
                     "end the #if group before the lambda's '}'");
    std::string Ending;
    for (char C : Buf.slice(Rb, E))
      if (!isSpace(C))
        Ending += C;
    for (size_t P = 0; P + 1 < G.size(); ++P) {
      if (P == Active)
        continue;
      unsigned From = Dirs.lineAfter(Dirs.List[G[P]], Buf), To = Dirs.List[G[P + 1]].LineBegin;
      unsigned Start;
      if (!endsWith(From, To, Ending, Start))
        return problem(Dirs.List[G[P]], "ends the kernel in one branch but not in this one",
                       "end the kernel the same way (`" + Ending + "`) in every branch, or keep the #if inside the kernel body");
      Cuts.push_back({withLeadingSpace(Start), trimEnd(From, To)});
    }
    Cuts.push_back({withLeadingSpace(Rb), E});
    BodyEnd = std::max(BodyEnd, Last.End);
    E = std::max(E, Last.End);
  }

  /// Does [From, To), whitespace aside, end with \p Ending? Where it starts.
  bool endsWith(unsigned From, unsigned To, const std::string &Ending, unsigned &Start) const {
    unsigned I = trimEnd(From, To);
    size_t J = Ending.size();
    while (J > 0 && I > From) {
      char C = Buf[I - 1];
      if (isSpace(C)) {
        --I;
        continue;
      }
      if (C != Ending[J - 1])
        return false;
      --I;
      --J;
    }
    Start = I;
    return J == 0;
  }

  /// \p At with the blanks before it, and its line's newline when nothing
  /// else is left on the line.
  unsigned withLeadingSpace(unsigned At) const {
    while (At > 0 && (Buf[At - 1] == ' ' || Buf[At - 1] == '\t'))
      --At;
    if (At > 0 && Buf[At - 1] == '\n')
      --At;
    if (At > 0 && Buf[At - 1] == '\r')
      --At;
    return At;
  }

  unsigned trimEnd(unsigned From, unsigned To) const {
    while (To > From && isSpace(Buf[To - 1]))
      --To;
    return To;
  }

  /// The #defines of the enclosing function, before the launch, of macros
  /// the kernel lambda uses: the kernel, moved out of the function, needs them.
  void findLocalMacros() {
    if (!FnBegin)
      return;
    std::map<std::string, const Directive *> Live;
    for (const Directive &D : Dirs.List) {
      if (D.LineBegin <= FnBegin || D.LineBegin >= A)
        continue;
      if (D.What == Directive::Define && !D.Name.empty())
        Live[D.Name] = &D;
      else if (D.What == Directive::Undef)
        Live.erase(D.Name);
    }
    unsigned LambdaBegin = SM.getFileOffset(SM.getExpansionLoc(K.Lambda->getBeginLoc()));
    std::string Kernel = Buf.slice(std::min(LambdaBegin, Lb), BodyEnd).str();
    for (const auto &M : Live) {
      if (!std::regex_search(Kernel, std::regex("\\b" + M.first + "\\b")))
        continue;
      int G = Dirs.enclosingGroup(M.second->LineBegin);
      if (G >= 0 && Dirs.List[Dirs.Groups[G].front()].LineBegin > FnBegin)
        return problem(*M.second, "defines a macro the kernel uses inside an #if of its function",
                       "define the macro before the function");
      Out.LocalDefines.push_back(Buf.slice(M.second->LineBegin, M.second->End).str());
      Out.LocalMacros.push_back(M.first);
    }
  }

  void addPiece(unsigned From, unsigned To, std::string &Moved) {
    if (From >= To)
      return;
    Out.BodyPieces.push_back(CharSourceRange::getCharRange(loc(From), loc(To)));
    Moved += Buf.slice(From, To).str();
  }

  const Directive &firstOf(const std::vector<size_t> &G, Region R) const {
    for (size_t I : G)
      if (regionOf(Dirs.List[I].LineBegin) >= R)
        return Dirs.List[I];
    return Dirs.List[G.front()];
  }

  const Directive &firstDirectiveIn(unsigned From, unsigned To) const {
    for (const Directive &D : Dirs.List)
      if (D.LineBegin >= From && D.LineBegin < To)
        return D;
    return Dirs.List.front();
  }

  void problem(const Directive &D, const std::string &What, const std::string &Remedy) {
    if (!Out.ok())
      return;
    StringRef Line = Buf.slice(D.LineBegin, D.End);
    size_t Hash = Line.find('#');
    Out.ProblemAt = loc(D.LineBegin + (Hash == StringRef::npos ? 0 : Hash));
    Out.ProblemDirective = Line.substr(Hash == StringRef::npos ? 0 : Hash).split('\n').first.rtrim().str();
    Out.Problem = What;
    Out.Remedy = Remedy;
  }

  SourceLocation loc(unsigned Off) const { return SM.getLocForStartOfFile(F).getLocWithOffset(Off); }

  const SourceManager &SM;
  const LangOptions &LO;
  const KernelLaunch &K;
  LaunchLayout Out;
  bool Movable = false;
  FileID F;
  StringRef Buf;
  ConditionalDirectives Dirs;
  unsigned A = 0, E = 0, Lb = 0, Rb = 0, BodyEnd = 0, FnBegin = 0;
  std::vector<std::pair<unsigned, unsigned>> Cuts; ///< Removed from the body.
};

} // namespace

LaunchLayout layoutLaunch(const SourceManager &SM, const LangOptions &LO, const KernelLaunch &K,
                          CharSourceRange Replaced) {
  if (!K.Lambda || !isa<CompoundStmt>(K.Lambda->getBody())) {
    LaunchLayout Out;
    Out.Replaced = Replaced;
    return Out;
  }
  return Layouter(SM, LO, K, Replaced).run();
}

} // namespace amp2hip
