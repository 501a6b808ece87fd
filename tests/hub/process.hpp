#pragma once
// Child processes for the hub's tests: run a program to its end (its output and exit code),
// or start one whose stdout the test reads line by line, waiting for a state, not a time.
#include <sys/types.h>

#include <optional>
#include <string>
#include <vector>

namespace tableref::test {

struct Finished {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// Runs `argv` (argv[0] a path) with `env` added ("NAME=value"), to its end.
Finished run(const std::vector<std::string>& argv, const std::vector<std::string>& env = {});

// A program left running with its stdout on a pipe; killed (SIGKILL) when destroyed.
class Running {
 public:
  Running(const std::vector<std::string>& argv, const std::vector<std::string>& env = {});
  Running(const Running&) = delete;
  Running& operator=(const Running&) = delete;
  ~Running();

  // The next line of stdout, waiting at most `timeout_ms`; nullopt at EOF or timeout (a
  // safety net for a broken program, never the condition a test waits for).
  std::optional<std::string> read_line(int timeout_ms = 60000);
  int wait();        // until it exits on its own: its exit code
  void kill_now();   // SIGKILL, reaped
  void terminate();  // SIGTERM, reaped
  [[nodiscard]] pid_t pid() const { return pid_; }

 private:
  int reap();
  pid_t pid_ = -1;
  int out_ = -1;
  std::string buffer_;
};

}  // namespace tableref::test
