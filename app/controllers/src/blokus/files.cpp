// Blokus's files: a .blksgf game as a session (import) and a session as .blksgf (export),
// and the position after a session's rows held in memory (History's replay).
#include <functional>
#include <nlohmann/json.hpp>

#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "tableref/controllers/local_time.hpp"
#include "tableref/controllers/session_export.hpp"
#include "tableref/controllers/setup_reason.hpp"
#include "tableref/referee/blokus/sgf.hpp"

namespace tableref::controllers {
namespace {

using Json = nlohmann::ordered_json;

// DT: the day the table played, in its own time zone (an import reads it back as that day).
std::string sgf_of(const blokus::GameState& game, const std::string& created_at) {
  return blokus::write_sgf(game, local_time_text(created_at, "%Y-%m-%d"));
}

}  // namespace

std::string blokus_seat_name(std::string_view role, std::size_t seat, const RenderText& render) {
  if (!render) return "Player " + std::to_string(seat + 1);
  if (role == "all") return render(CatalogText{"blokus.player.solo", {}, {}});
  std::string name;
  for (const auto& part : role_parts(role)) {
    if (!name.empty()) name += "+";
    name += render(CatalogText{"blokus.color." + part, {}, {}});
  }
  return name;
}

namespace {

using SeatNamer = std::function<std::string(std::size_t, const std::string&)>;

// Check the whole game before anything is written. A file records no first-move rule
// (Pentobi's start corners are fixed): a game whose colours started in other corners (an
// any-corner session, a board saved from a photo) is read under the any-corner rule when
// the fixed corners refuse it and that rule accepts it. True: the any-corner rule is needed.
Result<bool> needs_any_corner(const blokus::SgfGame& game) {
  auto replayed = blokus::replay(game);
  if (replayed.first_invalid && game.variant != blokus::Variant::kDuo) {
    auto corners = blokus::replay(game, blokus::Options{blokus::FirstMove::kAnyFreeCorner});
    if (!corners.first_invalid) return true;
  }
  if (replayed.first_invalid) return replayed.first_invalid->violations;
  return false;
}

// Home's setup of the file's variant, with its seats named.
Result<SessionSetup> setup_for(blokus::Variant variant, bool any_corner,
                               const SeatNamer& seat_name) {
  const GameInfo* home = find_game("blokus");
  const controllers::VariantInfo* home_variant =
      home != nullptr ? find_variant(*home, blokus_home_variant(variant)) : nullptr;
  if (home == nullptr || home_variant == nullptr) {
    return Violation{SetupReason::kUnknownVariant,
                     {Param{"variant", blokus_home_variant(variant)}}};
  }
  SessionSetup setup = default_setup(*home, *home_variant);
  if (any_corner) setup.options["first_move"] = "any-corner";
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    setup.seats[i].player = seat_name(i, setup.seats[i].role);
  }
  if (auto valid = validate(setup); !valid) return valid.violations();
  return setup;
}

// The game's events as the session logs them: each placement (setup, move, or a move the
// table overruled the referee on), with the file's "to move" marks before the placement
// they precede.
std::vector<db::Event> events_of(const blokus::SgfGame& game) {
  std::vector<db::Event> events;
  auto add = [&](std::string kind, const Json& json) {
    db::Event event;
    event.seq = static_cast<std::int64_t>(events.size()) + 1;
    event.kind = std::move(kind);
    event.payload = json.dump();
    events.push_back(std::move(event));
  };
  std::size_t index = 0;
  auto flush_to_move = [&](std::size_t before) {
    for (const auto& [at, color] : game.to_move) {
      if (at != before) continue;
      Json json;
      json["color"] = std::string(blokus::color_name(game.variant, color));
      add("to_move", json);
    }
  };
  for (const auto& placement : game.placements) {
    flush_to_move(index);
    Json json;
    json["color"] = std::string(blokus::color_name(game.variant, placement.color));
    json["cells"] = blokus::format_cells(placement.cells);
    if (!placement.setup) {
      json["entry"] = "file";
      json["used_ms"] = 0;
    }
    add(placement.setup ? "setup" : placement.overruled ? "overrule" : "place", json);
    ++index;
  }
  flush_to_move(index);
  return events;
}

// The record of a .blksgf game; `seat_name(seat, role)` names each seat.
Result<BlokusRecord> record_from_sgf(std::string_view text, const SeatNamer& seat_name) {
  auto game = blokus::read_sgf(text);
  if (!game) return game.violations();
  const auto any_corner = needs_any_corner(game.value());
  if (!any_corner) return any_corner.violations();
  const auto setup = setup_for(game.value().variant, any_corner.value(), seat_name);
  if (!setup) return setup.violations();
  BlokusRecord record;
  // When it was played (the file's DT), not when it is imported. DT has no time of day: noon
  // UTC keeps the same date in every time zone from UTC-11 to UTC+11.
  if (!game.value().date.empty()) record.session.created_at = game.value().date + "T12:00:00.000Z";
  record.session.game = setup.value().game;
  record.session.variant = setup.value().variant;
  record.session.rules_json = rules_json(setup.value());
  for (std::size_t i = 0; i < setup.value().seats.size(); ++i) {
    const auto& seat = setup.value().seats[i];
    record.session.seats.push_back(db::SeatEntry{static_cast<int>(i), seat.player, seat.role});
  }
  record.events = events_of(game.value());
  BlokusController folded;
  if (auto loaded = folded.load(record.session, record.events, 0); !loaded) {
    return loaded.violations();
  }
  if (folded.state().game_over()) {
    record.session.status = db::SessionStatus::kFinished;
    record.session.result_json = folded.result_json();
  }
  return record;
}

}  // namespace

