#pragma once
// What differs between the desktop and the browser, behind one small interface. CMake
// compiles exactly one of desktop.cpp and web.cpp into the app, so the screens, controllers
// and the App itself hold no #ifdef for the platform.
#include <SDL.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "platform/font_choice.hpp"
#include "tableref/base/result.hpp"
#include "tableref/vision/board_reading.hpp"

namespace tableref::gui::platform {

// What the platform's loop drives: the App (app.hpp) is one. The platform is the GUI's
// lowest floor and knows the app through this alone, so that it includes nothing above it
// (docs/architecture.md, "The GUI's floors").
class FrameLoop {
 public:
  FrameLoop() = default;
  FrameLoop(const FrameLoop&) = delete;
  FrameLoop& operator=(const FrameLoop&) = delete;
  virtual ~FrameLoop() = default;
  [[nodiscard]] virtual bool running() const = 0;
  // How long the loop may wait for an event before the next frame (0: draw at once;
  // nullopt: until an event comes, however long).
  [[nodiscard]] virtual std::optional<std::uint32_t> next_frame_wait() const = 0;
  // Handles pending events and draws one frame.
  virtual void frame() = 0;
  // Web: the app's part of the read-only view the web tests read (tableref_probe_json): its
  // screen, frame count and the last frame's probe, written into `out`.
  virtual void write_probe(nlohmann::json& out) const = 0;
};

// The font with both Latin and CJK glyphs. Desktop: fontconfig, then known Debian paths;
// web: the subset of WenQuanYi Micro Hei preloaded with the page. Empty path when none.
[[nodiscard]] FontChoice cjk_font();

// Fills what the platform decides before the window opens (web: the page's size, in
// points); leaves them as they are where the platform decides nothing (desktop).
void prepare(int& width, int& height);

// How much larger than ImGui's defaults the UI is drawn, for a window `width` points wide.
// Desktop: a high-DPI screen gets larger text and targets; web: 1, since CSS pixels are
// already sized for the device (a tablet at pixel ratio 2 reports half its pixels).
[[nodiscard]] float display_scale(SDL_Window* window, SDL_Renderer* renderer, int width);

// Runs app.frame() until the app stops. Desktop: a loop that idles between events and
// returns; web: one frame per browser animation frame, the app kept for the page's life.
void run(std::unique_ptr<FrameLoop> app);

// --- Storage -----------------------------------------------------------------------------
// Whether the frame just drawn may be shown: what the store wrote is durable. Desktop:
// always (SQLite's commit reached the disk). Web: the database lives in the page's memory
// file system mounted on IndexedDB (IDBFS); a write since the last save starts saving it and
// the frame is not shown (nor the next ones drawn) until IndexedDB has it, so an event is
// durable before the screen shows it.
[[nodiscard]] bool writes_durable();
// True when the browser refused storage or it is full (private browsing, quota): the app
// goes on in memory and says so (web.not_saved). Always false on the desktop.
[[nodiscard]] bool storage_refused();
// Where the app's data lives and how long it stays: Settings says it, and the app shows a
// notice (its space kept free of controls) while it is private or refused.
enum class StorageState {
  kDisk,        // desktop: a file on disk
  kPersistent,  // browser: IndexedDB, kept: navigator.storage.persist() was granted
  kBestEffort,  // browser: IndexedDB, which the browser may clear when space runs low
  kPrivate,     // browser: a private window: kept in memory, gone when the window closes
  kRefused,     // browser: storage refused or full: in memory only
};
[[nodiscard]] StorageState storage_state();

// --- Text input ----------------------------------------------------------------------------
// ImGui wants text (a field is active) or not. Desktop: SDL's text input (a tablet's
// on-screen keyboard); web: a hidden HTML input takes the focus, so that on-screen keyboards
// and IMEs (Chinese) deliver their committed text to the app.
void want_text_input(bool wanted);
// A text field drawn this frame (its rectangle, in window pixels); text_fields_drawn() at the
// end of the frame hands the frame's fields over. Web: a touch that ends on one of them
// focuses the hidden input inside the browser's touch handler, which iPadOS Safari requires
// before it opens the on-screen keyboard (focus given a frame later opens none there).
// Desktop: nothing to do.
void note_text_field(float x, float y, float w, float h);
void text_fields_drawn();
// The clipboard has no function here: ImGui's own (Ctrl+V / Ctrl+C in a field,
// ImGui::GetClipboardText / SetClipboardText) is SDL's on the desktop (ImGui's SDL backend)
// and, in the browser, the page's paste events and the system clipboard where the browser
// allows writing it, set up by run() (docs/web.md, "Clipboard").

// --- Files ---------------------------------------------------------------------------------
// Hands a file the app wrote (an export, a backup) to the user. Web: the browser downloads
// it; desktop: nothing to do, the file is in the exports folder the screen names.
void offer_file(const std::string& path);
// Whether files come from a picker (web) rather than only from the exports folder.
[[nodiscard]] bool picks_files();
// Whether a typed file path means something to the user. Desktop: yes (a photo or a folder
// on the computer). Web: no; the app's files live in the page's own file system, and the
// user's come only through the picker.
[[nodiscard]] bool has_file_paths();
// Web: opens the browser's file picker; the chosen file is copied into `directory` (as
// `file_name` when given, else under its own name: app::picked_file_path) a few frames later.
// Desktop: nothing.
void pick_file(const std::string& directory, const std::string& file_name = {});
// How many picked files have arrived so far: a screen lists its folder again when it grows.
[[nodiscard]] int picked_files();
// The path of the file picked last (pick_file or pick_photo); empty before the first.
[[nodiscard]] std::string last_picked_file();

// --- Photos --------------------------------------------------------------------------------
// A photo's pixels, upright (its EXIF orientation applied): 8-bit RGB, rows of width * 3.
struct PhotoPixels {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> rgb;
};
// Web: opens the browser's picker for an image (a tablet offers its camera or its photo
// library); the browser decodes the chosen photo (EXIF orientation applied, at the size the
// board is read at, as the desktop's load_photo) and the file arrives in `directory` a few
// frames later, its pixels kept in memory (not in the persisted folder); picked_files()
// grows. Desktop: nothing (photos are opened by path, a folder's list or a drop).
void pick_photo(const std::string& directory);
// The image file decoded; nullopt when it cannot be read or is no image. Desktop: a large
// JPEG at a half (a quarter, ...) of its size, its long side kept at 1500 px or more
// (photo::load_photo_for_reading). Web: the pixels the browser decoded when the file was
// picked (none for a file it could not decode, or one picked before a reload: decode_photo).
[[nodiscard]] std::optional<PhotoPixels> load_photo(const std::string& path);
// Web: a stored photo without decoded pixels in this page (picked before a reload) is
// decoded again by the browser, away from the frames: true when that started; it then
// arrives as a picked file does (picked_files() grows, last_picked_file() is `path`) and
// load_photo has its pixels, or none if it was no image. False when there is nothing to
// decode (no such file, or decoded before). Desktop: false (load_photo decodes at once).
[[nodiscard]] bool decode_photo(const std::string& path);
// Whether a photo's board is read away from the frames, so that the screen keeps drawing.
// Web: yes, in a Web Worker (tableref_photo_worker.js, a second WebAssembly module with the
// reader alone; a 12 MP photo used to stop the page for over a second). Desktop: no, the
// caller reads at once (the desktop's reader is fast and its window does not freeze the
// system).
[[nodiscard]] bool reads_photos_in_a_worker();
// Web: hands the worker a request (its bytes as the photo screen wrote them: Blokus's
// screens/blokus/photo_worker_wire.hpp); its answer arrives through take_photo_read() a few
// frames later. Desktop: nothing.
void start_photo_read(std::vector<std::uint8_t> request);
// How many rows of a photo's texture go to the renderer per frame: 0, all at once (desktop);
// web: a band per frame (a 3 MP photo handed to WebGL at once stopped the page).
[[nodiscard]] int photo_upload_rows();
// The worker's answer to the request last started (its text, as the worker wrote it), once it
// has arrived (then nullopt again); nullopt meanwhile.
[[nodiscard]] std::optional<std::string> take_photo_read();

}  // namespace tableref::gui::platform
