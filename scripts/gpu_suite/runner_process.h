// runner_process.h: the GPU suite runner's data (a manifest entry, the result
// of its run) and running one program: fork/exec with an environment, in its
// own process group, stdout and stderr captured, killed at the time limit.
#pragma once
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

extern char** environ;

namespace gpu_suite {

struct Entry {
  std::string id, kind, binary, selector, expect, expect_text, skip, build_error;
  std::vector<std::string> args, env;
};

struct Result {
  std::string status = "NOT RUN";  // PASS FAIL TIMEOUT SKIP FILTERED
  std::string reason, out, err;
  double seconds = 0;
  int exit_code = 0;
};

using Info = std::vector<std::pair<std::string, std::string>>;

struct Proc {
  int exit_code = -1, signal = 0;
  bool timed_out = false;
  std::string out, err, error;
  double seconds = 0;
};

inline double now_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

inline void make_dirs(const std::string& path) {
  for (size_t i = 1; i <= path.size(); ++i)
    if (i == path.size() || path[i] == '/') mkdir(path.substr(0, i).c_str(), 0755);
}

// "conformance/math/trig.cpp" -> "conformance_math_trig"
inline std::string file_stem(const std::string& id) {
  std::string s = id;
  if (s.size() > 4 && s.compare(s.size() - 4, 4, ".cpp") == 0) s.resize(s.size() - 4);
  for (char& c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) c = '_';
  return s;
}

// Keeps the last `limit` bytes of a stream.
inline void append_capped(std::string& s, const char* buf, size_t n, size_t limit = 1 << 20) {
  s.append(buf, n);
  if (s.size() > limit) s.erase(0, s.size() - limit);
}

inline Proc run_process(const std::vector<std::string>& argv, const std::vector<std::string>& env_extra,
                        const std::string& cwd, int timeout_s) {
  Proc p;
  // Everything the child needs is prepared before fork: after it, only
  // async-signal-safe calls (the runner has threads).
  std::vector<std::string> env_strings;
  for (char** e = environ; *e; ++e) {
    std::string s = *e;
    bool overridden = false;
    for (const std::string& x : env_extra) {
      size_t eq = x.find('=');
      if (eq != std::string::npos && s.compare(0, eq + 1, x, 0, eq + 1) == 0) overridden = true;
    }
    if (!overridden) env_strings.push_back(s);
  }
  env_strings.insert(env_strings.end(), env_extra.begin(), env_extra.end());
  std::vector<char*> envp, args;
  for (auto& s : env_strings) envp.push_back(const_cast<char*>(s.c_str()));
  envp.push_back(nullptr);
  for (auto& s : argv) args.push_back(const_cast<char*>(s.c_str()));
  args.push_back(nullptr);
  int out[2], err[2];
  if (pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0) {
    p.error = std::string("pipe: ") + std::strerror(errno);
    return p;
  }
  double t0 = now_seconds();
  pid_t pid = fork();
  if (pid < 0) {
    p.error = std::string("fork: ") + std::strerror(errno);
    return p;
  }
  if (pid == 0) {
    setpgid(0, 0);
    int devnull = open("/dev/null", O_RDONLY);
    if (devnull >= 0) dup2(devnull, 0);
    dup2(out[1], 1);
    dup2(err[1], 2);
    if (chdir(cwd.c_str()) != 0) _exit(126);
    execve(args[0], args.data(), envp.data());
    static const char msg[] = "gpu-suite-runner: cannot execute the program\n";
    (void)!write(2, msg, sizeof msg - 1);
    _exit(127);
  }
  setpgid(pid, pid);
  close(out[1]);
  close(err[1]);
  struct pollfd fds[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
  int open_fds = 2;
  char buf[65536];
  while (open_fds > 0) {
    double left = t0 + timeout_s - now_seconds();
    if (left <= 0 && !p.timed_out) {
      p.timed_out = true;
      kill(-pid, SIGKILL);
    }
    int ms = p.timed_out ? 1000 : static_cast<int>(left * 1000) + 1;
    int n = poll(fds, 2, ms);
    if (n < 0 && errno != EINTR) break;
    if (n == 0 && p.timed_out) break;  // killed, yet a descendant holds the pipe
    for (int k = 0; k < 2; ++k) {
      if (fds[k].fd < 0 || !(fds[k].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      ssize_t got = read(fds[k].fd, buf, sizeof buf);
      if (got > 0) {
        append_capped(k == 0 ? p.out : p.err, buf, static_cast<size_t>(got));
      } else if (got == 0 || errno != EINTR) {
        close(fds[k].fd);
        fds[k].fd = -1;
        --open_fds;
      }
    }
  }
  for (auto& f : fds)
    if (f.fd >= 0) close(f.fd);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  p.seconds = now_seconds() - t0;
  if (WIFEXITED(status)) p.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) {
    p.signal = WTERMSIG(status);
    p.exit_code = 128 + p.signal;
  }
  return p;
}

}  // namespace gpu_suite
