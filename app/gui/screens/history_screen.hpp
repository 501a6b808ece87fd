#pragma once
#include <string>
#include <vector>

#include "screen.hpp"
#include "tableref/db/store.hpp"

namespace tableref::gui {

// Every session, newest first, filtered by game, status and player name.
class HistoryScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "history"; }
  [[nodiscard]] std::string_view title_key() const override { return "history.title"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

  [[nodiscard]] const std::vector<db::SessionSummary>& rows() const { return rows_; }

 private:
  void reload(AppContext& ctx);

  std::string game_;    // empty: all
  std::string status_;  // empty: all
  std::string player_;
  std::string searched_player_;
  std::vector<db::SessionSummary> rows_;
  int page_ = 0;
};

}  // namespace tableref::gui
