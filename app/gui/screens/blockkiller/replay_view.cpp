// Block-Killer replayed: after `step` events, each player's hand (block and garbage cards,
// who is out, the winner, whose turn), the last play or defence (its field as the table
// screen draws it when it was entered on the field, each piece's lines, spin and attack)
// and the last exchange's settlement. The table comes from the Block-Killer controller
// folding the first events; the play is evaluated on the table it was entered on.
#include <algorithm>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "app_context.hpp"
#include "replay/replay_view.hpp"
#include "screens/blockkiller/field.hpp"
#include "tableref/app/paths.hpp"
#include "tableref/controllers/blockkiller/controller.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

// GCC 12 at -O2 warns "may be used uninitialized" about a std::string temporary destroyed
// at the end of draw_play (a known false positive with std::variant<..., std::string>).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

namespace tableref::gui {
namespace {

namespace bk = blockkiller;
namespace ctl = controllers;

std::int64_t i64(int n) {
  return std::int64_t{n};
}

// The last play or defence with a play in the log, and the table it was entered on.
struct ShownPlay {
  bool defence = false;
  int player = 0;
  int target = -1;
  bk::PlaySummary summary;
  std::optional<ctl::BlockKillerDraft> entry;
  std::optional<ctl::DraftEvaluation> eval;
};

class BlockKillerReplayView final : public ReplayView {
 public:
  void open(AppContext& /*ctx*/, const ctl::SessionRecord& record) override {
    record_ = record;
    step_ = static_cast<std::size_t>(-1);
    at_.reset();
    error_.reset();
    if (auto loaded = catalog_.load_catalog(app::asset_directory()); !loaded) {
      error_ = loaded.error();
    }
  }

  [[nodiscard]] float width_for(ImVec2 avail) const override { return avail.x * 0.68f; }

  void draw(AppContext& ctx, std::size_t step) override {
    if (step != step_) fold(step);
    if (error_) message_box(ctx.render(*error_).c_str(), true, "replay.view.error");
    if (!at_) return;
    draw_hands(ctx);
    ImGui::Spacing();
    draw_play(ctx);
  }

 private:
  void fold(std::size_t step) {
    step_ = step;
    shown_.reset();
    ctl::BlockKillerController at = catalog_;
    if (auto loaded = at.load(record_.session, record_.events, step); !loaded) {
      at_.reset();
      error_ = loaded.error();
      return;
    }
    at_ = std::move(at);
    const auto& log = at_->log();
    for (std::size_t j = log.size(); j-- > 0;) {
      ShownPlay shown;
      if (const auto* p = std::get_if<bk::PlayEvent>(&log[j].event)) {
        shown.player = p->player;
        shown.target = p->target;
        shown.summary = p->play;
      } else if (const auto* d = std::get_if<bk::DefendEvent>(&log[j].event); d && d->play) {
        shown.defence = true;
        shown.player = d->player;
        shown.summary = *d->play;
      } else {
        continue;
      }
      shown.entry = log[j].entry;
      if (shown.entry) {
        if (auto before = at_->before(j)) {
          const auto& table = before.value().state();
          const auto& hand = table.hands[static_cast<std::size_t>(shown.player)];
          shown.eval =
              ctl::evaluate_draft(*shown.entry, before.value().catalog(), table.setup.rules,
                                  before.value().start_chain(shown.player), hand.garbage);
        }
      }
      shown_ = std::move(shown);
      break;
    }
  }

