#include "ui/open_url.hpp"

#include <SDL.h>

#include <utility>

namespace tableref::gui {
namespace {

UrlOpener& opener() {
  static UrlOpener current;
  return current;
}

}  // namespace

bool open_url(const std::string& url) {
  if (opener()) return opener()(url);
  // SDL 2.0.14+: xdg-open on Linux, the default handler elsewhere, window.open on the web.
  return SDL_OpenURL(url.c_str()) == 0;
}

void set_url_opener(UrlOpener opener_in) {
  opener() = std::move(opener_in);
}

}  // namespace tableref::gui
