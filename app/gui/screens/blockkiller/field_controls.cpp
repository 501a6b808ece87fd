// Block-Killer screen: field mode's scrolled controls (the garbage stack, the next card by
// piece + turn + column, sharing as fumen).
#include "screens/blockkiller/screen.hpp"

#include <imgui.h>

#include <algorithm>

#include "app_context.hpp"
#include "screens/blockkiller/screen_parts.hpp"
#include "ui/action_button.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blockkiller_screen_parts;  // NOLINT(google-build-using-namespace)

void BlockKillerScreen::draw_stack_controls(AppContext& ctx) {
  auto& e = *entry_;
  const auto& state = controller_.state();
  const auto& hand = state.hands[static_cast<std::size_t>(e.player)];
  const auto& catalog = controller_.catalog();
  const int used = ctl::stack_cards(e.draft.stack);
  // The garbage stack, from the floor up (the tab says what it is).
  const std::string rows_text =
      e.draft.imported ? ctx.tr("blockkiller.ui.imported_field")
                       : ctx.tr("blockkiller.ui.stack_rows",
                                {Param{"rows", i64(static_cast<int>(e.draft.stack.size()))},
                                 Param{"cards", i64(used)}, Param{"held", i64(hand.garbage)}});
  ImGui::PushTextWrapPos(0);
  muted(rows_text.c_str());
  ImGui::PopTextWrapPos();
  probe().record_text("blockkiller.stack.rows", num(static_cast<int>(e.draft.stack.size())));
  const bool can_add = !e.draft.imported && e.draft.pieces.empty();
  Flow flow;
  ImGui::BeginDisabled(!can_add);
  {
    const std::string label = ctx.tr("blockkiller.ui.flip");
    flow.next(button_width(label));
    if (choice_button(label.c_str(), "blockkiller.garbage.flip", e.flipped)) e.flipped = !e.flipped;
  }
  {
    const std::string label = ctx.tr("blockkiller.ui.remove_row");
    flow.next(button_width(label));
    ImGui::BeginDisabled(e.draft.stack.empty());
    if (touch_button(label.c_str(), "blockkiller.garbage.remove")) e.draft.stack.pop_back();
    ImGui::EndDisabled();
  }
  flow.break_line();
  // The merged row first among the cards: it is one more row to stack.
  {
    const std::string label = ctx.tr("blockkiller.ui.merge");
    flow.next(button_width(label));
    ImGui::BeginDisabled(used + 2 > hand.garbage);
    if (touch_button(label.c_str(), "blockkiller.garbage.merge")) {
      bk::StackedGarbage row;
      row.card.kind = bk::GarbageKind::kCheckerboard;
      row.merged = true;
      e.draft.stack.push_back(row);
    }
    ImGui::EndDisabled();
  }
  ImGui::BeginDisabled(used + 1 > hand.garbage);
  for (std::size_t i = 0; i < catalog.size(); ++i) {
    const auto& card = catalog[i].card;
    const std::string label = ctx.tr(garbage_kind_key(card)) + " " + holes_text(card.holes);
    flow.next(button_width(label));
    if (action_button(label.c_str(), "blockkiller.garbage.card." + num(static_cast<int>(i)))) {
      e.draft.stack.push_back({card, e.flipped, false});
    }
  }
  ImGui::EndDisabled();
  ImGui::EndDisabled();
}

