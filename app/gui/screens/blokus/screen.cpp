#include "screens/blokus/screen.hpp"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>

#include "app_context.hpp"
#include "screens/blokus/board.hpp"
#include "screens/blokus/score_table.hpp"
#include "tableref/controllers/file_io.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "tableref/db/store_reason.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

namespace fs = std::filesystem;

constexpr ImGuiWindowFlags kPanelScroll = ImGuiWindowFlags_AlwaysVerticalScrollbar;
constexpr std::string_view kZoomSetting = "blokus.zoom";

std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

ImU32 color_of(blokus::Variant variant, blokus::Color color, int alpha = 255) {
  return blokus_color(variant, color, alpha);
}

std::string num(std::int64_t n) {
  return std::to_string(n);
}

std::string clock_text(std::int64_t ms) {
  const bool negative = ms < 0;
  const std::int64_t s = (negative ? -ms : ms) / 1000;
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%s%lld:%02lld", negative ? "-" : "",
                static_cast<long long>(s / 60), static_cast<long long>(s % 60));
  return buffer;
}

// A bar with its text; `fraction` of it filled.
void bar(float fraction, ImU32 fill, const std::string& text, float width, float height) {
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + width, min.y + height);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(min, max, IM_COL32(60, 64, 72, 255), scaled(4));
  fraction = std::clamp(fraction, 0.0f, 1.0f);
  if (fraction > 0) {
    draw->AddRectFilled(min, ImVec2(min.x + width * fraction, max.y), fill, scaled(4));
  }
  const ImVec2 size = ImGui::CalcTextSize(text.c_str());
  draw->AddText(ImVec2(min.x + scaled(8), min.y + (height - size.y) / 2),
                IM_COL32(255, 255, 255, 255), text.c_str());
  ImGui::Dummy(ImVec2(width, height));
}

// Draws an orientation's cells inside [min, max], centred.
// The piece's squares `square` px each (smaller when the piece would not fit), centred in the
// box; returns the size drawn.
float draw_shape(ImDrawList* draw, blokus::PieceId piece, std::uint8_t orientation, ImVec2 min,
                 ImVec2 max, ImU32 fill, float square) {
  const auto& orientations = blokus::piece_info(piece).orientations;
  const auto& o = orientations[orientation % orientations.size()];
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

std::vector<GridCell> violation_cells(const Violations& violations) {
  std::vector<GridCell> cells;
  for (const auto& v : violations) {
    if (const auto* p = v.find("cells")) {
      if (const auto* list = std::get_if<std::vector<GridCell>>(p)) {
        cells.insert(cells.end(), list->begin(), list->end());
      }
    }
  }
  return cells;
}

std::string default_export_path(const AppContext& ctx, std::int64_t session) {
  fs::path dir =
      ctx.db_path.empty() ? fs::temp_directory_path() : fs::path(ctx.db_path).parent_path();
  if (dir.empty()) dir = ".";
  return (dir / ("blokus-" + std::to_string(session) + ".blksgf")).string();
}

}  // namespace

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
  export_path_ = default_export_path(ctx, session_id);
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
  dragging_ = false;
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
    return controllers::blokus_tray_cells(*piece_, orientation_, *target_);
  }
  return tapped_;
}

void BlokusScreen::turn(int how) {
  if (!piece_) return;
  orientation_ = blokus::turn_orientation(*piece_, orientation_, static_cast<blokus::Turn>(how));
  overrule_armed_ = false;
}

