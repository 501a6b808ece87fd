// Blokus screen: the tray of the color to move (its pieces, Trigon's drawn as triangles,
// picked by a tap or carried to the board by a drag) and the buttons that turn the piece in
// the hand.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app_context.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "screens/blokus/tray_panel.hpp"
#include "screens/blokus/trigon_board.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

namespace {

// Draws an orientation's cells inside [min, max], centred.
// The piece's squares `square` px each (smaller when the piece would not fit), centred in the
// box; returns the size drawn.
float draw_shape(ImDrawList* draw, const blokus::GameState& st, blokus::PieceId piece,
                 std::uint8_t orientation, ImVec2 min, ImVec2 max, ImU32 fill, float square) {
  const auto& orientations = st.piece_table()[piece].orientations;
  const auto& o = orientations[orientation % orientations.size()];
  // Trigon's triangles, their sides a little longer than a square's (the same area).
  if (st.geometry().triangles()) return draw_trigon_shape(draw, o, min, max, fill, square * 1.5f);
  const float w = max.x - min.x;
  const float h = max.y - min.y;
  const float cell =
      std::min({square, w / static_cast<float>(o.width), h / static_cast<float>(o.height)});
  const float ox = min.x + (w - cell * static_cast<float>(o.width)) / 2;
  const float oy = min.y + (h - cell * static_cast<float>(o.height)) / 2;
  for (std::size_t i = 0; i < o.size; ++i) {
    const float x = ox + cell * static_cast<float>(o.cells[i].x);
    const float y = oy + cell * static_cast<float>(o.height - 1 - o.cells[i].y);
    draw->AddRectFilled(ImVec2(x + 1, y + 1), ImVec2(x + cell - 1, y + cell - 1), fill);
  }
  return cell;
}

// Where the tray draws its pieces: the columns, a button's size and a square's.
struct TrayLayout {
  int columns = 7;
  float cell_w = 0;
  float cell_h = 0;
  float pad = 0;
  float square = 0;
};

// One piece of the tray, a button the finger picks it with (a tap) or carries it from (a
// drag); returns the size its squares were drawn at.
float draw_tray_piece(BlokusTable& table, blokus::Color color, blokus::PieceId piece,
                      const TrayLayout& l) {
  const auto& st = table.session().state();
  auto& move = table.move();
  const bool have = (st.remaining(color) & (blokus::PieceSet{1} << piece)) != 0;
  const bool chosen = move.piece == piece;
  const std::string id = "blokus.tray." + std::string(st.piece_table()[piece].name);
  ImGui::PushID(static_cast<int>(piece));
  const bool tapped = ImGui::InvisibleButton("piece", ImVec2(l.cell_w, l.cell_h));
  probe().record(id);
  // A finger that goes down on a piece and moves carries the piece to the board.
  if (ImGui::IsItemActivated() && have) move.tray_press = piece;
  if (move.tray_press == piece && !move.tray_drag && ImGui::IsItemActive() &&
      ImGui::IsMouseDragging(ImGuiMouseButton_Left, touch_size() / 4)) {
    move.tray_drag = true;
    if (move.piece != piece) {  // the same piece keeps the way it was turned
      move.orientation = 0;
      move.turned = false;
    }
    move.piece = piece;
    move.tapped.clear();
    move.target.reset();
    move.overrule_armed = false;
  }
  const ImVec2 min = ImGui::GetItemRectMin();
  const ImVec2 max = ImGui::GetItemRectMax();
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(min, max, chosen ? IM_COL32(90, 100, 120, 255) : IM_COL32(50, 54, 62, 255),
                      scaled(6));
  if (chosen) draw->AddRect(min, max, IM_COL32(255, 255, 255, 255), scaled(6), 0, scaled(2));
  const float drawn =
      draw_shape(draw, st, piece, chosen ? move.orientation : 0,
                 ImVec2(min.x + l.pad, min.y + l.pad), ImVec2(max.x - l.pad, max.y - l.pad),
                 have ? color_of(st.variant(), color) : IM_COL32(90, 90, 95, 255), l.square);
  probe().record_text(id + ".square", std::to_string(static_cast<int>(drawn)));
  if (tapped && have && !move.tray_drag && !move.tray_dropped) {
    if (chosen) {
      table.clear_entry();
    } else {
      move.pick(piece);
    }
  }
  ImGui::PopID();
  return drawn;
}

// Turning the piece in the hand (A/D rotate, W/S flip on a keyboard; Trigon's pieces turn
// 60 degrees a tap). A narrow panel (1024x768) leaves the keys out of the labels rather than
// cut them ("Right (D").
void draw_turn_buttons(AppContext& ctx, BlokusTable& table, float width) {
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float bw = (width - spacing * 3) / 4;
  const auto label = [&](const char* key) {
    const std::string full = ctx.tr(key);
    return touch_button_width(full.c_str()) <= bw ? full : ctx.tr(std::string(key) + "_short");
  };
  const auto turn = [&](blokus::Turn how) {
    table.move().turn(table.session(), static_cast<int>(how));
  };
  ImGui::BeginDisabled(!table.move().piece);
  if (touch_button(label("blokus.action.rotate_left").c_str(), "blokus.rotate_left",
                   ImVec2(bw, 0))) {
    turn(blokus::Turn::kRotateLeft);
  }
  ImGui::SameLine();
  if (touch_button(label("blokus.action.rotate_right").c_str(), "blokus.rotate_right",
                   ImVec2(bw, 0))) {
    turn(blokus::Turn::kRotateRight);
  }
  ImGui::SameLine();
  if (touch_button(label("blokus.action.flip").c_str(), "blokus.flip", ImVec2(bw, 0))) {
    turn(blokus::Turn::kFlipVertical);
  }
  ImGui::SameLine();
  if (touch_button(ctx.tr("blokus.action.mirror").c_str(), "blokus.mirror", ImVec2(bw, 0))) {
    turn(blokus::Turn::kFlipHorizontal);
  }
  ImGui::EndDisabled();
}

}  // namespace

