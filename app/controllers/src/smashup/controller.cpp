#include "tableref/controllers/smashup/controller.hpp"
#include "tableref/controllers/file_io.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <set>

#include "tableref/controllers/setup_reason.hpp"
#include "tableref/controllers/smashup/events_json.hpp"
#include "tableref/db/store_reason.hpp"
#include "tableref/referee/smashup/reason.hpp"
#include "tableref/referee/smashup/setup.hpp"

namespace tableref::controllers {
namespace {

namespace su = smashup;

constexpr std::string_view kBasesHeader =
    "set\tbase\tbreakpoint\tvp1\tvp2\tvp3\tprinting\tconfidence\n";

std::string lower(std::string_view text) {
  std::string out(text);
  for (auto& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

std::string trim(std::string_view text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  const auto last = text.find_last_not_of(" \t");
  return std::string(text.substr(first, last - first + 1));
}

void fill_sets(SmashupCatalog& catalog) {
  catalog.base_sets = su::base_sets(catalog.bases);
  catalog.faction_sets = su::faction_sets(catalog.factions);
}

}  // namespace

Result<SmashupCatalog> load_smashup_catalog(const std::string& asset_dir) {
  auto bases_text = read_whole_file(asset_dir + "/smashup/bases.tsv");
  if (!bases_text) return bases_text.violations();
  auto factions_text = read_whole_file(asset_dir + "/smashup/factions.tsv");
  if (!factions_text) return factions_text.violations();
  auto bases = su::parse_bases(bases_text.value());
  if (!bases) return bases.violations();
  auto factions = su::parse_factions(factions_text.value());
  if (!factions) return factions.violations();
  SmashupCatalog catalog;
  catalog.bases = std::move(bases).value();
  catalog.factions = std::move(factions).value();
  fill_sets(catalog);
  return catalog;
}

Result<std::vector<su::BaseCard>> load_custom_bases(db::Store& store) {
  auto setting = store.setting(kSmashupCustomBasesKey);
  if (!setting) return setting.violations();
  if (!setting.value() || setting.value()->empty()) return std::vector<su::BaseCard>{};
  return su::parse_bases(*setting.value());
}

std::vector<std::string> factions_in_role(const std::vector<su::Faction>& all,
                                          std::string_view role) {
  std::vector<std::string> found;
  std::string part;
  auto flush = [&] {
    const std::string name = lower(trim(part));
    part.clear();
    if (name.empty() || found.size() >= 2) return;
    for (const auto& faction : all) {
      if (lower(faction.name) == name &&
          std::find(found.begin(), found.end(), faction.name) == found.end()) {
        found.push_back(faction.name);
        return;
      }
    }
  };
  for (const char c : role) {
    if (c == '+' || c == ',' || c == '/' || c == '&' || c == ';') {
      flush();
    } else {
      part += c;
    }
  }
  flush();
  return found;
}

Status SmashupController::load_catalog(const std::string& asset_dir, db::Store* store) {
  auto loaded = load_smashup_catalog(asset_dir);
  if (!loaded) return loaded.violations();
  catalog_ = std::move(loaded).value();
  if (auto names = names_.load(asset_dir); !names) return names;
  if (store != nullptr) {
    store_ = store;  // where add_custom_base() saves, even before a session is open
    if (auto corrections = names_.load_corrections(*store); !corrections) return corrections;
    auto custom = load_custom_bases(*store);
    if (!custom) return custom.violations();
    for (auto& base : custom.value()) catalog_.bases.push_back(std::move(base));
    fill_sets(catalog_);
  }
  return Done{};
}

Status SmashupController::correct_name(su::NameKind kind, const std::string& english,
                                       ZhScript script, std::string name) {
  if (store_ == nullptr) return Violation{db::StoreReason::kNotFound};
  return names_.correct(*store_, kind, english, script, std::move(name));
}

Status SmashupController::open(db::Store& store, std::int64_t session_id) {
  if (auto opened = session_.open(store, session_id); !opened) return opened;
  store_ = &store;
  return Done{};
}

Status SmashupController::push(su::Event event) {
  if (std::holds_alternative<su::Undo>(event)) return session_.undo();
  return session_.act(std::move(event));
}

std::string SmashupGame::result_json(const State& s) {
  nlohmann::ordered_json result;
  result["winner"] = s.players[static_cast<std::size_t>(*s.winner)].name;
  result["final"] = nlohmann::ordered_json::array();
  for (const auto& score : s.last_end_check.final_scores) {
    result["final"].push_back(
        {{"name", s.players[static_cast<std::size_t>(score.player)].name}, {"vp", score.vp}});
  }
  return result.dump();
}

Result<std::vector<std::array<std::string, 2>>> SmashupController::deal_factions(
    const std::vector<std::string>& sets, std::uint64_t seed) const {
  return su::deal_factions(su::faction_pool(catalog_.factions, sets),
                           static_cast<int>(seats().size()), seed);
}

Result<std::vector<su::BaseCard>> SmashupController::draw_start_bases(
    const std::vector<std::string>& sets, su::Printing printing, std::uint64_t seed) const {
  return su::draw_bases(su::base_deck(catalog_.bases, sets, printing),
                        static_cast<int>(seats().size()) + 1, seed);
}

Status SmashupController::start(const std::vector<std::array<std::string, 2>>& factions,
                                const std::vector<su::BaseCard>& bases, int first_player) {
  su::StartGame start;
  for (std::size_t i = 0; i < seats().size(); ++i) {
    su::PlayerSetup player;
    player.name = seats()[i].player;
    if (i < factions.size()) player.factions = factions[i];
    start.players.push_back(std::move(player));
  }
  start.bases = bases;
  start.first_player = first_player;
  return push(std::move(start));
}

Status SmashupController::add_custom_base(su::BaseCard card) {
  card.set = std::string(kSmashupCustomSet);
  card.printing = su::Printing::kCustom;
  card.confidence = su::Confidence::kCustom;
  card.name = trim(card.name);
  if (card.name.empty()) return Violation{smashup::Reason::kSmashupEmptyBaseName};
  std::vector<su::BaseCard> custom;
  for (const auto& base : catalog_.bases) {
    if (base.printing == su::Printing::kCustom && base.name != card.name) custom.push_back(base);
  }
  custom.push_back(card);
  std::string text(kBasesHeader);
  for (const auto& base : custom) text += su::format_base_row(base) + "\n";
  // The row must read back: the same checks as the shipped catalog (numbers 0-999...).
  auto parsed = su::parse_bases(text);
  if (!parsed) return parsed.violations();
  if (store_ != nullptr) {
    if (auto saved = store_->set_setting(kSmashupCustomBasesKey, text); !saved) return saved;
  }
  catalog_.bases.erase(
      std::remove_if(catalog_.bases.begin(), catalog_.bases.end(),
                     [](const su::BaseCard& b) { return b.printing == su::Printing::kCustom; }),
      catalog_.bases.end());
  for (auto& base : parsed.value()) catalog_.bases.push_back(std::move(base));
  fill_sets(catalog_);
  return Done{};
}

std::vector<su::BaseCard> SmashupController::deck() const {
  const auto& log = session_.standing();
  const su::StartGame* start = nullptr;
  for (const auto& event : log) {
    if (const auto* s = std::get_if<su::StartGame>(&event)) start = s;
  }
  std::vector<std::string> sets;
  auto add_set = [&](const std::string& set) {
    if (std::find(sets.begin(), sets.end(), set) == sets.end()) sets.push_back(set);
  };
  su::Printing printing = su::Printing::kCurrent;
  if (start != nullptr) {
    for (const auto& player : start->players) {
      for (const auto& name : player.factions) {
        for (const auto& faction : catalog_.factions) {
          if (faction.name == name) add_set(faction.set);
        }
      }
    }
    for (const auto& base : start->bases) {
      add_set(base.set);
      if (base.printing == su::Printing::kOriginal) printing = su::Printing::kOriginal;
    }
  }
  add_set(std::string(kSmashupCustomSet));
  return su::base_deck(catalog_.bases, sets, printing);
}

std::vector<su::BaseCard> SmashupController::remaining() const {
  return su::remaining_bases(deck(), session_.state());
}

Result<su::BaseCard> SmashupController::draw_base(std::uint64_t seed) const {
  auto drawn = su::draw_bases(remaining(), 1, seed);
  if (!drawn) return drawn.violations();
  return drawn.value().front();
}

}  // namespace tableref::controllers
