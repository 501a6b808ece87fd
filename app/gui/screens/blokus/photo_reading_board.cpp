// Blokus photo screen: the reading board (photo_reading_board.hpp), drawn as a board whose
// cells a tap changes, through a loupe of finger-sized cells where the whole reading's are smaller
// than a finger, each cell with its marks (uncertain, set by the player, broken rule, new piece,
// unexplained).
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app_context.hpp"
#include "screens/blokus/board.hpp"
#include "screens/blokus/photo_reading_board.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "tableref/vision/board_analysis.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// The Blokus screens' own helpers (screen_parts.hpp).
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

namespace {

using vision::PictureCell;

std::string cell_probe(PictureCell c) {
  return "photo.cell." + std::to_string(c.x) + "." + std::to_string(c.y);
}

constexpr ImU32 kBoardGrey = IM_COL32(215, 218, 224, 255);
constexpr ImU32 kGridLine = IM_COL32(150, 155, 165, 255);
constexpr ImU32 kRuleBroken = IM_COL32(220, 30, 30, 255);
constexpr ImU32 kNewPiece = IM_COL32(20, 20, 20, 255);

// What a cell of the reading shows besides its colour.
struct CellMarks {
  bool uncertain = false;
  bool changed = false;
  bool audited = false;
  bool new_piece = false;
  bool unexplained = false;
};

// One cell of the reading, drawn like a cell of the Blokus board, with its marks.
void draw_reading_cell(ImDrawList* draw, ImVec2 min, float cell, blokus::Variant variant,
                       vision::CellColor color, const CellMarks& marks) {
  const ImVec2 max(min.x + cell, min.y + cell);
  const int c = vision::referee_color(variant, color);
  if (c >= 0) {
    draw->AddRectFilled(ImVec2(min.x + 1, min.y + 1), ImVec2(max.x - 1, max.y - 1),
                        blokus_color(variant, static_cast<blokus::Color>(c)));
  }
  const float line = std::max(1.5f, cell * 0.09f);
  if (marks.new_piece) {
    draw->AddRect(ImVec2(min.x + 1, min.y + 1), ImVec2(max.x - 1, max.y - 1), kNewPiece, 0, 0,
                  line);
  }
  if (marks.audited) {
    draw->AddRect(ImVec2(min.x + 1, min.y + 1), ImVec2(max.x - 1, max.y - 1), kRuleBroken, 0, 0,
                  line);
  }
  if (marks.uncertain) {
    // An orange ring: the reading is not sure of this cell.
    // Thicker than the other marks: it must show on the small whole-board cells too.
    draw->AddCircle(ImVec2(min.x + cell / 2, min.y + cell / 2), cell * 0.34f, kUncertain, 16,
                    std::max(2.0f, cell * 0.12f));
  }
  if (marks.changed) {
    // A white corner: the player set this cell.
    draw->AddTriangleFilled(ImVec2(min.x + 1, min.y + 1), ImVec2(min.x + cell * 0.4f, min.y + 1),
                            ImVec2(min.x + 1, min.y + cell * 0.4f), IM_COL32(255, 255, 255, 240));
  }
  if (marks.unexplained) {
    draw->AddLine(ImVec2(min.x + cell * 0.2f, min.y + cell * 0.2f),
                  ImVec2(max.x - cell * 0.2f, max.y - cell * 0.2f), kRuleBroken, line);
    draw->AddLine(ImVec2(max.x - cell * 0.2f, min.y + cell * 0.2f),
                  ImVec2(min.x + cell * 0.2f, max.y - cell * 0.2f), kRuleBroken, line);
  }
}

}  // namespace

