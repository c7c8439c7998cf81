// Tests of the distinct-lines propagator (engine/propagators/distinct_lines.hpp).
//
// It promises soundness (never removes a value that some solution of "all
// lines pairwise distinct, and with `counts` every line has those counts"
// uses) and failure when two complete lines are equal. Checked against brute
// force over every completion of small groups, at the root and along random
// dives with backtracking (its table of complete lines is trailed); every full
// assignment of small groups; its pruning of a line one cell from a complete
// one; and a group of 1000 lines of 1000 cells.
#include "engine/propagators/distinct_lines.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "engine/search/rng.hpp"
#include "tests/engine/group_brute_force.hpp"

namespace xoi {
namespace {

using testing_support::check_group_propagation;
using testing_support::Group;
using testing_support::GroupCheck;
using testing_support::LineRule;
using testing_support::PostedGroup;
using testing_support::PostGroup;

// The rule as the brute force sees it: distinct lines, each with the counts if given.
GroupCheck distinct_check(const std::vector<int>& counts, int value_count = 2) {
  const LineRule rule{.max_run = 0, .counts = counts};
  return {.allowed = [rule](std::span<const Value> line) { return testing_support::satisfies(rule, line); },
          .value_count = value_count,
          .exact_on_complete = false};
}

PostGroup distinct_lines(const std::vector<int>& counts, int value_count = 2) {
  return [counts, value_count](Space& space, const std::vector<std::vector<VarId>>& lines) {
    post_distinct_lines(space, lines, value_count, counts);
  };
}

void post_distinct_group(PostedGroup& g, const Group& group, const std::vector<int>& counts) {
  testing_support::post_group(g, group, distinct_lines(counts));
}

// 2-4 lines of 4-6 binary cells, at most 14 open cells in all.
Group random_group(SplitMix64& rng, int fixed_percent) {
  return testing_support::random_group(rng, 2 + rng.below(3), 4 + rng.below(3), 2, fixed_percent, 14);
}

std::vector<int> random_counts(SplitMix64& rng, std::size_t length) {
  if (rng.below(2) == 0) return {};
  const int half = static_cast<int>(length) / 2;
  return {half, static_cast<int>(length) - half};
}

TEST(DistinctLines, RandomGroupsAtTheRoot) {
  SplitMix64 rng(0x44495354494e4354);
  for (int sample = 0; sample < 4000; ++sample) {
    const Group group = random_group(rng, 55 + static_cast<int>(rng.below(40)));
    const std::vector<int> counts = random_counts(rng, group.front().size());
    PostedGroup g;
    post_distinct_group(g, group, counts);
    const bool consistent = g.space.propagate();
    ASSERT_TRUE(check_group_propagation(distinct_check(counts), group, consistent, g)) << "sample " << sample;
    if (consistent) {
      ASSERT_TRUE(testing_support::check_group_idempotent(g, 2)) << "sample " << sample;
    }
  }
}

// Random decisions with propagation, checked at every node, and backtracking
// (the table of complete lines is trailed).
TEST(DistinctLines, RandomDivesWithBacktracking) {
  SplitMix64 rng(0x44495645);
  for (int sample = 0; sample < 300; ++sample) {
    const Group group = random_group(rng, 30);
    const std::vector<int> counts = random_counts(rng, group.front().size());
    SCOPED_TRACE("sample " + std::to_string(sample));
    testing_support::expect_sound_dives(distinct_check(counts), distinct_lines(counts), group, rng, 40);
    if (HasFatalFailure()) return;
  }
}

// Copies of one balanced line of `length` cells, each with a few pairs of
// cells swapped (the counts stay) and a few cells opened: completions often
// spell another line, and the counts bind.
Group near_copies(SplitMix64& rng, std::size_t lines, std::size_t length, int value_count) {
  std::vector<Value> base(length);
  for (std::size_t c = 0; c < length; ++c) base[c] = static_cast<Value>(c % static_cast<std::size_t>(value_count));
  for (std::size_t c = length - 1; c > 0; --c) std::swap(base[c], base[rng.below(c + 1)]);
  Group group(lines, std::vector<Domain>(length));
  for (std::vector<Domain>& line : group) {
    std::vector<Value> values = base;
    for (auto swaps = rng.below(3); swaps > 0; --swaps) std::swap(values[rng.below(length)], values[rng.below(length)]);
    for (std::size_t c = 0; c < length; ++c) line[c] = Domain::of(values[c]);
    // Open cells near the word boundary at 64 as often as anywhere else.
    for (auto open = rng.below(4); open > 0; --open) {
      const std::size_t c = rng.below(2) == 0 ? rng.below(length) : 58 + rng.below(length - 58);
      line[c] = Domain::range(value_count);
    }
  }
  return group;
}

// Lines of 62 to 70 cells (their planes cross a word), two and three values,
// with and without counts: sound at the root and along dives.
TEST(DistinctLines, NearCopiesOfLongLines) {
  SplitMix64 rng(0x4c4f4e47);
  for (int sample = 0; sample < 600; ++sample) {
    SCOPED_TRACE("sample " + std::to_string(sample));
    const int values = 2 + static_cast<int>(rng.below(2));
    const std::size_t length = values == 2 ? 2 * (31 + rng.below(5)) : 3 * (21 + rng.below(3));  // 62 to 70
    const Group group = near_copies(rng, 2 + rng.below(3), length, values);
    std::vector<int> counts;
    if (rng.below(2) == 0) counts.assign(static_cast<std::size_t>(values), static_cast<int>(length) / values);
    if (sample % 2 == 0) {
      PostedGroup g;
      testing_support::post_group(g, group, distinct_lines(counts, values));
      const bool consistent = g.space.propagate();
      ASSERT_TRUE(check_group_propagation(distinct_check(counts, values), group, consistent, g));
    } else {
      testing_support::expect_sound_dives(distinct_check(counts, values), distinct_lines(counts, values), group, rng, 20);
      if (HasFatalFailure()) return;
    }
  }
}

// Every full assignment of small groups: fails iff two lines are equal (and,
// with counts, succeeds whenever all lines are distinct with those counts).
TEST(DistinctLines, EveryFullAssignmentOfSmallGroups) {
  struct Shape {
    std::size_t lines, length;
    std::vector<int> counts;
  };
  for (const Shape& shape : {Shape{3, 3, {}}, Shape{2, 5, {}}, Shape{4, 3, {}}, Shape{3, 4, {2, 2}}}) {
    const std::size_t cells = shape.lines * shape.length;
    for (std::uint32_t bits = 0; bits < (1u << cells); ++bits) {
      Group group(shape.lines, std::vector<Domain>(shape.length));
      for (std::size_t i = 0; i < cells; ++i) group[i / shape.length][i % shape.length] = Domain::of(static_cast<Value>((bits >> i) & 1u));
      PostedGroup g;
      post_distinct_group(g, group, shape.counts);
      const bool consistent = g.space.propagate();
      ASSERT_TRUE(check_group_propagation(distinct_check(shape.counts), group, consistent, g));
    }
  }
}

Domain cell(char c) { return c == 'X' ? Domain::of(0) : c == 'O' ? Domain::of(1) : Domain::range(2); }

Group group_of(std::initializer_list<const char*> lines) {
  Group group;
  for (const char* line : lines) {
    group.emplace_back();
    for (const char* c = line; *c != '\0'; ++c) group.back().push_back(cell(*c));
  }
  return group;
}

TEST(DistinctLines, LineOneCellFromACompleteLineTakesTheOtherValue) {
  PostedGroup g;
  post_distinct_group(g, group_of({"XOXOXO", "XOX.XO", "OXOX.."}), {});
  ASSERT_TRUE(g.space.propagate());
  EXPECT_EQ(g.space.domain(g.lines[1][3]), Domain::of(0));  // O would spell the first line
  // The third line has four completions; one equal line is not enough to prune.
  EXPECT_EQ(g.space.domain(g.lines[2][4]), Domain::range(2));
}

// With counts the one open cell must complete the balance, which makes the
// line equal to the complete one: no solution.
TEST(DistinctLines, WithCountsTheOnlyBalancedCompletionIsTaken) {
  PostedGroup g;
  post_distinct_group(g, group_of({"XOXOXO", "XOX.XO"}), std::vector<int>{3, 3});
  EXPECT_FALSE(g.space.propagate());
}

// Two open lines become equal only through later decisions.
TEST(DistinctLines, LinesCompletedLaterAreCompared) {
  PostedGroup g;
  post_distinct_group(g, group_of({"XO..", "XO..", "OXOX"}), {});
  ASSERT_TRUE(g.space.propagate());
  g.space.push_mark();
  ASSERT_NE(g.space.assign(g.lines[0][2], 0), Change::Failed);
  ASSERT_NE(g.space.assign(g.lines[0][3], 1), Change::Failed);
  ASSERT_NE(g.space.assign(g.lines[1][2], 0), Change::Failed);
  ASSERT_TRUE(g.space.propagate());
  EXPECT_EQ(g.space.domain(g.lines[1][3]), Domain::of(0));  // XOXO is taken
  g.space.pop_mark();
  EXPECT_EQ(g.space.domain(g.lines[1][3]), Domain::range(2));
}

// 1000 lines of 1000 fixed cells: all distinct propagate, then the same
// group with the last line a copy of the first fails.
TEST(DistinctLines, ThousandLinesOfThousandCells) {
  constexpr std::size_t kLines = 1000, kLength = 1000;
  SplitMix64 rng(0x31303030);
  std::vector<std::vector<Value>> values(kLines, std::vector<Value>(kLength));
  for (std::size_t l = 0; l < kLines; ++l)
    for (std::size_t c = 0; c < kLength; ++c)
      values[l][c] = c < 10 ? static_cast<Value>((l >> c) & 1u) : static_cast<Value>(rng.below(2));  // distinct by the first ten cells
  for (const bool with_copy : {false, true}) {
    if (with_copy) values.back() = values.front();
    Space space;
    std::vector<std::vector<VarId>> lines(kLines);
    for (std::size_t l = 0; l < kLines; ++l)
      for (std::size_t c = 0; c < kLength; ++c) lines[l].push_back(space.add_variable(Domain::of(values[l][c])));
    post_distinct_lines(space, lines, 2);
    EXPECT_EQ(space.propagate(), !with_copy);
  }
}

}  // namespace
}  // namespace xoi
