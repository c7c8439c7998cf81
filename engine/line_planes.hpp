// Line planes: for a registered sequence of variables (a "line"), one bit-plane
// per value marking the cells whose domain still contains that value.
//
// The store keeps them in step with the domains on every change and every
// undo (an XOR of the bits that flipped, so shrinking and restoring are the
// same operation). A line propagator then reads its whole line in a few word
// loads instead of one scattered domain read per cell: the per-run cost of
// the cheap rules becomes O(words + changes) rather than O(cells), which is
// what keeps propagation close to linear in the number of cells.
//
// Planes are derived state, never trailed. Lines with the same variables and
// value count are shared, so rules posted on one row all read one set of planes.
#pragma once

#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "engine/bits.hpp"
#include "engine/domain.hpp"

namespace xoi {

using VarId = int;

class LinePlanes {
 public:
  // Called for every new variable, so membership lookups never go out of range.
  void add_variable() { first_membership_.push_back(kNone); }

  // Registers `vars` (or finds the same line registered before) with planes
  // for values 0..value_count-1, filled from the current domains.
  int add_line(std::span<const VarId> vars, int value_count, const std::vector<Domain>& domains);

  [[nodiscard]] bits::ConstPlane possible(int line, Value v) const {
    const Line& l = lines_[static_cast<std::size_t>(line)];
    return {planes_.data() + l.offset + static_cast<std::size_t>(v) * l.words, l.words};
  }
  // Every value's plane at once, value after value: v's plane is words
  // [v * words(line), (v + 1) * words(line)).
  [[nodiscard]] bits::ConstPlane all_possible(int line) const {
    const Line& l = lines_[static_cast<std::size_t>(line)];
    return {planes_.data() + l.offset, l.values * l.words};
  }
  [[nodiscard]] std::size_t words(int line) const { return lines_[static_cast<std::size_t>(line)].words; }
  // Word w of the line's open cells: those whose domain still holds two
  // values or more (a cell in exactly one plane is fixed; none is in no plane,
  // as the store never keeps an empty domain).
  [[nodiscard]] bits::Word open_cells(int line, std::size_t w) const {
    const Line& l = lines_[static_cast<std::size_t>(line)];
    const bits::Word* first = planes_.data() + l.offset + w;
    // Two and three values (Binox, Troix) unrolled: this runs on every pass
    // of every cheap rule (a loop here was an eighth of Troix generation).
    if (l.values == 2) return first[0] & first[l.words];
    if (l.values == 3) {
      const bits::Word a = first[0], b = first[l.words], c = first[2 * l.words];
      return (a & b) | ((a | b) & c);
    }
    bits::Word seen_once = 0, seen_twice = 0;
    for (unsigned v = 0; v < l.values; ++v) {
      const bits::Word p = planes_[l.offset + v * l.words + w];
      seen_twice |= seen_once & p;
      seen_once |= p;
    }
    return seen_twice;
  }

  [[nodiscard]] bool watches(VarId v) const { return first_membership_[static_cast<std::size_t>(v)] != kNone; }
  // Flips the bits of the values that entered or left v's domain.
  void on_change(VarId v, Domain before, Domain after) {
    const DomainBits flipped = before.bits ^ after.bits;
    for (int k = first_membership_[static_cast<std::size_t>(v)]; k != kNone;) {
      const Membership& m = memberships_[static_cast<std::size_t>(k)];
      k = m.next;
      const Line& l = lines_[static_cast<std::size_t>(m.line)];
      const bits::Word bit = bits::Word{1} << (m.position % 64);
      bits::Word* first = planes_.data() + l.offset + m.position / 64;
      for (DomainBits b = flipped; b != 0; b &= static_cast<DomainBits>(b - 1)) {
        const unsigned u = static_cast<unsigned>(std::countr_zero(b));
        if (u < l.values) first[u * l.words] ^= bit;
      }
    }
  }

 private:
  static constexpr int kNone = -1;
  struct Line {
    std::size_t offset;  // of value 0's plane in planes_
    std::size_t words;
    unsigned values;
    std::size_t first_var;  // in line_vars_
    std::size_t size;
  };
  // One per (variable, line) pair, chained per variable: one flat array, so
  // building a grid of a million cells is not a million small allocations.
  struct Membership {
    int line;
    int next;  // this variable's next membership, or kNone
    std::size_t position;
  };

  [[nodiscard]] int find_line(std::span<const VarId> vars, int value_count, std::uint64_t hash) const;

  std::vector<Line> lines_;
  std::vector<VarId> line_vars_;
  std::vector<bits::Word> planes_;
  std::vector<Membership> memberships_;
  std::vector<int> first_membership_;  // by variable
  std::unordered_map<std::uint64_t, std::vector<int>> lines_by_hash_;  // only looked up, never iterated
};

}  // namespace xoi
