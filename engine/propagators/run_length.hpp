// Run-length: no more than `max_run` consecutive cells of a line take the same value.
//
// Word-parallel: one bit-plane per value marks the cells fixed to it; shifts
// and ANDs find every cell that would complete a run of max_run + 1 and remove
// that value there. With two values this is domain consistent on its own; with
// more it reasons from fixed cells only (line_consistency does the rest).
#pragma once

#include <span>

#include "engine/space.hpp"

namespace xoi {

// Lines no longer than max_run cannot break the rule and post nothing.
void post_run_length(Space& space, std::span<const VarId> line, int max_run, int value_count);

}  // namespace xoi
