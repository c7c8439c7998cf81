// One fuzz input's journey through xoi: parse it as a puzzle file, and for
// every puzzle that parses, build the model, propagate and search a little
// (a small node limit), explain a contradiction found before any guess, and
// write the answer back in the file format. Shared by the libFuzzer target
// (fuzz/puzzle_file_fuzzer.cpp) and the regression test that replays every
// crash it found (tests/fuzz/regressions_test.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace xoi::fuzz {

// Boards larger than this are parsed but not solved: the size limits are the
// reader's business (tested in tests/puzzles/format), and a fuzzer wants
// thousands of inputs a second.
inline constexpr std::size_t kMaxSolvedCells = 4096;
// Optimisation boards (ttt) start with a local search of cells^3 / 4 moves:
// 4^3 takes milliseconds, 3^6 seconds.
inline constexpr std::size_t kMaxOptimisedCells = 64;
inline constexpr std::uint64_t kNodeLimit = 64;
// The node limit does not bound the warm start of an optimisation (local
// search before the tree search, tests/fuzz/regressions/timeout-ttt-*): a time
// limit does, to a quarter of it.
inline constexpr double kSecondsLimit = 0.5;

// Never crashes, leaks or hangs on any bytes; returns how many puzzles it solved
// or proved unsolvable (only for tests that want to see it did something).
int exercise_puzzle_file(std::string_view bytes);

}  // namespace xoi::fuzz
