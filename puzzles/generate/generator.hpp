// Generates puzzles with exactly one solution, graded by the solver itself.
//
// One try: fill a random complete grid (search with random value order and
// restarts), shuffle the cells, then remove givens in that order, keeping a
// removal only while the puzzle stays solved at the target level
// (greedy_removal.hpp). The removal runs in phases: for levels 3-5 a pass
// with the cheap level-1 check first removes most givens, then level 3, then
// probing (level 4) or a search for a second solution (level 5). A removal in
// a later phase never lets a weaker level succeed again, and every removal
// keeps the puzzle solved at the target level, so the result is minimal for
// that level and has one solution. The puzzle is then graded (the weakest
// level that fixes every cell); a requested difficulty rejects other grades
// and tries again with the next seed of the stream. See docs/generator.md.
//
// Symmetric clue patterns (GenerateRequest::symmetry) remove givens a whole
// orbit at a time. Deliberately not done: aiming at a difficulty within a
// level (grade.hpp measures it; only the level is asked for).
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/space.hpp"
#include "puzzles/generate/greedy_removal.hpp"
#include "puzzles/generate/levels.hpp"
#include "puzzles/generate/reasoner.hpp"
#include "puzzles/generate/symmetry.hpp"
#include "puzzles/kind.hpp"

namespace xoi {

struct GenerateRequest {
  int rows = 0;
  int cols = 0;
  // Graded exactly this level (and minimal for it); nullopt: any grade.
  std::optional<Level> difficulty;
  // The level every given is needed for: no given can be removed and the
  // puzzle still be solved at this level. nullopt means Search unless a
  // difficulty is asked for (then that level): by default no given can be
  // removed without losing uniqueness (a second-solution search per given;
  // the fewest givens, often a puzzle that needs probing or search). A
  // weaker level is faster and leaves a puzzle graded at most that level.
  // With a difficulty it must be nullopt or that same level.
  std::optional<Level> minimal_for;
  // Keep at least this fraction of the cells as givens (0 = as few as
  // possible). Without a difficulty, or at the weakest level, the removal
  // stops there; with a difficulty above it the puzzle is made minimal for
  // its level, then givens are given back while the level below still
  // cannot solve it (stopping early the removal would stop in the cheap
  // phases, and the weakest level would solve the puzzle).
  double givens_fraction = 0;
  // Givens go in symmetric groups (symmetry.hpp): the pattern of givens is
  // symmetric. Minimal then means no group can go.
  Symmetry symmetry = Symmetry::None;
  // Tries per puzzle before giving up (a requested level may not exist at a size).
  int max_attempts = 1000;
  // Search nodes allowed per "is there a second solution?" check; a check
  // stopped by it keeps its given, and the puzzle is then not proved minimal.
  std::uint64_t uniqueness_node_limit = 20000;
  // When to give up (a deadline for the whole run, Ctrl-C's flag): checked
  // between the steps of a try and, through the reasoners' spaces, inside
  // their propagations and searches (Space::set_stop_conditions). A puzzle
  // whose making was stopped is never returned half made.
  StopConditions stop;
  // Optional: told how each removal phase advances (greedy_removal.hpp), for
  // a progress display. It sees every try of every puzzle; it changes nothing.
  RemovalProgress* progress = nullptr;
  // Optional, one entry per cell (-1 empty): a setter's draft (`xoi
  // complete`). Its givens stay in every puzzle and the grid is filled from
  // them, so the puzzle's solution is one of the draft's; only the other
  // cells are candidates for removal. Empty = an empty board. With a
  // symmetry, every cell of an orbit that holds a draft given stays a given
  // too (the pattern of givens stays symmetric).
  Givens draft;
};

struct GeneratedPuzzle {
  std::uint64_t seed = 0;
  int attempts = 0;  // tries used, the accepted one included
  Level level = Level::Search;
  Givens givens;    // row-major, -1 = empty
  Givens solution;  // row-major, the one solution
  int given_count = 0;
  // Every given is needed: without any one of them the puzzle is no longer
  // solved at minimal_for (for Search: it has another solution). False when
  // givens_fraction kept more (kept_more) or a second-solution search hit its
  // node limit.
  bool minimal = false;
  // givens_fraction kept givens that might have gone: the removal stopped
  // at it, or givens were given back to reach it (--difficulty above the
  // weakest level; Generator::add_back_givens).
  bool kept_more = false;
  // Givens short of the fraction's count when giving back stopped because
  // each cell left would have let the level below solve the puzzle.
  int short_of_fraction = 0;
  Level minimal_for = Level::LineConsistency;
  // The givens kept because their second-solution search hit its node limit
  // (row-major cells, ascending): each may or may not be needed. Empty when
  // every check was decided.
  std::vector<int> unproved;
};

struct GeneratorStatistics {
  std::uint64_t attempts = 0;    // tries, rejected ones included
  std::uint64_t fill_nodes = 0;  // search nodes spent filling grids
  RemovalCounters removal;       // checks made while removing givens

