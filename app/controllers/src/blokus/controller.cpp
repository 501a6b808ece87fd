#include "tableref/controllers/blokus/controller.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/db/store_reason.hpp"
#include "tableref/referee/blokus/reason.hpp"
#include "tableref/referee/blokus/timeout.hpp"

namespace tableref::controllers {
namespace {

using Json = nlohmann::json;

std::int64_t int_of(const Json& json, const char* key) {
  const auto it = json.find(key);
  return it != json.end() && it->is_number_integer() ? it->get<std::int64_t>() : 0;
}

const char* entry_name(BlokusEntry entry) {
  switch (entry) {
    case BlokusEntry::kTray:
      return "tray";
    case BlokusEntry::kTimeout:
      return "timeout";
    case BlokusEntry::kCells:
      break;
  }
  return "cells";
}

}  // namespace

Status BlokusController::open(db::Store& store, std::int64_t session_id, std::int64_t now_ms) {
  auto summary = store.session(session_id);
  if (!summary) return summary.violations();
  auto rows = store.events(session_id);
  if (!rows) return rows.violations();
  if (auto opened = session_.open(store, summary.value(), rows.value()); !opened) return opened;
  session_id_ = session_id;
  if (auto clock = fold_clock(rows.value(), now_ms); !clock) return clock;
  // The running move's time saved by checkpoint(), when no event came after it.
  if (auto saved = store.setting(clock_key()); saved && saved.value()) {
    const Json point = json_input::parse_tolerant(*saved.value()).value_or(Json());
    if (point.is_object() && point.contains("events") &&
        int_of(point, "events") == static_cast<std::int64_t>(session_.rows())) {
      banked_ms_ = std::max(banked_ms_, int_of(point, "elapsed_ms"));
    }
  }
  return Done{};
}

Status BlokusController::load(const db::SessionSummary& s, const std::vector<db::Event>& rows,
                              std::int64_t now_ms) {
  if (auto loaded = session_.load(s, rows); !loaded) return loaded;
  session_id_ = s.id;
  return fold_clock(rows, now_ms);
}

// The clock rows beside the moves: a pause or a resume sets the running move's time; a move
// starts the next one from nothing; an undo gives back the time of the move it takes back.
Status BlokusController::fold_clock(const std::vector<db::Event>& rows, std::int64_t now_ms) {
  running_ = true;
  banked_ms_ = 0;
  position_events_ = 0;
  std::vector<std::int64_t> used;  // the time of each move standing
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const auto& row = rows[i];
    if (row.kind != "clock") position_events_ = static_cast<std::int64_t>(i) + 1;
    if (row.kind == "place" || row.kind == "overrule") {
      used.push_back(blokus_used_ms(row.payload));
      banked_ms_ = 0;
    } else if (row.kind == kUndoKind && !used.empty()) {
      banked_ms_ = used.back();  // the clock goes back to where that move ended
      used.pop_back();
    } else if (row.kind == "clock") {
      // The engine's fold has read it already (BlokusGame::read_beside).
      auto clock = blokus_clock_row(row.payload, json_input::element("events", i));
      if (!clock) return clock.violations();
      running_ = clock.value().resumed();
      banked_ms_ = clock.value().elapsed_ms;
    }
  }
  running_since_ = now_ms;
  last_checkpoint_ = now_ms;
  return Done{};
}

Result<blokus::PlacementInfo> BlokusController::check(blokus::Color color,
                                                      const std::vector<GridCell>& cells) const {
  return state().check(color, cells);
}

Result<blokus::PlacementInfo> BlokusController::place(blokus::Color color,
                                                      const std::vector<GridCell>& cells,
                                                      BlokusEntry entry, std::int64_t now_ms) {
  return put(color, cells, entry, false, now_ms);
}

Result<blokus::PlacementInfo> BlokusController::overrule(blokus::Color color,
                                                         const std::vector<GridCell>& cells,
                                                         BlokusEntry entry, std::int64_t now_ms) {
  return put(color, cells, entry, true, now_ms);
}

Result<blokus::PlacementInfo> BlokusController::put(blokus::Color color,
                                                    const std::vector<GridCell>& cells,
                                                    BlokusEntry entry, bool overruled,
                                                    std::int64_t now_ms,
                                                    std::optional<std::uint64_t> seed) {
  if (!is_open()) return Violation{db::StoreReason::kNotFound};
  // The ruling first, for the cells in the referee's order that the row stores; the session
  // applies it (BlokusGame::apply), so the position is not copied and played twice.
  auto placed = overruled ? state().check_overrule(color, cells) : state().check(color, cells);
  if (!placed) return placed;
  BlokusEvent event;
  event.kind = overruled ? BlokusEvent::Kind::kOverrule : BlokusEvent::Kind::kPlace;
  event.variant = state().variant();
  event.color = color;
  event.cells = placed.value().cells;
  event.entry = entry_name(entry);
  event.used_ms = turn_elapsed(now_ms);
  event.timeout_seed = seed;
  if (auto acted = session_.act(std::move(event)); !acted) return acted.violations();
  position_events_ = static_cast<std::int64_t>(session_.rows());
  banked_ms_ = 0;
  running_since_ = now_ms;
  return placed;
}

