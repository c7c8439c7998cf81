// Lex-leader symmetry breaking (Crawford, Ginsberg, Luks, Roy 1996): for each
// symmetry s of the problem, given as a permutation of positions,
//   (x[0], x[1], ..., x[n-1])  <=lex  (x[s[0]], x[s[1]], ..., x[s[n-1]]).
// Posted for every element of a group, only the lexicographically least
// assignment of each orbit survives: exactly one representative per class,
// so counting under it counts classes, and any optimum keeps a copy.
//
// Sound for a subset of the group too (then fewer solutions are removed).
// The symmetries must map solutions to solutions, and costs to equal costs
// when optimising. Put the variables in branching order: the search then
// meets the leader first. One propagator handles every symmetry, each with a
// trailed cursor past its fixed, equal prefix and a trailed "holds" flag.
// Pruning is at the first undecided position: x <= y there, and x < y when
// the rest can no longer be <=lex (decided with positions treated as
// independent, which only errs towards pruning less).
#pragma once

#include <span>
#include <vector>

#include "engine/space.hpp"

namespace xoi {

// `symmetries[k][i]` is the position whose variable x[i] is compared with;
// each must be a permutation of 0..vars.size()-1. Identities are skipped.
void post_lex_leader(Space& space, std::span<const VarId> vars, std::span<const std::vector<int>> symmetries);

}  // namespace xoi
