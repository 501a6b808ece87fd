#pragma once
// The Blokus photo screen's first state, and "Another photo": choosing the photo. A typed
// path of a photo or a folder (where paths mean something: platform::has_file_paths), a
// folder's images listed, the platform's picker (a tablet's camera or library), and what
// went wrong. It keeps the path typed, the files listed, whether a picked photo is awaited
// or decoded, and its message; the photo chosen is the screen's to open.
#include <string>
#include <vector>

namespace tableref::gui {

class AppContext;

class BlokusPhotoSourcePanel {
 public:
  // The screen opened: no message; the exports folder when no path was typed yet.
  void reset(const std::string& exports_folder);
  // The images of the folder typed (or the picker's), sorted.
  void list_folder();
  // A photo picked before is decoded again (in the browser): it opens when it arrives.
  void decoding_started();
  // What went wrong opening a photo ("" for nothing).
  void say(std::string message) { message_ = std::move(message); }

  // What the chooser asks: a photo to open, or to go back to the photo on show.
  struct Choice {
    std::string open;
    bool back = false;
  };
  // `reading`: a photo is being read (the message box says so); `has_photo`: one is on show.
  Choice draw(AppContext& ctx, bool reading, bool has_photo);

 private:
  // The typed path of a photo or a folder and its Open button; returns a photo to open.
  std::string draw_path_field(AppContext& ctx, float width, float spacing);
  // The folder's (or the picker's) images; returns the one tapped.
  std::string draw_files(AppContext& ctx);

  std::string path_;
  std::vector<std::string> files_;
  int picked_seen_ = 0;
  bool awaiting_pick_ = false;  // "Pick a photo" tapped: the file that arrives opens
  bool decoding_ = false;       // a stored photo decoded again (platform::decode_photo)
  std::string message_;         // a file that could not be opened, a folder without images
};

}  // namespace tableref::gui
