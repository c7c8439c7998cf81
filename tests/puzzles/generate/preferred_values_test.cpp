// SearchOptions::preferred_values, which the generator uses to look for a
// second solution near the known one: with a solution preferred, search goes
// straight to it; where the preferred value is gone, value_order decides.
#include <gtest/gtest.h>

#include "engine/search/dfs.hpp"
#include "tests/engine/search/grid_models.hpp"

namespace xoi {
namespace {

using testing_support::grid_model;

std::vector<Value> solve(Model& model, const SearchOptions& options, SearchResult* result = nullptr) {
  SearchResult r = depth_first_search(*model.space, options);
  EXPECT_TRUE(r.found());
  std::vector<Value> values;
  for (const VarId v : model.cells) values.push_back(r.first_solution[static_cast<std::size_t>(v)].min());
  if (result != nullptr) *result = r;
  return values;
}

TEST(PreferredValues, SearchGoesStraightToThePreferredSolution) {
  for (const char* kind : {"binox", "troix"}) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      Model model = grid_model(kind, 12, 12);
      SearchOptions random;
      random.value_order = ValueOrder::Random;
      random.seed = seed;
      const std::vector<Value> target = solve(model, random);
      std::vector<Value> preferred(static_cast<std::size_t>(model.space->variable_count()), -1);
      for (std::size_t i = 0; i < model.cells.size(); ++i) preferred[static_cast<std::size_t>(model.cells[i])] = target[i];
      SearchOptions guided;
      guided.preferred_values = preferred;
      SearchResult result;
      EXPECT_EQ(solve(model, guided, &result), target) << kind << " seed " << seed;
      EXPECT_EQ(result.stats.failures, 0u) << kind << " seed " << seed;
    }
  }
}

TEST(PreferredValues, MissingPreferenceFallsBackToValueOrder) {
  Model model = grid_model("binox", 6, 6);
  const std::vector<Value> none(static_cast<std::size_t>(model.space->variable_count()), -1);
  SearchOptions plain, with_none;
  with_none.preferred_values = none;
  EXPECT_EQ(solve(model, plain), solve(model, with_none));
}

}  // namespace
}  // namespace xoi
