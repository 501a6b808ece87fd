// Smash Up setup: the layout, the sets, the factions, the first player and Start
// (setup_panel.hpp; the bases are in setup_bases.cpp).
#include "screens/smashup/setup_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app_context.hpp"
#include "screens/smashup/screen_parts.hpp"
#include "tableref/referee/smashup/setup.hpp"
#include "ui/action_button.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace smashup_screen_parts;  // NOLINT(google-build-using-namespace)

void SmashupSetupPanel::reset(const Session& session) {
  problems_.clear();
  // The setup draft: factions typed on Home as each seat's role, their sets chosen.
  const auto& catalog = session.catalog();
  factions_.assign(session.seats().size(), {});
  chosen_sets_.clear();
  for (std::size_t i = 0; i < session.seats().size(); ++i) {
    const auto named = controllers::factions_in_role(catalog.factions, session.seats()[i].role);
    for (std::size_t k = 0; k < named.size() && k < 2; ++k) {
      factions_[i][k] = named[k];
      for (const auto& faction : catalog.factions) {
        if (faction.name == named[k] && std::find(chosen_sets_.begin(), chosen_sets_.end(),
                                                  faction.set) == chosen_sets_.end()) {
          chosen_sets_.push_back(faction.set);
        }
      }
    }
  }
  if (chosen_sets_.empty() && !catalog.faction_sets.empty()) {
    // The base game when the catalog has it, else the first set.
    std::string set = catalog.faction_sets.front();
    for (const auto& name : catalog.faction_sets) {
      if (name.rfind("Core", 0) == 0) set = name;
    }
    chosen_sets_.push_back(set);
  }
  start_bases_.clear();
  active_seat_ = 0;
  first_player_ = 0;
}

void SmashupSetupPanel::draw(AppContext& ctx, Session& session) {
  const float footer =
      scaled(64) + ImGui::GetStyle().ItemSpacing.y * 2 +
      (problems_.empty() ? 0.0f : scaled(56) * static_cast<float>(problems_.size()));
  const float height = ImGui::GetContentRegionAvail().y - footer;
  const float total = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  // Landscape: the sets, the factions and the bases side by side. Portrait (a tablet held
  // upright): the sets on top at the full width, the factions and the bases under them.
  const bool upright = portrait(ImGui::GetContentRegionAvail());
  // The sets' column gives the factions room for two names a player (1024x768).
  const float sets_w = upright ? total : std::min(scaled(330), std::floor(total * 0.25f));
  const float sets_h = upright ? std::floor(height * 0.28f) : height;
  const float lists_h = upright ? height - sets_h - ImGui::GetStyle().ItemSpacing.y : height;
  const float factions_w =
      upright ? (total - spacing) * 0.5f : (total - sets_w - spacing * 2) * 0.5f;
  ImGui::BeginChild("smashup.setup.sets", ImVec2(sets_w, sets_h), true);
  draw_sets(ctx, session);
  touch_scroll();
  ImGui::EndChild();
  if (!upright) ImGui::SameLine();
  ImGui::BeginChild("smashup.setup.factions", ImVec2(factions_w, lists_h), true);
  draw_factions(ctx, session);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("smashup.setup.bases", ImVec2(0, lists_h), true);
  draw_bases(ctx, session);
  ImGui::EndChild();

  draw_start(ctx, session);
}

void SmashupSetupPanel::draw_start(AppContext& ctx, Session& session) {
  std::string shown;
  for (const auto& problem : problems_) {
    if (!shown.empty()) shown += "\n";
    shown += ctx.render(problem);
  }
  if (!shown.empty()) message_box(shown.c_str(), true, "smashup.problems");
  ImGui::AlignTextToFramePadding();
  text_line(ctx.tr("smashup.label.first_player"));
  for (std::size_t i = 0; i < session.seats().size(); ++i) {
    ImGui::SameLine();
    if (choice_button(ctx.user_text(session.seats()[i].player).c_str(),
                      "smashup.setup.first." + num(static_cast<int>(i)),
                      first_player_ == static_cast<int>(i))) {
      first_player_ = static_cast<int>(i);
    }
  }
  ImGui::SameLine();
  const std::string start = ctx.tr("smashup.action.start_game");
  if (action_button(start.c_str(), "smashup.setup.start",
                    ImVec2(ImGui::GetContentRegionAvail().x, scaled(64)))) {
    auto status = session.start(factions_, start_bases_, first_player_);
    if (status) {
      problems_.clear();
    } else {
      problems_ = status.violations();
    }
  }
}

