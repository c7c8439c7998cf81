#include "engine/propagators/line_cost_bound.hpp"

#include <algorithm>

namespace xoi {

LineCostBound::LineCostBound(std::span<const VarId> cells, std::span<const std::vector<VarId>> lines, int zeros)
    : vars_(cells.begin(), cells.end()), zeros_total_(zeros) {
  VarId largest = 0;
  for (const VarId v : vars_) largest = std::max(largest, v);
  std::vector<int> local(static_cast<std::size_t>(largest) + 1, -1);
  for (std::size_t c = 0; c < vars_.size(); ++c) local[static_cast<std::size_t>(vars_[c])] = static_cast<int>(c);

  std::vector<int> degree(vars_.size(), 0);
  line_start_.push_back(0);
  for (const std::vector<VarId>& line : lines) {
    for (const VarId v : line) {
      const int c = local[static_cast<std::size_t>(v)];
      line_cells_.push_back(c);
      ++degree[static_cast<std::size_t>(c)];
    }
    line_start_.push_back(static_cast<int>(line_cells_.size()));
  }
  cell_start_.assign(vars_.size() + 1, 0);
  for (std::size_t c = 0; c < vars_.size(); ++c) cell_start_[c + 1] = cell_start_[c] + degree[c];
  cell_lines_.resize(line_cells_.size());
  std::vector<int> fill(cell_start_.begin(), cell_start_.end() - 1);
  for (std::size_t l = 0; l + 1 < line_start_.size(); ++l)
    for (int i = line_start_[l]; i < line_start_[l + 1]; ++i)
      cell_lines_[static_cast<std::size_t>(fill[static_cast<std::size_t>(line_cells_[static_cast<std::size_t>(i)])]++)] =
          static_cast<int>(l);
  for (const int d : degree) max_degree_ = std::max(max_degree_, d);

  open_.assign(vars_.size(), 0);
  spoil0_.assign(vars_.size(), 0);
  spoil1_.assign(vars_.size(), 0);
  tally0_.assign(lines.size(), 0);
  tally1_.assign(lines.size(), 0);
  hist0_.assign(static_cast<std::size_t>(max_degree_) + 1, 0);
  hist1_.assign(static_cast<std::size_t>(max_degree_) + 1, 0);
  hist_diff_.assign(2 * static_cast<std::size_t>(max_degree_) + 1, 0);
}

LineCostBound::Category LineCostBound::category(int line) const {
  const auto l = static_cast<std::size_t>(line);
  const int t0 = tally0_[l], t1 = tally1_[l];
  const bool some_open = t0 + t1 < line_start_[l + 1] - line_start_[l];
  return {some_open && t1 == 0, some_open && t0 == 0, !some_open && (t0 == 0 || t1 == 0)};
}

void LineCostBound::load(const Space& space) {
  const std::size_t cells = vars_.size();
  int fixed0 = 0, fixed1 = 0;
  for (std::size_t c = 0; c < cells; ++c) {
    const Domain d = space.domain(vars_[c]);
    open_[c] = d.fixed() ? 0 : 1;
    spoil0_[c] = spoil1_[c] = 0;
    if (d.fixed()) (d.min() == 0 ? fixed0 : fixed1) += 1;
  }
  zeros_left_ = zeros_total_ - fixed0;
  ones_left_ = static_cast<int>(cells) - zeros_total_ - fixed1;

  candidates0_ = candidates1_ = monochromatic_ = 0;
  const std::size_t lines = tally0_.size();
  for (std::size_t l = 0; l < lines; ++l) {
    int t0 = 0, t1 = 0;
    for (int i = line_start_[l]; i < line_start_[l + 1]; ++i) {
      const auto c = static_cast<std::size_t>(line_cells_[static_cast<std::size_t>(i)]);
      if (open_[c] != 0) continue;
      (space.domain(vars_[c]).min() == 0 ? t0 : t1) += 1;
    }
    tally0_[l] = t0;
    tally1_[l] = t1;
    const Category k = category(static_cast<int>(l));
    candidates0_ += k.zero_candidate;
    candidates1_ += k.one_candidate;
    monochromatic_ += k.monochromatic;
    if (!k.zero_candidate && !k.one_candidate) continue;
    for (int i = line_start_[l]; i < line_start_[l + 1]; ++i) {
      const auto c = static_cast<std::size_t>(line_cells_[static_cast<std::size_t>(i)]);
      spoil0_[c] += k.zero_candidate;
      spoil1_[c] += k.one_candidate;
    }
  }

  std::ranges::fill(hist0_, 0);
  std::ranges::fill(hist1_, 0);
  std::ranges::fill(hist_diff_, 0);
  spoil1_sum_ = 0;
  for (std::size_t c = 0; c < cells; ++c) {
    if (open_[c] == 0) continue;
    open_[c] = 0;  // add_open sets it again
    add_open(static_cast<int>(c), +1);
  }
}

// Sum of the k largest values among the counted cells; bucket b holds value b - offset.
int LineCostBound::top(std::span<const int> histogram, int offset, int k) {
  int sum = 0;
  for (std::size_t b = histogram.size(); b-- > 0 && k > 0;) {
    const int take = std::min(histogram[b], k);
    sum += take * (static_cast<int>(b) - offset);
    k -= take;
  }
  return sum;
}

int LineCostBound::lower_bound() const {
  if (zeros_left_ < 0 || ones_left_ < 0) return kInfeasible;
  const int separate = std::max(0, candidates0_ - top(hist0_, 0, ones_left_)) +
                       std::max(0, candidates1_ - top(hist1_, 0, zeros_left_));
  const int joint = candidates0_ + candidates1_ - spoil1_sum_ - top(hist_diff_, max_degree_, ones_left_);
  return monochromatic_ + std::max(separate, joint);
}

void LineCostBound::add_open(int cell, int sign) {
  const auto c = static_cast<std::size_t>(cell);
  open_[c] = sign > 0 ? 1 : 0;
  hist0_[static_cast<std::size_t>(spoil0_[c])] += sign;
  hist1_[static_cast<std::size_t>(spoil1_[c])] += sign;
  hist_diff_[static_cast<std::size_t>(spoil0_[c] - spoil1_[c] + max_degree_)] += sign;
  spoil1_sum_ += sign * spoil1_[c];
}

void LineCostBound::shift_spoils(int cell, int d0, int d1) {
  add_open(cell, -1);
  spoil0_[static_cast<std::size_t>(cell)] += d0;
  spoil1_[static_cast<std::size_t>(cell)] += d1;
  add_open(cell, +1);
}

void LineCostBound::change_line(int line, Value v, int delta) {
  const Category before = category(line);
  (v == 0 ? tally0_ : tally1_)[static_cast<std::size_t>(line)] += delta;
  const Category after = category(line);
  const int d0 = int{after.zero_candidate} - int{before.zero_candidate};
  const int d1 = int{after.one_candidate} - int{before.one_candidate};
  candidates0_ += d0;
  candidates1_ += d1;
  monochromatic_ += int{after.monochromatic} - int{before.monochromatic};
  if (d0 == 0 && d1 == 0) return;
  const auto l = static_cast<std::size_t>(line);
  for (int i = line_start_[l]; i < line_start_[l + 1]; ++i) {
    const int c = line_cells_[static_cast<std::size_t>(i)];
    if (open_[static_cast<std::size_t>(c)] != 0) shift_spoils(c, d0, d1);
  }
}

void LineCostBound::fix(int cell, Value v) {
  add_open(cell, -1);
  (v == 0 ? zeros_left_ : ones_left_) -= 1;
  const auto c = static_cast<std::size_t>(cell);
  for (int i = cell_start_[c]; i < cell_start_[c + 1]; ++i) change_line(cell_lines_[static_cast<std::size_t>(i)], v, +1);
}

void LineCostBound::unfix(int cell, Value v) {
  const auto c = static_cast<std::size_t>(cell);
  for (int i = cell_start_[c]; i < cell_start_[c + 1]; ++i) change_line(cell_lines_[static_cast<std::size_t>(i)], v, -1);
  (v == 0 ? zeros_left_ : ones_left_) += 1;
  add_open(cell, +1);
}

int LineCostBound::lower_bound_if(int cell, Value v) {
  fix(cell, v);
  const int bound = lower_bound();
  unfix(cell, v);
  return bound;
}

}  // namespace xoi
