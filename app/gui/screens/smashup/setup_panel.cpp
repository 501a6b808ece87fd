// Smash Up setup: the layout, the sets, the first player and Start
// (setup_panel.hpp).
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
  chosen_sets_.clear();
  factions_.reset(session, chosen_sets_);
  if (chosen_sets_.empty() && !catalog.faction_sets.empty()) {
    // The base game when the catalog has it, else the first set.
    std::string set = catalog.faction_sets.front();
    for (const auto& name : catalog.faction_sets) {
      if (name.rfind("Core", 0) == 0) set = name;
    }
    chosen_sets_.push_back(set);
  }
  bases_.reset();
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
  factions_.draw(ctx, session, chosen_sets_, problems_);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("smashup.setup.bases", ImVec2(0, lists_h), true);
  bases_.draw(ctx, session, chosen_sets_, names_, problems_);
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
    auto status = session.start(factions_.chosen(), bases_.chosen(), first_player_);
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

}  // namespace tableref::gui
