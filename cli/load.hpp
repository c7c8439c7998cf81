// Reading puzzle files for a command: parse, look up the kind, report errors.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzles/kind.hpp"

namespace xoi::cli {

struct LoadedPuzzle {
  std::string path;
  PuzzleText text;
  const Kind* kind = nullptr;
};

// All puzzles of `path`, or nullopt after printing the error to stderr.
std::optional<std::vector<LoadedPuzzle>> load_puzzles(const std::string& path);

// Builds the model with every rule; nullopt after printing an error.
std::optional<Model> build_model(const LoadedPuzzle& puzzle, const RuleSet& rules = {});

}  // namespace xoi::cli
