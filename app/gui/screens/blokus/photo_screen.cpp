// Blokus photo screen: opening it, opening the photo chosen (photo_source_panel.cpp: a typed
// path, a folder's images, the platform's picker; or a file dropped on the window), the
// layout, and the photo with the grid read drawn over it and its four corners to drag. The panel
// beside it (the reading, the finished board, a game's new pieces) is photo_reading_panel.cpp.
#include "screens/blokus/photo_screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "app_context.hpp"
#include "platform/platform.hpp"
#include "screens/blokus/photo_worker_wire.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "tableref/controllers/session_files.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

namespace fs = std::filesystem;

}  // namespace

// The Blokus screens' own helpers (screen_parts.hpp).
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

void BlokusPhotoScreen::open(AppContext& ctx, std::int64_t session_id) {
  session_id_ = session_id;
  session_error_.reset();
  session_variant_.reset();
  session_ = controllers::BlokusController();
  reader_ = controllers::BlokusPhotoReader();
  texture_.clear();
  update_ = {};
  choosing_ = true;
  message_.clear();
  source_.reset(controllers::exports_directory(ctx.db_path));
  dragging_ = -1;
  scroll_to_top_ = true;
  if (session_id_ != 0) {
    if (!ctx.store) {
      session_error_ = ctx.store_error;
    } else if (auto opened = session_.open(*ctx.store, session_id_, now_ms()); !opened) {
      session_error_ = opened.violations().front();
    } else {
      session_variant_ = controllers::photo_read_variant(session_.state().variant());
    }
  }
  source_.list_folder();
}

void BlokusPhotoScreen::changed() {
  if (session_id_ != 0 && !session_error_) update_ = reader_.compare(session_);
}

void BlokusPhotoScreen::open_file(AppContext& ctx, const std::string& path) {
  auto pixels = platform::load_photo(path);
  if (!pixels && platform::decode_photo(path)) {
    // In the browser, a photo picked before a reload is decoded again (its pixels are kept
    // in memory only): it opens when it arrives, as a picked one does.
    source_.decoding_started();
    return;
  }
  if (!pixels) {
    // The photo on show (if any) stays as it was.
    // In the browser the path is the page's own file system's: the file's name says more.
    const std::string shown =
        platform::has_file_paths() ? path : fs::path(path).filename().string();
    source_.say(ctx.tr("photo.cannot_read", {Param{"path", shown}}));
    return;
  }
  source_.say("");
  message_.clear();
  const auto variant = session_variant_ ? *session_variant_ : variant_;
  vision::ReadOptions options;
  options.variant = variant;
  if (platform::reads_photos_in_a_worker()) {
    // The browser reads it in a worker: the screen keeps drawing and says so meanwhile.
    platform::start_photo_read(
        photo_worker_wire::encode_request(pixels->rgb, pixels->width, pixels->height, options));
    reading_photo_ = std::move(*pixels);
    reading_variant_ = variant;
    return;
  }
  (void)reader_.open(std::move(pixels->rgb), pixels->width, pixels->height, variant);
  show_opened(ctx);
}

void BlokusPhotoScreen::show_opened(AppContext& ctx) {
  texture_.set(ctx.renderer, reader_.rgb(), reader_.width(), reader_.height(),
               platform::photo_upload_rows());
  reading_board_.reset();
  choosing_ = false;
  scroll_to_top_ = true;
  changed();
}

