// The Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... (Luby, Sinclair,
// Zuckerman 1993), the restart schedule that is within a log factor of the
// best fixed schedule for any run-time distribution.
#pragma once

#include <cstdint>

namespace xoi {

// The i-th term, i >= 1.
constexpr std::uint64_t luby(std::uint64_t i) {
  for (;;) {
    std::uint64_t k = 1;
    while (((std::uint64_t{1} << k) - 1) < i) ++k;
    if (i == (std::uint64_t{1} << k) - 1) return std::uint64_t{1} << (k - 1);
    i -= (std::uint64_t{1} << (k - 1)) - 1;
  }
}

static_assert(luby(1) == 1 && luby(2) == 1 && luby(3) == 2 && luby(7) == 4 && luby(8) == 1 && luby(15) == 8);

}  // namespace xoi
