// Binox (Takuzu, Binairo; Tatham's Unruly with unique rows and columns).
//
// Rules: an X/O grid of even sides; no three equal symbols in a row or
// column; every row and column holds as many X as O; no two rows are equal
// and no two columns are equal.
#pragma once

#include "puzzles/kind.hpp"

namespace xoi {

Kind binox_kind();

}  // namespace xoi
