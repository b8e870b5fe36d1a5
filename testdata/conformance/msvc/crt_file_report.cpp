// crt_file_report.cpp
//
// Covers (the CRT's secure functions around a kernel, as Visual Studio
// nudges code to use them): fopen_s writing a report of kernel results with
// fprintf_s, fopen_s reading it back, sprintf_s/strcpy_s/strncpy_s with
// _TRUNCATE, localtime_s, strtok_s parsing the report, and fopen_s's errno
// for a missing file; the parsed numbers must equal the kernel's.
#include <amp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <errno.h>
#include <vector>

using namespace concurrency;

int main() {
  const int n = 12;
  std::vector<int> v(n);
  array_view<int, 1> av(n, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = (i[0] + 1) * (i[0] + 1); });
  av.synchronize();

  char path[256];
  const char *dir = getenv("TMPDIR");
  sprintf_s(path, "%s/amp2hip_crt_report_%d.txt", dir && *dir ? dir : "/tmp", (int)(v[3] + time(0) % 1000));
  FILE *f = NULL;
  if (fopen_s(&f, path, "w") != 0 || !f) {
    printf_s("FAIL: cannot write %s\n", path);
    return 1;
  }
  time_t now = time(NULL);
  struct tm local;
  localtime_s(&local, &now);
  fprintf_s(f, "year %d\n", local.tm_year + 1900);
  for (int i = 0; i < n; ++i)
    fprintf_s(f, "%d;", v[i]);
  fprintf_s(f, "\n");
  fclose(f);

  char line[512] = {0}, year[32];
  if (fopen_s(&f, path, "r") != 0 || !fgets(year, sizeof(year), f) || !fgets(line, sizeof(line), f)) {
    printf_s("FAIL: cannot read %s back\n", path);
    return 1;
  }
  fclose(f);
  remove(path);
  char shortcopy[5];
  strncpy_s(shortcopy, sizeof(shortcopy), line, _TRUNCATE);
  char *context = NULL;
  int count = 0;
  for (char *tok = strtok_s(line, ";\n", &context); tok; tok = strtok_s(NULL, ";\n", &context)) {
    if (count >= n || atoi(tok) != (count + 1) * (count + 1)) {
      printf_s("FAIL: entry %d is '%s'\n", count, tok);
      return 1;
    }
    ++count;
  }
  char label[16];
  strcpy_s(label, "entries");
  FILE *missing = NULL;
  errno_t err = fopen_s(&missing, "/nonexistent/amp2hip/report.txt", "r");
  if (count != n || strlen(shortcopy) != 4 || strcmp(label, "entries") != 0 || err != ENOENT ||
      missing != NULL || strncmp(year, "year ", 5) != 0) {
    printf_s("FAIL: %d %s, copy '%s', fopen_s error %d\n", count, label, shortcopy, (int)err);
    return 1;
  }
  printf_s("PASS\n");
  return 0;
}
