// Line table: the cells of a line must spell one of a list of allowed lines
// (an extensional constraint, as Gecode's `extensional`). Domain consistent.
//
// Compact-table style: for every (cell, value) a bitset of the allowed lines
// with that value there; the lines still possible are the AND, over the
// cells, of the OR of their values' bitsets; a value stays where it meets a
// possible line. For short lines with few legal completions (Binox up to 14
// cells: 518 lines) this beats the dynamic programme of line_consistency, and
// line_consistency uses it there.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/space.hpp"

namespace xoi {

// Table lines are at most one word of cells long.
inline constexpr std::size_t kMaxTableLineLength = 64;

// Allowed lines, each `length` values, stored one after another.
struct LineTable {
  int length = 0;
  int values = 0;
  std::vector<std::uint8_t> cells;  // size = length * rows()

  [[nodiscard]] std::size_t rows() const { return length == 0 ? 0 : cells.size() / static_cast<std::size_t>(length); }
};

// Every line of `length` cells over counts.size() values with no run longer
// than max_run and exactly counts[v] cells of value v. Stops and returns
// false once more than `limit` lines exist (the table is then incomplete),
// or when length exceeds kMaxTableLineLength.
bool enumerate_legal_lines(int length, int max_run, std::span<const int> counts, std::size_t limit,
                           LineTable& table);

void post_line_table(Space& space, std::span<const VarId> line, const LineTable& table);

// One table propagator per line, and no two lines of the group may spell the
// same allowed line: a complete line claims its row of the table, and every
// other line of the group drops that row. This is "distinct lines" folded
// into the table, domain consistent against the lines already complete.
void post_distinct_line_tables(Space& space, const std::vector<std::vector<VarId>>& lines,
                               const LineTable& table);

}  // namespace xoi
