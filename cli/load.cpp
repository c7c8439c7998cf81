#include "cli/load.hpp"

#include <iostream>

#include "puzzles/registry.hpp"

namespace xoi::cli {

std::optional<std::vector<LoadedPuzzle>> load_puzzles(const std::string& path) {
  ParseResult parsed = read_puzzle_file(path, all_kind_syntaxes());
  if (parsed.error) {
    std::cerr << "xoi: " << parsed.error->describe() << '\n';
    return std::nullopt;
  }
  std::vector<LoadedPuzzle> puzzles;
  for (PuzzleText& text : parsed.puzzles) {
    const Kind* kind = find_kind(text.kind);
    puzzles.push_back({path, std::move(text), kind});
  }
  return puzzles;
}

std::optional<Model> build_model(const LoadedPuzzle& puzzle, const RuleSet& rules) {
  Model model;
  if (const auto error = puzzle.kind->build(puzzle.text, rules, model)) {
    std::cerr << "xoi: " << error->describe() << '\n';
    return std::nullopt;
  }
  return model;
}

}  // namespace xoi::cli
