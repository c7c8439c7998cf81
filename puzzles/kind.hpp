// What every puzzle kind provides to the rest of xoi: its file syntax and a
// builder that turns a PuzzleText into a Space ready to search.
//
// A new kind is a folder with one file that defines a `Kind` and a line in
// registry.cpp; the engine is never touched.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/search/objective.hpp"
#include "engine/space.hpp"
#include "puzzles/format/puzzle_file.hpp"

namespace xoi {

struct LinePuzzleRules;  // puzzles/grid/line_puzzle.hpp

// Which deduction rules a model posts. All on by default; fewer rules give the
// weaker reasoning levels used for grading and teaching.
struct RuleSet {
  bool run_length = true;
  bool balance = true;
  bool distinct_lines = true;
  bool line_consistency = true;
  // Also post run length and balance on lines that line consistency covers.
  // It implies both, so the fixpoint is the same; they cost time (Troix
  // 15x15 generation: 9% of its instructions), but `xoi explain` then names
  // the simpler rule for a removal. The generator reads only the fixpoint
  // and turns this off for Troix (generate/reasoner.cpp: why not Binox).
  bool implied_rules = true;
  bool symmetry_breaking = true;  // optimisation kinds: keep one board per symmetry class
};

struct Model {
  std::unique_ptr<Space> space = std::make_unique<Space>();
  std::vector<VarId> cells;  // cells[i] is the variable of PuzzleText::cells[i]
  // Set by optimisation kinds (ttt): minimise this instead of finding any solution.
  std::optional<Objective> objective;
};

struct Kind {
  KindSyntax syntax;
  // Returns the model, or an error (with the file's header line) when the
  // puzzle cannot even be modelled.
  std::optional<FileError> (*build)(const PuzzleText& puzzle, const RuleSet& rules, Model& model);
  // Grid kinds whose every rule is a line rule (Binox, Troix): those rules,
  // so that the generator can check a full grid directly
  // (puzzles/generate/swap_witness.hpp). Null for every other kind.
  const LinePuzzleRules* line_rules = nullptr;
};

}  // namespace xoi
