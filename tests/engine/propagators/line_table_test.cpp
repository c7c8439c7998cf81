// Tests of the line table (engine/propagators/line_table.hpp), the rule the
// Binox and Troix models post on short lines: enumerate_legal_lines lists
// exactly the legal lines, in order; post_line_table is domain consistent for
// any table (every partial line of small random tables, against brute
// force); post_distinct_line_tables is sound for "every line spells a row,
// no two lines alike", exact on complete groups, and domain consistent
// against the lines already complete, at the root and along random dives.
#include "engine/propagators/line_table.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "engine/search/rng.hpp"
#include "tests/engine/group_brute_force.hpp"

namespace xoi {
namespace {

using testing_support::check_group_propagation;
using testing_support::Group;
using testing_support::GroupCheck;
using testing_support::LineCheck;
using testing_support::LineRule;
using testing_support::PostedGroup;
using testing_support::PostGroup;

std::vector<std::vector<Value>> rows_of(const LineTable& table) {
  std::vector<std::vector<Value>> rows;
  for (std::size_t r = 0; r < table.rows(); ++r) {
    const auto first = table.cells.begin() + static_cast<std::ptrdiff_t>(r * static_cast<std::size_t>(table.length));
    rows.emplace_back(first, first + table.length);
  }
  return rows;
}

// Every line of `length` cells over value_count values, in lexicographic order.
std::vector<std::vector<Value>> every_line(int length, int value_count) {
  std::vector<std::vector<Value>> out;
  std::vector<Domain> open(static_cast<std::size_t>(length), Domain::range(value_count));
  testing_support::support_by_enumeration(open, [&](std::span<const Value> line) {
    out.emplace_back(line.begin(), line.end());
    return false;
  });
  std::sort(out.begin(), out.end());
  return out;
}

TEST(LineTable, EnumeratesExactlyTheLegalLinesInOrder) {
  struct Case {
    int values, max_length;
  };
  for (const Case c : {Case{2, 10}, Case{3, 7}}) {
    for (int length = 1; length <= c.max_length; ++length) {
      const std::vector<std::vector<Value>> all = every_line(length, c.values);
      for (int max_run = 1; max_run <= 3; ++max_run) {
        std::vector<int> counts(static_cast<std::size_t>(c.values), length / c.values);
        counts.back() = length - (c.values - 1) * (length / c.values);
        const LineRule rule{.max_run = max_run, .counts = counts};
        std::vector<std::vector<Value>> expected;
        for (const std::vector<Value>& line : all)
          if (testing_support::satisfies(rule, line)) expected.push_back(line);
        LineTable table;
        ASSERT_TRUE(enumerate_legal_lines(length, max_run, counts, 100000, table));
        EXPECT_EQ(rows_of(table), expected) << "length " << length << ", " << testing_support::describe(rule);
        if (expected.size() > 1) {
          LineTable cut;
          EXPECT_FALSE(enumerate_legal_lines(length, max_run, counts, expected.size() - 1, cut));
        }
      }
    }
  }
}

TEST(LineTable, KnownTableSizes) {
  LineTable table;
  ASSERT_TRUE(enumerate_legal_lines(14, 2, std::vector<int>{7, 7}, 100000, table));
  EXPECT_EQ(table.rows(), 518u);  // Binox 14
  ASSERT_TRUE(enumerate_legal_lines(6, 2, std::vector<int>{2, 2, 2}, 100000, table));
  EXPECT_EQ(table.rows(), 90u);  // Troix 6
  EXPECT_FALSE(enumerate_legal_lines(static_cast<int>(kMaxTableLineLength) + 2, 2,
                                     std::vector<int>{33, 33}, 100000, table));
}

// A random table: each line of the given shape kept with probability percent.
LineTable random_table(SplitMix64& rng, int length, int value_count, int percent) {
  LineTable table{length, value_count, {}};
  for (const std::vector<Value>& line : every_line(length, value_count))
    if (static_cast<int>(rng.below(100)) < percent)
      for (const Value v : line) table.cells.push_back(static_cast<std::uint8_t>(v));
  return table;
}

LineCheck table_check(const LineTable& table) {
  const std::vector<std::vector<Value>> rows = rows_of(table);
  const std::set<std::vector<Value>> row_set(rows.begin(), rows.end());
  return {.rule = {}, .value_count = table.values, .exact = true, .allowed = [row_set](std::span<const Value> line) {
            return row_set.count(std::vector<Value>(line.begin(), line.end())) != 0;
          }};
}

TEST(LineTable, RandomTablesAreDomainConsistentOnEveryPartialLine) {
  SplitMix64 rng(0x5441424c45);
  struct Shape {
    int length, values;
  };
  for (const Shape shape : {Shape{3, 2}, Shape{5, 2}, Shape{6, 2}, Shape{7, 2}, Shape{3, 3}, Shape{4, 3}}) {
    for (const int percent : {0, 3, 10, 30, 60, 100}) {
      const LineTable table = random_table(rng, shape.length, shape.values, percent);
      const testing_support::PostLine post = [&table](Space& space, std::span<const VarId> line) {
        post_line_table(space, line, table);
      };
      SCOPED_TRACE("length " + std::to_string(shape.length) + ", values " + std::to_string(shape.values) + ", rows " +
                   std::to_string(table.rows()));
      testing_support::expect_every_partial_line(table_check(table), post, shape.length,
                                                 testing_support::all_cell_domains(shape.values));
    }
  }
}

// More than 64 rows: the row bitsets take several words.
TEST(LineTable, LargeTablesOnSampledLines) {
  SplitMix64 rng(0x4c41524745);
  LineTable table;
  ASSERT_TRUE(enumerate_legal_lines(12, 2, std::vector<int>{6, 6}, 100000, table));  // 208 rows
  const LineCheck check = table_check(table);
  const testing_support::PostLine post = [&table](Space& space, std::span<const VarId> line) {
    post_line_table(space, line, table);
  };
  for (int sample = 0; sample < 1000; ++sample) {
    const std::vector<Domain> line = testing_support::random_partial_line(rng, 12, 2, 40 + static_cast<int>(rng.below(60)));
    ASSERT_TRUE(testing_support::check_line_propagator(check, post, line)) << "sample " << sample;
  }
}

// --- distinct lines folded into the table ---

GroupCheck distinct_table_check(const LineTable& table) {
  return {.allowed = table_check(table).allowed, .value_count = table.values, .exact_on_complete = true};
}

PostGroup distinct_tables(const LineTable& table) {
  return [&table](Space& space, const std::vector<std::vector<VarId>>& lines) {
    post_distinct_line_tables(space, lines, table);
  };
}

// After propagation: every value left in a line that is not complete is used
// by a row that fits the line's domains and that no complete line spells.
::testing::AssertionResult exact_against_complete_lines(const LineTable& table, const Group& after) {
  std::set<std::vector<Value>> spelled;
  for (const std::vector<Domain>& line : after)
    if (testing_support::complete({line})) {
      std::vector<Value> values;
      for (const Domain d : line) values.push_back(d.min());
      spelled.insert(values);
    }
  for (std::size_t l = 0; l < after.size(); ++l) {
    if (testing_support::complete({after[l]})) continue;
    std::vector<DomainBits> used(after[l].size(), 0);
    for (const std::vector<Value>& row : rows_of(table)) {
      bool fits = spelled.count(row) == 0;
      for (std::size_t c = 0; c < row.size() && fits; ++c) fits = after[l][c].contains(row[c]);
      if (!fits) continue;
      for (std::size_t c = 0; c < row.size(); ++c) used[c] |= Domain::of(row[c]).bits;
    }
    for (std::size_t c = 0; c < used.size(); ++c)
      if (used[c] != after[l][c].bits)
        return ::testing::AssertionFailure() << "line " << l << " cell " << c << " keeps a value no free row uses:"
                                             << testing_support::describe_group(after, table.values);
  }
  return ::testing::AssertionSuccess();
}

struct TableShape {
  int length;
  std::vector<int> counts;
};

TEST(DistinctLineTables, RandomGroupsAtTheRoot) {
  SplitMix64 rng(0x4454524f4f54);
  for (const TableShape& shape : {TableShape{4, {2, 2}}, TableShape{6, {3, 3}}, TableShape{3, {1, 1, 1}},
                                  TableShape{5, {2, 3}}}) {
    LineTable table;
    ASSERT_TRUE(enumerate_legal_lines(shape.length, 2, shape.counts, 100000, table));
    const int values = static_cast<int>(shape.counts.size());
    for (int sample = 0; sample < 1000; ++sample) {
      const std::size_t lines = 2 + rng.below(std::min<std::size_t>(3, table.rows()));
      const Group group = testing_support::random_group(rng, lines, static_cast<std::size_t>(shape.length), values,
                                                        40 + static_cast<int>(rng.below(55)), values == 2 ? 14 : 9);
      PostedGroup g;
      testing_support::post_group(g, group, distinct_tables(table));
      const bool consistent = g.space.propagate();
      ASSERT_TRUE(check_group_propagation(distinct_table_check(table), group, consistent, g)) << "sample " << sample;
      if (!consistent) continue;
      ASSERT_TRUE(testing_support::check_group_idempotent(g, values)) << "sample " << sample;
      ASSERT_TRUE(exact_against_complete_lines(table, testing_support::domains_of(g))) << "sample " << sample;
    }
  }
}

TEST(DistinctLineTables, RandomDivesWithBacktracking) {
  SplitMix64 rng(0x4454444956);
  for (const TableShape& shape : {TableShape{4, {2, 2}}, TableShape{6, {3, 3}}, TableShape{3, {1, 1, 1}}}) {
    LineTable table;
    ASSERT_TRUE(enumerate_legal_lines(shape.length, 2, shape.counts, 100000, table));
    const int values = static_cast<int>(shape.counts.size());
    for (int sample = 0; sample < 150; ++sample) {
      const std::size_t lines = 2 + rng.below(std::min<std::size_t>(3, table.rows()));
      const Group group = testing_support::random_group(rng, lines, static_cast<std::size_t>(shape.length), values, 20,
                                                        values == 2 ? 14 : 9);
      SCOPED_TRACE("length " + std::to_string(shape.length) + ", sample " + std::to_string(sample));
      testing_support::expect_sound_dives(distinct_table_check(table), distinct_tables(table), group, rng, 40);
      if (HasFatalFailure()) return;
    }
  }
}

}  // namespace
}  // namespace xoi