void BlokusPhotoScreen::draw(AppContext& ctx) {
  if (session_id_ != 0 && (session_error_ || !session_variant_)) {
    const std::string why =
        session_error_ ? ctx.render(*session_error_) : ctx.tr("photo.variant_not_read");
    message_box(
        ctx.tr("photo.cannot_use_session", {Param{"session", session_id_}, Param{"why", why}})
            .c_str(),
        true, "photo.session_error");
    return;
  }
  // A file dropped on the window opens at once, whatever is on show.
  if (ctx.dropped_file) open_file(ctx, *ctx.dropped_file);
  if (reading_photo_) {
    if (auto answer = platform::take_photo_read()) {
      reader_.open_unread(std::move(reading_photo_->rgb), reading_photo_->width,
                          reading_photo_->height, reading_variant_);
      (void)reader_.take_reading(photo_worker_wire::decode_reading(*answer));
      reading_photo_.reset();
      show_opened(ctx);
    }
  }
  // A photo's texture filled a band per frame (the browser): the rest of it.
  texture_.upload_more();
  if (reader_.has_photo()) probe().record_text("photo.shown", texture_.whole() ? "whole" : "");
  if (choosing_ || !reader_.has_photo()) {
    const auto choice = source_.draw(ctx, reading_photo_.has_value(), reader_.has_photo());
    if (choice.back) choosing_ = false;
    if (!choice.open.empty()) open_file(ctx, choice.open);
    return;
  }
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  // Landscape: the photo on the left half, the panel on the right. Portrait (a tablet held
  // upright): the photo on top at the full width, as tall as it needs up to 45% of the
  // height, the panel below.
  const bool portrait = avail.y > avail.x;
  const float pad = touch_size();
  const ImVec2 photo_size =
      portrait ? ImVec2(avail.x,
                        std::floor(std::min(avail.y * 0.45f,
                                            (avail.x - pad) * static_cast<float>(reader_.height()) /
                                                    static_cast<float>(reader_.width()) +
                                                pad)))
               : ImVec2(std::floor(avail.x * 0.5f), avail.y);
  ImGui::BeginChild("photo.picture_area", photo_size, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  draw_photo(ctx, photo_size);
  ImGui::EndChild();
  if (!portrait) ImGui::SameLine();
  ImGui::BeginChild("photo.side", ImVec2(0, portrait ? 0.0f : avail.y), true,
                    ImGuiWindowFlags_AlwaysVerticalScrollbar);
  if (scroll_to_top_) {
    // A new photo is seen from the top of its panel: the message and the reading.
    ImGui::SetScrollY(0);
    scroll_to_top_ = false;
  }
  draw_side(ctx);
  touch_scroll();
  ImGui::EndChild();
}

namespace {

// Where the photo is drawn: picture pixels to screen points.
struct PhotoFrame {
  ImVec2 origin;
  float scale = 1;
  [[nodiscard]] ImVec2 to_screen(vision::Point p) const {
    return ImVec2(origin.x + static_cast<float>(p.x) * scale,
                  origin.y + static_cast<float>(p.y) * scale);
  }
};

// The grid read over the photo and the cells the reading is not sure of, outlined where the
// player looks to check them.
void draw_read_grid(ImDrawList* draw, const PhotoFrame& frame,
                    const std::array<vision::Point, 4>& corners,
                    const vision::BoardReading& reading, int n, ImU32 grid_colour) {
  const float thin = std::max(1.0f, scaled(1.0f));
  const auto at = [&](double u, double v) {
    return frame.to_screen(vision::grid_point(corners, u, v));
  };
  for (int i = 1; i < n; ++i) {
    const double t = static_cast<double>(i) / n;
    draw->AddLine(at(t, 0), at(t, 1), grid_colour, thin);
    draw->AddLine(at(0, t), at(1, t), grid_colour, thin);
  }
  for (const auto& c : reading.uncertain) {
    const double u0 = static_cast<double>(c.x) / n;
    const double v0 = static_cast<double>(c.y) / n;
    const double u1 = static_cast<double>(c.x + 1) / n;
    const double v1 = static_cast<double>(c.y + 1) / n;
    draw->AddQuad(at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1), kUncertain, scaled(2.0f));
  }
}

// The board's outline and the four handles: finger-sized circles on the corners.
void draw_corner_handles(ImDrawList* draw, const PhotoFrame& frame,
                         const std::array<vision::Point, 4>& corners, ImU32 grid_colour,
                         int dragging) {
  for (int i = 0; i < 4; ++i) {
    draw->AddLine(frame.to_screen(corners[static_cast<std::size_t>(i)]),
                  frame.to_screen(corners[static_cast<std::size_t>((i + 1) % 4)]), grid_colour,
                  scaled(2.5f));
  }
  const float radius = touch_size() / 2;
  for (int i = 0; i < 4; ++i) {
    const ImVec2 p = frame.to_screen(corners[static_cast<std::size_t>(i)]);
    draw->AddCircleFilled(
        p, radius, dragging == i ? IM_COL32(255, 255, 255, 140) : IM_COL32(255, 255, 255, 70));
    draw->AddCircle(p, radius, grid_colour, 24, scaled(2.5f));
    draw->AddCircleFilled(p, scaled(4), grid_colour);
    // Content: where the corner is, so a handle that moved because it was dragged (or a new
    // photo was read) is not taken for one that moved under a finger.
    const std::string content =
        std::to_string(static_cast<int>(p.x)) + "," + std::to_string(static_cast<int>(p.y));
    probe().record_rect("photo.corner." + std::to_string(i), ImVec2(p.x - radius, p.y - radius),
                        ImVec2(p.x + radius, p.y + radius), content);
  }
}

// The handle nearest to the finger going down at `mouse`, if one is under it; else -1.
int handle_under(const PhotoFrame& frame, const std::array<vision::Point, 4>& corners,
                 ImVec2 mouse) {
  float best = touch_size() / 2 * 1.2f;
  int found = -1;
  for (int i = 0; i < 4; ++i) {
    const ImVec2 p = frame.to_screen(corners[static_cast<std::size_t>(i)]);
    const float d = std::hypot(mouse.x - p.x, mouse.y - p.y);
    if (d <= best) {
      best = d;
      found = i;
    }
  }
  return found;
}

}  // namespace

