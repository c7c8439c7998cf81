// One puzzle model at one reasoning level, built once and asked many times:
// "from these givens, does this level fix every cell?", "is there another
// solution?", "give me a random full grid". The generator asks thousands of
// such questions per puzzle, so the model (tables, propagators) is built once
// per size and every question runs between a push_mark and a pop_mark.
//
// Givens are one entry per cell, row-major as in PuzzleText::cells: -1 for an
// empty cell, else the value.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/search/dfs.hpp"
#include "engine/search/probing.hpp"
#include "puzzles/generate/levels.hpp"
#include "puzzles/kind.hpp"

namespace xoi {

using Givens = std::vector<std::int8_t>;

enum class Verdict : std::uint8_t {
  Solved,         // every cell fixed: the puzzle has at most this one solution (a level
                  // without some rule may fill a grid that breaks it: keeps_every_rule, grade.hpp)
  Contradiction,  // the givens admit no solution
  Stuck,          // this level cannot decide every cell
};

class Reasoner {
 public:
  // The model of an empty `dims` board of `kind` with the rules of `level`
  // (probing and search use every rule, as level 3). Fails with the kind's
  // message when it cannot be built.
  static std::optional<Reasoner> create(const Kind& kind, const std::vector<int>& dims, Level level,
                                        std::string& error);

  [[nodiscard]] Level level() const { return level_; }
  [[nodiscard]] int cell_count() const { return static_cast<int>(model_.cells.size()); }
  // The model itself, for callers that walk the trail on their own
  // (greedy_removal.hpp); they must leave it as they found it.
  [[nodiscard]] Space& space() { return *model_.space; }
  [[nodiscard]] VarId var(int cell) const { return model_.cells[static_cast<std::size_t>(cell)]; }
  [[nodiscard]] std::span<const VarId> vars() const { return model_.cells; }

  struct Question {
    bool probing = false;  // level 4: probe after propagating
    // A solution consistent with the givens, one value per cell, or empty:
    // probing then skips the trials that cannot fail.
    std::span<const std::int8_t> solution;
    // >= 0: only this cell matters. Probing stops once it is fixed, and the
    // verdict is Solved when it is fixed: for givens G minus this cell, where
    // G is solved at this level, that means G minus the cell is solved too.
    int focus = -1;
  };

  // Propagation with the model's rules from the givens, then probing if asked.
  Verdict reason(std::span<const std::int8_t> givens, const Question& question);
  Verdict reason(std::span<const std::int8_t> givens) { return reason(givens, Question{}); }

  // The values after the last reason() that returned Solved, or the solution
  // a search found: one per cell.
  [[nodiscard]] const Givens& values() const { return values_; }

  // What the last reason() without a focus left, unless it found a
  // contradiction: the cells it did not fix (0 when Solved); and what the
  // last reason()'s probing did (all zero without probing).
  // How far a weaker level gets, and how many values probing had to remove,
  // tell puzzles of the same level apart (grade.hpp).
  [[nodiscard]] int open_cells() const { return open_cells_; }
  [[nodiscard]] const ProbingStatistics& probing_statistics() const { return probing_; }

  // Depth-first search from the givens, with `forbid_cell` (if >= 0) kept away
  // from `forbid_value`. Fills values() with the first solution.
  SearchResult search(std::span<const std::int8_t> givens, const SearchOptions& options, int forbid_cell = -1,
                      Value forbid_value = 0);

 private:
  Reasoner(Model model, Level level);
  bool post_givens(std::span<const std::int8_t> givens);
  [[nodiscard]] int count_open_cells() const;
  void read_values();
  void read_values(const std::vector<Domain>& domains);

  Model model_;
  Level level_;
  Givens values_;
  int open_cells_ = 0;
  ProbingStatistics probing_;
  std::vector<Value> known_;  // by VarId, for probing
};

}  // namespace xoi
