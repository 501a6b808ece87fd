// Block-Killer screen: the play being entered (entry_panel.hpp): who, the mode, the running
// numbers, the target, Send; and quick mode (one row of buttons per piece).
#include "screens/blockkiller/entry_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app_context.hpp"
#include "screens/blockkiller/screen_parts.hpp"
#include "tableref/referee/blockkiller/targets.hpp"
#include "ui/action_button.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blockkiller_screen_parts;  // NOLINT(google-build-using-namespace)

void BlockKillerEntryPanel::reset(AppContext& ctx) {
  entry_.reset();
  hint_.clear_search();
  if (ctx.store) {
    // The mode the player chose last (quick until one is chosen).
    mode_ = ctl::EntryMode::kQuick;
    if (auto saved = ctx.store->setting(kEntryModeSetting); saved && saved.value()) {
      mode_ = *saved.value() == "field" ? ctl::EntryMode::kField : ctl::EntryMode::kQuick;
    }
  }
}

void BlockKillerEntryPanel::poll(AppContext& ctx, const BlockKillerTable& table) {
  hint_.poll(ctx, table, entry_ ? &*entry_ : nullptr);
}

void BlockKillerEntryPanel::start(const BlockKillerTable& table, bool defence) {
  const auto& state = table.session().state();
  BlockKillerEntry e;
  e.defence = defence;
  e.player = state.to_act();
  e.target = defence ? -1 : state.next_alive(state.current);
  e.draft.mode = mode_;
  entry_ = std::move(e);
  field_.reset();
  hint_.reset();
}

void BlockKillerEntryPanel::choose_mode(AppContext& ctx, ctl::EntryMode mode) {
  auto& e = *entry_;
  if (e.draft.mode != mode) e.scroll_top = true;
  e.draft.mode = mode;
  // The next entry opens in this mode, in this session and the next (a setting of the device).
  mode_ = mode;
  if (ctx.store) {
    (void)ctx.store->set_setting(kEntryModeSetting,
                                 mode == ctl::EntryMode::kField ? "field" : "quick");
  }
}

void BlockKillerEntryPanel::draw(AppContext& ctx, BlockKillerTable& table) {
  auto& e = *entry_;
  const auto eval = table.session().evaluate(e.player, e.draft);
  draw_header(ctx, table, eval);
  draw_send(ctx, table, eval);
  // The draft's problem is shown in the mode's own fixed box (quick: the note above the
  // rows; field: the ruling): a box appearing here would push the rows and the field down.
  probe().record_text("blockkiller.entry.problem",
                      eval.problem ? ctx.render(*eval.problem) : std::string());
  ImGui::Separator();
  if (e.draft.mode == ctl::EntryMode::kQuick) {
    draw_quick(ctx, table);
  } else {
    field_.draw(ctx, table, e, hint_);
  }
}

void BlockKillerEntryPanel::draw_header(AppContext& ctx, const BlockKillerTable& table,
                                        const controllers::DraftEvaluation& eval) {
  auto& e = *entry_;
  const auto& session = table.session();
  // Header: whose play, the mode, the running numbers.
  const std::string who = ctx.user_text(session.name(e.player));
  // One line: who plays, the mode and the running numbers (the field gets the height).
  ImGui::AlignTextToFramePadding();
  heading(ctx.tr(e.defence ? "blockkiller.ui.entry_defence" : "blockkiller.ui.entry_attack",
                 {Param{"name", who}})
              .c_str());
  ImGui::SameLine(0, scaled(16));
  if (choice_button(ctx.tr("blockkiller.ui.mode_quick").c_str(), "blockkiller.mode.quick",
                    e.draft.mode == ctl::EntryMode::kQuick)) {
    choose_mode(ctx, ctl::EntryMode::kQuick);
  }
  ImGui::SameLine();
  if (choice_button(ctx.tr("blockkiller.ui.mode_field").c_str(), "blockkiller.mode.field",
                    e.draft.mode == ctl::EntryMode::kField)) {
    choose_mode(ctx, ctl::EntryMode::kField);
  }
  probe().record_text("blockkiller.entry.mode",
                      e.draft.mode == ctl::EntryMode::kField ? "field" : "quick");
  std::string running =
      // A defence is scored as an attack but counts as defence: the panel says so.
      ctx.tr(e.defence ? "blockkiller.ui.running_defence" : "blockkiller.ui.running",
             {Param{"attack", i64(eval.attack.attack)}, Param{"offset", i64(eval.attack.offset)},
              Param{"combo", i64(eval.attack.chain.combo)}});
  if (eval.attack.chain.last_special) running += " · " + ctx.tr("blockkiller.ui.b2b_ready");
  // Upright the running numbers take a line of their own (the header's is too narrow).
  if (!table.upright()) {
    // Beside the mode buttons when its longest form fits there, else on a line of its own
    // (the same at every count: nothing under it moves as the numbers grow).
    const std::string longest =
        ctx.tr(e.defence ? "blockkiller.ui.running_defence" : "blockkiller.ui.running",
               {Param{"attack", i64(99)}, Param{"offset", i64(99)}, Param{"combo", i64(99)}}) +
        (eval.attack.chain.last_special ? " · " + ctx.tr("blockkiller.ui.b2b_ready") : "");
    same_line_or_wrap(ImGui::CalcTextSize(longest.c_str()).x);
    ImGui::AlignTextToFramePadding();
  }
  text_line(running, "blockkiller.entry.running");
  probe().record_text("blockkiller.entry.attack", num(eval.attack.attack));
  probe().record_text("blockkiller.entry.offset", num(eval.attack.offset));
  probe().record_text("blockkiller.entry.combo", num(eval.attack.chain.combo));
  probe().record_text("blockkiller.entry.running", running);
}

