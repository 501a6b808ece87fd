#include "screens/blockkiller/field.hpp"

#include <algorithm>
#include <string>

#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

namespace bk = blockkiller;

ImU32 blockkiller_seat_colour(int seat) {
  static const ImU32 colours[] = {IM_COL32(80, 160, 255, 255),  IM_COL32(255, 170, 60, 255),
                                  IM_COL32(90, 200, 120, 255),  IM_COL32(235, 90, 110, 255),
                                  IM_COL32(190, 130, 255, 255), IM_COL32(240, 220, 80, 255)};
  return colours[static_cast<std::size_t>(seat) % 6];
}

ImU32 blockkiller_piece_colour(bk::Piece piece) {
  switch (piece) {
    case bk::Piece::kZ:
      return IM_COL32(220, 70, 70, 255);
    case bk::Piece::kS:
      return IM_COL32(90, 200, 90, 255);
    case bk::Piece::kJ:
      return IM_COL32(70, 110, 230, 255);
    case bk::Piece::kL:
      return IM_COL32(240, 150, 50, 255);
    case bk::Piece::kT:
      return IM_COL32(170, 80, 210, 255);
    case bk::Piece::kO:
      return IM_COL32(235, 210, 60, 255);
    case bk::Piece::kI:
      return IM_COL32(70, 200, 220, 255);
    case bk::Piece::kMono:
      return IM_COL32(230, 230, 230, 255);
  }
  return IM_COL32(200, 200, 200, 255);
}

namespace {

// The display row of row `y` when the display rows in `cleared` are gone from the field.
int display_row(const std::vector<int>& cleared, int y) {
  int d = 0;
  for (int seen = -1;; ++d) {
    if (std::find(cleared.begin(), cleared.end(), d) == cleared.end()) ++seen;
    if (seen == y) return d;
  }
}

}  // namespace

int BlockKillerFieldPlan::to_display(int y) const {
  return display_row(cleared, y);
}

std::vector<std::vector<GridCell>> blockkiller_piece_display_cells(
    const controllers::DraftEvaluation& eval, const controllers::BlockKillerDraft& draft) {
  std::vector<std::vector<GridCell>> out;
  if (!eval.verdict) return out;
  std::vector<int> cleared;
  for (std::size_t i = 0; i < eval.verdict->pieces.size() && i < draft.pieces.size(); ++i) {
    const auto& v = eval.verdict->pieces[i];
    if (v.violation) break;
    std::vector<GridCell> cells;
    for (const auto& c : draft.pieces[i].cells) cells.push_back({c.x, display_row(cleared, c.y)});
    out.push_back(std::move(cells));
    for (const int y : v.cleared_rows) cleared.push_back(y);
  }
  return out;
}

BlockKillerFieldPlan plan_blockkiller_field(const controllers::DraftEvaluation& eval,
                                            const controllers::BlockKillerDraft& draft, int rows) {
  BlockKillerFieldPlan plan;
  plan.rows = std::max(1, rows);
  plan.colours.assign(static_cast<std::size_t>(plan.rows), std::vector<ImU32>(bk::kWidth, 0));
  auto paint = [&](int x, int dy, ImU32 c) {
    if (dy >= 0 && dy < plan.rows && x >= 0 && x < bk::kWidth) {
      plan.colours[static_cast<std::size_t>(dy)][static_cast<std::size_t>(x)] = c;
    }
  };
  for (int y = 0; y < plan.rows; ++y) {
    for (int x = 0; x < bk::kWidth; ++x) {
      if (eval.start.filled(x, y)) paint(x, y, IM_COL32(120, 120, 128, 255));
    }
  }
  plan.field = eval.start;
  const auto cells = blockkiller_piece_display_cells(eval, draft);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const auto& v = eval.verdict->pieces[i];
    for (const auto& c : cells[i]) paint(c.x, c.y, blockkiller_piece_colour(v.piece));
    for (const int y : v.cleared_rows) plan.cleared.push_back(y);
    plan.field = v.field_after;
  }
  plan.current.assign(static_cast<std::size_t>(plan.rows), -1);
  for (int d = 0, y = 0; d < plan.rows; ++d) {
    if (std::find(plan.cleared.begin(), plan.cleared.end(), d) == plan.cleared.end()) {
      plan.current[static_cast<std::size_t>(d)] = y++;
    }
  }
  return plan;
}

