#include "puzzles/binox/binox.hpp"

#include "puzzles/grid/line_puzzle.hpp"

namespace xoi {
namespace {

constexpr LinePuzzleRules kBinoxRules{.symbols = 2, .max_run = 2, .distinct_lines = true};

std::string check_binox_dims(const std::vector<int>& dims) {
  if (dims[0] % 2 != 0 || dims[1] % 2 != 0)
    return "Binox sizes must be even, got " + std::to_string(dims[0]) + "x" + std::to_string(dims[1]);
  return {};
}

std::optional<FileError> build_binox(const PuzzleText& puzzle, const RuleSet& rules, Model& model) {
  build_line_puzzle(puzzle, kBinoxRules, rules, model);
  return std::nullopt;
}

}  // namespace

Kind binox_kind() {
  return {.syntax = {.name = "binox", .symbols = "XO", .param_keys = {}, .check_dims = check_binox_dims},
          .build = build_binox,
          .line_rules = &kBinoxRules};
}

}  // namespace xoi