void BlokusScreen::fit_piece(bool next) {
  const auto color = active_color();
  if (!piece_ || !target_ || !color) return;
  const auto legal = [&](std::uint8_t o) {
    return controller_.check(*color, controllers::blokus_tray_cells(*piece_, o, *target_)).ok();
  };
  if (!next && legal(orientation_)) return;
  const auto count = static_cast<int>(blokus::piece_info(*piece_).orientations.size());
  for (int k = next ? 1 : 0; k < count + (next ? 1 : 0); ++k) {
    const auto o = static_cast<std::uint8_t>((orientation_ + k) % count);
    if (legal(o)) {
      orientation_ = o;
      return;
    }
  }
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
    // Zoom is offered when the whole board's cells would be smaller than a finger.
    const auto& info = controller_.state().info();
    const float full_cell =
        blokus_board_geometry(controller_.state(), std::min(board_area.x, board_area.y)).cell;
    zoom_useful_ = info.width > 0 && full_cell < touch_size();
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

void BlokusScreen::draw_board(AppContext& ctx, ImVec2 area) {
  const auto& st = controller_.state();
  const auto variant = st.variant();
  const bool zoomed_now = zoomed();
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  const float bar_h = std::max(touch_size(), scaled(104));
  const float side = std::min(area.x, area.y);
  // The whole board is a square: centred across an area wider than it (portrait).
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const float whole_x = top.x + std::max(0.0f, (area.x - side) / 2);
  const auto geometry = [&] {
    if (!zoomed_now) {
      ImGui::SetCursorScreenPos(ImVec2(whole_x, top.y));
      return blokus_board_geometry(st, side);
    }
    ImGui::SetCursorScreenPos(top);
    const float height = ImGui::GetContentRegionAvail().y - bar_h - spacing;
    const ImVec2 room(area.x, height);
    const auto left = blokus_zoomed_geometry(st, room, touch_size(), view_x_, view_y_);
    // The window's whole cells leave a strip at the right: centred across it instead.
    const float used = left.margin * 2 + left.cell * static_cast<float>(left.cols);
    if (area.x - used < 2) return left;
    ImGui::SetCursorScreenPos(ImVec2(top.x + std::floor((area.x - used) / 2), top.y));
    return blokus_zoomed_geometry(st, room, touch_size(), view_x_, view_y_);
  };
  auto g = geometry();
  if (zoomed_now) {
    view_cols_ = g.cols;
    view_rows_ = g.rows;
    if (view_moves_ != controller_.moves().size()) {
      // A new turn (or the zoom just turned on): show the color to move's corner of the board.
      view_moves_ = controller_.moves().size();
      centre_view();
      g = geometry();
    }
    view_x_ = g.x0;
    view_y_ = g.y0;
  }
  const float cs = g.cell;
  auto cell_min = [&](GridCell c) { return g.cell_min(c); };
  auto shown = [&](GridCell c) { return g.visible(c); };

  // Input: the whole board is one button; a tap is a cell, a drag moves the tray piece.
  ImGui::SetCursorScreenPos(g.origin);
  ImGui::InvisibleButton("blokus.board",
                         ImVec2(g.board_max.x - g.origin.x, g.board_max.y - g.origin.y));
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  const bool game_on = !st.game_over();
  // A long press on the board (a right click with a mouse) puts back what is being entered:
  // the piece in the hand, the cells tapped; as Clear does.
  if (game_on && ImGui::IsItemHovered() && ImGui::IsMouseClicked(ImGuiMouseButton_Right)) {
    clear_entry();
  }
  // The zoomed window follows a piece dragged to its edge, a cell at a time.
  const auto follow_to_edge = [&] {
    if (!zoomed_now) return;
    const float band = cs * 0.5f;
    const int dx = mouse.x < g.origin.x + band ? -1 : mouse.x > g.board_max.x - band ? 1 : 0;
    const int dy = mouse.y < g.origin.y + band ? 1 : mouse.y > g.board_max.y - band ? -1 : 0;
    const std::int64_t now = now_ms();
    if ((dx != 0 || dy != 0) && now - last_pan_ms_ >= 300) {
      view_x_ += dx;
      view_y_ += dy;
      last_pan_ms_ = now;
    }
  };
  if (game_on && ImGui::IsItemActive() && piece_ &&
      ImGui::IsMouseDragging(ImGuiMouseButton_Left, cs * 0.3f)) {
    dragging_ = true;
    drag_x_ = mouse.x;
    drag_y_ = mouse.y;
    if (auto cell = g.cell_at(mouse)) target_ = *cell;
    follow_to_edge();
  }
  if (game_on && ImGui::IsItemDeactivated()) {
    if (auto cell = g.cell_at(mouse)) {
      if (piece_) {
        // A tap turns the piece to fit (fit_piece); a tap on the same cell again turns it to
        // the next way it fits there. A drag keeps the piece as the player turned it.
        const bool again = !dragging_ && target_ && *target_ == *cell;
        target_ = *cell;
        if (!dragging_) fit_piece(again);
      } else if (!dragging_) {
        const auto it = std::find(tapped_.begin(), tapped_.end(), *cell);
        if (it != tapped_.end()) {
          tapped_.erase(it);
        } else if (st.color_at(*cell) < 0) {
          tapped_.push_back(*cell);
        }
      }
    }
    dragging_ = false;
    overrule_armed_ = false;
  }
  if (tray_drag_) {
    // A piece carried from the tray: it follows the finger over the board (its shadow where
    // it would land) and lands where the finger lifts, turned to fit there as a tap on the
    // target turns it (fit_piece). Lifted off the board, it stays picked with no target.
    const auto cell = game_on ? g.cell_at(mouse) : std::nullopt;
    if (ImGui::IsMouseDown(ImGuiMouseButton_Left)) {
      dragging_ = cell.has_value();
      drag_x_ = mouse.x;
      drag_y_ = mouse.y;
      target_ = cell;
      if (cell) follow_to_edge();
    } else {
      target_ = cell;
      if (cell) fit_piece(false);
      dragging_ = false;
      tray_drag_ = false;
      tray_press_.reset();
      tray_dropped_ = true;
    }
    overrule_armed_ = false;
  }

  draw_blokus_board(g, st,
                    controller_.moves().empty()
                        ? std::nullopt
                        : std::optional<blokus::Color>(controller_.moves().back().color),
                    "blokus.cell.");
  ImDrawList* draw = ImGui::GetWindowDrawList();

  const auto to_move = active_color();
  const auto cells = candidate();
  Violations ruling;
  bool legal = false;
  if (!cells.empty() && to_move) {
    auto checked = controller_.check(*to_move, cells);
    legal = checked.ok();
    if (!legal) ruling = checked.violations();
  }
  const auto offending = violation_cells(ruling);
  // Cells tapped for the move and, with hints on, where the color can attach.
  if (to_move) {
    if (!piece_) {
      for (const auto& c : tapped_) {
        if (!shown(c)) continue;
        const ImVec2 min = cell_min(c);
        draw->AddRectFilled(ImVec2(min.x + 1, min.y + 1), ImVec2(min.x + cs - 1, min.y + cs - 1),
                            color_of(variant, *to_move, 150));
      }
    }
    if (hints_) {
      for (const auto& c : st.attach_cells(*to_move)) {
        if (!shown(c)) continue;
        const ImVec2 min = cell_min(c);
        draw->AddCircle(ImVec2(min.x + cs / 2, min.y + cs / 2), cs * 0.22f,
                        color_of(variant, *to_move), 12, scaled(2.5f));
      }
    }
  }
  // The move being entered: its landing shadow, the ghost lifted above the finger while
  // dragging, green when legal and red when not; the cells the ruling names, crossed.
  if (!cells.empty() && to_move) {
    const ImU32 judge = legal ? IM_COL32(40, 200, 90, 255) : IM_COL32(230, 40, 40, 255);
    for (const auto& cell : cells) {
      if (!shown(cell)) continue;
      const ImVec2 min = cell_min(cell);
      const ImVec2 max(min.x + cs, min.y + cs);
      if (piece_) {
        draw->AddRectFilled(
            min, max, dragging_ ? IM_COL32(20, 20, 30, 110) : color_of(variant, *to_move, 140));
      }
      draw->AddRect(min, max, judge, 0, 0, scaled(3));
    }
    if (piece_ && dragging_ && target_) {
      const float lift = cs * 0.6f;
      for (const auto& cell : cells) {
        const float gx = drag_x_ + cs * (static_cast<float>(cell.x - target_->x) - 0.5f);
        const float gy = drag_y_ - lift + cs * (static_cast<float>(target_->y - cell.y) - 0.5f);
        draw->AddRectFilled(ImVec2(gx, gy), ImVec2(gx + cs, gy + cs),
                            color_of(variant, *to_move, 120));
        draw->AddRect(ImVec2(gx, gy), ImVec2(gx + cs, gy + cs), judge, 0, 0, scaled(2));
      }
    }
  }
  for (const auto& cell : offending) {
    if (!shown(cell)) continue;
    const ImVec2 min = cell_min(cell);
    const ImVec2 max(min.x + cs, min.y + cs);
    draw->AddRectFilled(min, max, IM_COL32(230, 40, 40, 90));
    draw->AddLine(ImVec2(min.x + 4, min.y + 4), ImVec2(max.x - 4, max.y - 4),
                  IM_COL32(200, 0, 0, 255), scaled(2.5f));
    draw->AddLine(ImVec2(max.x - 4, min.y + 4), ImVec2(min.x + 4, max.y - 4),
                  IM_COL32(200, 0, 0, 255), scaled(2.5f));
  }
  // The time-out proposal: the piece in its color, outlined thick in gold.
  if (const auto proposal = timeout_shown()) {
    for (const auto& cell : proposal->cells) {
      if (!shown(cell)) continue;
      const ImVec2 min = cell_min(cell);
      const ImVec2 max(min.x + cs, min.y + cs);
      draw->AddRectFilled(min, max, color_of(variant, proposal->color, 170));
      draw->AddRect(min, max, IM_COL32(255, 200, 0, 255), 0, 0, scaled(4));
    }
    probe().record_text("blokus.timeout.cells", blokus::format_cells(proposal->cells));
  }
  if (zoomed_now) {
    ImGui::SetCursorScreenPos(ImVec2(g.start.x, g.board_max.y + g.margin + spacing));
    draw_zoom_bar(ctx, g, bar_h);
  }
}

void BlokusScreen::draw_zoom_bar(AppContext& ctx, const BlokusBoardGeometry& g, float height) {
  const auto& st = controller_.state();
  const int w = g.width;
  const int h = g.height;
  const float ov_cell = std::max(2.0f, std::floor(height / static_cast<float>(std::max(w, h))));
  const ImVec2 top = ImGui::GetCursorScreenPos();
  // The overview: tap or drag it to move the window there.
  const ImVec2 ov_min(top.x + g.margin, top.y);
  const ImVec2 ov_size(ov_cell * static_cast<float>(w), ov_cell * static_cast<float>(h));
  ImGui::SetCursorScreenPos(ov_min);
  ImGui::InvisibleButton("blokus.minimap", ov_size);
  probe().record("blokus.minimap");
  if (ImGui::IsItemActive()) {
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const int cx =
        std::clamp(static_cast<int>(std::floor((mouse.x - ov_min.x) / ov_cell)), 0, w - 1);
    const int cy =
        std::clamp(h - 1 - static_cast<int>(std::floor((mouse.y - ov_min.y) / ov_cell)), 0, h - 1);
    view_x_ = std::clamp(cx - (g.cols - 1) / 2, 0, w - g.cols);
    view_y_ = std::clamp(cy - (g.rows - 1) / 2, 0, h - g.rows);
  }
  draw_blokus_overview(ov_min, ov_cell, st, g);
  // Arrows, half a window per tap.
  const float a = std::max(touch_size(), scaled(60));
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const int step_x = std::max(1, g.cols / 2);
  const int step_y = std::max(1, g.rows / 2);
  struct Arrow {
    const char* id;
    int dx;
    int dy;
    bool can;
  };
  const Arrow arrows[] = {{"blokus.pan.left", -step_x, 0, g.x0 > 0},
                          {"blokus.pan.up", 0, step_y, g.y0 + g.rows < h},
                          {"blokus.pan.down", 0, -step_y, g.y0 > 0},
                          {"blokus.pan.right", step_x, 0, g.x0 + g.cols < w}};
  float x = ov_min.x + ov_size.x + scaled(16);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  for (const auto& arrow : arrows) {
    ImGui::SetCursorScreenPos(ImVec2(x, top.y + (height - a) / 2));
    ImGui::BeginDisabled(!arrow.can);
    if (touch_button((std::string("##") + arrow.id).c_str(), arrow.id, ImVec2(a, a))) {
      view_x_ = std::clamp(g.x0 + arrow.dx, 0, w - g.cols);
      view_y_ = std::clamp(g.y0 + arrow.dy, 0, h - g.rows);
    }
    ImGui::EndDisabled();
    const ImVec2 c((ImGui::GetItemRectMin().x + ImGui::GetItemRectMax().x) / 2,
                   (ImGui::GetItemRectMin().y + ImGui::GetItemRectMax().y) / 2);
    const float r = a * 0.22f;
    const ImU32 ink = arrow.can ? IM_COL32(240, 240, 240, 255) : IM_COL32(120, 120, 120, 255);
    if (arrow.dx < 0) {
      draw->AddTriangleFilled(ImVec2(c.x - r, c.y), ImVec2(c.x + r, c.y - r),
                              ImVec2(c.x + r, c.y + r), ink);
    } else if (arrow.dx > 0) {
      draw->AddTriangleFilled(ImVec2(c.x + r, c.y), ImVec2(c.x - r, c.y + r),
                              ImVec2(c.x - r, c.y - r), ink);
    } else if (arrow.dy > 0) {
      draw->AddTriangleFilled(ImVec2(c.x, c.y - r), ImVec2(c.x + r, c.y + r),
                              ImVec2(c.x - r, c.y + r), ink);
    } else {
      draw->AddTriangleFilled(ImVec2(c.x, c.y + r), ImVec2(c.x - r, c.y - r),
                              ImVec2(c.x + r, c.y - r), ink);
    }
    x += a + gap;
  }
  // What the window shows, and how to move it.
  const std::string from = blokus::format_cell(GridCell{g.x0, g.y0});
  const std::string to = blokus::format_cell(GridCell{g.x0 + g.cols - 1, g.y0 + g.rows - 1});
  probe().record_text("blokus.view", from + ":" + to);
  const float text_x = x - gap + scaled(16);
  const float right = g.start.x + g.margin * 2 + g.cell * static_cast<float>(g.cols);
  ImGui::SetCursorScreenPos(ImVec2(text_x, top.y));
  ImGui::BeginGroup();
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::max(scaled(80), right - text_x));
  wrapped_text(ctx.tr("blokus.zoom.showing", {Param{"from", from}, Param{"to", to}}).c_str());
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  wrapped_text(ctx.tr("blokus.zoom.hint").c_str());
  ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
  ImGui::EndGroup();
}

