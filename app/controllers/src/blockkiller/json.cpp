#include "tableref/controllers/blockkiller/json.hpp"

namespace tableref::controllers::blockkiller_json {
namespace {

bool read_bool(const nlohmann::json& j, const std::string& key, bool& out, InputError& e) {
  if (!j.is_boolean()) {
    e.error = "rules." + key + " must be true or false";
    return false;
  }
  out = j.get<bool>();
  return true;
}

std::optional<int> read_int(const nlohmann::json& j) {
  if (j.is_number_integer()) {
    const auto v = j.get<std::int64_t>();
    if (v < -1000000 || v > 1000000) return std::nullopt;
    return static_cast<int>(v);
  }
  if (j.is_number_float()) {
    const double d = j.get<double>();
    if (d == static_cast<double>(static_cast<int>(d)) && d > -1e6 && d < 1e6)
      return static_cast<int>(d);
  }
  return std::nullopt;
}

std::optional<std::uint16_t> parse_holes(const nlohmann::json& j) {
  std::uint16_t mask = 0;
  auto add = [&](int c) {
    if (c < 0 || c >= bk::kWidth) return false;
    mask = static_cast<std::uint16_t>(mask | (1u << c));
    return true;
  };
  if (j.is_array()) {
    for (const auto& v : j) {
      const auto c = read_int(v);
      if (!c || !add(*c)) return std::nullopt;
    }
    return mask;
  }
  if (const auto c = read_int(j)) {
    if (!add(*c)) return std::nullopt;
    return mask;
  }
  if (j.is_string()) {
    std::string s = j.get<std::string>();
    std::size_t start = 0;
    while (start <= s.size()) {
      auto comma = s.find(',', start);
      if (comma == std::string::npos) comma = s.size();
      const std::string part = s.substr(start, comma - start);
      if (part.empty()) return std::nullopt;
      int c = 0;
      for (char ch : part) {
        if (ch < '0' || ch > '9') return std::nullopt;
        c = c * 10 + (ch - '0');
        if (c > 100) return std::nullopt;
      }
      if (!add(c)) return std::nullopt;
      start = comma + 1;
    }
    return mask;
  }
  return std::nullopt;
}

struct GarbageCardMirror {
  bk::GarbageKind kind;
  std::uint16_t holes;
  [[nodiscard]] bk::GarbageCard mirrored() const {
    std::uint16_t out = 0;
    for (int c = 0; c < bk::kWidth; ++c) {
      if ((holes >> c) & 1u) out = static_cast<std::uint16_t>(out | (1u << (bk::kWidth - 1 - c)));
    }
    return bk::GarbageCard{kind, out};
  }
};

}  // namespace

std::optional<bk::RuleOptions> parse_rules(const nlohmann::json& j, InputError& e) {
  bk::RuleOptions r;
  if (j.is_null()) return r;
  if (!j.is_object()) {
    e.error = "rules must be an object";
    return std::nullopt;
  }
  for (const auto& [key, value] : j.items()) {
    if (key == "mode") {
      if (value == "standard") {
        r.mode = bk::Mode::kStandard;
      } else if (value == "no-mercy") {
        r.mode = bk::Mode::kNoMercy;
      } else {
        e.error = "rules.mode must be \"standard\" or \"no-mercy\"";
        return std::nullopt;
      }
    } else if (key == "kicks") {
      if (value == "srs") {
        r.kicks = bk::Kicks::kSrs;
      } else if (value == "srs-plus") {
        r.kicks = bk::Kicks::kSrsPlus;
      } else {
        e.error = "rules.kicks must be \"srs\" or \"srs-plus\"";
        return std::nullopt;
      }
    } else if (key == "rotate180") {
      if (!read_bool(value, key, r.rotate180, e)) return std::nullopt;
    } else if (key == "all_spin") {
      if (!read_bool(value, key, r.all_spin, e)) return std::nullopt;
    } else if (key == "non_t_spin_is_mini") {
      if (!read_bool(value, key, r.non_t_spin_is_mini, e)) return std::nullopt;
    } else if (key == "mini_weakening") {
      if (!read_bool(value, key, r.mini_weakening, e)) return std::nullopt;
    } else if (key == "carry_over") {
      if (!read_bool(value, key, r.carry_over, e)) return std::nullopt;
    } else if (key == "merge_clears_with_first_piece") {
      if (!read_bool(value, key, r.merge_clears_with_first_piece, e)) return std::nullopt;
    } else {
      e.error = "unknown rule option \"" + key + "\"";
      return std::nullopt;
    }
  }
  return r;
}

nlohmann::json rules_json(const bk::RuleOptions& r) {
  return nlohmann::json{{"mode", std::string(bk::mode_name(r.mode))},
                        {"kicks", std::string(bk::kicks_name(r.kicks))},
                        {"rotate180", r.rotate180},
                        {"all_spin", r.all_spin},
                        {"non_t_spin_is_mini", r.non_t_spin_is_mini},
                        {"mini_weakening", r.mini_weakening},
                        {"carry_over", r.carry_over},
                        {"merge_clears_with_first_piece", r.merge_clears_with_first_piece}};
}

std::optional<FieldInput> parse_field(const nlohmann::json& doc,
                                      const std::vector<bk::GarbageCatalogEntry>& catalog,
                                      InputError& e) {
  FieldInput out;
  const bool has_field = doc.contains("field");
  const bool has_garbage = doc.contains("garbage");
  if (has_field && has_garbage) {
    e.error = "give either \"field\" or \"garbage\", not both";
    return std::nullopt;
  }
  if (has_field) {
    const auto& rows = doc["field"];
    if (!rows.is_array()) {
      e.error = "field must be an array of row strings";
      return std::nullopt;
    }
    std::vector<std::string> texts;
    for (const auto& row : rows) {
      if (!row.is_string()) {
        e.error = "field rows must be strings";
        return std::nullopt;
      }
      texts.push_back(row.get<std::string>());
    }
    auto field = bk::Field::from_rows_top_down(texts);
    if (field) {
      out.field = field.value();
    } else {
      out.violation = field.error();
    }
    return out;
  }
  if (!has_garbage) {
    out.field = bk::Field{};
    return out;
  }
  const auto& cards = doc["garbage"];
  if (!cards.is_array()) {
    e.error = "garbage must be an array of cards";
    return std::nullopt;
  }
  std::vector<bk::StackedGarbage> stack;
  for (const auto& c : cards) {
    if (!c.is_object()) {
      e.error = "each garbage card is an object {\"kind\", \"holes\", \"flipped\"}";
      return std::nullopt;
    }
    bk::StackedGarbage g;
    for (const auto& [key, value] : c.items()) {
      if (key != "kind" && key != "holes" && key != "flipped" && key != "merged") {
        e.error = "unknown garbage card key \"" + key + "\"";
        return std::nullopt;
      }
    }
    if (!c.contains("kind") || !c["kind"].is_string()) {
      e.error = "garbage card needs a \"kind\"";
      return std::nullopt;
    }
    const std::string kind = c["kind"].get<std::string>();
    if (c.contains("flipped")) {
      if (!c["flipped"].is_boolean()) {
        e.error = "garbage \"flipped\" must be true or false";
        return std::nullopt;
      }
      g.flipped = c["flipped"].get<bool>();
    }
    if (c.contains("merged")) {
      if (!c["merged"].is_boolean()) {
        e.error = "garbage \"merged\" must be true or false";
        return std::nullopt;
      }
      g.merged = c["merged"].get<bool>();
    }
    if (kind == "merged" || kind == "merged-checkerboard" || kind == "solid") {
      g.merged = true;
      g.card = bk::GarbageCard{bk::GarbageKind::kCheckerboard, 0x2AA};
      stack.push_back(g);
      continue;
    }
    const auto k = bk::parse_garbage_kind(kind);
    if (!k) {
      e.error = "unknown garbage kind \"" + kind + "\"";
      return std::nullopt;
    }
    g.card.kind = *k;
    if (g.merged && *k != bk::GarbageKind::kCheckerboard) {
      e.error = "only checkerboard cards merge";
      return std::nullopt;
    }
    if (c.contains("holes")) {
      const auto holes = parse_holes(c["holes"]);
      if (!holes) {
        e.error = "garbage \"holes\" must be columns 0-9 (a number, a list or \"a,b\")";
        return std::nullopt;
      }
      g.card.holes = *holes;
      bool printed = false;
      bool mirrored = false;
      const GarbageCardMirror m{*k, *holes};
      for (const auto& entry : catalog) {
        printed = printed || entry.card == g.card;
        mirrored = mirrored || entry.card == m.mirrored();
      }
      if (!printed && mirrored) {
        // Holes given where they end up on the field: the card printed the other way round.
        g.card = m.mirrored();
        g.flipped = true;
      }
    } else {
      // Kinds printed in one layout only (quad-hole, checkerboard) need no holes.
      int found = 0;
      for (const auto& entry : catalog) {
        if (entry.card.kind == *k) {
          g.card.holes = entry.card.holes;
          ++found;
        }
      }
      if (found != 1) {
        e.error = "garbage card of kind \"" + kind + "\" needs \"holes\"";
        return std::nullopt;
      }
    }
    stack.push_back(g);
  }
  auto field = bk::build_garbage_field(catalog, stack);
  out.stack = stack;
  if (field) {
    out.field = field.value();
  } else {
    out.violation = field.error();
  }
  return out;
}

std::optional<std::vector<PieceInput>> parse_pieces(const nlohmann::json& j, InputError& e) {
  std::vector<PieceInput> out;
  if (!j.is_array()) {
    e.error = "pieces must be an array";
    return std::nullopt;
  }
  for (const auto& p : j) {
    if (!p.is_object() || !p.contains("piece") || !p["piece"].is_string() || !p.contains("cells") ||
        !p["cells"].is_array()) {
      e.error = "each piece is {\"piece\": \"T\", \"cells\": [[x, y], ...]}";
      return std::nullopt;
    }
    PieceInput in;
    in.name = p["piece"].get<std::string>();
    in.piece = bk::parse_piece(in.name);
    for (const auto& c : p["cells"]) {
      std::optional<int> x;
      std::optional<int> y;
      if (c.is_array() && c.size() == 2) {
        x = read_int(c[0]);
        y = read_int(c[1]);
      } else if (c.is_object() && c.contains("x") && c.contains("y")) {
        x = read_int(c["x"]);
        y = read_int(c["y"]);
      }
      if (!x || !y) {
        e.error = "a cell is [x, y] with integer coordinates";
        return std::nullopt;
      }
      in.cells.push_back(GridCell{*x, *y});
    }
    out.push_back(std::move(in));
  }
  return out;
}

std::string reason_slug(ReasonCode reason) {
  std::string name(reason_name(reason));
  const auto dot = name.find('.');
  if (dot != std::string::npos) name = name.substr(dot + 1);
  for (auto& c : name) {
    if (c == '_') c = '-';
  }
  return name;
}

nlohmann::json piece_attack_json(const bk::PieceAttack& a) {
  return nlohmann::json{{"lines", a.lines},
                        {"spin", std::string(bk::spin_name(a.spin))},
                        {"special", a.special},
                        {"b2b", a.b2b},
                        {"combo", a.combo},
                        {"attack", a.attack},
                        {"offset", a.offset},
                        {"base", a.base},
                        {"b2b_bonus", a.b2b_bonus},
                        {"combo_bonus", a.combo_bonus},
                        {"scored_as_spin", a.scored_as_spin},
                        {"capped", a.capped}};
}

nlohmann::json cells_json(const std::vector<GridCell>& cells) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& c : cells) out.push_back(nlohmann::json::array({c.x, c.y}));
  return out;
}

