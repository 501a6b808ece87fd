#pragma once
#include <map>
#include <string>
#include <vector>

#include "history_files_panel.hpp"
#include "history_hold.hpp"
#include "screen.hpp"
#include "statistics_page.hpp"
#include "tableref/db/store.hpp"

namespace tableref::gui {

// Every session, newest first, filtered by game, status, date range and player name, 50 to
// a page, each exportable (json, csv, bgstats, and its game's formats) into the exports
// folder next to the database, from which files are imported back; and the statistics
// view (StatisticsPage).
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
  // Previous, next, the page and Import.
  void draw_paging(AppContext& ctx);
  void draw_row(AppContext& ctx, const db::SessionSummary& row, bool upright);
  void show_session(AppContext& ctx, std::int64_t id);
  [[nodiscard]] std::optional<std::string> since() const;

  bool statistics_ = false;  // which view
  std::string game_;         // empty: all
  std::string status_;       // empty: all
  std::string range_;        // "", "7", "30", "365": the last N days
  std::string player_;
  std::string searched_player_;
  std::vector<db::SessionSummary> rows_;
  // The device each club session on the page came from (hub_origin); this device's own
  // sessions are not in it.
  std::map<std::int64_t, std::string> origins_;
  std::int64_t total_ = 0;
  int page_ = 0;
  StatisticsPage statistics_page_;

  std::int64_t highlight_id_ = 0;  // the session just imported
  HistoryFilesPanel files_;        // export and import
  HistoryHold hold_;               // club sessions another device holds (hand-off)
};

}  // namespace tableref::gui
