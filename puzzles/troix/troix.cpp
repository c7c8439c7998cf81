#include "puzzles/troix/troix.hpp"

#include "puzzles/grid/line_puzzle.hpp"

namespace xoi {
namespace {

constexpr LinePuzzleRules kTroixRules{.symbols = 3, .max_run = 2, .distinct_lines = false};

std::string check_troix_dims(const std::vector<int>& dims) {
  if (dims[0] % 3 != 0 || dims[1] % 3 != 0)
    return "Troix sizes must be multiples of 3, got " + std::to_string(dims[0]) + "x" + std::to_string(dims[1]);
  return {};
}

std::optional<FileError> build_troix(const PuzzleText& puzzle, const RuleSet& rules, Model& model) {
  build_line_puzzle(puzzle, kTroixRules, rules, model);
  return std::nullopt;
}

}  // namespace

Kind troix_kind() {
  return {.syntax = {.name = "troix", .symbols = "XOI", .param_keys = {}, .check_dims = check_troix_dims},
          .build = build_troix,
          .line_rules = &kTroixRules};
}

}  // namespace xoi
