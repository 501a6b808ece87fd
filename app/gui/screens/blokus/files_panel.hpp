#pragma once
// The Blokus screen's files: a photo of the table (the photo screen), the session's .blksgf
// export, a .blksgf (or a folder's) opened as a new session; the import alone when no session
// is open. Reading, listing and writing the files is session_files' (the same as History's):
// this draws the fields and buttons and says what happened. It keeps the paths typed, the
// folder's files listed, whether it is open and its own message.
#include <string>
#include <vector>

#include "screens/blokus/table.hpp"
#include "tableref/controllers/session_files.hpp"

namespace tableref::gui {

class AppContext;

class BlokusFilesPanel {
 public:
  // A session opened: closed, its export named as History names it.
  void reset(AppContext& ctx, std::int64_t session_id);
  [[nodiscard]] bool open() const { return open_; }
  // Files opens or closes; "Saved …" belongs to the panel and goes when it closes.
  void toggle();
  [[nodiscard]] const std::string& info() const { return info_; }
  void clear_info() { info_.clear(); }
  void draw(AppContext& ctx, BlokusTable& table);

 private:
  void draw_export(AppContext& ctx, BlokusTable& table, float width);
  void draw_import(AppContext& ctx, BlokusTable& table, float width);
  // The typed path: a file opened, or a folder's files listed.
  void open_typed(AppContext& ctx, BlokusTable& table);
  void open_file(AppContext& ctx, BlokusTable& table, const std::string& path);
  // Without a session: the problems and the message under the import.
  void draw_messages(AppContext& ctx, const BlokusTable& table) const;

  bool open_ = false;
  std::string info_;  // a short notice (exported to ...)
  std::string export_path_;
  std::string import_path_;
  std::vector<controllers::ImportFile> folder_files_;  // a folder typed to import from
};

}  // namespace tableref::gui
