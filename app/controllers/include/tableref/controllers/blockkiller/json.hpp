#pragma once
// JSON faces of the Block-Killer referee types, shared by the CLI subcommands and the
// Block-Killer controller (session events are stored in this form). Parsing never throws: a
// problem of the input's shape is an InputReason naming the key (json_input.hpp; the CLI's
// usage error, exit 2).
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/blockkiller/attack.hpp"
#include "tableref/referee/blockkiller/garbage.hpp"
#include "tableref/referee/blockkiller/play.hpp"
#include "tableref/referee/blockkiller/rules.hpp"
#include "tableref/referee/blockkiller/table.hpp"
#include "tableref/search/blockkiller/best_play.hpp"

namespace tableref::controllers::blockkiller_json {

namespace bk = tableref::blockkiller;

// `rules` object: every option name of the reference; missing keys take their defaults.
[[nodiscard]] Result<bk::RuleOptions> parse_rules(const nlohmann::json& j);
[[nodiscard]] nlohmann::json rules_json(const bk::RuleOptions& rules);

// The starting field from "field" (rows top down) or "garbage" (cards from the floor up).
// A rule problem of the content (unknown card, bad row) comes back as a Violation.
struct FieldInput {
  std::optional<bk::Field> field;
  std::vector<bk::StackedGarbage> stack;  // the garbage rows, floor first (empty for "field")
  std::optional<Violation> violation;
};
[[nodiscard]] Result<FieldInput> parse_field(const nlohmann::json& doc,
                                             const std::vector<bk::GarbageCatalogEntry>& catalog);

// "pieces": [{"piece": "T", "cells": [[x, y], ...]}]; an unknown piece name is kept as
// nullopt so the referee answers not-a-piece.
struct PieceInput {
  std::optional<bk::Piece> piece;
  std::string name;
  std::vector<GridCell> cells;
};
[[nodiscard]] Result<std::vector<PieceInput>> parse_pieces(const nlohmann::json& j);

// The reason as the CLI names it: "not-a-piece", "out-of-field", ...
[[nodiscard]] std::string reason_slug(ReasonCode reason);

[[nodiscard]] nlohmann::json piece_attack_json(const bk::PieceAttack& a);
[[nodiscard]] nlohmann::json cells_json(const std::vector<GridCell>& cells);

// Table setup and events, as a session store can keep them (seats count from 0):
// {"players": 3, "first": 0, "clockwise": true, "rules": {...}}
// {"type": "draw", "player": 0, "two_block": false, "garbage_card": {"kind", "holes"}}
// {"type": "play", "player": 0, "target": 1, "blocks_used": 2, "garbage_used": 1,
//  "garbage_cleared": 1, "cleared_cards": [...], "attack": 4, "offset": 0,
//  "chain_after": {"combo": 1, "last_special": true}}
// {"type": "defend", "player": 1, "play": {...} or null}
// {"type": "pass", "player": 2}
[[nodiscard]] Result<bk::TableSetup> parse_setup(const nlohmann::json& j);
[[nodiscard]] Result<bk::TableEvent> parse_event(const nlohmann::json& j);
[[nodiscard]] nlohmann::json setup_json(const bk::TableSetup& setup);
[[nodiscard]] nlohmann::json event_json(const bk::TableEvent& event);
[[nodiscard]] nlohmann::json table_json(const bk::TableState& state);

}  // namespace tableref::controllers::blockkiller_json
