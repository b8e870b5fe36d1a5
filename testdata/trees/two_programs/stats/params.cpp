// params.cpp - the statistics program's problem size (see smooth/params.cpp).
int problem_size() { return 517; }
