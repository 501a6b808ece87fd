#pragma once
#include <string>
#include <vector>

#include "screen.hpp"
#include "tableref/controllers/group_statistics.hpp"
#include "tableref/db/store.hpp"

namespace tableref::gui {

// Every session, newest first, filtered by game, status, date range and player name, 50 to
// a page; and a statistics view: per player games, wins, win rate and average score, with
// the selected player's scores over time drawn as a chart.
class HistoryScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "history"; }
  [[nodiscard]] std::string_view title_key() const override { return "history.title"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

  [[nodiscard]] const std::vector<db::SessionSummary>& rows() const { return rows_; }

 private:
  void reload(AppContext& ctx);
  void draw_filters(AppContext& ctx);
  void draw_list(AppContext& ctx);
  void draw_statistics(AppContext& ctx);
  void draw_chart(AppContext& ctx, float height);
  void draw_groups(AppContext& ctx, float height);
  [[nodiscard]] std::optional<std::string> since() const;

  bool statistics_ = false;  // which view
  std::string game_;         // empty: all
  std::string status_;       // empty: all
  std::string range_;        // "", "7", "30", "365": the last N days
  std::string player_;
  std::string searched_player_;
  std::vector<db::SessionSummary> rows_;
  std::int64_t total_ = 0;
  int page_ = 0;
  std::vector<db::PlayerStats> stats_;
  std::string chart_player_;
  std::vector<db::ScorePoint> points_;
  std::vector<controllers::GroupStats> groups_;  // the chosen game's groups (factions...)
  bool show_groups_ = false;
};

}  // namespace tableref::gui
