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

// Reads fields of one object, collecting every problem.
class Reader {
 public:
  Reader(const Json& object, std::string where, Violations& problems)
      : object_(object), where_(std::move(where)), problems_(problems) {}

  const Json* field(const char* key) {
    if (!object_.is_object() || !object_.contains(key)) {
      bad(key, "missing");
      return nullptr;
    }
    return &object_.at(key);
  }
  int integer(const char* key) {
    const Json* v = field(key);
    if (v == nullptr) return 0;
    if (!v->is_number_integer()) {
      bad(key, "not a whole number");
      return 0;
    }
    const auto n = v->get<std::int64_t>();
    if (n < -1000000 || n > 1000000) {
      bad(key, "out of range");
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
      bad(key, "not a string");
      return {};
    }
    return v->get<std::string>();
  }
  bool boolean(const char* key) {
    const Json* v = field(key);
    if (v == nullptr) return false;
    if (!v->is_boolean()) {
      bad(key, "not true or false");
      return false;
    }
    return v->get<bool>();
  }
  std::array<int, 3> three(const char* key) {
    std::array<int, 3> out{};
    const Json* v = field(key);
    if (v == nullptr) return out;
    if (!v->is_array() || v->size() != 3) {
      bad(key, "not an array of 3 whole numbers");
      return out;
    }
    for (std::size_t i = 0; i < 3; ++i) {
      if (!(*v)[i].is_number_integer()) {
        bad(key, "not an array of 3 whole numbers");
        return out;
      }
      out[i] = static_cast<int>((*v)[i].get<std::int64_t>());
    }
    return out;
  }
  su::BaseCard base(const char* key) {
    su::BaseCard card;
    const Json* v = field(key);
    if (v == nullptr) return card;
    return base_of(*v, where_ + "." + key);
  }
  su::BaseCard base_of(const Json& v, const std::string& where) {
    Reader r(v, where, problems_);
    su::BaseCard card;
    card.set = r.text("set");
    card.name = r.text("name");
    card.breakpoint = r.integer("breakpoint");
    card.vp = r.three("vp");
    const std::string printing = r.text("printing");
    const std::string confidence = r.text("confidence");
    if (auto p = su::parse_printing(printing)) {
      card.printing = *p;
    } else {
      r.bad("printing", printing);
    }
    if (auto c = su::parse_confidence(confidence)) {
      card.confidence = *c;
    } else {
      r.bad("confidence", confidence);
    }
    return card;
  }
  void bad(const std::string& key, const std::string& detail) {
    problems_.emplace_back(InputReason::kBadValue,
                           std::vector<Param>{{"key", where_ + "." + key}, {"detail", detail}});
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
      r.bad("players", "not an array");
    } else {
      for (std::size_t i = 0; i < players->size(); ++i) {
        Reader p((*players)[i], r.where() + ".players[" + std::to_string(i) + "]", r.problems());
        su::PlayerSetup setup;
        setup.name = p.text("name");
        setup.madness = p.integer("madness");
        if (const Json* f = p.field("factions")) {
          if (!f->is_array() || f->size() != 2 || !(*f)[0].is_string() || !(*f)[1].is_string()) {
            p.bad("factions", "not two strings");
          } else {
            setup.factions = {(*f)[0].get<std::string>(), (*f)[1].get<std::string>()};
          }
        }
        e.players.push_back(std::move(setup));
      }
    }
  }
  if (const Json* bases = r.field("bases")) {
    if (!bases->is_array()) {
      r.bad("bases", "not an array");
    } else {
      for (std::size_t i = 0; i < bases->size(); ++i) {
        e.bases.push_back(r.base_of((*bases)[i], r.where() + ".bases[" + std::to_string(i) + "]"));
      }
    }
  }
  if (const Json* monsters = r.field("monsters")) {
    bool ok = monsters->is_array();
    if (ok) {
      for (const auto& slot : *monsters) {
        if (!slot.is_array()) {
          ok = false;
          break;
        }
        std::vector<int> powers;
        for (const auto& m : slot) {
          if (!m.is_number_integer()) {
            ok = false;
            break;
          }
          powers.push_back(static_cast<int>(m.get<std::int64_t>()));
        }
        e.monsters.push_back(std::move(powers));
      }
    }
    if (!ok) r.bad("monsters", "not an array of arrays of whole numbers");
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
  const Json json = Json::parse(payload, nullptr, false);
  if (json.is_discarded()) {
    // The shared reader says where the text broke (line and column).
    auto diagnosed = json_input::parse(payload);
    if (!diagnosed) return diagnosed.violations();
  }
  if (!json.is_object()) {
    return Violation{InputReason::kNotObject, {Param{"key", std::string(kind)}}};
  }
  Violations problems;
  Reader reader(json, std::string(kind), problems);
  auto event = read_event(kind, reader);
  if (!event) {
    return Violation{InputReason::kBadValue,
                     {Param{"key", std::string("kind")}, Param{"detail", std::string(kind)}}};
  }
  if (!problems.empty()) return problems;
  return std::move(*event);
}

}  // namespace tableref::controllers
