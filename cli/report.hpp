// Printing results: puzzles in the file format, statistics for people, and
// JSON objects for scripts. All printing of the command line lives here.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "cli/load.hpp"
#include "engine/search/branch_and_bound.hpp"
#include "engine/search/dfs.hpp"

namespace xoi::cli {

// The puzzle with every cell set from the solution's domains.
PuzzleText solved_text(const LoadedPuzzle& puzzle, const Model& model, const std::vector<Domain>& solution);

// "--stats": one "name: value" line per field (docs/cli.md explains each).
void print_statistics(std::ostream& out, const SearchResult& result);

// "--stats" for branch and bound: the search's lines, then the best cost and the proven bound.
void print_optimisation_statistics(std::ostream& out, const OptimisationResult& result);

// "# objective: K (optimal)" or "# objective: K (best found, not proven)", no newline.
std::string objective_line(const OptimisationResult& result);

// Why a search ended, as a word for JSON and messages: "exhausted", "time-limit", ...
std::string_view outcome_name(SearchOutcome outcome);

// A minimal JSON object writer: keys in insertion order, strings escaped.
class JsonObject {
 public:
  JsonObject& field(std::string_view key, std::string_view value);
  JsonObject& field(std::string_view key, const char* value) { return field(key, std::string_view(value)); }
  JsonObject& field(std::string_view key, std::uint64_t value);
  JsonObject& field(std::string_view key, int value);
  JsonObject& field(std::string_view key, double value);
  JsonObject& field(std::string_view key, bool value);
  JsonObject& field(std::string_view key, const std::vector<std::string>& values);
  JsonObject& raw_field(std::string_view key, const std::string& json);
  [[nodiscard]] std::string str() const { return body_ + "}"; }

 private:
  void key(std::string_view k);
  std::string body_ = "{";
};

std::string json_string(std::string_view s);
std::string statistics_json(const SearchResult& result);
// The rows of a 2-D puzzle as strings of symbols ("OXXOOX").
std::vector<std::string> row_strings(const PuzzleText& puzzle, std::string_view symbols);

// Row-major cells of a board `cols` wide, named "r1c2" (from 1).
std::vector<std::string> cell_names(const std::vector<int>& cells, int cols);

// The cells of 2-D solutions of one puzzle whose value is not the same in
// all of them, row-major, named "r1c2" (rows and columns from 1): where a
// setter's draft is ambiguous.
std::vector<std::string> differing_cells(const std::vector<PuzzleText>& solutions);

}  // namespace xoi::cli
