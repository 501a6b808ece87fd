#pragma once
// A Smash Up session as the screen drives it: the catalog (shipped TSVs plus the custom
// bases kept in the store), the setup helpers, and the game itself, kept by the session
// engine (GameSession: store first, the log folded on open, undo, the session's end).
// No ImGui here.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/game_session.hpp"
#include "tableref/controllers/smashup/game.hpp"
#include "tableref/controllers/smashup/names.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/smashup/catalog.hpp"
#include "tableref/referee/smashup/event.hpp"
#include "tableref/referee/smashup/state.hpp"

namespace tableref::controllers {

// The store setting holding the custom bases: bases.tsv text (header and rows).
inline constexpr std::string_view kSmashupCustomBasesKey = "smashup.custom_bases";
// The set name custom bases are filed under.
inline constexpr std::string_view kSmashupCustomSet = "Custom";

struct SmashupCatalog {
  std::vector<smashup::BaseCard> bases;  // shipped rows, then the custom bases
  std::vector<smashup::Faction> factions;
  std::vector<std::string> base_sets;     // in catalog order (Custom last when any)
  std::vector<std::string> faction_sets;  // in catalog order
};

// Reads assets/smashup/bases.tsv and factions.tsv under `asset_dir`.
[[nodiscard]] Result<SmashupCatalog> load_smashup_catalog(const std::string& asset_dir);
// The custom bases kept in the store (none when the setting is absent).
[[nodiscard]] Result<std::vector<smashup::BaseCard>> load_custom_bases(db::Store& store);

// The factions named in a seat's free-text role ("Pirates + Ninjas", "海盗, 忍者" does not
// match: names are the catalog's English names), matched case-insensitively; at most two.
[[nodiscard]] std::vector<std::string> factions_in_role(const std::vector<smashup::Faction>& all,
                                                        std::string_view role);

class SmashupController {
 public:
  // Loads the catalog and the Chinese names from `asset_dir`, the custom bases and the
  // table's name corrections from `store` (may be null).
  [[nodiscard]] Status load_catalog(const std::string& asset_dir, db::Store* store);
  // Loads the session's seats and events and rebuilds the game (nothing is written).
  [[nodiscard]] Status open(db::Store& store, std::int64_t session_id);

  // Validates the event against the state, appends it to the store, then applies it.
  // A refused event is neither stored nor applied. Keeps the session's status in step
  // (finished with the result when the game is over, active otherwise). An Undo cancels
  // the latest event still standing.
  [[nodiscard]] Status push(smashup::Event event);
  [[nodiscard]] Status undo() { return session_.undo(); }

  // --- Setup -----------------------------------------------------------------------------
  // Two factions per player dealt at random from the chosen sets (all when empty).
  [[nodiscard]] Result<std::vector<std::array<std::string, 2>>> deal_factions(
      const std::vector<std::string>& sets, std::uint64_t seed) const;
  // players + 1 bases drawn from the chosen sets' base deck (and the custom bases).
  [[nodiscard]] Result<std::vector<smashup::BaseCard>> draw_start_bases(
      const std::vector<std::string>& sets, smashup::Printing printing, std::uint64_t seed) const;
  // Records the StartGame event: the seats' names with these factions and bases.
  [[nodiscard]] Status start(const std::vector<std::array<std::string, 2>>& factions,
                             const std::vector<smashup::BaseCard>& bases, int first_player);
  // Adds (or replaces, by name) a custom base and saves the list in the store.
  [[nodiscard]] Status add_custom_base(smashup::BaseCard card);

  // --- During play -------------------------------------------------------------------------
  // The game's base deck: the sets of the factions in play and of the starting bases, the
  // printing of the starting bases, plus every custom base.
  [[nodiscard]] std::vector<smashup::BaseCard> deck() const;
  // Bases that can still come into play (the deck minus those in play or scored).
  [[nodiscard]] std::vector<smashup::BaseCard> remaining() const;
  // One base drawn at random from remaining().
  [[nodiscard]] Result<smashup::BaseCard> draw_base(std::uint64_t seed) const;

  [[nodiscard]] const smashup::GameState& state() const { return session_.state(); }
  [[nodiscard]] const GameSession<SmashupGame>& session() const { return session_; }
  [[nodiscard]] const std::vector<db::SeatEntry>& seats() const { return session_.seats(); }
  [[nodiscard]] const SmashupCatalog& catalog() const { return catalog_; }
  // The Chinese names (shipped and corrected) of factions and bases.
  [[nodiscard]] const SmashupNames& names() const { return names_; }
  // The table corrects a Chinese name (empty: back to the community name); kept in the store.
  [[nodiscard]] Status correct_name(smashup::NameKind kind, const std::string& english,
                                    ZhScript script, std::string name);
  [[nodiscard]] std::int64_t session_id() const { return session_.session_id(); }
  [[nodiscard]] bool is_open() const { return session_.is_open(); }
  [[nodiscard]] bool can_undo() const { return session_.can_undo(); }

 private:
  db::Store* store_ = nullptr;  // where the catalog's custom bases and name corrections live
  SmashupCatalog catalog_;
  SmashupNames names_;
  GameSession<SmashupGame> session_;
};

}  // namespace tableref::controllers
