// A generated puzzle as files: its name, and the puzzle and solution texts
// with the comment lines that say how to make it again.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "puzzles/format/puzzle_file.hpp"
#include "puzzles/generate/generator.hpp"

namespace xoi {

struct GeneratedText {
  std::string name;  // "binox-14x14-level3-seed-7": kind, size, level, seed
  PuzzleText puzzle;
  PuzzleText solution;
};

// The comment lines of a generated puzzle (both files), each on its own, so
// that a command built on the generator (xoi complete) can restate one:
//   # xoi generate binox 14x14 --seed 7 --difficulty 3
//   # seed: 7
//   # difficulty: 3 (line-consistency)
//   # givens: 43 of 196
//   # minimal: yes, for level 3 (line-consistency)
// or, where a level-5 check stopped at its node limit,
//   # minimal: not proved (1 given's second-solution search hit its node limit: r20c21)
struct GeneratedComments {
  std::string recipe;      // the command that makes the puzzle again
  std::string seed;        // "seed: 7"
  std::string difficulty;  // "difficulty: 3 (line-consistency)"
  std::string givens;      // "givens: 43 of 196"
  std::string minimal;     // "minimal: ..."
};
// The recipe's options for the level (" --difficulty 3", " --minimal-for 3")
// and for the pattern and budget (" --symmetry rotate-2 --node-limit 500"),
// each with a leading space, "" for the defaults; xoi complete's recipe
// puts its own options between the two, as generate puts --givens.
std::string level_options(const GenerateRequest& request);
std::string pattern_options(const GenerateRequest& request);

GeneratedComments generated_comments(std::string_view kind, const GenerateRequest& request,
                                     const GeneratedPuzzle& puzzle);

// The files with those comment lines, in that order.
GeneratedText generated_text(std::string_view kind, const GenerateRequest& request, const GeneratedPuzzle& puzzle);
// The files with other comment lines.
GeneratedText generated_text(std::string_view kind, const GenerateRequest& request, const GeneratedPuzzle& puzzle,
                             std::vector<std::string> comments);

}  // namespace xoi
