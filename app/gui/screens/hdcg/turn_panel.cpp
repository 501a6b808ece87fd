// The HDCG screen's turn panel (turn_panel.hpp): undo, the round and phase tracker, the judgement,
// draw and discard phases, and the messages (problems, the winner, the last damage, the rules in
// play).
#include "screens/hdcg/turn_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "app_context.hpp"
#include "screens/hdcg/screen_parts.hpp"
#include "screens/hdcg/widgets.hpp"
#include "tableref/referee/hdcg/turn.hpp"
#include "ui/disabled_scope.hpp"
#include "ui/layout.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

using namespace hdcg_screen_parts;

void HdcgTurnPanel::draw(AppContext& ctx, controllers::HdcgController& session,
                         Violations& problems) {
  const auto& state = session.state();
  // Undo first, at the top of the panel: nothing above it comes or goes.
  {
    DisabledScope no_undo(!session.can_undo());  // asked once: the undo changes the answer
    if (tap_button(ctx.tr("hdcg.undo").c_str(), "hdcg.undo",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
      report(problems, session.undo());
    }
  }

  const auto& turn = state.turn;
  const std::string player =
      turn.seat < state.seats.size() ? ctx.user_text(state.seats[turn.seat].player) : "";
  const std::string round = ctx.tr("hdcg.round", {Param{"round", turn.round}}) + " · " +
                            ctx.tr("hdcg.turn_of", {Param{"player", player}});
  wrapped_text(round.c_str());
  probe().record_text("hdcg.turn", round);
  probe().record_text("hdcg.phase", std::string(hdcg::name(turn.phase)));

  // The phase tracker.
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  // Two phases to a row; a narrow turn panel (1024x768) keeps their names whole with less
  // padding, else one to a row ("Judgement").
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding,
                      ImVec2(scaled(3), ImGui::GetStyle().FramePadding.y));
  const float full = ImGui::GetContentRegionAvail().x;
  float widest = 0;
  for (const auto phase : hdcg::kPhases) {
    const std::string label = ctx.tr("hdcg.phase." + std::string(hdcg::name(phase)));
    widest = std::max(widest, ImGui::CalcTextSize(label.c_str()).x);
  }
  const bool paired = (full - spacing) / 2 >= widest + scaled(3) * 2;
  const float chip = paired ? (full - spacing) / 2 : full;
  for (std::size_t i = 0; i < hdcg::kPhases.size(); ++i) {
    if (paired && i % 2 != 0) ImGui::SameLine();
    const auto phase = hdcg::kPhases[i];
    const std::string name(hdcg::name(phase));
    tap_choice(ctx.tr("hdcg.phase." + name).c_str(), "hdcg.phase." + name, phase == turn.phase,
               ImVec2(chip, 0));
  }
  ImGui::PopStyleVar();
  if (tap_action(ctx.tr("hdcg.phase.next").c_str(), "hdcg.next",
                 ImVec2(ImGui::GetContentRegionAvail().x, scaled(56)))) {
    report(problems, session.advance_phase());
  }

  switch (turn.phase) {
    case hdcg::Phase::kJudgement:
      draw_judgement_phase(ctx, session, problems);
      break;
    case hdcg::Phase::kDraw:
      draw_draw_phase(ctx, session, problems);
      break;
    case hdcg::Phase::kDiscard:
      draw_discard_phase(ctx, session, problems);
      break;
    default:
      break;
  }
  draw_turn_messages(ctx, session, problems);
}

