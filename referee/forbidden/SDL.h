// Placed first on tableref_referee's include path so that an accidental include of a
// library header fails here: referee/ uses the C++ standard library only.
#error "referee/ must not include SDL.h: it uses the C++ standard library only"
