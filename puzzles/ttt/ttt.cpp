#include "puzzles/ttt/ttt.hpp"

#include <algorithm>
#include <charconv>
#include <numeric>

#include "engine/propagators/count_balance.hpp"
#include "engine/propagators/lex_leader.hpp"
#include "engine/propagators/line_cost.hpp"
#include "puzzles/ttt/board_geometry.hpp"

namespace xoi {
namespace {

constexpr std::string_view kParamKeys[] = {"x"};
// The full group is posted up to this many (symmetry, cell) pairs (3^4: 384 * 81);
// beyond it only generators of the group, which is weaker but as sound.
constexpr std::int64_t kFullGroupEntries = std::int64_t{1} << 20;

// Local search before branch and bound: enough to reach 4 on 3^3 and the
// draws of 4^3 and 5^3 at once (it stops at the root bound), and 30 on 3^4
// (133k moves, about 0.1 s): cells^3 / 4, within 2,000 .. 10 million.
std::uint64_t warm_start_moves(int cells) {
  const auto n = static_cast<std::uint64_t>(cells);
  return std::clamp<std::uint64_t>(n * n * n / 4, 2000, 10'000'000);
}

std::string check_ttt_dims(const std::vector<int>& dims) {
  if (dims[0] < 3) return "tic-tac-toe boards need sides of at least 3, got " + std::to_string(dims[0]);
  return {};
}

// Reads x=K; nullopt (and the message) when it is not a count of cells.
std::optional<int> x_count(const PuzzleText& puzzle, int cells, std::string& problem) {
  for (const auto& [key, value] : puzzle.params) {
    if (key != "x") continue;
    int k = -1;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), k);
    if (error != std::errc{} || end != value.data() + value.size() || k < 0 || k > cells) {
      problem = "x=" + value + ": the number of X must be a whole number from 0 to " + std::to_string(cells);
      return std::nullopt;
    }
    return k;
  }
  return (cells + 1) / 2;
}

// The symmetries worth posting: those that keep every given where it is.
std::vector<std::vector<int>> symmetries_fixing_givens(const ttt::Board& board, const PuzzleText& puzzle) {
  std::int64_t group = 1;
  for (int k = 1; k <= board.dimensions; ++k) group *= 2 * k;  // d! * 2^d
  std::vector<std::vector<int>> all = group * board.cell_count() <= kFullGroupEntries
                                          ? ttt::board_symmetries(board)
                                          : ttt::board_symmetry_generators(board);
  std::erase_if(all, [&](const std::vector<int>& image) {
    for (std::size_t c = 0; c < image.size(); ++c)
      if (puzzle.cells[c] != puzzle.cells[static_cast<std::size_t>(image[c])]) return true;
    return false;
  });
  return all;
}

std::optional<FileError> build_ttt(const PuzzleText& puzzle, const RuleSet& rules, Model& model) {
  const ttt::Board board{puzzle.dims[0], static_cast<int>(puzzle.dims.size())};
  const int cells = board.cell_count();
  std::string problem;
  const std::optional<int> xs = x_count(puzzle, cells, problem);
  if (!xs) return FileError{{}, puzzle.header_line, 0, problem};

  const std::vector<std::vector<int>> lines = board_lines(board);
  const std::vector<int> degree = cell_degrees(board, lines);
  // Branching order: most lines first, then board order.
  std::vector<int> order(static_cast<std::size_t>(cells));
  std::iota(order.begin(), order.end(), 0);
  std::ranges::stable_sort(order, [&](int a, int b) {
    return degree[static_cast<std::size_t>(a)] > degree[static_cast<std::size_t>(b)];
  });

  Space& space = *model.space;
  model.cells.assign(static_cast<std::size_t>(cells), -1);
  std::vector<VarId> by_order;
  for (const int c : order) {
    const std::int8_t given = puzzle.cells[static_cast<std::size_t>(c)];
    const VarId v = space.add_variable(given < 0 ? Domain::range(2) : Domain::of(given));
    model.cells[static_cast<std::size_t>(c)] = v;
    by_order.push_back(v);
  }

  const int counts[] = {*xs, cells - *xs};
  post_count_balance(space, by_order, counts);

  std::vector<std::vector<VarId>> line_vars;
  line_vars.reserve(lines.size());
  for (const auto& line : lines) {
    std::vector<VarId> vars;
    for (const int c : line) vars.push_back(model.cells[static_cast<std::size_t>(c)]);
    line_vars.push_back(std::move(vars));
  }
  model.objective = post_line_cost(space, by_order, line_vars, *xs, {.warm_start_moves = warm_start_moves(cells)});

  if (rules.symmetry_breaking) {
    // Positions are branching positions: symmetry s compares position i with
    // the position of the image of its cell.
    std::vector<int> position(static_cast<std::size_t>(cells));
    for (std::size_t i = 0; i < order.size(); ++i) position[static_cast<std::size_t>(order[i])] = static_cast<int>(i);
    std::vector<std::vector<int>> by_position;
    for (const auto& image : symmetries_fixing_givens(board, puzzle)) {
      std::vector<int> s(static_cast<std::size_t>(cells));
      for (std::size_t i = 0; i < order.size(); ++i)
        s[i] = position[static_cast<std::size_t>(image[static_cast<std::size_t>(order[i])])];
      by_position.push_back(std::move(s));
    }
    post_lex_leader(space, by_order, by_position);
  }
  return std::nullopt;
}

}  // namespace

Kind ttt_kind() {
  return {.syntax = {.name = "ttt",
                     .symbols = "XO",
                     .min_dims = 2,
                     .max_dims = 6,
                     .equal_sides = true,
                     .body_optional = true,
                     .param_keys = kParamKeys,
                     .check_dims = check_ttt_dims},
          .build = build_ttt};
}

}  // namespace xoi