// The judgement: a seeded roll, or the die the table rolled, digit by digit.
void HdcgTurnPanel::draw_judgement_phase(AppContext& ctx, controllers::HdcgController& session,
                                         Violations& problems) {
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  if (tap_action(ctx.tr("hdcg.judgement.roll").c_str(), "hdcg.judgement.roll",
                 ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    auto rolled = session.roll_judgement();
    problems.clear();
    if (!rolled) problems = rolled.violations();
  }
  muted(ctx.tr("hdcg.judgement.manual").c_str());
  const float key = (ImGui::GetContentRegionAvail().x - spacing * 4) / 5;
  for (int d = 0; d < 10; ++d) {
    if (d % 5 != 0) ImGui::SameLine();
    const std::string digit = std::to_string(d);
    if (tap_action(digit.c_str(), "hdcg.judgement." + digit, ImVec2(key, 0))) {
      report(problems, session.act(hdcg::event::Judgement{d}));
    }
  }
}

// The draw phase: the event card, then the turn's skill cards.
void HdcgTurnPanel::draw_draw_phase(AppContext& ctx, controllers::HdcgController& session,
                                    Violations& problems) {
  const auto& turn = session.state().turn;
  if (tap_action(ctx.tr("hdcg.event.reveal").c_str(), "hdcg.event.reveal",
                 ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    report(problems, session.act(hdcg::event::RevealEvent{}));
  }
  // The turn's 2 skill cards: drawn by this button or, when not, by "Next phase".
  const bool drawn = session.drew_this_phase();
  const std::int64_t count = hdcg::kDrawPhaseSkills;
  ImGui::BeginDisabled(drawn);
  if (tap_action(ctx.tr(drawn ? "hdcg.draw.done" : "hdcg.draw", {Param{"count", count}}).c_str(),
                 "hdcg.draw", ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    report(problems, session.act(hdcg::event::Draw{turn.seat, hdcg::kDrawPhaseSkills}));
  }
  ImGui::EndDisabled();
  probe().record_text("hdcg.draw.state", drawn ? "drawn" : "due");
  if (!drawn) muted(ctx.tr("hdcg.draw.on_next", {Param{"count", count}}).c_str());
}

// The discard phase: how many the rules demand, chosen with - and +, then confirmed.
void HdcgTurnPanel::draw_discard_phase(AppContext& ctx, controllers::HdcgController& session,
                                       Violations& problems) {
  const auto& state = session.state();
  const auto& turn = state.turn;
  const auto seat = turn.seat;
  const std::int64_t required = state.required_discard(seat);
  const auto hand = static_cast<std::int64_t>(state.seats[seat].hand.size());
  const std::int64_t limit = state.hand_limit(seat);
  const auto events = static_cast<std::int64_t>(session.events().size());
  if (discard_for_ != events) {
    discard_count_ = static_cast<std::size_t>(required);
    discard_for_ = events;
  }
  if (required > 0) {
    message_box(ctx.tr("hdcg.discard.prompt",
                       {Param{"count", required}, Param{"hand", hand}, Param{"limit", limit}})
                    .c_str(),
                false, "hdcg.discard.prompt");
    ImGui::AlignTextToFramePadding();
    const std::string chosen =
        ctx.tr("hdcg.discard.count", {Param{"count", static_cast<std::int64_t>(discard_count_)}});
    if (tap_button("−", "hdcg.discard.minus", ImVec2(touch_size(), 0)) && discard_count_ > 0) {
      --discard_count_;
    }
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    text_line(chosen);
    probe().record_text("hdcg.discard.count", std::to_string(discard_count_));
    ImGui::SameLine();
    if (tap_button("+", "hdcg.discard.plus", ImVec2(touch_size(), 0))) ++discard_count_;
    if (tap_action(ctx.tr("hdcg.discard.confirm").c_str(), "hdcg.discard.confirm",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
      report(problems, session.discard_phase(discard_count_));
    }
  } else if (const auto discarded = session.discarded_this_phase(); discarded > 0) {
    message_box(ctx.tr("hdcg.discard.done", {Param{"count", static_cast<std::int64_t>(discarded)},
                                             Param{"hand", hand}, Param{"limit", limit}})
                    .c_str(),
                false, "hdcg.discard.prompt");
  } else {
    message_box(ctx.tr("hdcg.discard.none").c_str(), false, "hdcg.discard.prompt");
  }
}

// Under the phases: the rolls, the event card, problems, the winner, the last damage and the
// rules in play.
void HdcgTurnPanel::draw_turn_messages(AppContext& ctx, controllers::HdcgController& session,
                                       Violations& problems) {
  const auto& state = session.state();
  if (!state.judgements.empty()) {
    std::string rolls;
    for (int r : state.judgements) rolls += (rolls.empty() ? "" : ", ") + std::to_string(r);
    const std::string text = ctx.tr("hdcg.judgement.result", {Param{"roll", rolls}});
    text_line(text);
    probe().record_text("hdcg.judgement.result", rolls);
  }
  if (state.shown_event) {
    wrapped_text((ctx.tr("hdcg.event_card") + ": " + ctx.user_text(*state.shown_event)).c_str());
  }

  if (!problems.empty()) {
    std::string text;
    for (const auto& v : problems) text += (text.empty() ? "" : "\n") + ctx.render(v);
    message_box(text.c_str(), true, "hdcg.problem");
  }
  if (session.finished()) {
    for (const auto& row : session.standings()) {
      if (!row.winner) continue;
      message_box(ctx.tr("hdcg.winner", {Param{"player", ctx.user_text(row.name)},
                                         Param{"hp", row.hp.to_string()}})
                      .c_str(),
                  false, "hdcg.winner");
    }
  }
  if (state.last_damage) {
    const auto& r = *state.last_damage;
    muted(ctx.tr("hdcg.damage.last",
                 {Param{"summary",
                        ctx.tr("hdcg.damage.summary", {Param{"damage", r.damage.to_string()},
                                                       Param{"hp_before", r.hp_before.to_string()},
                                                       Param{"hp_after", r.hp_after.to_string()},
                                                       Param{"limit_before", r.hand_limit_before},
                                                       Param{"limit_after", r.hand_limit_after}})}})
              .c_str());
  }
  std::string rules =
      ctx.tr("hdcg.rule.defence_applies") + " " +
      ctx.tr("hdcg.rule.defence_applies." + std::string(hdcg::name(state.rules.defence_applies))) +
      " · " + ctx.tr("hdcg.rule.hp_rounding") + ": " +
      ctx.tr("hdcg.rule.hp_rounding." + std::string(hdcg::name(state.rules.hp_rounding)));
  if (state.rules.rounding_applies_to == hdcg::RoundingAppliesTo::kHpLeft) {
    rules += ctx.tr("hdcg.damage.flag", {Param{"flag", ctx.tr("hdcg.rule.rounding_hp_left")}});
  }
  muted(rules.c_str());
  probe().record_text("hdcg.rules", rules);
}

}  // namespace tableref::gui
