#pragma once
// Random tokens and join codes from the operating system's generator (getrandom through
// std::random_device on Linux). Only their SHA-256 is stored for tokens.
#include <cstddef>
#include <string>

namespace tableref::hub {

// 32 random bytes as 64 lowercase hex digits: a device's bearer token.
[[nodiscard]] std::string random_token();
// A device's id: 16 hex digits.
[[nodiscard]] std::string random_device_id();
// A club's join code: 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
// in groups of four ("K7QD-W2MX-9HRT"), easy to read out and type.
[[nodiscard]] std::string random_join_code();
// A share code (docs/club.md, "Live at the table"): 8 characters of the same alphabet,
// short enough to type on a phone, 31^8 (about 8.5e11) codes.
[[nodiscard]] std::string random_share_code();
// The alphabet of join and share codes.
inline constexpr const char* kCodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
inline constexpr std::size_t kShareCodeLength = 8;

}  // namespace tableref::hub
