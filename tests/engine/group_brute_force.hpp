// Brute-force reference for groups of lines that must be pairwise distinct
// (the distinct-lines rule, alone or folded into line tables): every choice
// of one allowed completion per line, and the checks of a propagation step
// against it, at the root and along random dives with backtracking.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "engine/search/rng.hpp"
#include "engine/space.hpp"
#include "tests/engine/line_brute_force.hpp"

namespace xoi::testing_support {

using Group = std::vector<std::vector<Domain>>;  // per line, per cell
// Whether one complete line is allowed on its own (counts, a table, ...).
using LineAllowed = std::function<bool(std::span<const Value>)>;

struct GroupSupport {
  bool any = false;
  Group values;  // per line and cell: the values some solution uses (as domains)
};

// Every allowed completion of every line, then every choice of one
// completion per line with all lines pairwise different.
inline GroupSupport group_support(const Group& group, const LineAllowed& allowed) {
  std::vector<std::vector<std::vector<Value>>> completions(group.size());
  for (std::size_t l = 0; l < group.size(); ++l) {
    support_by_enumeration(group[l], [&](std::span<const Value> values) {
      if (allowed(values)) completions[l].emplace_back(values.begin(), values.end());
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

inline std::string describe_group(const Group& group, int value_count) {
  std::string out;
  for (const std::vector<Domain>& line : group) out += "\n    " + describe(line, value_count);
  return out;
}

struct PostedGroup {
  Space space;
  std::vector<std::vector<VarId>> lines;
};

// Posts the rule on the lines' variables.
using PostGroup = std::function<void(Space&, const std::vector<std::vector<VarId>>&)>;

inline void post_group(PostedGroup& g, const Group& group, const PostGroup& post) {
  for (const std::vector<Domain>& line : group) {
    g.lines.emplace_back();
    for (const Domain d : line) g.lines.back().push_back(g.space.add_variable(d));
  }
  post(g.space, g.lines);
}

inline Group domains_of(const PostedGroup& g) {
  Group out;
  for (const std::vector<VarId>& line : g.lines) {
    out.emplace_back();
    for (const VarId v : line) out.back().push_back(g.space.domain(v));
  }
  return out;
}

inline bool complete(const Group& group) {
  for (const std::vector<Domain>& line : group)
    for (const Domain d : line)
      if (!d.fixed()) return false;
  return true;
}

struct GroupCheck {
  LineAllowed allowed;
  int value_count = 2;
  // A complete group must succeed iff it is a solution; otherwise only equal
  // lines must fail, and a solution succeed.
  bool exact_on_complete = false;
};

// The state `before` was propagated into the space's state (or failed):
// sound against the brute force, and right on complete groups.
inline ::testing::AssertionResult check_group_propagation(const GroupCheck& check, const Group& before,
                                                          bool consistent, const PostedGroup& g) {
  const GroupSupport support = group_support(before, check.allowed);
  const auto fail_with = [&](const std::string& what) {
    return ::testing::AssertionFailure() << what << "\n  before:" << describe_group(before, check.value_count);
  };
  if (complete(before)) {
    bool any_equal = false;
    for (std::size_t a = 0; a < before.size(); ++a)
      for (std::size_t b = a + 1; b < before.size(); ++b) any_equal |= before[a] == before[b];
    if (any_equal && consistent) return fail_with("two equal complete lines did not fail");
    if (support.any && !consistent) return fail_with("a complete solution failed");
    if (check.exact_on_complete && !support.any && consistent) return fail_with("a complete non-solution did not fail");
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
                         " lost a value a solution uses; after:" + describe_group(after, check.value_count));
    }
  }
  return ::testing::AssertionSuccess();
}

// Runs every propagator again: nothing may change, nothing may fail.
inline ::testing::AssertionResult check_group_idempotent(PostedGroup& g, int value_count) {
  const Group at_fixpoint = domains_of(g);
  for (int id = 0; id < g.space.propagator_count(); ++id) g.space.schedule(id);
  if (!g.space.propagate()) return ::testing::AssertionFailure() << "failed when run again at its fixpoint";
  if (domains_of(g) != at_fixpoint)
    return ::testing::AssertionFailure() << "not idempotent:" << describe_group(at_fixpoint, value_count)
                                         << "\n  became:" << describe_group(domains_of(g), value_count);
  return ::testing::AssertionSuccess();
}

// A random group of `lines` lines of `length` cells over value_count values,
// each cell fixed with probability fixed_percent, at most max_open open cells
// in all; often two lines are made to agree on their fixed cells, where the
// distinct-lines rule bites.
inline Group random_group(SplitMix64& rng, std::size_t lines, std::size_t length, int value_count, int fixed_percent,
                          int max_open) {
  Group group(lines, std::vector<Domain>(length, Domain::range(value_count)));
  int open = 0;
  for (std::vector<Domain>& line : group) {
    for (Domain& d : line) {
      if (static_cast<int>(rng.below(100)) < fixed_percent || open >= max_open)
        d = Domain::of(static_cast<Value>(rng.below(static_cast<std::uint64_t>(value_count))));
      else
        ++open;
    }
  }
  if (rng.below(2) == 0) {
    const std::size_t a = rng.below(lines), b = rng.below(lines);
    for (std::size_t c = 0; c < length; ++c)
      if (group[a][c].fixed() && group[b][c].fixed()) group[b][c] = group[a][c];
  }
  return group;
}

// Random decisions with propagation from `group`, checked at every node;
// backtracking (pop_mark) must restore the domains of that level, where the
// propagators must be at fixpoint again.
inline void expect_sound_dives(const GroupCheck& check, const PostGroup& post, const Group& group, SplitMix64& rng,
                               int steps) {
  PostedGroup g;
  post_group(g, group, post);
  bool consistent = g.space.propagate();
  ASSERT_TRUE(check_group_propagation(check, group, consistent, g));
  if (!consistent) return;
  std::vector<Group> saved;  // domains at each level, before its decision
  for (int step = 0; step < steps; ++step) {
    Group now = domains_of(g);
    std::vector<std::pair<std::size_t, std::size_t>> open;
    for (std::size_t l = 0; l < now.size(); ++l)
      for (std::size_t c = 0; c < now[l].size(); ++c)
        if (!now[l][c].fixed()) open.emplace_back(l, c);
    if (!open.empty() && (saved.empty() || rng.below(4) != 0)) {
      saved.push_back(now);
      g.space.push_mark();
      const auto [l, c] = open[rng.below(open.size())];
      DomainBits bits = now[l][c].bits;
      for (auto skip = rng.below(static_cast<std::uint64_t>(now[l][c].size())); skip > 0; --skip)
        bits &= static_cast<DomainBits>(bits - 1);
      const Value v = std::countr_zero(bits);
      ASSERT_EQ(g.space.assign(g.lines[l][c], v), Change::Changed);
      now[l][c] = Domain::of(v);
      consistent = g.space.propagate();
      ASSERT_TRUE(check_group_propagation(check, now, consistent, g)) << "step " << step;
      if (consistent) {
        ASSERT_TRUE(check_group_idempotent(g, check.value_count)) << "step " << step;
        continue;
      }
    }
    if (saved.empty()) break;
    for (std::size_t up = 1 + rng.below(saved.size()); up > 0; --up) {
      g.space.pop_mark();
      ASSERT_EQ(domains_of(g), saved.back()) << "step " << step;
      saved.pop_back();
    }
    ASSERT_TRUE(check_group_idempotent(g, check.value_count)) << "after backtracking, step " << step;
  }
}

}  // namespace xoi::testing_support
