#include "tableref/controllers/game_setup.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/game_module.hpp"
#include "tableref/controllers/setup_reason.hpp"

namespace tableref::controllers {

RuleOption switch_option(std::string name, std::string label_key, bool default_on) {
  return RuleOption{std::move(name),
                    std::move(label_key),
                    {{"true", "option.on"}, {"false", "option.off"}},
                    default_on ? "true" : "false"};
}

std::string_view option_needs(std::string_view game, std::string_view option) {
  if (const auto* info = find_game(std::string(game))) {
    for (const auto& o : info->options) {
      if (o.name == option) return o.needs;
    }
  }
  return {};
}

bool RuleOption::is_switch() const {
  return choices.size() == 2 && choices[0].value == "true" && choices[1].value == "false";
}

const std::vector<GameInfo>& games() {
  static const std::vector<GameInfo> all = [] {
    std::vector<GameInfo> infos;
    for (const auto& module : game_modules()) infos.push_back(module.setup);
    return infos;
  }();
  return all;
}

const GameInfo* find_game(const std::string& id) {
  for (const auto& game : games()) {
    if (game.id == id) return &game;
  }
  return nullptr;
}

const VariantInfo* find_variant(const GameInfo& game, const std::string& id) {
  for (const auto& variant : game.variants) {
    if (variant.id == id) return &variant;
  }
  return nullptr;
}

std::vector<std::string> role_parts(std::string_view role) {
  std::vector<std::string> parts;
  std::string part;
  const auto end_part = [&] {
    if (!part.empty()) parts.push_back(std::move(part));
    part.clear();
  };
  for (const char c : role) {
    if (c == '+' || c == ',' || c == '/') {
      end_part();
    } else if (c != ' ') {
      part += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    }
  }
  end_part();
  return parts;
}

SessionSetup default_setup(const GameInfo& game, const VariantInfo& variant) {
  SessionSetup setup;
  setup.game = game.id;
  setup.variant = variant.id;
  const int seats = variant.min_players;
  for (int i = 0; i < seats; ++i) {
    SetupSeat seat;
    if (!variant.roles.empty()) {
      seat.role = variant.roles[static_cast<std::size_t>(i) % variant.roles.size()];
    } else {
      seat.role = game.default_free_role;
    }
    setup.seats.push_back(seat);
  }
  for (const auto& option : game.options) setup.options[option.name] = option.default_value;
  return setup;
}

Status validate(const SessionSetup& setup) {
  Violations violations;
  const GameInfo* game = find_game(setup.game);
  if (game == nullptr) {
    return Violation{SetupReason::kUnknownGame, {Param{"game", setup.game}}};
  }
  const VariantInfo* variant = find_variant(*game, setup.variant);
  if (variant == nullptr) {
    return Violation{SetupReason::kUnknownVariant, {Param{"variant", setup.variant}}};
  }
  const auto count = static_cast<std::int64_t>(setup.seats.size());
  if (count < variant->min_players || count > variant->max_players) {
    violations.emplace_back(SetupReason::kPlayerCount,
                            std::vector<Param>{{"count", count},
                                               {"min", std::int64_t{variant->min_players}},
                                               {"max", std::int64_t{variant->max_players}}});
  }
  std::set<std::string> names;
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    const auto& name = setup.seats[i].player;
    const bool blank = std::all_of(name.begin(), name.end(), [](char c) { return c == ' '; });
    if (blank) {
      violations.emplace_back(SetupReason::kEmptyName,
                              std::vector<Param>{{"seat", static_cast<std::int64_t>(i + 1)}});
    } else if (!names.insert(name).second) {
      violations.emplace_back(SetupReason::kDuplicateName, std::vector<Param>{{"name", name}});
    }
  }
  for (const auto& option : game->options) {
    const auto it = setup.options.find(option.name);
    if (it == setup.options.end()) continue;
    const bool known = std::any_of(option.choices.begin(), option.choices.end(),
                                   [&](const OptionChoice& c) { return c.value == it->second; });
    if (!known) {
      std::string allowed;
      for (const auto& choice : option.choices) {
        allowed += (allowed.empty() ? "" : " | ") + choice.value;
      }
      violations.emplace_back(
          InputReason::kNotOneOf,
          std::vector<Param>{
              {"key", option.name}, {"value", it->second}, {"allowed", std::move(allowed)}});
    }
  }
  if (!violations.empty()) return violations;
  return Done{};
}

std::string rules_json(const SessionSetup& setup) {
  nlohmann::json rules = nlohmann::json::object();
  const GameInfo* game = find_game(setup.game);
  for (const auto& [name, value] : setup.options) {
    const RuleOption* option = nullptr;
    if (game != nullptr) {
      for (const auto& o : game->options) {
        if (o.name == name) option = &o;
      }
    }
    // An option that needs another one which is off is off too (no clocks, no time-out).
    bool needed_off = false;
    if (const auto needs = option_needs(setup.game, name); !needs.empty()) {
      const auto it = setup.options.find(std::string(needs));
      needed_off = it == setup.options.end() || it->second == "false";
    }
    if (option != nullptr && option->is_switch()) {
      rules[name] = value == "true" && !needed_off;
    } else {
      rules[name] = value;
    }
  }
  return rules.dump();
}

Result<std::int64_t> create_session(db::Store& store, const SessionSetup& setup) {
  if (auto status = validate(setup); !status) return status.violations();
  db::NewSession session;
  session.game = setup.game;
  session.variant = setup.variant;
  session.rules_json = rules_json(setup);
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    std::string role = setup.seats[i].role;
    const bool blank = std::all_of(role.begin(), role.end(), [](char c) { return c == ' '; });
    if (blank) {
      const GameInfo* game = find_game(setup.game);
      if (game != nullptr && !game->blank_role.empty()) role = game->blank_role;
    }
    session.seats.push_back(db::SeatEntry{static_cast<int>(i), setup.seats[i].player, role});
  }
  return store.create_session(session);
}

}  // namespace tableref::controllers
