// What the generator tells a person while and after it works (generate,
// complete): progress lines and statistics, on stderr.
#pragma once

#include <chrono>
#include <cstdint>
#include <mutex>

#include "puzzles/generate/generator.hpp"

namespace xoi::cli {

// --progress: a line on stderr at most every `interval` seconds while a
// puzzle is being made (the removal phases report after every check; the
// clock is read then, never per search node). With --jobs, one per job,
// sharing the start time and a lock on stderr, so lines never interleave.
class ProgressLines final : public RemovalProgress {
 public:
  using Clock = std::chrono::steady_clock;
  ProgressLines(double interval, Clock::time_point start, std::mutex& output)
      : interval_(std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(interval))),
        start_(start), next_(start_ + interval_), output_(output) {}

  void on_puzzle(std::uint64_t seed) override {
    seed_ = seed;
    reviewing_ = false;
  }
  // The steps from here on review a draft's own givens (`xoi complete`).
  void on_review() { reviewing_ = true; }
  void on_step(const Step& step) override;

 private:
  Clock::duration interval_;
  Clock::time_point start_, next_;
  std::mutex& output_;
  std::uint64_t seed_ = 0;
  bool reviewing_ = false;
};

// --stats: one "name: value" line per counter, on stderr.
void print_generator_statistics(const GeneratorStatistics& statistics);

}  // namespace xoi::cli
