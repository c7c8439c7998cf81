#include "puzzles/generate/grid_size.hpp"

#include <array>
#include <limits>
#include <vector>

namespace xoi {
namespace {

constexpr std::uint64_t kSaturated = std::numeric_limits<std::uint64_t>::max();
// The count saturates well before this length (at about 96 cells).
constexpr int kLongestCounted = 128;

std::uint64_t saturating_add(std::uint64_t a, std::uint64_t b) { return a > kSaturated - b ? kSaturated : a + b; }

}  // namespace

std::uint64_t binox_line_count(int length) {
  if (length <= 0 || length % 2 != 0) return 0;
  if (length > kLongestCounted) return kSaturated;
  // ways[x][last][run]: prefixes with x X's, ending in `last` repeated `run` (1 or 2) times.
  const std::size_t n = static_cast<std::size_t>(length);
  using Ways = std::vector<std::array<std::array<std::uint64_t, 3>, 2>>;
  Ways ways(n + 1), next(n + 1);
  ways[1][0][1] = 1;  // "X"
  ways[0][1][1] = 1;  // "O"
  for (std::size_t cells = 1; cells < n; ++cells) {
    for (auto& w : next) w = {};
    for (std::size_t x = 0; x <= cells; ++x)
      for (std::size_t last = 0; last < 2; ++last)
        for (std::size_t run = 1; run <= 2; ++run) {
          const std::uint64_t count = ways[x][last][run];
          if (count == 0) continue;
          for (std::size_t value = 0; value < 2; ++value) {
            const std::size_t new_run = value == last ? run + 1 : 1;
            if (new_run > 2) continue;
            const std::size_t new_x = x + (value == 0 ? 1 : 0);
            if (new_x > n / 2 || (cells + 1 - new_x) > n / 2) continue;
            auto& slot = next[new_x][value][new_run];
            slot = saturating_add(slot, count);
          }
        }
    std::swap(ways, next);
  }
  std::uint64_t total = 0;
  for (std::size_t last = 0; last < 2; ++last)
    for (std::size_t run = 1; run <= 2; ++run) total = saturating_add(total, ways[n / 2][last][run]);
  return total;
}

bool generator_supports(std::string_view kind) { return kind == "binox" || kind == "troix"; }

std::string check_generate_size(const Kind& kind, int rows, int cols) {
  const std::string size = std::to_string(rows) + "x" + std::to_string(cols);
  if (!generator_supports(kind.syntax.name))
    return "cannot generate " + std::string(kind.syntax.name) + " puzzles (generate knows binox and troix)";
  if (rows < 1 || cols < 1 || rows > kMaxSide || cols > kMaxSide ||
      std::int64_t{rows} * std::int64_t{cols} > kMaxCells)
    return "size " + size + " is out of range (each side 1.." + std::to_string(kMaxSide) + ", at most " +
           std::to_string(kMaxCells) + " cells)";
  if (kind.syntax.check_dims != nullptr) {
    std::string problem = kind.syntax.check_dims({rows, cols});
    if (!problem.empty()) return problem;
  }
  if (kind.syntax.name == "binox") {
    const std::uint64_t row_lines = binox_line_count(cols), column_lines = binox_line_count(rows);
    if (static_cast<std::uint64_t>(rows) > row_lines)
      return "a Binox " + size + " grid needs " + std::to_string(rows) + " distinct rows, but only " +
             std::to_string(row_lines) + " legal lines of width " + std::to_string(cols) + " exist";
    if (static_cast<std::uint64_t>(cols) > column_lines)
      return "a Binox " + size + " grid needs " + std::to_string(cols) + " distinct columns, but only " +
             std::to_string(column_lines) + " legal lines of height " + std::to_string(rows) + " exist";
  }
  return {};
}

}  // namespace xoi
