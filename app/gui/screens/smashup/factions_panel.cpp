// Smash Up setup: each seat's two factions (factions_panel.hpp).
#include "screens/smashup/factions_panel.hpp"

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

void SmashupFactionsPanel::reset(const Session& session, std::vector<std::string>& chosen_sets) {
  const auto& catalog = session.catalog();
  factions_.assign(session.seats().size(), {});
  for (std::size_t i = 0; i < session.seats().size(); ++i) {
    const auto named = controllers::factions_in_role(catalog.factions, session.seats()[i].role);
    for (std::size_t k = 0; k < named.size() && k < 2; ++k) {
      factions_[i][k] = named[k];
      for (const auto& faction : catalog.factions) {
        if (faction.name == named[k] &&
            std::find(chosen_sets.begin(), chosen_sets.end(), faction.set) == chosen_sets.end()) {
          chosen_sets.push_back(faction.set);
        }
      }
    }
  }
  active_seat_ = 0;
}

void SmashupFactionsPanel::draw(AppContext& ctx, Session& session,
                                std::vector<std::string>& chosen_sets, Violations& problems) {
  heading(ctx.tr("smashup.label.factions").c_str());
  draw_seats(ctx, session);
  const auto& seats = session.seats();
  if (touch_button(ctx.tr("smashup.action.deal_factions").c_str(), "smashup.setup.deal",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    auto dealt = session.deal_factions(chosen_sets, fresh_seed());
    if (dealt) {
      factions_ = std::move(dealt).value();
      problems.clear();
    } else {
      problems = dealt.violations();
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
  draw_list(ctx, session, chosen_sets);
}

void SmashupFactionsPanel::draw_seats(AppContext& ctx, const Session& session) {
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

void SmashupFactionsPanel::draw_list(AppContext& ctx, const Session& session,
                                     std::vector<std::string>& chosen_sets) {
  const auto& seats = session.seats();
  // Search every set by any name (English, Chinese, the other names in use).
  touch_input("##faction_search", query_, "smashup.setup.faction_search",
              ImGui::GetContentRegionAvail().x, ctx.tr("smashup.hint.search_factions").c_str());
  ImGui::BeginChild("smashup.setup.faction_list", ImVec2(0, 0), false);
  const auto& catalog = session.catalog();
  const float width = ImGui::GetContentRegionAvail().x;
  const float half = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
  const bool searching = !query_.empty();
  int column = 0;
  std::string last_set;
  for (std::size_t f = 0; f < catalog.factions.size(); ++f) {
    const auto& faction = catalog.factions[f];
    if (searching) {
      if (!session.names().matches(su::NameKind::kFaction, faction.name, query_)) {
        continue;
      }
    } else if (std::find(chosen_sets.begin(), chosen_sets.end(), faction.set) ==
               chosen_sets.end()) {
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
      toggle(faction.name);
      // A faction found by search brings its set into the game (for dealing and the deck).
      if (std::find(chosen_sets.begin(), chosen_sets.end(), faction.set) == chosen_sets.end()) {
        chosen_sets.push_back(faction.set);
      }
    }
    if (std::find(chosen_sets.begin(), chosen_sets.end(), faction.set) == chosen_sets.end()) {
      probe().mark_rearranging(faction_button);  // its set joins the game: the decks grow
    }
    ImGui::PopID();
    column = 1 - column;
  }
  touch_scroll();
  ImGui::EndChild();
}

void SmashupFactionsPanel::toggle(const std::string& name) {
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

}  // namespace tableref::gui
