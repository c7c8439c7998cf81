// Line consistency for Troix's case: three values, runs of at most two.
//
// The general programme (line_consistency.cpp) keeps the count of value 0 as
// a bitset and the count of value 1 in its state, so a 30-cell Troix line has
// 66 states a cell. Here both counts live in one bitset: bit a + b * stride
// means "a cells took value 0 and b took value 1" (stride = count0 + 1), so
// only six states remain (last value, run 1 or 2), taking value 0 is a shift
// by one, value 1 a shift by the stride, value 2 no shift. The count of
// value 2 needs no bookkeeping: a state is completable only if it can still
// reach (count0, count1) at the end, and then value 2 has its count too.
//
// A run counts only what the line still has to place: it starts after the
// fixed cells at the line's ends, and where many cells between are fixed too
// it counts the values of the open cells alone, so its sets are often a word
// or two where the whole counts need 7 (60 cells) or 20 (99 cells).
//
// Bitsets of up to kMaxWords words and counts below 63: Troix lines up to 186
// cells. Longer lines use the general programme, which at 96 cells is already
// about five times slower.
#pragma once

#include <array>
#include <cstddef>
#include <span>

#include "engine/bits.hpp"
#include "engine/domain.hpp"

namespace xoi {

class ThreeValueLine {
 public:
  static constexpr std::size_t kMaxWords = 64;
  static constexpr std::size_t kStates = 6;  // (last value, run length): 2 * last + run - 1

  // Whether a line with these counts of values 0 and 1 fits the bitsets.
  static bool fits(int count0, int count1);

  ThreeValueLine(int count0, int count1);

  // Words of scratch that supports() needs for a line of n cells.
  [[nodiscard]] std::size_t scratch_words(std::size_t n) const { return ((n + 2) * kStates + 1) * width_; }

  // For every cell, the values of its domain used by some legal completion of
  // the line (none anywhere when the line cannot be completed).
  void supports(std::span<const Domain> domains, std::span<bits::Word> scratch,
                std::span<DomainBits> supported) const;
  // The same for a line of at most 64 cells, read from its planes (bit p of
  // holds[u]: cell p's domain holds u) and written as planes: no per-cell
  // domain reads (bit p of supported[u]: some completion gives cell p value u).
  void supports(const std::array<bits::Word, 3>& holds, std::size_t n, std::span<bits::Word> scratch,
                std::array<bits::Word, 3>& supported) const;

 private:
  using Word = bits::Word;

  // The programme at the compiled width for this line's sets.
  template <class Cells, class Met>
  void dispatch(const Cells& cells, std::size_t n, Word* scratch, Met&& met) const;

  int count0_, count1_;
  // Words of the largest set a run may need (nothing fixed), rounded up to a
  // compiled width: what scratch_words() makes room for.
  std::size_t width_;
};

}  // namespace xoi
