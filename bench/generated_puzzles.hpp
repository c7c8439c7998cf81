// Puzzles made in process by xoi's own generator (puzzles/generate/) from
// fixed seeds, for the benchmarks that run across sizes and levels. Knows no
// timing.
//
// Generating is far slower than solving (a minimal 48x48 Troix at level 3
// takes about half a minute), so each instance is made once per process, the
// first time a benchmark asks for it, and kept in a static cache: a
// benchmark's repetitions and its Solve and Count variants share it, and a
// benchmark left out by --benchmark_filter never pays for it.
#pragma once

#include <optional>
#include <string>

#include "bench/data_puzzles.hpp"
#include "puzzles/generate/levels.hpp"

namespace xoi::bench {

// What to make: a kind, a square side and one of
//   - a level: a puzzle graded exactly at that level, minimal for it;
//   - no level, givens_fraction 0: the generator's default (minimal for
//     level 3, graded 1-3: solved by propagation alone);
//   - empty: no givens at all.
// givens_fraction > 0 stops removing givens at that share of the cells
// (fast, for the largest sizes; the puzzle is then not minimal).
struct InstanceSpec {
  std::string kind;
  int side = 0;
  std::optional<Level> level;
  double givens_fraction = 0;
  bool empty = false;
  std::uint64_t seed = 1;
};

struct GeneratedInstance {
  DataPuzzle puzzle;          // text and kind, ready for build_model
  std::optional<Level> grade;  // the generator's grade (none for an empty grid)
  int given_count = 0;
  double generate_seconds = 0;  // CPU time the generator took
  std::string error;            // set when the generator made no puzzle
};

// The cached instance for `spec`, made on first use.
const GeneratedInstance& generated_instance(const InstanceSpec& spec);

}  // namespace xoi::bench
