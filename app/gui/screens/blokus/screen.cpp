// Blokus screen: opening a session, the frame's layout (the board beside or above the side
// panel, the side panel's parts top to bottom), the keys, the color being placed and the
// queue of what the panels asked, applied after the frame.
#include "screens/blokus/screen.hpp"

#include <SDL.h>
#include <imgui.h>

#include <algorithm>

#include "app_context.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "screens/blokus/side_views.hpp"
#include "screens/blokus/tray_panel.hpp"
#include "tableref/db/store_reason.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

constexpr ImGuiWindowFlags kPanelScroll = ImGuiWindowFlags_AlwaysVerticalScrollbar;

}  // namespace

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

std::string blokus_color_label(AppContext& ctx, const BlokusTable& table, blokus::Color color) {
  return ctx.tr("blokus.color." +
                controllers::blokus_color_word(table.session().state().variant(), color));
}

// --- Opening -------------------------------------------------------------------------------

void BlokusScreen::open(AppContext& ctx, std::int64_t session_id) {
  controller_ = controllers::BlokusController{};
  load_error_.reset();
  problems_.clear();
  pending_.clear();
  session_id_ = session_id;
  move_.clear();
  actions_.reset();
  chosen_color_.reset();
  files_.reset(ctx, session_id);
  board_.reset(ctx);
  if (session_id == 0) return;
  if (!ctx.store) {
    load_error_ = ctx.store_error ? *ctx.store_error : Violation{db::StoreReason::kNotFound};
    return;
  }
  if (auto opened = controller_.open(*ctx.store, session_id, now_ms()); !opened) {
    load_error_ = opened.error();
  }
}

// --- The table -----------------------------------------------------------------------------

void BlokusScreen::clear_entry() {
  move_.clear();
  board_.forget_edge();
}

std::optional<blokus::Color> BlokusScreen::active_color() const {
  const auto& st = controller_.state();
  if (!st.info().turn_order && chosen_color_ && !st.game_over() && !st.is_out(*chosen_color_)) {
    return chosen_color_;
  }
  return st.to_move();
}

void BlokusScreen::choose_color(blokus::Color color) {
  chosen_color_ = color;
  clear_entry();
}

void BlokusScreen::apply_pending() {
  // Applied after the frame is drawn, so nothing drawn holds a reference into a state that
  // changed under it.
  auto acts = std::move(pending_);
  pending_.clear();
  for (const auto& act : acts) {
    if (!apply(act)) return;
  }
}

bool BlokusScreen::apply(const BlokusAct& act) {
  using Kind = BlokusAct::Kind;
  const std::int64_t now = now_ms();
  Status done = Done{};
  switch (act.kind) {
    case Kind::kPlace:
    case Kind::kOverrule: {
      if (act.cells.empty()) return true;
      auto placed = act.kind == Kind::kOverrule
                        ? controller_.overrule(act.color, act.cells, act.entry, now)
                        : controller_.place(act.color, act.cells, act.entry, now);
      if (!placed) done = Status(placed.violations());
      break;
    }
    case Kind::kConfirmTimeout:
      if (auto placed = controller_.confirm_timeout(now); !placed) {
        done = Status(placed.violations());
      }
      break;
    case Kind::kUndo:
      done = controller_.undo(now);
      break;
    case Kind::kRedo:
      done = controller_.redo(now);
      break;
    case Kind::kPause:
      done = controller_.pause(now);
      break;
    case Kind::kResume:
      done = controller_.resume(now);
      break;
  }
  if (!done) {
    problems_ = done.violations();
    return false;
  }
  if (act.kind == Kind::kPause || act.kind == Kind::kResume) return true;
  // A move placed, taken back or brought back: what was being entered starts over.
  problems_.clear();
  if (act.kind != Kind::kUndo && act.kind != Kind::kRedo) files_.clear_info();
  clear_entry();
  return true;
}