namespace {

bool read_count(const nlohmann::json& j, const char* key, int& out, InputError& e, int max = 1000) {
  if (!j.contains(key)) return true;
  const auto v = read_int(j[key]);
  if (!v || *v < 0 || *v > max) {
    e.error = std::string("\"") + key + "\" must be an integer 0.." + std::to_string(max);
    return false;
  }
  out = *v;
  return true;
}

std::optional<bk::GarbageCard> parse_card(const nlohmann::json& j, InputError& e) {
  if (!j.is_object() || !j.contains("kind") || !j["kind"].is_string()) {
    e.error = "a garbage card is {\"kind\", \"holes\"}";
    return std::nullopt;
  }
  const auto kind = bk::parse_garbage_kind(j["kind"].get<std::string>());
  if (!kind) {
    e.error = "unknown garbage kind " + j["kind"].dump();
    return std::nullopt;
  }
  bk::GarbageCard card{*kind, 0};
  if (j.contains("holes")) {
    const auto holes = parse_holes(j["holes"]);
    if (!holes) {
      e.error = "garbage \"holes\" must be columns 0-9";
      return std::nullopt;
    }
    card.holes = *holes;
  }
  return card;
}

nlohmann::json card_json(const bk::GarbageCard& card) {
  return nlohmann::json{{"kind", std::string(bk::garbage_kind_name(card.kind))},
                        {"holes", bk::hole_columns(card.holes)}};
}

nlohmann::json chain_json(const bk::ChainState& c) {
  return nlohmann::json{{"combo", c.combo}, {"last_special", c.last_special}};
}

std::optional<bk::PlaySummary> parse_summary(const nlohmann::json& j, InputError& e) {
  if (!j.is_object()) {
    e.error = "a play is an object";
    return std::nullopt;
  }
  bk::PlaySummary p;
  if (!read_count(j, "blocks_used", p.blocks_used, e) ||
      !read_count(j, "garbage_used", p.garbage_used, e) ||
      !read_count(j, "garbage_cleared", p.garbage_cleared, e) ||
      !read_count(j, "attack", p.attack, e, 1000000) ||
      !read_count(j, "offset", p.offset, e, 1000000)) {
    return std::nullopt;
  }
  if (j.contains("cleared_cards")) {
    if (!j["cleared_cards"].is_array()) {
      e.error = "\"cleared_cards\" is a list of garbage cards";
      return std::nullopt;
    }
    for (const auto& c : j["cleared_cards"]) {
      auto card = parse_card(c, e);
      if (!card) return std::nullopt;
      p.cleared_cards.push_back(*card);
    }
  }
  if (j.contains("chain_after")) {
    const auto& c = j["chain_after"];
    if (!c.is_object()) {
      e.error = "\"chain_after\" is {\"combo\", \"last_special\"}";
      return std::nullopt;
    }
    if (!read_count(c, "combo", p.chain_after.combo, e)) return std::nullopt;
    if (c.contains("last_special")) {
      if (!c["last_special"].is_boolean()) {
        e.error = "\"last_special\" must be true or false";
        return std::nullopt;
      }
      p.chain_after.last_special = c["last_special"].get<bool>();
    }
  }
  return p;
}

nlohmann::json summary_json(const bk::PlaySummary& p) {
  nlohmann::json cards = nlohmann::json::array();
  for (const auto& c : p.cleared_cards) cards.push_back(card_json(c));
  return nlohmann::json{{"blocks_used", p.blocks_used},
                        {"garbage_used", p.garbage_used},
                        {"garbage_cleared", p.garbage_cleared},
                        {"cleared_cards", cards},
                        {"attack", p.attack},
                        {"offset", p.offset},
                        {"chain_after", chain_json(p.chain_after)}};
}

std::string_view phase_name(bk::Phase phase) {
  switch (phase) {
    case bk::Phase::kDraw:
      return "draw";
    case bk::Phase::kAct:
      return "act";
    case bk::Phase::kDefend:
      return "defend";
    case bk::Phase::kOver:
      return "over";
  }
  return "draw";
}

}  // namespace

