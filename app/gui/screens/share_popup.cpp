#include "screens/share_popup.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app_context.hpp"
#include "ui/widgets.hpp"

#ifdef TABLEREF_HAVE_LIVE_SHARE
#include "tableref/hub/qr.hpp"
#endif

namespace tableref::gui {
namespace {

constexpr const char* kPopupId = "##share_live";
constexpr int kQuietModules = 4;  // the blank border a scanner needs around the symbol

}  // namespace

void SharePopup::open(bool linked) {
  open_ = true;
  opening_ = true;
  linked_ = linked;
  // Another session's code must not show while this one's is asked for.
  code_.clear();
  url_.clear();
  error_.clear();
  qr_.clear();
}

void SharePopup::answered(const std::string& code, const std::string& url) {
  asking_ = false;
  error_.clear();
  code_ = code;
  url_ = url;
#ifdef TABLEREF_HAVE_LIVE_SHARE
  qr_ = hub::qr_modules(url);
#endif
}

void SharePopup::refused(const std::string& why) {
  asking_ = false;
  error_ = why;
}

bool SharePopup::draw(AppContext& ctx) {
  if (!open_) return false;
  if (opening_) {
    ImGui::OpenPopup(kPopupId);
    opening_ = false;
  }
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImVec2 size(std::min(viewport->WorkSize.x * 0.94f, scaled(620)),
                    std::min(viewport->WorkSize.y * 0.94f, scaled(900)));
  ImGui::SetNextWindowPos(ImVec2(viewport->WorkPos.x + viewport->WorkSize.x / 2,
                                 viewport->WorkPos.y + viewport->WorkSize.y / 2),
                          ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(size);
  bool go_settings = false;
  // Modal: a tap beside it must not land on the board under it.
  if (!ImGui::BeginPopupModal(kPopupId, nullptr,
                              ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoMove |
                                  ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings)) {
    open_ = false;
    return false;
  }
  probe().record_view_rect("live.popup", ImGui::GetWindowPos(),
                           ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowWidth(),
                                  ImGui::GetWindowPos().y + ImGui::GetWindowHeight()));
  ImGui::PushTextWrapPos(0.0f);
  heading(ctx.tr("live.share.title").c_str());
  if (!linked_) {
    const std::string text = ctx.tr("live.share.not_joined");
    wrapped_text(text.c_str());
    probe().record_text("live.popup.message", text);
    if (touch_button(ctx.tr("live.share.open_settings").c_str(), "live.settings")) {
      go_settings = true;
    }
  } else {
    draw_share(ctx);
  }
  ImGui::PopTextWrapPos();
  // Close at the bottom, where it always is.
  const float close_h = touch_size();
  ImGui::SetCursorPosY(std::max(ImGui::GetCursorPosY(), ImGui::GetWindowHeight() - close_h -
                                                            ImGui::GetStyle().WindowPadding.y));
  if (touch_button(ctx.tr("live.share.close").c_str(), "live.close",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0)) ||
      go_settings) {
    open_ = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
  return go_settings;
}

void SharePopup::draw_share(AppContext& ctx) {
  if (asking_) {
    const std::string text = ctx.tr("live.share.asking");
    muted(text.c_str());
    probe().record_text("live.popup.message", text);
    ctx.redraw_within(100);
  }
  if (!error_.empty()) {
    wrapped_text(ctx.user_text(error_).c_str());
    probe().record_text("live.popup.message", error_);
  }
  if (code_.empty()) return;
  draw_code(ctx);
  const std::string follow = ctx.tr("live.share.follow");
  muted(follow.c_str());
  wrapped_text(ctx.user_text(url_).c_str());
  probe().record_text("live.url", url_);
  if (qr_.empty()) {
    muted(ctx.tr("live.share.no_qr").c_str());
    return;
  }
  // The QR code takes what is left above Close, square.
  const float left = ImGui::GetWindowHeight() - ImGui::GetCursorPosY() - touch_size() -
                     ImGui::GetStyle().WindowPadding.y - ImGui::GetStyle().ItemSpacing.y * 2;
  draw_qr(std::min(ImGui::GetContentRegionAvail().x, left));
}

void SharePopup::draw_code(AppContext& ctx) {
  muted(ctx.tr("live.share.code").c_str());
  // The code large, for reading across a table: the large font drawn at twice its size.
  ImFont* large = ctx.fonts.large() != nullptr ? ctx.fonts.large() : ImGui::GetFont();
  const float size = large->FontSize * 2.0f;
  const ImVec2 text = large->CalcTextSizeA(size, FLT_MAX, 0.0f, code_.c_str());
  const float room = ImGui::GetContentRegionAvail().x;
  const ImVec2 at(ImGui::GetCursorScreenPos().x + std::max(0.0f, (room - text.x) / 2),
                  ImGui::GetCursorScreenPos().y);
  ImGui::GetWindowDrawList()->AddText(large, size, at, ImGui::GetColorU32(ImGuiCol_Text),
                                      code_.c_str());
  probe().record_label("live.code", code_, text, ImVec2(room, 0), at.x, -1);
  probe().record_text("live.code", code_);
  ImGui::Dummy(ImVec2(room, text.y));
}

void SharePopup::draw_qr(float side) {
  const int n = static_cast<int>(qr_.size());
  const float module = std::floor(side / static_cast<float>(n + kQuietModules * 2));
  if (module < 1.0f) return;
  const float whole = module * static_cast<float>(n + kQuietModules * 2);
  const float room = ImGui::GetContentRegionAvail().x;
  const ImVec2 at(ImGui::GetCursorScreenPos().x + std::max(0.0f, (room - whole) / 2),
                  ImGui::GetCursorScreenPos().y);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  // Dark on light whatever the theme: scanners expect it.
  draw->AddRectFilled(at, ImVec2(at.x + whole, at.y + whole), IM_COL32(255, 255, 255, 255));
  const float origin_x = at.x + module * kQuietModules;
  const float origin_y = at.y + module * kQuietModules;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      if (!qr_[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)]) continue;
      const ImVec2 a(origin_x + module * static_cast<float>(x),
                     origin_y + module * static_cast<float>(y));
      draw->AddRectFilled(a, ImVec2(a.x + module, a.y + module), IM_COL32(0, 0, 0, 255));
    }
  }
  probe().record_view_rect("live.qr", at, ImVec2(at.x + whole, at.y + whole));
  probe().record_text("live.qr", std::to_string(n));
  ImGui::Dummy(ImVec2(room, whole));
}

}  // namespace tableref::gui