namespace {

// How the reading is laid out in a panel `width` wide for a board of `n` cells: the whole
// reading, as large as leaves room for the loupe (a window of k x k finger-sized cells around
// the place last tapped), beside it when there is room (under it otherwise).
struct ReadingLayout {
  float margin = 0;
  float loupe_cell = 0;
  int k = 0;
  float loupe_side = 0;
  bool beside = false;
  float side = 0;
  float cell = 0;
  // Cells a finger can take are tapped on the whole reading; smaller ones through the loupe.
  bool direct = false;
};

ReadingLayout lay_out_reading(float width, int n) {
  ReadingLayout l;
  l.margin = scaled(8);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  l.loupe_cell = std::floor(touch_size() * 1.1f);
  l.k = std::min(5, n);
  l.loupe_side = l.loupe_cell * static_cast<float>(l.k);
  l.beside = width >= l.loupe_side + spacing + scaled(200);
  l.side =
      std::min(l.beside ? width - l.loupe_side - spacing : width, scaled(l.beside ? 320 : 360));
  l.cell = std::floor((l.side - l.margin * 2) / static_cast<float>(n));
  l.direct = l.cell >= touch_size();
  return l;
}

void draw_grid_lines(ImDrawList* draw, ImVec2 at, ImVec2 max, float cs, int cols, int rows) {
  for (int i = 0; i <= cols; ++i) {
    const float px = at.x + cs * static_cast<float>(i);
    draw->AddLine(ImVec2(px, at.y), ImVec2(px, max.y), kGridLine);
  }
  for (int i = 0; i <= rows; ++i) {
    const float py = at.y + cs * static_cast<float>(i);
    draw->AddLine(ImVec2(at.x, py), ImVec2(max.x, py), kGridLine);
  }
}

}  // namespace

std::vector<BlokusPhotoReadingBoard::CellMarkSet> BlokusPhotoReadingBoard::session_marks(
    const PhotoReadingView& v) {
  // Marks that follow from the session comparison (during a game): the new pieces' cells and
  // those no placement explains.
  const int n = v.reader.size();
  std::vector<CellMarkSet> marks(static_cast<std::size_t>(n * n), CellMarkSet{});
  if (!v.reader.reading() || !v.game) return marks;
  // The comparison turned the photo to fit the session's board.
  const auto at = [&](GridCell c) -> CellMarkSet& {
    const auto pc = vision::referee_to_picture(c, n, v.update.rotation);
    return marks[static_cast<std::size_t>(pc.y * n + pc.x)];
  };
  for (const auto& p : v.update.placements) {
    for (const auto& c : p.cells) at(c).new_piece = true;
  }
  for (const auto& c : v.update.unexplained) at(c).unexplained = true;
  return marks;
}

void BlokusPhotoReadingBoard::draw_window(const PhotoReadingView& v,
                                          const std::vector<CellMarkSet>& marks, ImVec2 at,
                                          float cs, PictureCell first, int cols, int rows,
                                          bool targets) {
  const int n = v.reader.size();
  const auto& reading = v.reader.reading();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const ImVec2 max(at.x + cs * static_cast<float>(cols), at.y + cs * static_cast<float>(rows));
  draw->AddRectFilled(at, max, kBoardGrey);
  const std::string window = std::to_string(first.x) + "," + std::to_string(first.y) + "@" +
                             std::to_string(static_cast<int>(cs));
  for (int y = first.y; y < first.y + rows; ++y) {
    for (int x = first.x; x < first.x + cols; ++x) {
      const ImVec2 min(at.x + cs * static_cast<float>(x - first.x),
                       at.y + cs * static_cast<float>(y - first.y));
      if (reading) {
        const PictureCell c{x, y};
        CellMarks m;
        m.uncertain = v.reader.uncertain(c);
        m.changed = v.reader.changed_by_player(c);
        m.audited = !v.game && v.reader.audited(c);
        m.new_piece = marks[static_cast<std::size_t>(y * n + x)].new_piece;
        m.unexplained = marks[static_cast<std::size_t>(y * n + x)].unexplained;
        draw_reading_cell(draw, min, cs, v.reader.variant(), reading->at(x, y).color, m);
      }
      if (targets) {
        probe().record_rect(cell_probe(PictureCell{x, y}), min, ImVec2(min.x + cs, min.y + cs),
                            window);
      }
    }
  }
  if (reading) draw_grid_lines(draw, at, max, cs, cols, rows);  // grey square until read
}

