#include "tableref/controllers/blockkiller/draft.hpp"

#include <algorithm>

#include "tableref/referee/blockkiller/fumen.hpp"
#include "tableref/referee/blockkiller/placement.hpp"

namespace tableref::controllers {
namespace {

namespace bk = blockkiller;

// Garbage cards behind the rows of an imported field: a full row (two merged
// checkerboards) is two cards, any other non-empty row one.
int field_row_cards(const bk::Field& field, const std::vector<int>& rows) {
  int cards = 0;
  for (const int y : rows) {
    const auto row = field.row(y);
    if (row == bk::kFullRow) {
      cards += 2;
    } else if (row != 0) {
      cards += 1;
    }
  }
  return cards;
}

std::vector<int> all_rows(const bk::Field& field) {
  std::vector<int> rows;
  for (int y = 0; y < field.height(); ++y) rows.push_back(y);
  return rows;
}

}  // namespace

int stack_cards(const std::vector<bk::StackedGarbage>& stack) {
  int cards = 0;
  for (const auto& row : stack) cards += row.merged ? 2 : 1;
  return cards;
}

std::vector<bk::GarbageCatalogEntry> stack_catalog(const BlockKillerDraft& draft) {
  std::vector<bk::GarbageCatalogEntry> catalog;
  for (const auto& row : draft.stack) {
    if (!row.merged) catalog.push_back({row.card, 1});
  }
  return catalog;
}

Result<bk::Field> draft_field(const BlockKillerDraft& draft,
                              const std::vector<bk::GarbageCatalogEntry>& catalog) {
  if (draft.imported) return *draft.imported;
  return bk::build_garbage_field(catalog, draft.stack);
}

DraftEvaluation evaluate_draft(const BlockKillerDraft& draft,
                               const std::vector<bk::GarbageCatalogEntry>& catalog,
                               const bk::RuleOptions& rules, bk::ChainState chain,
                               int hand_garbage) {
  DraftEvaluation out;
  if (draft.mode == EntryMode::kQuick) {
    auto attack = bk::quick_play(draft.quick, rules, chain);
    if (!attack) {
      out.problem = attack.error();
    } else {
      out.attack = attack.value();
    }
    int lines = 0;
    for (const auto& piece : draft.quick) lines += std::max(0, piece.lines);
    const int cards = std::clamp(lines, 0, std::max(0, hand_garbage));
    out.summary.blocks_used = static_cast<int>(draft.quick.size());
    out.summary.garbage_used = cards;
    out.summary.garbage_cleared = cards;
  } else {
    auto field = draft_field(draft, catalog);
    if (!field) {
      out.problem = field.error();
      return out;
    }
    out.start = field.value();
    out.verdict = bk::evaluate_play(out.start, draft.pieces, rules, chain);
    out.attack = out.verdict->attack;
    for (const auto& piece : out.verdict->pieces) {
      if (piece.violation) out.problem = piece.violation;
    }
    out.summary.blocks_used = static_cast<int>(draft.pieces.size());
    if (draft.imported) {
      out.summary.garbage_used = field_row_cards(out.start, all_rows(out.start));
      out.summary.garbage_cleared = field_row_cards(out.start, out.verdict->cleared_rows);
    } else {
      out.summary.garbage_used = stack_cards(draft.stack);
      out.summary.garbage_cleared = bk::cards_in_rows(draft.stack, out.verdict->cleared_rows);
    }
  }
  out.summary.attack = out.attack.attack;
  out.summary.offset = out.attack.offset;
  out.summary.chain_after = out.attack.chain;
  return out;
}

NextPieceRuling rule_next_piece(const BlockKillerDraft& draft, const std::vector<GridCell>& tapped,
                                std::optional<bk::Piece> ghost_piece,
                                const std::vector<GridCell>& ghost,
                                const std::vector<bk::GarbageCatalogEntry>& catalog,
                                const bk::RuleOptions& rules, bk::ChainState chain,
                                int hand_garbage) {
  NextPieceRuling out;
  std::vector<GridCell> cells = tapped;
  if (!tapped.empty()) {
    auto piece = bk::identify_piece(tapped);
    if (!piece) {
      if (tapped.size() == 2 || tapped.size() == 3) {
        out.state = NextPieceState::kIncomplete;
      } else {
        out.state = NextPieceState::kIllegal;
        out.problem = piece.error();
      }
      return out;
    }
    out.piece = piece.value();
  } else {
    if (!ghost_piece || ghost.empty()) return out;
    out.piece = *ghost_piece;
    cells = ghost;
  }
  BlockKillerDraft next = draft;
  next.mode = EntryMode::kField;
  next.pieces.push_back({*out.piece, cells});
  const auto eval = evaluate_draft(next, catalog, rules, chain, hand_garbage);
  if (eval.problem) {
    out.state = NextPieceState::kIllegal;
    out.problem = eval.problem;
    return out;
  }
  out.state = NextPieceState::kLegal;
  if (eval.verdict && !eval.verdict->pieces.empty()) {
    out.lines = eval.verdict->pieces.back().lines;
    out.spin = eval.verdict->pieces.back().spin;
  }
  if (!eval.attack.pieces.empty()) out.attack = eval.attack.pieces.back().attack;
  out.next = std::move(next);
  return out;
}

Result<std::vector<bk::fumen::Page>> draft_fumen_pages(
    const BlockKillerDraft& draft, const std::vector<bk::GarbageCatalogEntry>& catalog,
    const std::vector<std::string>& comments) {
  auto field = draft_field(draft, catalog);
  if (!field) return field.violations();
  return bk::fumen::pages_from_play(field.value(), draft.pieces, comments);
}

Result<std::string> draft_fumen(const BlockKillerDraft& draft,
                                const std::vector<bk::GarbageCatalogEntry>& catalog) {
  auto pages = draft_fumen_pages(draft, catalog);
  if (!pages) return pages.violations();
  return bk::fumen::encode(pages.value());
}

Result<BlockKillerDraft> draft_from_fumen(const std::string& text) {
  auto pages = bk::fumen::decode(text);
  if (!pages) return pages.violations();
  auto play = bk::fumen::play_from_pages(pages.value());
  if (!play) return play.violations();
  BlockKillerDraft draft;
  draft.mode = EntryMode::kField;
  draft.imported = play.value().field;
  draft.pieces = play.value().pieces;
  return draft;
}

nlohmann::json draft_json(const BlockKillerDraft& draft) {
  nlohmann::json j;
  if (draft.mode == EntryMode::kQuick) {
    j["mode"] = "quick";
    j["pieces"] = nlohmann::json::array();
    for (const auto& p : draft.quick) {
      j["pieces"].push_back({{"lines", p.lines}, {"spin", std::string(bk::spin_name(p.spin))}});
    }
    return j;
  }
  j["mode"] = "field";
  if (draft.imported) {
    j["field"] = draft.imported->to_rows_top_down();
  } else {
    j["garbage"] = nlohmann::json::array();
    for (const auto& row : draft.stack) {
      if (row.merged) {
        j["garbage"].push_back({{"kind", "checkerboard"}, {"merged", true}});
        continue;
      }
      j["garbage"].push_back({{"kind", std::string(bk::garbage_kind_name(row.card.kind))},
                              {"holes", bk::hole_columns(row.card.holes)},
                              {"flipped", row.flipped}});
    }
  }
  j["pieces"] = nlohmann::json::array();
  for (const auto& p : draft.pieces) {
    nlohmann::json cells = nlohmann::json::array();
    for (const auto& c : p.cells) cells.push_back({c.x, c.y});
    j["pieces"].push_back({{"piece", std::string(bk::piece_name(p.piece))}, {"cells", cells}});
  }
  return j;
}

std::optional<BlockKillerDraft> draft_from_json(const nlohmann::json& j) {
  if (!j.is_object() || !j.contains("mode") || !j["mode"].is_string()) return std::nullopt;
  BlockKillerDraft d;
  const auto pieces = j.value("pieces", nlohmann::json::array());
  if (!pieces.is_array()) return std::nullopt;
  if (j["mode"] == "quick") {
    for (const auto& p : pieces) {
      if (!p.is_object()) return std::nullopt;
      const auto spin = bk::parse_spin(p.value("spin", std::string("none")));
      if (!spin || !p.contains("lines") || !p["lines"].is_number_integer()) return std::nullopt;
      d.quick.push_back({p["lines"].get<int>(), *spin});
    }
    return d;
  }
  d.mode = EntryMode::kField;
  if (j.contains("field")) {
    if (!j["field"].is_array()) return std::nullopt;
    std::vector<std::string> rows;
    for (const auto& r : j["field"]) {
      if (!r.is_string()) return std::nullopt;
      rows.push_back(r.get<std::string>());
    }
    auto field = bk::Field::from_rows_top_down(rows);
    if (!field) return std::nullopt;
    d.imported = field.value();
  }
  for (const auto& g : j.value("garbage", nlohmann::json::array())) {
    if (!g.is_object()) return std::nullopt;
    bk::StackedGarbage row;
    if (g.value("merged", false)) {
      row.merged = true;
      row.card.kind = bk::GarbageKind::kCheckerboard;
      d.stack.push_back(row);
      continue;
    }
    const auto kind = bk::parse_garbage_kind(g.value("kind", std::string()));
    if (!kind) return std::nullopt;
    row.card.kind = *kind;
    for (const auto& h : g.value("holes", nlohmann::json::array())) {
      if (!h.is_number_integer()) return std::nullopt;
      const int c = h.get<int>();
      if (c < 0 || c >= bk::kWidth) return std::nullopt;
      row.card.holes = static_cast<std::uint16_t>(row.card.holes | (1u << c));
    }
    row.flipped = g.value("flipped", false);
    d.stack.push_back(row);
  }
  for (const auto& p : pieces) {
    if (!p.is_object()) return std::nullopt;
    const auto piece = bk::parse_piece(p.value("piece", std::string()));
    if (!piece) return std::nullopt;
    bk::PlacedPiece placed;
    placed.piece = *piece;
    for (const auto& c : p.value("cells", nlohmann::json::array())) {
      if (!c.is_array() || c.size() != 2 || !c[0].is_number_integer() ||
          !c[1].is_number_integer()) {
        return std::nullopt;
      }
      placed.cells.push_back({c[0].get<int>(), c[1].get<int>()});
    }
    d.pieces.push_back(std::move(placed));
  }
  return d;
}

}  // namespace tableref::controllers
