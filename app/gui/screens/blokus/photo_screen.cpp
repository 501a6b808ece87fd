#include "screens/blokus/photo_screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>

#include "app_context.hpp"
#include "platform/platform.hpp"
#include "screens/blokus/board.hpp"
#include "screens/blokus/score_table.hpp"
#include "tableref/controllers/session_files.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

namespace fs = std::filesystem;
using vision::PictureCell;

std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

bool is_image(const fs::path& path) {
  std::string ext = path.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return ext == ".jpg" || ext == ".jpeg" || ext == ".png" || ext == ".bmp" || ext == ".webp" ||
         ext == ".tif" || ext == ".tiff";
}

std::string cell_probe(PictureCell c) {
  return "photo.cell." + std::to_string(c.x) + "." + std::to_string(c.y);
}

constexpr ImU32 kBoardGrey = IM_COL32(215, 218, 224, 255);
constexpr ImU32 kGridLine = IM_COL32(150, 155, 165, 255);
constexpr ImU32 kUncertain = IM_COL32(255, 140, 0, 255);
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
  source_message_.clear();
  dragging_ = -1;
  scroll_to_top_ = true;
  if (path_.empty()) path_ = controllers::exports_directory(ctx.db_path);
  if (session_id_ != 0) {
    if (!ctx.store) {
      session_error_ = ctx.store_error;
    } else if (auto opened = session_.open(*ctx.store, session_id_, now_ms()); !opened) {
      session_error_ = opened.violations().front();
    } else {
      session_variant_ = controllers::photo_read_variant(session_.state().variant());
    }
  }
  list_folder(ctx);
}

std::string BlokusPhotoScreen::color_word(AppContext& ctx, int color) const {
  const auto variant = reader_.variant();
  return ctx.tr("blokus.color." +
                controllers::blokus_color_word(variant, static_cast<blokus::Color>(color)));
}

