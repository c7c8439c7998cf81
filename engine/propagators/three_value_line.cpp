#include "engine/propagators/three_value_line.hpp"

#include <algorithm>
#include <type_traits>

namespace xoi {

bool ThreeValueLine::fits(int count0, int count1) {
  const auto stride = static_cast<std::size_t>(count0) + 1;
  return count0 >= 0 && count1 >= 0 && stride < 64 && stride * (static_cast<std::size_t>(count1) + 1) <= 64 * kMaxWords;
}

namespace {

// The set widths (in words) the programme is compiled for: every width up to
// 8 (Troix lines up to 48 cells), then steps, so that longer lines cost at
// most a quarter more words than they need without compiling 64 copies.
constexpr std::array<std::size_t, 20> kWidths = {1,  2,  3,  4,  5,  6,  7,  8,  10, 12,
                                                 14, 16, 20, 24, 28, 32, 40, 48, 56, 64};

std::size_t compiled_width(std::size_t words) {
  return *std::lower_bound(kWidths.begin(), kWidths.end(), words);
}

}  // namespace

ThreeValueLine::ThreeValueLine(int count0, int count1)
    : count0_(count0), count1_(count1), stride_(static_cast<std::size_t>(count0) + 1),
      bits_(stride_ * (static_cast<std::size_t>(count1) + 1)), width_(compiled_width(bits::words_for(bits_))) {
  for (std::size_t i = 0; i < bits_; ++i) {
    bits::set(in_range_, i);
    if (i % stride_ != static_cast<std::size_t>(count0)) bits::set(below_full0_, i);
  }
}

namespace {

// The programme with the number of words W a compile-time constant: every
// word loop unrolls and the shifts stay in registers (Troix 30x30 lines have
// W = 2). The masks are the class's, copied in; words past the bits hold
// nothing, as the masks are zero there.
template <std::size_t W>
class FixedWidthProgramme {
 public:
  using Word = bits::Word;
  using Set = std::array<Word, W>;

  FixedWidthProgramme(int count0, int count1, std::size_t stride, std::size_t bit_count, const Word* below_full0,
                      const Word* in_range)
      : count0_(count0), count1_(count1), stride_(stride), bits_(bit_count) {
    std::copy(below_full0, below_full0 + W, below_full0_.begin());
    std::copy(in_range, in_range + W, in_range_.begin());
  }

  void supports(std::span<const Domain> domains, Word* scratch, std::span<DomainBits> supported) const {
    constexpr std::size_t kStates = ThreeValueLine::kStates;
    const std::size_t n = domains.size();
    // completable sets after p cells (1..n), state s: at word ((p - 1) * kStates + s) * W.
    const auto at = [&](std::size_t p, std::size_t s) { return scratch + ((p - 1) * kStates + s) * W; };
    const auto store = [&](std::size_t p, std::size_t s, const Set& x) { std::copy(x.begin(), x.end(), at(p, s)); };

    // Backward: which counts, in which state after p cells, still complete the line.
    const std::size_t goal = static_cast<std::size_t>(count0_) + static_cast<std::size_t>(count1_) * stride_;
    Set last{};
    last[goal / 64] = Word{1} << (goal % 64);
    for (std::size_t s = 0; s < kStates; ++s) store(n, s, last);
    for (std::size_t p = n - 1; p >= 1; --p) {
      const DomainBits d = domains[p].bits;
      // Before taking each value u: the completable sets of its successor
      // states, which all have last value u: states 2u + run - 1, by run.
      std::array<std::array<Set, 2>, 3> before_value{};
      for (int u = 0; u < 3; ++u) {
        if ((d >> u & 1u) == 0) continue;
        for (std::size_t run = 0; run < 2; ++run)
          before_value[static_cast<std::size_t>(u)][run] = retreat(at(p + 1, 2 * static_cast<std::size_t>(u) + run), u);
      }
      // State (v, run 2) continues with any other value (its run 1);
      // (v, run 1) also with v again (its run 2).
      for (std::size_t v = 0; v < 3; ++v) {
        Set here = before_value[(v + 1) % 3][0];
        or_into(here, before_value[(v + 2) % 3][0]);
        store(p, 2 * v + 1, here);
        or_into(here, before_value[v][1]);
        store(p, 2 * v, here);
      }
    }

    // Forward: the values on some path from the empty prefix to the goal.
    std::fill(supported.begin(), supported.end(), DomainBits{0});
    std::array<Set, kStates> now{}, next{};
    for (DomainBits b = domains[0].bits; b != 0; b &= static_cast<DomainBits>(b - 1)) {
      const int u = std::countr_zero(b);
      if (u > 2) continue;
      const std::size_t first = u == 0 ? 1 : u == 1 ? stride_ : 0;
      if (first >= bits_ || (u == 0 && count0_ == 0)) continue;
      const std::size_t t = static_cast<std::size_t>(2 * u);  // (u, run 1)
      Set start{};
      start[first / 64] = Word{1} << (first % 64);
      if (meet_into(start, at(1, t), next[t])) supported[0] |= Domain::of(u).bits;
    }
    // Taking u leads every state whose last value is not u to (u, run 1),
    // and (u, run 1) to (u, run 2): their count sets are merged before the
    // shift, two shifts a value instead of one per state.
    for (std::size_t p = 1; p < n; ++p) {
      now = next;
      const DomainBits d = domains[p].bits;
      for (std::size_t u = 0; u < 3; ++u) {
        const std::size_t first = 2 * u, second = 2 * u + 1;
        if ((d >> u & 1u) == 0) {
          next[first] = {};
          next[second] = {};
          continue;
        }
        Set other_last = now[2 * ((u + 1) % 3)];
        or_into(other_last, now[2 * ((u + 1) % 3) + 1]);
        or_into(other_last, now[2 * ((u + 2) % 3)]);
        or_into(other_last, now[2 * ((u + 2) % 3) + 1]);
        const int v = static_cast<int>(u);
        const bool met = meet(advance(other_last, v), at(p + 1, first), next[first]) |
                         meet(advance(now[first], v), at(p + 1, second), next[second]);
        if (met) supported[p] |= Domain::of(v).bits;
      }
    }
  }