Status BlokusController::undo(std::int64_t now_ms) {
  const auto banked = moves().empty() ? banked_ms_ : moves().back().used_ms;
  if (auto undone = session_.undo(); !undone) return undone;
  position_events_ = static_cast<std::int64_t>(session_.rows());
  banked_ms_ = banked;  // the clock goes back to where that move ended
  running_since_ = now_ms;
  return Done{};
}

Status BlokusController::redo(std::int64_t now_ms) {
  if (auto redone = session_.redo(); !redone) return redone;
  position_events_ = static_cast<std::int64_t>(session_.rows());
  banked_ms_ = 0;
  running_since_ = now_ms;
  return Done{};
}

Status BlokusController::pause(std::int64_t now_ms) {
  if (!is_open()) return Violation{db::StoreReason::kNotFound};
  if (!running_) return Done{};
  const std::int64_t elapsed = turn_elapsed(now_ms);
  const std::string row = blokus_clock_payload(BlokusClockRow{"pause", elapsed});
  if (auto stored = session_.append_beside("clock", row); !stored) return stored;
  running_ = false;
  banked_ms_ = elapsed;
  return Done{};
}

Status BlokusController::resume(std::int64_t now_ms) {
  if (!is_open()) return Violation{db::StoreReason::kNotFound};
  if (running_) return Done{};
  const std::string row = blokus_clock_payload(BlokusClockRow{"resume", banked_ms_});
  if (auto stored = session_.append_beside("clock", row); !stored) return stored;
  running_ = true;
  running_since_ = now_ms;
  return Done{};
}

void BlokusController::checkpoint(std::int64_t now_ms) {
  if (!is_open() || !running_ || state().game_over()) return;
  if (now_ms - last_checkpoint_ < 1000) return;
  last_checkpoint_ = now_ms;
  const Json json{{"events", static_cast<std::int64_t>(session_.rows())},
                  {"elapsed_ms", turn_elapsed(now_ms)}};
  (void)session_.store()->set_setting(clock_key(), json.dump());
}

std::string BlokusController::clock_key() const {
  return "blokus.clock." + std::to_string(session_id_);
}

std::vector<std::string> BlokusController::players_of(const blokus::PlayerScore& player) const {
  std::vector<int> seen;
  std::vector<std::string> players;
  for (const auto color : player.colors) {
    const int seat = seat_for(color);
    if (seat < 0 || std::find(seen.begin(), seen.end(), seat) != seen.end()) continue;
    seen.push_back(seat);
    players.push_back(seats()[static_cast<std::size_t>(seat)].player);
  }
  return players;
}

std::int64_t BlokusController::turn_elapsed(std::int64_t now_ms) const {
  if (!running_ || state().game_over()) return banked_ms_;
  return banked_ms_ + std::max<std::int64_t>(0, now_ms - running_since_);
}

int BlokusController::clock_player() const {
  const auto color = state().to_move();
  return color ? seat_for(*color) : -1;
}

std::int64_t BlokusController::total_used(int seat, std::int64_t now_ms) const {
  // The extra time of each move is used first; only the rest counts against the total.
  std::int64_t used = 0;
  for (const auto& move : moves()) {
    if (move.player == seat) used += blokus::charged_to_total(clock_config(), move.used_ms);
  }
  if (clock_player() == seat) {
    used += blokus::charged_to_total(clock_config(), turn_elapsed(now_ms));
  }
  return used;
}

bool BlokusController::timed_out(std::int64_t now_ms) const {
  if (!timeout_rule() || state().game_over()) return false;
  const int player = clock_player();
  if (player < 0) return false;
  return blokus::out_of_time(clock_config(), total_used(player, now_ms), turn_elapsed(now_ms));
}

std::uint64_t BlokusController::timeout_seed() const {
  return blokus::timeout_seed(session_id_, position_events_);
}

std::optional<blokus::PlacementInfo> BlokusController::timeout_proposal() const {
  const auto color = state().to_move();
  if (!color) return std::nullopt;
  const auto placement = blokus::timeout_placement(state(), *color, timeout_seed());
  if (!placement) return std::nullopt;
  return state().describe(*color, *placement);
}

Result<blokus::PlacementInfo> BlokusController::confirm_timeout(std::int64_t now_ms) {
  if (!is_open()) return Violation{db::StoreReason::kNotFound};
  const auto proposal = timeout_proposal();
  if (!proposal) return Violation{blokus::Reason::kBlokusGameOver};
  return put(proposal->color, proposal->cells, BlokusEntry::kTimeout, false, now_ms,
             timeout_seed());
}

}  // namespace tableref::controllers
