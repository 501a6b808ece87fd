// Block-Killer screen: field mode's scrolled controls (field_controls.hpp): the garbage stack,
// the next card by piece + turn + column, sharing as fumen, the breakdown.
#include "screens/blockkiller/field_controls.hpp"

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

void BlockKillerFieldControls::draw_stack(AppContext& ctx, const BlockKillerTable& table,
                                          BlockKillerEntry& entry) {
  const auto& session = table.session();
  const auto& state = session.state();
  const auto& hand = state.hands[static_cast<std::size_t>(entry.player)];
  const auto& catalog = session.catalog();
  const int used = ctl::stack_cards(entry.draft.stack);
  // The garbage stack, from the floor up (the tab says what it is).
  const std::string rows_text =
      entry.draft.imported ? ctx.tr("blockkiller.ui.imported_field")
                           : ctx.tr("blockkiller.ui.stack_rows",
                                    {Param{"rows", i64(static_cast<int>(entry.draft.stack.size()))},
                                     Param{"cards", i64(used)}, Param{"held", i64(hand.garbage)}});
  ImGui::PushTextWrapPos(0);
  muted(rows_text.c_str());
  ImGui::PopTextWrapPos();
  probe().record_text("blockkiller.stack.rows", num(static_cast<int>(entry.draft.stack.size())));
  const bool can_add = !entry.draft.imported && entry.draft.pieces.empty();
  Flow flow;
  ImGui::BeginDisabled(!can_add);
  {
    const std::string label = ctx.tr("blockkiller.ui.flip");
    flow.next(button_width(label));
    if (choice_button(label.c_str(), "blockkiller.garbage.flip", flipped_)) flipped_ = !flipped_;
  }
  {
    const std::string label = ctx.tr("blockkiller.ui.remove_row");
    flow.next(button_width(label));
    ImGui::BeginDisabled(entry.draft.stack.empty());
    if (touch_button(label.c_str(), "blockkiller.garbage.remove")) entry.draft.stack.pop_back();
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
      entry.draft.stack.push_back(row);
    }
    ImGui::EndDisabled();
  }
  ImGui::BeginDisabled(used + 1 > hand.garbage);
  for (std::size_t i = 0; i < catalog.size(); ++i) {
    const auto& card = catalog[i].card;
    const std::string label = ctx.tr(garbage_kind_key(card)) + " " + holes_text(card.holes);
    flow.next(button_width(label));
    if (action_button(label.c_str(), "blockkiller.garbage.card." + num(static_cast<int>(i)))) {
      entry.draft.stack.push_back({card, flipped_, false});
    }
  }
  ImGui::EndDisabled();
  ImGui::EndDisabled();
}

void BlockKillerFieldControls::draw_cards(AppContext& ctx, const BlockKillerTable& table,
                                          BlockKillerEntry& entry, BlockKillerPlacing& placing) {
  draw_by_piece(ctx, placing);
  draw_sharing(ctx, table, entry, placing);
  draw_blockkiller_breakdown(ctx, table, entry);
}

