// Tests of the run-length propagator (engine/propagators/run_length.hpp)
// against brute force: every partial line of the 2-symbol set up to 10 cells,
// every partial line of the 3-symbol set up to 6 cells, random longer lines
// (across the 64-bit word boundaries of its bit-planes), and max_run 1 and 3.
#include "engine/propagators/run_length.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "tests/engine/line_brute_force.hpp"

namespace xoi {
namespace {

using testing_support::binary_cells;
using testing_support::check_line_propagator;
using testing_support::expect_every_partial_line;
using testing_support::LineCheck;
using testing_support::PostLine;
using testing_support::random_partial_line;
using testing_support::ternary_cells;

PostLine run_length(int max_run, int value_count) {
  return [=](Space& space, std::span<const VarId> line) { post_run_length(space, line, max_run, value_count); };
}

LineCheck run_length_check(int max_run, int value_count) {
  return {.rule = {.max_run = max_run, .counts = {}}, .value_count = value_count, .exact = false};
}

long pow_of(long base, int exponent) {
  long r = 1;
  for (int i = 0; i < exponent; ++i) r *= base;
  return r;
}

// With two values run-length alone is domain consistent: it keeps exactly the
// values some valid completion uses, and fails iff there is none.
TEST(RunLength, EveryBinaryPartialLineUpToTenCellsIsDomainConsistent) {
  LineCheck check = run_length_check(2, 2);
  check.exact = true;
  const std::vector<Domain> cells = binary_cells();
  for (int length = 1; length <= 10; ++length) {
    SCOPED_TRACE("length " + std::to_string(length));
    EXPECT_EQ(expect_every_partial_line(check, run_length(2, 2), length, cells), pow_of(3, length));
  }
}

TEST(RunLength, EveryTernaryPartialLineUpToSixCells) {
  const std::vector<Domain> cells = ternary_cells();
  for (int length = 1; length <= 6; ++length) {
    SCOPED_TRACE("length " + std::to_string(length));
    EXPECT_EQ(expect_every_partial_line(run_length_check(2, 3), run_length(2, 3), length, cells), pow_of(7, length));
  }
}

TEST(RunLength, SampledTernaryLinesUpToTenCells) {
  SplitMix64 rng(0x52554e4c454e);
  for (int sample = 0; sample < 3000; ++sample) {
    const int length = 7 + static_cast<int>(rng.below(4));
    const std::vector<Domain> line = random_partial_line(rng, length, 3, 30);
    ASSERT_TRUE(check_line_propagator(run_length_check(2, 3), run_length(2, 3), line)) << "sample " << sample;
  }
}

// A random line with no run longer than max_run, then a few cells opened (to
// any non-empty subset) and sometimes one cell overwritten, which may break
// the rule. Long lines cross the propagator's word boundaries.
std::vector<Domain> near_valid_run_line(SplitMix64& rng, int length, int value_count, int max_run, int open_cells) {
  std::vector<Value> values(static_cast<std::size_t>(length));
  int run = 0;
  for (std::size_t i = 0; i < values.size(); ++i) {
    Value v = static_cast<Value>(rng.below(static_cast<std::uint64_t>(value_count)));
    if (i > 0 && v == values[i - 1] && run == max_run)
      v = (v + 1 + static_cast<Value>(rng.below(static_cast<std::uint64_t>(value_count - 1)))) % value_count;
    run = (i > 0 && v == values[i - 1]) ? run + 1 : 1;
    values[i] = v;
  }
  std::vector<Domain> line;
  for (const Value v : values) line.push_back(Domain::of(v));
  const std::vector<Domain> subsets = testing_support::all_cell_domains(value_count);
  for (int k = 0; k < open_cells; ++k) line[rng.below(line.size())] = subsets[rng.below(subsets.size())];
  if (rng.below(3) == 0) line[rng.below(line.size())] = Domain::of(static_cast<Value>(rng.below(static_cast<std::uint64_t>(value_count))));
  return line;
}

TEST(RunLength, SampledLongLinesAcrossWordBoundaries) {
  SplitMix64 rng(0x4c4f4e47);
  for (int sample = 0; sample < 2000; ++sample) {
    const int value_count = 2 + static_cast<int>(rng.below(2));
    const int max_run = 1 + static_cast<int>(rng.below(3));
    const int length = 11 + static_cast<int>(rng.below(190));
    const int open_cells = value_count == 2 ? 10 : 7;
    const std::vector<Domain> line = near_valid_run_line(rng, length, value_count, max_run, open_cells);
    LineCheck check = run_length_check(max_run, value_count);
    check.exact = value_count == 2;
    ASSERT_TRUE(check_line_propagator(check, run_length(max_run, value_count), line)) << "sample " << sample;
  }
}

// Binary lines are checked for domain consistency, ternary ones for soundness.
TEST(RunLength, MaxRunOneAndThreeOnShortLines) {
  for (const int max_run : {1, 3}) {
    LineCheck binary = run_length_check(max_run, 2);
    binary.exact = true;
    for (int length = 1; length <= 8; ++length) {
      SCOPED_TRACE("max_run " + std::to_string(max_run) + ", binary length " + std::to_string(length));
      expect_every_partial_line(binary, run_length(max_run, 2), length, binary_cells());
    }
    for (int length = 1; length <= 5; ++length) {
      SCOPED_TRACE("max_run " + std::to_string(max_run) + ", ternary length " + std::to_string(length));
      expect_every_partial_line(run_length_check(max_run, 3), run_length(max_run, 3), length, ternary_cells());
    }
  }
}

TEST(RunLength, ForcesTheCellBetweenAndBesidePairs) {
  Space space;
  std::vector<VarId> line;
  for (const Domain d : {Domain::of(0), Domain::range(2), Domain::of(0), Domain::of(1), Domain::of(1), Domain::range(2)})
    line.push_back(space.add_variable(d));
  post_run_length(space, line, 2, 2);
  ASSERT_TRUE(space.propagate());
  EXPECT_EQ(space.domain(line[1]), Domain::of(1));  // X . X -> X O X
  EXPECT_EQ(space.domain(line[5]), Domain::of(0));  // O O . -> O O X
}

TEST(RunLength, ThreeEqualFixedCellsFail) {
  Space space;
  std::vector<VarId> line;
  for (int i = 0; i < 70; ++i) line.push_back(space.add_variable(Domain::range(2)));
  post_run_length(space, line, 2, 2);
  ASSERT_TRUE(space.propagate());
  // A run across the boundary of the first and second words: cells 62, 63, 64.
  for (int i = 62; i <= 64; ++i) ASSERT_NE(space.assign(line[static_cast<std::size_t>(i)], 1), Change::Failed);
  EXPECT_FALSE(space.propagate());
}

}  // namespace
}  // namespace xoi