void BlockKillerScreen::draw_field_controls(AppContext& ctx) {
  auto& e = *entry_;
  if (e.tab == 0) {
    draw_stack_controls(ctx);
    return;
  }
  if (e.tab == 2) {
    ImGui::PushID("best_hint");
    draw_best_hint(ctx);
    ImGui::PopID();
    return;
  }
  const auto& catalog = controller_.catalog();
  Flow flow;
  // The next card by piece + turn + column (its ghost on the field), when not by its cells.
  ImGui::PushTextWrapPos(0);
  muted(ctx.tr("blockkiller.ui.by_piece").c_str());
  ImGui::PopTextWrapPos();
  flow.break_line();
  for (const auto piece : bk::kAllPieces) {
    flow.next(touch_size());
    if (choice_button(piece_label(piece).c_str(), "blockkiller.piece." + piece_id(piece),
                      e.piece == piece, ImVec2(touch_size(), 0))) {
      e.piece = piece;
      e.rotation = 0;
      e.tapped.clear();
    }
    probe().record_text("blockkiller.piece." + piece_id(piece), piece_label(piece));
  }
  flow.break_line();
  static const char* kTurns[] = {"0", "R", "2", "L"};
  {
    const std::string label = ctx.tr("blockkiller.ui.turn");
    flow.next(ImGui::CalcTextSize(label.c_str()).x);
    ImGui::AlignTextToFramePadding();
    text_line(label);
  }
  for (int r = 0; r < 4; ++r) {
    flow.next(touch_size());
    if (choice_button(kTurns[r], "blockkiller.rot." + num(r), e.rotation == r,
                      ImVec2(touch_size(), 0))) {
      e.rotation = r;
      e.tapped.clear();
    }
  }
  flow.break_line();
  {
    const std::string label = ctx.tr("blockkiller.ui.column");
    flow.next(ImGui::CalcTextSize(label.c_str()).x);
    ImGui::AlignTextToFramePadding();
    text_line(label);
  }
  flow.next(touch_size());
  if (touch_button("-", "blockkiller.col.minus", ImVec2(touch_size(), 0))) {
    e.column = std::max(0, e.column - 1);
    e.tapped.clear();
  }
  flow.next(scaled(24));
  ImGui::AlignTextToFramePadding();
  text_line(num(e.column));
  probe().record_text("blockkiller.col", num(e.column));
  flow.next(touch_size());
  if (touch_button("+", "blockkiller.col.plus", ImVec2(touch_size(), 0))) {
    e.column = std::min(bk::kWidth - 1, e.column + 1);
    e.tapped.clear();
  }
  flow.break_line();

  // Sharing: the play as a fumen string, and back (above the breakdown, which grows with
  // each card placed: the buttons stay put).
  ImGui::Spacing();
  flow.break_line();
  {
    const std::string label = ctx.tr("blockkiller.ui.fumen_copy");
    flow.next(button_width(label));
    if (touch_button(label.c_str(), "blockkiller.fumen.copy")) {
      auto text = ctl::draft_fumen(e.draft, catalog);
      if (text) {
        e.fumen = text.value();
        e.fumen_error.reset();
        ImGui::SetClipboardText(e.fumen.c_str());
      } else {
        e.fumen_error = text.error();
      }
    }
  }
  {
    const std::string label = ctx.tr("blockkiller.ui.fumen_paste");
    flow.next(button_width(label));
    if (touch_button(label.c_str(), "blockkiller.fumen.paste")) {
      // The clipboard, or (when the system has none) the fumen shown below.
      const char* clip = ImGui::GetClipboardText();
      const std::string text = clip != nullptr && *clip != 0 ? std::string(clip) : e.fumen;
      import_fumen(ctx, text);
    }
  }
  flow.break_line();
  if (!e.fumen.empty()) {
    ImGui::PushTextWrapPos(0);
    muted(e.fumen.c_str());
    ImGui::PopTextWrapPos();
    probe().record_text("blockkiller.fumen", e.fumen);
  }
  if (e.fumen_error) {
    message_box(ctx.render(*e.fumen_error).c_str(), true, "blockkiller.fumen.error");
  }
  draw_breakdown(ctx);
}

void BlockKillerScreen::import_fumen(AppContext& ctx, const std::string& text) {
  (void)ctx;
  auto& e = *entry_;
  auto draft = ctl::draft_from_fumen(text);
  if (!draft) {
    e.fumen_error = draft.error();
    return;
  }
  e.fumen_error.reset();
  e.fumen = text;
  e.draft = std::move(draft).value();
  e.tapped.clear();
}

}  // namespace tableref::gui