 private:
  static void or_into(Set& into, const Set& x) {
    for (std::size_t w = 0; w < W; ++w) into[w] |= x[w];
  }
  // target = x & completable; whether it is non-empty.
  static bool meet(const Set& x, const Word* completable, Set& target) {
    Word met = 0;
    for (std::size_t w = 0; w < W; ++w) {
      target[w] = x[w] & completable[w];
      met |= target[w];
    }
    return met != 0;
  }
  // target |= x & completable; whether that meet is non-empty.
  static bool meet_into(const Set& x, const Word* completable, Set& target) {
    Word met = 0;
    for (std::size_t w = 0; w < W; ++w) {
      const Word m = x[w] & completable[w];
      target[w] |= m;
      met |= m;
    }
    return met != 0;
  }

  // The set of (a, b) counts after taking `value` (forward) or before it
  // (backward); value 0 may not pass count0, value 1 not count1.
  Set advance(const Set& in, int value) const {
    if (value == 2) return in;
    Set out{};
    Word carry = 0;
    if (value == 0) {
      for (std::size_t w = 0; w < W; ++w) {
        const Word x = in[w] & below_full0_[w];
        out[w] = (x << 1) | carry;
        carry = x >> 63;
      }
    } else {
      const std::size_t k = stride_;
      for (std::size_t w = 0; w < W; ++w) {
        out[w] = ((in[w] << k) | carry) & in_range_[w];
        carry = in[w] >> (64 - k);
      }
    }
    return out;
  }
  Set retreat(const Word* in, int value) const {
    Set out{};
    if (value == 2) {
      std::copy(in, in + W, out.begin());
      return out;
    }
    const std::size_t k = value == 0 ? 1 : stride_;
    for (std::size_t w = 0; w < W; ++w) {
      const Word high = w + 1 < W ? in[w + 1] << (64 - k) : 0;
      out[w] = (in[w] >> k) | high;
      if (value == 0) out[w] &= below_full0_[w];
    }
    return out;
  }