  void draw_hands(AppContext& ctx) {
    const auto& state = at_->state();
    const int n = static_cast<int>(state.hands.size());
    int per_row = n <= 4 ? std::max(1, n) : 3;
    const float gap = scaled(8);
    const float width = ImGui::GetContentRegionAvail().x;
    const auto chip_width = [&] {
      return (width - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
    };
    // Fewer to a row when a chip would cut its counts ("Garba" at 1024x768): the counts with
    // two digits each, beside the seat's colour.
    const std::string widest =
        ctx.tr("blockkiller.ui.hand", {Param{"blocks", i64(99)}, Param{"garbage", i64(99)}});
    const float needed = ImGui::CalcTextSize(widest.c_str()).x + scaled(18);
    while (per_row > 1 && chip_width() < needed) --per_row;
    const float chip_w = chip_width();
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const float chip_h = line * 2 + scaled(10);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    for (int seat = 0; seat < n; ++seat) {
      const auto& hand = state.hands[static_cast<std::size_t>(seat)];
      if (seat % per_row != 0) ImGui::SameLine(0, gap);
      const ImVec2 at = ImGui::GetCursorScreenPos();
      const bool out = hand.eliminated;
      const bool current = state.to_act() == seat;
      std::string name = ctx.user_text(at_->name(seat));
      if (state.winner && *state.winner == seat) {
        name += "  " + ctx.tr("blockkiller.ui.won");
      } else if (out) {
        name += "  " + ctx.tr("blockkiller.ui.out");
      }
      const std::string counts =
          ctx.tr("blockkiller.ui.hand",
                 {Param{"blocks", i64(hand.blocks)}, Param{"garbage", i64(hand.garbage)}});
      draw->AddRectFilled(at, ImVec2(at.x + chip_w, at.y + chip_h),
                          out ? IM_COL32(50, 50, 54, 255)
                              : (current ? IM_COL32(52, 70, 96, 255) : IM_COL32(40, 44, 52, 255)),
                          scaled(6));
      draw->AddRectFilled(at, ImVec2(at.x + scaled(6), at.y + chip_h),
                          out ? IM_COL32(90, 90, 90, 255) : blockkiller_seat_colour(seat));
      const ImU32 ink = out ? IM_COL32(130, 130, 130, 255) : IM_COL32(235, 235, 235, 255);
      const std::string id = "replay.view.hand." + std::to_string(seat);
      const ImVec2 room(at.x + chip_w - scaled(4), at.y + chip_h);
      draw_text_in(draw, ImVec2(at.x + scaled(14), at.y + scaled(4)), ink, name, room,
                   id + ".name");
      draw_text_in(draw, ImVec2(at.x + scaled(14), at.y + scaled(4) + line), ink, counts, room,
                   id + ".counts");
      ImGui::Dummy(ImVec2(chip_w, chip_h));
      probe().record_text(id, std::to_string(hand.blocks) + "/" + std::to_string(hand.garbage));
      probe().record_text(id + ".out", out ? "out" : "in");
    }
    probe().record_text("replay.view.winner",
                        state.winner ? at_->name(*state.winner) : std::string());
    if (state.phase == bk::Phase::kOver && state.winner) {
      heading(
          ctx.tr("blockkiller.ui.winner", {Param{"name", ctx.user_text(at_->name(*state.winner))}})
              .c_str());
    }
  }

  void draw_play(AppContext& ctx) {
    if (!shown_) {
      muted(ctx.tr("replay.blockkiller.view.no_play").c_str());
      probe().record_text("replay.view.play", "");
      return;
    }
    const auto& p = *shown_;
    const std::string player = ctx.user_text(at_->name(p.player));
    const std::string title =
        p.defence
            ? ctx.tr("replay.blockkiller.view.defence",
                     {Param{"player", player}, Param{"attack", i64(p.summary.attack)}})
            : ctx.tr("replay.blockkiller.view.play",
                     {Param{"player", player}, Param{"target", ctx.user_text(at_->name(p.target))},
                      Param{"attack", i64(p.summary.attack)}});
    heading(title.c_str());
    probe().record_text("replay.view.play", title);
    probe().record_text("replay.view.attack", std::to_string(p.summary.attack));
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const bool field = p.entry && p.eval && p.entry->mode == ctl::EntryMode::kField;
    if (field) {
      const float cell =
          std::clamp(std::min(avail.y / 12.0f, avail.x * 0.036f), scaled(14), scaled(32));
      const int rows = std::max(4, static_cast<int>(avail.y / cell));
      const auto plan = plan_blockkiller_field(*p.eval, *p.entry, rows);
      ImGui::BeginChild("replay.view.field", ImVec2(cell * 10 + scaled(8), 0), false,
                        ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
      const BlockKillerFieldOverlay none;
      draw_blockkiller_field(plan, cell, none, "replay.view.cell.", true);  // read, not tapped
      ImGui::EndChild();
      ImGui::SameLine();
    }
    ImGui::BeginChild("replay.view.play_text", ImVec2(0, 0), false);
    touch_scroll();
    ImGui::PushTextWrapPos(0);
    draw_pieces(ctx, p, field);
    const std::vector<Param> cards{Param{"cleared", i64(p.summary.garbage_cleared)},
                                   Param{"used", i64(p.summary.garbage_used)}};
    const std::string cleared = ctx.tr("blockkiller.ui.cards_cleared", cards);
    wrapped_text(cleared.c_str());
    draw_exchange(ctx);
    ImGui::PopTextWrapPos();
    ImGui::EndChild();
  }

  // Each piece of the play: its lines, spin and attack (as the table screen breaks it down).
  void draw_pieces(AppContext& ctx, const ShownPlay& p, bool field) {
    if (p.eval) {
      for (std::size_t i = 0; i < p.eval->attack.pieces.size(); ++i) {
        const auto& a = p.eval->attack.pieces[i];
        const std::string spin =
            ctx.tr("blockkiller.ui.spin." + std::string(bk::spin_name(a.spin)));
        std::string text;
        if (field && p.eval->verdict && i < p.eval->verdict->pieces.size()) {
          const auto piece = p.eval->verdict->pieces[i].piece;
          std::string label("1");
          if (piece != bk::Piece::kMono) label = std::string(bk::piece_name(piece));
          text = ctx.tr("blockkiller.ui.piece_line",
                        {Param{"n", i64(static_cast<int>(i) + 1)}, Param{"piece", label},
                         Param{"lines", i64(a.lines)}, Param{"spin", spin},
                         Param{"attack", i64(a.attack)}, Param{"base", i64(a.base)},
                         Param{"b2b", i64(a.b2b_bonus)}, Param{"combo", i64(a.combo_bonus)}});
        } else {
          text = ctx.tr("replay.blockkiller.view.quick_line",
                        {Param{"n", i64(static_cast<int>(i) + 1)}, Param{"lines", i64(a.lines)},
                         Param{"spin", spin}, Param{"attack", i64(a.attack)}});
        }
        wrapped_text(text.c_str());
        probe().record_text("replay.view.piece." + std::to_string(i), text);
      }
    }
  }

  // The settlement of the last attack, when the last event answered one.
  void draw_exchange(AppContext& ctx) {
    const auto exchange = at_->last_exchange();
    if (!exchange) return;
    const auto* play = &exchange->attack;
    const auto* defend = &exchange->answer;
    const auto& x = exchange->result;
    const std::string attacker = ctx.user_text(at_->name(play->player));
    const std::string target = ctx.user_text(at_->name(play->target));
    ImGui::Spacing();
    heading(ctx.tr("blockkiller.ui.settlement").c_str());
    std::string all;
    auto line = [&](const std::string& text) {
      ImGui::Bullet();
      wrapped_text(text.c_str());
      all += text + "\n";
    };
    line(ctx.tr("blockkiller.ui.settle_attack",
                {Param{"attacker", attacker}, Param{"target", target},
                 Param{"attack", i64(play->play.attack)}}));
    line(ctx.tr("blockkiller.ui.settle_offset",
                {Param{"offset", i64(defend->play ? defend->play->offset : 0)},
                 Param{"after", i64(x.after_offset)}}));
    line(ctx.tr("blockkiller.ui.settle_defence",
                {Param{"defence", i64(defend->play ? defend->play->attack : 0)},
                 Param{"cancelled", i64(x.cancelled)}}));
    line(ctx.tr("blockkiller.ui.settle_counter",
                {Param{"attacker", attacker}, Param{"counter", i64(x.counter)}}));
    line(ctx.tr("blockkiller.ui.settle_draws",
                {Param{"target", target}, Param{"draws", i64(x.defender_draws)}}));
    probe().record_text("replay.view.exchange",
                        std::to_string(x.after_offset) + "/" + std::to_string(x.cancelled) + "/" +
                            std::to_string(x.counter) + "/" + std::to_string(x.defender_draws));
  }

  ctl::SessionRecord record_;
  ctl::BlockKillerController catalog_;  // holds the garbage catalog the plays are read with
  std::optional<ctl::BlockKillerController> at_;
  std::optional<ShownPlay> shown_;
  std::optional<Violation> error_;
  std::size_t step_ = static_cast<std::size_t>(-1);
};

}  // namespace

std::unique_ptr<ReplayView> make_blockkiller_replay_view() {
  return std::make_unique<BlockKillerReplayView>();
}

}  // namespace tableref::gui