void BlockKillerEntryPanel::draw_send(AppContext& ctx, BlockKillerTable& table,
                                      const controllers::DraftEvaluation& eval) {
  auto& e = *entry_;
  const auto& session = table.session();
  const auto& state = session.state();
  const auto& hand = state.hands[static_cast<std::size_t>(e.player)];
  // The block cards left after the play (beside Cancel; upright, where it would run off the
  // side, on a line of its own under the running numbers).
  const int left = hand.blocks - e.draft.block_count();
  // An attack must leave the player under the block-card limit; a defence need not.
  const bool under_limit =
      e.defence || state.under_block_limit_after(e.player, e.draft.block_count());
  const auto draw_left = [&] {
    if (!table.upright()) ImGui::AlignTextToFramePadding();
    const std::string left_text =
        e.defence ? ctx.tr("blockkiller.ui.left_defence", {Param{"blocks", i64(left)}})
                  : ctx.tr("blockkiller.ui.left",
                           {Param{"blocks", i64(left)}, Param{"limit", i64(bk::kBlockLimit)}});
    if (!under_limit) {
      text_line(left_text, ImVec4(1.0f, 0.6f, 0.4f, 1.0f), "blockkiller.entry.left");
    } else {
      text_line(left_text, "blockkiller.entry.left");
    }
  };
  if (table.upright()) draw_left();

  // Target (attacks), send and cancel.
  if (!e.defence) {
    ImGui::AlignTextToFramePadding();
    text_line(ctx.tr("blockkiller.ui.target"));
    for (const int seat : bk::attack_targets(state, e.player)) {
      ImGui::SameLine();
      if (choice_button(ctx.user_text(session.name(seat)).c_str(),
                        "blockkiller.target." + num(seat), e.target == seat)) {
        e.target = seat;
      }
    }
    // Send and Cancel beside the targets when they fit (five names may fill the line).
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    same_line_or_wrap(touch_button_width(ctx.tr("blockkiller.ui.send").c_str()) + spacing +
                      touch_button_width(ctx.tr("blockkiller.ui.cancel").c_str()));
  }
  const bool can_send = !eval.problem && e.draft.block_count() > 0 && under_limit;
  ImGui::BeginDisabled(!can_send);
  if (action_button(
          ctx.tr(e.defence ? "blockkiller.ui.send_defence" : "blockkiller.ui.send").c_str(),
          "blockkiller.send")) {
    if (e.defence) {
      table.act(bk::DefendEvent{e.player, eval.summary}, e.draft);
    } else {
      table.act(bk::PlayEvent{e.player, e.target, eval.summary}, e.draft);
    }
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (touch_button(ctx.tr("blockkiller.ui.cancel").c_str(), "blockkiller.cancel")) {
    table.close_entry();
  }
  if (!table.upright()) {
    // Beside Cancel when the longest count fits there (a narrow 1024x768 panel cut it off at
    // "…fewer than 6 to end the"), else on a line of its own: the same at every count, so
    // nothing under it moves when a block card is added.
    const std::string longest =
        ctx.tr(e.defence ? "blockkiller.ui.left_defence" : "blockkiller.ui.left",
               {Param{"blocks", i64(99)}, Param{"limit", i64(bk::kBlockLimit)}});
    same_line_or_wrap(ImGui::CalcTextSize(longest.c_str()).x);
    draw_left();
  }
}

void BlockKillerEntryPanel::draw_quick(AppContext& ctx, const BlockKillerTable& table) {
  auto& e = *entry_;
  const auto& hand = table.session().state().hands[static_cast<std::size_t>(e.player)];
  const auto eval = table.session().evaluate(e.player, e.draft);
  const auto& quick = e.draft.quick;
  draw_quick_note(ctx, eval);
  ImGui::BeginChild("blockkiller.quick", ImVec2(0, 0), false);
  if (e.scroll_top) {
    ImGui::SetScrollY(0);
    e.scroll_top = false;
  }
  const int rows = std::min(static_cast<int>(quick.size()) + 1, std::max(1, hand.blocks));
  // The spins go on a line of their own under the line buttons when a row would not hold
  // them with room for the piece's attack after them (a narrow, upright screen): the same for
  // every row, whatever the rows say.
  bool wrap_spins = false;
  {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    float row_w = scaled(76) + touch_button_width(ctx.tr("blockkiller.ui.no_clear").c_str()) +
                  5 * (touch_size() + spacing) + scaled(14) + scaled(120);
    for (const bk::Spin spin : {bk::Spin::kNone, bk::Spin::kMini, bk::Spin::kFull}) {
      row_w += touch_button_width(ctx.tr(spin_key(spin)).c_str()) + spacing;
    }
    wrap_spins = row_w > ImGui::GetContentRegionAvail().x;
  }
  for (int i = 0; i < rows; ++i) draw_quick_row(ctx, eval, i, wrap_spins);
  touch_scroll();
  ImGui::EndChild();
}

void BlockKillerEntryPanel::draw_quick_note(AppContext& ctx,
                                            const controllers::DraftEvaluation& eval) {
  auto& e = *entry_;
  auto& quick = e.draft.quick;
  // Above the rows, never scrolled and of a fixed height: the draft's problem, else where the
  // cleared garbage goes; then "Remove last piece" (off while there is none). A row added
  // below moves nothing.
  const std::string remove_label = ctx.tr("blockkiller.ui.remove_piece");
  const float remove_w = button_width(remove_label);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float box_w = std::floor(ImGui::GetContentRegionAvail().x - remove_w - spacing);
  const float box_h = ImGui::GetTextLineHeight() * 2 + scaled(8) * 2 + 2;
  const std::string note = eval.problem
                               ? ctx.render(*eval.problem)
                               : ctx.tr("blockkiller.ui.quick_garbage",
                                        {Param{"cards", i64(eval.summary.garbage_cleared)}});
  fixed_message_box(note, eval.problem ? Tone::kError : Tone::kNeutral, "blockkiller.quick.note",
                    ImVec2(box_w, box_h));
  ImGui::SameLine();
  ImGui::BeginDisabled(quick.empty());
  if (touch_button(remove_label.c_str(), "blockkiller.quick.remove", ImVec2(remove_w, box_h))) {
    quick.pop_back();
  }
  ImGui::EndDisabled();
}

void BlockKillerEntryPanel::draw_quick_row(AppContext& ctx,
                                           const controllers::DraftEvaluation& eval, int i,
                                           bool wrap_spins) {
  auto& e = *entry_;
  auto& quick = e.draft.quick;
  const bool exists = i < static_cast<int>(quick.size());
  const std::string rid = "blockkiller.quick." + num(i);
  ImGui::PushID(i);
  ImGui::AlignTextToFramePadding();
  text_line(ctx.tr("blockkiller.ui.piece_n", {Param{"n", i64(i + 1)}}));
  ImGui::SameLine(scaled(76));
  for (int lines = 0; lines <= 5; ++lines) {
    if (lines > 0) ImGui::SameLine();
    const std::string label = lines == 0 ? ctx.tr("blockkiller.ui.no_clear") : num(lines);
    const bool selected = exists && quick[static_cast<std::size_t>(i)].lines == lines;
    if (choice_button(label.c_str(), rid + ".lines." + num(lines), selected,
                      ImVec2(lines == 0 ? 0 : touch_size(), 0))) {
      if (exists) {
        quick[static_cast<std::size_t>(i)].lines = lines;
      } else {
        quick.push_back({lines, bk::Spin::kNone});
      }
    }
  }
  if (wrap_spins) {
    // A second line for the spins, under the line buttons.
    ImGui::SetCursorPosX(scaled(76));
  } else {
    ImGui::SameLine(0, scaled(14));
  }
  for (const bk::Spin spin : {bk::Spin::kNone, bk::Spin::kMini, bk::Spin::kFull}) {
    const bool selected = exists && quick[static_cast<std::size_t>(i)].spin == spin;
    if (choice_button(ctx.tr(spin_key(spin)).c_str(),
                      rid + ".spin." + std::string(bk::spin_name(spin)), selected)) {
      if (exists) {
        quick[static_cast<std::size_t>(i)].spin = spin;
      } else {
        quick.push_back({0, spin});
      }
    }
    ImGui::SameLine();
  }
  if (exists && i < static_cast<int>(eval.attack.pieces.size())) {
    const auto& a = eval.attack.pieces[static_cast<std::size_t>(i)];
    std::string t = "+" + num(a.attack);
    if (a.b2b) t += " " + ctx.tr("blockkiller.ui.b2b");
    if (a.combo > 1) t += " " + ctx.tr("blockkiller.ui.combo_n", {Param{"combo", i64(a.combo)}});
    if (a.offset > 0)
      t += " " + ctx.tr("blockkiller.ui.offset_n", {Param{"offset", i64(a.offset)}});
    ImGui::AlignTextToFramePadding();
    text_line(t);
    probe().record_text(rid + ".attack", num(a.attack));
  } else {
    ImGui::NewLine();
  }
  ImGui::PopID();
}

}  // namespace tableref::gui
