// Smash Up setup: the bases in play, the deck to choose them from and a custom base
// (bases_panel.hpp).
#include "screens/smashup/bases_panel.hpp"

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

void SmashupBasesPanel::draw(AppContext& ctx, Session& session,
                             std::vector<std::string>& chosen_sets, SmashupNamesPanel& names,
                             Violations& problems) {
  const int needed = static_cast<int>(session.seats().size()) + 1;
  heading(ctx.tr("smashup.label.bases_needed",
                 {Param{"count", std::int64_t{static_cast<int>(start_bases_.size())}},
                  Param{"needed", std::int64_t{needed}}})
              .c_str());
  probe().record_text("smashup.setup.bases_count", num(static_cast<int>(start_bases_.size())));
  draw_buttons(ctx, session, chosen_sets, problems);
  touch_input("##base_search", query_, "smashup.setup.base_search",
              ImGui::GetContentRegionAvail().x, ctx.tr("smashup.hint.search_bases").c_str());
  ImGui::BeginChild("smashup.setup.base_list", ImVec2(0, 0), false);
  if (names.open()) {
    names.draw(ctx, session, problems);
    ImGui::Separator();
  }
  if (custom_open_) {
    draw_custom_form(ctx, session, chosen_sets, problems);
    ImGui::Separator();
  }
  draw_in_play(ctx, session, needed);
  ImGui::Separator();
  draw_deck(ctx, session, chosen_sets, needed);
  touch_scroll();
  ImGui::EndChild();
}

