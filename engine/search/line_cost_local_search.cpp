#include "engine/search/line_cost_local_search.hpp"

#include <algorithm>
#include <chrono>

#include "engine/search/rng.hpp"

namespace xoi {
namespace {

class LateAcceptance {
 public:
  LateAcceptance(const Space& space, std::span<const VarId> cells, std::span<const std::vector<VarId>> lines)
      : value_(cells.size(), 0) {
    VarId largest = 0;
    for (const VarId v : cells) largest = std::max(largest, v);
    std::vector<int> local(static_cast<std::size_t>(largest) + 1, -1);
    for (std::size_t c = 0; c < cells.size(); ++c) local[static_cast<std::size_t>(cells[c])] = static_cast<int>(c);
    std::vector<std::vector<int>> through(cells.size());
    for (std::size_t l = 0; l < lines.size(); ++l) {
      length_.push_back(static_cast<int>(lines[l].size()));
      for (const VarId v : lines[l]) through[static_cast<std::size_t>(local[static_cast<std::size_t>(v)])].push_back(static_cast<int>(l));
    }
    cell_start_.push_back(0);
    for (const auto& t : through) {
      cell_lines_.insert(cell_lines_.end(), t.begin(), t.end());
      cell_start_.push_back(static_cast<int>(cell_lines_.size()));
    }
    zeros_on_line_.assign(lines.size(), 0);
    for (std::size_t c = 0; c < cells.size(); ++c) {
      const Domain d = space.domain(cells[c]);
      if (d.fixed()) value_[c] = d.min();
      else open_.push_back(static_cast<int>(c));
    }
  }

  // Random filling of the open cells with zeros_left zeros; false if impossible.
  bool start(int zeros_left, SplitMix64& rng) {
    if (zeros_left < 0 || zeros_left > static_cast<int>(open_.size())) return false;
    rng.shuffle(std::span(open_));
    for (std::size_t i = 0; i < open_.size(); ++i) value_[static_cast<std::size_t>(open_[i])] = i < static_cast<std::size_t>(zeros_left) ? 0 : 1;
    zero_cells_.assign(open_.begin(), open_.begin() + zeros_left);
    one_cells_.assign(open_.begin() + zeros_left, open_.end());
    std::ranges::fill(zeros_on_line_, 0);
    for (std::size_t c = 0; c < value_.size(); ++c)
      if (value_[c] == 0)
        for (int i = cell_start_[c]; i < cell_start_[c + 1]; ++i) ++zeros_on_line_[static_cast<std::size_t>(cell_lines_[static_cast<std::size_t>(i)])];
    cost_ = 0;
    for (std::size_t l = 0; l < length_.size(); ++l) cost_ += monochromatic(l);
    return true;
  }

  void run(const LocalSearchEffort& effort, int stop_at_cost, SplitMix64& rng, LineCostFilling& best) {
    best = {value_, cost_};
    if (zero_cells_.empty() || one_cells_.empty()) return;
    std::vector<int> history(static_cast<std::size_t>(std::max(1, effort.history)), cost_);
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();
    std::uint64_t last_improvement = 0;
    for (std::uint64_t move = 0; move < effort.moves && best.cost > stop_at_cost; ++move) {
      if (effort.patience != 0 && move - last_improvement > effort.patience) break;
      if (effort.seconds > 0 && (move & 1023) == 0 &&
          std::chrono::duration<double>(Clock::now() - start).count() >= effort.seconds)
        break;
      const std::size_t i = rng.below(zero_cells_.size()), j = rng.below(one_cells_.size());
      const int a = zero_cells_[i], b = one_cells_[j];
      const int before = cost_;
      flip(a, 1);
      flip(b, 0);
      int& late = history[move % history.size()];
      if (cost_ <= before || cost_ <= late) {
        std::swap(zero_cells_[i], one_cells_[j]);
        if (cost_ < best.cost) {
          best = {value_, cost_};
          last_improvement = move;
        }
      } else {
        flip(b, 1);
        flip(a, 0);
      }
      late = cost_;
    }
  }

 private:
  [[nodiscard]] int monochromatic(std::size_t l) const {
    return zeros_on_line_[l] == 0 || zeros_on_line_[l] == length_[l] ? 1 : 0;
  }

  void flip(int cell, Value to) {
    const auto c = static_cast<std::size_t>(cell);
    value_[c] = to;
    const int step = to == 0 ? 1 : -1;
    for (int i = cell_start_[c]; i < cell_start_[c + 1]; ++i) {
      const auto l = static_cast<std::size_t>(cell_lines_[static_cast<std::size_t>(i)]);
      cost_ -= monochromatic(l);
      zeros_on_line_[l] += step;
      cost_ += monochromatic(l);
    }
  }

  std::vector<Value> value_;
  std::vector<int> length_, cell_start_, cell_lines_, zeros_on_line_;
  std::vector<int> open_, zero_cells_, one_cells_;
  int cost_ = 0;
};

}  // namespace

std::optional<LineCostFilling> line_cost_local_search(const Space& space, std::span<const VarId> cells,
                                                      std::span<const std::vector<VarId>> lines, int zeros,
                                                      const LocalSearchEffort& effort, int stop_at_cost) {
  LateAcceptance search(space, cells, lines);
  int fixed_zeros = 0;
  for (const VarId v : cells) fixed_zeros += space.domain(v).fixed() && space.domain(v).min() == 0;
  SplitMix64 rng(effort.seed);
  if (!search.start(zeros - fixed_zeros, rng)) return std::nullopt;
  LineCostFilling best;
  search.run(effort, stop_at_cost, rng, best);
  return best;
}

}  // namespace xoi
