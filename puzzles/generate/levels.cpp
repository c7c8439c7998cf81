#include "puzzles/generate/levels.hpp"

#include <array>

namespace xoi {
namespace {

constexpr std::array<std::string_view, 5> kNames = {"counting", "distinct-lines", "line-consistency", "probing",
                                                     "search"};
constexpr std::array<Level, 5> kAllLevels = {Level::Counting, Level::DistinctLines, Level::LineConsistency,
                                             Level::Probing, Level::Search};
constexpr std::array<Level, 4> kWithoutDistinctLines = {Level::Counting, Level::LineConsistency, Level::Probing,
                                                        Level::Search};

}  // namespace

std::string_view level_name(Level level) { return kNames[static_cast<std::size_t>(level_number(level) - 1)]; }

std::optional<Level> parse_level(std::string_view text) {
  for (const Level level : kAllLevels) {
    const char digit[] = {static_cast<char>('0' + level_number(level)), '\0'};
    if (text == digit || text == level_name(level)) return level;
  }
  return std::nullopt;
}

RuleSet rules_for(Level level) {
  RuleSet rules;
  rules.distinct_lines = level >= Level::DistinctLines;
  rules.line_consistency = level >= Level::LineConsistency;
  return rules;
}

std::span<const Level> levels_of(std::string_view kind) {
  // Troix allows equal lines: its level 2 posts exactly level 1's rules.
  if (kind == "troix") return kWithoutDistinctLines;
  return kAllLevels;
}

}  // namespace xoi
