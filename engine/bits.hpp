// Word-parallel helpers for lines of any length, seen as arrays of 64-bit words
// (bit i of the line is bit i%64 of word i/64). Line propagators build one such
// bit-plane per value and reason with shifts, ANDs and popcounts.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>

namespace xoi::bits {

using Word = std::uint64_t;
using Plane = std::span<Word>;
using ConstPlane = std::span<const Word>;

inline constexpr std::size_t words_for(std::size_t bit_count) { return (bit_count + 63) / 64; }

// Every bit set when `condition` holds, else none: a mask to AND with, where
// a branch on data would be mispredicted about half the time.
inline constexpr Word all_if(bool condition) { return Word{0} - static_cast<Word>(condition); }

inline void clear(Plane p) {
  for (Word& w : p) w = 0;
}

inline void set(Plane p, std::size_t i) { p[i / 64] |= Word{1} << (i % 64); }

inline bool test(ConstPlane p, std::size_t i) { return ((p[i / 64] >> (i % 64)) & 1u) != 0; }

inline bool any(ConstPlane p) {
  for (Word w : p)
    if (w != 0) return true;
  return false;
}

inline int count(ConstPlane p) {
  int n = 0;
  for (Word w : p) n += std::popcount(w);
  return n;
}

// out[i] = in[i - k]: cells move k places towards the end of the line; zeros enter at the start.
inline void shift_toward_end(ConstPlane in, Plane out, std::size_t k) {
  const std::size_t n = in.size(), whole = k / 64, part = k % 64;
  for (std::size_t w = n; w-- > 0;) {
    Word v = 0;
    if (w >= whole) {
      v = in[w - whole] << part;
      if (part != 0 && w >= whole + 1) v |= in[w - whole - 1] >> (64 - part);
    }
    out[w] = v;
  }
}

// out[i] = in[i + k]: cells move k places towards the start; zeros enter at the end.
inline void shift_toward_start(ConstPlane in, Plane out, std::size_t k) {
  const std::size_t n = in.size(), whole = k / 64, part = k % 64;
  for (std::size_t w = 0; w < n; ++w) {
    Word v = 0;
    if (w + whole < n) {
      v = in[w + whole] >> part;
      if (part != 0 && w + whole + 1 < n) v |= in[w + whole + 1] << (64 - part);
    }
    out[w] = v;
  }
}

// Calls f(i) for every set bit i, in increasing order.
template <class F>
inline void for_each_set(ConstPlane p, F&& f) {
  for (std::size_t w = 0; w < p.size(); ++w) {
    for (Word v = p[w]; v != 0; v &= v - 1) f(w * 64 + static_cast<std::size_t>(std::countr_zero(v)));
  }
}

// Calls f(i) for every set bit i in increasing order while f returns true;
// returns false when f stopped the walk.
template <class F>
inline bool visit_set_while(ConstPlane p, F&& f) {
  for (std::size_t w = 0; w < p.size(); ++w) {
    for (Word v = p[w]; v != 0; v &= v - 1)
      if (!f(w * 64 + static_cast<std::size_t>(std::countr_zero(v)))) return false;
  }
  return true;
}

}  // namespace xoi::bits
