#include "tableref/controllers/session_result.hpp"

#include "tableref/controllers/json_input.hpp"

#include <cstdio>
#include <ctime>
#include <nlohmann/json.hpp>

namespace tableref::controllers {
namespace {

using ordered = nlohmann::ordered_json;

// Seconds since the epoch of "YYYY-MM-DDTHH:MM:SS[.fff]Z"; nullopt when unreadable.
std::optional<std::int64_t> epoch_seconds(const std::string& iso) {
  std::tm tm{};
  int year = 0;
  int month = 0;
  if (std::sscanf(iso.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d", &year, &month, &tm.tm_mday, &tm.tm_hour,
                  &tm.tm_min, &tm.tm_sec) != 6) {
    return std::nullopt;
  }
  tm.tm_year = year - 1900;
  tm.tm_mon = month - 1;
  return static_cast<std::int64_t>(timegm(&tm));
}

}  // namespace

std::optional<SessionResult> parse_session_result(std::string_view result_json) {
  if (result_json.empty()) return std::nullopt;
  const auto parsed = json_input::parse_tolerant<ordered>(result_json);
  if (!parsed || !parsed->is_object()) return std::nullopt;
  const auto& j = *parsed;
  const auto players = j.find("players");
  if (players == j.end() || !players->is_array()) return std::nullopt;
  SessionResult result;
  for (const auto& p : *players) {
    if (!p.is_object()) continue;
    PlayerResult row;
    if (auto it = p.find("name"); it != p.end() && it->is_string()) {
      row.name = it->get<std::string>();
    }
    if (auto it = p.find("seat"); it != p.end() && it->is_number_integer()) {
      row.seat = it->get<int>();
    }
    if (auto it = p.find("score"); it != p.end() && it->is_number()) {
      row.score = it->get<double>();
    }
    if (auto it = p.find("rank"); it != p.end() && it->is_number_integer()) {
      row.rank = it->get<int>();
    }
    if (auto it = p.find("winner"); it != p.end() && it->is_boolean()) {
      row.winner = it->get<bool>();
    }
    result.players.push_back(std::move(row));
  }
  if (auto it = j.find("duration_s"); it != j.end() && it->is_number_integer()) {
    result.duration_s = it->get<std::int64_t>();
  }
  if (auto it = j.find("start_seat"); it != j.end() && it->is_number_integer()) {
    result.start_seat = it->get<int>();
  }
  return result;
}

std::string session_result_json(const SessionResult& result) {
  ordered players = ordered::array();
  for (const auto& p : result.players) {
    ordered row{{"name", p.name}};
    if (p.seat) row["seat"] = *p.seat;
    if (p.score) {
      const double s = *p.score;
      if (s == static_cast<double>(static_cast<std::int64_t>(s))) {
        row["score"] = static_cast<std::int64_t>(s);
      } else {
        row["score"] = s;
      }
    }
    if (p.rank) row["rank"] = *p.rank;
    row["winner"] = p.winner;
    players.push_back(std::move(row));
  }
  ordered j{{"players", players}};
  if (result.duration_s) j["duration_s"] = *result.duration_s;
  if (result.start_seat) j["start_seat"] = *result.start_seat;
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

const db::SeatEntry* seat_of(const db::SessionSummary& session, const PlayerResult& player) {
  for (const auto& seat : session.seats) {
    if (player.seat ? seat.seat == *player.seat : seat.player == player.name) return &seat;
  }
  return nullptr;
}

std::int64_t elapsed_seconds(const db::SessionSummary& session,
                             const std::vector<db::Event>& events) {
  const auto start = epoch_seconds(session.created_at);
  const auto end = epoch_seconds(events.empty() ? session.updated_at : events.back().at);
  if (!start || !end || *end < *start) return 0;
  return *end - *start;
}

}  // namespace tableref::controllers
