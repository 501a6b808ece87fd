#pragma once
// What the browser's photo worker (screens/blokus/photo_worker.cpp, a second WebAssembly
// module) and Blokus's photo screen send each other through the platform (which carries the
// bytes and the text and reads neither): the request (the pixels and how to read them) as
// bytes, the reading (vision::read_board's result) as JSON text. Both sides are built from
// this one file, so they always agree. Blokus's: the reading is a Blokus board's.
//
// Every field of vision::BoardReading is written here: a field added to it must be added
// here too (the round trip test in the web tests reads a board through the worker).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/vision/board_reading.hpp"

namespace tableref::gui::photo_worker_wire {

// The request: a header (width, height, variant, whether corners are given, the corners)
// followed by the RGB rows.
[[nodiscard]] std::vector<std::uint8_t> encode_request(const std::vector<std::uint8_t>& rgb,
                                                       int width, int height,
                                                       const vision::ReadOptions& options);
struct Request {
  vision::ImageView image;  // points into the request's bytes
  vision::ReadOptions options;
};
// Nullopt-like failure: a request too short for its header or its pixels.
[[nodiscard]] Result<Request> decode_request(const std::uint8_t* data, std::size_t size);

[[nodiscard]] std::string encode_reading(const Result<vision::BoardReading>& read);
[[nodiscard]] Result<vision::BoardReading> decode_reading(std::string_view text);

}  // namespace tableref::gui::photo_worker_wire