void SmashupSetupPanel::draw_sets(AppContext& ctx, const Session& session) {
  heading(ctx.tr("smashup.label.sets").c_str());
  muted(ctx.tr("smashup.hint.sets").c_str());
  if (chinese(ctx)) {
    // Say where the Chinese names come from, and offer to correct one.
    ImGui::PushTextWrapPos(0.0f);
    muted(ctx.tr("smashup.hint.community_names").c_str());
    ImGui::PopTextWrapPos();
    if (choice_button(ctx.tr("smashup.action.correct_names").c_str(), "smashup.setup.names",
                      names_.open(), ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
      names_.toggle();
    }
    probe().mark_rearranging("smashup.setup.names");  // opens the corrections above the list
  }
  const auto& catalog = session.catalog();
  std::vector<std::string> sets = catalog.faction_sets;
  for (const auto& set : catalog.base_sets) {
    if (std::find(sets.begin(), sets.end(), set) == sets.end()) sets.push_back(set);
  }
  const float width = ImGui::GetContentRegionAvail().x;
  for (std::size_t i = 0; i < sets.size(); ++i) {
    const auto it = std::find(chosen_sets_.begin(), chosen_sets_.end(), sets[i]);
    const bool chosen = it != chosen_sets_.end();
    const std::string label = sets[i] == controllers::kSmashupCustomSet
                                  ? ctx.tr("smashup.label.printing.custom")
                                  : ctx.user_text(sets[i]);
    // A set's long name ("Smash Up: Knights of the Round Table") in two lines, not cut.
    const ImVec2 padding = ImGui::GetStyle().FramePadding;
    const bool long_name = ImGui::CalcTextSize(label.c_str()).x > width - padding.x * 2;
    const float height =
        long_name ? std::max(touch_size(), ImGui::GetTextLineHeight() * 2 + padding.y * 2) : 0;
    if (choice_button(label.c_str(), "smashup.setup.set." + num(static_cast<int>(i)), chosen,
                      ImVec2(width, height))) {
      if (chosen) {
        chosen_sets_.erase(it);
      } else {
        chosen_sets_.push_back(sets[i]);
      }
    }
  }
}

void SmashupSetupPanel::toggle_faction(const std::string& name) {
  if (factions_.empty()) return;
  auto& mine = factions_[static_cast<std::size_t>(active_seat_)];
  for (auto& slot : mine) {
    if (slot == name) {
      slot.clear();
      return;
    }
  }
  for (auto& seat : factions_) {  // taken by another seat: it moves here
    for (auto& slot : seat) {
      if (slot == name) slot.clear();
    }
  }
  if (mine[0].empty()) {
    mine[0] = name;
  } else if (mine[1].empty()) {
    mine[1] = name;
  } else {
    mine[1] = name;
  }
  if (!mine[0].empty() && !mine[1].empty()) {
    // On to the next seat that still needs a faction.
    for (std::size_t step = 1; step <= factions_.size(); ++step) {
      const auto next = (static_cast<std::size_t>(active_seat_) + step) % factions_.size();
      if (factions_[next][0].empty() || factions_[next][1].empty()) {
        active_seat_ = static_cast<int>(next);
        break;
      }
    }
  }
}

void SmashupSetupPanel::draw_factions(AppContext& ctx, Session& session) {
  heading(ctx.tr("smashup.label.factions").c_str());
  draw_faction_seats(ctx, session);
  const auto& seats = session.seats();
  if (touch_button(ctx.tr("smashup.action.deal_factions").c_str(), "smashup.setup.deal",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    auto dealt = session.deal_factions(chosen_sets_, fresh_seed());
    if (dealt) {
      factions_ = std::move(dealt).value();
      problems_.clear();
    } else {
      problems_ = dealt.violations();
    }
  }
  // Two lines kept for the hint whatever the player's name: the list below stays put.
  ImGui::BeginChild("smashup.setup.faction_hint",
                    ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 2), false,
                    ImGuiWindowFlags_NoScrollbar);
  if (!seats.empty()) {
    muted(ctx.tr("smashup.hint.pick_factions",
                 {Param{"player",
                        ctx.user_text(seats[static_cast<std::size_t>(active_seat_)].player)}})
              .c_str());
  }
  ImGui::EndChild();
  draw_faction_list(ctx, session);
}

void SmashupSetupPanel::draw_faction_seats(AppContext& ctx, const Session& session) {
  const auto& seats = session.seats();
  const float name_w = scaled(130);
  const float slot_w =
      (ImGui::GetContentRegionAvail().x - name_w - ImGui::GetStyle().ItemSpacing.x * 2) / 2;
  // In Chinese a faction's name carries the English one: two lines when one does not fit
  // ("机器人 · Robo" was cut), so every slot is two lines tall from the start (a name
  // picked grows no row).
  const ImVec2 padding = ImGui::GetStyle().FramePadding;
  const float slot_h =
      chinese(ctx) ? std::max(touch_size(), ImGui::GetTextLineHeight() * 2 + padding.y * 2) : 0;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const std::string row = "smashup.setup.player." + num(static_cast<int>(i));
    ImGui::PushID(static_cast<int>(i));
    if (choice_button(ctx.user_text(seats[i].player).c_str(), row,
                      active_seat_ == static_cast<int>(i), ImVec2(name_w, slot_h))) {
      active_seat_ = static_cast<int>(i);
    }
    for (int k = 0; k < 2; ++k) {
      ImGui::SameLine();
      const std::string& faction = factions_[i][static_cast<std::size_t>(k)];
      std::string label =
          faction.empty() ? ctx.tr("smashup.label.pick_faction")
                          : card_name(ctx, session.names(), su::NameKind::kFaction, faction, false);
      if (!faction.empty() && chinese(ctx) &&
          ImGui::CalcTextSize(label.c_str()).x > slot_w - padding.x * 2) {
        label = card_name(ctx, session.names(), su::NameKind::kFaction, faction, true);
      }
      ImGui::PushID(k);
      if (touch_button(label.c_str(), row + ".faction." + num(k), ImVec2(slot_w, slot_h))) {
        active_seat_ = static_cast<int>(i);
        factions_[i][static_cast<std::size_t>(k)].clear();
      }
      probe().record_text(row + ".faction." + num(k), faction);
      ImGui::PopID();
    }
    ImGui::PopID();
  }
}