void BlokusScreen::draw_side(AppContext& ctx) {
  // Nothing in this panel moves while a game is played (docs/gui.md, the layout check):
  // the turn and the tray have fixed sizes, every message (the ruling, the notices, a
  // problem) goes into one box of fixed size, and the action rows sit at the bottom of the
  // panel whatever is above them. A second tap where Confirm was lands on Confirm again.
  // The rows sit 8 px apart (not the app's 12): the box gets the room to show three reasons
  // at once without scrolling (six lines in English) with the clocks and two action rows.
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                      ImVec2(ImGui::GetStyle().ItemSpacing.x, scaled(8)));
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  const float actions_top = ImGui::GetWindowContentRegionMax().y + ImGui::GetScrollY() -
                            actions_height(ImGui::GetContentRegionAvail().x);
  draw_turn(ctx);
  if (controller_.clocks()) draw_clocks(ctx);
  if (controller_.state().game_over()) {
    draw_scores(ctx);
  } else if (timeout_showing_) {
    draw_timeout(ctx);
  } else {
    draw_tray(ctx);
    draw_ruling(ctx, actions_top - spacing);
  }
  if (ImGui::GetCursorPosY() < actions_top) ImGui::SetCursorPosY(actions_top);
  draw_actions(ctx);
  ImGui::Spacing();
  draw_files(ctx);
  // The files' own message, under them (nothing below it to move).
  if (!info_.empty()) message_box(info_.c_str(), false, "blokus.info");
  keep_scrolled_height(side_height_);
  if (!problems_.empty()) {
    std::string shown;
    for (const auto& problem : problems_) {
      if (!shown.empty()) shown += "\n";
      shown += ctx.render(problem);
    }
    probe().record_text("blokus.problems", shown);
  }
  ImGui::PopStyleVar();
}

