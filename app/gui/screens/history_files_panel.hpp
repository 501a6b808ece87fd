#pragma once
// History's panel under the list: a session's export formats (each tap writes a file into the
// exports folder; a finished session also goes to BG Stats), the files there to import (a
// browser's come from its picker), and what the last of them did. Its own state: the session
// whose exports show, the files listed and the message.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tableref/db/store.hpp"

namespace tableref::gui {

class AppContext;

class HistoryFilesPanel {
 public:
  // Whether the panel shows (the list gives up its bottom to it).
  [[nodiscard]] bool shown() const { return export_id_ != 0 || import_open_ || !message_.empty(); }
  // The session whose exports show (0: none).
  [[nodiscard]] std::int64_t exporting() const { return export_id_; }
  [[nodiscard]] bool importing() const { return import_open_; }
  void toggle_import(AppContext& ctx);
  // A row's Export: opens its formats, or closes them when they are open.
  void toggle_export(const db::SessionSummary& row);
  // Draws the panel; the session just imported, if any.
  [[nodiscard]] std::optional<std::int64_t> draw(AppContext& ctx);

 private:
  void draw_export(AppContext& ctx);
  void send_to_bgstats(AppContext& ctx);
  [[nodiscard]] std::optional<std::int64_t> draw_import(AppContext& ctx);
  [[nodiscard]] std::optional<std::int64_t> import_file(AppContext& ctx, const std::string& name);

  std::int64_t export_id_ = 0;  // the session whose export buttons show
  std::string export_game_;
  bool export_finished_ = false;  // only a finished session can be sent to BG Stats
  bool import_open_ = false;
  std::vector<std::string> import_files_;
  int picked_seen_ = 0;  // platform::picked_files() when the list was last read
  std::string message_;
  bool message_error_ = false;
  std::string message_probe_;
};

}  // namespace tableref::gui
