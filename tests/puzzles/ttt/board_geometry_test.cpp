// Tests of the n^d board geometry: the lines generator against the formula
// and against a brute-force enumeration by endpoints, and the symmetry group
// (its size, permutations of cells, lines mapped onto lines).
#include "puzzles/ttt/board_geometry.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

namespace xoi::ttt {
namespace {

using LineSet = std::set<std::vector<int>>;

LineSet as_set(const std::vector<std::vector<int>>& lines) {
  LineSet set;
  for (std::vector<int> line : lines) {
    std::ranges::sort(line);
    set.insert(line);
  }
  return set;
}

// A line is determined by its two end cells a, b: every coordinate of b - a
// is 0 or +-(n-1), not all 0; its cells are a + t (b - a) / (n-1).
LineSet lines_by_endpoints(const Board& board) {
  const int n = board.side, cells = board.cell_count();
  LineSet lines;
  for (int a = 0; a < cells; ++a) {
    for (int b = a + 1; b < cells; ++b) {
      const std::vector<int> xa = board.coordinates(a), xb = board.coordinates(b);
      bool ends = true;
      for (std::size_t k = 0; k < xa.size(); ++k) {
        const int delta = xb[k] - xa[k];
        ends &= delta == 0 || delta == n - 1 || delta == -(n - 1);
      }
      if (!ends) continue;
      std::vector<int> line;
      for (int t = 0; t < n; ++t) {
        std::vector<int> x(xa.size());
        for (std::size_t k = 0; k < xa.size(); ++k) x[k] = xa[k] + t * (xb[k] - xa[k]) / (n - 1);
        line.push_back(board.cell_at(x));
      }
      std::ranges::sort(line);
      lines.insert(line);
    }
  }
  return lines;
}

TEST(BoardLines, CountsMatchTheFormula) {
  EXPECT_EQ(line_count(3, 2), 8);
  EXPECT_EQ(line_count(3, 3), 49);
  EXPECT_EQ(line_count(4, 3), 76);
  EXPECT_EQ(line_count(5, 3), 109);
  EXPECT_EQ(line_count(3, 4), 272);
  for (int d = 2; d <= 4; ++d) {
    for (int n = 3; n <= 6; ++n) {
      const Board board{n, d};
      EXPECT_EQ(static_cast<std::int64_t>(board_lines(board).size()), line_count(n, d)) << n << "^" << d;
    }
  }
}

TEST(BoardLines, MatchBruteForceByEndpoints) {
  for (const Board board : {Board{3, 2}, Board{4, 2}, Board{5, 2}, Board{3, 3}, Board{4, 3}, Board{5, 3}, Board{3, 4}}) {
    const std::vector<std::vector<int>> lines = board_lines(board);
    const LineSet generated = as_set(lines);
    EXPECT_EQ(generated.size(), lines.size()) << "a line was generated twice";
    EXPECT_EQ(generated, lines_by_endpoints(board)) << board.side << "^" << board.dimensions;
    for (const auto& line : lines) EXPECT_EQ(static_cast<int>(line.size()), board.side);
  }
}

TEST(BoardLines, CellDegreesOfTheCube) {
  const Board cube{3, 3};
  const std::vector<int> degree = cell_degrees(cube, board_lines(cube));
  EXPECT_EQ(degree[13], 13);  // the centre
  EXPECT_EQ(degree[0], 7);    // a corner
  EXPECT_EQ(degree[1], 4);    // an edge
  EXPECT_EQ(degree[4], 5);    // a face centre
}

TEST(BoardSymmetries, FormTheHyperoctahedralGroupActingOnLines) {
  for (const Board board : {Board{3, 2}, Board{4, 2}, Board{3, 3}, Board{4, 3}, Board{3, 4}}) {
    const std::vector<std::vector<int>> symmetries = board_symmetries(board);
    std::size_t expected = 1;
    for (int k = 1; k <= board.dimensions; ++k) expected *= static_cast<std::size_t>(2 * k);
    EXPECT_EQ(symmetries.size(), expected);
    EXPECT_EQ(std::set<std::vector<int>>(symmetries.begin(), symmetries.end()).size(), expected) << "duplicates";
    for (int c = 0; c < board.cell_count(); ++c) EXPECT_EQ(symmetries[0][static_cast<std::size_t>(c)], c);

    const std::vector<std::vector<int>> lines = board_lines(board);
    const LineSet line_set = as_set(lines);
    for (const auto& image : symmetries) {
      std::vector<int> sorted = image;
      std::ranges::sort(sorted);
      for (int c = 0; c < board.cell_count(); ++c) ASSERT_EQ(sorted[static_cast<std::size_t>(c)], c) << "not a permutation";
      for (const auto& line : lines) {
        std::vector<int> mapped;
        for (const int c : line) mapped.push_back(image[static_cast<std::size_t>(c)]);
        std::ranges::sort(mapped);
        ASSERT_TRUE(line_set.contains(mapped));
      }
    }
  }
}

// The generators, closed under composition, give back the whole group.
TEST(BoardSymmetries, GeneratorsGenerateTheGroup) {
  for (const Board board : {Board{3, 2}, Board{3, 3}, Board{4, 3}}) {
    const std::vector<std::vector<int>> generators = board_symmetry_generators(board);
    std::set<std::vector<int>> group = {board_symmetries(board)[0]};
    std::vector<std::vector<int>> frontier(group.begin(), group.end());
    while (!frontier.empty()) {
      const std::vector<int> g = frontier.back();
      frontier.pop_back();
      for (const auto& h : generators) {
        std::vector<int> gh(g.size());
        for (std::size_t c = 0; c < g.size(); ++c) gh[c] = h[static_cast<std::size_t>(g[c])];
        if (group.insert(gh).second) frontier.push_back(gh);
      }
    }
    const std::vector<std::vector<int>> all = board_symmetries(board);
    EXPECT_EQ(group, std::set<std::vector<int>>(all.begin(), all.end()));
  }
}

}  // namespace
}  // namespace xoi::ttt
