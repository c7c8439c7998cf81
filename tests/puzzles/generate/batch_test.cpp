// generate_batch: the puzzles of consecutive seeds, made on one thread or
// several, come out in seed order and equal to what one Generator makes of
// each seed alone; the receiver can stop the batch; the statistics are the
// sum over the puzzles; a failure is handed over and ends the batch.
#include "puzzles/generate/batch.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "puzzles/registry.hpp"

namespace xoi {
namespace {

GenerateRequest request_of(int rows, int cols) {
  GenerateRequest request;
  request.rows = rows;
  request.cols = cols;
  return request;
}

// What a single Generator, fresh for each seed, makes of it.
GeneratedPuzzle alone(const Kind& kind, const GenerateRequest& request, std::uint64_t seed,
                      GeneratorStatistics& statistics) {
  std::string error;
  std::optional<Generator> generator = Generator::create(kind, request, error);
  EXPECT_TRUE(generator.has_value()) << error;
  std::optional<GeneratedPuzzle> puzzle = generator->generate(seed);
  EXPECT_TRUE(puzzle.has_value());
  statistics += generator->statistics();
  return *puzzle;
}

// The sum over jobs adds every counter, each to itself.
TEST(GenerateBatch, StatisticsSumAddsEveryCounterToItself) {
  GeneratorStatistics a, b;
  std::uint64_t* const fields_a[] = {&a.attempts, &a.fill_nodes, &a.removal.checks, &a.removal.probes,
                                     &a.removal.searches, &a.removal.search_nodes, &a.removal.swap_witnesses,
                                     &a.removal.settled_plain, &a.removal.settled_discrepancy,
                                     &a.removal.settled_probing, &a.removal.settled_full, &a.removal.undecided,
                                     &a.removal.deferred};
  std::uint64_t* const fields_b[] = {&b.attempts, &b.fill_nodes, &b.removal.checks, &b.removal.probes,
                                     &b.removal.searches, &b.removal.search_nodes, &b.removal.swap_witnesses,
                                     &b.removal.settled_plain, &b.removal.settled_discrepancy,
                                     &b.removal.settled_probing, &b.removal.settled_full, &b.removal.undecided,
                                     &b.removal.deferred};
  static_assert(sizeof(fields_a) / sizeof(fields_a[0]) * sizeof(std::uint64_t) == sizeof(GeneratorStatistics));
  for (std::size_t i = 0; i < std::size(fields_a); ++i) {
    *fields_a[i] = i + 1;
    *fields_b[i] = 1000 * (i + 1);
  }
  a += b;
  for (std::size_t i = 0; i < std::size(fields_a); ++i) EXPECT_EQ(*fields_a[i], 1001 * (i + 1)) << "field " << i;
}

TEST(GenerateBatch, PuzzlesComeInSeedOrderAndEqualEachSeedMadeAlone) {
  const Kind& kind = *find_kind("binox");
  const GenerateRequest request = request_of(10, 10);
  GeneratorStatistics expected_statistics;
  std::vector<GeneratedPuzzle> expected;
  for (std::uint64_t seed = 5; seed < 12; ++seed) expected.push_back(alone(kind, request, seed, expected_statistics));

  for (const int jobs : {1, 2, 3, 16}) {
    std::vector<BatchItem> items;
    const GeneratorStatistics statistics =
        generate_batch({.kind = &kind, .request = request, .first_seed = 5, .count = 7, .jobs = jobs},
                       [&](const BatchItem& item) {
                         items.push_back(item);
                         return true;
                       });
    ASSERT_EQ(items.size(), expected.size()) << jobs << " jobs";
    for (std::size_t i = 0; i < items.size(); ++i) {
      EXPECT_EQ(items[i].seed, 5 + i) << jobs << " jobs";
      ASSERT_TRUE(items[i].puzzle.has_value()) << jobs << " jobs";
      EXPECT_EQ(items[i].puzzle->givens, expected[i].givens) << jobs << " jobs, seed " << items[i].seed;
      EXPECT_EQ(items[i].puzzle->solution, expected[i].solution) << jobs << " jobs, seed " << items[i].seed;
      EXPECT_EQ(items[i].puzzle->level, expected[i].level);
    }
    // Each puzzle's work is its seed's alone, so the sums agree exactly.
    EXPECT_EQ(statistics.attempts, expected_statistics.attempts) << jobs << " jobs";
    EXPECT_EQ(statistics.fill_nodes, expected_statistics.fill_nodes) << jobs << " jobs";
    EXPECT_EQ(statistics.removal.checks, expected_statistics.removal.checks) << jobs << " jobs";
    EXPECT_EQ(statistics.removal.search_nodes, expected_statistics.removal.search_nodes) << jobs << " jobs";
    EXPECT_EQ(statistics.removal.deferred, expected_statistics.removal.deferred) << jobs << " jobs";
  }
}

TEST(GenerateBatch, TheReceiverStopsTheBatch) {
  const Kind& kind = *find_kind("troix");
  GenerateRequest request = request_of(9, 9);
  request.minimal_for = Level::LineConsistency;
  for (const int jobs : {1, 3}) {
    std::vector<std::uint64_t> seeds;
    generate_batch({.kind = &kind, .request = request, .first_seed = 1, .count = 1000, .jobs = jobs},
                   [&](const BatchItem& item) {
                     seeds.push_back(item.seed);
                     return seeds.size() < 3;
                   });
    EXPECT_EQ(seeds, (std::vector<std::uint64_t>{1, 2, 3})) << jobs << " jobs";
  }
}

// A seed whose puzzle fails (here: no puzzle of the level within the
// attempts) is handed over with its failure, and nothing after it.
TEST(GenerateBatch, AFailureIsHandedOverAndEndsTheBatch) {
  const Kind& kind = *find_kind("troix");
  GenerateRequest request = request_of(6, 6);
  request.difficulty = Level::Search;
  request.max_attempts = 2;
  for (const int jobs : {1, 2}) {
    std::vector<BatchItem> items;
    generate_batch({.kind = &kind, .request = request, .first_seed = 1, .count = 5, .jobs = jobs},
                   [&](const BatchItem& item) {
                     items.push_back(item);
                     return true;
                   });
    ASSERT_EQ(items.size(), 1u) << jobs << " jobs";
    EXPECT_EQ(items[0].seed, 1u);
    EXPECT_FALSE(items[0].puzzle.has_value());
    EXPECT_EQ(items[0].failure, Generator::Failure::AttemptsExhausted);
  }
}

// The caller's interrupt flag, set while the jobs work, stops the batch:
// the next item is handed over as Stopped, promptly, and nothing after it.
TEST(GenerateBatch, TheInterruptFlagStopsEveryJob) {
  const Kind& kind = *find_kind("troix");
  std::atomic<bool> interrupt{false};
  GenerateRequest request = request_of(99, 99);  // minutes a puzzle
  request.stop.interrupt = &interrupt;
  std::thread interrupter([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    interrupt = true;
  });
  std::vector<BatchItem> items;
  const auto start = std::chrono::steady_clock::now();
  generate_batch({.kind = &kind, .request = request, .first_seed = 1, .count = 4, .jobs = 2},
                 [&](const BatchItem& item) {
                   items.push_back(item);
                   return true;
                 });
  interrupter.join();
  ASSERT_EQ(items.size(), 1u);
  EXPECT_FALSE(items[0].puzzle.has_value());
  EXPECT_EQ(items[0].failure, Generator::Failure::Stopped);
  // (Generous: a stopped search gives up within milliseconds.)
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(60));
}

// Each job reports to its own observer, which is told the seed first.
TEST(GenerateBatch, EachJobReportsToItsOwnProgressObserver) {
  class Seeds final : public RemovalProgress {
   public:
    void on_puzzle(std::uint64_t seed) override {
      const std::thread::id me = std::this_thread::get_id();
      if (thread == std::thread::id{}) thread = me;
      EXPECT_EQ(thread, me);  // one observer, one job
      seeds.insert(seed);
    }
    void on_step(const Step&) override { ++steps; }
    std::set<std::uint64_t> seeds;
    int steps = 0;
    std::thread::id thread;
  };
  Seeds first, second;
  RemovalProgress* const observers[] = {&first, &second};
  const Kind& kind = *find_kind("binox");
  std::uint64_t handed = 0;
  generate_batch({.kind = &kind, .request = request_of(8, 8), .first_seed = 1, .count = 6, .jobs = 2,
                  .progress = observers},
                 [&](const BatchItem&) { return ++handed > 0; });
  EXPECT_EQ(handed, 6u);
  std::set<std::uint64_t> all = first.seeds;
  all.insert(second.seeds.begin(), second.seeds.end());
  EXPECT_EQ(all, (std::set<std::uint64_t>{1, 2, 3, 4, 5, 6}));
  EXPECT_EQ(first.seeds.size() + second.seeds.size(), 6u);  // no seed told to both
  EXPECT_GT(first.steps + second.steps, 0);
}

}  // namespace
}  // namespace xoi
