// What a search did. Every field is printed by `--stats` and `--json`.
#pragma once

#include <cstdint>

namespace xoi {

struct SearchStatistics {
  std::uint64_t nodes = 0;         // search nodes: the root and every branch taken
  std::uint64_t failures = 0;      // nodes whose propagation failed
  std::uint64_t propagations = 0;  // propagator runs
  std::uint64_t solutions = 0;     // solutions found
  std::uint64_t restarts = 0;      // restarts performed
  std::uint64_t probe_trials = 0;  // probing trials propagated (SearchOptions::probe_every_node)
  int max_depth = 0;               // deepest decision level reached
  double seconds = 0;              // wall time of the search, propagation at the root included
};

}  // namespace xoi
