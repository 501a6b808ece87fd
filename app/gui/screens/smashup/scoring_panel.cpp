// Smash Up table: scoring a base and replacing one (scoring_panel.hpp).
#include "screens/smashup/scoring_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "app_context.hpp"
#include "screens/smashup/screen_parts.hpp"
#include "ui/action_button.hpp"
#include "ui/disabled_scope.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace smashup_screen_parts;  // NOLINT(google-build-using-namespace)

void SmashupScoringPanel::draw_scoring(AppContext& ctx, SmashupTable& table, int slot) {
  const auto& session = table.session();
  const auto& base = session.state().bases[static_cast<std::size_t>(slot)];
  const float apply_h = scaled(64);
  ImGui::BeginChild("smashup.scoring.scroll",
                    ImVec2(0, -(apply_h + box_height() + ImGui::GetStyle().ItemSpacing.y * 2)),
                    false, kPanelScroll);
  ImGui::PushTextWrapPos(0.0f);
  wrapped_text(ctx.tr("smashup.label.scoring",
                      {Param{"base", card_name(ctx, session.names(), su::NameKind::kBase,
                                               base.card->name, false)}})
                   .c_str());
  ImGui::PopTextWrapPos();
  draw_breakdown(ctx, session, slot);
  ImGui::Separator();
  muted(ctx.tr("smashup.label.replacement_hint").c_str());
  draw_choice(ctx, table, "smashup.scoring");
  touch_scroll();
  ImGui::EndChild();
  draw_box(ctx, session, "smashup.scoring");
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.20f, 0.55f, 0.30f, 1.0f));
  if (action_button(ctx.tr("smashup.action.apply_scoring").c_str(), "smashup.scoring.apply",
                    ImVec2(ImGui::GetContentRegionAvail().x, apply_h))) {
    su::ScoreBase event;
    event.slot = slot;
    event.replacement = replacement_;
    table.act(std::move(event));
  }
  ImGui::PopStyleColor();
}

void SmashupScoringPanel::draw_breakdown(AppContext& ctx,
                                         const controllers::SmashupController& session, int slot) {
  const auto& state = session.state();
  auto preview = su::preview_scoring(state, slot);
  if (preview) {
    const auto& scoring = preview.value();
    text_line(ctx.tr("smashup.label.power_vs_breakpoint",
                     {Param{"power", std::int64_t{scoring.total_power}},
                      Param{"breakpoint", std::int64_t{scoring.breakpoint}}}));
    std::string all;
    for (std::size_t i = 0; i < scoring.awards.size(); ++i) {
      const auto& award = scoring.awards[i];
      const auto& name = state.players[static_cast<std::size_t>(award.player)].name;
      std::string line;
      if (award.eligible) {
        line = ctx.tr(
            award.tied ? "smashup.label.award_tied" : "smashup.label.award",
            {Param{"place", std::int64_t{award.place}}, Param{"player", ctx.user_text(name)},
             Param{"power", std::int64_t{award.power}}, Param{"vp", std::int64_t{award.vp}}});
      } else {
        line = ctx.user_text(name) + ": " + ctx.tr("smashup.label.ineligible");
      }
      const ImVec2 at = ImGui::GetCursorScreenPos();
      ImGui::GetWindowDrawList()->AddRectFilled(
          at, ImVec2(at.x + scaled(6), at.y + ImGui::GetTextLineHeight() * 1.2f),
          seat_colour(award.player));
      ImGui::SetCursorScreenPos(ImVec2(at.x + scaled(12), at.y));
      ImGui::PushTextWrapPos(0.0f);
      if (award.eligible && award.place <= su::kScoringPlaces) {
        wrapped_text(line.c_str());
      } else {
        muted(line.c_str());
      }
      ImGui::PopTextWrapPos();
      probe().record_text("smashup.scoring.award." + num(static_cast<int>(i)), line);
      all += line + "\n";
    }
    probe().record_text("smashup.scoring.breakdown", all);
  } else {
    message_box(ctx.render(preview.error()).c_str(), true, "smashup.scoring.error");
  }
}