std::optional<bk::TableSetup> parse_setup(const nlohmann::json& j, InputError& e) {
  if (!j.is_object()) {
    e.error = "setup is {\"players\", \"first\", \"clockwise\", \"rules\"}";
    return std::nullopt;
  }
  bk::TableSetup s;
  if (!read_count(j, "players", s.players, e, 100) || !read_count(j, "first", s.first, e, 100)) {
    return std::nullopt;
  }
  if (j.contains("clockwise")) {
    if (!j["clockwise"].is_boolean()) {
      e.error = "\"clockwise\" must be true or false";
      return std::nullopt;
    }
    s.clockwise = j["clockwise"].get<bool>();
  }
  auto rules = parse_rules(j.contains("rules") ? j["rules"] : nlohmann::json(), e);
  if (!rules) return std::nullopt;
  s.rules = *rules;
  return s;
}

std::optional<bk::TableEvent> parse_event(const nlohmann::json& j, InputError& e) {
  if (!j.is_object() || !j.contains("type") || !j["type"].is_string()) {
    e.error = "an event is {\"type\": \"draw|play|defend|pass\", ...}";
    return std::nullopt;
  }
  const std::string type = j["type"].get<std::string>();
  int player = 0;
  if (!read_count(j, "player", player, e, 100)) return std::nullopt;
  if (type == "draw") {
    bk::DrawEvent d;
    d.player = player;
    if (j.contains("two_block")) {
      if (!j["two_block"].is_boolean()) {
        e.error = "\"two_block\" must be true or false";
        return std::nullopt;
      }
      d.two_block = j["two_block"].get<bool>();
    }
    if (j.contains("garbage_card") && !j["garbage_card"].is_null()) {
      auto card = parse_card(j["garbage_card"], e);
      if (!card) return std::nullopt;
      d.garbage_card = *card;
    }
    return d;
  }
  if (type == "play") {
    bk::PlayEvent p;
    p.player = player;
    if (!read_count(j, "target", p.target, e, 100)) return std::nullopt;
    auto summary = parse_summary(j, e);
    if (!summary) return std::nullopt;
    p.play = *summary;
    return p;
  }
  if (type == "defend") {
    bk::DefendEvent d;
    d.player = player;
    if (j.contains("play") && !j["play"].is_null()) {
      auto summary = parse_summary(j["play"], e);
      if (!summary) return std::nullopt;
      d.play = *summary;
    }
    return d;
  }
  if (type == "pass") return bk::PassEvent{player};
  e.error = "unknown event type \"" + type + "\"";
  return std::nullopt;
}

