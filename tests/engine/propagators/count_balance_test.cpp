// Tests of the count-balance propagator (engine/propagators/count_balance.hpp)
// against brute force: every partial line of the 2-symbol set up to 10 cells
// and of the 3-symbol set up to 6 cells, for balanced counts, counts with
// kAnyCount and impossible counts; random longer ternary lines.
#include "engine/propagators/count_balance.hpp"

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

PostLine count_balance(const std::vector<int>& counts) {
  return [=](Space& space, std::span<const VarId> line) { post_count_balance(space, line, counts); };
}

// With two values, exact counts (or one exact count) are domain consistent:
// checked here though the header promises only soundness.
LineCheck count_check(const std::vector<int>& counts) {
  return {.rule = {.max_run = 0, .counts = counts}, .value_count = static_cast<int>(counts.size()),
          .exact = counts.size() == 2};
}

// Every vector of counts whose entries are kAnyCount or 0..length+1.
std::vector<std::vector<int>> all_count_vectors(int length, int value_count) {
  std::vector<std::vector<int>> out{{}};
  for (int v = 0; v < value_count; ++v) {
    std::vector<std::vector<int>> longer;
    for (const std::vector<int>& prefix : out) {
      for (int c = kAnyCount; c <= length + 1; ++c) {
        longer.push_back(prefix);
        longer.back().push_back(c);
      }
    }
    out = std::move(longer);
  }
  return out;
}

// Balanced (as near as the length allows), one count free, all free, and
// impossible; the longest lines get the first three only (time).
std::vector<std::vector<int>> binary_count_vectors(int n) {
  std::vector<std::vector<int>> out = {{n / 2, n - n / 2}, {n / 2, kAnyCount}, {kAnyCount, kAnyCount},
                                       {n - n / 2, n / 2}, {kAnyCount, n - n / 2 - 1}, {n + 1, kAnyCount}};
  if (n >= 9) out.resize(3);
  return out;
}

std::vector<std::vector<int>> ternary_count_vectors(int n) {
  return {{n / 3, n / 3, n - 2 * (n / 3)}, {kAnyCount, n / 3, kAnyCount}, {n - 2 * (n / 3), kAnyCount, n / 3}};
}

TEST(CountBalance, EveryBinaryPartialLineUpToTenCells) {
  const std::vector<Domain> cells = binary_cells();
  for (int length = 1; length <= 10; ++length) {
    const std::vector<std::vector<int>> vectors =
        length <= 6 ? all_count_vectors(length, 2) : binary_count_vectors(length);
    for (const std::vector<int>& counts : vectors) {
      SCOPED_TRACE("length " + std::to_string(length) + ", " + describe(count_check(counts).rule));
      expect_every_partial_line(count_check(counts), count_balance(counts), length, cells);
    }
  }
}

TEST(CountBalance, EveryTernaryPartialLineUpToSixCells) {
  const std::vector<Domain> cells = ternary_cells();
  for (int length = 1; length <= 6; ++length) {
    std::vector<std::vector<int>> vectors = length <= 3 ? all_count_vectors(length, 3) : ternary_count_vectors(length);
    if (length == 6) vectors.resize(2);
    for (const std::vector<int>& counts : vectors) {
      SCOPED_TRACE("length " + std::to_string(length) + ", " + describe(count_check(counts).rule));
      expect_every_partial_line(count_check(counts), count_balance(counts), length, cells);
    }
  }
}

TEST(CountBalance, SampledTernaryLinesUpToTenCells) {
  SplitMix64 rng(0x42414c414e4345);
  for (int sample = 0; sample < 3000; ++sample) {
    const int length = 7 + static_cast<int>(rng.below(4));
    const std::vector<std::vector<int>> vectors = ternary_count_vectors(length);
    const std::vector<int>& counts = vectors[rng.below(vectors.size())];
    const std::vector<Domain> line = random_partial_line(rng, length, 3, 30);
    ASSERT_TRUE(check_line_propagator(count_check(counts), count_balance(counts), line)) << "sample " << sample;
  }
}

TEST(CountBalance, SampledLongBinaryLines) {
  SplitMix64 rng(0x4c4f4e4742);
  for (int sample = 0; sample < 500; ++sample) {
    const int length = 11 + static_cast<int>(rng.below(120));
    std::vector<Domain> line;
    for (int i = 0; i < length; ++i) line.push_back(Domain::of(static_cast<Value>(rng.below(2))));
    for (int k = 0; k < 10; ++k) line[rng.below(line.size())] = Domain::range(2);
    int x = 0;
    for (const Domain d : line) x += d == Domain::of(0) ? 1 : 0;
    // Near the count of X the line already has, so that every outcome occurs.
    const std::vector<int> counts = {x + static_cast<int>(rng.below(12)) - 1, kAnyCount};
    ASSERT_TRUE(check_line_propagator(count_check(counts), count_balance(counts), line)) << "sample " << sample;
  }
}

TEST(CountBalance, CountsThatCannotBeMetFailAtPost) {
  for (const std::vector<int>& counts : std::vector<std::vector<int>>{{3, 2}, {1, 1}, {5, kAnyCount}, {2, 2, 1}}) {
    Space space;
    std::vector<VarId> line;
    for (int i = 0; i < 4; ++i) line.push_back(space.add_variable(Domain::range(static_cast<int>(counts.size()))));
    post_count_balance(space, line, counts);
    EXPECT_FALSE(space.propagate()) << describe(count_check(counts).rule);
  }
}

TEST(CountBalance, ValueWithItsCountLeavesTheOtherCells) {
  Space space;
  std::vector<VarId> line;
  for (const Domain d : {Domain::of(0), Domain::range(3), Domain::of(0), Domain::range(3), Domain::of(1), Domain::range(3)})
    line.push_back(space.add_variable(d));
  const std::vector<int> counts = {2, 2, 2};
  post_count_balance(space, line, counts);
  ASSERT_TRUE(space.propagate());
  for (const std::size_t i : {1u, 3u, 5u}) EXPECT_FALSE(space.domain(line[i]).contains(0)) << "cell " << i;
}

}  // namespace
}  // namespace xoi
