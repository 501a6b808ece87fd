// The browser's photo worker: a second WebAssembly module (tableref_photo_worker.js, built
// with -sBUILD_AS_WORKER) holding the board reader alone. The page hands it a photo's pixels
// (emscripten_call_worker from platform/web.cpp) and keeps drawing while it reads; the
// reading comes back as JSON text (screens/blokus/photo_worker_wire.hpp). The web build has no
// threads (docs/web.md, "Threads"); a worker needs none of their headers.
#include <emscripten.h>

#include <cstdint>
#include <string>

#include "screens/blokus/photo_worker_wire.hpp"
#include "tableref/vision/board_reading.hpp"

extern "C" EMSCRIPTEN_KEEPALIVE void tableref_read_photo(char* data, int size) {
  namespace wire = tableref::gui::photo_worker_wire;
  std::string reply;
  auto request = wire::decode_request(reinterpret_cast<const std::uint8_t*>(data),
                                      static_cast<std::size_t>(size));
  if (!request) {
    reply = wire::encode_reading(request.violations());
  } else {
    reply = wire::encode_reading(
        tableref::vision::read_board(request.value().image, request.value().options));
  }
  emscripten_worker_respond(reply.data(), static_cast<int>(reply.size()));
}