nlohmann::json setup_json(const bk::TableSetup& s) {
  return nlohmann::json{{"players", s.players},
                        {"first", s.first},
                        {"clockwise", s.clockwise},
                        {"rules", rules_json(s.rules)}};
}

nlohmann::json event_json(const bk::TableEvent& event) {
  return std::visit(
      [](const auto& e) -> nlohmann::json {
        using E = std::decay_t<decltype(e)>;
        if constexpr (std::is_same_v<E, bk::DrawEvent>) {
          return nlohmann::json{{"type", "draw"},
                                {"player", e.player},
                                {"two_block", e.two_block},
                                {"garbage_card", e.garbage_card ? card_json(*e.garbage_card)
                                                                : nlohmann::json(nullptr)}};
        } else if constexpr (std::is_same_v<E, bk::PlayEvent>) {
          nlohmann::json j = summary_json(e.play);
          j["type"] = "play";
          j["player"] = e.player;
          j["target"] = e.target;
          return j;
        } else if constexpr (std::is_same_v<E, bk::DefendEvent>) {
          return nlohmann::json{{"type", "defend"},
                                {"player", e.player},
                                {"play", e.play ? summary_json(*e.play) : nlohmann::json(nullptr)}};
        } else {
          return nlohmann::json{{"type", "pass"}, {"player", e.player}};
        }
      },
      event);
}

