target_sources(tableref_referee PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/cards.cpp
  ${CMAKE_CURRENT_LIST_DIR}/chain.cpp
  ${CMAKE_CURRENT_LIST_DIR}/character.cpp
  ${CMAKE_CURRENT_LIST_DIR}/damage.cpp
  ${CMAKE_CURRENT_LIST_DIR}/decimal.cpp
  ${CMAKE_CURRENT_LIST_DIR}/deck.cpp
  ${CMAKE_CURRENT_LIST_DIR}/duel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/hand_limit.cpp
  ${CMAKE_CURRENT_LIST_DIR}/modifier.cpp
  ${CMAKE_CURRENT_LIST_DIR}/rng.cpp
  ${CMAKE_CURRENT_LIST_DIR}/rules.cpp
  ${CMAKE_CURRENT_LIST_DIR}/turn.cpp
  ${CMAKE_CURRENT_LIST_DIR}/phase_record.cpp
  ${CMAKE_CURRENT_LIST_DIR}/standings.cpp
)
