// Tests of lex-leader symmetry breaking (engine/propagators/lex_leader.hpp):
// posted for a whole group it leaves exactly one assignment per orbit (the
// lexicographically least), checked against brute-force orbit counting for
// the square's 8 symmetries (2 and 3 values) and a cyclic group; for a subset
// of the group it never removes an orbit entirely.
#include "engine/propagators/lex_leader.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "engine/search/dfs.hpp"
#include "puzzles/ttt/board_geometry.hpp"

namespace xoi {
namespace {

using Assignment = std::vector<int>;

// Every assignment of `cells` cells with `values` values, in lexicographic order.
std::vector<Assignment> all_assignments(int cells, int values) {
  std::vector<Assignment> all;
  Assignment a(static_cast<std::size_t>(cells), 0);
  for (;;) {
    all.push_back(a);
    int i = cells - 1;
    while (i >= 0 && a[static_cast<std::size_t>(i)] == values - 1) a[static_cast<std::size_t>(i--)] = 0;
    if (i < 0) return all;
    ++a[static_cast<std::size_t>(i)];
  }
}

Assignment image(const Assignment& a, const std::vector<int>& s) {
  Assignment b(a.size());
  for (std::size_t i = 0; i < a.size(); ++i) b[i] = a[static_cast<std::size_t>(s[i])];
  return b;
}

// The solutions DFS finds with the lex-leader constraints for `symmetries`.
std::set<Assignment> leaders(int cells, int values, const std::vector<std::vector<int>>& symmetries) {
  Space space;
  std::vector<VarId> vars;
  for (int c = 0; c < cells; ++c) vars.push_back(space.add_variable(Domain::range(values)));
  post_lex_leader(space, vars, symmetries);
  std::set<Assignment> found;
  SearchOptions options;
  options.limits.solutions = 0;
  depth_first_search(space, options, [&](const Space& s) {
    Assignment a;
    for (const VarId v : vars) a.push_back(s.domain(v).min());
    found.insert(a);
  });
  return found;
}

// The least element of every orbit, by brute force.
std::set<Assignment> orbit_minima(int cells, int values, const std::vector<std::vector<int>>& group) {
  std::set<Assignment> minima;
  for (const Assignment& a : all_assignments(cells, values)) {
    Assignment least = a;
    for (const auto& s : group) least = std::min(least, image(a, s));
    minima.insert(least);
  }
  return minima;
}

TEST(LexLeader, KeepsExactlyTheLeastOfEachOrbitOfTheSquare) {
  const std::vector<std::vector<int>> group = ttt::board_symmetries({3, 2});
  for (const int values : {2, 3}) {
    const std::set<Assignment> expected = orbit_minima(9, values, group);
    EXPECT_EQ(leaders(9, values, group), expected) << values << " values";
  }
  EXPECT_EQ(orbit_minima(9, 2, group).size(), 102u);  // binary 3x3 boards up to symmetry (OEIS A054247)
}

TEST(LexLeader, KeepsExactlyTheLeastOfEachNecklace) {
  // Rotations of 6 beads: the cyclic group.
  std::vector<std::vector<int>> group;
  for (int r = 0; r < 6; ++r) {
    std::vector<int> s;
    for (int i = 0; i < 6; ++i) s.push_back((i + r) % 6);
    group.push_back(s);
  }
  EXPECT_EQ(leaders(6, 2, group), orbit_minima(6, 2, group));
  EXPECT_EQ(leaders(6, 2, group).size(), 14u);  // binary necklaces of length 6
  EXPECT_EQ(leaders(6, 3, group), orbit_minima(6, 3, group));
}

TEST(LexLeader, ASubsetOfTheGroupKeepsEveryOrbit) {
  const std::vector<std::vector<int>> group = ttt::board_symmetries({3, 2});
  const std::vector<std::vector<int>> generators = ttt::board_symmetry_generators({3, 2});
  const std::set<Assignment> kept = leaders(9, 2, generators);
  for (const Assignment& least : orbit_minima(9, 2, group)) EXPECT_TRUE(kept.contains(least));
}

}  // namespace
}  // namespace xoi
