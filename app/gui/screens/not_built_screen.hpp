#pragma once
#include <string>

#include "screen.hpp"

namespace tableref::gui {

// The screen of a game whose referee has not landed: it says so and offers nothing else.
class NotBuiltScreen final : public Screen {
 public:
  NotBuiltScreen(std::string id, std::string title_key)
      : id_(std::move(id)), title_key_(std::move(title_key)) {}
  [[nodiscard]] std::string_view id() const override { return id_; }
  [[nodiscard]] std::string_view title_key() const override { return title_key_; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

 private:
  std::string id_;
  std::string title_key_;
  std::int64_t session_id_ = 0;
};

}  // namespace tableref::gui
