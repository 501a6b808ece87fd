#include "tableref/controllers/smashup/events_json.hpp"
#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/json_input.hpp"

#include <nlohmann/json.hpp>
#include <optional>
#include <type_traits>

namespace tableref::controllers {
namespace {

using Json = nlohmann::ordered_json;
namespace su = smashup;

Json base_json(const su::BaseCard& card) {
  Json j;
  j["set"] = card.set;
  j["name"] = card.name;
  j["breakpoint"] = card.breakpoint;
  j["vp"] = Json::array({card.vp[0], card.vp[1], card.vp[2]});
  j["printing"] = std::string(su::printing_name(card.printing));
  j["confidence"] = std::string(su::confidence_name(card.confidence));
  return j;
}

Json to_json(const su::StartGame& e) {
  Json j;
  j["players"] = Json::array();
  for (const auto& p : e.players) {
    j["players"].push_back(Json{
        {"name", p.name}, {"factions", {p.factions[0], p.factions[1]}}, {"madness", p.madness}});
  }
  j["bases"] = Json::array();
  for (const auto& b : e.bases) j["bases"].push_back(base_json(b));
  j["monsters"] = e.monsters;
  j["first_player"] = e.first_player;
  return j;
}
Json to_json(const su::ChangePower& e) {
  return Json{{"slot", e.slot}, {"player", e.player}, {"delta", e.delta}};
}
Json to_json(const su::ChangeMinions& e) {
  return Json{{"slot", e.slot}, {"player", e.player}, {"delta", e.delta}};
}
Json to_json(const su::ChangeCounters& e) {
  return Json{{"slot", e.slot}, {"player", e.player}, {"delta", e.delta}};
}
Json to_json(const su::SetTitan& e) {
  Json j{{"player", e.player}};
  j["slot"] = e.slot ? Json(*e.slot) : Json(nullptr);
  j["power"] = e.power;
  return j;
}
Json to_json(const su::AddMonster& e) {
  return Json{{"slot", e.slot}, {"power", e.power}};
}
Json to_json(const su::RemoveMonster& e) {
  return Json{{"slot", e.slot}, {"monster", e.monster}};
}
Json to_json(const su::ControlMonster& e) {
  return Json{{"slot", e.slot}, {"monster", e.monster}, {"player", e.player}};
}
Json to_json(const su::EditBase& e) {
  return Json{{"slot", e.slot}, {"breakpoint", e.breakpoint}, {"vp", {e.vp[0], e.vp[1], e.vp[2]}}};
}
Json to_json(const su::ChooseBase& e) {
  return Json{{"slot", e.slot}};
}
Json to_json(const su::ScoreBase& e) {
  Json j{{"slot", e.slot}};
  j["replacement"] = e.replacement ? base_json(*e.replacement) : Json(nullptr);
  j["forced"] = e.forced;
  return j;
}
Json to_json(const su::ReplaceBase& e) {
  return Json{{"slot", e.slot}, {"card", base_json(e.card)}};
}
Json to_json(const su::AdjustVp& e) {
  return Json{{"player", e.player}, {"delta", e.delta}, {"note", e.note}};
}
Json to_json(const su::ChangeMadness& e) {
  return Json{{"player", e.player}, {"delta", e.delta}};
}
Json to_json(const su::NextPhase&) {
  return Json::object();
}
Json to_json(const su::EndTurn&) {
  return Json::object();
}
Json to_json(const su::Undo&) {
  return Json::object();
}

// The range a stored number may take: far past any Smash Up count or power.
constexpr std::int64_t kLimit = 1000000;

// The words a base's printing and confidence are stored as.
std::string printing_words() {
  std::string words;
  for (const auto p : {su::Printing::kCurrent, su::Printing::kOriginal, su::Printing::kCustom}) {
    words += (words.empty() ? "" : " | ") + std::string(su::printing_name(p));
  }
  return words;
}
std::string confidence_words() {
  std::string words;
  for (const auto c : {su::Confidence::kCrossChecked, su::Confidence::kSingleSource,
                       su::Confidence::kSourcesDiffer, su::Confidence::kCustom}) {
    words += (words.empty() ? "" : " | ") + std::string(su::confidence_name(c));
  }
  return words;
}

// Reads fields of one object, collecting every problem as a shared input reason with the
// value's path ("start.players[1].factions"), never an English detail.
class Reader {
 public:
  Reader(const Json& object, std::string where, Violations& problems)
      : object_(object), where_(std::move(where)), problems_(problems) {}

  [[nodiscard]] std::string path(std::string_view key) const {
    return json_input::child(where_, key);
  }
  void about(InputReason reason, const std::string& path) {
    problems_.emplace_back(reason, std::vector<Param>{{"key", path}});
  }
  // An element that must be an object: false (and said) when it is not.
  bool is_object() {
    if (object_.is_object()) return true;
    about(InputReason::kNotObject, where_);
    return false;
  }

