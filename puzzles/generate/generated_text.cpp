#include "puzzles/generate/generated_text.hpp"

#include <charconv>
#include <utility>

namespace xoi {
namespace {

std::string level_text(Level level) {
  return std::to_string(level_number(level)) + " (" + std::string(level_name(level)) + ")";
}

// The shortest decimal that reads back as the same double: the same on every machine.
std::string shortest(double value) {
  char buffer[32];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  return {buffer, result.ptr};
}

// Names the givens whose check stopped, so that a setter knows which ones
// might still go: "not proved (2 givens' second-solution searches hit their
// node limit: r3c11 r8c6)", rows and columns counted from 1.
std::string not_proved(const GenerateRequest& request, const GeneratedPuzzle& puzzle) {
  const std::size_t n = puzzle.unproved.size();
  std::string text = "not proved (" + std::to_string(n);
  text += n == 1 ? " given's second-solution search hit its" : " givens' second-solution searches hit their";
  text += " node limit:";
  for (const int cell : puzzle.unproved)
    text += " r" + std::to_string(cell / request.cols + 1) + "c" + std::to_string(cell % request.cols + 1);
  return text + ")";
}

// "yes, for level 3 (line-consistency)", "no (--givens keeps more)" or
// "not proved (...)"; when giving givens back for --givens stopped short, it
// says so: "no (--givens keeps more; 7 fewer than asked, as any more would
// make it easier)".
std::string minimal_text(const GenerateRequest& request, const GeneratedPuzzle& puzzle) {
  const std::string fewer = std::to_string(puzzle.short_of_fraction) + " fewer than ";
  const std::string why = " asked, as any more would make it easier";
  if (puzzle.minimal)
    return "yes, for level " + level_text(puzzle.minimal_for) +
           (puzzle.short_of_fraction == 0 ? "" : "; " + fewer + "--givens" + why);
  if (puzzle.kept_more)
    return "no (--givens keeps more" + (puzzle.short_of_fraction == 0 ? "" : "; " + fewer + why.substr(1)) + ")";
  return not_proved(request, puzzle);
}

// "binox-14x14-level3-seed-7", "binox-14x14-level3-rotate-2-seed-7".
std::string generated_name(std::string_view kind, const GenerateRequest& request, const GeneratedPuzzle& puzzle) {
  std::string name(kind);
  name.append("-").append(std::to_string(request.rows)).append("x").append(std::to_string(request.cols));
  name.append("-level").append(std::to_string(level_number(puzzle.level)));
  if (request.symmetry != Symmetry::None) name.append("-").append(symmetry_name(request.symmetry));
  return name.append("-seed-").append(std::to_string(puzzle.seed));
}

}  // namespace

std::string level_options(const GenerateRequest& request) {
  std::string options;
  if (request.difficulty) options += " --difficulty " + std::to_string(level_number(*request.difficulty));
  // Minimal for uniqueness is the default and needs no option.
  if (request.minimal_for && !request.difficulty && *request.minimal_for != Level::Search)
    options += " --minimal-for " + std::to_string(level_number(*request.minimal_for));
  return options;
}

std::string pattern_options(const GenerateRequest& request) {
  std::string options;
  if (request.symmetry != Symmetry::None) options += " --symmetry " + std::string(symmetry_name(request.symmetry));
  // The checks' node budget decides which givens stay: it is part of the recipe.
  if (request.uniqueness_node_limit != GenerateRequest{}.uniqueness_node_limit)
    options += " --node-limit " + std::to_string(request.uniqueness_node_limit);
  return options;
}

GeneratedComments generated_comments(std::string_view kind, const GenerateRequest& request,
                                     const GeneratedPuzzle& puzzle) {
  const std::string size = std::to_string(request.rows) + "x" + std::to_string(request.cols);
  const std::string seed = std::to_string(puzzle.seed);
  std::string command = "xoi generate " + std::string(kind) + " " + size + " --seed " + seed;
  command += level_options(request);
  if (request.givens_fraction > 0) command += " --givens " + shortest(request.givens_fraction);
  command += pattern_options(request);
  return {command, "seed: " + seed, "difficulty: " + level_text(puzzle.level),
          "givens: " + std::to_string(puzzle.given_count) + " of " + std::to_string(puzzle.givens.size()),
          "minimal: " + minimal_text(request, puzzle)};
}

GeneratedText generated_text(std::string_view kind, const GenerateRequest& request, const GeneratedPuzzle& puzzle) {
  GeneratedComments c = generated_comments(kind, request, puzzle);
  return generated_text(kind, request, puzzle,
                        {std::move(c.recipe), std::move(c.seed), std::move(c.difficulty), std::move(c.givens),
                         std::move(c.minimal)});
}

GeneratedText generated_text(std::string_view kind, const GenerateRequest& request, const GeneratedPuzzle& puzzle,
                             std::vector<std::string> comments) {
  GeneratedText text;
  text.name = generated_name(kind, request, puzzle);
  PuzzleText& p = text.puzzle;
  p.kind = std::string(kind);
  p.dims = {request.rows, request.cols};
  p.comments = std::move(comments);
  p.cells = puzzle.givens;
  text.solution = p;
  text.solution.cells = puzzle.solution;
  return text;
}

}  // namespace xoi