  GeneratorStatistics& operator+=(const GeneratorStatistics& o) {
    attempts += o.attempts;
    fill_nodes += o.fill_nodes;
    removal += o.removal;
    return *this;
  }
};
// operator+= names every field: a field added without it fails here.
static_assert(sizeof(GeneratorStatistics) == 2 * sizeof(std::uint64_t) + sizeof(RemovalCounters));

class Generator {
 public:
  // Why the request is impossible (size, levels, fraction, symmetry), or
  // empty when it is not. Cheap: it builds no model, so a caller can refuse
  // a request before any work (a 300x300 model takes a quarter second).
  static std::string request_problem(const Kind& kind, const GenerateRequest& request);
  // Checks the request as request_problem does and builds the models;
  // nullopt with the reason in `error` when the request is impossible.
  static std::optional<Generator> create(const Kind& kind, const GenerateRequest& request, std::string& error);

  enum class Failure : std::uint8_t {
    NoGrid,             // no complete grid of this size exists (search proved it)
    AttemptsExhausted,  // max_attempts tries all came out at another level
    Stopped,            // request.stop said stop (deadline passed or interrupted)
  };

  // One puzzle from this seed (the same seed always gives the same puzzle);
  // nullopt, with the reason in `failure` if given, when there is none.
  std::optional<GeneratedPuzzle> generate(std::uint64_t seed, Failure* failure = nullptr);

  // The draft's own givens in a puzzle made from it (`xoi complete`): which
  // of them could go too, the puzzle still solved at its minimal_for level
  // without all of them. The removal is the generator's own, its phases up
  // to `deepest` (LineConsistency: those that follow from the other givens,
  // in milliseconds; the puzzle's minimal_for: every one checked, which on
  // a large draft can take far longer than making the puzzle, as each that
  // goes needs a proof of uniqueness), over the draft's cells (under a
  // symmetry, the orbits holding them, each whole) in an order drawn from
  // the puzzle's seed; a removal kept stands for the checks after it.
  struct DraftReview {
    std::vector<int> unneeded;  // row-major cells, ascending: all of them can go together
    // What goes with them: unneeded and, under a symmetry, the other cells of
    // their orbits (givens the puzzle got because a draft given was there).
    std::vector<int> dropped;
    std::vector<int> unproved;  // checks stopped by the node limit: kept, may or may not be needed
    bool exact = false;         // checked at minimal_for: every draft given left is needed (or unproved)
  };
  // nullopt when request.stop stopped the review.
  std::optional<DraftReview> review_draft(const GeneratedPuzzle& puzzle, Level deepest);

  // The weakest level that solves `givens` without search; Search when none
  // does (the caller knows the puzzle has one solution, `solution`).
  Level grade(const Givens& givens, const Givens& solution);

  [[nodiscard]] const GeneratorStatistics& statistics() const { return stats_; }
  [[nodiscard]] const GenerateRequest& request() const { return request_; }

 private:
  Generator(const Kind& kind, const GenerateRequest& request);
  Reasoner& reasoner_for(Level level);
  // Gives request.stop to every reasoner's space (their propagations and
  // searches then stop on it), or takes it back.
  void hand_stop_to_reasoners(bool on);
  bool fill(std::uint64_t seed, Givens& solution);
  [[nodiscard]] Level target_level() const;  // the level every given is needed for
  // A given of the request's draft: it stays.
  [[nodiscard]] bool in_draft(int cell) const {
    return !request_.draft.empty() && request_.draft[static_cast<std::size_t>(cell)] >= 0;
  }
  // Some cell of `cell`'s orbit (the cell alone without symmetry) is in the draft.
  [[nodiscard]] bool orbit_in_draft(int cell) const {
    const CellOrbits::Orbit orbit = orbits_.of(cell);
    return std::any_of(orbit.begin(), orbit.end(), [this](int member) { return in_draft(member); });
  }
  std::vector<Level> phases() const;
  // What the removal phases change, kept across them.
  struct RemovalState {
    Givens& givens;
    int& count;
    std::vector<std::uint8_t>& proven_needed;  // RemovalPhase::proven_needed
    std::vector<int>& unproved;                // RemovalPhase::unproved
    bool held_by_min_givens = false;           // RemovalPhase::held_by_min_givens, in any phase
  };
  // Removes givens among `order`'s cells (in that order), a phase at each of
  // `levels` in turn, never below min_givens.
  void remove_in_phases(std::span<const Level> levels, std::span<const int> order, const Givens& solution,
                        RemovalState& state, int min_givens, RemovalProgress* progress);
  std::optional<GeneratedPuzzle> try_seed(std::uint64_t seed, Failure* failure);
  // Whether givens_fraction is met by giving givens back (see there).
  [[nodiscard]] bool adds_back_givens() const;
  // Gives the solution's values back to empty cells, an orbit at a time in
  // an order drawn from `seed`, until target_count_ cells are given, leaving
  // out any orbit that would let the level below the puzzle's solve it (more
  // givens never make a puzzle harder, so its level stays). Stops short when
  // every orbit left would. Returns how many givens it gave back.
  int add_back_givens(GeneratedPuzzle& puzzle, std::uint64_t seed);

  const Kind* kind_;
  GenerateRequest request_;
  std::vector<Level> levels_;  // the kind's levels, weakest first
  std::vector<Reasoner> reasoners_;  // one per rule set: levels 1, 2 (binox only), 3
  CellOrbits orbits_;  // of request_.symmetry
  int target_count_ = 0;
  bool refresh_at_leaves_ = false;  // see RemovalPhase::refresh_at_leaves
  GeneratorStatistics stats_;
};

}  // namespace xoi