  const Json* field(const char* key) {
    if (!object_.is_object() || !object_.contains(key)) {
      about(InputReason::kMissing, path(key));
      return nullptr;
    }
    return &object_.at(key);
  }
  int integer(const char* key) {
    const Json* v = field(key);
    return v == nullptr ? 0 : integer_at(*v, path(key));
  }
  int integer_at(const Json& v, const std::string& at) {
    if (!v.is_number_integer()) {
      about(InputReason::kNotInteger, at);
      return 0;
    }
    const bool huge = v.is_number_unsigned() && v.get<std::uint64_t>() > kLimit;
    const auto n = huge ? kLimit + 1 : v.get<std::int64_t>();
    if (n < -kLimit || n > kLimit) {
      problems_.emplace_back(
          InputReason::kOutOfRange,
          std::vector<Param>{{"key", at}, {"value", v.dump()}, {"min", -kLimit}, {"max", kLimit}});
      return 0;
    }
    return static_cast<int>(n);
  }
  std::optional<int> optional_integer(const char* key) {
    const Json* v = field(key);
    if (v == nullptr || v->is_null()) return std::nullopt;
    return integer(key);
  }
  std::string text(const char* key) {
    const Json* v = field(key);
    if (v == nullptr) return {};
    if (!v->is_string()) {
      about(InputReason::kNotString, path(key));
      return {};
    }
    return v->get<std::string>();
  }
  bool boolean(const char* key) {
    const Json* v = field(key);
    if (v == nullptr) return false;
    if (!v->is_boolean()) {
      about(InputReason::kNotBoolean, path(key));
      return false;
    }
    return v->get<bool>();
  }
  // An array of exactly `count` items: its items, or nullptr (and said).
  const Json* list_of(const char* key, std::size_t count) {
    const Json* v = field(key);
    if (v == nullptr) return nullptr;
    if (!v->is_array()) {
      about(InputReason::kNotArray, path(key));
      return nullptr;
    }
    if (v->size() != count) {
      problems_.emplace_back(InputReason::kWrongCount,
                             std::vector<Param>{{"key", path(key)},
                                                {"count", static_cast<std::int64_t>(v->size())},
                                                {"expected", static_cast<std::int64_t>(count)}});
      return nullptr;
    }
    return v;
  }
  std::array<int, 3> three(const char* key) {
    std::array<int, 3> out{};
    const Json* v = list_of(key, 3);
    if (v == nullptr) return out;
    for (std::size_t i = 0; i < 3; ++i)
      out[i] = integer_at((*v)[i], json_input::element(path(key), i));
    return out;
  }
  // A stored word (a printing, a confidence): `parse` of it, or `fallback` (and said).
  template <typename T, typename Parse>
  T word(const char* key, Parse parse, const std::string& allowed, T fallback) {
    const Json* v = field(key);
    if (v == nullptr) return fallback;
    if (!v->is_string()) {
      about(InputReason::kNotString, path(key));
      return fallback;
    }
    const auto text = v->get<std::string>();
    if (auto parsed = parse(text)) return *parsed;
    problems_.push_back(json_input::not_one_of(path(key), text, allowed));
    return fallback;
  }
  su::BaseCard base(const char* key) {
    su::BaseCard card;
    const Json* v = field(key);
    if (v == nullptr) return card;
    return base_of(*v, path(key));
  }
  su::BaseCard base_of(const Json& v, const std::string& where) {
    Reader r(v, where, problems_);
    su::BaseCard card;
    if (!r.is_object()) return card;
    card.set = r.text("set");
    card.name = r.text("name");
    card.breakpoint = r.integer("breakpoint");
    card.vp = r.three("vp");
    card.printing = r.word(
        "printing", [](const std::string& t) { return su::parse_printing(t); }, printing_words(),
        su::Printing::kCurrent);
    card.confidence = r.word(
        "confidence", [](const std::string& t) { return su::parse_confidence(t); },
        confidence_words(), su::Confidence::kCrossChecked);
    return card;
  }
  [[nodiscard]] const Json& object() const { return object_; }
  [[nodiscard]] const std::string& where() const { return where_; }
  [[nodiscard]] Violations& problems() { return problems_; }

