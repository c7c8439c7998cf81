// A line propagator's memory of states it has seen: a direct-mapped table
// from a line's state (for each value, the plane of cells that still hold it)
// to the planes of the values its programme supports in that state.
//
// Only lines of at most 64 cells and 3 values are remembered. An entry keeps
// exactly what it needs: each plane in 32 bits when the line has at most 32
// cells (Binox and Troix 30x30), in 64 bits otherwise, and no plane for a
// value the line does not have: 20 bytes an entry for a Binox 30-cell line,
// 28 for Troix, 36 and 52 at 60 cells (three 64-bit planes each would be 56). The
// tables of a board's lines compete for the cache, and a miss costs more
// than the programme's first words (measured in docs/generator.md).
//
// It holds no state of the search, so it needs no trailing and stays valid
// across backtracking; an entry counts only while its epoch equals the one
// it is asked with (Space::memory_epoch), so forgetting is one increment.
// Deliberately not done: associativity or replacement by age, and padding
// entries to whole cache lines (measured: no faster). 2,048 or 4,096
// entries (more hits, more misses) were no faster than 1,024.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "engine/bits.hpp"

namespace xoi {

inline constexpr int kLineMemoValues = 3;
using ValuePlanes = std::array<bits::Word, kLineMemoValues>;

class LineMemo {
 public:
  // 1,024 entries. Against 256 (56-byte entries, 2026-12-03): Troix 30x30
  // -6% CPU, Binox 60x60 -10%; with the entries below, 512 and 256 made the
  // long Troix 30x30 seeds slower (docs/generator.md, 2026-12-04 night).
  static constexpr int kSlotBits = 10;

  [[nodiscard]] static bool fits(std::size_t cells, int values) { return cells <= 64 && values <= kLineMemoValues; }

  // Requires fits(cells, values). Allocates nothing until the first slot_of.
  LineMemo(std::size_t cells, int values);

  // The one slot `holds` may be remembered in (makes the table on first use).
  [[nodiscard]] std::size_t slot_of(const ValuePlanes& holds);
  // True when the slot remembers exactly `holds`, filled under `epoch`.
  [[nodiscard]] bool remembers(std::size_t slot, const ValuePlanes& holds, std::uint32_t epoch) const;
  [[nodiscard]] ValuePlanes supported(std::size_t slot) const;
  void remember(std::size_t slot, const ValuePlanes& holds, std::uint32_t epoch, const ValuePlanes& supported);

  [[nodiscard]] std::size_t entry_bytes() const { return stride_ * sizeof(std::uint32_t); }

 private:
  [[nodiscard]] const std::uint32_t* entry(std::size_t slot) const { return table_.data() + slot * stride_; }
  [[nodiscard]] std::uint32_t* entry(std::size_t slot) { return table_.data() + slot * stride_; }

  int values_;
  std::size_t halves_;  // 32-bit halves a plane takes: 1 or 2
  std::size_t stride_;  // 32-bit words an entry takes
  std::vector<std::uint32_t> table_;
};

}  // namespace xoi
