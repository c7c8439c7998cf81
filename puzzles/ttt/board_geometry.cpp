#include "puzzles/ttt/board_geometry.hpp"

#include <algorithm>
#include <numeric>

namespace xoi::ttt {

int Board::cell_count() const {
  int cells = 1;
  for (int k = 0; k < dimensions; ++k) cells *= side;
  return cells;
}

std::vector<int> Board::coordinates(int cell) const {
  std::vector<int> x(static_cast<std::size_t>(dimensions));
  for (int k = dimensions; k-- > 0;) {
    x[static_cast<std::size_t>(k)] = cell % side;
    cell /= side;
  }
  return x;
}

int Board::cell_at(const std::vector<int>& coordinates) const {
  int cell = 0;
  for (const int x : coordinates) cell = cell * side + x;
  return cell;
}

std::int64_t line_count(int side, int dimensions) {
  std::int64_t wide = 1, narrow = 1;
  for (int k = 0; k < dimensions; ++k) {
    wide *= side + 2;
    narrow *= side;
  }
  return (wide - narrow) / 2;
}

std::vector<std::vector<int>> board_lines(const Board& board) {
  const int n = board.side, d = board.dimensions;
  std::vector<std::vector<int>> lines;
  std::vector<int> step(static_cast<std::size_t>(d), -1), start(static_cast<std::size_t>(d)), x(static_cast<std::size_t>(d));
  // Every step in {-1, 0, 1}^d whose first non-zero coordinate is +1.
  for (;;) {
    std::size_t k = 0;
    while (k < step.size() && step[k] == 1) step[k++] = -1;
    if (k == step.size()) break;
    ++step[k];
    const auto lead = std::ranges::find_if(step, [](int s) { return s != 0; });
    if (lead == step.end() || *lead != 1) continue;
    // Starts: free coordinates (step 0) take every value; moving ones start at their end.
    std::vector<int> free_axes;
    for (std::size_t a = 0; a < step.size(); ++a) {
      if (step[a] == 0) free_axes.push_back(static_cast<int>(a));
      else start[a] = step[a] > 0 ? 0 : n - 1;
    }
    std::vector<int> free_value(free_axes.size(), 0);
    for (;;) {
      for (std::size_t f = 0; f < free_axes.size(); ++f) start[static_cast<std::size_t>(free_axes[f])] = free_value[f];
      std::vector<int> line;
      for (int t = 0; t < n; ++t) {
        for (std::size_t a = 0; a < x.size(); ++a) x[a] = start[a] + t * step[a];
        line.push_back(board.cell_at(x));
      }
      lines.push_back(std::move(line));
      std::size_t f = 0;
      while (f < free_value.size() && free_value[f] == n - 1) free_value[f++] = 0;
      if (f == free_value.size()) break;
      ++free_value[f];
    }
  }
  return lines;
}

std::vector<std::vector<int>> board_symmetries(const Board& board) {
  const int d = board.dimensions, cells = board.cell_count();
  std::vector<int> axes(static_cast<std::size_t>(d));
  std::iota(axes.begin(), axes.end(), 0);
  std::vector<std::vector<int>> symmetries;
  std::vector<int> y(static_cast<std::size_t>(d));
  do {
    for (unsigned reflect = 0; reflect < (1u << d); ++reflect) {
      std::vector<int> image(static_cast<std::size_t>(cells));
      for (int c = 0; c < cells; ++c) {
        const std::vector<int> x = board.coordinates(c);
        for (std::size_t k = 0; k < y.size(); ++k) {
          const int v = x[static_cast<std::size_t>(axes[k])];
          y[k] = ((reflect >> k) & 1u) != 0 ? board.side - 1 - v : v;
        }
        image[static_cast<std::size_t>(c)] = board.cell_at(y);
      }
      symmetries.push_back(std::move(image));
    }
  } while (std::ranges::next_permutation(axes).found);
  return symmetries;
}

std::vector<std::vector<int>> board_symmetry_generators(const Board& board) {
  const int cells = board.cell_count();
  // image_of(k) swaps axes k and k+1; image_of(-1) reflects axis 0.
  const auto image_of = [&](int swap_axis) {
    std::vector<int> image(static_cast<std::size_t>(cells));
    for (int c = 0; c < cells; ++c) {
      std::vector<int> x = board.coordinates(c);
      if (swap_axis < 0) x[0] = board.side - 1 - x[0];
      else std::swap(x[static_cast<std::size_t>(swap_axis)], x[static_cast<std::size_t>(swap_axis) + 1]);
      image[static_cast<std::size_t>(c)] = board.cell_at(x);
    }
    return image;
  };
  std::vector<std::vector<int>> generators;
  for (int k = 0; k + 1 < board.dimensions; ++k) generators.push_back(image_of(k));
  generators.push_back(image_of(-1));
  return generators;
}

std::vector<int> cell_degrees(const Board& board, const std::vector<std::vector<int>>& lines) {
  std::vector<int> degree(static_cast<std::size_t>(board.cell_count()), 0);
  for (const auto& line : lines)
    for (const int c : line) ++degree[static_cast<std::size_t>(c)];
  return degree;
}

}  // namespace xoi::ttt
