// The puzzle files of data/ as the benchmarks see them: parsed once, then
// turned into fresh models as often as a benchmark needs. Knows no timing.
#pragma once

#include <string>
#include <vector>

#include "puzzles/kind.hpp"

namespace xoi::bench {

struct DataPuzzle {
  std::string kind;  // "binox", the folder under data/
  std::string name;  // file name without ".txt"
  std::string path;
  bool has_solution_file = false;  // NAME.sol beside it: the solution is unique
  PuzzleText text;
  const Kind* model_kind = nullptr;
};

// Every data/<kind>/*.txt, sorted by kind, then by side, then by name.
// A file that does not parse stops the program with a message (the data is ours).
std::vector<DataPuzzle> load_data_puzzles();

// One puzzle by its path relative to data/ ("troix/xoi-sparse-30x30-1.txt").
DataPuzzle load_data_puzzle(const std::string& relative_path);

// A new model of the puzzle with every rule posted.
Model build_model(const DataPuzzle& puzzle);

// Schedules every propagator of a space that a search has already used, so
// the next search starts with a full root propagation as a fresh model does
// (a search leaves the domains as it found them but its queue empty).
void reschedule_all(Space& space);

}  // namespace xoi::bench
