#include "tableref/controllers/blockkiller/json.hpp"

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/json_codec.hpp"
#include "tableref/controllers/json_input.hpp"

namespace tableref::controllers::blockkiller_json {
namespace {

namespace ji = json_input;
namespace jc = json_codec;

Violation about(InputReason reason, const std::string& key) {
  return Violation{reason, {Param{"key", key}}};
}

// The garbage kinds' words, for a message naming what is allowed.
std::string garbage_kind_words() {
  std::string words;
  for (int k = 0; k <= static_cast<int>(bk::GarbageKind::kCheckerboard); ++k) {
    if (!words.empty()) words += " | ";
    words += bk::garbage_kind_name(static_cast<bk::GarbageKind>(k));
  }
  return words;
}

// "holes": a column, a list of columns or "a,b"; each 0-9.
Violation bad_holes(const std::string& key, const nlohmann::json& value) {
  return Violation{InputReason::kOutOfRange,
                   {Param{"key", key}, Param{"value", value.dump()}, Param{"min", std::int64_t{0}},
                    Param{"max", std::int64_t{bk::kWidth - 1}}}};
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

Result<bk::RuleOptions> parse_rules(const nlohmann::json& j) {
  bk::RuleOptions r;
  if (j.is_null()) return r;
  if (!j.is_object()) return about(InputReason::kNotObject, "rules");
  for (const auto& [key, value] : j.items()) {
    const std::string path = ji::child("rules", key);
    if (key == "mode") {
      if (value == "standard") {
        r.mode = bk::Mode::kStandard;
      } else if (value == "no-mercy") {
        r.mode = bk::Mode::kNoMercy;
      } else {
        return ji::not_one_of(path, value, {"standard", "no-mercy"});
      }
      continue;
    }
    if (key == "kicks") {
      if (value == "srs") {
        r.kicks = bk::Kicks::kSrs;
      } else if (value == "srs-plus") {
        r.kicks = bk::Kicks::kSrsPlus;
      } else {
        return ji::not_one_of(path, value, {"srs", "srs-plus"});
      }
      continue;
    }
    bool* flag = key == "rotate180"                       ? &r.rotate180
                 : key == "all_spin"                      ? &r.all_spin
                 : key == "non_t_spin_is_mini"            ? &r.non_t_spin_is_mini
                 : key == "mini_weakening"                ? &r.mini_weakening
                 : key == "carry_over"                    ? &r.carry_over
                 : key == "merge_clears_with_first_piece" ? &r.merge_clears_with_first_piece
                                                          : nullptr;
    if (flag == nullptr) return about(InputReason::kUnknownKey, path);
    auto read = ji::read_bool(value, path);
    if (!read) return read.violations();
    *flag = read.value();
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

namespace {

// One card of a "garbage" stack, as written: its kind, its holes (where the card prints them,
// or where they end up on the field: then it was printed the other way round), flipped and
// merged.
Result<bk::StackedGarbage> read_garbage_card(const nlohmann::json& c, const std::string& path,
                                             const std::vector<bk::GarbageCatalogEntry>& catalog) {
  if (auto shape = ji::object_with_keys(c, path, {"kind", "holes", "flipped", "merged"}); !shape) {
    return shape.violations();
  }
  bk::StackedGarbage g;
  auto kind_value = ji::member(c, path, "kind");
  if (!kind_value) return kind_value.violations();
  auto kind_text = ji::read_string(*kind_value.value(), ji::child(path, "kind"));
  if (!kind_text) return kind_text.violations();
  const std::string kind = kind_text.value();
  for (auto [name, flag] : {std::pair{"flipped", &g.flipped}, std::pair{"merged", &g.merged}}) {
    if (const auto* value = ji::optional_member(c, name)) {
      auto read = ji::read_bool(*value, ji::child(path, name));
      if (!read) return read.violations();
      *flag = read.value();
    }
  }
  if (kind == "merged" || kind == "merged-checkerboard" || kind == "solid") {
    g.merged = true;
    g.card = bk::GarbageCard{bk::GarbageKind::kCheckerboard, 0x2AA};
    return g;
  }
  const auto k = bk::parse_garbage_kind(kind);
  if (!k) return ji::not_one_of(ji::child(path, "kind"), kind, garbage_kind_words());
  g.card.kind = *k;
  if (g.merged && *k != bk::GarbageKind::kCheckerboard) {
    // Only checkerboard cards merge.
    return ji::not_one_of(ji::child(path, "kind"), kind, "checkerboard");
  }
  if (c.contains("holes")) {
    const auto holes = parse_holes(c["holes"]);
    if (!holes) return bad_holes(ji::child(path, "holes"), c["holes"]);
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
    if (found != 1) return about(InputReason::kMissing, ji::child(path, "holes"));
  }
  return g;
}

}  // namespace

Result<FieldInput> parse_field(const nlohmann::json& doc,
                               const std::vector<bk::GarbageCatalogEntry>& catalog) {
  FieldInput out;
  const bool has_field = doc.contains("field");
  const bool has_garbage = doc.contains("garbage");
  if (has_field && has_garbage) {
    return Violation{InputReason::kExclusive, {Param{"key", "field"}, Param{"other", "garbage"}}};
  }
  if (has_field) {
    const auto& rows = doc["field"];
    if (!rows.is_array()) return about(InputReason::kNotArray, "field");
    std::vector<std::string> texts;
    for (std::size_t i = 0; i < rows.size(); ++i) {
      auto row = ji::read_string(rows[i], ji::element("field", i));
      if (!row) return row.violations();
      texts.push_back(std::move(row).value());
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
  if (!cards.is_array()) return about(InputReason::kNotArray, "garbage");
  std::vector<bk::StackedGarbage> stack;
  for (std::size_t i = 0; i < cards.size(); ++i) {
    auto card = read_garbage_card(cards[i], ji::element("garbage", i), catalog);
    if (!card) return card.violations();
    stack.push_back(card.value());
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

Result<std::vector<PieceInput>> parse_pieces(const nlohmann::json& j) {
  std::vector<PieceInput> out;
  if (!j.is_array()) return about(InputReason::kNotArray, "pieces");
  for (std::size_t i = 0; i < j.size(); ++i) {
    const auto& p = j[i];
    const std::string path = ji::element("pieces", i);
    if (!p.is_object()) return about(InputReason::kNotObject, path);
    auto name_value = ji::member(p, path, "piece");
    if (!name_value) return name_value.violations();
    auto name = ji::read_string(*name_value.value(), ji::child(path, "piece"));
    if (!name) return name.violations();
    auto cells_value = ji::member(p, path, "cells");
    if (!cells_value) return cells_value.violations();
    auto cells = ji::read_array(*cells_value.value(), ji::child(path, "cells"));
    if (!cells) return cells.violations();
    PieceInput in;
    in.name = name.value();
    in.piece = bk::parse_piece(in.name);
    for (std::size_t k = 0; k < cells.value()->size(); ++k) {
      const auto& c = (*cells.value())[k];
      std::optional<int> x;
      std::optional<int> y;
      if (c.is_array() && c.size() == 2) {
        x = read_int(c[0]);
        y = read_int(c[1]);
      } else if (c.is_object() && c.contains("x") && c.contains("y")) {
        x = read_int(c["x"]);
        y = read_int(c["y"]);
      }
      // A cell is [x, y] (or {"x", "y"}) with whole-number coordinates.
      if (!x || !y)
        return about(InputReason::kNotInteger, ji::element(ji::child(path, "cells"), k));
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

// An optional count at j[key], 0..max; `out` keeps its value when the key is absent.
Status read_count(const nlohmann::json& j, const char* key, int& out, int max = 1000) {
  if (!j.contains(key)) return Done{};
  const auto v = read_int(j[key]);
  if (!v) return about(InputReason::kNotInteger, key);
  if (*v < 0 || *v > max) {
    return Violation{InputReason::kOutOfRange,
                     {Param{"key", std::string(key)}, Param{"value", j[key].dump()},
                      Param{"min", std::int64_t{0}}, Param{"max", std::int64_t{max}}}};
  }
  out = *v;
  return Done{};
}

nlohmann::json chain_json(const bk::ChainState& c) {
  return nlohmann::json{{"combo", c.combo}, {"last_special", c.last_special}};
}

// A count in [0, max]: a whole JSON number (an integral 3.0 too), as the CLI's inputs are.
struct Count {
  using Value = int;
  int max = 1000;
  [[nodiscard]] Result<int> read(const nlohmann::json& value, std::string_view path) const {
    const auto v = read_int(value);
    if (!v) return about(InputReason::kNotInteger, std::string(path));
    if (*v < 0 || *v > max) {
      return Violation{InputReason::kOutOfRange,
                       {Param{"key", std::string(path)}, Param{"value", value.dump()},
                        Param{"min", std::int64_t{0}}, Param{"max", std::int64_t{max}}}};
    }
    return *v;
  }
  [[nodiscard]] nlohmann::ordered_json write(int count) const { return count; }
};

// A garbage card's holes: a column, a list of columns or "a,b"; written as the list.
struct Holes {
  using Value = std::uint16_t;
  [[nodiscard]] Result<Value> read(const nlohmann::json& value, std::string_view path) const {
    const auto holes = parse_holes(value);
    if (!holes) return bad_holes(std::string(path), value);
    return *holes;
  }
  [[nodiscard]] nlohmann::ordered_json write(Value holes) const { return bk::hole_columns(holes); }
};

const std::string& garbage_kind_words_text() {
  static const std::string words = garbage_kind_words();
  return words;
}

std::string_view kind_name(bk::GarbageKind kind) {
  return bk::garbage_kind_name(kind);
}

// Stored events carry the entry beside the referee's fields ("entry"), and a play's summary
// fields sit in the event itself: keys beyond the fields are passed over.
template <class Owner, class... Fields>
auto lenient(std::string_view tag, Fields... fields) {
  return jc::object<Owner>(tag, fields...).ignoring_other_keys();
}

const auto& card_codec() {
  static const auto codec = lenient<bk::GarbageCard>(
      "",
      jc::required("kind", &bk::GarbageCard::kind,
                   jc::Words<bk::GarbageKind>{&bk::parse_garbage_kind, &kind_name,
                                              garbage_kind_words_text()}),
      jc::optional("holes", &bk::GarbageCard::holes, Holes{}));
  return codec;
}

const auto& summary_codec() {
  static const auto chain = lenient<bk::ChainState>(
      "", jc::optional("combo", &bk::ChainState::combo, Count{}),
      jc::optional("last_special", &bk::ChainState::last_special, jc::Flag{}));
  static const auto codec = lenient<bk::PlaySummary>(
      "", jc::optional("blocks_used", &bk::PlaySummary::blocks_used, Count{}),
      jc::optional("garbage_used", &bk::PlaySummary::garbage_used, Count{}),
      jc::optional("garbage_cleared", &bk::PlaySummary::garbage_cleared, Count{}),
      jc::optional("cleared_cards", &bk::PlaySummary::cleared_cards, jc::list(card_codec())),
      jc::optional("attack", &bk::PlaySummary::attack, Count{1000000}),
      jc::optional("offset", &bk::PlaySummary::offset, Count{1000000}),
      jc::optional("chain_after", &bk::PlaySummary::chain_after, chain));
  return codec;
}

// A play event carries its summary's fields beside its player and target.
const auto& event_codec() {
  static const auto codec = jc::tagged_union<bk::TableEvent>(
      "type",
      lenient<bk::DrawEvent>(
          "draw", jc::optional("player", &bk::DrawEvent::player, Count{100}),
          jc::optional("two_block", &bk::DrawEvent::two_block, jc::Flag{}),
          jc::nullable("garbage_card", &bk::DrawEvent::garbage_card, card_codec())),
      lenient<bk::PlayEvent>(
          "play", jc::optional("player", &bk::PlayEvent::player, Count{100}),
          jc::optional("target", &bk::PlayEvent::target, Count{100}),
          jc::optional("blocks_used", jc::in(&bk::PlayEvent::play, &bk::PlaySummary::blocks_used),
                       Count{}),
          jc::optional("garbage_used", jc::in(&bk::PlayEvent::play, &bk::PlaySummary::garbage_used),
                       Count{}),
          jc::optional("garbage_cleared",
                       jc::in(&bk::PlayEvent::play, &bk::PlaySummary::garbage_cleared), Count{}),
          jc::optional("cleared_cards",
                       jc::in(&bk::PlayEvent::play, &bk::PlaySummary::cleared_cards),
                       jc::list(card_codec())),
          jc::optional("attack", jc::in(&bk::PlayEvent::play, &bk::PlaySummary::attack),
                       Count{1000000}),
          jc::optional("offset", jc::in(&bk::PlayEvent::play, &bk::PlaySummary::offset),
                       Count{1000000}),
          jc::optional("chain_after", jc::in(&bk::PlayEvent::play, &bk::PlaySummary::chain_after),
                       std::get<6>(summary_codec().fields).kind)),
      lenient<bk::DefendEvent>("defend",
                               jc::optional("player", &bk::DefendEvent::player, Count{100}),
                               jc::nullable("play", &bk::DefendEvent::play, summary_codec())),
      lenient<bk::PassEvent>("pass", jc::optional("player", &bk::PassEvent::player, Count{100})));
  return codec;
}

nlohmann::json card_json(const bk::GarbageCard& card) {
  return nlohmann::json(card_codec().write(card));
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

Result<bk::TableSetup> parse_setup(const nlohmann::json& j) {
  if (!j.is_object()) return about(InputReason::kNotObject, "setup");
  bk::TableSetup s;
  if (auto read = read_count(j, "players", s.players, 100); !read) return read.violations();
  if (auto read = read_count(j, "first", s.first, 100); !read) return read.violations();
  if (j.contains("clockwise")) {
    auto clockwise = ji::read_bool(j["clockwise"], "clockwise");
    if (!clockwise) return clockwise.violations();
    s.clockwise = clockwise.value();
  }
  auto rules = parse_rules(j.contains("rules") ? j["rules"] : nlohmann::json());
  if (!rules) return rules.violations();
  s.rules = rules.value();
  return s;
}

Result<bk::TableEvent> parse_event(const nlohmann::json& j) {
  if (!j.is_object()) return about(InputReason::kNotObject, "event");
  return event_codec().read(j, "");
}

nlohmann::json setup_json(const bk::TableSetup& s) {
  return nlohmann::json{{"players", s.players},
                        {"first", s.first},
                        {"clockwise", s.clockwise},
                        {"rules", rules_json(s.rules)}};
}

nlohmann::json event_json(const bk::TableEvent& event) {
  return nlohmann::json(event_codec().write(event));
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
