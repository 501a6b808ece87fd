// Fuzz target: the fumen (v115) reader. A string that decodes is re-encoded, decoded again
// and turned into a play.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "tableref/referee/blockkiller/fumen.hpp"

using namespace tableref;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto pages = blockkiller::fumen::decode(text);
  if (!pages) return 0;
  const auto encoded = blockkiller::fumen::encode(pages.value());
  if (!blockkiller::fumen::decode(encoded).ok()) std::abort();
  (void)blockkiller::fumen::play_from_pages(pages.value());
  return 0;
}
