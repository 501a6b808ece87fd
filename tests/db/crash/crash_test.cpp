// Crash safety, proven: starts crash_writer (argv[1]) on one database file, kills it with
// SIGKILL at a random moment, and checks after every kill that the database opens,
// PRAGMA integrity_check is ok, and every session and event the writer reported as
// committed is there. Kills: TABLEREF_CRASH_KILLS (default 60); seed: TABLEREF_CRASH_SEED.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <thread>

#include "tableref/db/store.hpp"

namespace {

int fail(const std::string& why) {
  std::fprintf(stderr, "FAIL: %s\n", why.c_str());
  return 1;
}

// Runs the writer for `delay`, kills it, and answers everything it printed.
std::string run_and_kill(const char* writer, const std::string& db,
                         std::chrono::microseconds delay) {
  int fds[2];
  if (pipe(fds) != 0) return {};
  const pid_t pid = fork();
  if (pid == 0) {
    dup2(fds[1], STDOUT_FILENO);
    close(fds[0]);
    close(fds[1]);
    execl(writer, writer, db.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(fds[1]);
  // Drain the pipe while the writer runs, so a full pipe never slows it down.
  std::string output;
  std::thread reader([&] {
    char buffer[65536];
    ssize_t n = 0;
    while ((n = read(fds[0], buffer, sizeof buffer)) > 0)
      output.append(buffer, static_cast<std::size_t>(n));
  });
  std::this_thread::sleep_for(delay);
  kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  reader.join();  // the write end closed with the writer: everything printed is read
  close(fds[0]);
  return output;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) return fail("usage: crash_test CRASH_WRITER");
  const char* kills_env = std::getenv("TABLEREF_CRASH_KILLS");
  const int kills = kills_env ? std::atoi(kills_env) : 60;
  const char* seed_env = std::getenv("TABLEREF_CRASH_SEED");
  const unsigned seed = seed_env ? static_cast<unsigned>(std::strtoul(seed_env, nullptr, 10))
                                 : std::random_device{}();
  std::printf("crash test: %d kills, TABLEREF_CRASH_SEED=%u\n", kills, seed);
  std::mt19937 random(seed);

  const auto dir =
      std::filesystem::temp_directory_path() / ("tableref_crash_" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string db = (dir / "crash.db").string();

  std::map<long long, long long> committed;  // session -> highest seq reported
  long long total_events = 0;
  int result = 0;
  for (int round = 0; round < kills && result == 0; ++round) {
    // Mostly short runs, some very short (inside open and migration), some longer.
    std::uniform_int_distribution<int> kind(0, 9);
    const int k = kind(random);
    const int max_us = k < 2 ? 3000 : k < 8 ? 80000 : 300000;
    std::uniform_int_distribution<int> delay(0, max_us);
    const auto output = run_and_kill(argv[1], db, std::chrono::microseconds(delay(random)));

    std::istringstream lines(output);
    std::string line;
    while (std::getline(lines, line)) {
      if (lines.eof()) break;  // a last line without its newline was cut by the kill
      std::istringstream words(line);
      std::string what;
      long long session = 0;
      long long seq = 0;
      words >> what >> session;
      if (what == "session") {
        committed.emplace(session, 0);
      } else if (what == "event" && (words >> seq)) {
        committed[session] = std::max(committed[session], seq);
        ++total_events;
      }
    }

    auto store = tableref::db::Store::open(db);
    if (!store) {
      result = fail("round " + std::to_string(round) + ": the database does not open");
      break;
    }
    auto& c = store.value().connection();
    auto check = c.prepare("PRAGMA integrity_check");
    if (!check || !check.value().step().value() || check.value().column_text(0) != "ok") {
      result = fail("round " + std::to_string(round) + ": integrity_check is not ok");
      break;
    }
    for (const auto& [session, seq] : committed) {
      auto count = c.prepare(
          "SELECT COUNT(*), COALESCE(MAX(seq), 0) FROM events WHERE session_id = ? AND seq <= ?");
      count.value().bind(1, session).bind(2, seq);
      auto row = count.value().step();
      auto exists = store.value().session(session);
      if (!row || !row.value() || !exists) {
        result = fail("round " + std::to_string(round) + ": session " + std::to_string(session) +
                      " is gone");
        break;
      }
      if (count.value().column_int(0) != seq || count.value().column_int(1) != seq) {
        result = fail("round " + std::to_string(round) + ": session " + std::to_string(session) +
                      " has " + std::to_string(count.value().column_int(0)) + " of the " +
                      std::to_string(seq) + " events reported committed");
        break;
      }
    }
  }
  std::printf("crash test: %zu sessions, %lld events reported committed, all present\n",
              committed.size(), total_events);
  std::filesystem::remove_all(dir);
  return result;
}
