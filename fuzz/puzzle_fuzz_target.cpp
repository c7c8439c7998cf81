#include "fuzz/puzzle_fuzz_target.hpp"

#include <cstdint>

#include "cli/contradiction.hpp"
#include "engine/search/branch_and_bound.hpp"
#include "engine/search/dfs.hpp"
#include "puzzles/registry.hpp"

namespace xoi::fuzz {

int exercise_puzzle_file(std::string_view bytes) {
  ParseResult parsed = parse_puzzles(bytes, "fuzz-input", all_kind_syntaxes());
  if (parsed.error) {
    (void)parsed.error->describe();
    return 0;
  }
  int answered = 0;
  for (PuzzleText& text : parsed.puzzles) {
    if (text.cells.size() > kMaxSolvedCells) continue;
    const Kind* kind = find_kind(text.kind);
    if (kind == nullptr) continue;  // the reader only returns known kinds; a miss is a bug, but not a crash
    Model model;
    if (kind->build(text, {}, model)) continue;
    SearchOptions options;
    options.limits.nodes = kNodeLimit;
    options.limits.seconds = kSecondsLimit;
    const std::string_view symbols = kind->syntax.symbols;
    PuzzleText answer = text;
    if (model.objective) {
      if (text.cells.size() > kMaxOptimisedCells) continue;
      const OptimisationResult result = branch_and_bound(*model.space, options, *model.objective);
      if (!result.found()) continue;
      for (std::size_t i = 0; i < answer.cells.size(); ++i)
        answer.cells[i] = static_cast<std::int8_t>(result.best[static_cast<std::size_t>(model.cells[i])].min());
    } else {
      const SearchResult result = depth_first_search(*model.space, options);
      if (!result.found()) {
        if (result.outcome == SearchOutcome::Exhausted) {
          ++answered;
          (void)cli::root_contradiction({"fuzz-input", text, kind});
        }
        continue;
      }
      for (std::size_t i = 0; i < answer.cells.size(); ++i)
        answer.cells[i] = static_cast<std::int8_t>(result.first_solution[static_cast<std::size_t>(model.cells[i])].min());
    }
    ++answered;
    (void)write_puzzle(answer, symbols);
  }
  return answered;
}

}  // namespace xoi::fuzz
