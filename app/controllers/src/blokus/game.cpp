#include "tableref/controllers/blokus/game.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/blokus/variants.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/controllers/setup_reason.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/referee/blokus/sgf.hpp"

namespace tableref::controllers {
namespace {

using Json = nlohmann::ordered_json;
using Kind = BlokusEvent::Kind;

// A field reader that never throws: a missing field or one of another type reads as empty.
std::string text_of(const Json& json, const char* key) {
  const auto it = json.find(key);
  return it != json.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// The "clocks" rule: "M+S" (M minutes each, S seconds extra a move), or false / "false"
// for none. Sessions made before the choice existed store true: 20 minutes + 30 seconds.
std::optional<BlokusClockConfig> parse_clocks(const Json& rules) {
  const auto it = rules.find("clocks");
  if (it == rules.end()) return std::nullopt;
  if (it->is_boolean()) {
    return it->get<bool>() ? std::optional<BlokusClockConfig>(BlokusClockConfig{}) : std::nullopt;
  }
  if (!it->is_string()) return std::nullopt;
  const auto text = it->get<std::string>();
  int minutes = 0;
  int seconds = 0;
  char plus = 0;
  std::istringstream in(text);
  if (!(in >> minutes >> plus >> seconds) || plus != '+' || minutes <= 0 || seconds < 0 ||
      !in.eof()) {
    return std::nullopt;
  }
  return BlokusClockConfig{std::int64_t{minutes} * 60 * 1000, std::int64_t{seconds} * 1000};
}

// The rules JSON as the session plays it; the referee's options beside.
BlokusSessionRules read_rules(const Json& rules, blokus::Options& options) {
  BlokusSessionRules read;
  if (!rules.is_object()) return read;
  // Absent in sessions stored before the rule existed: they were played without it.
  read.timeout_rule = rules.contains("timeout_piece") &&
                      (rules["timeout_piece"] == true || rules["timeout_piece"] == "true");
  if (text_of(rules, "first_move") == "any-corner") {
    options.first_move = blokus::FirstMove::kAnyFreeCorner;
  }
  read.online_scoring = text_of(rules, "scoring") == "online";
  const auto clocks = parse_clocks(rules);
  read.clocks = clocks.has_value();
  read.clock = clocks.value_or(BlokusClockConfig{});
  return read;
}

}  // namespace

int blokus_seat_of_player(const BlokusPlay& play, int player) {
  const auto& info = play.game.info();
  for (int c = 0; c < info.colors; ++c) {
    const auto at = static_cast<std::size_t>(c);
    if (info.owner[at] == player && play.seat_of_color[at] >= 0) return play.seat_of_color[at];
  }
  return -1;
}

int blokus_seat_for(const BlokusPlay& play, blokus::Color color) {
  if (color >= blokus::kMaxColors) return -1;
  if (play.game.info().shared_color == color) {
    return blokus_seat_of_player(play, play.game.player_for(color));
  }
  return play.seat_of_color[color];
}

Result<SessionStart<BlokusPlay>> BlokusGame::initial(const db::SessionSummary& session,
                                                     const std::vector<db::Event>& /*rows*/) {
  const auto variant = blokus_variant(session.variant);
  if (!variant) {
    return Violation{SetupReason::kUnknownVariant, {Param{"variant", session.variant}}};
  }
  blokus::Options options;
  BlokusPlay play;
  play.rules =
      read_rules(json_input::parse_tolerant<Json>(session.rules_json).value_or(Json()), options);
  play.game = blokus::GameState(*variant, options);
  auto seats = session.seats;
  std::sort(seats.begin(), seats.end(),
            [](const db::SeatEntry& a, const db::SeatEntry& b) { return a.seat < b.seat; });
  play.seat_of_color.assign(blokus::kMaxColors, -1);
  for (std::size_t i = 0; i < seats.size(); ++i) {
    for (const auto& word : role_parts(seats[i].role)) {
      for (int c = 0; c < play.game.colors(); ++c) {
        const auto color = static_cast<blokus::Color>(c);
        if (word == "all" || word == blokus_color_word(*variant, color)) {
          play.seat_of_color[static_cast<std::size_t>(c)] = static_cast<int>(i);
        }
      }
    }
  }
  return SessionStart<BlokusPlay>{std::move(play), 0};
}

Result<BlokusPlay> BlokusGame::apply(const BlokusPlay& state, const BlokusEvent& event) {
  BlokusPlay next = state;
  switch (event.kind) {
    case Kind::kToMove:
      next.game.set_to_move(event.color);
      return next;
    case Kind::kSetup:
      if (auto placed = next.game.setup(event.color, event.cells); !placed) {
        return placed.violations();
      }
      return next;
    case Kind::kPlace:
    case Kind::kOverrule:
      break;
  }
  const bool overruled = event.kind == Kind::kOverrule;
  const BlokusMoveRecord record{event.color,           blokus_seat_for(state, event.color),
                                event.used_ms,         overruled,
                                event.entry == "tray", event.entry == "timeout"};
  auto placed = overruled ? next.game.overrule(event.color, event.cells)
                          : next.game.play(event.color, event.cells);
  if (!placed) return placed.violations();
  next.moves.push_back(record);
  return next;
}

std::string BlokusGame::result_json(const BlokusPlay& state,
                                    const std::vector<db::SeatEntry>& seats) {
  const auto& game = state.game;
  const auto scores = blokus::score(game);
  const bool online = state.rules.online_scoring;
  Json result;
  result["players"] = Json::array();
  for (std::size_t i = 0; i < seats.size(); ++i) {
    int player = -1;
    for (int c = 0; c < game.colors(); ++c) {
      const auto at = static_cast<std::size_t>(c);
      if (state.seat_of_color[at] == static_cast<int>(i) && game.info().owner[at] >= 0) {
        player = game.info().owner[at];
        break;
      }
    }
    Json row;
    row["name"] = seats[i].player;
    int score = 0;
    int rank = 0;
    for (const auto& p : scores.players) {
      if (p.player != player) continue;
      score = online ? -p.remaining_squares : p.boxed;
      rank = online ? p.rank_online : p.rank_boxed;
    }
    row["score"] = score;
    row["rank"] = rank;
    row["winner"] = rank == 1;
    result["players"].push_back(row);
  }
  std::int64_t used = 0;
  for (const auto& move : state.moves) used += move.used_ms;
  result["duration_s"] = used / 1000;
  return result.dump();
}

}  // namespace tableref::controllers