  int count0_, count1_;
  std::size_t stride_, bits_;
  Set below_full0_{}, in_range_{};
};

// The programme once more for sets of one word (Troix lines up to 21
// cells), without a branch on the domains: a value missing from a domain is
// an all-zero mask. The general form's tests of each value are as good as
// random, and at 15x15 mispredicting them cost more than the programme's
// arithmetic (cachegrind, Troix 15x15 generation: a third of all mispredicted
// branches were here).
void supports_in_one_word(int count0, int count1, std::size_t stride, bits::Word below_full0, bits::Word in_range,
                          std::span<const Domain> domains, bits::Word* scratch, std::span<DomainBits> supported) {
  using Word = bits::Word;
  constexpr std::size_t kStates = ThreeValueLine::kStates;  // state 2u + run - 1: last value u, run 1 or 2
  const std::size_t n = domains.size();
  const auto mask = [](DomainBits d, int u) { return bits::all_if(((d >> u) & 1u) != 0); };  // all ones if u is in d
  const auto any = [](Word x) { return static_cast<unsigned>(x != 0); };

  // Backward: the completable sets after p cells (1..n) in state s, at
  // scratch[(p - 1) * kStates + s].
  const Word goal = Word{1} << (static_cast<std::size_t>(count0) + static_cast<std::size_t>(count1) * stride);
  std::fill(scratch + (n - 1) * kStates, scratch + n * kStates, goal);
  for (std::size_t p = n - 1; p >= 1; --p) {
    const DomainBits d = domains[p].bits;
    const Word* after = scratch + p * kStates;
    // The sets before taking value u into its run 1 or its run 2.
    const Word m0 = mask(d, 0) & below_full0, m1 = mask(d, 1), m2 = mask(d, 2);
    const Word take0_run1 = (after[0] >> 1) & m0, take0_run2 = (after[1] >> 1) & m0;
    const Word take1_run1 = (after[2] >> stride) & m1, take1_run2 = (after[3] >> stride) & m1;
    const Word take2_run1 = after[4] & m2, take2_run2 = after[5] & m2;
    Word* here = scratch + (p - 1) * kStates;
    here[1] = take1_run1 | take2_run1;  // (value 0, run 2) must change value next
    here[0] = here[1] | take0_run2;
    here[3] = take0_run1 | take2_run1;
    here[2] = here[3] | take1_run2;
    here[5] = take0_run1 | take1_run1;
    here[4] = here[5] | take2_run2;
  }

  // Forward: the values on some path from the empty prefix to the goal.
  // The first cell starts each value's run 1 at counts (1, 0), (0, 1), (0, 0).
  const DomainBits first = domains[0].bits;
  const Word can0 = count0 > 0 ? mask(first, 0) : 0, can1 = count1 > 0 ? mask(first, 1) : 0;
  Word s0 = Word{2} & scratch[0] & can0, s2 = (Word{1} << stride) & scratch[2] & can1;
  Word s4 = Word{1} & scratch[4] & mask(first, 2);
  Word s1 = 0, s3 = 0, s5 = 0;
  supported[0] = static_cast<DomainBits>(any(s0) | any(s2) << 1 | any(s4) << 2);
  for (std::size_t p = 1; p < n; ++p) {
    const DomainBits d = domains[p].bits;
    const Word* next = scratch + p * kStates;
    const Word m0 = mask(d, 0), m1 = mask(d, 1), m2 = mask(d, 2);
    const Word n0 = ((s2 | s3 | s4 | s5) & below_full0) << 1 & next[0] & m0;
    const Word n1 = (s0 & below_full0) << 1 & next[1] & m0;
    const Word n2 = (s0 | s1 | s4 | s5) << stride & in_range & next[2] & m1;
    const Word n3 = s2 << stride & in_range & next[3] & m1;
    const Word n4 = (s0 | s1 | s2 | s3) & next[4] & m2;
    const Word n5 = s4 & next[5] & m2;
    s0 = n0, s1 = n1, s2 = n2, s3 = n3, s4 = n4, s5 = n5;
    supported[p] = static_cast<DomainBits>(any(s0 | s1) | any(s2 | s3) << 1 | any(s4 | s5) << 2);
  }
}

template <std::size_t W>
void run_programme(int count0, int count1, std::size_t stride, std::size_t bit_count, const bits::Word* below_full0,
                   const bits::Word* in_range, std::span<const Domain> domains, bits::Word* scratch,
                   std::span<DomainBits> supported) {
  const FixedWidthProgramme<W> programme(count0, count1, stride, bit_count, below_full0, in_range);
  programme.supports(domains, scratch, supported);
}

}  // namespace

void ThreeValueLine::supports(std::span<const Domain> domains, std::span<Word> scratch,
                              std::span<DomainBits> supported) const {
  const auto run = [&]<std::size_t W>(std::integral_constant<std::size_t, W>) {
    run_programme<W>(count0_, count1_, stride_, bits_, below_full0_.data(), in_range_.data(), domains, scratch.data(),
                     supported);
  };
  switch (width_) {
    case 1:
      return supports_in_one_word(count0_, count1_, stride_, below_full0_[0], in_range_[0], domains, scratch.data(),
                                  supported);
    case 2: return run(std::integral_constant<std::size_t, 2>{});
    case 3: return run(std::integral_constant<std::size_t, 3>{});
    case 4: return run(std::integral_constant<std::size_t, 4>{});
    case 5: return run(std::integral_constant<std::size_t, 5>{});
    case 6: return run(std::integral_constant<std::size_t, 6>{});
    case 7: return run(std::integral_constant<std::size_t, 7>{});
    case 8: return run(std::integral_constant<std::size_t, 8>{});
    case 10: return run(std::integral_constant<std::size_t, 10>{});
    case 12: return run(std::integral_constant<std::size_t, 12>{});
    case 14: return run(std::integral_constant<std::size_t, 14>{});
    case 16: return run(std::integral_constant<std::size_t, 16>{});
    case 20: return run(std::integral_constant<std::size_t, 20>{});
    case 24: return run(std::integral_constant<std::size_t, 24>{});
    case 28: return run(std::integral_constant<std::size_t, 28>{});
    case 32: return run(std::integral_constant<std::size_t, 32>{});
    case 40: return run(std::integral_constant<std::size_t, 40>{});
    case 48: return run(std::integral_constant<std::size_t, 48>{});
    case 56: return run(std::integral_constant<std::size_t, 56>{});
    default: return run(std::integral_constant<std::size_t, 64>{});
  }
}

}  // namespace xoi
