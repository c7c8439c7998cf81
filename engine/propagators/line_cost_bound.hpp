// The counting lower bound behind the line-completion cost: how many lines
// must end up monochromatic (every cell the same value), given the domains
// and how many cells must take value 0.
//
// Two values only, 0 and 1 (X and O in tic-tac-toe). A line with a 0 and a 1
// is dead (it can never be monochromatic); a line with no 1 and an open cell
// is a 0-candidate (it becomes all 0 unless one of its open cells takes 1);
// symmetrically a 1-candidate; a fully open line is both. The bound is
//   lines complete and monochromatic
//   + the fewest candidates that the remaining budget cannot spoil:
// with z cells still to take 0 and w still to take 1 (z + w = open cells), an
// open cell c taking 1 spoils at most s0(c) 0-candidates (those through it),
// taking 0 at most s1(c) 1-candidates. Two counts, the larger wins:
//   separate: max(0, C0 - top_w(s0)) + max(0, C1 - top_z(s1));
//   joint:    C0 + C1 - sum(s1) - top_w(s0 - s1), one partition of the open
//             cells into w ones and z zeros (the cells cannot do both jobs).
// top_k(f) is the sum of the k largest values of f over open cells, read from
// histograms (the values are line counts, at most (3^d - 1) / 2 per cell).
// Lines fixed by the budget alone (z = 0 or w = 0) fall out of the same
// formula: top_0 = 0, so every candidate of the other value counts.
//
// Probing: lower_bound_if(c, v) is the bound after c = v, computed by
// updating only the lines through c and undoing; fix(c, v) keeps the change.
// Deliberately not done: per-line capping (a line with three open cells is
// spoiled once, not three times) and reasoning across pairs of cells.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/space.hpp"

namespace xoi {

class LineCostBound {
 public:
  static constexpr int kInfeasible = 1 << 29;

  // `cells` are the variables (each line's cells must be among them); exactly
  // `zeros` of them take value 0. Domains must lie within {0, 1}.
  LineCostBound(std::span<const VarId> cells, std::span<const std::vector<VarId>> lines, int zeros);

  // Reads every domain; the probes below work on this snapshot.
  void load(const Space& space);
  // Brings the snapshot up to date with the space: the first call loads, later
  // ones only replay the cells whose domain differs from the snapshot (after
  // propagation or backtracking alike), so a search pays for what changed.
  void sync(const Space& space);
  // The bound of the loaded state (kInfeasible if the budget is already broken).
  [[nodiscard]] int lower_bound() const;
  // Lines complete and monochromatic in the loaded state (the cost once all is fixed).
  [[nodiscard]] int monochromatic() const { return monochromatic_; }
  // The bound if open cell `cell` (an index into `cells`) took value v; the state is unchanged.
  int lower_bound_if(int cell, Value v);
  // lower_bound_if(cell, v) >= limit, computed with an early exit.
  bool reaches_if(int cell, Value v, int limit);
  // Keeps cell = v in the loaded state (after the domain was narrowed to v).
  void fix(int cell, Value v);

  [[nodiscard]] int cell_count() const { return static_cast<int>(vars_.size()); }
  [[nodiscard]] VarId var(int cell) const { return vars_[static_cast<std::size_t>(cell)]; }
  [[nodiscard]] bool open(int cell) const { return open_[static_cast<std::size_t>(cell)] != 0; }

 private:
  // A line's category as bits: kZeroCandidate | kOneCandidate, or kMonochromatic.
  static constexpr int kZeroCandidate = 1, kOneCandidate = 2, kMonochromatic = 4;
  [[nodiscard]] int category(std::size_t line) const;
  [[nodiscard]] int separate_part() const;
  [[nodiscard]] int joint_part() const;
  void change_line(int line, Value v, int delta);
  void unfix(int cell, Value v);
  // unfix for a cell closed for a while: its spoil counts are recomputed.
  void reopen(int cell, Value v);
  void add_open(int cell, int sign);
  void shift_spoils(int cell, int d0, int d1);

  // Structure, built once.
  std::vector<VarId> vars_;
  std::vector<int> line_start_, line_cells_;  // cells of line l: line_cells_[line_start_[l] .. line_start_[l+1])
  std::vector<int> cell_start_, cell_lines_;  // lines through cell c, likewise
  int zeros_total_;
  int max_degree_ = 0;

  // The loaded state.
  bool loaded_ = false;
  std::vector<std::uint8_t> open_;
  std::vector<std::int8_t> value_;  // per cell at load: 0, 1, or -1 when open
  // Per line, together for locality: cells fixed to 0 and to 1, and its length.
  struct Tally {
    int fixed[2];
    int length;
  };
  std::vector<Tally> tally_;
  std::vector<int> spoil0_, spoil1_;  // per open cell: 0-candidates / 1-candidates through it
  // Open cells counted by value, for sums of the k largest values.
  class Histogram {
   public:
    void reset(int lowest, int highest);
    void add(int value, int count) {
      const auto b = static_cast<std::size_t>(value - lowest_);
      count_[b] += count;
      if (count > 0 && b > high_) high_ = b;
    }
    [[nodiscard]] int top(int k) const;

   private:
    std::vector<int> count_;
    int lowest_ = 0;
    mutable std::size_t high_ = 0;  // no count above it (lowered lazily by top)
  };
  Histogram hist0_, hist1_, hist_diff_;  // open cells by spoil0, spoil1, spoil0 - spoil1
  int candidates0_ = 0, candidates1_ = 0, monochromatic_ = 0;
  int zeros_left_ = 0, ones_left_ = 0;
  int spoil1_sum_ = 0;
};

}  // namespace xoi