int BlokusScreen::action_count() const {
  return 4 + (controller_.clocks() ? 1 : 0) + (zoom_useful_ ? 1 : 0);
}

int BlokusScreen::actions_per_row(float width) const {
  const int count = action_count();
  const float each = (width - ImGui::GetStyle().ItemSpacing.x * static_cast<float>(count - 1)) /
                     static_cast<float>(count);
  if (count <= 5 || each >= scaled(100)) return count;
  return (count + 1) / 2;
}

int BlokusScreen::tray_columns(float width) const {
  // Eleven columns when each is still wider than a finger with room around the piece (the
  // full width of a portrait panel), saving a row for the board; else seven.
  constexpr int kWide = 11;
  const float each = (width - ImGui::GetStyle().ItemSpacing.x * (kWide - 1)) / kWide;
  return portrait_ && each >= scaled(52) ? kWide : 7;
}

float BlokusScreen::actions_height(float width) const {
  const int per_row = actions_per_row(width);
  const int rows = (action_count() + per_row - 1) / per_row;
  const float row = std::max(touch_size(), ImGui::GetFrameHeight());
  return row * static_cast<float>(rows) +
         ImGui::GetStyle().ItemSpacing.y * static_cast<float>(rows - 1);
}

float BlokusScreen::portrait_panel_height() const {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float gap = style.ItemSpacing.y;
  const float row = std::max(touch_size(), ImGui::GetFrameHeight()) + gap;
  const float width =
      ImGui::GetContentRegionAvail().x - style.WindowPadding.x * 2 - style.ScrollbarSize;
  // The turn (its color and the heading), the solo color choice, the clocks (two a row),
  // the tray and its turn buttons, a ruling box of two lines, Confirm, the actions.
  float height = style.WindowPadding.y * 2 + scaled(44) + gap;
  if (!controller_.state().info().turn_order) height += row;
  if (controller_.clocks()) {
    const auto seats = static_cast<float>((controller_.seats().size() + 1) / 2);
    height += (scaled(30) + gap) * seats;
  }
  const int tray_rows = (blokus::kPieceCount + tray_columns(width) - 1) / tray_columns(width);
  height += (std::max(touch_size(), scaled(50)) + gap) * static_cast<float>(tray_rows) + row;
  height += ImGui::GetTextLineHeightWithSpacing() * 2 + scaled(16) + gap;
  height += scaled(56) + gap;
  height += actions_height(width) + gap;
  return height;
}

std::string BlokusScreen::notices(AppContext& ctx) const {
  // What the table should know beside the ruling: an overruled last move, colors skipped,
  // paused clocks, the hint count.
  const auto& st = controller_.state();
  std::string text;
  const auto add = [&text](const std::string& line) {
    if (!text.empty()) text += "\n";
    text += line;
  };
  if (!controller_.moves().empty() && controller_.moves().back().overruled) {
    add(ctx.tr("blokus.last_overruled",
               {Param{"color", color_label(ctx, controller_.moves().back().color)}}));
  }
  const auto skipped = st.game_over() ? std::vector<blokus::Color>{} : st.skipped();
  if (!skipped.empty()) {
    std::string names;
    for (const auto c : skipped) {
      if (!names.empty()) names += ", ";
      names += color_label(ctx, c);
    }
    add(ctx.tr(skipped.size() == 1 ? "blokus.skipped" : "blokus.skipped_many",
               {Param{"colors", names}}));
  }
  if (controller_.clocks() && !controller_.running() && !st.game_over()) {
    add(ctx.tr("blokus.clock.paused"));
  }
  const auto to_move = active_color();
  if (hints_ && to_move) {
    const auto count = static_cast<std::int64_t>(st.legal_moves(*to_move).size());
    const auto corners = static_cast<std::int64_t>(st.attach_cells(*to_move).size());
    add(ctx.tr("blokus.hint.count", {Param{"n", count}, Param{"corners", corners}}));
  }
  return text;
}

