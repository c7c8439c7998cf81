// Troix (Krazydad).
//
// Rules: an X/O/I grid whose sides are multiples of 3; no three equal symbols
// in a row or column; every row and column holds equally many X, O and I.
// Unlike Binox, equal rows or columns are allowed.
#pragma once

#include "puzzles/kind.hpp"

namespace xoi {

Kind troix_kind();

}  // namespace xoi
