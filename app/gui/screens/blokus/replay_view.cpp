// Blokus replayed: the board after `step` events (the session's variant and size), the
// pieces in their colors, the move made last outlined, and per color its player, score and
// squares left. The position comes from the Blokus controller folding the first events.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "app_context.hpp"
#include "replay/replay_view.hpp"
#include "screens/blokus/board.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

class BlokusReplayView final : public ReplayView {
 public:
  void open(AppContext& /*ctx*/, const controllers::SessionRecord& record) override {
    record_ = record;
    at_.reset();
    error_.reset();
    step_ = static_cast<std::size_t>(-1);
  }

  // The board as tall as the pane, the colors in a column beside it.
  [[nodiscard]] float width_for(ImVec2 avail) const override {
    return std::min(avail.x * 0.8f, avail.y + chips_width() + scaled(8));
  }

  void draw(AppContext& ctx, std::size_t step) override {
    if (step != step_) {
      step_ = step;
      auto at = controllers::blokus_controller_at(record_.session, record_.events, step);
      if (at) {
        at_ = std::move(at).value();
        error_.reset();
      } else {
        at_.reset();
        error_ = at.error();
      }
    }
    if (!at_) {
      if (error_) message_box(ctx.render(*error_).c_str(), true, "replay.view.error");
      return;
    }
    const auto& st = at_->state();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float side =
        std::max(scaled(200), std::min(avail.y, avail.x - chips_width() - scaled(8)));
    const auto geometry = blokus_board_geometry(st, side);
    std::optional<blokus::Color> latest;
    if (!at_->moves().empty()) latest = at_->moves().back().color;
    // A board to read, not to tap (its cells are under a finger's size on a small screen):
    // stepping is the slider's and the step buttons' job. See docs/history.md.
    draw_blokus_board(geometry, st, latest, "replay.view.cell.", true);
    ImGui::Dummy(ImVec2(side, side));
    probe().record_text("replay.view.last", latest
                                                ? blokus::format_cells(st.last_piece_cells(*latest))
                                                : std::string());
    ImGui::SameLine(0, scaled(8));
    ImGui::BeginGroup();
    draw_chips(ctx, chips_width());
    ImGui::EndGroup();
  }

 private:
  // Trigon's counts run to three digits ("-110 points, 110 left"): wider chips.
  [[nodiscard]] float chips_width() const {
    return scaled(at_ && at_->state().geometry().triangles() ? 280 : 230);
  }

  void draw_chips(AppContext& ctx, float width) {
    const auto& st = at_->state();
    const auto scores = blokus::score(st);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float chip_w = width;
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const float chip_h = line * 2 + scaled(4);
    int placed = 0;
    for (int c = 0; c < st.colors(); ++c) {
      const auto color = static_cast<blokus::Color>(c);
      const auto it = std::find_if(scores.colors.begin(), scores.colors.end(),
                                   [&](const blokus::ColorScore& s) { return s.color == color; });
      const int boxed = it != scores.colors.end() ? it->boxed : 0;
      const int seat = at_->seat_for(color);
      const std::string color_name =
          ctx.tr("blokus.color." + controllers::blokus_color_word(st.variant(), color));
      const std::string player =
          seat >= 0 ? at_->seats()[static_cast<std::size_t>(seat)].player : std::string();
      const ImVec2 p = ImGui::GetCursorScreenPos();
      const bool moving = !st.game_over() && st.to_move() == color;
      draw->AddRectFilled(p, ImVec2(p.x + chip_w, p.y + chip_h),
                          moving ? IM_COL32(52, 70, 96, 255) : IM_COL32(40, 44, 52, 255),
                          scaled(6));
      const float sw = chip_h - scaled(12);
      draw->AddRectFilled(ImVec2(p.x + scaled(6), p.y + scaled(6)),
                          ImVec2(p.x + scaled(6) + sw, p.y + scaled(6) + sw),
                          blokus_color(st.variant(), color), scaled(4));
      if (st.is_out(color)) {
        draw->AddLine(ImVec2(p.x + scaled(6), p.y + scaled(6)),
                      ImVec2(p.x + scaled(6) + sw, p.y + scaled(6) + sw), IM_COL32(20, 20, 20, 255),
                      scaled(3));
      }
      const std::string name =
          player.empty() ? color_name : ctx.user_text(player) + " · " + color_name;
      const std::string numbers = ctx.tr("replay.blokus.view.score",
                                         {Param{"score", std::int64_t{boxed}},
                                          Param{"left", std::int64_t{st.remaining_squares(color)}},
                                          Param{"placed", std::int64_t{st.placed_count(color)}}});
      const float tx = p.x + scaled(14) + sw;
      const std::string id = "replay.view.color." + std::to_string(c);
      const ImVec2 room(p.x + chip_w - scaled(4), p.y + chip_h);
      draw_text_in(draw, ImVec2(tx, p.y + scaled(2)), IM_COL32(235, 235, 235, 255), name, room,
                   id + ".name");
      draw_text_in(draw, ImVec2(tx, p.y + scaled(2) + line), IM_COL32(200, 205, 215, 255), numbers,
                   room, id + ".numbers");
      ImGui::Dummy(ImVec2(chip_w, chip_h));
      probe().record_text(id + ".score", std::to_string(boxed));
      probe().record_text(id + ".left", std::to_string(st.remaining_squares(color)));
      probe().record_text(id + ".text", name + "\n" + numbers);
    }
    for (int y = 0; y < st.info().height; ++y) {
      for (int x = 0; x < st.info().width; ++x) placed += st.color_at(GridCell{x, y}) >= 0 ? 1 : 0;
    }
    probe().record_text("replay.view.placed", std::to_string(placed));
  }

  controllers::SessionRecord record_;
  std::optional<controllers::BlokusController> at_;
  std::optional<Violation> error_;
  std::size_t step_ = static_cast<std::size_t>(-1);
};

}  // namespace

std::unique_ptr<ReplayView> make_blokus_replay_view() {
  return std::make_unique<BlokusReplayView>();
}

}  // namespace tableref::gui
