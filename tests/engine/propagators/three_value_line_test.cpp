// The three-value programme (three_value_line.hpp) against a plain reference:
// a forward and backward search over explicit (count0, count1, last, run)
// states, on random partial lines of 3 to 63 cells with random counts (and
// of up to 120 cells when value 2 takes the rest), on dirty scratch. Both
// must keep exactly the same values (the programme is domain consistent).
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "engine/propagators/three_value_line.hpp"
#include "engine/search/rng.hpp"

namespace xoi {
namespace {

// Values of each cell on some completion with exactly c0 zeros, c1 ones, the
// rest twos, and no run of three.
std::vector<DomainBits> reference_supports(const std::vector<Domain>& line, int c0, int c1) {
  const int n = static_cast<int>(line.size());
  // state = ((a * (c1 + 1) + b) * 3 + last) * 3 + run; last/run 0 at the start.
  const int states = (c0 + 1) * (c1 + 1) * 9;
  const auto index = [&](int a, int b, int last, int run) { return ((a * (c1 + 1) + b) * 3 + last) * 3 + run; };
  const auto step = [&](int a, int b, int last, int run, int v, int& to) {
    if (v == last && run == 2) return false;
    const int na = a + (v == 0), nb = b + (v == 1);
    if (na > c0 || nb > c1) return false;
    to = index(na, nb, v, v == last ? run + 1 : 1);
    return true;
  };
  std::vector<std::vector<char>> forward(static_cast<std::size_t>(n + 1), std::vector<char>(static_cast<std::size_t>(states))),
      backward = forward;
  forward[0][static_cast<std::size_t>(index(0, 0, 0, 0))] = 1;
  for (int p = 0; p < n; ++p)
    for (int a = 0; a <= c0; ++a)
      for (int b = 0; b <= c1; ++b)
        for (int last = 0; last < 3; ++last)
          for (int run = 0; run < 3; ++run) {
            if (!forward[static_cast<std::size_t>(p)][static_cast<std::size_t>(index(a, b, last, run))]) continue;
            for (int v = 0; v < 3; ++v) {
              int to = 0;
              if (line[static_cast<std::size_t>(p)].contains(v) && step(a, b, last, run, v, to))
                forward[static_cast<std::size_t>(p + 1)][static_cast<std::size_t>(to)] = 1;
            }
          }
  for (int last = 0; last < 3; ++last)
    for (int run = 0; run < 3; ++run) backward[static_cast<std::size_t>(n)][static_cast<std::size_t>(index(c0, c1, last, run))] = 1;
  std::vector<DomainBits> supported(static_cast<std::size_t>(n), 0);
  for (int p = n - 1; p >= 0; --p)
    for (int a = 0; a <= c0; ++a)
      for (int b = 0; b <= c1; ++b)
        for (int last = 0; last < 3; ++last)
          for (int run = 0; run < 3; ++run)
            for (int v = 0; v < 3; ++v) {
              int to = 0;
              if (!line[static_cast<std::size_t>(p)].contains(v) || !step(a, b, last, run, v, to)) continue;
              if (!backward[static_cast<std::size_t>(p + 1)][static_cast<std::size_t>(to)]) continue;
              const std::size_t from = static_cast<std::size_t>(index(a, b, last, run));
              backward[static_cast<std::size_t>(p)][from] = 1;
              if (forward[static_cast<std::size_t>(p)][from]) supported[static_cast<std::size_t>(p)] |= Domain::of(v).bits;
            }
  return supported;
}

// A line of n cells, each full, with two values or fixed: a cell is full
// with probability open/10, has two values with 1/10, else is fixed.
std::vector<Domain> random_line(SplitMix64& rng, int n, std::uint64_t open) {
  std::vector<Domain> line(static_cast<std::size_t>(n));
  for (Domain& d : line) {
    const std::uint64_t r = rng.below(10);
    d = r < open ? Domain{0b111} : r == open ? Domain{static_cast<DomainBits>(0b111 & ~(1u << rng.below(3)))}
                                             : Domain::of(static_cast<Value>(rng.below(3)));
  }
  return line;
}

// A line of at most 64 cells as planes: bit p of planes[u] says that cell p
// holds u (the form the planes entry of the programme reads and writes).
std::array<bits::Word, 3> planes_of(const std::vector<Domain>& line) {
  std::array<bits::Word, 3> planes{};
  for (std::size_t p = 0; p < line.size(); ++p)
    for (int u = 0; u < 3; ++u)
      if (line[p].contains(u)) planes[static_cast<std::size_t>(u)] |= bits::Word{1} << p;
  return planes;
}
DomainBits values_at(const std::array<bits::Word, 3>& planes, std::size_t p) {
  DomainBits values = 0;
  for (int u = 0; u < 3; ++u) values |= static_cast<DomainBits>(((planes[static_cast<std::size_t>(u)] >> p) & 1u) << u);
  return values;
}

// The programme's supports, computed on scratch left dirty by earlier lines,
// as in a propagator: nothing may depend on it being zero.
std::vector<DomainBits> supports_on_dirty_scratch(const ThreeValueLine& programme, const std::vector<Domain>& line,
                                                  SplitMix64& rng) {
  std::vector<bits::Word> scratch(programme.scratch_words(line.size()));
  for (bits::Word& w : scratch) w = rng.next();
  std::vector<DomainBits> got(line.size());
  programme.supports(line, scratch, got);
  return got;
}

TEST(ThreeValueLine, KeepsExactlyTheValuesOfTheReferenceOnRandomLines) {
  SplitMix64 rng(0x33564c);
  for (int trial = 0; trial < 3000; ++trial) {
    const bool long_line = rng.below(8) == 0;
    const int n = long_line ? 64 + static_cast<int>(rng.below(57)) : 3 + static_cast<int>(rng.below(61));
    // Mostly balanced counts (Troix), sometimes any split of n; long lines
    // leave most cells to value 2.
    int c0 = n / 3, c1 = n / 3;
    if (long_line) {
      c0 = static_cast<int>(rng.below(22));
      c1 = static_cast<int>(rng.below(22));
    } else if (rng.below(4) == 0) {
      c0 = static_cast<int>(rng.below(static_cast<std::uint64_t>(n) + 1));
      c1 = static_cast<int>(rng.below(static_cast<std::uint64_t>(n - c0) + 1));
    }
    if (!ThreeValueLine::fits(c0, c1)) continue;
    const std::uint64_t open = 1 + rng.below(10);  // the density of open cells, drawn per line
    const std::vector<Domain> line = random_line(rng, n, open);
    const ThreeValueLine programme(c0, c1);
    ASSERT_EQ(supports_on_dirty_scratch(programme, line, rng), reference_supports(line, c0, c1))
        << "trial " << trial << ", n " << n << ", counts " << c0 << " " << c1;
  }
}

// Troix lines past 63 cells, balanced: sets of 9 to 64 words, through every
// compiled width above 8 (10, 12, ..., 64 words), on dirty scratch.
TEST(ThreeValueLine, KeepsExactlyTheValuesOfTheReferenceOnLongBalancedLines) {
  SplitMix64 rng(0x7e5106);
  for (int trial = 0; trial < 60; ++trial) {
    const int third = 18 + static_cast<int>(rng.below(45));  // 18..62: 9 to 61 words
    const int n = 3 * third;
    const std::vector<Domain> line = random_line(rng, n, 4 + rng.below(6));
    ASSERT_TRUE(ThreeValueLine::fits(third, third)) << third;
    const ThreeValueLine programme(third, third);
    ASSERT_EQ(supports_on_dirty_scratch(programme, line, rng), reference_supports(line, third, third))
        << "trial " << trial << ", n " << n;
  }
}

// The entry for lines of at most 64 cells, which reads the line's planes and
// writes planes, against the reference.
TEST(ThreeValueLine, PlanesInPlanesOutKeepExactlyTheValuesOfTheReference) {
  SplitMix64 rng(0x9a1e5);
  for (int trial = 0; trial < 2000; ++trial) {
    const int n = 3 + static_cast<int>(rng.below(62));  // 3..64
    int c0 = n / 3, c1 = n / 3;
    if (rng.below(4) == 0) {
      c0 = static_cast<int>(rng.below(static_cast<std::uint64_t>(n) + 1));
      c1 = static_cast<int>(rng.below(static_cast<std::uint64_t>(n - c0) + 1));
    }
    if (!ThreeValueLine::fits(c0, c1)) continue;
    const std::vector<Domain> line = random_line(rng, n, 1 + rng.below(10));
    const std::array<bits::Word, 3> holds = planes_of(line);
    const ThreeValueLine programme(c0, c1);
    std::vector<bits::Word> scratch(programme.scratch_words(line.size()));
    for (bits::Word& w : scratch) w = rng.next();
    std::array<bits::Word, 3> supported{rng.next(), rng.next(), rng.next()};  // overwritten, not added to
    programme.supports(holds, line.size(), scratch, supported);
    const std::vector<DomainBits> expected = reference_supports(line, c0, c1);
    for (std::size_t p = 0; p < line.size(); ++p)
      ASSERT_EQ(values_at(supported, p), expected[p]) << "trial " << trial << ", n " << n << ", cell " << p;
    const bits::Word past_line = n == 64 ? 0 : ~bits::Word{0} << n;
    for (const bits::Word plane : supported) ASSERT_EQ(plane & past_line, 0u) << "bits past the line, trial " << trial;
  }
}

// A legal completion with c0 zeros and c1 ones (the rest twos), drawn cell by
// cell among the values that keep counts and runs legal; empty when a draw
// gets stuck (the caller draws again).
std::vector<Value> random_completion(SplitMix64& rng, int n, int c0, int c1) {
  std::vector<Value> cells;
  std::array<int, 3> left{c0, c1, n - c0 - c1};
  for (int p = 0; p < n; ++p) {
    std::vector<Value> allowed;
    for (Value u = 0; u < 3; ++u) {
      const auto at = [&](int back) { return cells[static_cast<std::size_t>(p - back)]; };
      const bool third_in_run = p >= 2 && at(1) == u && at(2) == u;
      if (left[static_cast<std::size_t>(u)] > 0 && !third_in_run) allowed.push_back(u);
    }
    if (allowed.empty()) return {};
    const Value u = allowed[rng.below(allowed.size())];
    --left[static_cast<std::size_t>(u)];
    cells.push_back(u);
  }
  return cells;
}

// Lines whose first and last cells are fixed (the programme starts and ends
// at the open cells between): the fixed ends come from a legal completion,
// sometimes with one cell changed (a run of three, a count passed, or just
// another completion), and the cells between are open or fixed at random.
TEST(ThreeValueLine, LinesWithSettledEndsKeepExactlyTheValuesOfTheReference) {
  SplitMix64 rng(0x5e771ed);
  int completed = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const int n = 3 * (1 + static_cast<int>(rng.below(21)));  // 3..63
    const int third = n / 3;
    const std::vector<Value> completion = random_completion(rng, n, third, third);
    if (completion.empty()) continue;
    const int lo = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
    const int hi = lo + 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(n - lo)));
    std::vector<Domain> line(static_cast<std::size_t>(n));
    for (int p = 0; p < n; ++p) {
      const Value u = completion[static_cast<std::size_t>(p)];
      const bool end = p < lo || p >= hi;
      line[static_cast<std::size_t>(p)] = end || rng.below(3) == 0 ? Domain::of(u) : Domain{0b111};
    }
    line[static_cast<std::size_t>(lo)] = Domain{0b111};  // the first open cell
    if (rng.below(4) == 0) {  // one cell anywhere set to any value
      const auto cell = static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(n)));
      line[cell] = Domain::of(static_cast<Value>(rng.below(3)));
    }
    const std::array<bits::Word, 3> holds = planes_of(line);
    const ThreeValueLine programme(third, third);
    std::vector<bits::Word> scratch(programme.scratch_words(line.size()));
    for (bits::Word& w : scratch) w = rng.next();
    std::array<bits::Word, 3> supported{};
    programme.supports(holds, line.size(), scratch, supported);
    const std::vector<DomainBits> expected = reference_supports(line, third, third);
    completed += expected[0] != 0 ? 1 : 0;
    for (std::size_t p = 0; p < line.size(); ++p)
      ASSERT_EQ(values_at(supported, p), expected[p])
          << "trial " << trial << ", n " << n << ", open from " << lo << ", cell " << p;
  }
  EXPECT_GT(completed, 1000);  // most lines still complete: the settled ends were really used
}