void BlokusScreen::handle_keys() {
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  const auto turn = [&](blokus::Turn how) { move_.turn(controller_, static_cast<int>(how)); };
  if (ImGui::IsKeyPressed(SDL_SCANCODE_A, false)) turn(blokus::Turn::kRotateLeft);
  if (ImGui::IsKeyPressed(SDL_SCANCODE_D, false)) turn(blokus::Turn::kRotateRight);
  if (ImGui::IsKeyPressed(SDL_SCANCODE_W, false) || ImGui::IsKeyPressed(SDL_SCANCODE_S, false)) {
    turn(blokus::Turn::kFlipVertical);
  }
  board_.pan_by_keys();
}

// --- Drawing -------------------------------------------------------------------------------

void BlokusScreen::draw(AppContext& ctx) {
  if (session_id_ == 0) {
    draw_no_session(ctx);
    apply_pending();
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
  move_.tray_dropped = false;  // set by the board when a piece carried from the tray lands
  controller_.checkpoint(now_ms());
  timeout_.update(*this, now_ms());
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  // Landscape: the board at the left, the panel beside it. Portrait (a tablet held upright):
  // the board on top at the full width, the panel below with the height its parts need.
  portrait_ = portrait(avail);
  const ImVec2 board_area =
      portrait_ ? ImVec2(avail.x, std::max(avail.y * 0.4f, avail.y - portrait_panel_height()))
                : ImVec2(std::min(avail.y, avail.x * 0.57f), avail.y);
  board_.measure(*this, board_area);
  ImGui::BeginChild("blokus.board_area", board_area, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  board_.draw(ctx, *this, board_area);
  ImGui::EndChild();
  if (!portrait_) ImGui::SameLine();
  ImGui::BeginChild("blokus.side", ImVec2(0, portrait_ ? 0 : avail.y), true, kPanelScroll);
  draw_side(ctx);
  if (!move_.tray_drag) touch_scroll();  // a drag from the tray carries a piece, not the panel
  ImGui::EndChild();
  apply_pending();
}

void BlokusScreen::draw_no_session(AppContext& ctx) {
  message_box(ctx.tr("blokus.no_session").c_str(), false, "blokus.no_session");
  if (touch_button(ctx.tr("blokus.action.go_home").c_str(), "blokus.go_home")) ctx.go("home");
  ImGui::Spacing();
  files_.draw(ctx, *this);
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
  const float actions_top =
      ImGui::GetWindowContentRegionMax().y + ImGui::GetScrollY() -
      BlokusActionsPanel::height(*this, board_, ImGui::GetContentRegionAvail().x);
  draw_blokus_turn(ctx, *this);
  if (controller_.clocks()) draw_blokus_clocks(ctx, *this);
  if (controller_.state().game_over()) {
    draw_blokus_scores(ctx, *this);
  } else if (timeout_.showing()) {
    timeout_.draw(ctx, *this);
  } else {
    draw_blokus_tray(ctx, *this);
    draw_blokus_ruling(ctx, *this, actions_top - spacing);
  }
  if (ImGui::GetCursorPosY() < actions_top) ImGui::SetCursorPosY(actions_top);
  actions_.draw(ctx, *this, board_, files_);
  ImGui::Spacing();
  files_.draw(ctx, *this);
  // The files' own message, under them (nothing below it to move).
  if (!files_.info().empty()) message_box(files_.info().c_str(), false, "blokus.info");
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
  const int pieces = static_cast<int>(controller_.state().piece_table().size());
  const int columns = blokus_tray_columns(*this, width);
  const int tray_rows = (pieces + columns - 1) / columns;
  height += (std::max(touch_size(), scaled(50)) + gap) * static_cast<float>(tray_rows) + row;
  height += ImGui::GetTextLineHeightWithSpacing() * 2 + scaled(16) + gap;
  height += scaled(56) + gap;
  height += BlokusActionsPanel::height(*this, board_, width) + gap;
  return height;
}

}  // namespace tableref::gui
