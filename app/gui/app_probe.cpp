// The app's part of the web tests' read-only view (platform/web.cpp, tableref_probe_json):
// here, on the app's floor, because it reads the screens and the widgets' probe, which the
// platform below may not include.
#include <nlohmann/json.hpp>
#include <string>

#include "app.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

void App::write_probe(nlohmann::json& out) const {
  out["screen"] = current_ != nullptr ? std::string(current_->id()) : std::string();
  out["frame"] = frames_;
  const auto& probe = gui::probe();
  nlohmann::json rects = nlohmann::json::object();
  for (const auto& [id, r] : probe.rects()) {
    // The content fingerprint as text: a 64-bit number does not survive JavaScript's doubles.
    rects[id] = {r.x,
                 r.y,
                 r.w,
                 r.h,
                 r.clip_x0,
                 r.clip_y0,
                 r.clip_x1,
                 r.clip_y1,
                 r.view_only ? 1 : 0,
                 r.label_clipped ? 1 : 0,
                 std::to_string(r.content)};
  }
  out["rects"] = rects;
  out["texts"] = probe.texts();
}

}  // namespace tableref::gui