void BlokusScreen::draw_turn(AppContext& ctx) {
  const auto& st = controller_.state();
  const auto to_move = active_color();
  probe().record_text("blokus.moves", num(static_cast<std::int64_t>(controller_.moves().size())));
  if (to_move) {
    const int seat = controller_.seat_for(*to_move);
    const std::string player =
        seat >= 0 ? controller_.seats()[static_cast<std::size_t>(seat)].player : std::string();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float sw = scaled(28);
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x, p.y + scaled(4)),
                                              ImVec2(p.x + sw, p.y + scaled(4) + sw),
                                              color_of(st.variant(), *to_move), scaled(4));
    ImGui::Dummy(ImVec2(sw, sw + scaled(8)));
    ImGui::SameLine();
    heading(
        ctx.tr("blokus.to_move",
               {Param{"color", color_label(ctx, *to_move)}, Param{"player", ctx.user_text(player)},
                Param{"n", static_cast<std::int64_t>(controller_.moves().size() + 1)}})
            .c_str());
    probe().record_text("blokus.to_move", std::string(blokus::color_name(st.variant(), *to_move)));
    probe().record_text("blokus.to_move_player", player);
  } else {
    heading(ctx.tr("blokus.game_over").c_str());
    probe().record_text("blokus.to_move", "");
  }
  if (!controller_.moves().empty() && controller_.moves().back().overruled) {
    probe().record_text("blokus.last_overruled", "1");  // said in the message box
  }
  if (!st.info().turn_order && !st.game_over()) {
    // Solo: any color may be placed at any time.
    for (int c = 0; c < st.colors(); ++c) {
      const auto color = static_cast<blokus::Color>(c);
      if (c > 0) ImGui::SameLine();
      ImGui::BeginDisabled(st.is_out(color));
      if (choice_button(color_label(ctx, color).c_str(), "blokus.color." + num(c),
                        to_move == color)) {
        chosen_color_ = color;
        clear_entry();
      }
      ImGui::EndDisabled();
    }
  }
  // Skipped colors and the hint count are said in the message box (notices()).
  const auto skipped = st.game_over() ? std::vector<blokus::Color>{} : st.skipped();
  if (!skipped.empty()) {
    std::string names;
    std::string codes;
    for (const auto c : skipped) {
      if (!names.empty()) names += ", ";
      names += color_label(ctx, c);
      codes += std::string(blokus::color_name(st.variant(), c));
    }
    probe().record_text("blokus.skipped",
                        ctx.tr(skipped.size() == 1 ? "blokus.skipped" : "blokus.skipped_many",
                               {Param{"colors", names}}));
    probe().record_text("blokus.skipped_colors", codes);
  }
  if (hints_ && to_move) {
    probe().record_text("blokus.hint_count",
                        num(static_cast<std::int64_t>(st.legal_moves(*to_move).size())));
  }
}

void BlokusScreen::draw_clocks(AppContext& ctx) {
  // Two bars to a row: each seat's total, the seat to move showing its move's extra time
  // burning first (orange), then its total (red).
  const std::int64_t now = now_ms();
  const auto& config = controller_.clock_config();
  const int running_seat = controller_.clock_player();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float bw = (ImGui::GetContentRegionAvail().x - spacing) / 2;
  const float bar_h = scaled(30);
  for (std::size_t i = 0; i < controller_.seats().size(); ++i) {
    const int seat = static_cast<int>(i);
    if (i % 2 == 1) ImGui::SameLine();
    const std::int64_t left = config.total_ms - controller_.total_used(seat, now);
    const bool mine = seat == running_seat;
    const std::int64_t elapsed = mine ? controller_.turn_elapsed(now) : 0;
    const bool in_extra = mine && elapsed < config.extra_ms;
    const std::string& name = ctx.user_text(controller_.seats()[i].player);
    const ImU32 idle = IM_COL32(120, 120, 120, 255);
    if (in_extra) {
      const std::int64_t extra_left = config.extra_ms - elapsed;
      bar(static_cast<float>(extra_left) / static_cast<float>(config.extra_ms),
          controller_.running() ? IM_COL32(230, 140, 30, 255) : idle,
          ctx.tr("blokus.clock.extra",
                 {Param{"player", name}, Param{"time", clock_text(extra_left)},
                  Param{"total", clock_text(left)}}),
          bw, bar_h);
    } else {
      const ImU32 fill = !mine                   ? IM_COL32(70, 110, 170, 255)
                         : controller_.running() ? IM_COL32(210, 55, 45, 255)
                                                 : idle;
      bar(static_cast<float>(left) / static_cast<float>(config.total_ms), fill,
          ctx.tr("blokus.clock.total", {Param{"player", name}, Param{"time", clock_text(left)}}),
          bw, bar_h);
    }
    probe().record_text("blokus.clock." + num(seat), clock_text(left));
    if (mine) probe().record_text("blokus.clock.running", in_extra ? "extra" : "total");
  }
  // "Clocks paused" is said in the message box: a line here would move the tray.
}

