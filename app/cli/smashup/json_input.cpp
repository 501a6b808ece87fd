#include "json_input.hpp"

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <set>
#include "tableref/base/input_reason.hpp"
#include "tableref/referee/reason.hpp"

namespace tableref::cli::smashup_json {
namespace {

using nlohmann::json;

constexpr std::int64_t kMinInt = -1000000;
constexpr std::int64_t kMaxInt = 1000000;

Violation problem(ReasonCode reason, const std::string& key) {
  return Violation{reason, {Param{"key", key}}};
}

Result<json> parse(const std::string& text) {
  try {
    return json::parse(text);
  } catch (const json::parse_error& e) {
    return Violation{Reason::kSmashupJsonSyntax,
                     {Param{"byte", static_cast<std::int64_t>(e.byte)}}};
  } catch (const json::exception&) {
    return Violation{Reason::kSmashupJsonSyntax, {Param{"byte", std::int64_t{0}}}};
  }
}

// Refuses keys outside `known` (a typo would otherwise be read as a missing optional key).
std::optional<Violation> unknown_key(const json& object, const std::string& path,
                                     std::initializer_list<std::string_view> known) {
  for (const auto& [key, value] : object.items()) {
    bool ok = false;
    for (auto k : known) ok = ok || key == k;
    if (!ok) {
      return Violation{InputReason::kUnknownKey,
                       {Param{"key", path.empty() ? key : path + "." + key}}};
    }
  }
  return std::nullopt;
}

std::string join(const std::string& path, std::string_view key) {
  return path.empty() ? std::string(key) : path + "." + std::string(key);
}

// Reads a JSON value as an int of a sensible size.
Result<int> integer_value(const json& value, const std::string& where) {
  if (!value.is_number_integer()) return problem(Reason::kSmashupJsonNotInteger, where);
  const bool too_big = value.is_number_unsigned() && value.get<std::uint64_t>() > kMaxInt;
  const std::int64_t number = too_big ? kMaxInt + 1 : value.get<std::int64_t>();
  if (number < kMinInt || number > kMaxInt) {
    return Violation{Reason::kSmashupJsonRange,
                     {Param{"key", where}, Param{"value", value.dump()}, Param{"min", kMinInt},
                      Param{"max", kMaxInt}}};
  }
  return static_cast<int>(number);
}

// Reads an integer at object[key]; `fallback` when absent (nullopt: required).
Result<int> integer(const json& object, const std::string& path, std::string_view key,
                    std::optional<int> fallback) {
  const std::string where = join(path, key);
  const auto it = object.find(key);
  if (it == object.end()) {
    if (fallback) return *fallback;
    return problem(Reason::kSmashupJsonMissing, where);
  }
  return integer_value(*it, where);
}

Result<std::string> string(const json& object, const std::string& path, std::string_view key) {
  const std::string where = join(path, key);
  const auto it = object.find(key);
  if (it == object.end()) return problem(Reason::kSmashupJsonMissing, where);
  if (!it->is_string()) return problem(Reason::kSmashupJsonNotString, where);
  return it->get<std::string>();
}

Result<bool> boolean(const json& object, const std::string& path, std::string_view key) {
  const auto it = object.find(key);
  if (it == object.end()) return false;
  if (!it->is_boolean()) return problem(Reason::kSmashupJsonNotBoolean, join(path, key));
  return it->get<bool>();
}

// The array at object[key] (required), or the problem.
Result<const json*> array(const json& object, const std::string& path, std::string_view key) {
  const auto it = object.find(key);
  if (it == object.end()) return problem(Reason::kSmashupJsonMissing, join(path, key));
  if (!it->is_array()) return problem(Reason::kSmashupJsonNotArray, join(path, key));
  return &*it;
}

std::string element(std::string_view key, std::size_t index) {
  return std::string(key) + "[" + std::to_string(index) + "]";
}

}  // namespace

Result<ScoreBaseInput> read_score_base(const std::string& text) {
  auto parsed = parse(text);
  if (!parsed) return parsed.violations();
  const json& root = parsed.value();
  if (!root.is_object()) return problem(Reason::kSmashupJsonNotObject, "(top level)");
  if (auto v = unknown_key(root, "", {"breakpoint", "vp", "players", "monsters"})) return *v;

  ScoreBaseInput input;
  auto breakpoint = integer(root, "", "breakpoint", std::nullopt);
  if (!breakpoint) return breakpoint.violations();
  input.breakpoint = breakpoint.value();

  auto vp = array(root, "", "vp");
  if (!vp) return vp.violations();
  for (std::size_t i = 0; i < vp.value()->size(); ++i) {
    auto number = integer_value((*vp.value())[i], element("vp", i));
    if (!number) return number.violations();
    input.vp.push_back(number.value());
  }

  if (root.contains("monsters")) {
    auto monsters = array(root, "", "monsters");
    if (!monsters) return monsters.violations();
    for (std::size_t i = 0; i < monsters.value()->size(); ++i) {
      auto number = integer_value((*monsters.value())[i], element("monsters", i));
      if (!number) return number.violations();
      input.monsters.push_back(number.value());
    }
  }

  auto players = array(root, "", "players");
  if (!players) return players.violations();
  for (std::size_t i = 0; i < players.value()->size(); ++i) {
    const json& p = (*players.value())[i];
    const std::string path = element("players", i);
    if (!p.is_object()) return problem(Reason::kSmashupJsonNotObject, path);
    if (auto v = unknown_key(p, path, {"name", "power", "minions", "titan"})) return *v;
    smashup::Contender c;
    auto name = string(p, path, "name");
    if (!name) return name.violations();
    c.name = name.value();
    auto power = integer(p, path, "power", std::nullopt);
    if (!power) return power.violations();
    c.power = power.value();
    auto minions = integer(p, path, "minions", 0);
    if (!minions) return minions.violations();
    c.minions = minions.value();
    auto titan = boolean(p, path, "titan");
    if (!titan) return titan.violations();
    c.titan = titan.value();
    input.players.push_back(std::move(c));
  }
  return input;
}

Result<CheckEndInput> read_check_end(const std::string& text) {
  auto parsed = parse(text);
  if (!parsed) return parsed.violations();
  const json& root = parsed.value();
  if (!root.is_object()) return problem(Reason::kSmashupJsonNotObject, "(top level)");
  if (auto v = unknown_key(root, "", {"players"})) return *v;
  CheckEndInput input;
  auto players = array(root, "", "players");
  if (!players) return players.violations();
  for (std::size_t i = 0; i < players.value()->size(); ++i) {
    const json& p = (*players.value())[i];
    const std::string path = element("players", i);
    if (!p.is_object()) return problem(Reason::kSmashupJsonNotObject, path);
    if (auto v = unknown_key(p, path, {"name", "vp", "madness"})) return *v;
    smashup::Standing s;
    auto name = string(p, path, "name");
    if (!name) return name.violations();
    s.name = name.value();
    auto vp = integer(p, path, "vp", std::nullopt);
    if (!vp) return vp.violations();
    s.vp = vp.value();
    auto madness = integer(p, path, "madness", 0);
    if (!madness) return madness.violations();
    s.madness = madness.value();
    input.players.push_back(std::move(s));
  }
  return input;
}

Violations check_base_values(const ScoreBaseInput& input) {
  Violations problems;
  for (int power : input.monsters) {
    if (power < 0) {
      problems.emplace_back(Reason::kSmashupNegativeMonster,
                            std::vector<Param>{Param{"power", std::int64_t{power}}});
    }
  }
  if (input.vp.size() != static_cast<std::size_t>(smashup::kScoringPlaces)) {
    problems.emplace_back(
        Reason::kSmashupVpPlaces,
        std::vector<Param>{Param{"count", static_cast<std::int64_t>(input.vp.size())}});
  }
  return problems;
}

Violations check_names(const std::vector<std::string>& names) {
  Violations problems;
  std::set<std::string> seen;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i].empty()) {
      problems.emplace_back(Reason::kSmashupEmptyName,
                            std::vector<Param>{Param{"index", static_cast<std::int64_t>(i) + 1}});
    } else if (!seen.insert(names[i]).second) {
      problems.emplace_back(Reason::kSmashupDuplicatePlayer,
                            std::vector<Param>{Param{"player", names[i]}});
    }
  }
  return problems;
}

}  // namespace tableref::cli::smashup_json