void SmashupSetupPanel::draw_faction_list(AppContext& ctx, const Session& session) {
  const auto& seats = session.seats();
  // Search every set by any name (English, Chinese, the other names in use).
  touch_input("##faction_search", faction_query_, "smashup.setup.faction_search",
              ImGui::GetContentRegionAvail().x, ctx.tr("smashup.hint.search_factions").c_str());
  ImGui::BeginChild("smashup.setup.faction_list", ImVec2(0, 0), false);
  const auto& catalog = session.catalog();
  const float width = ImGui::GetContentRegionAvail().x;
  const float half = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
  const bool searching = !faction_query_.empty();
  int column = 0;
  std::string last_set;
  for (std::size_t f = 0; f < catalog.factions.size(); ++f) {
    const auto& faction = catalog.factions[f];
    if (searching) {
      if (!session.names().matches(su::NameKind::kFaction, faction.name, faction_query_)) {
        continue;
      }
    } else if (std::find(chosen_sets_.begin(), chosen_sets_.end(), faction.set) ==
               chosen_sets_.end()) {
      continue;
    }
    if (faction.set != last_set) {
      muted(ctx.user_text(faction.set).c_str());
      last_set = faction.set;
      column = 0;
    }
    std::string owner;
    for (std::size_t s = 0; s < factions_.size(); ++s) {
      if (factions_[s][0] == faction.name || factions_[s][1] == faction.name) {
        owner = seats[s].player;
      }
    }
    // The owner on a line of its own, every button as tall as two lines (three in Chinese,
    // whose names carry the English one under them): a faction taken grows no button, so the
    // list under the finger stays put.
    const std::string label =
        card_name(ctx, session.names(), su::NameKind::kFaction, faction.name) +
        (owner.empty() ? "" : "\n" + ctx.user_text(owner));
    if (column == 1) ImGui::SameLine();
    ImGui::PushID(static_cast<int>(f));
    const float height = ImGui::GetTextLineHeight() * (chinese(ctx) ? 3.0f : 2.0f) +
                         ImGui::GetStyle().FramePadding.y * 2;
    probe().record_text("smashup.setup.faction." + num(static_cast<int>(f)), label);
    const std::string faction_button = "smashup.setup.faction." + num(static_cast<int>(f));
    if (choice_button(label.c_str(), faction_button, !owner.empty(), ImVec2(half, height))) {
      toggle_faction(faction.name);
      // A faction found by search brings its set into the game (for dealing and the deck).
      if (std::find(chosen_sets_.begin(), chosen_sets_.end(), faction.set) == chosen_sets_.end()) {
        chosen_sets_.push_back(faction.set);
      }
    }
    if (std::find(chosen_sets_.begin(), chosen_sets_.end(), faction.set) == chosen_sets_.end()) {
      probe().mark_rearranging(faction_button);  // its set joins the game: the decks grow
    }
    ImGui::PopID();
    column = 1 - column;
  }
  touch_scroll();
  ImGui::EndChild();
}

}  // namespace tableref::gui
