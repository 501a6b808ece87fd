#include "secrets.hpp"

#include <random>
#include <string_view>

namespace tableref::hub {
namespace {

std::string random_from(std::string_view alphabet, std::size_t length, std::size_t group) {
  std::random_device device;  // the OS's generator, not a seeded PRNG
  std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
  std::string out;
  for (std::size_t i = 0; i < length; ++i) {
    if (group > 0 && i > 0 && i % group == 0) out += '-';
    out += alphabet[pick(device)];
  }
  return out;
}

}  // namespace

std::string random_token() {
  return random_from("0123456789abcdef", 64, 0);
}

std::string random_device_id() {
  return random_from("0123456789abcdef", 16, 0);
}

std::string random_join_code() {
  return random_from(kCodeAlphabet, 12, 4);
}

std::string random_share_code() {
  return random_from(kCodeAlphabet, kShareCodeLength, 0);
}

}  // namespace tableref::hub
