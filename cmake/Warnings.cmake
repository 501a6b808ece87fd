# One place for the warning flags every target of ours gets.
function(tableref_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wconversion
                                           -Wno-sign-conversion -Wnon-virtual-dtor)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # g++ 12 reports -Wrestrict inside libstdc++'s std::string at -O2/-O3 (GCC bug 105329).
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  if(TABLEREF_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
