// A memory of line states seen: a direct-mapped table from a line's state
// (for each value, the plane of cells that still hold it) to the planes of
// the values its programme supports in that state.
//
// The supports are a function of the state and the line's rule alone, so
// every line under the same rule (length, run limit, counts: all the rows
// of a square board and its columns) shares one memo, with room for each
// line that uses it (add_line, first_entries_per_line). Shared, the busy
// lines (those near a search's decisions) use the room the quiet ones leave,
// and lines of up to 32 cells need a quarter of the room each that they
// needed alone: a smaller table, fewer cache misses (docs/generator-history.md,
// 2026-12-05).
//
// Only lines of at most 64 cells and 3 values are remembered. An entry keeps
// exactly what it needs: each plane in 32 bits when the line has at most 32
// cells (Binox and Troix 30x30), in 64 bits otherwise, and no plane for a
// value the line does not have: 20 bytes an entry for a Binox 30-cell line,
// 28 for Troix, 36 and 52 at 60 cells (three 64-bit planes each would be 56). The
// tables of a board's lines compete for the cache, and a miss costs more
// than the programme's first words (measured in docs/generator-history.md).
//
// It holds no state of the search, so it needs no trailing and stays valid
// across backtracking; an entry counts only while its epoch equals the one
// it is asked with (Space::memory_epoch), so forgetting is one increment.
// Deliberately not done: associativity or replacement by age, and padding
// entries to whole cache lines (measured: no faster).
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
  // The most entries a table gets, however many lines share it (52 MB at 64
  // cells and 3 values): a 64x16384 board's rows would otherwise ask for 16
  // million.
  static constexpr std::size_t kMaxEntries = std::size_t{1} << 20;

  [[nodiscard]] static bool fits(std::size_t cells, int values) { return cells <= 64 && values <= kLineMemoValues; }

  // The room each sharing line adds when the table is made: 256 entries for
  // lines of up to 32 cells, 1,024 for longer ones. A short search (most
  // generator checks) then works in a table that stays in cache; one that
  // keeps filling it (kFillsPerEntryBeforeGrowing times its entries since
  // it was made or last grew) doubles it, keeping what it holds, up to
  // kMostEntriesPerLine a line. Measured in docs/generator-history.md (2026-12-05):
  // against 1,024 entries a line, each its own, Troix 15x15 and 30x30 and
  // Binox 30x30 run 6-22% faster; a fixed 256 made the long Troix 30x30
  // searches 8-27% slower, and 60-cell lines want their 1,024 from the start.
  [[nodiscard]] static std::size_t first_entries_per_line(std::size_t cells) { return cells <= 32 ? 256 : 1024; }
  static constexpr std::size_t kMostEntriesPerLine = 2048;
  static constexpr std::size_t kFillsPerEntryBeforeGrowing = 8;

  // Requires fits(cells, values). Allocates nothing until the first slot_of.
  LineMemo(std::size_t cells, int values);

  // One more line reads and writes this memo: the table, made on first use,
  // gets first_entries_per_line() more entries and may grow by up to
  // kMostEntriesPerLine (in all a power of two, at most kMaxEntries). Lines
  // added after the first slot_of get no room.
  void add_line() { ++lines_; }
  // The entries the table has, or will have when first used.
  [[nodiscard]] std::size_t entries() const;

  // The one slot `holds` may be remembered in (makes the table on first use).
  // A slot stays valid until the next remember(), which may grow the table.
  [[nodiscard]] std::size_t slot_of(const ValuePlanes& holds);
  // True when the slot remembers exactly `holds`, filled under `epoch`.
  [[nodiscard]] bool remembers(std::size_t slot, const ValuePlanes& holds, std::uint32_t epoch) const;
  [[nodiscard]] ValuePlanes supported(std::size_t slot) const;
  void remember(std::size_t slot, const ValuePlanes& holds, std::uint32_t epoch, const ValuePlanes& supported);

  [[nodiscard]] std::size_t entry_bytes() const { return stride_ * sizeof(std::uint32_t); }

 private:
  void make_table();
  // Doubles the table, moving every entry (rare: a few times a space at
  // most, so its allocation is not per search node).
  void grow();
  // fills_ from zero, and when the table at its present size should grow.
  void start_counting_fills();
  [[nodiscard]] ValuePlanes planes_at(const std::uint32_t* plane) const;
  [[nodiscard]] const std::uint32_t* entry(std::size_t slot) const { return table_.data() + slot * stride_; }
  [[nodiscard]] std::uint32_t* entry(std::size_t slot) { return table_.data() + slot * stride_; }

  int values_;
  std::size_t cells_;
  std::size_t lines_ = 0;
  int slot_bits_ = 0;  // log2 of the table's entries, once it is made
  std::size_t most_entries_ = 0;  // what the table may grow to
  std::size_t fills_ = 0;         // remember() calls since the table was made or last grew
  std::size_t grow_after_ = 0;    // the fills at which it grows (never, at most_entries_)
  std::size_t halves_;  // 32-bit halves a plane takes: 1 or 2
  std::size_t stride_;  // 32-bit words an entry takes
  std::vector<std::uint32_t> table_;
};

}  // namespace xoi
