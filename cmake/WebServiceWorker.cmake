# Writes SITE/sw.js from SOURCE (web/sw.js.in) with the cache named after a hash of the
# site's files, after each link of the web app (cmake -DSITE=... -DSOURCE=... -P this).
set(hashes "")
foreach(file index.html tableref.js tableref.wasm tableref.data tableref_photo_worker.js
             tableref_photo_worker.wasm manifest.webmanifest)
  if(EXISTS "${SITE}/${file}")
    file(SHA256 "${SITE}/${file}" hash)
    string(APPEND hashes "${hash}")
  endif()
endforeach()
string(SHA256 build_hash "${hashes}")
string(SUBSTRING "${build_hash}" 0 16 TABLEREF_WEB_BUILD_HASH)
configure_file("${SOURCE}" "${SITE}/sw.js" @ONLY)