void SmashupScoringPanel::draw_replace(AppContext& ctx, SmashupTable& table, int slot) {
  const auto& session = table.session();
  const auto& state = session.state();
  DisabledScope locked(state.over);
  const float apply_h = scaled(64);
  ImGui::BeginChild("smashup.replace.scroll",
                    ImVec2(0, -(apply_h + box_height() + ImGui::GetStyle().ItemSpacing.y * 2)),
                    false, kPanelScroll);
  heading(ctx.tr("smashup.action.replace_base").c_str());
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  if (base.card) {
    // A card swaps the base: what is on it leaves with it.
    ImGui::PushTextWrapPos(0.0f);
    muted(ctx.tr("smashup.hint.swap_base",
                 {Param{"base", card_name(ctx, session.names(), su::NameKind::kBase,
                                          base.card->name, false)}})
              .c_str());
    ImGui::PopTextWrapPos();
  }
  draw_choice(ctx, table, "smashup.replace");
  touch_scroll();
  ImGui::EndChild();
  draw_box(ctx, session, "smashup.replace");
  DisabledScope no_choice(!replacement_);
  if (action_button(ctx.tr("smashup.action.place_base").c_str(), "smashup.replace.apply",
                    ImVec2(ImGui::GetContentRegionAvail().x, apply_h))) {
    table.act(su::ReplaceBase{slot, *replacement_});
  }
}

void SmashupScoringPanel::draw_choice(AppContext& ctx, SmashupTable& table,
                                      const std::string& prefix) {
  const auto& session = table.session();
  const float width = ImGui::GetContentRegionAvail().x;
  if (touch_button(ctx.tr("smashup.action.draw_base").c_str(), prefix + ".draw",
                   ImVec2(width, 0))) {
    auto drawn = session.draw_base(fresh_seed());
    if (drawn) {
      replacement_ = std::move(drawn).value();
      picking_ = false;
      table.say({});
    } else {
      table.say(drawn.violations());
    }
  }
  if (choice_button(ctx.tr("smashup.action.pick_base").c_str(), prefix + ".pick", picking_,
                    ImVec2(width, 0))) {
    picking_ = !picking_;
  }
  if (picking_) {
    const auto remaining = session.remaining();
    touch_input("##replace_search", query_, prefix + ".search", ImGui::GetContentRegionAvail().x,
                ctx.tr("smashup.hint.search_bases").c_str());
    // Inline in the panel's own scroll: a nested list would fight it for the drag.
    for (std::size_t i = 0; i < remaining.size(); ++i) {
      const auto& b = remaining[i];
      if (!session.names().matches(su::NameKind::kBase, b.name, query_)) continue;
      ImGui::PushID(static_cast<int>(i));
      const std::string label =
          card_name(ctx, session.names(), su::NameKind::kBase, b.name) + "  " + num(b.breakpoint);
      if (touch_button(label.c_str(), prefix + ".option." + num(static_cast<int>(i)),
                       ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
        replacement_ = b;  // the list stays open: nothing under the finger moves
      }
      ImGui::PopID();
    }
  }
}

float SmashupScoringPanel::box_height() {
  return ImGui::GetTextLineHeightWithSpacing() * 2 + scaled(16);
}

void SmashupScoringPanel::draw_box(AppContext& ctx, const controllers::SmashupController& session,
                                   const std::string& prefix) {
  // The base drawn or picked, in a box of fixed size just above the button that applies
  // it: where the player is looking, never below the fold of the list above.
  std::string text = ctx.tr("smashup.label.no_replacement");
  Tone tone = Tone::kNeutral;
  if (replacement_) {
    const auto& b = *replacement_;
    text = ctx.tr(
        "smashup.label.replacement",
        {Param{"base", card_name(ctx, session.names(), su::NameKind::kBase, b.name, false)},
         Param{"breakpoint", std::int64_t{b.breakpoint}}, Param{"vp1", std::int64_t{b.vp[0]}},
         Param{"vp2", std::int64_t{b.vp[1]}}, Param{"vp3", std::int64_t{b.vp[2]}}});
    tone = Tone::kInfo;
    probe().record_text(prefix + ".replacement", b.name);
  }
  fixed_message_box(text, tone, prefix + ".replacement_box",
                    ImVec2(ImGui::GetContentRegionAvail().x, box_height()));
}

}  // namespace tableref::gui
