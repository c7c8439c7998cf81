// Reasoning levels: names, parsing, which levels a kind has, and the rules
// each level posts.
#include "puzzles/generate/levels.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace xoi {
namespace {

TEST(Levels, NumbersAndNamesParseToTheSameLevel) {
  for (int n = 1; n <= 5; ++n) {
    const auto by_number = parse_level(std::to_string(n));
    ASSERT_TRUE(by_number.has_value()) << n;
    EXPECT_EQ(level_number(*by_number), n);
    EXPECT_EQ(parse_level(level_name(*by_number)), by_number);
  }
  EXPECT_EQ(parse_level("probing"), Level::Probing);
  EXPECT_FALSE(parse_level("0").has_value());
  EXPECT_FALSE(parse_level("6").has_value());
  EXPECT_FALSE(parse_level("hard").has_value());
  EXPECT_FALSE(parse_level("").has_value());
}

TEST(Levels, TroixHasNoDistinctLinesLevel) {
  const auto binox = levels_of("binox");
  const auto troix = levels_of("troix");
  EXPECT_EQ(std::vector<Level>(binox.begin(), binox.end()),
            (std::vector<Level>{Level::Counting, Level::DistinctLines, Level::LineConsistency, Level::Probing,
                                Level::Search}));
  EXPECT_EQ(std::vector<Level>(troix.begin(), troix.end()),
            (std::vector<Level>{Level::Counting, Level::LineConsistency, Level::Probing, Level::Search}));
}

TEST(Levels, EachLevelAddsRules) {
  const RuleSet one = rules_for(Level::Counting);
  EXPECT_TRUE(one.run_length && one.balance);
  EXPECT_FALSE(one.distinct_lines || one.line_consistency);
  const RuleSet two = rules_for(Level::DistinctLines);
  EXPECT_TRUE(two.distinct_lines && !two.line_consistency);
  for (const Level level : {Level::LineConsistency, Level::Probing, Level::Search}) {
    const RuleSet all = rules_for(level);
    EXPECT_TRUE(all.run_length && all.balance && all.distinct_lines && all.line_consistency);
  }
}

}  // namespace
}  // namespace xoi