void BlockKillerFieldControls::draw_by_piece(AppContext& ctx, BlockKillerPlacing& placing) {
  Flow flow;
  // The next card by piece + turn + column (its ghost on the field), when not by its cells.
  ImGui::PushTextWrapPos(0);
  muted(ctx.tr("blockkiller.ui.by_piece").c_str());
  ImGui::PopTextWrapPos();
  flow.break_line();
  for (const auto piece : bk::kAllPieces) {
    flow.next(touch_size());
    if (choice_button(piece_label(piece).c_str(), "blockkiller.piece." + piece_id(piece),
                      placing.piece == piece, ImVec2(touch_size(), 0))) {
      placing.piece = piece;
      placing.rotation = 0;
      placing.tapped.clear();
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
    if (choice_button(kTurns[r], "blockkiller.rot." + num(r), placing.rotation == r,
                      ImVec2(touch_size(), 0))) {
      placing.rotation = r;
      placing.tapped.clear();
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
    placing.column = std::max(0, placing.column - 1);
    placing.tapped.clear();
  }
  flow.next(scaled(24));
  ImGui::AlignTextToFramePadding();
  text_line(num(placing.column));
  probe().record_text("blockkiller.col", num(placing.column));
  flow.next(touch_size());
  if (touch_button("+", "blockkiller.col.plus", ImVec2(touch_size(), 0))) {
    placing.column = std::min(bk::kWidth - 1, placing.column + 1);
    placing.tapped.clear();
  }
  flow.break_line();
}

void BlockKillerFieldControls::draw_sharing(AppContext& ctx, const BlockKillerTable& table,
                                            BlockKillerEntry& entry, BlockKillerPlacing& placing) {
  const auto& catalog = table.session().catalog();
  Flow flow;
  // Sharing: the play as a fumen string, and back (above the breakdown, which grows with
  // each card placed: the buttons stay put).
  ImGui::Spacing();
  flow.break_line();
  {
    const std::string label = ctx.tr("blockkiller.ui.fumen_copy");
    flow.next(button_width(label));
    if (touch_button(label.c_str(), "blockkiller.fumen.copy")) {
      auto text = ctl::draft_fumen(entry.draft, catalog);
      if (text) {
        fumen_ = text.value();
        fumen_error_.reset();
        ImGui::SetClipboardText(fumen_.c_str());
      } else {
        fumen_error_ = text.error();
      }
    }
  }
  {
    const std::string label = ctx.tr("blockkiller.ui.fumen_paste");
    flow.next(button_width(label));
    if (touch_button(label.c_str(), "blockkiller.fumen.paste")) {
      // The clipboard, or (when the system has none) the fumen shown below.
      const char* clip = ImGui::GetClipboardText();
      const std::string text = clip != nullptr && *clip != 0 ? std::string(clip) : fumen_;
      import_fumen(text, entry, placing);
    }
  }
  flow.break_line();
  if (!fumen_.empty()) {
    ImGui::PushTextWrapPos(0);
    muted(fumen_.c_str());
    ImGui::PopTextWrapPos();
    probe().record_text("blockkiller.fumen", fumen_);
  }
  if (fumen_error_) {
    message_box(ctx.render(*fumen_error_).c_str(), true, "blockkiller.fumen.error");
  }
}

void BlockKillerFieldControls::import_fumen(const std::string& text, BlockKillerEntry& entry,
                                            BlockKillerPlacing& placing) {
  auto draft = ctl::draft_from_fumen(text);
  if (!draft) {
    fumen_error_ = draft.error();
    return;
  }
  fumen_error_.reset();
  fumen_ = text;
  entry.draft = std::move(draft).value();
  placing.tapped.clear();
}

void draw_blockkiller_breakdown(AppContext& ctx, const BlockKillerTable& table,
                                const BlockKillerEntry& entry) {
  const auto& session = table.session();
  const auto eval = session.evaluate(entry.player, entry.draft);
  if (!eval.verdict || eval.verdict->pieces.empty()) return;
  ImGui::Spacing();
  heading(ctx.tr("blockkiller.ui.breakdown").c_str());
  ImGui::PushTextWrapPos(0);
  for (std::size_t i = 0; i < eval.verdict->pieces.size(); ++i) {
    const auto& v = eval.verdict->pieces[i];
    std::string line;
    if (v.violation) {
      line = num(static_cast<int>(i) + 1) + ". " + ctx.render(*v.violation);
    } else {
      const auto& a = eval.attack.pieces[i];
      line = ctx.tr("blockkiller.ui.piece_line",
                    {Param{"n", i64(static_cast<int>(i) + 1)}, Param{"piece", piece_label(v.piece)},
                     Param{"lines", i64(v.lines)}, Param{"spin", ctx.tr(spin_key(v.spin))},
                     Param{"attack", i64(a.attack)}, Param{"base", i64(a.base)},
                     Param{"b2b", i64(a.b2b_bonus)}, Param{"combo", i64(a.combo_bonus)}});
      if (a.offset > 0)
        line += " · " + ctx.tr("blockkiller.ui.offset_n", {Param{"offset", i64(a.offset)}});
    }
    wrapped_text(line.c_str());
    probe().record_text("blockkiller.breakdown." + num(static_cast<int>(i)), line);
  }
  const std::string cards =
      ctx.tr("blockkiller.ui.cards_cleared", {Param{"cleared", i64(eval.summary.garbage_cleared)},
                                              Param{"used", i64(eval.summary.garbage_used)}});
  wrapped_text(cards.c_str());
  ImGui::PopTextWrapPos();
}

}  // namespace tableref::gui
