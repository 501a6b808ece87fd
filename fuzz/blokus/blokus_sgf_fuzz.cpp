// Fuzz target: the Blokus SGF reader. Every game the text holds is replayed and validated;
// a readable game is written back and must read again.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tableref/referee/blokus/sgf.hpp"

using namespace tableref;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto games = blokus::read_sgf_collection(text);
  if (!games) return 0;
  for (const auto& game : games.value()) {
    const auto replayed = blokus::replay(game);
    const auto written = blokus::write_sgf(replayed.state);
    // What we write, we read: a failure here is a bug worth a crash report.
    if (!blokus::read_sgf(written).ok()) std::abort();
  }
  return 0;
}
