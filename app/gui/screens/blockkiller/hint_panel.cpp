// Block-Killer screen: the best-play hint (hint_panel.hpp).
#include "screens/blockkiller/hint_panel.hpp"

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

namespace {

// The hand as chips (a tap takes a card out) on a line of its own, in a space of a full
// hand's height.
void draw_chips(ctl::HintHand& hand, Flow& flow, int limit) {
  std::string handtext;
  std::optional<std::size_t> removed;
  const auto& pieces = hand.pieces();
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
    if (!handtext.empty()) handtext += " ";
    handtext += std::string(bk::piece_name(pieces[i]));
  }
  if (removed) hand.remove(*removed);
  probe().record_text("blockkiller.hint.hand", handtext);
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
}

}  // namespace

Result<bk::BestPlayQuery> BlockKillerHintPanel::query(const BlockKillerTable& table,
                                                      const BlockKillerEntry& entry) const {
  const auto& session = table.session();
  return ctl::best_play_query(entry.draft, session.catalog(), session.state().setup.rules,
                              session.start_chain(entry.player), hand_.pieces());
}

bool BlockKillerHintPanel::is_current(const BlockKillerTable& table,
                                      const BlockKillerEntry& entry) const {
  const auto q = query(table, entry);
  return q && search_.is_for(q.value());
}

const bk::BestPlay* BlockKillerHintPanel::current(const BlockKillerTable& table,
                                                  const BlockKillerEntry& entry) const {
  if (!search_.answer() || !is_current(table, entry)) return nullptr;
  return &*search_.answer();
}

void BlockKillerHintPanel::poll(AppContext& ctx, const BlockKillerTable& table,
                                const BlockKillerEntry* entry) {
  search_.poll();
  if (search_.query() && (entry == nullptr || !is_current(table, *entry))) search_.clear();
  // Its answer is taken and shown when it comes, without waiting for a tap (an idle app
  // draws nothing by itself).
  if (search_.running()) ctx.redraw_within(50);
}

bool BlockKillerHintPanel::draw(AppContext& ctx, const BlockKillerTable& table,
                                BlockKillerEntry& entry) {
  const auto& hand = table.session().state().hands[static_cast<std::size_t>(entry.player)];
  const int limit = ctl::hint_hand_limit(hand.blocks);
  hand_.trim(limit);
  if (draw_hand(ctx, table, entry, limit)) {
    Flow flow;
    flow.next(ImGui::CalcTextSize(ctx.tr("blockkiller.ui.best.searching").c_str()).x);
    ImGui::AlignTextToFramePadding();
    text_line(ctx.tr("blockkiller.ui.best.searching"));
    probe().record_text("blockkiller.hint.status", "searching");
    return false;
  }
  const auto* best = current(table, entry);
  if (best == nullptr) {
    probe().record_text("blockkiller.hint.status", "idle");
    return false;
  }
  return draw_answer(ctx, table, entry, *best);
}

bool BlockKillerHintPanel::draw_hand(AppContext& ctx, const BlockKillerTable& table,
                                     const BlockKillerEntry& entry, int limit) {
  ImGui::Spacing();
  heading(ctx.tr("blockkiller.ui.best.title").c_str());
  ImGui::PushTextWrapPos(0);
  muted(ctx.tr("blockkiller.ui.best.hand",
               {Param{"count", i64(hand_.size())}, Param{"max", i64(limit)}})
            .c_str());
  ImGui::PopTextWrapPos();
  // The pieces the player holds: each tap adds one card to the hint's hand.
  Flow flow;
  ImGui::BeginDisabled(hand_.size() >= limit);
  for (const auto piece : bk::kAllPieces) {
    // "+Z": adds a Z to the hand the search is asked about (the cards to place are chosen
    // on the field or by "Place by piece, turn and column", never with these).
    const std::string label = "+" + piece_label(piece);
    flow.next(button_width(label));
    if (touch_button(label.c_str(), "blockkiller.hint.add." + piece_id(piece),
                     ImVec2(button_width(label), 0))) {
      hand_.add(piece, limit);
    }
    probe().record_text("blockkiller.hint.add." + piece_id(piece), label);
  }
  ImGui::EndDisabled();
  flow.break_line();
  // The search and Clear, then the hand as chips on a line of its own (its height kept while
  // it is empty): a chip coming or going moves neither button.
  const auto query = this->query(table, entry);
  const bool searching = search_.running();
  {
    const std::string label = ctx.tr("blockkiller.ui.best.search");
    flow.next(button_width(label));
    ImGui::BeginDisabled(hand_.empty() || !query || searching);
    if (touch_button(label.c_str(), "blockkiller.hint.search")) {
      refused_.reset();
      search_.start(query.value());
    }
    ImGui::EndDisabled();
  }
  {
    const std::string label = ctx.tr("blockkiller.ui.best.clear");
    flow.next(button_width(label));
    ImGui::BeginDisabled(hand_.empty());
    if (touch_button(label.c_str(), "blockkiller.hint.clear")) hand_.clear();
    ImGui::EndDisabled();
  }
  flow.break_line();
  draw_chips(hand_, flow, limit);
  return searching;
}

