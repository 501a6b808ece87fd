// Fuzz target: the Smash Up CLI's JSON input (app/cli/smashup/json_input), through the
// same calls `tableref-cli smashup score-base|check-end` makes. The first byte picks the
// command; the rest is the file.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "smashup/json_input.hpp"

using namespace tableref;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  if (data[0] % 2 == 0) {
    auto input = cli::smashup_json::read_score_base(text);
    if (!input) return 0;
    const auto& in = input.value();
    (void)cli::smashup_json::check_base_values(in);
    std::vector<std::string> names;
    for (const auto& p : in.players) names.push_back(p.name);
    (void)cli::smashup_json::check_names(names);
    int monster_power = 0;
    for (int power : in.monsters) monster_power += power > 0 ? power : 0;
    std::array<int, 3> vp{};
    for (std::size_t i = 0; i < vp.size() && i < in.vp.size(); ++i) vp[i] = in.vp[i];
    (void)smashup::score_base(in.breakpoint, vp, in.players, monster_power);
  } else {
    auto input = cli::smashup_json::read_check_end(text);
    if (!input) return 0;
    std::vector<std::string> names;
    for (const auto& p : input.value().players) names.push_back(p.name);
    (void)cli::smashup_json::check_names(names);
    (void)smashup::check_end(input.value().players);
  }
  return 0;
}
