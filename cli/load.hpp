// Reading puzzle files for a command: parse, look up the kind, report errors.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/exit_codes.hpp"
#include "puzzles/kind.hpp"

namespace xoi::cli {

struct LoadedPuzzle {
  std::string path;
  PuzzleText text;
  const Kind* kind = nullptr;
};

// All puzzles of `path`, or nullopt after printing the error to stderr.
std::optional<std::vector<LoadedPuzzle>> load_puzzles(const std::string& path);

// Calls answer(puzzle, name_it) for every puzzle of every file, in order, and
// returns the most serious of the exit codes it returns (exit_codes.hpp); a
// file that cannot be read counts as bad input, and the other files are
// still answered. name_it: whether a text answer should be preceded by
// "# file: PATH" (there are several files, or this file holds several puzzles).
template <class Answer>
int answer_each_puzzle(const std::vector<std::string>& files, Answer&& answer) {
  int exit_code = kAnswered;
  bool name_it = files.size() > 1;
  for (const std::string& file : files) {
    const std::optional<std::vector<LoadedPuzzle>> puzzles = load_puzzles(file);
    if (!puzzles) {
      exit_code = combine(exit_code, kBadInput);
      continue;
    }
    name_it = name_it || puzzles->size() > 1;
    for (const LoadedPuzzle& puzzle : *puzzles) exit_code = combine(exit_code, answer(puzzle, name_it));
  }
  return exit_code;
}

// Builds the model with every rule; nullopt after printing an error.
std::optional<Model> build_model(const LoadedPuzzle& puzzle, const RuleSet& rules = {});

}  // namespace xoi::cli
