// Makes the puzzles of consecutive seeds on several threads (`xoi generate
// --jobs N`) and hands them over in seed order, on the calling thread.
//
// Each job has its own Generator (its own models and spaces), and takes the
// next seed not yet taken. A puzzle depends on its seed only
// (Generator::generate), so the puzzles, and the order they are handed over
// in, are the same whatever the number of jobs: only the wall time changes.
// The work per puzzle is not shared, so N jobs make a batch up to N times
// sooner but no single puzzle any sooner.
//
// Stopping: a deadline in the request stops every job by itself; the
// request's interrupt flag is watched by the calling thread, which then
// stops the jobs. When the receiver declines an item, or an item has no
// puzzle, nothing after it is handed over, and the puzzles the other jobs
// were making are stopped and dropped.
//
// Not done: splitting one puzzle's checks between threads. The checks of a
// removal pass depend on the decisions before them, so that would need
// speculation to keep the output the same.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>

#include "puzzles/generate/generator.hpp"

namespace xoi {

struct BatchRequest {
  const Kind* kind = nullptr;
  GenerateRequest request;  // its `progress` is ignored: see `progress` below
  std::uint64_t first_seed = 1;
  std::uint64_t count = 1;
  int jobs = 1;  // threads; 1 = on the calling thread, no other thread
  // Optional, one observer per job (job j's puzzles report to progress[j];
  // each is called only from its own job's thread). Empty = none.
  std::span<RemovalProgress* const> progress{};
};

struct BatchItem {
  std::uint64_t seed = 0;
  std::optional<GeneratedPuzzle> puzzle;  // nullopt: see failure
  Generator::Failure failure = Generator::Failure::Stopped;
};

// True to go on, false to stop the batch (the item is still counted handed over).
using BatchReceiver = std::function<bool(const BatchItem&)>;

// Makes the puzzles of seeds first_seed .. first_seed + count - 1 and hands
// each to `receive` in seed order, until one has no puzzle (it is handed
// over too) or `receive` says stop. Returns the statistics summed over the
// jobs. The request must be one Generator::create accepts.
GeneratorStatistics generate_batch(const BatchRequest& batch, const BatchReceiver& receive);

}  // namespace xoi