void BlokusPhotoScreen::draw_photo(AppContext& /*ctx*/, ImVec2 size) {
  const ImVec2 start = ImGui::GetCursorScreenPos();
  // The photo fitted into the area with room for the corner handles around it.
  const float pad = touch_size() / 2;
  const float scale = std::min((size.x - pad * 2) / static_cast<float>(reader_.width()),
                               (size.y - pad * 2) / static_cast<float>(reader_.height()));
  const PhotoFrame frame{ImVec2(start.x + pad, start.y + pad), scale};
  const ImVec2 image_max(frame.origin.x + scale * static_cast<float>(reader_.width()),
                         frame.origin.y + scale * static_cast<float>(reader_.height()));
  // The whole area takes the drags of the corners.
  ImGui::InvisibleButton("##photo.drag", size);
  const bool activated = ImGui::IsItemActivated();
  const bool active = ImGui::IsItemActive();
  const bool released = ImGui::IsItemDeactivated();
  probe().record_view_rect("photo.picture", frame.origin, image_max);

  ImDrawList* draw = ImGui::GetWindowDrawList();
  if (texture_.texture() != nullptr) {
    draw->AddImage(reinterpret_cast<ImTextureID>(texture_.texture()), frame.origin, image_max);
  }
  const auto& corners = reader_.corners();
  const auto& reading = reader_.reading();
  const ImU32 grid_colour = reading ? IM_COL32(0, 230, 255, 200) : IM_COL32(255, 140, 0, 230);
  if (reading) draw_read_grid(draw, frame, corners, *reading, reader_.size(), grid_colour);
  draw_corner_handles(draw, frame, corners, grid_colour, dragging_);
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (activated) dragging_ = handle_under(frame, corners, mouse);
  if (active && dragging_ >= 0) {
    reader_.move_corner(dragging_, vision::Point{(mouse.x - frame.origin.x) / scale,
                                                 (mouse.y - frame.origin.y) / scale});
  }
  if (released && dragging_ >= 0) {
    // Read again exactly at the corners as the player left them.
    (void)reader_.read_at_corners();
    message_.clear();
    changed();
    dragging_ = -1;
  }
}

}  // namespace tableref::gui
