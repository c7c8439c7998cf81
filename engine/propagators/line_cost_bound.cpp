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
    tally_.push_back({{0, 0}, static_cast<int>(line.size())});
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
  value_.assign(vars_.size(), -1);
  spoil0_.assign(vars_.size(), 0);
  spoil1_.assign(vars_.size(), 0);
  hist0_.reset(0, max_degree_);
  hist1_.reset(0, max_degree_);
  hist_diff_.reset(-max_degree_, max_degree_);
}

int LineCostBound::category(std::size_t line) const {
  const Tally& t = tally_[line];
  const int t0 = t.fixed[0], t1 = t.fixed[1];
  if (t0 + t1 == t.length) return t0 == 0 || t1 == 0 ? kMonochromatic : 0;
  return (t1 == 0 ? kZeroCandidate : 0) | (t0 == 0 ? kOneCandidate : 0);
}

void LineCostBound::sync(const Space& space) {
  if (!loaded_) {
    load(space);
    return;
  }
  // Cells to reopen first (open now, or fixed the other way), then cells to fix.
  const auto cells = static_cast<int>(vars_.size());
  for (int c = 0; c < cells; ++c) {
    const std::int8_t was = value_[static_cast<std::size_t>(c)];
    if (was < 0) continue;
    const Domain d = space.domain(vars_[static_cast<std::size_t>(c)]);
    if (!d.fixed() || d.min() != was) reopen(c, was);
  }
  for (int c = 0; c < cells; ++c) {
    if (value_[static_cast<std::size_t>(c)] >= 0) continue;
    const Domain d = space.domain(vars_[static_cast<std::size_t>(c)]);
    if (d.fixed()) fix(c, d.min());
  }
}

void LineCostBound::load(const Space& space) {
  loaded_ = true;
  const std::size_t cells = vars_.size();
  int fixed0 = 0, fixed1 = 0;
  for (std::size_t c = 0; c < cells; ++c) {
    const Domain d = space.domain(vars_[c]);
    const bool fixed = d.fixed();
    open_[c] = fixed ? 0 : 1;
    value_[c] = static_cast<std::int8_t>(fixed ? d.min() : -1);
    spoil0_[c] = spoil1_[c] = 0;
    fixed0 += fixed && d.min() == 0;
    fixed1 += fixed && d.min() == 1;
  }
  zeros_left_ = zeros_total_ - fixed0;
  ones_left_ = static_cast<int>(cells) - zeros_total_ - fixed1;

  candidates0_ = candidates1_ = monochromatic_ = 0;
  const std::size_t lines = tally_.size();
  for (std::size_t l = 0; l < lines; ++l) {
    int t0 = 0, t1 = 0;
    const auto first = static_cast<std::size_t>(line_start_[l]), last = static_cast<std::size_t>(line_start_[l + 1]);
    for (std::size_t i = first; i < last; ++i) {
      const std::int8_t v = value_[static_cast<std::size_t>(line_cells_[i])];
      t0 += v == 0;
      t1 += v == 1;
    }
    tally_[l].fixed[0] = t0;
    tally_[l].fixed[1] = t1;
    const int k = category(l);
    const int z = k & kZeroCandidate, o = (k & kOneCandidate) >> 1;
    candidates0_ += z;
    candidates1_ += o;
    monochromatic_ += (k & kMonochromatic) >> 2;
    if ((z | o) == 0) continue;
    for (std::size_t i = first; i < last; ++i) {
      const auto c = static_cast<std::size_t>(line_cells_[i]);
      spoil0_[c] += z;
      spoil1_[c] += o;
    }
  }

  hist0_.reset(0, max_degree_);
  hist1_.reset(0, max_degree_);
  hist_diff_.reset(-max_degree_, max_degree_);
  spoil1_sum_ = 0;
  for (std::size_t c = 0; c < cells; ++c) {
    if (open_[c] == 0) continue;
    open_[c] = 0;  // add_open sets it again
    add_open(static_cast<int>(c), +1);
  }
}

void LineCostBound::Histogram::reset(int lowest, int highest) {
  count_.assign(static_cast<std::size_t>(highest - lowest) + 1, 0);
  lowest_ = lowest;
  high_ = 0;
}

// Sum of the k largest values among the counted cells.
int LineCostBound::Histogram::top(int k) const {
  while (high_ > 0 && count_[high_] == 0) --high_;
  int sum = 0;
  for (std::size_t b = high_ + 1; b-- > 0 && k > 0;) {
    const int take = std::min(count_[b], k);
    sum += take * (static_cast<int>(b) + lowest_);
    k -= take;
  }
  return sum;
}

