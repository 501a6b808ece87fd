# One place for the warning flags every target of ours gets.
function(tableref_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                           -Wno-sign-conversion -Wnon-virtual-dtor)
  if(TABLEREF_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