std::optional<PictureCell> BlokusPhotoReadingBoard::draw(AppContext& ctx, const PhotoReadingView& v,
                                                         float width) {
  const int n = v.reader.size();
  const auto& reading = v.reader.reading();
  const ReadingLayout l = lay_out_reading(width, n);
  muted(ctx.tr(l.direct ? "photo.tap_hint" : "photo.loupe_hint").c_str());
  const ImVec2 start = ImGui::GetCursorScreenPos();
  const ImVec2 origin(start.x + l.margin, start.y + l.margin);
  const ImVec2 board_max(origin.x + l.cell * static_cast<float>(n),
                         origin.y + l.cell * static_cast<float>(n));
  const auto marks = session_marks(v);
  // A tap counts when the finger lifts without having scrolled the panel (touch_scroll).
  const bool tapped = ImGui::InvisibleButton("##photo.reading", ImVec2(l.side, l.side));
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  draw_window(v, marks, origin, l.cell, PictureCell{0, 0}, n, n, l.direct);
  if (!reading) {
    const std::string none = ctx.tr("photo.no_reading");
    const float wrap = l.side - l.margin * 4;
    const ImVec2 size = ImGui::CalcTextSize(none.c_str(), nullptr, false, wrap);
    ImGui::GetWindowDrawList()->AddText(
        ImGui::GetFont(), ImGui::GetFontSize(),
        ImVec2(origin.x + l.margin, (origin.y + board_max.y - size.y) / 2),
        IM_COL32(60, 60, 60, 255), none.c_str(), nullptr, wrap);
  }
  std::optional<PictureCell> hit;
  if (tapped && reading && mouse.x >= origin.x && mouse.y >= origin.y && mouse.x < board_max.x &&
      mouse.y < board_max.y) {
    hit = PictureCell{static_cast<int>((mouse.x - origin.x) / l.cell),
                      static_cast<int>((mouse.y - origin.y) / l.cell)};
  }
  std::optional<PictureCell> cycled;
  if (l.direct) {
    cycled = hit;
  } else {
    probe().record_rect("photo.reading", origin, board_max);
    cycled = draw_loupe(v, marks, origin, l.cell, l.k, l.loupe_cell, l.beside, hit);
  }
  muted(ctx.tr(v.game ? "photo.legend_game" : "photo.legend").c_str());
  return cycled;
}

std::optional<PictureCell> BlokusPhotoReadingBoard::draw_loupe(
    const PhotoReadingView& v, const std::vector<CellMarkSet>& marks, ImVec2 origin, float cell,
    int k, float loupe_cell, bool beside, std::optional<PictureCell> hit) {
  const int n = v.reader.size();
  const bool read = v.reader.reading().has_value();
  if (hit) {
    loupe_x_ = hit->x - k / 2;
    loupe_y_ = hit->y - k / 2;
  }
  loupe_x_ = std::clamp(loupe_x_, 0, n - k);
  loupe_y_ = std::clamp(loupe_y_, 0, n - k);
  // Where the loupe looks, outlined on the reading.
  if (read) {
    ImGui::GetWindowDrawList()->AddRect(ImVec2(origin.x + cell * static_cast<float>(loupe_x_),
                                               origin.y + cell * static_cast<float>(loupe_y_)),
                                        ImVec2(origin.x + cell * static_cast<float>(loupe_x_ + k),
                                               origin.y + cell * static_cast<float>(loupe_y_ + k)),
                                        IM_COL32(20, 20, 20, 255), 0, 0, scaled(2.5f));
  }
  if (beside) ImGui::SameLine();
  const ImVec2 at = ImGui::GetCursorScreenPos();
  const float side = loupe_cell * static_cast<float>(k);
  const bool tapped = ImGui::InvisibleButton("##photo.loupe", ImVec2(side, side));
  draw_window(v, marks, at, loupe_cell, PictureCell{loupe_x_, loupe_y_}, k, k, true);
  if (!tapped || !read) return std::nullopt;
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  return PictureCell{loupe_x_ + static_cast<int>((mouse.x - at.x) / loupe_cell),
                     loupe_y_ + static_cast<int>((mouse.y - at.y) / loupe_cell)};
}

}  // namespace tableref::gui