int LineCostBound::separate_part() const {
  return std::max(0, candidates0_ - hist0_.top(ones_left_)) + std::max(0, candidates1_ - hist1_.top(zeros_left_));
}

int LineCostBound::joint_part() const {
  return candidates0_ + candidates1_ - spoil1_sum_ - hist_diff_.top(ones_left_);
}

int LineCostBound::lower_bound() const {
  if (zeros_left_ < 0 || ones_left_ < 0) return kInfeasible;
  return monochromatic_ + std::max(separate_part(), joint_part());
}

void LineCostBound::add_open(int cell, int sign) {
  const auto c = static_cast<std::size_t>(cell);
  open_[c] = sign > 0 ? 1 : 0;
  hist0_.add(spoil0_[c], sign);
  hist1_.add(spoil1_[c], sign);
  hist_diff_.add(spoil0_[c] - spoil1_[c], sign);
  spoil1_sum_ += sign * spoil1_[c];
}

void LineCostBound::shift_spoils(int cell, int d0, int d1) {
  const auto c = static_cast<std::size_t>(cell);
  const int s0 = spoil0_[c], s1 = spoil1_[c];
  if (d0 != 0) {
    hist0_.add(s0, -1);
    hist0_.add(s0 + d0, +1);
    spoil0_[c] = s0 + d0;
  }
  if (d1 != 0) {
    hist1_.add(s1, -1);
    hist1_.add(s1 + d1, +1);
    spoil1_[c] = s1 + d1;
    spoil1_sum_ += d1;
  }
  if (d0 != d1) {
    hist_diff_.add(s0 - s1, -1);
    hist_diff_.add(s0 - s1 + d0 - d1, +1);
  }
}

void LineCostBound::change_line(int line, Value v, int delta) {
  const auto l = static_cast<std::size_t>(line);
  const int before = category(l);
  tally_[l].fixed[v] += delta;
  const int after = category(l);
  if (before == after) return;
  const int d0 = (after & kZeroCandidate) - (before & kZeroCandidate);
  const int d1 = ((after & kOneCandidate) - (before & kOneCandidate)) >> 1;
  candidates0_ += d0;
  candidates1_ += d1;
  monochromatic_ += ((after & kMonochromatic) - (before & kMonochromatic)) >> 2;
  if (d0 == 0 && d1 == 0) return;
  const auto first = static_cast<std::size_t>(line_start_[l]), last = static_cast<std::size_t>(line_start_[l + 1]);
  for (std::size_t i = first; i < last; ++i) {
    const int c = line_cells_[i];
    if (open_[static_cast<std::size_t>(c)] != 0) shift_spoils(c, d0, d1);
  }
}

void LineCostBound::fix(int cell, Value v) {
  add_open(cell, -1);
  value_[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(v);
  (v == 0 ? zeros_left_ : ones_left_) -= 1;
  const auto c = static_cast<std::size_t>(cell);
  for (int i = cell_start_[c]; i < cell_start_[c + 1]; ++i) change_line(cell_lines_[static_cast<std::size_t>(i)], v, +1);
}

void LineCostBound::unfix(int cell, Value v) {
  const auto c = static_cast<std::size_t>(cell);
  for (int i = cell_start_[c]; i < cell_start_[c + 1]; ++i) change_line(cell_lines_[static_cast<std::size_t>(i)], v, -1);
  (v == 0 ? zeros_left_ : ones_left_) += 1;
  value_[c] = -1;
  add_open(cell, +1);
}

void LineCostBound::reopen(int cell, Value v) {
  const auto c = static_cast<std::size_t>(cell);
  int s0 = 0, s1 = 0;
  for (int i = cell_start_[c]; i < cell_start_[c + 1]; ++i) {
    const int l = cell_lines_[static_cast<std::size_t>(i)];
    change_line(l, v, -1);
    const int k = category(static_cast<std::size_t>(l));
    s0 += k & kZeroCandidate;
    s1 += (k & kOneCandidate) >> 1;
  }
  spoil0_[c] = s0;
  spoil1_[c] = s1;
  (v == 0 ? zeros_left_ : ones_left_) += 1;
  value_[c] = -1;
  add_open(cell, +1);
}

int LineCostBound::lower_bound_if(int cell, Value v) {
  fix(cell, v);
  const int bound = lower_bound();
  unfix(cell, v);
  return bound;
}

bool LineCostBound::reaches_if(int cell, Value v, int limit) {
  fix(cell, v);
  const bool reaches = zeros_left_ < 0 || ones_left_ < 0 || monochromatic_ + separate_part() >= limit ||
                       monochromatic_ + joint_part() >= limit;
  unfix(cell, v);
  return reaches;
}

}  // namespace xoi
