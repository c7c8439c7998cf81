// Which sizes the generator accepts, decided by arithmetic before any work.
//
// Binox sides are even and Troix sides multiples of 3 (the kinds' own rules).
// Binox rows must all differ, and each row is a legal line of COLS cells, so
// a grid cannot have more rows than there are legal lines of its width (nor
// more columns than legal lines of its height): 4x2 has 4 rows but only 2
// legal lines of width 2 (XO, OX).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "puzzles/kind.hpp"

namespace xoi {

// The number of X/O lines of `length` cells with as many X as O and no three
// equal in a row (2, 6, 14, 34, 84, ... for lengths 2, 4, 6, 8, 10), or
// UINT64_MAX when the count does not fit in 64 bits.
std::uint64_t binox_line_count(int length);

// The kinds `xoi generate` knows how to generate.
[[nodiscard]] bool generator_supports(std::string_view kind);

// Empty when rows x cols is a size the generator can fill, else the reason.
std::string check_generate_size(const Kind& kind, int rows, int cols);

}  // namespace xoi
