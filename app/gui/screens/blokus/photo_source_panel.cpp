// Blokus photo screen: choosing the photo (photo_source_panel.hpp).
#include "screens/blokus/photo_source_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <filesystem>

#include "app_context.hpp"
#include "platform/platform.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

namespace fs = std::filesystem;

bool is_image(const fs::path& path) {
  std::string ext = path.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return ext == ".jpg" || ext == ".jpeg" || ext == ".png" || ext == ".bmp" || ext == ".webp" ||
         ext == ".tif" || ext == ".tiff";
}

}  // namespace

void BlokusPhotoSourcePanel::reset(const std::string& exports_folder) {
  message_.clear();
  if (path_.empty()) path_ = exports_folder;
}

void BlokusPhotoSourcePanel::list_folder() {
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

void BlokusPhotoSourcePanel::decoding_started() {
  decoding_ = true;
  awaiting_pick_ = true;
  message_.clear();
}

BlokusPhotoSourcePanel::Choice BlokusPhotoSourcePanel::draw(AppContext& ctx, bool reading,
                                                            bool has_photo) {
  Choice choice;
  const float width = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  heading(ctx.tr("photo.source.title").c_str());
  muted(ctx.tr(platform::picks_files() ? "photo.source.hint_picker" : "photo.source.hint").c_str());
  if (platform::has_file_paths()) choice.open = draw_path_field(ctx, width, spacing);
  std::string picked;
  if (platform::picks_files()) {
    if (touch_button(ctx.tr("photo.source.pick").c_str(), "photo.pick")) {
      platform::pick_photo(path_);
      awaiting_pick_ = true;
    }
    if (platform::picked_files() != picked_seen_) {
      picked_seen_ = platform::picked_files();
      list_folder();
      // The photo just taken or chosen opens at once (it is listed too).
      if (awaiting_pick_) picked = platform::last_picked_file();
      awaiting_pick_ = false;
      decoding_ = false;
    }
  }
  // While a photo is decoded or read (in the browser's workers) the message box says so.
  const bool busy = reading || decoding_;
  fixed_message_box(busy ? ctx.tr("photo.reading") : message_,
                    busy               ? Tone::kInfo
                    : message_.empty() ? Tone::kNeutral
                                       : Tone::kError,
                    "photo.source.message",
                    ImVec2(width, ImGui::GetTextLineHeightWithSpacing() * 2 + scaled(16)));
  if (has_photo) {
    if (touch_button(ctx.tr("photo.source.back").c_str(), "photo.back_to_photo")) {
      choice.back = true;
    }
    probe().mark_rearranging("photo.back_to_photo");
  }
  if (!files_.empty()) {
    if (auto chosen = draw_files(ctx); !chosen.empty()) choice.open = chosen;
  }
  if (!picked.empty()) choice.open = picked;
  return choice;
}

std::string BlokusPhotoSourcePanel::draw_files(AppContext& ctx) {
  // In the browser the folder is the page's own: its path would mean nothing.
  // A long folder path wraps rather than run off the side.
  wrapped_text(platform::has_file_paths()
                   ? ctx.tr("photo.source.files", {Param{"path", path_}}).c_str()
                   : ctx.tr("photo.source.picked_before").c_str());
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
  return chosen;
}

std::string BlokusPhotoSourcePanel::draw_path_field(AppContext& ctx, float width, float spacing) {
  const std::string open_label = ctx.tr("photo.source.open");
  const float open_w = std::max(touch_size() * 2.5f, ImGui::CalcTextSize(open_label.c_str()).x +
                                                         ImGui::GetStyle().FramePadding.x * 2);
  touch_input("##photo.path", path_, "photo.path", width - open_w - spacing,
              ctx.tr("photo.source.path_hint").c_str());
  ImGui::SameLine();
  std::string open;
  if (touch_button(open_label.c_str(), "photo.open", ImVec2(open_w, 0))) {
    std::error_code ec;
    if (fs::is_directory(path_, ec)) {
      list_folder();
      message_ =
          files_.empty() ? ctx.tr("photo.source.none", {Param{"path", path_}}) : std::string();
    } else {
      open = path_;
    }
  }
  probe().mark_rearranging("photo.open");  // a folder's list, or the photo itself
  return open;
}

}  // namespace tableref::gui
