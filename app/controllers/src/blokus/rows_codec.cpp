// Blokus's stored rows, declared once (json_codec.hpp): the moves' rows (place, overrule,
// setup, to_move) and the clock rows beside them, read and written by the same declarations.
//
// What rows from earlier versions hold, and how they still read:
//   - a move stored before the entry was kept has no "entry" (read as "cells") and, before
//     the clocks were kept, no "used_ms" (read as 0);
//   - keys no declaration names are passed over, as the hand-written reader did;
//   - "entry", "used_ms", "timeout_seed" and "redo" of another type read as absent, and a
//     clock row's "action" and "elapsed_ms" too (that reader never refused them). An entry
//     that is not text now reads as "cells" where it read as "": the same move (neither the
//     tray nor a time-out), though a redo of it writes the entry back;
//   - "color" and "cells" are checked, with the shared input reasons at their path
//     ("events[3].color"); every fault of a row is reported, in the declared order.
// A colour is named as the session's variant names it ("1".."4", Duo's "B"/"W"), so the
// declarations are made for the variant of the game being read.
#include <limits>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/blokus/game.hpp"
#include "tableref/controllers/json_codec.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/referee/blokus/sgf.hpp"

namespace tableref::controllers {
namespace {

namespace jc = json_codec;
using jc::json;
using jc::ordered_json;
using Kind = BlokusEvent::Kind;

// ---- kinds ------------------------------------------------------------------------------

// A colour by the variant's name for it.
struct ColorName {
  using Value = blokus::Color;
  blokus::Variant variant;

  [[nodiscard]] Result<blokus::Color> read(const json& value, std::string_view path) const {
    if (!value.is_string()) return jc::about(InputReason::kNotString, path);
    const auto text = value.get<std::string>();
    if (const auto color = blokus::color_from_name(variant, text)) return *color;
    std::string allowed;
    for (int c = 0; c < blokus::variant_info(variant).colors; ++c) {
      allowed += (allowed.empty() ? "" : " | ") +
                 std::string(blokus::color_name(variant, static_cast<blokus::Color>(c)));
    }
    return json_input::not_one_of(path, text, allowed);
  }
  [[nodiscard]] ordered_json write(blokus::Color color) const {
    return std::string(blokus::color_name(variant, color));
  }
};

// The cells of a placement as one text, "a20,b20".
struct CellList {
  using Value = std::vector<GridCell>;

