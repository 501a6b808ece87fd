target_sources(tableref_referee PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/character.cpp
  ${CMAKE_CURRENT_LIST_DIR}/damage.cpp
  ${CMAKE_CURRENT_LIST_DIR}/decimal.cpp
  ${CMAKE_CURRENT_LIST_DIR}/hand_limit.cpp
  ${CMAKE_CURRENT_LIST_DIR}/modifier.cpp
  ${CMAKE_CURRENT_LIST_DIR}/rules.cpp
)
