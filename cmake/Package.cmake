# Installing tableref and packaging it as a .deb (cpack -G DEB in the build directory).
#   <prefix>/bin/tableref, <prefix>/bin/tableref-cli
#   <prefix>/share/tableref/assets/...            (found by app::asset_directory())
#   <prefix>/share/applications/tableref.desktop  (the launcher entry)
#   <prefix>/share/icons/hicolor/scalable/apps/tableref.svg
# The package's dependencies come from dpkg-shlibdeps (the libraries the programs link:
# libsdl2-2.0-0, libsqlite3-0, libfontconfig1, libstdc++6, libc6, ...) plus the font the
# Chinese text needs, which nothing links: fonts-wqy-microhei. tests/package checks both.

if(TARGET tableref)
  install(TARGETS tableref RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(FILES ${CMAKE_SOURCE_DIR}/packaging/tableref.desktop
          DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${CMAKE_SOURCE_DIR}/packaging/tableref.svg
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
endif()
install(TARGETS tableref-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${CMAKE_SOURCE_DIR}/assets/ DESTINATION ${CMAKE_INSTALL_DATADIR}/tableref/assets)

set(CPACK_PACKAGE_NAME tableref)
set(CPACK_PACKAGE_VENDOR "tableref")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Referee and scorekeeper beside a real table: Blokus, Block-Killer, Smash Up, HDCG")
set(CPACK_PACKAGE_CONTACT "tableref maintainers <tableref@localhost>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-wqy-microhei")
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
include(CPack)
