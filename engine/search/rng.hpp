// SplitMix64 (Steele, Lea, Flood 2014): the specified generator behind every
// random choice in xoi, so a seed gives the same run on every machine.
// Never use std:: distributions with it: their output is implementation-defined.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>

namespace xoi {

class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}

  std::uint64_t next() { return mix(state_ += 0x9e3779b97f4a7c15ull); }

  // The generator's finaliser: a bijection on 64-bit words that spreads every
  // input bit over the output (also a hash of one word).
  static constexpr std::uint64_t mix(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }

  // Uniform in [0, bound) by rejection (bound > 0), identical everywhere.
  std::uint64_t below(std::uint64_t bound) {
    const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % bound);
    for (;;) {
      const std::uint64_t r = next();
      if (r < limit) return r % bound;
    }
  }

  // Fisher-Yates from the back, one below() per item: the same order for
  // the same seed everywhere (std::shuffle's is implementation-defined).
  template <class T>
  void shuffle(std::span<T> items) {
    for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(i)]);
  }

 private:
  std::uint64_t state_;
};

}  // namespace xoi