void draw_blockkiller_field(const BlockKillerFieldPlan& plan, float cell,
                            const BlockKillerFieldOverlay& overlay, std::string_view cell_probe,
                            bool view_only) {
  // A square is named by the referee's row (what a tap on it means), and shows the display
  // row it is drawn on: when rows are cleared the names move down to other squares, which
  // themselves stay where they were (the layout check sees new content, not a move).
  auto record = [&](const std::string& id, ImVec2 min, ImVec2 max, int x, int d) {
    const std::string shown = std::to_string(x) + "/" + std::to_string(d);
    if (view_only) {
      probe().record_view_rect(id, min, max);
    } else {
      probe().record_rect(id, min, max, shown);
    }
  };
  const int rows = plan.rows;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float height = cell * static_cast<float>(rows);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(origin, ImVec2(origin.x + cell * 10, origin.y + height),
                      IM_COL32(24, 26, 30, 255));
  for (int d = 0; d < rows; ++d) {
    const int y = plan.current[static_cast<std::size_t>(d)];
    for (int x = 0; x < bk::kWidth; ++x) {
      const ImVec2 min(origin.x + cell * static_cast<float>(x),
                       origin.y + height - cell * static_cast<float>(d + 1));
      const ImVec2 max(min.x + cell - 1, min.y + cell - 1);
      ImU32 colour = plan.colours[static_cast<std::size_t>(d)][static_cast<std::size_t>(x)];
      if (colour == 0) colour = IM_COL32(36, 40, 46, 255);
      if (y >= 0 && std::find(overlay.tapped.begin(), overlay.tapped.end(), GridCell{x, y}) !=
                        overlay.tapped.end()) {
        colour = overlay.colour;
      }
      draw->AddRectFilled(min, max, colour, scaled(3));
      if (std::find(overlay.ghost.begin(), overlay.ghost.end(), GridCell{x, d}) !=
          overlay.ghost.end()) {
        draw->AddRect(min, max, overlay.colour, scaled(3), 0, scaled(3));
      }
      if (y >= 0 && !cell_probe.empty()) {
        record(std::string(cell_probe) + std::to_string(x) + "." + std::to_string(y), min, max, x,
               d);
      }
    }
    for (const auto& step : overlay.hint) {
      for (std::size_t k = 0; k < step.cells.size(); ++k) {
        const auto& c = step.cells[k];
        if (c.y != d) continue;
        const ImVec2 min(origin.x + cell * static_cast<float>(c.x),
                         origin.y + height - cell * static_cast<float>(d + 1));
        const ImVec2 max(min.x + cell - 1, min.y + cell - 1);
        draw->AddRectFilled(min, max, (step.colour & 0x00FFFFFFu) | (110u << IM_COL32_A_SHIFT),
                            scaled(3));
        draw->AddRect(min, max, step.colour, scaled(3), 0, scaled(3));
        const std::string n = std::to_string(step.number);
        const ImVec2 size = ImGui::CalcTextSize(n.c_str());
        const ImVec2 at(min.x + (cell - size.x) / 2, min.y + (cell - size.y) / 2);
        draw->AddText(ImVec2(at.x + 1, at.y + 1), IM_COL32(0, 0, 0, 255), n.c_str());
        draw->AddText(at, IM_COL32(255, 255, 255, 255), n.c_str());
        if (!cell_probe.empty()) {
          record(std::string(cell_probe) + "hint." + n + "." + std::to_string(k), min, max, c.x, d);
        }
      }
    }
    if (y < 0) {  // a cleared row: struck through
      const float cy = origin.y + height - cell * (static_cast<float>(d) + 0.5f);
      draw->AddRectFilled(ImVec2(origin.x, cy - cell / 2),
                          ImVec2(origin.x + cell * 10, cy + cell / 2), IM_COL32(255, 255, 255, 60));
      draw->AddLine(ImVec2(origin.x, cy), ImVec2(origin.x + cell * 10, cy),
                    IM_COL32(255, 230, 120, 255), scaled(3));
    }
  }
}

}  // namespace tableref::gui
