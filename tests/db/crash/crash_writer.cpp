// The writer the crash test kills: opens the store at argv[1], starts a session, and
// appends events as fast as it can. Each line it prints names something already committed:
//   "session ID" after the session's row is committed, "event ID SEQ" after each event.
// stdout is flushed after every line, so a SIGKILL can only lose lines, never add one.
#include <cstdio>
#include <string>

#include "tableref/db/store.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: crash_writer DB\n");
    return 2;
  }
  auto store = tableref::db::Store::open(argv[1]);
  if (!store) {
    std::fprintf(stderr, "crash_writer: cannot open %s\n", argv[1]);
    return 1;
  }
  auto& s = store.value();
  tableref::db::NewSession session{
      "blokus", "classic", "{}", {{0, "Ann", "blue"}, {1, "Bo", "red"}}};
  auto id = s.create_session(session);
  if (!id) return 1;
  std::printf("session %lld\n", static_cast<long long>(id.value()));
  std::fflush(stdout);
  for (long long n = 0;; ++n) {
    auto event = s.append_event(id.value(), "place", R"({"n":)" + std::to_string(n) + "}");
    if (!event) {
      std::fprintf(stderr, "crash_writer: append failed\n");
      return 1;
    }
    std::printf("event %lld %lld\n", static_cast<long long>(id.value()),
                static_cast<long long>(event.value().seq));
    std::fflush(stdout);
  }
}
