// Count balance: value v is taken by exactly counts[v] cells of the line
// (counts[v] = kAnyCount leaves v free). Binox posts {n/2, n/2} on every line,
// Troix {n/3, n/3, n/3}; "exactly K cells are X" is {K, kAnyCount}.
//
// Once v has its count, v leaves every other cell; once only counts[v] cells
// can still take v, they all take it. Counting bounds only: line_consistency
// combines counts with run lengths.
#pragma once

#include <span>

#include "engine/space.hpp"

namespace xoi {

inline constexpr int kAnyCount = -1;

// counts.size() is the number of values. Counts that cannot all be met on a
// line of this length mark the space failed.
void post_count_balance(Space& space, std::span<const VarId> line, std::span<const int> counts);

}  // namespace xoi
