// Tests of the line-consistency propagator (engine/propagators/line_consistency.hpp)
// against brute force: it must be domain consistent for "no run longer than
// max_run and exact counts", i.e. keep exactly the values some valid
// completion uses and fail iff there is none. Every partial line of the
// 2-symbol set up to 10 cells and of the 3-symbol set up to 6 cells; random
// longer lines (large enough that the dynamic programme, not a table, runs
// today, and past the 64-bit words of its count bitsets); max_run 1 and 3.
#include "engine/propagators/line_consistency.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "tests/engine/line_brute_force.hpp"

namespace xoi {
namespace {

using testing_support::binary_cells;
using testing_support::check_line_propagator;
using testing_support::describe;
using testing_support::expect_every_partial_line;
using testing_support::LineCheck;
using testing_support::PostLine;
using testing_support::random_partial_line;
using testing_support::ternary_cells;

PostLine line_consistency(int max_run, const std::vector<int>& counts) {
  return [=](Space& space, std::span<const VarId> line) { post_line_consistency(space, line, max_run, counts); };
}

LineCheck exact_check(int max_run, const std::vector<int>& counts) {
  return {.rule = {.max_run = max_run, .counts = counts}, .value_count = static_cast<int>(counts.size()), .exact = true};
}

// Every vector of value_count counts that sums to length.
std::vector<std::vector<int>> counts_summing_to(int length, int value_count) {
  if (value_count == 1) return {{length}};
  std::vector<std::vector<int>> out;
  for (int first = 0; first <= length; ++first)
    for (std::vector<int> rest : counts_summing_to(length - first, value_count - 1)) {
      rest.insert(rest.begin(), first);
      out.push_back(std::move(rest));
    }
  return out;
}

void expect_exact_on_every_partial_line(int max_run, const std::vector<int>& counts, int length,
                                        const std::vector<Domain>& cells) {
  SCOPED_TRACE("length " + std::to_string(length) + ", " + describe(exact_check(max_run, counts).rule));
  expect_every_partial_line(exact_check(max_run, counts), line_consistency(max_run, counts), length, cells);
}

TEST(LineConsistency, EveryBinaryPartialLineUpToTenCells) {
  const std::vector<Domain> cells = binary_cells();
  for (int length = 1; length <= 10; ++length) {
    std::vector<std::vector<int>> all = counts_summing_to(length, 2);
    if (length == 9) all = {{4, 5}, {3, 6}};
    if (length == 10) all = {{5, 5}};
    for (const std::vector<int>& counts : all) expect_exact_on_every_partial_line(2, counts, length, cells);
  }
}

TEST(LineConsistency, EveryTernaryPartialLineUpToSixCells) {
  const std::vector<Domain> cells = ternary_cells();
  for (int length = 1; length <= 6; ++length) {
    std::vector<std::vector<int>> all = counts_summing_to(length, 3);
    if (length >= 5) all = {{length / 3, length / 3, length - 2 * (length / 3)}};
    for (const std::vector<int>& counts : all) expect_exact_on_every_partial_line(2, counts, length, cells);
  }
}

TEST(LineConsistency, MaxRunOneAndThreeOnShortLines) {
  for (const int max_run : {1, 3}) {
    for (int length = 1; length <= 8; ++length)
      for (const std::vector<int>& counts : counts_summing_to(length, 2))
        expect_exact_on_every_partial_line(max_run, counts, length, binary_cells());
    for (int length = 1; length <= 4; ++length)
      for (const std::vector<int>& counts : counts_summing_to(length, 3))
        expect_exact_on_every_partial_line(max_run, counts, length, ternary_cells());
  }
}

TEST(LineConsistency, SampledTernaryLinesUpToTenCells) {
  SplitMix64 rng(0x4c494e45);
  for (int sample = 0; sample < 2000; ++sample) {
    const int length = 7 + static_cast<int>(rng.below(4));
    const std::vector<int> counts = {length / 3, length / 3, length - 2 * (length / 3)};
    const std::vector<Domain> line = random_partial_line(rng, length, 3, 40);
    ASSERT_TRUE(check_line_propagator(exact_check(2, counts), line_consistency(2, counts), line)) << "sample " << sample;
  }
}

// A random line with no run longer than max_run, its counts (sometimes with
// one unit moved between two values), then up to `open_cells` cells opened to
// random subsets and sometimes one cell overwritten.
struct SampledLine {
  std::vector<Domain> cells;
  std::vector<int> counts;
};

SampledLine near_valid_line(SplitMix64& rng, int length, int value_count, int max_run, int open_cells) {
  SampledLine out;
  out.counts.assign(static_cast<std::size_t>(value_count), 0);
  Value last = -1;
  int run = 0;
  for (int i = 0; i < length; ++i) {
    Value v = static_cast<Value>(rng.below(static_cast<std::uint64_t>(value_count)));
    if (v == last && run == max_run)
      v = (v + 1 + static_cast<Value>(rng.below(static_cast<std::uint64_t>(value_count - 1)))) % value_count;
    run = v == last ? run + 1 : 1;
    last = v;
    out.cells.push_back(Domain::of(v));
    ++out.counts[static_cast<std::size_t>(v)];
  }
  if (rng.below(4) == 0) {
    const std::size_t from = rng.below(out.counts.size()), to = rng.below(out.counts.size());
    if (out.counts[from] > 0) {
      --out.counts[from];
      ++out.counts[to];
    }
  }
  const std::vector<Domain> subsets = testing_support::all_cell_domains(value_count);
  for (int k = 0; k < open_cells; ++k) {
    const std::size_t i = rng.below(out.cells.size());
    out.cells[i] = rng.below(2) == 0 ? Domain::range(value_count) : subsets[rng.below(subsets.size())];
  }
  if (rng.below(4) == 0)
    out.cells[rng.below(out.cells.size())] = Domain::of(static_cast<Value>(rng.below(static_cast<std::uint64_t>(value_count))));
  return out;
}

// Lengths and counts with more legal lines than a small table holds (Binox
// from 16 cells, Troix from 9), and count bitsets longer than one word.
TEST(LineConsistency, SampledLongLines) {
  SplitMix64 rng(0x4c4f4e474c43);
  for (int sample = 0; sample < 1500; ++sample) {
    const int value_count = 2 + static_cast<int>(rng.below(2));
    const int max_run = 1 + static_cast<int>(rng.below(3));
    const bool very_long = value_count == 2 && rng.below(5) == 0;
    const int length = very_long ? 120 + static_cast<int>(rng.below(80))
                                 : (value_count == 2 ? 11 + static_cast<int>(rng.below(20)) : 9 + static_cast<int>(rng.below(5)));
    const int open_cells = value_count == 2 ? 12 : 8;
    const SampledLine line = near_valid_line(rng, length, value_count, max_run, open_cells);
    ASSERT_TRUE(check_line_propagator(exact_check(max_run, line.counts), line_consistency(max_run, line.counts), line.cells))
        << "sample " << sample;
  }
}

// Complete lines, legal or not (a run one too long, counts off by one),
// short and past 64 cells: the propagator checks these without its programme.
TEST(LineConsistency, CompleteLinesLegalOrNot) {
  SplitMix64 rng(0x434f4d504c);
  int legal = 0, illegal = 0;
  for (int sample = 0; sample < 600; ++sample) {
    const int value_count = 2 + static_cast<int>(rng.below(2));
    const int max_run = 1 + static_cast<int>(rng.below(3));
    const int length = rng.below(2) == 0 ? 3 + static_cast<int>(rng.below(60)) : 65 + static_cast<int>(rng.below(100));
    const SampledLine line = near_valid_line(rng, length, value_count, max_run, 0);
    const LineCheck check = exact_check(max_run, line.counts);
    std::vector<Value> values;
    for (const Domain d : line.cells) values.push_back(d.min());
    (testing_support::satisfies(check.rule, values) ? legal : illegal) += 1;
    ASSERT_TRUE(check_line_propagator(check, line_consistency(max_run, line.counts), line.cells)) << "sample " << sample;
  }
  EXPECT_GT(legal, 100);
  EXPECT_GT(illegal, 100);
}

// Mostly open Binox lines of 16 cells (more legal lines than a small table
// holds), with one to six random cells fixed.
TEST(LineConsistency, OpenBinaryLinesOfSixteenCells) {
  SplitMix64 rng(0x3136);
  const std::vector<int> counts = {8, 8};
  for (int sample = 0; sample < 300; ++sample) {
    std::vector<Domain> line(16, Domain::range(2));
    const int fixed = 1 + static_cast<int>(rng.below(6));
    for (int k = 0; k < fixed; ++k) line[rng.below(line.size())] = Domain::of(static_cast<Value>(rng.below(2)));
    ASSERT_TRUE(check_line_propagator(exact_check(2, counts), line_consistency(2, counts), line)) << "sample " << sample;
  }
}

TEST(LineConsistency, CountsThatDoNotSumToTheLengthFail) {
  for (const std::vector<int>& counts : std::vector<std::vector<int>>{{3, 2}, {1, 2}, {2, 1, 2}}) {
    Space space;
    std::vector<VarId> line;
    for (int i = 0; i < 4; ++i) line.push_back(space.add_variable(Domain::range(static_cast<int>(counts.size()))));
    post_line_consistency(space, line, 2, counts);
    EXPECT_FALSE(space.propagate()) << describe(exact_check(2, counts).rule);
  }
}

// The deduction that run length and balance miss separately: in Binox 6,
// X X . . . . forces the last cell to O (an X there would leave O O for
// cells 3 and 4 beside the forced O of cell 2: three O in a row).
TEST(LineConsistency, CombinesRunsAndCounts) {
  Space space;
  std::vector<VarId> line;
  for (const Domain d : {Domain::of(0), Domain::of(0), Domain::range(2), Domain::range(2), Domain::range(2), Domain::range(2)})
    line.push_back(space.add_variable(d));
  const std::vector<int> counts = {3, 3};
  post_line_consistency(space, line, 2, counts);
  ASSERT_TRUE(space.propagate());
  EXPECT_EQ(space.domain(line[2]), Domain::of(1));
  EXPECT_EQ(space.domain(line[3]), Domain::range(2));
  EXPECT_EQ(space.domain(line[4]), Domain::range(2));
  EXPECT_EQ(space.domain(line[5]), Domain::of(1));
}

// Lines under the same rule share one memory of line states below the root
// (line_memo.hpp); lines under different rules must not. Here two 6-cell
// lines, one balanced (3 X, 3 O) and one with 2 X and 4 O, meet the same
// state X . . . . . after a backtrack (so the memory is in use): the second
// must prune by its own counts, not take the first's remembered supports.
TEST(LineConsistency, LinesUnderOtherRulesDoNotShareWhatTheyRemember) {
  Space space;
  std::vector<VarId> balanced, skewed, again;
  for (int i = 0; i < 6; ++i) balanced.push_back(space.add_variable(Domain::range(2)));
  for (int i = 0; i < 6; ++i) skewed.push_back(space.add_variable(Domain::range(2)));
  for (int i = 0; i < 6; ++i) again.push_back(space.add_variable(Domain::range(2)));
  post_line_consistency(space, balanced, 2, std::vector<int>{3, 3});
  post_line_consistency(space, skewed, 2, std::vector<int>{2, 4});
  post_line_consistency(space, again, 2, std::vector<int>{3, 3});
  ASSERT_TRUE(space.propagate());
  space.push_mark();  // one undo, so that the lines consult their memory
  space.assign(balanced[5], 1);
  ASSERT_TRUE(space.propagate());
  space.pop_mark();
  ASSERT_GT(space.undos(), 0U);

  // X . . . . . in the balanced line: nothing follows (X O O X X O, X X O O X O, ...).
  space.push_mark();
  space.assign(balanced[0], 0);
  ASSERT_TRUE(space.propagate());
  for (int i = 1; i < 6; ++i) EXPECT_EQ(space.domain(balanced[i]), Domain::range(2)) << "cell " << i;
  // The same state in the line with 2 X and 4 O: the one other X must split
  // five cells into runs of at most two O, so it is X O O X O O.
  space.assign(skewed[0], 0);
  ASSERT_TRUE(space.propagate());
  EXPECT_EQ(space.domain(skewed[1]), Domain::of(1));
  EXPECT_EQ(space.domain(skewed[2]), Domain::of(1));
  EXPECT_EQ(space.domain(skewed[3]), Domain::of(0));
  EXPECT_EQ(space.domain(skewed[4]), Domain::of(1));
  EXPECT_EQ(space.domain(skewed[5]), Domain::of(1));
  // A third line under the balanced line's rule, in a state that rule has
  // met: the balanced line's answer.
  space.assign(again[0], 0);
  ASSERT_TRUE(space.propagate());
  for (int i = 1; i < 6; ++i) EXPECT_EQ(space.domain(again[i]), Domain::range(2)) << "cell " << i;
  space.pop_mark();
}

}  // namespace
}  // namespace xoi