Result<BlokusRecord> blokus_record_from_sgf(std::string_view text,
                                            const std::vector<std::string>& player_names) {
  return record_from_sgf(text, [&](std::size_t seat, const std::string&) {
    return seat < player_names.size() ? player_names[seat] : "Player " + std::to_string(seat + 1);
  });
}

Result<BlokusRecord> blokus_import_record(std::string_view text, const RenderText& render) {
  return record_from_sgf(text, [&](std::size_t seat, const std::string& role) {
    return blokus_seat_name(role, seat, render);
  });
}

Result<std::int64_t> create_blokus_session_from_sgf(db::Store& store, std::string_view text,
                                                    const std::vector<std::string>& player_names) {
  auto record = blokus_record_from_sgf(text, player_names);
  if (!record) return record.violations();
  const auto& r = record.value();
  // A file that says when it was played keeps that date (its events get it too).
  if (!r.session.created_at.empty()) {
    return import_session(store, SessionRecord{r.session, r.events});
  }
  db::NewSession session;
  session.game = r.session.game;
  session.variant = r.session.variant;
  session.rules_json = r.session.rules_json;
  session.seats = r.session.seats;
  auto created = store.create_session(session);
  if (!created) return created;
  const std::int64_t id = created.value();
  for (const auto& event : r.events) {
    if (auto s = store.append_event(id, event.kind, event.payload); !s) return s.violations();
  }
  if (r.session.status == db::SessionStatus::kFinished) {
    if (auto s = store.set_status(id, db::SessionStatus::kFinished, r.session.result_json); !s) {
      return s.violations();
    }
  }
  return id;
}

Result<BlokusController> blokus_controller_at(const db::SessionSummary& session,
                                              const std::vector<db::Event>& events,
                                              std::size_t step) {
  const auto n = static_cast<std::ptrdiff_t>(std::min(step, events.size()));
  const std::vector<db::Event> first(events.begin(), events.begin() + n);
  BlokusController controller;
  if (auto loaded = controller.load(session, first, 0); !loaded) return loaded.violations();
  return controller;
}

Result<blokus::GameState> blokus_state_of(const db::SessionSummary& session,
                                          const std::vector<db::Event>& events) {
  BlokusController controller;
  if (auto loaded = controller.load(session, events, 0); !loaded) return loaded.violations();
  return controller.state();
}

Result<std::string> export_blksgf(db::Store& store, std::int64_t session_id) {
  auto summary = store.session(session_id);
  if (!summary) return summary.violations();
  auto rows = store.events(session_id);
  if (!rows) return rows.violations();
  return write_blksgf(summary.value(), rows.value());
}

Result<std::string> write_blksgf(const db::SessionSummary& session,
                                 const std::vector<db::Event>& events) {
  auto state = blokus_state_of(session, events);
  if (!state) return state.violations();
  return sgf_of(state.value(), session.created_at);
}

Result<std::string> BlokusGame::write_export(const BlokusPlay& state, const SessionRecord& record,
                                             std::string_view /*format*/) {
  return sgf_of(state.game, record.session.created_at);
}

Result<SessionRecord> BlokusGame::read_import(std::string_view /*format*/, std::string_view text,
                                              const RenderText& render) {
  auto record = blokus_import_record(text, render);
  if (!record) return record.violations();
  return SessionRecord{std::move(record.value().session), std::move(record.value().events)};
}

}  // namespace tableref::controllers
