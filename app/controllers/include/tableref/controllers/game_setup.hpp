#pragma once
// What the Home screen offers when a session starts: each game's variants, seats, roles and
// rule options, and the creation of the session in the store. No ImGui here.
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/db/store.hpp"

namespace tableref::controllers {

struct OptionChoice {
  std::string value;      // stored in the session's rules JSON
  std::string label_key;  // catalog key
};

struct RuleOption {
  std::string name;  // the reference's option name
  std::string label_key;
  std::vector<OptionChoice> choices;  // "true"/"false" for switches
  std::string default_value;
  // The option this one needs: it matters, and Home shows it, only while that one is not
  // "false" (Blokus' "timeout_piece" needs "clocks"); empty when it stands alone.
  std::string needs{};
  [[nodiscard]] bool is_switch() const;
};

// An on/off option ("true"/"false", shown as a switch).
[[nodiscard]] RuleOption switch_option(std::string name, std::string label_key, bool default_on);

struct VariantInfo {
  std::string id;
  std::string label_key;
  int min_players = 1;
  int max_players = 1;
  // Roles offered per seat (a color, a team's colors); empty when the role is typed freely.
  std::vector<std::string> roles;
};

struct GameInfo {
  std::string id;  // "blokus", "blockkiller", "smashup", "hdcg"
  std::string label_key;
  std::string role_label_key;     // what a seat's role is called (color, factions...)
  std::string default_free_role;  // prefilled role when roles are typed
  // What a typed role left empty stands for when the session is created (HDCG: the rule
  // book's 刺客, a card name of the library). The field stays empty and shows this, in the
  // user's language, as its hint ("setup.role.blank.<game id>"), so no language's name is
  // filled in for another's users.
  std::string blank_role;
  std::vector<VariantInfo> variants;
  std::vector<RuleOption> options;
  // The catalog key of the blank role's name as players type it ("Assassin", 刺客): a role
  // typed so, in any language, is stored as the blank role (left empty). Empty: none.
  std::string blank_role_name_key{};
  // The catalog key prefix of the role words (Blokus: "blokus.color." + "blue"). A session
  // saved from a photo names its seats by their roles; a remembered "player" that is such a
  // word, in any language, is no player to offer on Home. Empty: roles are no such words.
  std::string role_word_key_prefix{};
};

[[nodiscard]] const std::vector<GameInfo>& games();
// The option another one needs (it matters, and Home shows it, only while that one is not
// "false"), e.g. Blokus' "timeout_piece" needs "clocks"; empty when it stands alone.
[[nodiscard]] std::string_view option_needs(std::string_view game, std::string_view option);
[[nodiscard]] const GameInfo* find_game(const std::string& id);
[[nodiscard]] const VariantInfo* find_variant(const GameInfo& game, const std::string& id);
// The parts of a role one seat holds, in order: "blue+red" is blue and red, "blue" is blue.
// Roles are stored in English; Home and the files name each part in the user's words. The
// one reading of a role, for Home, the files and a stored session alike: the parts are
// lower-cased and may be joined by "+", "," or "/" with spaces around ("Blue, Red" is blue and
// red); an empty part is none ("" holds nothing).
[[nodiscard]] std::vector<std::string> role_parts(std::string_view role);

struct SetupSeat {
  std::string player;
  std::string role;
};

struct SessionSetup {
  std::string game;
  std::string variant;
  std::vector<SetupSeat> seats;
  std::map<std::string, std::string> options;  // option name -> value
};

// A setup with the variant's seats and roles and every option at its default.
[[nodiscard]] SessionSetup default_setup(const GameInfo& game, const VariantInfo& variant);

// Checks player count, names (non-empty, distinct) and option values.
[[nodiscard]] Status validate(const SessionSetup& setup);

// The session's rules as a JSON object text, every option present, in name order.
[[nodiscard]] std::string rules_json(const SessionSetup& setup);

// Validates and creates the session; returns its id.
[[nodiscard]] Result<std::int64_t> create_session(db::Store& store, const SessionSetup& setup);

}  // namespace tableref::controllers