bool BlockKillerHintPanel::draw_answer(AppContext& ctx, const BlockKillerTable& table,
                                       BlockKillerEntry& entry, const bk::BestPlay& best) {
  const auto& session = table.session();
  const auto& state = session.state();
  const auto& hand = state.hands[static_cast<std::size_t>(entry.player)];
  bool replaced = false;
  Flow flow;
  probe().record_text("blockkiller.hint.status", "done");
  flow.break_line();
  ImGui::PushTextWrapPos(0);
  // Proven or not, in so many words.
  std::string verdict;
  if (best.exhaustive) {
    verdict = ctx.tr("blockkiller.ui.best.proven");
  } else {
    verdict = ctx.tr("blockkiller.ui.best.found", {Param{"cards", i64(best.exhaustive_cards)}});
  }
  wrapped_text(verdict.c_str(),
               best.exhaustive ? ImVec4(0.55f, 0.9f, 0.6f, 1.0f) : ImVec4(1.0f, 0.8f, 0.45f, 1.0f));
  probe().record_text("blockkiller.hint.verdict", verdict);
  if (best.clock_stopped) {
    // A busy device: the search stopped at its clock, so asking again may give another play.
    wrapped_text(ctx.tr("blockkiller.ui.best.clock_stopped").c_str(),
                 ImVec4(1.0f, 0.8f, 0.45f, 1.0f));
  }
  probe().record_text("blockkiller.hint.exhaustive", best.exhaustive ? "yes" : "no");
  probe().record_text("blockkiller.hint.attack", num(best.attack.attack));
  probe().record_text("blockkiller.hint.offset", num(best.attack.offset));
  probe().record_text("blockkiller.hint.cards", num(best.cards));
  probe().record_text("blockkiller.hint.exhaustive_cards", num(best.exhaustive_cards));
  if (best.steps.empty()) {
    const std::string nothing = ctx.tr("blockkiller.ui.best.nothing");
    wrapped_text(nothing.c_str());
    probe().record_text("blockkiller.hint.nothing", nothing);
    ImGui::PopTextWrapPos();
    return false;
  }
  for (std::size_t i = 0; i < best.steps.size() && i < best.attack.pieces.size(); ++i) {
    const auto& step = best.steps[i];
    const auto& a = best.attack.pieces[i];
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
             {Param{"attack", i64(best.attack.attack)}, Param{"offset", i64(best.attack.offset)},
              Param{"cards", i64(best.cards)}});
  wrapped_text(total.c_str());
  probe().record_text("blockkiller.hint.total", total);
  ImGui::PopTextWrapPos();
  {
    const std::string label = ctx.tr("blockkiller.ui.best.use");
    if (action_button(label.c_str(), "blockkiller.hint.use")) {
      auto used = ctl::draft_with_play(entry.draft, best, session.catalog(), state.setup.rules,
                                       session.start_chain(entry.player), hand.garbage);
      if (used) {
        entry.draft = std::move(used).value();
        refused_.reset();
        replaced = true;
      } else {
        refused_ = used.error();
      }
    }
  }
  if (refused_) {
    message_box(ctx.render(*refused_).c_str(), true, "blockkiller.hint.refused");
  }
  return replaced;
}

}  // namespace tableref::gui
