// Reading a Blokus board from a REAL phone photo of about 12 megapixels (a board on a wooden
// table, in perspective, loose pieces beside it, flare): the vision part (read_board, from
// decoded pixels to the corrected reading; target <= 300 ms) on the full 12 MP and on the
// pixels the command line reads (the JPEG decoded at half size by the decoder's DCT
// scaling), and decoding the file both ways (SDL2_image in full; libjpeg reduced).
// The photos are not in the repository (no licence to ship them): they are read from
// $TABLEREF_BLOKUS_PHOTOS, else from ../shared/data/blokus_photos/raw beside the source tree.
// Without them every benchmark is skipped with a message saying so.
//   build/bench/bench_vision_real_photo --benchmark_min_time=2
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

#include "tableref/photo/photo_file.hpp"
#include "tableref/photo/photo_for_reading.hpp"
#include "tableref/vision/board_reading.hpp"

namespace {

namespace fs = std::filesystem;
using namespace tableref;

fs::path photo_dir() {
  if (const char* dir = std::getenv("TABLEREF_BLOKUS_PHOTOS")) return dir;
  return fs::path(TABLEREF_SOURCE_DIR) / ".." / "shared" / "data" / "blokus_photos" / "raw";
}

struct RealPhoto {
  std::string path;
  photo::DecodedPhoto pixels;
};

// The largest photo of the folder (by pixels), when it has 10 megapixels or more.
const std::optional<RealPhoto>& largest_photo() {
  static const std::optional<RealPhoto> found = [] {
    std::optional<RealPhoto> best;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(photo_dir(), ec)) {
      auto decoded = photo::load_photo(entry.path().string());
      if (!decoded) continue;
      if (!best || static_cast<long>(decoded->width) * decoded->height >
                       static_cast<long>(best->pixels.width) * best->pixels.height) {
        best = RealPhoto{entry.path().string(), std::move(*decoded)};
      }
    }
    if (best && static_cast<long>(best->pixels.width) * best->pixels.height < 10'000'000) {
      best.reset();
    }
    return best;
  }();
  return found;
}

bool skip_without_photo(benchmark::State& state) {
  if (largest_photo()) return false;
  state.SkipWithError(("no real photo of 10 MP or more in " + photo_dir().string() +
                       " (set TABLEREF_BLOKUS_PHOTOS): skipped")
                          .c_str());
  return true;
}

void BM_ReadRealPhoto(benchmark::State& state) {
  if (skip_without_photo(state)) return;
  const auto& photo = *largest_photo();
  bool ok = true;
  for (auto _ : state) {
    auto reading = vision::read_board(photo.pixels.view(), vision::ReadOptions{});
    ok = ok && reading.ok();
    benchmark::DoNotOptimize(reading);
  }
  if (!ok) state.SkipWithError(("no board read in " + photo.path).c_str());
  state.SetLabel(fs::path(photo.path).filename().string());
  state.counters["megapixels"] =
      static_cast<double>(photo.pixels.width) * photo.pixels.height / 1e6;
}
BENCHMARK(BM_ReadRealPhoto)->Unit(benchmark::kMillisecond);

void BM_DecodeRealPhoto(benchmark::State& state) {
  if (skip_without_photo(state)) return;
  const auto& photo = *largest_photo();
  for (auto _ : state) {
    auto decoded = photo::load_photo(photo.path);
    benchmark::DoNotOptimize(decoded);
  }
  state.SetLabel(fs::path(photo.path).filename().string());
}
BENCHMARK(BM_DecodeRealPhoto)->Unit(benchmark::kMillisecond);

void BM_DecodeRealPhotoForReading(benchmark::State& state) {
  if (skip_without_photo(state)) return;
  const auto& photo = *largest_photo();
  for (auto _ : state) {
    auto decoded = photo::load_photo_for_reading(photo.path);
    benchmark::DoNotOptimize(decoded);
  }
  state.SetLabel(fs::path(photo.path).filename().string());
}
BENCHMARK(BM_DecodeRealPhotoForReading)->Unit(benchmark::kMillisecond);

// What `tableref-cli blokus read-photo` reads: the photo as decoded for reading.
void BM_ReadRealPhotoDecodedForReading(benchmark::State& state) {
  if (skip_without_photo(state)) return;
  const auto& photo = *largest_photo();
  static const auto reduced = photo::load_photo_for_reading(photo.path);
  bool ok = reduced.has_value();
  for (auto _ : state) {
    if (!ok) break;
    auto reading = vision::read_board(reduced->photo.view(), vision::ReadOptions{});
    ok = ok && reading.ok();
    benchmark::DoNotOptimize(reading);
  }
  if (!ok) state.SkipWithError(("no board read in " + photo.path).c_str());
  state.SetLabel(fs::path(photo.path).filename().string());
  if (reduced) {
    state.counters["megapixels"] =
        static_cast<double>(reduced->photo.width) * reduced->photo.height / 1e6;
  }
}
BENCHMARK(BM_ReadRealPhotoDecodedForReading)->Unit(benchmark::kMillisecond);

}  // namespace
