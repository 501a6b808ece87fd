# The browser build: `emcmake cmake` (scripts/web.sh). The same sources as the desktop app;
# SDL2, Dear ImGui and SQLite come from Debian's source packages, built with emscripten by
# scripts/web-deps.sh into a cache outside the repository (TABLEREF_WEB_PREFIX). Only the
# GUI app and the libraries under it are built: no tests, benchmarks, fuzzers or CLI.
# The site (index.html, tableref.js/.wasm/.data, manifest, service worker, icon) is written
# to ${CMAKE_BINARY_DIR}/site, the folder a club copies to a static HTTPS host.
set(TABLEREF_WEB_PREFIX "$ENV{HOME}/.cache/tableref-web/prefix"
    CACHE PATH "Where scripts/web-deps.sh installed SDL2, ImGui and SQLite built for the web")
set(prefix "${TABLEREF_WEB_PREFIX}")
foreach(lib libSDL2.a libimgui.a libsqlite3.a libstb.a)
  if(NOT EXISTS "${prefix}/lib/${lib}")
    message(FATAL_ERROR "${prefix}/lib/${lib} is missing: run scripts/web-deps.sh first")
  endif()
endforeach()

set(TABLEREF_WEB_SITE "${CMAKE_BINARY_DIR}/site")
set(TABLEREF_ASSET_DIR "${CMAKE_SOURCE_DIR}/assets")
# Where the app finds them at run time: the preloaded copy in the page's file system.
set(TABLEREF_RUNTIME_ASSET_DIR "/assets")

# The third-party libraries, under the target names the desktop's find_package gives them.
add_library(SDL2::SDL2 INTERFACE IMPORTED)
set_target_properties(SDL2::SDL2 PROPERTIES
  INTERFACE_INCLUDE_DIRECTORIES "${prefix}/include/SDL2"
  INTERFACE_LINK_LIBRARIES "${prefix}/lib/libSDL2.a")
# ImGui's core with its SDL2 and SDL_Renderer backends in one archive.
# stb_image_write comes with it, as Debian's imgui.pc brings libstb on the desktop.
add_library(PkgConfig::IMGUI INTERFACE IMPORTED)
set_target_properties(PkgConfig::IMGUI PROPERTIES
  INTERFACE_INCLUDE_DIRECTORIES "${prefix}/include/imgui;${prefix}/include/stb"
  INTERFACE_LINK_LIBRARIES "${prefix}/lib/libimgui.a;${prefix}/lib/libstb.a;SDL2::SDL2")
add_library(imgui_sdlrenderer INTERFACE)
target_link_libraries(imgui_sdlrenderer INTERFACE PkgConfig::IMGUI)
# No fontconfig in a browser: the platform layer names the preloaded font (platform/web.cpp).
add_library(PkgConfig::FONTCONFIG INTERFACE IMPORTED)
# Header-only, from Debian's nlohmann-json3-dev (linked into the prefix by web-deps.sh, so
# no other host header is on the include path).
add_library(nlohmann_json::nlohmann_json INTERFACE IMPORTED)
set_target_properties(nlohmann_json::nlohmann_json PROPERTIES
  INTERFACE_INCLUDE_DIRECTORIES "${prefix}/include")
set(SQLite3_INCLUDE_DIR "${prefix}/include" CACHE PATH "SQLite built for the web" FORCE)
set(SQLite3_LIBRARY "${prefix}/lib/libsqlite3.a" CACHE FILEPATH "SQLite built for the web" FORCE)