  [[nodiscard]] Result<Value> read(const json& value, std::string_view path) const {
    if (!value.is_string()) return jc::about(InputReason::kNotString, path);
    const auto text = value.get<std::string>();
    Value cells;
    std::string part;
    for (const char c : text + ",") {
      if (c != ',') {
        part += c;
        continue;
      }
      const auto cell = blokus::parse_cell(part);
      if (!cell) {
        return Violation{InputReason::kNotLike,
                         {Param{"key", std::string(path)}, Param{"value", text},
                          Param{"example", std::string("a20,b20")}}};
      }
      cells.push_back(*cell);
      part.clear();
    }
    return cells;
  }
  [[nodiscard]] ordered_json write(const Value& cells) const { return blokus::format_cells(cells); }
};

// A whole number kept as a JSON number, the full range of a uint64 (a time-out's seed).
struct Seed {
  using Value = std::uint64_t;
  [[nodiscard]] Result<std::uint64_t> read(const json& value, std::string_view path) const {
    if (!value.is_number_unsigned()) return jc::about(InputReason::kNotInteger, path);
    return value.get<std::uint64_t>();
  }
  [[nodiscard]] ordered_json write(std::uint64_t seed) const { return seed; }
};

constexpr jc::Number<std::int64_t> kMilliseconds{std::numeric_limits<std::int64_t>::min(),
                                                 std::numeric_limits<std::int64_t>::max()};

// ---- rows -------------------------------------------------------------------------------

// A move's row as stored; the event's entry and time are written only when it has an entry
// (a set-up from a file has neither).
struct MoveRow {
  blokus::Color color = 0;
  std::vector<GridCell> cells;
  std::optional<std::string> entry;
  std::optional<std::int64_t> used_ms;
  std::optional<std::uint64_t> timeout_seed;
  std::optional<bool> redo;  // written only as true
};

auto move_codec(blokus::Variant variant) {
  return jc::object<MoveRow>(
             "place", jc::required("color", &MoveRow::color, ColorName{variant}),
             jc::required("cells", &MoveRow::cells, CellList{}),
             jc::tolerant(jc::omittable("entry", &MoveRow::entry, jc::Text{})),
             jc::tolerant(jc::omittable("used_ms", &MoveRow::used_ms, kMilliseconds)),
             jc::tolerant(jc::omittable("timeout_seed", &MoveRow::timeout_seed, Seed{})),
             jc::tolerant(jc::omittable("redo", &MoveRow::redo, jc::Flag{})))
      .ignoring_other_keys();
}
// A file's set-up placement: its colour and cells.
auto setup_codec(blokus::Variant variant) {
  return jc::object<BlokusEvent>("setup",
                                 jc::required("color", &BlokusEvent::color, ColorName{variant}),
                                 jc::required("cells", &BlokusEvent::cells, CellList{}))
      .ignoring_other_keys();
}
// A file's colour to move.
auto to_move_codec(blokus::Variant variant) {
  return jc::object<BlokusEvent>("to_move",
                                 jc::required("color", &BlokusEvent::color, ColorName{variant}))
      .ignoring_other_keys();
}

const auto kClockCodec =
    jc::object<BlokusClockRow>(
        "clock", jc::tolerant(jc::optional("action", &BlokusClockRow::action, jc::Text{})),
        jc::tolerant(jc::optional("elapsed_ms", &BlokusClockRow::elapsed_ms, kMilliseconds)))
        .ignoring_other_keys();

struct UsedTime {
  std::int64_t used_ms = 0;
};
const auto kUsedTimeCodec =
    jc::object<UsedTime>("",
                         jc::tolerant(jc::optional("used_ms", &UsedTime::used_ms, kMilliseconds)))
        .ignoring_other_keys();

BlokusEvent event_of(Kind kind, blokus::Variant variant, MoveRow row) {
  BlokusEvent event;
  event.kind = kind;
  event.variant = variant;
  event.color = row.color;
  event.cells = std::move(row.cells);
  // A move stored before the entry was kept was entered by its cells.
  event.entry = row.entry.value_or("cells");
  event.used_ms = row.used_ms.value_or(0);
  event.timeout_seed = row.timeout_seed;
  event.redo = row.redo.value_or(false);
  return event;
}

MoveRow row_of(const BlokusEvent& event) {
  MoveRow row{event.color, event.cells, {}, {}, event.timeout_seed, {}};
  if (!event.entry.empty()) {
    row.entry = event.entry;
    row.used_ms = event.used_ms;
  }
  if (event.redo) row.redo = true;
  return row;
}

}  // namespace

std::string_view BlokusGame::kind(const BlokusEvent& event) {
  switch (event.kind) {
    case Kind::kOverrule:
      return "overrule";
    case Kind::kSetup:
      return "setup";
    case Kind::kToMove:
      return "to_move";
    case Kind::kPlace:
      break;
  }
  return "place";
}

std::string BlokusGame::payload(const BlokusEvent& event) {
  switch (event.kind) {
    case Kind::kToMove:
      return to_move_codec(event.variant).write(event).dump();
    case Kind::kSetup:
      return setup_codec(event.variant).write(event).dump();
    case Kind::kPlace:
    case Kind::kOverrule:
      break;
  }
  return move_codec(event.variant).write(row_of(event)).dump();
}

Result<BlokusEvent> BlokusGame::decode_at(const BlokusPlay& state, std::string_view kind,
                                          std::string_view payload, std::string_view where) {
  std::optional<Kind> known;
  if (kind == "place") known = Kind::kPlace;
  if (kind == "overrule") known = Kind::kOverrule;
  if (kind == "setup") known = Kind::kSetup;
  if (kind == "to_move") known = Kind::kToMove;
  if (!known) {
    // The engine's rows are named too: they are Blokus's kinds as much as these.
    return json_input::not_one_of(json_input::child(where, "kind"), kind,
                                  "place | overrule | setup | to_move | undo | clock");
  }
  // The shared reader says where the text broke (line and column).
  auto parsed = json_input::parse(payload);
  if (!parsed) return parsed.violations();
  const auto variant = state.game.variant();
  if (*known == Kind::kPlace || *known == Kind::kOverrule) {
    auto row = move_codec(variant).read(parsed.value(), where);
    if (!row) return row.violations();
    return event_of(*known, variant, std::move(row).value());
  }
  auto event = *known == Kind::kSetup ? setup_codec(variant).read(parsed.value(), where)
                                      : to_move_codec(variant).read(parsed.value(), where);
  if (!event) return event;
  event.value().kind = *known;
  event.value().variant = variant;
  return event;
}

Status BlokusGame::read_beside(std::string_view /*kind*/, std::string_view payload,
                               std::string_view where) {
  auto row = blokus_clock_row(payload, where);
  if (!row) return row.violations();
  return Done{};
}

Result<BlokusClockRow> blokus_clock_row(std::string_view payload, std::string_view where) {
  auto parsed = json_input::parse(payload);
  if (!parsed) return parsed.violations();
  return kClockCodec.read(parsed.value(), where);
}

std::string blokus_clock_payload(const BlokusClockRow& row) {
  return kClockCodec.write(row).dump();
}

std::int64_t blokus_used_ms(std::string_view payload) {
  auto parsed = json_input::parse(payload);
  if (!parsed) return 0;
  auto used = kUsedTimeCodec.read(parsed.value(), "");
  return used ? used.value().used_ms : 0;
}

}  // namespace tableref::controllers