int blokus_tray_columns(const BlokusTable& table, float width) {
  // Eleven columns when each is still wider than a finger with room around the piece (the
  // full width of a portrait panel), saving a row for the board; else seven.
  constexpr int kWide = 11;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float each = (width - spacing * (kWide - 1)) / kWide;
  if (table.upright() && each >= scaled(52)) return kWide;
  // Three rows: seven columns for the 21 pieces, eight for Trigon's 22 where they stay
  // finger-wide.
  const int pieces = static_cast<int>(table.session().state().piece_table().size());
  const int three_rows = (pieces + 2) / 3;
  const float each_of_three =
      (width - spacing * static_cast<float>(three_rows - 1)) / static_cast<float>(three_rows);
  return each_of_three >= touch_size() ? std::max(7, three_rows) : 7;
}

void draw_blokus_tray(AppContext& ctx, BlokusTable& table) {
  const auto& st = table.session().state();
  const auto to_move = table.active_color();
  if (!to_move) return;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float width = ImGui::GetContentRegionAvail().x;
  // Seven columns, three rows (eleven and two in a portrait panel wide enough): the tray
  // never makes the panel scroll (a drag on it moves a piece, so the panel must not need
  // one). Each piece fills its button, its squares at most 14 px at scale 1 (so the monomino
  // does not look like a big piece): 10 px for I5 in the 1280x800 window, 12 to 14 px for
  // the others.
  TrayLayout l;
  l.columns = blokus_tray_columns(table, width);
  l.pad = scaled(3);
  l.cell_w = std::floor((width - spacing * static_cast<float>(l.columns - 1)) /
                        static_cast<float>(l.columns));
  l.cell_h = touch_size();
  l.square = scaled(14);
  int smallest = 1000;
  const auto set = st.info().piece_set;
  int column = 0;
  const auto pieces = st.piece_table();
  for (int p = 0; p < static_cast<int>(pieces.size()); ++p) {
    const auto piece = static_cast<blokus::PieceId>(p);
    if ((set & (blokus::PieceSet{1} << p)) == 0) continue;
    if (column > 0) ImGui::SameLine();
    const bool chosen = table.move().piece == piece;
    const float drawn = draw_tray_piece(table, *to_move, piece, l);
    if (!chosen) smallest = std::min(smallest, static_cast<int>(drawn));
    column = (column + 1) % l.columns;
  }
  auto& move = table.move();
  if (!move.tray_drag && !ImGui::IsMouseDown(ImGuiMouseButton_Left)) move.tray_press.reset();
  probe().record_text("blokus.tray.square", std::to_string(smallest));
  probe().record_text("blokus.picked", move.piece ? std::string(pieces[*move.piece].name) : "");
  draw_turn_buttons(ctx, table, width);
}

}  // namespace tableref::gui
