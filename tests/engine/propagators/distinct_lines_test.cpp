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
#include "tests/engine/line_brute_force.hpp"

namespace xoi {
namespace {

using testing_support::describe;
using testing_support::LineRule;
using testing_support::satisfies;

using Group = std::vector<std::vector<Domain>>;  // per line, per cell

struct GroupSupport {
  bool any = false;
  Group values;  // per line and cell: the values some solution uses (as domains)
};

// Every completion of every line (those with the counts, if given), then every
// choice of one completion per line with all lines pairwise different.
GroupSupport group_support(const Group& group, const std::vector<int>& counts) {
  const LineRule rule{.max_run = 0, .counts = counts};
  std::vector<std::vector<std::vector<Value>>> completions(group.size());
  for (std::size_t l = 0; l < group.size(); ++l) {
    const std::vector<Domain>& line = group[l];
    testing_support::support_by_enumeration(line, [&](std::span<const Value> values) {
      if (satisfies(rule, values)) completions[l].emplace_back(values.begin(), values.end());
      return false;
    });
  }
  GroupSupport out;
  out.values.assign(group.size(), std::vector<Domain>(group.front().size()));
  std::vector<std::size_t> chosen(group.size());
  const auto choose = [&](auto&& self, std::size_t l) -> void {
    if (l == group.size()) {
      out.any = true;
      for (std::size_t k = 0; k < group.size(); ++k)
        for (std::size_t c = 0; c < group[k].size(); ++c)
          out.values[k][c].bits |= Domain::of(completions[k][chosen[k]][c]).bits;
      return;
    }
    for (std::size_t i = 0; i < completions[l].size(); ++i) {
      bool distinct = true;
      for (std::size_t k = 0; k < l && distinct; ++k) distinct = completions[k][chosen[k]] != completions[l][i];
      if (!distinct) continue;
      chosen[l] = i;
      self(self, l + 1);
    }
  };
  choose(choose, 0);
  return out;
}

std::string describe_group(const Group& group) {
  std::string out;
  for (const std::vector<Domain>& line : group) out += "\n    " + describe(line, 2);
  return out;
}

struct PostedGroup {
  Space space;
  std::vector<std::vector<VarId>> lines;
};

void post_group(PostedGroup& g, const Group& group, const std::vector<int>& counts) {
  for (const std::vector<Domain>& line : group) {
    g.lines.emplace_back();
    for (const Domain d : line) g.lines.back().push_back(g.space.add_variable(d));
  }
  post_distinct_lines(g.space, g.lines, 2, counts);
}

Group domains_of(const PostedGroup& g) {
  Group out;
  for (const std::vector<VarId>& line : g.lines) {
    out.emplace_back();
    for (const VarId v : line) out.back().push_back(g.space.domain(v));
  }
  return out;
}

bool complete(const Group& group) {
  for (const std::vector<Domain>& line : group)
    for (const Domain d : line)
      if (!d.fixed()) return false;
  return true;
}

// The state `before` was propagated into the space's state (or failed):
// sound against the brute force, and exact on complete groups.
::testing::AssertionResult check_propagation(const Group& before, bool consistent, const PostedGroup& g,
                                             const std::vector<int>& counts) {
  const GroupSupport support = group_support(before, counts);
  const auto fail_with = [&](const std::string& what) {
    return ::testing::AssertionFailure() << what << (counts.empty() ? "" : " (with counts)") << "\n  before:"
                                         << describe_group(before);
  };
  if (complete(before)) {
    bool any_equal = false;
    for (std::size_t a = 0; a < before.size(); ++a)
      for (std::size_t b = a + 1; b < before.size(); ++b) any_equal |= before[a] == before[b];
    if (any_equal && consistent) return fail_with("two equal complete lines did not fail");
    if (support.any && !consistent) return fail_with("distinct complete lines failed");
  }
  if (!consistent) {
    if (support.any) return fail_with("failed although a solution exists");
    return ::testing::AssertionSuccess();
  }
  const Group after = domains_of(g);
  for (std::size_t l = 0; l < before.size(); ++l) {
    for (std::size_t c = 0; c < before[l].size(); ++c) {
      if ((after[l][c].bits & ~before[l][c].bits) != 0) return fail_with("a cell gained a value");
      if ((support.values[l][c].bits & ~after[l][c].bits) != 0)
        return fail_with("line " + std::to_string(l) + " cell " + std::to_string(c) +
                         " lost a value a solution uses; after:" + describe_group(after));
    }
  }
  return ::testing::AssertionSuccess();
}

// Runs every propagator again: nothing may change, nothing may fail.
::testing::AssertionResult check_idempotent(PostedGroup& g) {
  const Group at_fixpoint = domains_of(g);
  for (int id = 0; id < g.space.propagator_count(); ++id) g.space.schedule(id);
  if (!g.space.propagate()) return ::testing::AssertionFailure() << "failed when run again at its fixpoint";
  if (domains_of(g) != at_fixpoint)
    return ::testing::AssertionFailure() << "not idempotent:" << describe_group(at_fixpoint) << "\n  became:"
                                         << describe_group(domains_of(g));
  return ::testing::AssertionSuccess();
}

// A random group: 2-4 lines of 4-6 binary cells, each cell fixed with
// probability fixed_percent, at most 14 open cells in all.
Group random_group(SplitMix64& rng, int fixed_percent) {
  const std::size_t lines = 2 + rng.below(3), length = 4 + rng.below(3);
  Group group(lines, std::vector<Domain>(length, Domain::range(2)));
  int open = 0;
  for (std::vector<Domain>& line : group) {
    for (Domain& d : line) {
      if (static_cast<int>(rng.below(100)) < fixed_percent || open >= 14)
        d = Domain::of(static_cast<Value>(rng.below(2)));
      else
        ++open;
    }
  }
  // Often make two lines agree on their fixed cells, where the rule bites.
  if (rng.below(2) == 0) {
    const std::size_t a = rng.below(lines), b = rng.below(lines);
    for (std::size_t c = 0; c < length; ++c)
      if (group[a][c].fixed() && group[b][c].fixed()) group[b][c] = group[a][c];
  }
  return group;
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
    post_group(g, group, counts);
    const bool consistent = g.space.propagate();
    ASSERT_TRUE(check_propagation(group, consistent, g, counts)) << "sample " << sample;
    if (consistent) {
      ASSERT_TRUE(check_idempotent(g)) << "sample " << sample << describe_group(group);
    }
  }
}

// Random decisions with propagation, checked at every node; backtracking
// (pop_mark) must restore the domains of that level, and the propagators must
// be at fixpoint there again (the trailed table of complete lines included).
TEST(DistinctLines, RandomDivesWithBacktracking) {
  SplitMix64 rng(0x44495645);
  for (int sample = 0; sample < 300; ++sample) {
    const Group group = random_group(rng, 30);
    const std::vector<int> counts = random_counts(rng, group.front().size());
    PostedGroup g;
    post_group(g, group, counts);
    bool consistent = g.space.propagate();
    ASSERT_TRUE(check_propagation(group, consistent, g, counts));
    if (!consistent) continue;
    std::vector<Group> saved;  // domains at each level, before its decision
    for (int step = 0; step < 40; ++step) {
      Group now = domains_of(g);
      std::vector<std::pair<std::size_t, std::size_t>> open;
      for (std::size_t l = 0; l < now.size(); ++l)
        for (std::size_t c = 0; c < now[l].size(); ++c)
          if (!now[l][c].fixed()) open.emplace_back(l, c);
      if (!open.empty() && (saved.empty() || rng.below(4) != 0)) {
        saved.push_back(now);
        g.space.push_mark();
        const auto [l, c] = open[rng.below(open.size())];
        const Value v = static_cast<Value>(rng.below(2));
        ASSERT_EQ(g.space.assign(g.lines[l][c], v), Change::Changed);
        now[l][c] = Domain::of(v);
        consistent = g.space.propagate();
        ASSERT_TRUE(check_propagation(now, consistent, g, counts)) << "sample " << sample << " step " << step;
        if (consistent) {
          ASSERT_TRUE(check_idempotent(g)) << "sample " << sample << " step " << step;
        }
        if (consistent && !open.empty()) continue;
      }
      if (saved.empty()) break;
      for (std::size_t up = 1 + rng.below(saved.size()); up > 0; --up) {
        g.space.pop_mark();
        ASSERT_EQ(domains_of(g), saved.back()) << "sample " << sample << " step " << step;
        saved.pop_back();
      }
      ASSERT_TRUE(check_idempotent(g)) << "after backtracking, sample " << sample << " step " << step;
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
      post_group(g, group, shape.counts);
      const bool consistent = g.space.propagate();
      ASSERT_TRUE(check_propagation(group, consistent, g, shape.counts));
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
  post_group(g, group_of({"XOXOXO", "XOX.XO", "OXOX.."}), {});
  ASSERT_TRUE(g.space.propagate());
  EXPECT_EQ(g.space.domain(g.lines[1][3]), Domain::of(0));  // O would spell the first line
  // The third line has four completions; one equal line is not enough to prune.
  EXPECT_EQ(g.space.domain(g.lines[2][4]), Domain::range(2));
}

// With counts the one open cell must complete the balance, which makes the
// line equal to the complete one: no solution.
TEST(DistinctLines, WithCountsTheOnlyBalancedCompletionIsTaken) {
  PostedGroup g;
  post_group(g, group_of({"XOXOXO", "XOX.XO"}), std::vector<int>{3, 3});
  EXPECT_FALSE(g.space.propagate());
}

// Two open lines become equal only through later decisions.
TEST(DistinctLines, LinesCompletedLaterAreCompared) {
  PostedGroup g;
  post_group(g, group_of({"XO..", "XO..", "OXOX"}), {});
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
