// Distinct lines: no two lines of a group (all rows, or all columns) end up equal.
//
// Each line has its own propagator; the group shares a hash table of the lines
// already complete. A line that completes is looked up (failure if an equal
// line is there) and inserted; the insertion is trailed, so backtracking
// removes it again. A line with few open cells left (at most 16 completions)
// enumerates its completions and keeps only values used by a completion equal
// to no complete line: "row 5 would equal row 2 unless c3 is X". With
// `counts`, completions must also have those exact value counts, which makes
// that pruning much stronger for balanced lines.
//
// Lines are hashed and compared by their bit-planes (line_planes.hpp), so a
// run costs O(words of the line) plus O(open cells) reads, a completion one
// hash and table probe; when a line completes, the lines near completion are
// woken. Never a comparison of all pairs.
#pragma once

#include <span>
#include <vector>

#include "engine/space.hpp"

namespace xoi {

// lines: every line of the group, all of the same length. counts: empty, or
// the exact count of each value in a complete line.
void post_distinct_lines(Space& space, const std::vector<std::vector<VarId>>& lines, int value_count,
                         std::span<const int> counts = {});

}  // namespace xoi
