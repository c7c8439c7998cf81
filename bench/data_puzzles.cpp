#include "bench/data_puzzles.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <tuple>

#include "puzzles/registry.hpp"

namespace xoi::bench {
namespace {

namespace fs = std::filesystem;

const fs::path kDataDir = fs::path(XOI_SOURCE_DIR) / "data";

[[noreturn]] void die(const std::string& message) {
  std::cerr << "xoi_bench: " << message << '\n';
  std::exit(2);
}

DataPuzzle load_file(const fs::path& path) {
  ParseResult parsed = read_puzzle_file(path.string(), all_kind_syntaxes());
  if (parsed.error) die(parsed.error->describe());
  if (parsed.puzzles.size() != 1) die(path.string() + ": expected one puzzle per data file");
  DataPuzzle puzzle;
  puzzle.kind = path.parent_path().filename().string();
  puzzle.name = path.stem().string();
  puzzle.path = path.string();
  puzzle.has_solution_file = fs::exists(fs::path(path).replace_extension(".sol"));
  puzzle.text = std::move(parsed.puzzles.front());
  puzzle.model_kind = find_kind(puzzle.text.kind);
  if (puzzle.model_kind == nullptr) die(path.string() + ": unknown kind " + puzzle.text.kind);
  return puzzle;
}

}  // namespace

std::vector<DataPuzzle> load_data_puzzles() {
  std::vector<DataPuzzle> puzzles;
  for (const fs::directory_entry& folder : fs::directory_iterator(kDataDir)) {
    if (!folder.is_directory()) continue;
    for (const fs::directory_entry& file : fs::directory_iterator(folder.path()))
      if (file.path().extension() == ".txt") puzzles.push_back(load_file(file.path()));
  }
  std::sort(puzzles.begin(), puzzles.end(), [](const DataPuzzle& a, const DataPuzzle& b) {
    return std::tie(a.kind, a.text.dims, a.name) < std::tie(b.kind, b.text.dims, b.name);
  });
  return puzzles;
}

DataPuzzle load_data_puzzle(const std::string& relative_path) { return load_file(kDataDir / relative_path); }

Model build_model(const DataPuzzle& puzzle) {
  Model model;
  if (const auto error = puzzle.model_kind->build(puzzle.text, RuleSet{}, model)) die(error->describe());
  return model;
}

void reschedule_all(Space& space) {
  for (int id = 0; id < space.propagator_count(); ++id) space.schedule(id);
}

}  // namespace xoi::bench
