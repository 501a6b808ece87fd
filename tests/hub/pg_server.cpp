#include "pg_server.hpp"

#include <pwd.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "process.hpp"

namespace tableref::test {
namespace {

// As root, the command runs as postgres; otherwise as whoever runs the test.
std::vector<std::string> as_postgres(std::vector<std::string> argv) {
  if (geteuid() != 0) return argv;
  argv.insert(argv.begin(), {"/usr/sbin/runuser", "-u", "postgres", "--"});
  return argv;
}

std::string file_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

std::optional<std::string> PostgresServer::binaries() {
  std::error_code ec;
  if (const char* dir = std::getenv("TABLEREF_PG_BIN")) {
    if (!std::filesystem::exists(std::filesystem::path(dir) / "initdb", ec)) return std::nullopt;
    return std::string(dir);
  }
  std::optional<std::string> best;
  for (const auto& entry : std::filesystem::directory_iterator("/usr/lib/postgresql", ec)) {
    const auto bin = entry.path() / "bin";
    if (std::filesystem::exists(bin / "initdb") && std::filesystem::exists(bin / "pg_ctl") &&
        (!best || bin.string() > *best)) {
      best = bin.string();
    }
  }
  return best;
}

PostgresServer::PostgresServer() {
  const auto bin = binaries();
  if (!bin) throw std::runtime_error("no PostgreSQL binaries");
  bin_ = *bin;
  char pattern[] = "/tmp/tableref-pg-XXXXXX";
  if (mkdtemp(pattern) == nullptr) throw std::runtime_error("mkdtemp");
  dir_ = pattern;
  if (geteuid() == 0) {
    const passwd* pg = getpwnam("postgres");
    if (pg == nullptr || chown(dir_.c_str(), pg->pw_uid, pg->pw_gid) != 0) {
      throw std::runtime_error("no postgres user to own " + dir_);
    }
  }
  start_watchdog();  // from here on, the folder is never left behind
  // -N: no fsync; the tests kill the hub, not the machine.
  const auto init = run(
      as_postgres({bin_ + "/initdb", "-D", dir_ + "/data", "-N", "-A", "trust", "-U", "postgres"}));
  if (init.exit_code != 0) throw std::runtime_error("initdb: " + init.err + init.out);
  start();
}

void PostgresServer::start_watchdog() {
  const pid_t parent = getpid();
  sigset_t signals;
  sigemptyset(&signals);
  sigaddset(&signals, SIGTERM);
  sigaddset(&signals, SIGUSR1);
  watchdog_ = fork();
  if (watchdog_ != 0) return;
  setsid();  // out of the test's process group, which a timeout may kill whole
  sigprocmask(SIG_BLOCK, &signals, nullptr);
  prctl(PR_SET_PDEATHSIG, SIGTERM);
  int received = SIGTERM;
  if (getppid() == parent) sigwait(&signals, &received);
  if (received == SIGTERM) {  // the test died: clean up after it
    (void)run(as_postgres({bin_ + "/pg_ctl", "-D", dir_ + "/data", "-m", "immediate", "stop"}));
    // The server's last children may still be closing files: try again while it fails.
    std::error_code ec;
    for (int attempt = 0; attempt < 50; ++attempt) {
      if (std::filesystem::remove_all(dir_, ec) != static_cast<std::uintmax_t>(-1) && !ec) break;
    }
  }
  _exit(0);
}

PostgresServer::~PostgresServer() {
  if (watchdog_ > 0) {  // the destructor cleans up itself: the watchdog just leaves
    kill(watchdog_, SIGUSR1);
    waitpid(watchdog_, nullptr, 0);
  }
  (void)run(as_postgres({bin_ + "/pg_ctl", "-D", dir_ + "/data", "-m", "immediate", "stop"}));
  std::error_code ec;
  std::filesystem::remove_all(dir_, ec);
}

std::string PostgresServer::url() const {
  return "postgresql://postgres@/postgres?host=" + dir_ + "&port=5432";
}

void PostgresServer::start() {
  const auto started = run(
      as_postgres({bin_ + "/pg_ctl", "-D", dir_ + "/data", "-w", "-t", "120", "-l", dir_ + "/log",
                   "-o", "-c listen_addresses='' -k " + dir_ + " -p 5432 -c fsync=off", "start"}));
  if (started.exit_code != 0) {
    throw std::runtime_error("pg_ctl start: " + started.out + file_text(dir_ + "/log"));
  }
}

void PostgresServer::stop() {
  const auto stopped =
      run(as_postgres({bin_ + "/pg_ctl", "-D", dir_ + "/data", "-w", "-m", "fast", "stop"}));
  if (stopped.exit_code != 0) throw std::runtime_error("pg_ctl stop: " + stopped.out);
}

}  // namespace tableref::test
