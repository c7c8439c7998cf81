// The generated corpus (data/generated/, made by data/make-generated.sh):
// every puzzle has exactly one solution, equal to its .sol, which obeys the
// rules and keeps every given; the level in its name is the level in its
// comments, and the grader gives that level; a symmetric one (symmetric/)
// has the pattern its name says. One test per file.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "puzzles/generate/grade.hpp"
#include "puzzles/generate/symmetry.hpp"
#include "puzzles/registry.hpp"
#include "tests/cli/grid_rules.hpp"

namespace xoi {
namespace {

namespace fs = std::filesystem;

const fs::path kCorpus = fs::path(XOI_SOURCE_DIR) / "data" / "generated";

// "binox/binox-14x14-level3-seed-1", ... for every data/generated/<kind>/*.txt.
std::vector<std::string> corpus_files() {
  std::vector<std::string> files;
  if (!fs::exists(kCorpus)) return files;
  for (const fs::directory_entry& folder : fs::directory_iterator(kCorpus)) {
    if (!folder.is_directory()) continue;
    for (const fs::directory_entry& file : fs::directory_iterator(folder.path()))
      if (file.path().extension() == ".txt")
        files.push_back(folder.path().filename().string() + "/" + file.path().stem().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string test_name(const testing::TestParamInfo<std::string>& info) {
  std::string name = info.param.substr(info.param.find('/') + 1);
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

class GeneratedCorpus : public testing::TestWithParam<std::string> {};

TEST_P(GeneratedCorpus, UniqueMatchesSolAndGradesAsNamed) {
  const std::string stem = (kCorpus / GetParam()).string();
  const ParseResult puzzle = read_puzzle_file(stem + ".txt", all_kind_syntaxes());
  const ParseResult solution = read_puzzle_file(stem + ".sol", all_kind_syntaxes());
  ASSERT_FALSE(puzzle.error.has_value()) << puzzle.error->describe();
  ASSERT_FALSE(solution.error.has_value()) << solution.error->describe();
  ASSERT_EQ(puzzle.puzzles.size(), 1u);
  const PuzzleText& text = puzzle.puzzles.front();
  const Kind& kind = *find_kind(text.kind);

  // The level of the name ("...-level3-seed-1") is the level of the comments.
  const std::size_t at = GetParam().find("-level");
  ASSERT_NE(at, std::string::npos);
  const int named_level = GetParam()[at + 6] - '0';
  const auto& comments = text.comments;
  EXPECT_NE(std::find(comments.begin(), comments.end(),
                      "difficulty: " + std::to_string(named_level) + " (" +
                          std::string(level_name(static_cast<Level>(named_level))) + ")"),
            comments.end());

  // The .sol obeys the rules and keeps the givens (an independent checker).
  const auto puzzle_grid = cli_test::parse_grid(cli_test::read_text(stem + ".txt"));
  const auto solution_grid = cli_test::parse_grid(cli_test::read_text(stem + ".sol"));
  ASSERT_TRUE(puzzle_grid && solution_grid);
  EXPECT_TRUE(cli_test::obeys_rules(*solution_grid));
  EXPECT_TRUE(cli_test::fits_givens(*puzzle_grid, *solution_grid));

  // Exactly one solution, the .sol's: a full count to 2, independent of the
  // grader. dom/wdeg branching with probing at every node keeps the 30x30
  // level-5 counts under a second; first-fail took minutes on the Troix
  // ones once they were proved minimal (fewer givens).
  Model model;
  ASSERT_FALSE(kind.build(text, RuleSet{}, model).has_value());
  SearchOptions options;
  options.limits.solutions = 2;
  options.probe_every_node = true;
  options.var_order = VarOrder::WeightedDegree;
  const SearchResult counted = depth_first_search(*model.space, options);
  EXPECT_EQ(counted.outcome, SearchOutcome::Exhausted);
  ASSERT_EQ(counted.stats.solutions, 1u);
  for (std::size_t i = 0; i < model.cells.size(); ++i)
    EXPECT_EQ(counted.first_solution[static_cast<std::size_t>(model.cells[i])].min(),
              solution.puzzles.front().cells[i]);

  // The grader agrees with the name.
  std::string error;
  const std::optional<GradeResult> grade = grade_puzzle(kind, text, {}, error);
  ASSERT_TRUE(grade.has_value()) << error;
  EXPECT_EQ(grade->outcome, GradeOutcome::Graded);
  EXPECT_EQ(level_number(grade->level), named_level);

  // A symmetric pattern ("...-rotate-2-seed-1"): a given's images are givens.
  for (const Symmetry symmetry : {Symmetry::Rotate2, Symmetry::Rotate4, Symmetry::Mirror2, Symmetry::Mirror4}) {
    if (GetParam().find("-" + std::string(symmetry_name(symmetry)) + "-seed-") == std::string::npos) continue;
    const CellOrbits orbits(symmetry, text.dims[0], text.dims[1]);
    for (int cell = 0; cell < static_cast<int>(text.cells.size()); ++cell)
      for (const int image : orbits.of(cell))
        EXPECT_EQ(text.cells[static_cast<std::size_t>(cell)] >= 0, text.cells[static_cast<std::size_t>(image)] >= 0)
            << "cell " << cell << " and its image " << image;
  }
}

INSTANTIATE_TEST_SUITE_P(DataGenerated, GeneratedCorpus, testing::ValuesIn(corpus_files()), test_name);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(GeneratedCorpus);

TEST(GeneratedCorpusFiles, CoverTheIssuesSizes) {
  const std::vector<std::string> files = corpus_files();
  for (const char* prefix : {"binox/binox-6x6-", "binox/binox-8x8-", "binox/binox-10x10-", "binox/binox-14x14-",
                             "binox/binox-20x20-", "binox/binox-30x30-", "troix/troix-6x6-", "troix/troix-9x9-",
                             "troix/troix-12x12-", "troix/troix-18x18-", "troix/troix-30x30-"}) {
    const auto count = std::count_if(files.begin(), files.end(), [&](const std::string& f) { return f.starts_with(prefix); });
    EXPECT_GE(count, 3) << prefix;
  }
}

}  // namespace
}  // namespace xoi