 private:
  const Json& object_;
  std::string where_;
  Violations& problems_;
};

su::Event read_start(Reader& r) {
  su::StartGame e;
  if (const Json* players = r.field("players")) {
    if (!players->is_array()) {
      r.about(InputReason::kNotArray, r.path("players"));
    } else {
      for (std::size_t i = 0; i < players->size(); ++i) {
        Reader p((*players)[i], json_input::element(r.path("players"), i), r.problems());
        su::PlayerSetup setup;
        if (p.is_object()) {
          setup.name = p.text("name");
          setup.madness = p.integer("madness");
          if (const Json* f = p.list_of("factions", 2)) {
            for (std::size_t k = 0; k < 2; ++k) {
              if ((*f)[k].is_string()) {
                setup.factions[k] = (*f)[k].get<std::string>();
              } else {
                p.about(InputReason::kNotString, json_input::element(p.path("factions"), k));
              }
            }
          }
        }
        e.players.push_back(std::move(setup));
      }
    }
  }
  if (const Json* bases = r.field("bases")) {
    if (!bases->is_array()) {
      r.about(InputReason::kNotArray, r.path("bases"));
    } else {
      for (std::size_t i = 0; i < bases->size(); ++i) {
        e.bases.push_back(r.base_of((*bases)[i], json_input::element(r.path("bases"), i)));
      }
    }
  }
  if (const Json* monsters = r.field("monsters")) {
    // One list of monster powers per base.
    if (!monsters->is_array()) {
      r.about(InputReason::kNotArray, r.path("monsters"));
    } else {
      for (std::size_t i = 0; i < monsters->size(); ++i) {
        const Json& slot = (*monsters)[i];
        const std::string at = json_input::element(r.path("monsters"), i);
        std::vector<int> powers;
        if (!slot.is_array()) {
          r.about(InputReason::kNotArray, at);
        } else {
          for (std::size_t m = 0; m < slot.size(); ++m) {
            powers.push_back(r.integer_at(slot[m], json_input::element(at, m)));
          }
        }
        e.monsters.push_back(std::move(powers));
      }
    }
  }
  e.first_player = r.integer("first_player");
  return e;
}

template <typename T>
su::Event read_slot_player_delta(Reader& r) {
  T e;
  e.slot = r.integer("slot");
  e.player = r.integer("player");
  e.delta = r.integer("delta");
  return e;
}

std::optional<su::Event> read_event(std::string_view kind, Reader& r) {
  if (kind == "start") return read_start(r);
  if (kind == "power") return read_slot_player_delta<su::ChangePower>(r);
  if (kind == "minions") return read_slot_player_delta<su::ChangeMinions>(r);
  if (kind == "counters") return read_slot_player_delta<su::ChangeCounters>(r);
  if (kind == "titan") {
    su::SetTitan e;
    e.player = r.integer("player");
    e.slot = r.optional_integer("slot");
    e.power = r.integer("power");
    return e;
  }
  if (kind == "monster_add") return su::AddMonster{r.integer("slot"), r.integer("power")};
  if (kind == "monster_remove") return su::RemoveMonster{r.integer("slot"), r.integer("monster")};
  if (kind == "monster_control") {
    su::ControlMonster e;
    e.slot = r.integer("slot");
    e.monster = r.integer("monster");
    e.player = r.integer("player");
    return e;
  }
  if (kind == "edit_base") {
    su::EditBase e;
    e.slot = r.integer("slot");
    e.breakpoint = r.integer("breakpoint");
    e.vp = r.three("vp");
    return e;
  }
  if (kind == "choose_base") return su::ChooseBase{r.integer("slot")};
  if (kind == "score_base") {
    su::ScoreBase e;
    e.slot = r.integer("slot");
    if (const Json* rep = r.field("replacement"); rep != nullptr && !rep->is_null()) {
      e.replacement = r.base("replacement");
    }
    e.forced = r.boolean("forced");
    return e;
  }
  if (kind == "replace_base") {
    su::ReplaceBase e;
    e.slot = r.integer("slot");
    e.card = r.base("card");
    return e;
  }
  if (kind == "adjust_vp") {
    su::AdjustVp e;
    e.player = r.integer("player");
    e.delta = r.integer("delta");
    e.note = r.text("note");
    return e;
  }
  if (kind == "madness") {
    su::ChangeMadness e;
    e.player = r.integer("player");
    e.delta = r.integer("delta");
    return e;
  }
  if (kind == "next_phase") return su::NextPhase{};
  if (kind == "end_turn") return su::EndTurn{};
  if (kind == "undo") return su::Undo{};
  return std::nullopt;
}

}  // namespace

std::string smashup_event_payload(const smashup::Event& event) {
  return std::visit([](const auto& e) { return to_json(e).dump(); }, event);
}

Result<smashup::Event> smashup_event_from_row(std::string_view kind, std::string_view payload) {
  // The shared reader says where the text broke (line and column).
  auto parsed = json_input::parse_ordered(payload);
  if (!parsed) return parsed.violations();
  const Json& json = parsed.value();
  if (!json.is_object()) {
    return Violation{InputReason::kNotObject, {Param{"key", std::string(kind)}}};
  }
  Violations problems;
  Reader reader(json, std::string(kind), problems);
  auto event = read_event(kind, reader);
  if (!event) {
    return json_input::not_one_of(
        "kind", kind,
        "start | power | minions | counters | titan | monster_add | monster_remove | "
        "monster_control | edit_base | choose_base | score_base | replace_base | adjust_vp | "
        "madness | next_phase | end_turn | undo");
  }
  if (!problems.empty()) return problems;
  return std::move(*event);
}

}  // namespace tableref::controllers
