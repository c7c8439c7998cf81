// A variable's domain: the set of values it may still take, as the bits of one byte.
//
// Values are small integers 0..7 (for the grid puzzles X = 0, O = 1, I = 2).
// Every operation is a bit operation; nothing here knows what a value means.
#pragma once

#include <bit>
#include <cstdint>

namespace xoi {

using Value = int;
using DomainBits = std::uint8_t;

inline constexpr int kMaxValues = 8;

struct Domain {
  DomainBits bits = 0;

  static constexpr Domain of(Value v) { return Domain{static_cast<DomainBits>(1u << v)}; }
  // All values 0..count-1.
  static constexpr Domain range(int count) {
    return Domain{static_cast<DomainBits>((1u << count) - 1u)};
  }

  [[nodiscard]] constexpr bool empty() const { return bits == 0; }
  [[nodiscard]] constexpr bool contains(Value v) const { return ((bits >> v) & 1u) != 0; }
  [[nodiscard]] constexpr int size() const { return std::popcount(bits); }
  [[nodiscard]] constexpr bool fixed() const { return bits != 0 && (bits & (bits - 1)) == 0; }
  // The smallest value; for a fixed domain, its value.
  [[nodiscard]] constexpr Value min() const { return std::countr_zero(bits); }
  [[nodiscard]] constexpr Value max() const { return 7 - std::countl_zero(bits); }

  constexpr bool operator==(const Domain&) const = default;
};

}  // namespace xoi