// A settled end holding more of a value than the line may: no completion,
// though its counts, read as a set index, would name another (a, b) pair or
// a word past the sets (the sanitized build reads and writes past them).
TEST(ThreeValueLine, SettledEndsPastTheirCountsFailTheLine) {
  const ThreeValueLine programme(1, 1);  // one 0, one 1, four 2s
  const Domain open{0b111};
  for (const std::vector<Domain>& line :
       {std::vector<Domain>{Domain::of(0), Domain::of(2), Domain::of(0), open, open, open},
        std::vector<Domain>{Domain::of(1), Domain::of(2), Domain::of(1), open, open, open},
        std::vector<Domain>{open, open, open, Domain::of(0), Domain::of(2), Domain::of(0)},
        std::vector<Domain>{open, open, open, Domain::of(1), Domain::of(2), Domain::of(1)}}) {
    ASSERT_EQ(reference_supports(line, 1, 1), std::vector<DomainBits>(6, 0));
    const std::array<bits::Word, 3> holds = planes_of(line);
    std::vector<bits::Word> scratch(programme.scratch_words(line.size()));
    std::array<bits::Word, 3> supported{};
    programme.supports(holds, line.size(), scratch, supported);
    EXPECT_EQ(supported, (std::array<bits::Word, 3>{}));
  }
}

TEST(ThreeValueLine, FitsTroixLinesUpTo186Cells) {
  EXPECT_TRUE(ThreeValueLine::fits(10, 10));
  EXPECT_TRUE(ThreeValueLine::fits(40, 40));  // Troix 120x120
  EXPECT_TRUE(ThreeValueLine::fits(62, 62));
  EXPECT_FALSE(ThreeValueLine::fits(63, 63));  // a shift by the stride must stay within a word
  EXPECT_FALSE(ThreeValueLine::fits(62, 70));  // more bits than kMaxWords words
}

}  // namespace
}  // namespace xoi