void BlokusScreen::draw_tray(AppContext& ctx) {
  const auto& st = controller_.state();
  const auto to_move = active_color();
  if (!to_move) return;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float width = ImGui::GetContentRegionAvail().x;
  // Seven columns, three rows (eleven and two in a portrait panel wide enough): the tray
  // never makes the panel scroll (a drag on it moves a piece, so the panel must not need
  // one). Each piece fills its button, its squares at most 14 px at scale 1 (so the monomino
  // does not look like a big piece): 10 px for I5 in the 1280x800 window, 12 to 14 px for
  // the others.
  const int columns = tray_columns(width);
  const float pad = scaled(3);
  const float cell_w =
      std::floor((width - spacing * static_cast<float>(columns - 1)) / static_cast<float>(columns));
  const float cell_h = touch_size();
  const float square = scaled(14);
  int smallest = 1000;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const auto remaining = st.remaining(*to_move);
  const auto set = st.info().piece_set;
  int column = 0;
  for (int p = 0; p < blokus::kPieceCount; ++p) {
    const auto piece = static_cast<blokus::PieceId>(p);
    if ((set & (blokus::PieceSet{1} << p)) == 0) continue;
    if (column > 0) ImGui::SameLine();
    const bool have = (remaining & (blokus::PieceSet{1} << p)) != 0;
    const bool chosen = piece_ == piece;
    const std::string id = "blokus.tray." + std::string(blokus::piece_name(piece));
    ImGui::PushID(p);
    const bool tapped = ImGui::InvisibleButton("piece", ImVec2(cell_w, cell_h));
    probe().record(id);
    // A finger that goes down on a piece and moves carries the piece to the board.
    if (ImGui::IsItemActivated() && have) tray_press_ = piece;
    if (tray_press_ == piece && !tray_drag_ && ImGui::IsItemActive() &&
        ImGui::IsMouseDragging(ImGuiMouseButton_Left, touch_size() / 4)) {
      tray_drag_ = true;
      if (piece_ != piece) orientation_ = 0;  // the same piece keeps the way it was turned
      piece_ = piece;
      tapped_.clear();
      target_.reset();
      overrule_armed_ = false;
    }
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    draw->AddRectFilled(min, max, chosen ? IM_COL32(90, 100, 120, 255) : IM_COL32(50, 54, 62, 255),
                        scaled(6));
    if (chosen) draw->AddRect(min, max, IM_COL32(255, 255, 255, 255), scaled(6), 0, scaled(2));
    const float drawn =
        draw_shape(draw, piece, chosen ? orientation_ : 0, ImVec2(min.x + pad, min.y + pad),
                   ImVec2(max.x - pad, max.y - pad),
                   have ? color_of(st.variant(), *to_move) : IM_COL32(90, 90, 95, 255), square);
    if (!chosen) smallest = std::min(smallest, static_cast<int>(drawn));
    probe().record_text(id + ".square", std::to_string(static_cast<int>(drawn)));
    if (tapped && have && !tray_drag_ && !tray_dropped_) {
      if (chosen) {
        clear_entry();
      } else {
        piece_ = piece;
        orientation_ = 0;
        tapped_.clear();
        overrule_armed_ = false;
      }
    }
    ImGui::PopID();
    column = (column + 1) % columns;
  }
  if (!tray_drag_ && !ImGui::IsMouseDown(ImGuiMouseButton_Left)) tray_press_.reset();
  probe().record_text("blokus.tray.square", std::to_string(smallest));
  probe().record_text("blokus.picked", piece_ ? std::string(blokus::piece_name(*piece_)) : "");
  // Turning the piece in the hand (A/D rotate, W/S flip on a keyboard).
  const float bw = (width - spacing * 3) / 4;
  ImGui::BeginDisabled(!piece_);
  if (touch_button(ctx.tr("blokus.action.rotate_left").c_str(), "blokus.rotate_left",
                   ImVec2(bw, 0))) {
    turn(static_cast<int>(blokus::Turn::kRotateLeft));
  }
  ImGui::SameLine();
  if (touch_button(ctx.tr("blokus.action.rotate_right").c_str(), "blokus.rotate_right",
                   ImVec2(bw, 0))) {
    turn(static_cast<int>(blokus::Turn::kRotateRight));
  }
  ImGui::SameLine();
  if (touch_button(ctx.tr("blokus.action.flip").c_str(), "blokus.flip", ImVec2(bw, 0))) {
    turn(static_cast<int>(blokus::Turn::kFlipVertical));
  }
  ImGui::SameLine();
  if (touch_button(ctx.tr("blokus.action.mirror").c_str(), "blokus.mirror", ImVec2(bw, 0))) {
    turn(static_cast<int>(blokus::Turn::kFlipHorizontal));
  }
  ImGui::EndDisabled();
}

