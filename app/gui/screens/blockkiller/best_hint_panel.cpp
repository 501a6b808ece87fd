// Block-Killer screen: the best-play hint (the cards the player names, the search, its answer,
// "Use this play").
#include "screens/blockkiller/screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app_context.hpp"
#include "screens/blockkiller/screen_parts.hpp"
#include "ui/action_button.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blockkiller_screen_parts;  // NOLINT(google-build-using-namespace)

Result<bk::BestPlayQuery> BlockKillerScreen::hint_query() const {
  const auto& e = *entry_;
  return ctl::best_play_query(e.draft, controller_.catalog(), controller_.state().setup.rules,
                              controller_.start_chain(e.player), e.hint_hand.pieces());
}

bool BlockKillerScreen::hint_search_is_current() const {
  if (!entry_) return false;
  const auto q = hint_query();
  return q && hint_search_.is_for(q.value());
}

const bk::BestPlay* BlockKillerScreen::current_hint() const {
  if (!hint_search_.answer() || !hint_search_is_current()) return nullptr;
  return &*hint_search_.answer();
}

void BlockKillerScreen::draw_best_hint(AppContext& ctx) {
  auto& e = *entry_;
  const auto& state = controller_.state();
  const auto& hand = state.hands[static_cast<std::size_t>(e.player)];
  const int limit = ctl::hint_hand_limit(hand.blocks);
  e.hint_hand.trim(limit);
  ImGui::Spacing();
  heading(ctx.tr("blockkiller.ui.best.title").c_str());
  ImGui::PushTextWrapPos(0);
  muted(ctx.tr("blockkiller.ui.best.hand",
               {Param{"count", i64(e.hint_hand.size())}, Param{"max", i64(limit)}})
            .c_str());
  ImGui::PopTextWrapPos();
  // The pieces the player holds: each tap adds one card to the hint's hand.
  Flow flow;
  ImGui::BeginDisabled(e.hint_hand.size() >= limit);
  for (const auto piece : bk::kAllPieces) {
    // "+Z": adds a Z to the hand the search is asked about (the cards to place are chosen
    // on the field or by "Place by piece, turn and column", never with these).
    const std::string label = "+" + piece_label(piece);
    flow.next(button_width(label));
    if (touch_button(label.c_str(), "blockkiller.hint.add." + piece_id(piece),
                     ImVec2(button_width(label), 0))) {
      e.hint_hand.add(piece, limit);
    }
    probe().record_text("blockkiller.hint.add." + piece_id(piece), label);
  }
  ImGui::EndDisabled();
  flow.break_line();
  // The search and Clear, then the hand as chips on a line of its own (its height kept while
  // it is empty): a chip coming or going moves neither button.
  const auto query = hint_query();
  const bool searching = hint_search_.running();
  {
    const std::string label = ctx.tr("blockkiller.ui.best.search");
    flow.next(button_width(label));
    ImGui::BeginDisabled(e.hint_hand.empty() || !query || searching);
    if (touch_button(label.c_str(), "blockkiller.hint.search")) {
      e.hint_refused.reset();
      hint_search_.start(query.value());
    }
    ImGui::EndDisabled();
  }
  {
    const std::string label = ctx.tr("blockkiller.ui.best.clear");
    flow.next(button_width(label));
    ImGui::BeginDisabled(e.hint_hand.empty());
    if (touch_button(label.c_str(), "blockkiller.hint.clear")) e.hint_hand.clear();
    ImGui::EndDisabled();
  }
  flow.break_line();
  std::string hand_text;
  std::optional<std::size_t> removed;
  const auto& pieces = e.hint_hand.pieces();
  const float chips_y = ImGui::GetCursorPosY();
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const std::string label = piece_label(pieces[i]) + " \xc3\x97";
    flow.next(button_width(label));
    const ImU32 colour = piece_colour(pieces[i]);
    ImGui::PushStyleColor(ImGuiCol_Button, colour);
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, colour);
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(20, 20, 24, 255));
    ImGui::PushID(static_cast<int>(i));
    if (touch_button(label.c_str(), "blockkiller.hint.chip." + num(static_cast<int>(i)))) {
      removed = i;
    }
    ImGui::PopID();
    ImGui::PopStyleColor(3);
    if (!hand_text.empty()) hand_text += " ";
    hand_text += std::string(bk::piece_name(pieces[i]));
  }
  if (removed) e.hint_hand.remove(*removed);
  probe().record_text("blockkiller.hint.hand", hand_text);
  flow.break_line();
  // The chips' line keeps the height of a full hand (its chips may take two lines on a
  // narrow panel): the answer below stays put as cards are added.
  {
    const float chip_h = std::max(touch_size(), ImGui::GetFrameHeight());
    const float line_h = chip_h + ImGui::GetStyle().ItemSpacing.y;
    const float full_w =
        static_cast<float>(limit) * (button_width("Z \xc3\x97") + ImGui::GetStyle().ItemSpacing.x);
    const float lines = std::max(1.0f, std::ceil(full_w / ImGui::GetContentRegionAvail().x));
    const float missing = chips_y + lines * line_h - ImGui::GetCursorPosY();
    if (missing > ImGui::GetStyle().ItemSpacing.y) {
      ImGui::Dummy(ImVec2(1, missing - ImGui::GetStyle().ItemSpacing.y));
    }
  }
  if (searching) {
    flow.next(ImGui::CalcTextSize(ctx.tr("blockkiller.ui.best.searching").c_str()).x);
    ImGui::AlignTextToFramePadding();
    text_line(ctx.tr("blockkiller.ui.best.searching"));
    probe().record_text("blockkiller.hint.status", "searching");
    return;
  }
  const auto* best = current_hint();
  if (best == nullptr) {
    probe().record_text("blockkiller.hint.status", "idle");
    return;
  }
  probe().record_text("blockkiller.hint.status", "done");
  flow.break_line();
  ImGui::PushTextWrapPos(0);
  // Proven or not, in so many words.
  std::string verdict;
  if (best->exhaustive) {
    verdict = ctx.tr("blockkiller.ui.best.proven");
  } else {
    verdict = ctx.tr("blockkiller.ui.best.found", {Param{"cards", i64(best->exhaustive_cards)}});
  }
  wrapped_text(verdict.c_str(), best->exhaustive ? ImVec4(0.55f, 0.9f, 0.6f, 1.0f)
                                                 : ImVec4(1.0f, 0.8f, 0.45f, 1.0f));
  probe().record_text("blockkiller.hint.verdict", verdict);
  if (best->clock_stopped) {
    // A busy device: the search stopped at its clock, so asking again may give another play.
    wrapped_text(ctx.tr("blockkiller.ui.best.clock_stopped").c_str(),
                 ImVec4(1.0f, 0.8f, 0.45f, 1.0f));
  }
  probe().record_text("blockkiller.hint.exhaustive", best->exhaustive ? "yes" : "no");
  probe().record_text("blockkiller.hint.attack", num(best->attack.attack));
  probe().record_text("blockkiller.hint.offset", num(best->attack.offset));
  probe().record_text("blockkiller.hint.cards", num(best->cards));
  probe().record_text("blockkiller.hint.exhaustive_cards", num(best->exhaustive_cards));
  if (best->steps.empty()) {
    const std::string nothing = ctx.tr("blockkiller.ui.best.nothing");
    wrapped_text(nothing.c_str());
    probe().record_text("blockkiller.hint.nothing", nothing);
    ImGui::PopTextWrapPos();
    return;
  }
  for (std::size_t i = 0; i < best->steps.size() && i < best->attack.pieces.size(); ++i) {
    const auto& step = best->steps[i];
    const auto& a = best->attack.pieces[i];
    std::string line =
        ctx.tr("blockkiller.ui.best.step",
               {Param{"n", i64(static_cast<int>(i) + 1)}, Param{"piece", piece_label(step.piece)},
                Param{"lines", i64(a.lines)}, Param{"spin", ctx.tr(spin_key(step.spin))},
                Param{"attack", i64(a.attack)}});
    if (a.offset > 0)
      line += " · " + ctx.tr("blockkiller.ui.offset_n", {Param{"offset", i64(a.offset)}});
    wrapped_text(line.c_str());
    probe().record_text("blockkiller.hint.step." + num(static_cast<int>(i)), line);
  }
  const std::string total =
      ctx.tr("blockkiller.ui.best.total",
             {Param{"attack", i64(best->attack.attack)}, Param{"offset", i64(best->attack.offset)},
              Param{"cards", i64(best->cards)}});
  wrapped_text(total.c_str());
  probe().record_text("blockkiller.hint.total", total);
  ImGui::PopTextWrapPos();
  {
    const std::string label = ctx.tr("blockkiller.ui.best.use");
    if (action_button(label.c_str(), "blockkiller.hint.use")) {
      auto used = ctl::draft_with_play(e.draft, *best, controller_.catalog(), state.setup.rules,
                                       controller_.start_chain(e.player), hand.garbage);
      if (used) {
        e.draft = std::move(used).value();
        e.tapped.clear();
        e.hint_refused.reset();
      } else {
        e.hint_refused = used.error();
      }
    }
  }
  if (e.hint_refused) {
    message_box(ctx.render(*e.hint_refused).c_str(), true, "blockkiller.hint.refused");
  }
}

}  // namespace tableref::gui
