#pragma once
// A share URL as a QR code (Debian's libqrencode), for a phone's camera: the follower scans
// it instead of typing the code. The modules only; the caller draws them (the CLI as text,
// an app screen as squares).
#include <string>
#include <string_view>
#include <vector>

namespace tableref::hub {

// Rows of dark (true) and light modules, a square, without the quiet zone; error correction
// level M (15 % of the symbol may be lost). Empty when the text cannot be encoded or the
// build has no libqrencode (qr_available()).
[[nodiscard]] std::vector<std::vector<bool>> qr_modules(std::string_view text);
[[nodiscard]] bool qr_available();
// The modules as text for a terminal: two rows per line in half blocks (▀ ▄ █), dark on
// light, with the 4-module quiet zone a scanner needs.
[[nodiscard]] std::string qr_text(const std::vector<std::vector<bool>>& modules);

}  // namespace tableref::hub
