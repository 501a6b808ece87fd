#include "process.hpp"

#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fcntl.h>

#include <cstdlib>
#include <stdexcept>

namespace tableref::test {
namespace {

// In the child: environment, then exec; never returns.
[[noreturn]] void exec_child(const std::vector<std::string>& argv,
                             const std::vector<std::string>& env) {
  // A test that dies takes its hub (and any CLI it runs) with it.
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  for (const auto& e : env) putenv(const_cast<char*>(e.c_str()));
  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  execv(args[0], args.data());
  _exit(127);
}

std::string read_all(int fd) {
  std::string text;
  char chunk[4096];
  while (true) {
    const ssize_t n = read(fd, chunk, sizeof chunk);
    if (n <= 0) break;
    text.append(chunk, static_cast<std::size_t>(n));
  }
  close(fd);
  return text;
}

}  // namespace

Finished run(const std::vector<std::string>& argv, const std::vector<std::string>& env) {
  int out[2];
  int err[2];
  // Close-on-exec: a server the child starts (pg_ctl's postgres) must not keep the pipe
  // open, or reading it would never end.
  if (pipe2(out, O_CLOEXEC) != 0 || pipe2(err, O_CLOEXEC) != 0) {
    throw std::runtime_error("pipe");
  }
  const pid_t pid = fork();
  if (pid == 0) {
    dup2(out[1], 1);
    dup2(err[1], 2);
    close(out[0]);
    close(err[0]);
    exec_child(argv, env);
  }
  close(out[1]);
  close(err[1]);
  Finished done;
  // stderr first would block on a child filling stdout; the outputs here are small, and
  // stdout is read to its end before stderr.
  done.out = read_all(out[0]);
  done.err = read_all(err[0]);
  int status = 0;
  waitpid(pid, &status, 0);
  done.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return done;
}

Running::Running(const std::vector<std::string>& argv, const std::vector<std::string>& env) {
  int out[2];
  if (pipe2(out, O_CLOEXEC) != 0) throw std::runtime_error("pipe");
  pid_ = fork();
  if (pid_ == 0) {
    dup2(out[1], 1);
    close(out[0]);
    exec_child(argv, env);
  }
  close(out[1]);
  out_ = out[0];
}

Running::~Running() {
  kill_now();
  if (out_ >= 0) close(out_);
}

std::optional<std::string> Running::read_line(int timeout_ms) {
  while (true) {
    const auto newline = buffer_.find('\n');
    if (newline != std::string::npos) {
      std::string line = buffer_.substr(0, newline);
      buffer_.erase(0, newline + 1);
      return line;
    }
    pollfd p{out_, POLLIN, 0};
    if (poll(&p, 1, timeout_ms) <= 0) return std::nullopt;
    char chunk[1024];
    const ssize_t n = read(out_, chunk, sizeof chunk);
    if (n <= 0) return std::nullopt;
    buffer_.append(chunk, static_cast<std::size_t>(n));
  }
}

int Running::reap() {
  int status = 0;
  waitpid(pid_, &status, 0);
  pid_ = -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

int Running::wait() {
  return pid_ > 0 ? reap() : -1;
}

void Running::kill_now() {
  if (pid_ <= 0) return;
  kill(pid_, SIGKILL);
  (void)reap();
}

void Running::terminate() {
  if (pid_ <= 0) return;
  kill(pid_, SIGTERM);
  (void)reap();
}

}  // namespace tableref::test