void BlokusScreen::draw_ruling(AppContext& ctx, float bottom) {
  const auto to_move = active_color();
  const auto cells = candidate();
  const float width = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float button_h = scaled(56);
  bool legal = false;
  if (!to_move) return;
  // The ruling (or what to do next), any problem, then the notices: one box filling the
  // space down to the Confirm row, at least two lines tall (a longer text scrolls in it).
  std::string text;
  Tone tone = Tone::kNeutral;
  if (cells.empty()) {
    text = ctx.tr(piece_ ? "blokus.ruling.target" : "blokus.ruling.pick");
    probe().record_text("blokus.ruling", "");
    probe().record_text("blokus.ruling.hint", text);
    probe().record_text("blokus.reasons", "");
  } else {
    auto checked = controller_.check(*to_move, cells);
    legal = checked.ok();
    if (legal) {
      const std::string piece(blokus::piece_name(checked.value().piece));
      text = ctx.tr("blokus.ruling.legal", {Param{"piece", piece}});
      tone = Tone::kInfo;
      probe().record_text("blokus.ruling", "legal");
      probe().record_text("blokus.piece", piece);
    } else {
      for (const auto& v : checked.violations()) {
        if (!text.empty()) text += "\n";
        text += ctx.render(v);
      }
      tone = Tone::kError;
      probe().record_text("blokus.ruling", "illegal");
    }
    probe().record_text("blokus.reasons", text);
  }
  const bool armed = overrule_armed_ && !cells.empty() && !legal;
  if (armed) text += "\n" + ctx.tr("blokus.overrule_hint");
  for (const auto& problem : problems_) {
    text += "\n" + ctx.render(problem);
    tone = Tone::kError;
  }
  if (const std::string more = notices(ctx); !more.empty()) text += "\n\n" + more;
  const float lines = ImGui::GetTextLineHeightWithSpacing() * 2 + scaled(16);
  const float box_h =
      std::max(lines, bottom - button_h - ImGui::GetStyle().ItemSpacing.y - ImGui::GetCursorPosY());
  const std::string ruling_text = cells.empty() ? std::string() : probe().text("blokus.reasons");
  fixed_message_box(text, tone, "blokus.reasons", ImVec2(width, box_h));
  probe().record_text("blokus.reasons", ruling_text);  // the ruling alone, for tests

  // Confirm, Clear, Overrule: once armed, the overrule's own "place anyway" takes Confirm's
  // place and Overrule (shown selected) disarms; nothing else moves.
  const float bw = (width - spacing * 2) / 3;
  if (armed) {
    ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(170, 40, 40, 255));
    if (touch_button(ctx.tr("blokus.action.overrule_confirm").c_str(), "blokus.overrule_confirm",
                     ImVec2(bw, button_h))) {
      confirm(true);
    }
    ImGui::PopStyleColor();
  } else {
    ImGui::BeginDisabled(!legal);
    if (touch_button(ctx.tr("blokus.action.confirm").c_str(), "blokus.confirm",
                     ImVec2(bw, button_h))) {
      confirm(false);
    }
    ImGui::EndDisabled();
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(cells.empty() && !piece_);
  if (touch_button(ctx.tr("blokus.action.clear").c_str(), "blokus.clear", ImVec2(bw, button_h))) {
    clear_entry();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(cells.empty() || legal);
  if (choice_button(ctx.tr("blokus.action.overrule").c_str(), "blokus.overrule", armed,
                    ImVec2(bw, button_h))) {
    overrule_armed_ = !overrule_armed_;
  }
  ImGui::EndDisabled();
}

void BlokusScreen::draw_timeout(AppContext& ctx) {
  const auto proposal = timeout_shown();
  if (!proposal) return;
  const int seat = controller_.seat_for(proposal->color);
  const std::string player =
      seat >= 0 ? controller_.seats()[static_cast<std::size_t>(seat)].player : std::string();
  message_box(ctx.tr("blokus.timeout.proposal",
                     {Param{"color", color_label(ctx, proposal->color)},
                      Param{"player", ctx.user_text(player)},
                      Param{"piece", std::string(blokus::piece_name(proposal->piece))}})
                  .c_str(),
              false, "blokus.timeout");
  probe().record_text("blokus.timeout.piece", std::string(blokus::piece_name(proposal->piece)));
  const float width = ImGui::GetContentRegionAvail().x;
  const float bw = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (touch_button(ctx.tr("blokus.timeout.confirm").c_str(), "blokus.timeout.confirm",
                   ImVec2(bw, scaled(56)))) {
    auto placed = controller_.confirm_timeout(now_ms());
    if (!placed) {
      problems_ = placed.violations();
    } else {
      problems_.clear();
      info_.clear();
      clear_entry();
    }
  }
  ImGui::SameLine();
  if (touch_button(ctx.tr("blokus.timeout.overrule").c_str(), "blokus.timeout.overrule",
                   ImVec2(bw, scaled(56)))) {
    timeout_overruled_ = controller_.timeout_seed();
    timeout_showing_ = false;
  }
}

void BlokusScreen::draw_actions(AppContext& ctx) {
  // Undo, Redo, Hints, the clocks' Pause / Resume, Zoom and Files: one row, or two rows of
  // three when there are six. The same buttons all game long (Pause stays, disabled, once
  // the game is over), so none of them moves when the game ends.
  const float width = ImGui::GetContentRegionAvail().x;
  const int per_row = actions_per_row(width);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float bw =
      (width - spacing * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
  int drawn = 0;
  const auto next = [&] {
    if (drawn % per_row != 0) ImGui::SameLine();
    ++drawn;
  };
  const bool over = controller_.state().game_over();
  next();
  ImGui::BeginDisabled(controller_.moves().empty());
  if (touch_button(ctx.tr("blokus.action.undo").c_str(), "blokus.undo", ImVec2(bw, 0))) {
    // At once, nothing asked: Redo brings the move back.
    if (auto s = controller_.undo(now_ms()); !s) {
      problems_ = s.violations();
    } else {
      problems_.clear();
      clear_entry();
    }
  }
  ImGui::EndDisabled();
  next();
  ImGui::BeginDisabled(!controller_.can_redo());
  if (touch_button(ctx.tr("blokus.action.redo").c_str(), "blokus.redo", ImVec2(bw, 0))) {
    if (auto s = controller_.redo(now_ms()); !s) {
      problems_ = s.violations();
    } else {
      problems_.clear();
      clear_entry();
    }
  }
  ImGui::EndDisabled();
  next();
  if (choice_button(ctx.tr("blokus.action.hints").c_str(), "blokus.hints", hints_, ImVec2(bw, 0))) {
    hints_ = !hints_;
  }
  if (controller_.clocks()) {
    next();
    const std::int64_t now = now_ms();
    ImGui::BeginDisabled(over);
    if (controller_.running() || over) {
      if (touch_button(ctx.tr("blokus.clock.pause").c_str(), "blokus.pause", ImVec2(bw, 0))) {
        if (auto s = controller_.pause(now); !s) problems_ = s.violations();
      }
    } else if (touch_button(ctx.tr("blokus.clock.resume").c_str(), "blokus.resume",
                            ImVec2(bw, 0))) {
      if (auto s = controller_.resume(now); !s) problems_ = s.violations();
    }
    ImGui::EndDisabled();
  }
  if (zoom_useful_) {
    next();
    if (choice_button(ctx.tr("blokus.action.zoom").c_str(), "blokus.zoom", zoom_, ImVec2(bw, 0))) {
      set_zoom(ctx, !zoom_);
    }
  }
  next();
  if (choice_button(ctx.tr("blokus.files.title").c_str(), "blokus.files", files_open_,
                    ImVec2(bw, 0))) {
    files_open_ = !files_open_;
    // "Saved …" belongs to the Files panel: it goes when the panel closes.
    if (!files_open_) info_.clear();
  }
}

void BlokusScreen::draw_scores(AppContext& ctx) {
  const auto& st = controller_.state();
  const auto scores = blokus::score(st);
  const bool online = controller_.online_scoring();
  muted(ctx.tr(online ? "blokus.scores.by_online" : "blokus.scores.by_boxed").c_str());
  // Per color.
  if (ImGui::BeginTable("blokus.scores.colors", 4,
                        ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn(ctx.tr("blokus.scores.color").c_str());
    ImGui::TableSetupColumn(ctx.tr("blokus.scores.player").c_str());
    ImGui::TableSetupColumn(ctx.tr("blokus.scores.left").c_str());
    ImGui::TableSetupColumn(ctx.tr("blokus.scores.boxed").c_str());
    ImGui::TableHeadersRow();
    for (const auto& c : scores.colors) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(color_of(st.variant(), c.color)), "%s",
                         color_label(ctx, c.color).c_str());
      ImGui::TableNextColumn();
      const int seat = c.player >= 0 ? controller_.seat_of_player(c.player) : -1;
      ImGui::TextUnformatted(
          seat >= 0
              ? ctx.user_text(controller_.seats()[static_cast<std::size_t>(seat)].player).c_str()
              : ctx.tr("blokus.scores.shared").c_str());
      ImGui::TableNextColumn();
      ImGui::Text("%d", c.remaining_squares);
      ImGui::TableNextColumn();
      ImGui::Text("%+d", c.boxed);
    }
    ImGui::EndTable();
  }
  ImGui::Spacing();
  // Per player (team): totals and both ranks.
  draw_blokus_score_table(ctx,
                          {"blokus.scores.players", "blokus.scores.player", "blokus.score", online,
                           [&](const blokus::PlayerScore& p) {
                             std::string name;
                             for (const auto c : p.colors) {
                               const int seat = controller_.seat_for(c);
                               if (seat < 0) continue;
                               const auto& who =
                                   controller_.seats()[static_cast<std::size_t>(seat)].player;
                               if (name.find(who) == std::string::npos) {
                                 name += (name.empty() ? "" : " + ") + who;
                               }
                             }
                             return ctx.user_text(name);
                           }},
                          scores);
}

void BlokusScreen::draw_files(AppContext& ctx) {
  const float width = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  if (session_id_ != 0) {
    if (!files_open_) return;
    // A photo of the table after a round: its new pieces, ruled and placed (the photo screen).
    if (touch_button(ctx.tr("blokus.action.photo").c_str(), "blokus.photo", ImVec2(width, 0))) {
      ctx.go("photo", session_id_);
    }
    touch_input("##export", export_path_, "blokus.export_path", width);
    if (touch_button(ctx.tr("blokus.files.export").c_str(), "blokus.export", ImVec2(width, 0))) {
      // The session's export (dated by DT), the same file History's export writes.
      const auto text = ctx.store ? controllers::export_blksgf(*ctx.store, session_id_)
                                  : Result<std::string>(Violation{db::StoreReason::kNotFound});
      const Status written =
          text ? controllers::write_file_atomically(export_path_, text.value() + "\n")
               : Status(text.violations());
      if (written) {
        info_ = ctx.tr("blokus.files.exported", {Param{"path", export_path_}});
        problems_.clear();
      } else {
        problems_ = written.violations();
      }
    }
  } else {
    heading(ctx.tr("blokus.files.import_title").c_str());
  }
  muted(ctx.tr("blokus.files.import_hint").c_str());
  touch_input("##import", import_path_, "blokus.import_path", width,
              ctx.tr("blokus.files.path_hint").c_str());
  const float bw = (width - spacing) / 2;
  const auto open_file = [&](const std::string& path) {
    if (!ctx.store) {
      problems_ = {ctx.store_error ? *ctx.store_error : Violation{db::StoreReason::kNotFound}};
      return;
    }
    const auto text = controllers::read_whole_file(path);
    if (!text) {
      problems_ = text.violations();
      return;
    }
    auto game = blokus::read_sgf(text.value());
    if (!game) {
      problems_ = game.violations();
      return;
    }
    // Seats named after their colors, in the current language.
    std::vector<std::string> names;
    const auto* home = controllers::find_game("blokus");
    const auto* variant = home ? controllers::find_variant(
                                     *home, controllers::blokus_home_variant(game.value().variant))
                               : nullptr;
    if (variant != nullptr) {
      for (const auto& role : variant->roles) {
        std::string name;
        std::string part;
        for (const char c : role + "+") {
          if (c == '+') {
            if (!name.empty()) name += "+";
            name += part == "all" ? ctx.tr("blokus.player.solo") : ctx.tr("blokus.color." + part);
            part.clear();
          } else {
            part += c;
          }
        }
        names.push_back(name);
      }
    }
    auto created = controllers::create_blokus_session_from_sgf(*ctx.store, text.value(), names);
    if (!created) {
      problems_ = created.violations();
      return;
    }
    problems_.clear();
    ctx.go("blokus", created.value());
  };
  if (touch_button(ctx.tr("blokus.files.open").c_str(), "blokus.import_open", ImVec2(bw, 0))) {
    std::error_code ec;
    if (fs::is_directory(import_path_, ec)) {
      folder_files_.clear();
      for (const auto& entry : fs::directory_iterator(import_path_, ec)) {
        if (entry.path().extension() == ".blksgf") folder_files_.push_back(entry.path().string());
      }
      std::sort(folder_files_.begin(), folder_files_.end());
      if (folder_files_.empty()) {
        info_ = ctx.tr("blokus.files.none", {Param{"path", import_path_}});
      }
    } else {
      open_file(import_path_);
    }
  }
  for (std::size_t i = 0; i < folder_files_.size(); ++i) {
    const std::string label = ctx.user_text(fs::path(folder_files_[i]).filename().string());
    if (touch_button(label.c_str(), "blokus.import.file." + num(static_cast<std::int64_t>(i)),
                     ImVec2(width, 0))) {
      open_file(folder_files_[i]);
    }
  }
  if (session_id_ == 0) {
    std::string shown;
    for (const auto& problem : problems_) {
      if (!shown.empty()) shown += "\n";
      shown += ctx.render(problem);
    }
    if (!shown.empty()) message_box(shown.c_str(), true, "blokus.problems");
    if (!info_.empty()) message_box(info_.c_str(), false, "blokus.info");
  }
}

}  // namespace tableref::gui