# The CJK font: a subset of WenQuanYi Micro Hei (fonts-wqy-microhei) with every character of
# the assets plus GB2312 and Big5 (names typed in either script), when Debian's fontTools is
# there; the whole font otherwise. See docs/web.md, "Font".
set(TABLEREF_WEB_FONT_SOURCE "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")
set(TABLEREF_WEB_FONT "${CMAKE_BINARY_DIR}/fonts/tableref-cjk.ttf")
file(GLOB_RECURSE TABLEREF_WEB_ASSETS CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/assets/*")
add_custom_command(
  OUTPUT "${TABLEREF_WEB_FONT}"
  COMMAND /usr/bin/python3 "${CMAKE_SOURCE_DIR}/cmake/web_font_subset.py"
          "${TABLEREF_WEB_FONT_SOURCE}" "${CMAKE_SOURCE_DIR}/assets" "${TABLEREF_WEB_FONT}"
  DEPENDS "${CMAKE_SOURCE_DIR}/cmake/web_font_subset.py" ${TABLEREF_WEB_ASSETS}
  COMMENT "Subsetting the CJK font for the web"
  VERBATIM)
add_custom_target(tableref_web_font DEPENDS "${TABLEREF_WEB_FONT}")

# The page and its offline parts, copied next to the app.
set(TABLEREF_WEB_PAGE_FILES index.html manifest.webmanifest)
set(TABLEREF_WEB_PAGE_OUTPUTS)
foreach(file ${TABLEREF_WEB_PAGE_FILES})
  add_custom_command(
    OUTPUT "${TABLEREF_WEB_SITE}/${file}"
    COMMAND ${CMAKE_COMMAND} -E copy "${CMAKE_SOURCE_DIR}/web/${file}"
            "${TABLEREF_WEB_SITE}/${file}"
    DEPENDS "${CMAKE_SOURCE_DIR}/web/${file}"
    VERBATIM)
  list(APPEND TABLEREF_WEB_PAGE_OUTPUTS "${TABLEREF_WEB_SITE}/${file}")
endforeach()
foreach(size 192 512)
  add_custom_command(
    OUTPUT "${TABLEREF_WEB_SITE}/icon-${size}.png"
    COMMAND /usr/bin/python3 "${CMAKE_SOURCE_DIR}/cmake/web_icon.py"
            "${TABLEREF_WEB_SITE}/icon-${size}.png" ${size}
    DEPENDS "${CMAKE_SOURCE_DIR}/cmake/web_icon.py"
    VERBATIM)
  list(APPEND TABLEREF_WEB_PAGE_OUTPUTS "${TABLEREF_WEB_SITE}/icon-${size}.png")
endforeach()
add_custom_target(tableref_web_page ALL DEPENDS ${TABLEREF_WEB_PAGE_OUTPUTS})

# Link options of the app (app/gui/CMakeLists.txt calls this for `tableref`).
function(tableref_web_app target)
  set_target_properties(${target} PROPERTIES
    SUFFIX ".js"
    RUNTIME_OUTPUT_DIRECTORY "${TABLEREF_WEB_SITE}"
    LINK_DEPENDS "${TABLEREF_WEB_FONT};${TABLEREF_WEB_ASSETS};${CMAKE_SOURCE_DIR}/web/pre.js")
  add_dependencies(${target} tableref_web_font tableref_web_page)
  # The service worker names its cache after this build's files: written after each link.
  add_custom_command(TARGET ${target} POST_BUILD
    COMMAND ${CMAKE_COMMAND} -DSITE=${TABLEREF_WEB_SITE} -DSOURCE=${CMAKE_SOURCE_DIR}/web/sw.js.in
            -P ${CMAKE_SOURCE_DIR}/cmake/WebServiceWorker.cmake
    VERBATIM)
  target_link_options(${target} PRIVATE
    # The page is ours (web/index.html): emcc's .html output crashes in Debian's 3.1.6.
    -sENVIRONMENT=web
    -sALLOW_MEMORY_GROWTH=1
    -sINITIAL_MEMORY=128MB
    -sFORCE_FILESYSTEM=1
    -lidbfs.js
    "-sEXPORTED_RUNTIME_METHODS=['FS','ccall']"
    "SHELL:--pre-js ${CMAKE_SOURCE_DIR}/web/pre.js"
    "SHELL:--preload-file ${CMAKE_SOURCE_DIR}/assets@/assets"
    "SHELL:--preload-file ${TABLEREF_WEB_FONT}@/fonts/tableref-cjk.ttf")
endfunction()

add_subdirectory(base)
add_subdirectory(referee)
add_subdirectory(rating)  # OpenSkill for the standings: standard C++
add_subdirectory(search)
add_subdirectory(vision)  # a Blokus board read from a photo: standard C++, no threads
add_subdirectory(db)
# The club hub's client: the same sync logic as the desktop's, over the page's fetch()
# (hub/CMakeLists.txt picks the transport; docs/club.md, "In the browser"). No server.
set(TABLEREF_HUB_CLIENT ON)
add_subdirectory(hub)
add_subdirectory(app)
