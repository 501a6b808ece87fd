// Fuzz target: the HDCG CLI's JSON input (`tableref-cli hdcg damage`), parsed exactly and
// resolved through the damage pipeline.
#include <cstddef>
#include <cstdint>
#include <string>

#include "tableref/controllers/hdcg/json.hpp"
#include "tableref/referee/hdcg/damage.hpp"

using namespace tableref;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  auto json = controllers::hdcg_json::parse_exact(text);
  if (!json) return 0;
  auto input = controllers::hdcg_json::read_damage_input(json.value());
  if (!input) return 0;
  const auto& in = input.value();
  (void)hdcg::resolve_damage(in.source ? &*in.source : nullptr, in.target, in.request, in.rules);
  return 0;
}
