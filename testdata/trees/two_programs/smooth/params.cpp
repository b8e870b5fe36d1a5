// params.cpp - the smoothing program's problem size. stats/params.cpp
// defines the same function for the other program: each program must link
// its own.
int problem_size() { return 1031; }
