// Line consistency: run length and exact counts *together*, domain consistent.
//
// A value stays in a cell only if some completion of the whole line keeps every
// run at most max_run long and gives every value exactly its count. This is
// what solves large Binox and Troix puzzles without search: separately, the
// run-length and balance rules miss deductions such as "X here would force
// four O into the last five cells".
//
// How: a dynamic programme over the cells, whose state after a prefix is
// (last value, current run length, counts of the middle values); the count of
// value 0 is kept as a bitset, so one state's transition is a shift and an OR
// over a few words. The last value's count follows from the position. A
// backward pass records which states can still complete the line; a forward
// pass then marks every value used on some complete path.
//
// For short lines with few legal spellings, line_table.hpp is the faster way
// to the same pruning; the caller chooses (puzzles/grid/line_puzzle.cpp does).
//
// Deliberately not done: lines whose table would exceed kMaxLineTableWords
// (e.g. Troix far beyond 500 cells a side) post nothing; the cheap rules and
// search still decide them.
#pragma once

#include <cstddef>
#include <span>

#include "engine/space.hpp"

namespace xoi {

inline constexpr std::size_t kMaxLineTableWords = std::size_t{1} << 24;

// counts[v] is the exact number of cells taking value v; they must sum to the
// line's length (otherwise the space is marked failed). Returns false when the
// line was too large to post.
bool post_line_consistency(Space& space, std::span<const VarId> line, int max_run,
                           std::span<const int> counts);

}  // namespace xoi
