// Blokus screen: opening a session, the frame's layout (the board beside or above the side
// panel), the keys, the move being entered (its cells, the piece turned to fit), Confirm and
// the time-out's timing. The board is drawn in board_panel.cpp, the side panel in
// side_panel.cpp and actions_panel.cpp.
#include "screens/blokus/screen.hpp"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app_context.hpp"
#include "screens/blokus/board.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "tableref/db/store_reason.hpp"
#include "tableref/referee/blokus/trigon_piece.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

constexpr ImGuiWindowFlags kPanelScroll = ImGuiWindowFlags_AlwaysVerticalScrollbar;
constexpr std::string_view kZoomSetting = "blokus.zoom";

}  // namespace

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

// --- Opening -------------------------------------------------------------------------------

void BlokusScreen::open(AppContext& ctx, std::int64_t session_id) {
  controller_ = controllers::BlokusController{};
  load_error_.reset();
  problems_.clear();
  info_.clear();
  session_id_ = session_id;
  clear_entry();
  hints_ = false;
  files_open_ = false;
  chosen_color_.reset();
  folder_files_.clear();
  // The exports folder's session-<id>-blokus.blksgf, as History names it; the user may type
  // another.
  export_path_ = controllers::export_file_path(ctx.db_path, session_id, "blokus", "blksgf",
                                               controllers::history_registry());
  view_moves_ = static_cast<std::size_t>(-1);
  if (ctx.store) {
    // The zoom is a setting of this device, kept across sessions; on until turned off.
    zoom_ = true;
    if (auto saved = ctx.store->setting(kZoomSetting); saved && saved.value()) {
      zoom_ = *saved.value() == "1";
    }
  }
  if (session_id == 0) return;
  if (!ctx.store) {
    load_error_ = ctx.store_error ? *ctx.store_error : Violation{db::StoreReason::kNotFound};
    return;
  }
  if (auto opened = controller_.open(*ctx.store, session_id, now_ms()); !opened) {
    load_error_ = opened.error();
  }
}

void BlokusScreen::clear_entry() {
  tapped_.clear();
  piece_.reset();
  orientation_ = 0;
  target_.reset();
  put_cell_.reset();
  other_ways_ = 0;
  turned_ = false;
  dragging_ = false;
  edge_since_ms_ = 0;
  edge_armed_ = false;
  tray_press_.reset();
  tray_drag_ = false;
  overrule_armed_ = false;
}

void BlokusScreen::set_zoom(AppContext& ctx, bool on) {
  zoom_ = on;
  view_moves_ = static_cast<std::size_t>(-1);  // centre on the color to move
  if (ctx.store) (void)ctx.store->set_setting(kZoomSetting, on ? "1" : "0");
}

void BlokusScreen::centre_view() {
  const auto& st = controller_.state();
  std::vector<GridCell> focus;
  if (const auto color = active_color()) {
    focus = st.last_piece_cells(*color);
    if (focus.empty()) focus = st.start_cells(*color);
  }
  float cx = static_cast<float>(st.info().width - 1) / 2;
  float cy = static_cast<float>(st.info().height - 1) / 2;
  if (!focus.empty()) {
    cx = 0;
    cy = 0;
    for (const auto& c : focus) {
      cx += static_cast<float>(c.x);
      cy += static_cast<float>(c.y);
    }
    cx /= static_cast<float>(focus.size());
    cy /= static_cast<float>(focus.size());
  }
  view_x_ = static_cast<int>(std::lround(cx - static_cast<float>(view_cols_ - 1) / 2));
  view_y_ = static_cast<int>(std::lround(cy - static_cast<float>(view_rows_ - 1) / 2));
}

std::string BlokusScreen::color_label(AppContext& ctx, blokus::Color color) const {
  return ctx.tr("blokus.color." +
                controllers::blokus_color_word(controller_.state().variant(), color));
}

std::optional<blokus::Color> BlokusScreen::active_color() const {
  const auto& st = controller_.state();
  if (!st.info().turn_order && chosen_color_ && !st.game_over() && !st.is_out(*chosen_color_)) {
    return chosen_color_;
  }
  return st.to_move();
}

std::vector<GridCell> BlokusScreen::candidate() const {
  if (piece_) {
    if (!target_) return {};
    // While dragged, the piece is shown where it would land if the finger lifted here.
    if (dragging_) return landing(*target_);
    return controllers::blokus_tray_cells(controller_.state().geometry(), *piece_, orientation_,
                                          *target_);
  }
  return tapped_;
}

std::vector<GridCell> BlokusScreen::landing(GridCell cell) const {
  const auto color = active_color();
  if (!piece_) return {};
  const auto& geo = controller_.state().geometry();
  if (!color) return controllers::blokus_tray_cells(geo, *piece_, orientation_, cell);
  const auto drop = controller_.drop_fit(*color, *piece_, orientation_, cell, turned_);
  return controllers::blokus_tray_cells(geo, *piece_, drop.fit.orientation, drop.fit.target);
}

void BlokusScreen::turn(int how) {
  if (!piece_) return;
  // Trigon's pieces turn in 60-degree steps on their own lattice.
  const auto turn = static_cast<blokus::Turn>(how);
  orientation_ = controller_.state().geometry().triangles()
                     ? blokus::turn_trigon_orientation(*piece_, orientation_, turn)
                     : blokus::turn_orientation(*piece_, orientation_, turn);
  other_ways_ = 0;
  turned_ = true;
  overrule_armed_ = false;
}

