// Remembered line states (line_consistency below the root, docs/architecture.md)
// are a pure function of the line's planes: a search that finds them in the
// table must do exactly what the same search computing them does. Each grid
// below has lines too long for a table of legal spellings, so they get the
// dynamic programme; its searches backtrack thousands of times. The same
// search runs cold, then warm on the same space (most line states found in
// the table), then after Space::forget_remembered(): the counts of nodes,
// failures and propagations and the solutions must be identical, and every
// solution must obey the rules.
#include <gtest/gtest.h>

#include <vector>

#include "engine/search/dfs.hpp"
#include "tests/engine/search/grid_models.hpp"

namespace xoi {
namespace {

using testing_support::cell_values;
using testing_support::grid_model;
using testing_support::valid_grid;

struct SearchRun {
  SearchStatistics stats;
  std::vector<std::vector<Value>> solutions;
};

// Every propagator is scheduled first and the dom/wdeg weights start from
// nothing, as on a fresh model, so that every run starts the same.
SearchRun run_search(Model& model, const SearchOptions& options) {
  model.space->reset_failure_weights();
  for (int id = 0; id < model.space->propagator_count(); ++id) model.space->schedule(id);
  SearchRun run;
  const SearchResult result = depth_first_search(*model.space, options, [&](const Space& space) {
    run.solutions.push_back(cell_values(space, model.cells));
  });
  run.stats = result.stats;
  return run;
}

void expect_same(const SearchRun& a, const SearchRun& b) {
  EXPECT_EQ(a.stats.nodes, b.stats.nodes);
  EXPECT_EQ(a.stats.failures, b.stats.failures);
  EXPECT_EQ(a.stats.propagations, b.stats.propagations);
  EXPECT_EQ(a.stats.solutions, b.stats.solutions);
  EXPECT_EQ(a.solutions, b.solutions);
}

TEST(RememberedLineStates, WarmAndForgottenSearchesEqualTheColdOne) {
  struct Case {
    const char* kind;
    int side;
    int symbols;
    bool distinct;
    bool weighted;  // dom/wdeg and last conflict: plain first-fail finds no Troix 33x33 in 20,000 nodes
  };
  // Lines of at most 32 cells and longer ones: the memo stores them differently.
  for (const Case c : {Case{"troix", 12, 3, false, false}, Case{"binox", 16, 2, true, false},
                       Case{"troix", 33, 3, false, true}, Case{"binox", 40, 2, true, true}}) {
    SCOPED_TRACE(c.kind);
    Model model = grid_model(c.kind, c.side, c.side);
    SearchOptions options;
    options.limits.solutions = 40;
    options.limits.nodes = 20000;
    if (c.weighted) {
      options.var_order = VarOrder::WeightedDegree;
      options.last_conflict = true;
    }
    const SearchRun cold = run_search(model, options);
    ASSERT_GT(cold.stats.failures, 0U) << "the search must backtrack for states to repeat";
    ASSERT_FALSE(cold.solutions.empty());
    for (const std::vector<Value>& grid : cold.solutions)
      EXPECT_TRUE(valid_grid(grid, c.side, c.side, c.symbols, c.distinct));
    const SearchRun warm = run_search(model, options);
    expect_same(cold, warm);
    model.space->forget_remembered();
    const SearchRun forgotten = run_search(model, options);
    expect_same(cold, forgotten);
  }
}

}  // namespace
}  // namespace xoi