void SmashupBasesPanel::draw_buttons(AppContext& ctx, Session& session,
                                     const std::vector<std::string>& chosen_sets,
                                     Violations& problems) {
  const float width = ImGui::GetContentRegionAvail().x;
  const float third = (width - ImGui::GetStyle().ItemSpacing.x * 2) / 3;
  // Draw and the two printings in a row of thirds; where a third cannot hold Draw's label (a
  // portrait screen), Draw has a row of its own and the printings share the next.
  const std::string draw_label = ctx.tr("smashup.action.draw_bases");
  const bool own_row = touch_button_width(draw_label.c_str()) > third;
  const float choice_w = own_row ? (width - ImGui::GetStyle().ItemSpacing.x) / 2 : third;
  if (touch_button(draw_label.c_str(), "smashup.setup.draw_bases",
                   ImVec2(own_row ? width : third, 0))) {
    auto drawn = session.draw_start_bases(chosen_sets, printing_, fresh_seed());
    if (drawn) {
      start_bases_ = std::move(drawn).value();
      problems.clear();
    } else {
      problems = drawn.violations();
    }
  }
  if (!own_row) ImGui::SameLine();
  if (choice_button(ctx.tr("smashup.label.printing.current_short").c_str(),
                    "smashup.setup.printing.current", printing_ == su::Printing::kCurrent,
                    ImVec2(choice_w, 0))) {
    printing_ = su::Printing::kCurrent;
  }
  ImGui::SameLine();
  if (choice_button(ctx.tr("smashup.label.printing.original_short").c_str(),
                    "smashup.setup.printing.original", printing_ == su::Printing::kOriginal,
                    ImVec2(choice_w, 0))) {
    printing_ = su::Printing::kOriginal;
  }
  if (choice_button(ctx.tr("smashup.action.add_base").c_str(), "smashup.setup.custom", custom_open_,
                    ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    custom_open_ = !custom_open_;
  }
  probe().mark_rearranging("smashup.setup.custom");  // opens the form above the list
}

void SmashupBasesPanel::draw_in_play(AppContext& ctx, const Session& session, int needed) {
  // The bases in play first, one slot for each base the game needs (an empty slot is a
  // placeholder, so the list below never moves; tap a base to take it back), then the
  // chosen sets' deck, where a base in play stays in its place, shown chosen.
  std::optional<std::size_t> drop;
  for (int i = 0; i < std::max(needed, static_cast<int>(start_bases_.size())); ++i) {
    const auto slot = static_cast<std::size_t>(i);
    ImGui::PushID(i);
    if (slot < start_bases_.size()) {
      const auto& base = start_bases_[slot];
      const std::string label =
          card_name(ctx, session.names(), su::NameKind::kBase, base.name, false) + "  " +
          num(base.breakpoint) + " · " + num(base.vp[0]) + "/" + num(base.vp[1]) + "/" +
          num(base.vp[2]);
      if (choice_button(label.c_str(), "smashup.setup.chosen." + num(i), true,
                        ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
        drop = slot;
      }
    } else {
      ImGui::BeginDisabled();
      touch_button(ctx.tr("smashup.label.base_to_choose").c_str(), "smashup.setup.chosen." + num(i),
                   ImVec2(ImGui::GetContentRegionAvail().x, 0));
      ImGui::EndDisabled();
    }
    ImGui::PopID();
  }
  if (drop) start_bases_.erase(start_bases_.begin() + static_cast<std::ptrdiff_t>(*drop));
}

void SmashupBasesPanel::draw_deck(AppContext& ctx, const Session& session,
                                  const std::vector<std::string>& chosen_sets, int needed) {
  const auto& catalog = session.catalog();
  // Searching looks through every set.
  const bool searching = !query_.empty();
  const auto deck =
      su::base_deck(catalog.bases, searching ? catalog.base_sets : chosen_sets, printing_);
  std::string last_set;
  for (const auto& base : deck) {
    if (searching && !session.names().matches(su::NameKind::kBase, base.name, query_)) {
      continue;
    }
    // The catalog row, for a stable probe id.
    std::size_t row = 0;
    for (; row < catalog.bases.size(); ++row) {
      if (catalog.bases[row] == base) break;
    }
    const auto in_play = std::find_if(
        start_bases_.begin(), start_bases_.end(),
        [&](const su::BaseCard& b) { return b.set == base.set && b.name == base.name; });
    if (base.set != last_set) {
      muted(base.set == controllers::kSmashupCustomSet
                ? ctx.tr("smashup.label.printing.custom").c_str()
                : ctx.user_text(base.set).c_str());
      last_set = base.set;
    }
    std::string label = card_name(ctx, session.names(), su::NameKind::kBase, base.name) + "  " +
                        num(base.breakpoint) + " · " + num(base.vp[0]) + "/" + num(base.vp[1]) +
                        "/" + num(base.vp[2]);
    if (base.printing == su::Printing::kOriginal) {
      label += " (" + ctx.tr("smashup.label.printing.original") + ")";
    }
    ImGui::PushID(static_cast<int>(row));
    probe().record_text("smashup.setup.base." + num(static_cast<int>(row)), label);
    if (choice_button(label.c_str(), "smashup.setup.base." + num(static_cast<int>(row)),
                      in_play != start_bases_.end(), ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
      if (in_play != start_bases_.end()) {
        start_bases_.erase(in_play);
      } else if (static_cast<int>(start_bases_.size()) < needed) {
        start_bases_.push_back(base);
      }
    }
    ImGui::PopID();
  }
}

void SmashupBasesPanel::draw_custom_form(AppContext& ctx, Session& session,
                                         std::vector<std::string>& chosen_sets,
                                         Violations& problems) {
  ctx.user_text(custom_name_);
  touch_input("##custom_name", custom_name_, "smashup.setup.custom.name",
              ImGui::GetContentRegionAvail().x, ctx.tr("smashup.hint.base_name").c_str());
  const float label_w = scaled(150);
  stepper(
      ctx.tr("smashup.label.breakpoint"), num(custom_breakpoint_),
      "smashup.setup.custom.breakpoint",
      [&](int d) { custom_breakpoint_ = std::clamp(custom_breakpoint_ + d, 0, 999); }, 1, label_w);
  for (int k = 0; k < 3; ++k) {
    stepper(
        ctx.tr("smashup.label.place", {Param{"place", std::int64_t{k + 1}}}),
        num(custom_vp_[static_cast<std::size_t>(k)]), "smashup.setup.custom.vp" + num(k + 1),
        [&, k](int d) {
          auto& v = custom_vp_[static_cast<std::size_t>(k)];
          v = std::clamp(v + d, 0, 999);
        },
        1, label_w);
  }
  if (touch_button(ctx.tr("smashup.action.add_base").c_str(), "smashup.setup.custom.add",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    su::BaseCard card;
    card.name = custom_name_;
    card.breakpoint = custom_breakpoint_;
    card.vp = custom_vp_;
    auto added = session.add_custom_base(card);
    if (added) {
      problems.clear();
      custom_name_.clear();
      custom_open_ = false;
      const std::string custom(controllers::kSmashupCustomSet);
      if (std::find(chosen_sets.begin(), chosen_sets.end(), custom) == chosen_sets.end()) {
        chosen_sets.push_back(custom);
      }
    } else {
      problems = added.violations();
    }
  }
  probe().mark_rearranging("smashup.setup.custom.add");  // the form closes above the list
}

}  // namespace tableref::gui