bool BlokusScreen::put_piece(GridCell cell, bool again) {
  const auto color = active_color();
  if (!piece_) return false;
  target_ = cell;
  put_cell_ = cell;
  other_ways_ = 0;
  if (!color) return false;
  if (again) {
    const auto fits = controller_.fits_covering(*color, *piece_, cell);
    if (const auto next = controller_.next_fit(*color, *piece_, orientation_, cell)) {
      orientation_ = next->orientation;
      target_ = next->target;
    }
    other_ways_ = fits.size() > 1 ? static_cast<int>(fits.size()) : 0;
    return false;
  }
  const auto drop = controller_.drop_fit(*color, *piece_, orientation_, cell, turned_);
  orientation_ = drop.fit.orientation;
  target_ = drop.fit.target;
  // Where it fits several ways the player is told so (the next tap on the cell turns it).
  other_ways_ = drop.ways > 1 ? drop.ways : 0;
  return drop.ways == 1 &&
         controller_
             .check(*color, controllers::blokus_tray_cells(controller_.state().geometry(), *piece_,
                                                           orientation_, *target_))
             .ok();
}

void BlokusScreen::handle_keys() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  if (ImGui::IsKeyPressed(SDL_SCANCODE_A, false)) turn(static_cast<int>(blokus::Turn::kRotateLeft));
  if (ImGui::IsKeyPressed(SDL_SCANCODE_D, false))
    turn(static_cast<int>(blokus::Turn::kRotateRight));
  if (ImGui::IsKeyPressed(SDL_SCANCODE_W, false) || ImGui::IsKeyPressed(SDL_SCANCODE_S, false)) {
    turn(static_cast<int>(blokus::Turn::kFlipVertical));
  }
  if (zoomed()) {  // the arrow keys move the zoomed window a cell (clamped when drawn)
    if (ImGui::IsKeyPressed(SDL_SCANCODE_LEFT)) --view_x_;
    if (ImGui::IsKeyPressed(SDL_SCANCODE_RIGHT)) ++view_x_;
    if (ImGui::IsKeyPressed(SDL_SCANCODE_UP)) ++view_y_;
    if (ImGui::IsKeyPressed(SDL_SCANCODE_DOWN)) --view_y_;
  }
}

std::optional<blokus::PlacementInfo> BlokusScreen::timeout_shown() const {
  if (!timeout_showing_) return std::nullopt;
  return controller_.timeout_proposal();
}

void BlokusScreen::update_timeout() {
  const bool due =
      controller_.timed_out(now_ms()) && timeout_overruled_ != controller_.timeout_seed();
  if (!due) {
    timeout_showing_ = false;
    return;
  }
  // The proposal takes the tray's place: it appears only while no finger is down, so nothing
  // changes under a finger; the move being entered gives way to it.
  if (!timeout_showing_ && !ImGui::IsMouseDown(ImGuiMouseButton_Left) && !dragging_) {
    timeout_showing_ = true;
    clear_entry();
  }
}

void BlokusScreen::confirm(bool overrule) {
  const auto color = active_color();
  const auto cells = candidate();
  if (!color || cells.empty()) return;
  const auto entry = piece_ ? controllers::BlokusEntry::kTray : controllers::BlokusEntry::kCells;
  auto placed = overrule ? controller_.overrule(*color, cells, entry, now_ms())
                         : controller_.place(*color, cells, entry, now_ms());
  if (!placed) {
    problems_ = placed.violations();
    return;
  }
  problems_.clear();
  info_.clear();
  clear_entry();
}

// --- Drawing -------------------------------------------------------------------------------

void BlokusScreen::draw(AppContext& ctx) {
  if (session_id_ == 0) {
    draw_no_session(ctx);
    return;
  }
  if (load_error_) {
    message_box(ctx.tr("blokus.cannot_open",
                       {Param{"session", session_id_}, Param{"why", ctx.render(*load_error_)}})
                    .c_str(),
                true, "blokus.load_error");
    if (touch_button(ctx.tr("blokus.action.go_home").c_str(), "blokus.go_home")) ctx.go("home");
    return;
  }
  // A photo dropped on the game: its new pieces, read on the photo screen.
  if (ctx.dropped_file) ctx.go("photo", session_id_);
  handle_keys();
  tray_dropped_ = false;  // set by the board when a piece carried from the tray lands
  controller_.checkpoint(now_ms());
  update_timeout();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  // Landscape: the board at the left, the panel beside it. Portrait (a tablet held upright):
  // the board on top at the full width, the panel below with the height its parts need.
  const bool upright = portrait(avail);
  portrait_ = upright;
  const ImVec2 board_area =
      upright ? ImVec2(avail.x, std::max(avail.y * 0.4f, avail.y - portrait_panel_height()))
              : ImVec2(std::min(avail.y, avail.x * 0.57f), avail.y);
  {
    // Zoom is offered when the whole board's cells would be smaller than a finger (a
    // triangle's row lower than one).
    const auto& info = controller_.state().info();
    const float full_row =
        blokus_board_geometry(controller_.state(), std::min(board_area.x, board_area.y)).row;
    zoom_useful_ = info.width > 0 && full_row < touch_size();
  }
  ImGui::BeginChild("blokus.board_area", board_area, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  draw_board(ctx, board_area);
  ImGui::EndChild();
  if (!upright) ImGui::SameLine();
  ImGui::BeginChild("blokus.side", ImVec2(0, upright ? 0 : avail.y), true, kPanelScroll);
  draw_side(ctx);
  if (!tray_drag_) touch_scroll();  // a drag from the tray carries a piece, not the panel
  ImGui::EndChild();
}

void BlokusScreen::draw_no_session(AppContext& ctx) {
  message_box(ctx.tr("blokus.no_session").c_str(), false, "blokus.no_session");
  if (touch_button(ctx.tr("blokus.action.go_home").c_str(), "blokus.go_home")) ctx.go("home");
  ImGui::Spacing();
  draw_files(ctx);
}

}  // namespace tableref::gui
