#include "tableref/controllers/game_setup.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

namespace tableref::controllers {
namespace {

RuleOption switch_option(std::string name, std::string label_key, bool default_on) {
  return RuleOption{std::move(name),
                    std::move(label_key),
                    {{"true", "option.on"}, {"false", "option.off"}},
                    default_on ? "true" : "false"};
}

std::vector<GameInfo> make_games() {
  const std::vector<std::string> classic_colors{"blue", "yellow", "red", "green"};
  GameInfo blokus{
      "blokus",
      "game.blokus",
      "setup.role.color",
      "",
      "",
      {
          {"classic", "blokus.variant.classic", 4, 4, classic_colors},
          {"classic-teams", "blokus.variant.classic_teams", 4, 4, classic_colors},
          {"classic-2p", "blokus.variant.classic_2p", 2, 2, {"blue+red", "yellow+green"}},
          {"classic-3p", "blokus.variant.classic_3p", 3, 3, {"blue", "yellow", "red"}},
          {"duo", "blokus.variant.duo", 2, 2, {"purple", "orange"}},
          {"solo", "blokus.variant.solo", 1, 1, {"all"}},
          {"solo-largest-first", "blokus.variant.solo_largest_first", 1, 1, {"all"}},
          {"solo-tetromino", "blokus.variant.solo_tetromino", 1, 1, {"all"}},
          {"solo-tetromino-apart", "blokus.variant.solo_tetromino_apart", 1, 1, {"all"}},
          {"solo-pentomino", "blokus.variant.solo_pentomino", 1, 1, {"all"}},
          {"solo-pentomino-apart", "blokus.variant.solo_pentomino_apart", 1, 1, {"all"}},
      },
      {
          RuleOption{"first_move",
                     "blokus.option.first_move",
                     {{"start-corner", "blokus.option.start_corner"},
                      {"any-corner", "blokus.option.any_corner"}},
                     "start-corner"},
          RuleOption{"scoring",
                     "blokus.option.scoring",
                     {{"boxed", "blokus.option.scoring_boxed"},
                      {"online", "blokus.option.scoring_online"}},
                     "boxed"},
          // Each player's total time + the extra time per move, used first.
          RuleOption{"clocks",
                     "blokus.option.clocks",
                     {{"false", "option.off"},
                      {"10+10", "blokus.option.clocks_10_10"},
                      {"20+30", "blokus.option.clocks_20_30"},
                      {"30+60", "blokus.option.clocks_30_60"}},
                     "false"},
          // When a seat's total time runs out, the referee proposes a random legal piece.
          RuleOption{"timeout_piece",
                     "blokus.option.timeout_piece",
                     {{"true", "option.on"}, {"false", "option.off"}},
                     "true"},
      }};
  GameInfo blockkiller{
      "blockkiller",
      "game.blockkiller",
      "setup.role.none",
      "",
      "",
      {{"standard", "blockkiller.variant.standard", 3, 6, {}}},
      {
          RuleOption{"mode",
                     "blockkiller.option.mode",
                     {{"standard", "blockkiller.option.mode_standard"},
                      {"no-mercy", "blockkiller.option.mode_no_mercy"}},
                     "standard"},
          RuleOption{"kicks",
                     "blockkiller.option.kicks",
                     {{"srs", "blockkiller.option.kicks_srs"},
                      {"srs-plus", "blockkiller.option.kicks_srs_plus"}},
                     "srs"},
          switch_option("rotate180", "blockkiller.option.rotate180", false),
          switch_option("all_spin", "blockkiller.option.all_spin", true),
          switch_option("non_t_spin_is_mini", "blockkiller.option.non_t_spin_is_mini", false),
          switch_option("mini_weakening", "blockkiller.option.mini_weakening", true),
          switch_option("carry_over", "blockkiller.option.carry_over", false),
          switch_option("merge_clears_with_first_piece", "blockkiller.option.merge_clears", true),
          RuleOption{"direction",
                     "blockkiller.option.direction",
                     {{"clockwise", "blockkiller.option.clockwise"},
                      {"counterclockwise", "blockkiller.option.counterclockwise"}},
                     "clockwise"},
      }};
  GameInfo smashup{
      "smashup",
      "game.smashup",
      "setup.role.factions",
      "",
      "",
      {{"standard", "smashup.variant.standard", 2, 5, {}}},
      {RuleOption{"goal", "smashup.option.goal", {{"15", "smashup.option.goal_15"}}, "15"}}};
  GameInfo hdcg{
      "hdcg",
      "game.hdcg",
      "setup.role.character",
      "",
      "刺客",
      {{"duel", "hdcg.variant.duel", 2, 6, {}}},
      {
          RuleOption{"defence_applies",
                     "hdcg.option.defence_applies",
                     {{"multiply", "hdcg.option.multiply"}, {"divide", "hdcg.option.divide"}},
                     "multiply"},
          RuleOption{"hp_rounding",
                     "hdcg.option.hp_rounding",
                     {{"half_up", "hdcg.option.half_up"},
                      {"none", "hdcg.option.none"},
                      {"floor", "hdcg.option.floor"},
                      {"ceil", "hdcg.option.ceil"}},
                     "half_up"},
      }};
  return {blokus, blockkiller, smashup, hdcg};
}

}  // namespace

std::string_view option_needs(std::string_view game, std::string_view option) {
  if (game == "blokus" && option == "timeout_piece") return "clocks";
  return {};
}

bool RuleOption::is_switch() const {
  return choices.size() == 2 && choices[0].value == "true" && choices[1].value == "false";
}

const std::vector<GameInfo>& games() {
  static const std::vector<GameInfo> all = make_games();
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
    return Violation{Reason::kSetupUnknownGame, {Param{"game", setup.game}}};
  }
  const VariantInfo* variant = find_variant(*game, setup.variant);
  if (variant == nullptr) {
    return Violation{Reason::kSetupUnknownVariant, {Param{"variant", setup.variant}}};
  }
  const auto count = static_cast<std::int64_t>(setup.seats.size());
  if (count < variant->min_players || count > variant->max_players) {
    violations.emplace_back(Reason::kSetupPlayerCount,
                            std::vector<Param>{{"count", count},
                                               {"min", std::int64_t{variant->min_players}},
                                               {"max", std::int64_t{variant->max_players}}});
  }
  std::set<std::string> names;
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    const auto& name = setup.seats[i].player;
    const bool blank = std::all_of(name.begin(), name.end(), [](char c) { return c == ' '; });
    if (blank) {
      violations.emplace_back(Reason::kSetupEmptyName,
                              std::vector<Param>{{"seat", static_cast<std::int64_t>(i + 1)}});
    } else if (!names.insert(name).second) {
      violations.emplace_back(Reason::kSetupDuplicateName, std::vector<Param>{{"name", name}});
    }
  }
  for (const auto& option : game->options) {
    const auto it = setup.options.find(option.name);
    if (it == setup.options.end()) continue;
    const bool known = std::any_of(option.choices.begin(), option.choices.end(),
                                   [&](const OptionChoice& c) { return c.value == it->second; });
    if (!known) {
      violations.emplace_back(Reason::kInputBadValue,
                              std::vector<Param>{{"key", option.name}, {"detail", it->second}});
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
