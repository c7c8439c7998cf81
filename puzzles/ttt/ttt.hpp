// Tic-tac-toe boards n^d (H. P. Williams, Model Building in Mathematical
// Programming, example 17): fill every cell with X or O, exactly K of them X
// (header `ttt 3x3x3 x=14`; default K = ceil(n^d / 2)), so that as few lines
// as possible hold one symbol only. An optimisation kind: its Model carries
// an Objective, minimised by branch and bound. Givens in the body are kept.
//
// Model: one variable per cell, created in branching order (most lines
// through a cell first), "exactly K X" by count_balance, the line-completion
// cost over board_lines with a local-search warm start, and lex-leader
// symmetry breaking over the board symmetries that map the givens to
// themselves (RuleSet::symmetry_breaking). docs/ttt.md has the measurements.
// Deliberately not done: the X/O swap symmetry when K = n^d / 2.
#pragma once

#include "puzzles/kind.hpp"

namespace xoi {

Kind ttt_kind();

}  // namespace xoi