std::string BlokusPhotoScreen::cells_text(const std::vector<GridCell>& board_cells) const {
  std::vector<GridCell> cells = board_cells;
  std::sort(cells.begin(), cells.end(),
            [](GridCell a, GridCell b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
  std::string text;
  for (const auto& c : cells) {
    if (!text.empty()) text += ",";
    text += blokus::format_cell(c);
  }
  return text;
}

void BlokusPhotoScreen::changed() {
  if (session_id_ != 0 && !session_error_) update_ = reader_.compare(session_);
}

void BlokusPhotoScreen::list_folder(AppContext& /*ctx*/) {
  files_.clear();
  std::error_code ec;
  if (!fs::is_directory(path_, ec)) return;
  for (const auto& entry : fs::directory_iterator(path_, ec)) {
    if (entry.is_regular_file(ec) && is_image(entry.path())) {
      files_.push_back(entry.path().string());
    }
  }
  std::sort(files_.begin(), files_.end());
}

void BlokusPhotoScreen::open_file(AppContext& ctx, const std::string& path) {
  auto pixels = platform::load_photo(path);
  if (!pixels) {
    // The photo on show (if any) stays as it was.
    source_message_ = ctx.tr("photo.cannot_read", {Param{"path", path}});
    return;
  }
  source_message_.clear();
  message_.clear();
  const auto variant = session_variant_ ? *session_variant_ : variant_;
  (void)reader_.open(std::move(pixels->rgb), pixels->width, pixels->height, variant);
  texture_.set(ctx.renderer, reader_.rgb(), reader_.width(), reader_.height());
  loupe_x_ = 0;
  loupe_y_ = 0;
  choosing_ = false;
  scroll_to_top_ = true;
  changed();
}

void BlokusPhotoScreen::draw(AppContext& ctx) {
  if (!platform::decodes_photos()) {
    message_box(ctx.tr("photo.not_in_browser").c_str(), false, "photo.not_in_browser");
    return;
  }
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
  if (choosing_ || !reader_.has_photo()) {
    draw_source(ctx);
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

void BlokusPhotoScreen::draw_source(AppContext& ctx) {
  const float width = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  heading(ctx.tr("photo.source.title").c_str());
  muted(ctx.tr(platform::picks_files() ? "photo.source.hint_picker" : "photo.source.hint").c_str());
  const std::string open_label = ctx.tr("photo.source.open");
  const float open_w = std::max(touch_size() * 2.5f, ImGui::CalcTextSize(open_label.c_str()).x +
                                                         ImGui::GetStyle().FramePadding.x * 2);
  touch_input("##photo.path", path_, "photo.path", width - open_w - spacing,
              ctx.tr("photo.source.path_hint").c_str());
  ImGui::SameLine();
  if (touch_button(open_label.c_str(), "photo.open", ImVec2(open_w, 0))) {
    std::error_code ec;
    if (fs::is_directory(path_, ec)) {
      list_folder(ctx);
      source_message_ =
          files_.empty() ? ctx.tr("photo.source.none", {Param{"path", path_}}) : std::string();
    } else {
      open_file(ctx, path_);
    }
  }
  probe().mark_rearranging("photo.open");  // a folder's list, or the photo itself
  std::string picked;
  if (platform::picks_files()) {
    if (touch_button(ctx.tr("photo.source.pick").c_str(), "photo.pick")) {
      platform::pick_photo(path_);
      awaiting_pick_ = true;
    }
    if (platform::picked_files() != picked_seen_) {
      picked_seen_ = platform::picked_files();
      list_folder(ctx);
      // The photo just taken or chosen opens at once (it is listed too).
      if (awaiting_pick_) picked = platform::last_picked_file();
      awaiting_pick_ = false;
    }
  }
  fixed_message_box(source_message_, source_message_.empty() ? Tone::kNeutral : Tone::kError,
                    "photo.source.message",
                    ImVec2(width, ImGui::GetTextLineHeightWithSpacing() * 2 + scaled(16)));
  if (reader_.has_photo()) {
    if (touch_button(ctx.tr("photo.source.back").c_str(), "photo.back_to_photo")) {
      choosing_ = false;
    }
    probe().mark_rearranging("photo.back_to_photo");
  }
  if (!files_.empty()) {
    ImGui::TextUnformatted(ctx.tr("photo.source.files", {Param{"path", path_}}).c_str());
    ImGui::BeginChild("photo.files", ImVec2(0, 0), true);
    std::string chosen;
    for (std::size_t i = 0; i < files_.size(); ++i) {
      const std::string label = ctx.user_text(fs::path(files_[i]).filename().string());
      const std::string id = "photo.file." + std::to_string(i);
      if (touch_button(label.c_str(), id, ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
        chosen = files_[i];
      }
      probe().mark_rearranging(id);  // the photo replaces the list
    }
    touch_scroll();
    ImGui::EndChild();
    if (!chosen.empty()) open_file(ctx, chosen);
  }
  if (!picked.empty()) open_file(ctx, picked);
}

void BlokusPhotoScreen::draw_photo(AppContext& /*ctx*/, ImVec2 size) {
  const ImVec2 start = ImGui::GetCursorScreenPos();
  // The photo fitted into the area with room for the corner handles around it.
  const float pad = touch_size() / 2;
  const float scale = std::min((size.x - pad * 2) / static_cast<float>(reader_.width()),
                               (size.y - pad * 2) / static_cast<float>(reader_.height()));
  const ImVec2 origin(start.x + pad, start.y + pad);
  const ImVec2 image_max(origin.x + scale * static_cast<float>(reader_.width()),
                         origin.y + scale * static_cast<float>(reader_.height()));
  const auto to_screen = [&](vision::Point p) {
    return ImVec2(origin.x + static_cast<float>(p.x) * scale,
                  origin.y + static_cast<float>(p.y) * scale);
  };
  // The whole area takes the drags of the corners.
  ImGui::InvisibleButton("##photo.drag", size);
  const bool activated = ImGui::IsItemActivated();
  const bool active = ImGui::IsItemActive();
  const bool released = ImGui::IsItemDeactivated();
  probe().record_view_rect("photo.picture", origin, image_max);

  ImDrawList* draw = ImGui::GetWindowDrawList();
  if (texture_.texture() != nullptr) {
    draw->AddImage(reinterpret_cast<ImTextureID>(texture_.texture()), origin, image_max);
  }
  const auto& corners = reader_.corners();
  const auto& reading = reader_.reading();
  const int n = reader_.size();
  const ImU32 grid_colour = reading ? IM_COL32(0, 230, 255, 200) : IM_COL32(255, 140, 0, 230);
  const float thin = std::max(1.0f, scaled(1.0f));
  if (reading) {
    for (int i = 1; i < n; ++i) {
      const double t = static_cast<double>(i) / n;
      draw->AddLine(to_screen(vision::grid_point(corners, t, 0)),
                    to_screen(vision::grid_point(corners, t, 1)), grid_colour, thin);
      draw->AddLine(to_screen(vision::grid_point(corners, 0, t)),
                    to_screen(vision::grid_point(corners, 1, t)), grid_colour, thin);
    }
    // Uncertain cells outlined on the photo too, where the player looks to check them.
    for (const auto& c : reading->uncertain) {
      const double u0 = static_cast<double>(c.x) / n;
      const double v0 = static_cast<double>(c.y) / n;
      const double u1 = static_cast<double>(c.x + 1) / n;
      const double v1 = static_cast<double>(c.y + 1) / n;
      draw->AddQuad(to_screen(vision::grid_point(corners, u0, v0)),
                    to_screen(vision::grid_point(corners, u1, v0)),
                    to_screen(vision::grid_point(corners, u1, v1)),
                    to_screen(vision::grid_point(corners, u0, v1)), kUncertain, scaled(2.0f));
    }
  }
  for (int i = 0; i < 4; ++i) {
    draw->AddLine(to_screen(corners[static_cast<std::size_t>(i)]),
                  to_screen(corners[static_cast<std::size_t>((i + 1) % 4)]), grid_colour,
                  scaled(2.5f));
  }
  // The four handles: finger-sized circles on the corners.
  const float radius = touch_size() / 2;
  for (int i = 0; i < 4; ++i) {
    const ImVec2 p = to_screen(corners[static_cast<std::size_t>(i)]);
    draw->AddCircleFilled(
        p, radius, dragging_ == i ? IM_COL32(255, 255, 255, 140) : IM_COL32(255, 255, 255, 70));
    draw->AddCircle(p, radius, grid_colour, 24, scaled(2.5f));
    draw->AddCircleFilled(p, scaled(4), grid_colour);
    // Content: where the corner is, so a handle that moved because it was dragged (or a new
    // photo was read) is not taken for one that moved under a finger.
    const std::string content =
        std::to_string(static_cast<int>(p.x)) + "," + std::to_string(static_cast<int>(p.y));
    probe().record_rect("photo.corner." + std::to_string(i), ImVec2(p.x - radius, p.y - radius),
                        ImVec2(p.x + radius, p.y + radius), content);
  }
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  if (activated) {
    // The nearest handle under the finger, if any.
    float best = radius * 1.2f;
    dragging_ = -1;
    for (int i = 0; i < 4; ++i) {
      const ImVec2 p = to_screen(corners[static_cast<std::size_t>(i)]);
      const float d = std::hypot(mouse.x - p.x, mouse.y - p.y);
      if (d <= best) {
        best = d;
        dragging_ = i;
      }
    }
  }
  if (active && dragging_ >= 0) {
    reader_.move_corner(dragging_,
                        vision::Point{(mouse.x - origin.x) / scale, (mouse.y - origin.y) / scale});
  }
  if (released && dragging_ >= 0) {
    // Read again exactly at the corners as the player left them.
    (void)reader_.read_at_corners();
    message_.clear();
    changed();
    dragging_ = -1;
  }
}

void BlokusPhotoScreen::draw_side(AppContext& ctx) {
  const float width = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  // Another photo; on Home, the board's variant.
  const std::string another = ctx.tr("photo.another");
  const float another_w = std::max(touch_size() * 2, ImGui::CalcTextSize(another.c_str()).x +
                                                         ImGui::GetStyle().FramePadding.x * 2);
  if (touch_button(another.c_str(), "photo.another", ImVec2(another_w, 0))) choosing_ = true;
  probe().mark_rearranging("photo.another");
  if (session_id_ == 0) {
    const float w = (width - another_w - spacing * 2) / 2;
    for (const auto variant : {blokus::Variant::kClassic, blokus::Variant::kDuo}) {
      ImGui::SameLine();
      const bool duo = variant == blokus::Variant::kDuo;
      if (choice_button(ctx.tr(duo ? "photo.variant.duo" : "photo.variant.classic").c_str(),
                        duo ? "photo.variant.duo" : "photo.variant.classic",
                        reader_.variant() == variant, ImVec2(w, 0)) &&
          reader_.variant() != variant) {
        variant_ = variant;
        (void)reader_.set_variant(variant);
        loupe_x_ = 0;
        loupe_y_ = 0;
        message_.clear();
        changed();
      }
      // The reading is drawn again at the other board's size.
      probe().mark_rearranging(duo ? "photo.variant.duo" : "photo.variant.classic");
    }
  }
  // What the reading says, in a box of fixed size: nothing below moves when it changes.
  std::string said = message_;
  Tone tone = message_error_ ? Tone::kError : Tone::kInfo;
  if (said.empty()) {
    if (reader_.problem()) {
      said = ctx.render(*reader_.problem());
      tone = Tone::kError;
    } else if (const auto& reading = reader_.reading()) {
      said = ctx.tr(session_id_ != 0 ? "photo.read_game" : "photo.read",
                    {Param{"pieces", static_cast<std::int64_t>(reader_.finished()->pieces.size())},
                     Param{"uncertain", static_cast<std::int64_t>(reading->uncertain.size())}});
      tone = Tone::kNeutral;
    }
  }
  fixed_message_box(said, tone, "photo.message",
                    ImVec2(width, ImGui::GetTextLineHeightWithSpacing() * 3 + scaled(16)));
  if (const auto& reading = reader_.reading()) {
    // The reading's rows for the tests (the web ones see only the probe), top first.
    std::string rows;
    for (const auto& row : reading->grid_rows()) rows += (rows.empty() ? "" : "\n") + row;
    probe().record_text("photo.grid", rows);
  }
  draw_reading(ctx, width);
  if (session_id_ == 0) {
    draw_finished(ctx);
  } else {
    draw_game_update(ctx);
  }
}

void BlokusPhotoScreen::draw_reading(AppContext& ctx, float width) {
  const int n = reader_.size();
  const auto& reading = reader_.reading();
  const float margin = scaled(8);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  // The loupe: a window of k x k finger-sized cells around the place last tapped on the
  // whole reading, beside it when there is room (under it otherwise).
  const float loupe_cell = std::floor(touch_size() * 1.1f);
  const int k = std::min(5, n);
  const float loupe_side = loupe_cell * static_cast<float>(k);
  const bool beside = width >= loupe_side + spacing + scaled(200);
  // The whole reading, as large as leaves room for the loupe.
  const float side =
      std::min(beside ? width - loupe_side - spacing : width, scaled(beside ? 320 : 360));
  const float cell = std::floor((side - margin * 2) / static_cast<float>(n));
  // Cells a finger can take are tapped on the whole reading; smaller ones through the loupe.
  const bool direct = cell >= touch_size();
  muted(ctx.tr(direct ? "photo.tap_hint" : "photo.loupe_hint").c_str());
  const ImVec2 start = ImGui::GetCursorScreenPos();
  const ImVec2 origin(start.x + margin, start.y + margin);
  const ImVec2 board_max(origin.x + cell * static_cast<float>(n),
                         origin.y + cell * static_cast<float>(n));
  // Marks that follow from the session comparison (during a game).
  std::vector<bool> fresh(static_cast<std::size_t>(n * n), false);
  std::vector<bool> odd(static_cast<std::size_t>(n * n), false);
  if (reading && session_id_ != 0) {
    for (const auto& p : update_.placements) {
      for (const auto& c : p.cells) {
        const auto pc = reading->from_referee(c);
        fresh[static_cast<std::size_t>(pc.y * n + pc.x)] = true;
      }
    }
    for (const auto& c : update_.unexplained) {
      const auto pc = reading->from_referee(c);
      odd[static_cast<std::size_t>(pc.y * n + pc.x)] = true;
    }
  }
  const auto marks_of = [&](PictureCell c) {
    CellMarks m;
    m.uncertain = reader_.uncertain(c);
    m.changed = reader_.changed_by_player(c);
    m.audited = session_id_ == 0 && reader_.audited(c);
    m.new_piece = fresh[static_cast<std::size_t>(c.y * n + c.x)];
    m.unexplained = odd[static_cast<std::size_t>(c.y * n + c.x)];
    return m;
  };
  const auto draw_window = [&](ImVec2 at, float cs, int x0, int y0, int cols, int rows,
                               bool targets) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 max(at.x + cs * static_cast<float>(cols), at.y + cs * static_cast<float>(rows));
    draw->AddRectFilled(at, max, kBoardGrey);
    const std::string window =
        std::to_string(x0) + "," + std::to_string(y0) + "@" + std::to_string(static_cast<int>(cs));
    for (int y = y0; y < y0 + rows; ++y) {
      for (int x = x0; x < x0 + cols; ++x) {
        const ImVec2 min(at.x + cs * static_cast<float>(x - x0),
                         at.y + cs * static_cast<float>(y - y0));
        if (reading) {
          draw_reading_cell(draw, min, cs, reader_.variant(), reading->at(x, y).color,
                            marks_of(PictureCell{x, y}));
        }
        if (targets) {
          probe().record_rect(cell_probe(PictureCell{x, y}), min, ImVec2(min.x + cs, min.y + cs),
                              window);
        }
      }
    }
    if (!reading) return;  // a plain grey square until a grid is read
    for (int i = 0; i <= cols; ++i) {
      const float px = at.x + cs * static_cast<float>(i);
      draw->AddLine(ImVec2(px, at.y), ImVec2(px, max.y), kGridLine);
    }
    for (int i = 0; i <= rows; ++i) {
      const float py = at.y + cs * static_cast<float>(i);
      draw->AddLine(ImVec2(at.x, py), ImVec2(max.x, py), kGridLine);
    }
  };
  // A tap counts when the finger lifts without having scrolled the panel (touch_scroll).
  const bool tapped = ImGui::InvisibleButton("##photo.reading", ImVec2(side, side));
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  draw_window(origin, cell, 0, 0, n, n, direct);
  if (!reading) {
    const std::string none = ctx.tr("photo.no_reading");
    const ImVec2 size = ImGui::CalcTextSize(none.c_str(), nullptr, false, side - margin * 4);
    ImGui::GetWindowDrawList()->AddText(
        ImGui::GetFont(), ImGui::GetFontSize(),
        ImVec2(origin.x + margin, (origin.y + board_max.y - size.y) / 2), IM_COL32(60, 60, 60, 255),
        none.c_str(), nullptr, side - margin * 4);
  }
  std::optional<PictureCell> hit;
  if (tapped && reading && mouse.x >= origin.x && mouse.y >= origin.y && mouse.x < board_max.x &&
      mouse.y < board_max.y) {
    hit = PictureCell{static_cast<int>((mouse.x - origin.x) / cell),
                      static_cast<int>((mouse.y - origin.y) / cell)};
  }
  if (direct) {
    if (hit) {
      reader_.cycle_cell(*hit);
      message_.clear();
      changed();
    }
    muted(ctx.tr(session_id_ != 0 ? "photo.legend_game" : "photo.legend").c_str());
    return;
  }
  probe().record_rect("photo.reading", origin, board_max);
  if (hit) {
    loupe_x_ = hit->x - k / 2;
    loupe_y_ = hit->y - k / 2;
  }
  loupe_x_ = std::clamp(loupe_x_, 0, n - k);
  loupe_y_ = std::clamp(loupe_y_, 0, n - k);
  // Where the loupe looks, outlined on the reading.
  if (reading) {
    ImGui::GetWindowDrawList()->AddRect(ImVec2(origin.x + cell * static_cast<float>(loupe_x_),
                                               origin.y + cell * static_cast<float>(loupe_y_)),
                                        ImVec2(origin.x + cell * static_cast<float>(loupe_x_ + k),
                                               origin.y + cell * static_cast<float>(loupe_y_ + k)),
                                        IM_COL32(20, 20, 20, 255), 0, 0, scaled(2.5f));
  }
  if (beside) ImGui::SameLine();
  const ImVec2 loupe_at = ImGui::GetCursorScreenPos();
  const bool loupe_tapped = ImGui::InvisibleButton("##photo.loupe", ImVec2(loupe_side, loupe_side));
  draw_window(loupe_at, loupe_cell, loupe_x_, loupe_y_, k, k, true);
  if (loupe_tapped && reading) {
    const PictureCell c{loupe_x_ + static_cast<int>((mouse.x - loupe_at.x) / loupe_cell),
                        loupe_y_ + static_cast<int>((mouse.y - loupe_at.y) / loupe_cell)};
    reader_.cycle_cell(c);
    message_.clear();
    changed();
  }
  muted(ctx.tr(session_id_ != 0 ? "photo.legend_game" : "photo.legend").c_str());
}

void BlokusPhotoScreen::draw_finished(AppContext& ctx) {
  const float width = ImGui::GetContentRegionAvail().x;
  const auto& finished = reader_.finished();
  if (touch_button(ctx.tr("photo.save").c_str(), "photo.save", ImVec2(width, 0))) {
    if (!ctx.store) {
      message_ = ctx.render(*ctx.store_error);
      message_error_ = true;
    } else {
      std::vector<std::string> names;
      const int colors = reader_.variant() == blokus::Variant::kDuo ? 2 : 4;
      for (int c = 0; c < colors; ++c) names.push_back(color_word(ctx, c));
      auto saved = reader_.save_finished(*ctx.store, names, now_ms());
      if (saved) {
        ctx.go("history");
      } else {
        message_ = ctx.render(saved.violations().front());
        message_error_ = true;
      }
    }
  }
  // The monomino-last bonus: a photo cannot show it, so it is asked per colour.
  muted(ctx.tr("photo.monomino_last").c_str());
  const int colors = reader_.variant() == blokus::Variant::kDuo ? 2 : 4;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float bw = (width - spacing * static_cast<float>(colors - 1)) / static_cast<float>(colors);
  for (int c = 0; c < colors; ++c) {
    if (c > 0) ImGui::SameLine();
    if (choice_button(color_word(ctx, c).c_str(), "photo.monomino." + std::to_string(c),
                      reader_.monomino_last(c), ImVec2(bw, 0))) {
      reader_.set_monomino_last(c, !reader_.monomino_last(c));
    }
  }
  if (!finished) return;
  // Scores under both conventions, one player per colour.
  ImGui::Spacing();
  draw_blokus_score_table(ctx,
                          {"photo.scores", "blokus.scores.color", "photo.score", false,
                           [&](const blokus::PlayerScore& p) {
                             std::string name;
                             for (const auto c : p.colors) {
                               if (!name.empty()) name += " + ";
                               name += color_word(ctx, c);
                             }
                             return name;
                           }},
                          finished->scores);
  // The audit in words.
  ImGui::Spacing();
  heading(ctx.tr("photo.audit.title").c_str());
  const auto& reading = *reader_.reading();
  const auto board_cells = [&](const vision::CellGroup& group) {
    std::vector<GridCell> cells;
    for (const auto& c : group.cells) cells.push_back(reading.to_referee(c));
    return cells_text(cells);
  };
  const auto color_of_group = [&](const vision::CellGroup& group) {
    return color_word(ctx, vision::referee_color(reading.variant, group.color));
  };
  std::string audit;
  const auto add = [&](const std::string& line) { audit += (audit.empty() ? "" : "\n") + line; };
  for (const auto& g : finished->audit.not_pieces) {
    add(ctx.tr("photo.audit.not_piece",
               {Param{"color", color_of_group(g)}, Param{"cells", board_cells(g)}}));
  }
  for (const auto& g : finished->audit.duplicates) {
    add(ctx.tr("photo.audit.duplicate",
               {Param{"color", color_of_group(g)},
                Param{"piece", std::string(g.piece ? blokus::piece_name(*g.piece) : "?")},
                Param{"cells", board_cells(g)}}));
  }
  for (const auto& g : finished->audit.disconnected) {
    add(ctx.tr("photo.audit.disconnected",
               {Param{"color", color_of_group(g)},
                Param{"piece", std::string(g.piece ? blokus::piece_name(*g.piece) : "?")},
                Param{"cells", board_cells(g)}}));
  }
  if (audit.empty()) audit = ctx.tr("photo.audit.clean");
  wrapped_text(audit.c_str());
  probe().record_view("photo.audit");
  probe().record_text("photo.audit", audit);
}

void BlokusPhotoScreen::draw_game_update(AppContext& ctx) {
  const float width = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const auto count = static_cast<std::int64_t>(update_.placements.size());
  const float bw = (width - spacing) / 2;
  if (touch_button(ctx.tr("photo.confirm", {Param{"count", count}}).c_str(), "photo.confirm",
                   ImVec2(bw, 0))) {
    if (count == 0) {
      message_ = ctx.tr("photo.update.none");
      message_error_ = false;
    } else if (auto applied = controllers::apply_photo_update(session_, update_, now_ms());
               applied) {
      ctx.go("blokus", session_id_);
    } else {
      message_ = ctx.render(applied.violations().front());
      message_error_ = true;
      changed();
    }
  }
  ImGui::SameLine();
  if (touch_button(ctx.tr("photo.back_to_game").c_str(), "photo.back_to_game", ImVec2(bw, 0))) {
    ctx.go("blokus", session_id_);
  }
  if (!reader_.reading()) return;
  // The new pieces the referee accepts, those it refuses, and what no placement explains.
  std::string text;
  const auto add = [&](const std::string& line) { text += (text.empty() ? "" : "\n") + line; };
  for (const auto& p : update_.placements) {
    add(ctx.tr("photo.update.piece", {Param{"color", color_word(ctx, p.color)},
                                      Param{"piece", std::string(blokus::piece_name(p.piece))},
                                      Param{"cells", cells_text(p.cells)}}));
  }
  if (update_.placements.empty()) add(ctx.tr("photo.update.none"));
  for (const auto& [cells, why] : update_.refused) {
    std::string reasons;
    for (const auto& v : why) reasons += (reasons.empty() ? "" : " ") + ctx.render(v);
    // The group's colour, as the photo shows it.
    const auto& reading = *reader_.reading();
    const int color =
        cells.empty()
            ? -1
            : vision::referee_color(reading.variant, reading
                                                         .at(reading.from_referee(cells.front()).x,
                                                             reading.from_referee(cells.front()).y)
                                                         .color);
    add(ctx.tr("photo.update.refused",
               {Param{"color", color >= 0 ? color_word(ctx, color) : std::string("?")},
                Param{"cells", cells_text(cells)}, Param{"why", reasons}}));
  }
  if (!update_.unexplained.empty()) {
    add(ctx.tr("photo.update.unexplained", {Param{"cells", cells_text(update_.unexplained)}}));
  }
  wrapped_text(text.c_str());
  probe().record_view("photo.update");
  probe().record_text("photo.update", text);
}

}  // namespace tableref::gui
