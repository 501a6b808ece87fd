#pragma once
// Random tokens and join codes from the operating system's generator (getrandom through
// std::random_device on Linux). Only their SHA-256 is stored for tokens.
#include <string>

namespace tableref::hub {

// 32 random bytes as 64 lowercase hex digits: a device's bearer token.
[[nodiscard]] std::string random_token();
// A device's id: 16 hex digits.
[[nodiscard]] std::string random_device_id();
// A club's join code: 12 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
// in groups of four ("K7QD-W2MX-9HRT"), easy to read out and type.
[[nodiscard]] std::string random_join_code();

}  // namespace tableref::hub