nlohmann::json table_json(const bk::TableState& s) {
  nlohmann::json players = nlohmann::json::array();
  for (std::size_t i = 0; i < s.hands.size(); ++i) {
    const auto& h = s.hands[i];
    nlohmann::json known = nlohmann::json::array();
    for (const auto& c : h.known_garbage) known.push_back(card_json(c));
    players.push_back(
        nlohmann::json{{"seat", i},
                       {"blocks", h.blocks},
                       {"garbage", h.garbage},
                       {"known_garbage", known},
                       {"eliminated", h.eliminated},
                       {"may_draw_two_blocks", s.may_draw_two_blocks(static_cast<int>(i))},
                       {"chain", chain_json(h.chain)}});
  }
  nlohmann::json discard_known = nlohmann::json::array();
  for (const auto& c : s.discard.known_garbage) discard_known.push_back(card_json(c));
  nlohmann::json j{{"setup", setup_json(s.setup)},
                   {"players", players},
                   {"current", s.current},
                   {"phase", std::string(phase_name(s.phase))},
                   {"discard",
                    {{"blocks", s.discard.blocks},
                     {"garbage", s.discard.garbage},
                     {"known_garbage", discard_known}}},
                   {"winner", s.winner ? nlohmann::json(*s.winner) : nlohmann::json(nullptr)}};
  j["pending"] = s.pending ? nlohmann::json{{"attacker", s.pending->attacker},
                                            {"target", s.pending->target},
                                            {"attack", s.pending->attack}}
                           : nlohmann::json(nullptr);
  j["last_exchange"] = s.last_exchange
                           ? nlohmann::json{{"after_offset", s.last_exchange->after_offset},
                                            {"cancelled", s.last_exchange->cancelled},
                                            {"counter", s.last_exchange->counter},
                                            {"defender_draws", s.last_exchange->defender_draws}}
                           : nlohmann::json(nullptr);
  return j;
}

}  // namespace tableref::controllers::blockkiller_json
