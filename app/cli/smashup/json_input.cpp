#include "json_input.hpp"

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <set>
#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/referee/smashup/monster_power.hpp"
#include "tableref/referee/smashup/reason.hpp"

namespace tableref::cli::smashup_json {
namespace {

namespace ji = controllers::json_input;
using nlohmann::json;

constexpr std::int64_t kMinInt = -1000000;
constexpr std::int64_t kMaxInt = 1000000;

// Reads a JSON value as an int of a sensible size.
Result<int> integer_value(const json& value, const std::string& where) {
  auto number = ji::read_integer(value, where, kMinInt, kMaxInt);
  if (!number) return number.violations();
  return static_cast<int>(number.value());
}

// Reads an integer at object[key]; `fallback` when absent (nullopt: required).
Result<int> integer(const json& object, const std::string& path, std::string_view key,
                    std::optional<int> fallback) {
  const json* value = ji::optional_member(object, key);
  if (value == nullptr && fallback) return *fallback;
  if (value == nullptr) return ji::member(object, path, key).violations();
  return integer_value(*value, ji::child(path, key));
}

Result<std::string> string(const json& object, const std::string& path, std::string_view key) {
  auto value = ji::member(object, path, key);
  if (!value) return value.violations();
  return ji::read_string(*value.value(), ji::child(path, key));
}

Result<bool> boolean(const json& object, const std::string& path, std::string_view key) {
  const json* value = ji::optional_member(object, key);
  if (value == nullptr) return false;
  return ji::read_bool(*value, ji::child(path, key));
}

// The array at object[key] (required), or the problem.
Result<const json*> array(const json& object, const std::string& path, std::string_view key) {
  auto value = ji::member(object, path, key);
  if (!value) return value.violations();
  return ji::read_array(*value.value(), ji::child(path, key));
}

}  // namespace

Result<ScoreBaseInput> read_score_base(const std::string& text) {
  auto parsed = ji::parse(text);
  if (!parsed) return parsed.violations();
  const json& root = parsed.value();
  if (auto shape =
          ji::object_with_keys(root, ji::kTopLevel, {"breakpoint", "vp", "players", "monsters"});
      !shape) {
    return shape.violations();
  }

  ScoreBaseInput input;
  auto breakpoint = integer(root, "", "breakpoint", std::nullopt);
  if (!breakpoint) return breakpoint.violations();
  input.breakpoint = breakpoint.value();

  auto vp = array(root, "", "vp");
  if (!vp) return vp.violations();
  for (std::size_t i = 0; i < vp.value()->size(); ++i) {
    auto number = integer_value((*vp.value())[i], ji::element("vp", i));
    if (!number) return number.violations();
    input.vp.push_back(number.value());
  }

  if (ji::optional_member(root, "monsters") != nullptr) {
    auto monsters = array(root, "", "monsters");
    if (!monsters) return monsters.violations();
    for (std::size_t i = 0; i < monsters.value()->size(); ++i) {
      auto number = integer_value((*monsters.value())[i], ji::element("monsters", i));
      if (!number) return number.violations();
      input.monsters.push_back(number.value());
    }
  }

  auto players = array(root, "", "players");
  if (!players) return players.violations();
  for (std::size_t i = 0; i < players.value()->size(); ++i) {
    const json& p = (*players.value())[i];
    const std::string path = ji::element("players", i);
    if (auto shape = ji::object_with_keys(p, path, {"name", "power", "minions", "titan"}); !shape) {
      return shape.violations();
    }
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
  auto parsed = ji::parse(text);
  if (!parsed) return parsed.violations();
  const json& root = parsed.value();
  if (auto shape = ji::object_with_keys(root, ji::kTopLevel, {"players"}); !shape) {
    return shape.violations();
  }
  CheckEndInput input;
  auto players = array(root, "", "players");
  if (!players) return players.violations();
  for (std::size_t i = 0; i < players.value()->size(); ++i) {
    const json& p = (*players.value())[i];
    const std::string path = ji::element("players", i);
    if (auto shape = ji::object_with_keys(p, path, {"name", "vp", "madness"}); !shape) {
      return shape.violations();
    }
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
  if (auto monsters = smashup::monster_power(input.monsters); !monsters) {
    problems = monsters.violations();
  }
  if (input.vp.size() != static_cast<std::size_t>(smashup::kScoringPlaces)) {
    problems.emplace_back(
        smashup::Reason::kSmashupVpPlaces,
        std::vector<Param>{Param{"count", static_cast<std::int64_t>(input.vp.size())}});
  }
  return problems;
}

Violations check_names(const std::vector<std::string>& names) {
  Violations problems;
  std::set<std::string> seen;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i].empty()) {
      problems.emplace_back(smashup::Reason::kSmashupEmptyName,
                            std::vector<Param>{Param{"index", static_cast<std::int64_t>(i) + 1}});
    } else if (!seen.insert(names[i]).second) {
      problems.emplace_back(smashup::Reason::kSmashupDuplicatePlayer,
                            std::vector<Param>{Param{"player", names[i]}});
    }
  }
  return problems;
}

}  // namespace tableref::cli::smashup_json
