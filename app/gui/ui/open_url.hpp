#pragma once
// Hands an address to the system: on the desktop its URL handler (a browser, or the app that
// registered the scheme, such as BG Stats on a tablet); in the browser build SDL opens it as
// a link. Every address the app opens goes through here, so tests can see what would open.
#include <functional>
#include <string>

namespace tableref::gui {

// Answers whether the system took the address.
using UrlOpener = std::function<bool(const std::string& url)>;

bool open_url(const std::string& url);
// Replaces how addresses are opened (tests); an empty opener restores SDL_OpenURL.
void set_url_opener(UrlOpener opener);

}  // namespace tableref::gui
