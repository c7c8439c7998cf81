#include "engine/propagators/three_value_line.hpp"

#include <algorithm>

namespace xoi {
namespace {

constexpr int kMaxRun = 2;

constexpr std::size_t state_of(int last, int run) { return static_cast<std::size_t>(2 * last + run - 1); }

// The state after taking `value` in state s, or -1 when that makes a run of three.
constexpr int step(std::size_t s, int value) {
  const int last = static_cast<int>(s) / 2, run = static_cast<int>(s) % 2 + 1;
  if (value == last && run == kMaxRun) return -1;
  return static_cast<int>(state_of(value, value == last ? run + 1 : 1));
}

}  // namespace

bool ThreeValueLine::fits(int count0, int count1) {
  const auto stride = static_cast<std::size_t>(count0) + 1;
  return count0 >= 0 && count1 >= 0 && stride < 64 && stride * (static_cast<std::size_t>(count1) + 1) <= 64 * kMaxWords;
}

ThreeValueLine::ThreeValueLine(int count0, int count1)
    : count0_(count0), count1_(count1), stride_(static_cast<std::size_t>(count0) + 1),
      bits_(stride_ * (static_cast<std::size_t>(count1) + 1)), words_(bits::words_for(bits_)) {
  for (std::size_t i = 0; i < bits_; ++i) {
    bits::set(in_range_, i);
    if (i % stride_ != static_cast<std::size_t>(count0)) bits::set(below_full0_, i);
  }
}

void ThreeValueLine::advance(const Word* in, Word* out, int value) const {
  const std::size_t n = words_;
  if (value == 2) {
    std::copy(in, in + n, out);
  } else if (value == 0) {
    Word carry = 0;
    for (std::size_t w = 0; w < n; ++w) {
      const Word x = in[w] & below_full0_[w];
      out[w] = (x << 1) | carry;
      carry = x >> 63;
    }
  } else {
    const std::size_t k = stride_;
    Word carry = 0;
    for (std::size_t w = 0; w < n; ++w) {
      out[w] = ((in[w] << k) | carry) & in_range_[w];
      carry = in[w] >> (64 - k);
    }
  }
}

void ThreeValueLine::retreat(const Word* in, Word* out, int value) const {
  const std::size_t n = words_;
  if (value == 2) {
    std::copy(in, in + n, out);
    return;
  }
  const std::size_t k = value == 0 ? 1 : stride_;
  for (std::size_t w = 0; w < n; ++w) {
    const Word high = w + 1 < n ? in[w + 1] << (64 - k) : 0;
    out[w] = (in[w] >> k) | high;
    if (value == 0) out[w] &= below_full0_[w];
  }
}

void ThreeValueLine::supports(std::span<const Domain> domains, std::span<Word> scratch,
                              std::span<DomainBits> supported) const {
  const std::size_t n = domains.size(), words = words_, layer = kStates * words;
  Word* completable = scratch.data();  // after p cells (1..n): (p - 1) * layer
  Word* forward_now = completable + n * layer;
  Word* forward_next = forward_now + layer;
  Word* tmp = forward_next + layer;
  const auto at = [&](std::size_t p, std::size_t s) { return completable + (p - 1) * layer + s * words; };

  // Backward: which counts, in which state after p cells, still complete the line.
  std::fill(completable + (n - 1) * layer, completable + n * layer, Word{0});
  const std::size_t goal = static_cast<std::size_t>(count0_) + static_cast<std::size_t>(count1_) * stride_;
  for (std::size_t s = 0; s < kStates; ++s) bits::set({at(n, s), words}, goal);
  for (std::size_t p = n - 1; p >= 1; --p) {
    const DomainBits d = domains[p].bits;
    for (std::size_t s = 0; s < kStates; ++s) {
      Word* here = at(p, s);
      std::fill(here, here + words, Word{0});
      for (DomainBits b = d; b != 0; b &= static_cast<DomainBits>(b - 1)) {
        const int u = std::countr_zero(b);
        const int t = step(s, u);
        if (t < 0) continue;
        retreat(at(p + 1, static_cast<std::size_t>(t)), tmp, u);
        for (std::size_t w = 0; w < words; ++w) here[w] |= tmp[w];
      }
    }
  }

  // Forward: the values on some path from the empty prefix to the goal.
  std::fill(supported.begin(), supported.end(), DomainBits{0});
  std::fill(forward_next, forward_next + layer, Word{0});
  for (DomainBits b = domains[0].bits; b != 0; b &= static_cast<DomainBits>(b - 1)) {
    const int u = std::countr_zero(b);
    if (u > 2) continue;
    const std::size_t t = state_of(u, 1);
    std::fill(tmp, tmp + words, Word{0});
    const std::size_t first = u == 0 ? 1 : u == 1 ? stride_ : 0;
    if (first >= bits_ || (u == 0 && count0_ == 0)) continue;
    bits::set({tmp, words}, first);
    const Word* target = at(1, t);
    Word met = 0;
    for (std::size_t w = 0; w < words; ++w) {
      const Word m = tmp[w] & target[w];
      forward_next[t * words + w] |= m;
      met |= m;
    }
    if (met != 0) supported[0] |= Domain::of(u).bits;
  }
  for (std::size_t p = 1; p < n; ++p) {
    std::swap(forward_now, forward_next);
    std::fill(forward_next, forward_next + layer, Word{0});
    const DomainBits d = domains[p].bits;
    for (std::size_t s = 0; s < kStates; ++s) {
      const Word* from = forward_now + s * words;
      Word any = 0;
      for (std::size_t w = 0; w < words; ++w) any |= from[w];
      if (any == 0) continue;
      for (DomainBits b = d; b != 0; b &= static_cast<DomainBits>(b - 1)) {
        const int u = std::countr_zero(b);
        const int t = step(s, u);
        if (t < 0) continue;
        advance(from, tmp, u);
        const Word* target = at(p + 1, static_cast<std::size_t>(t));
        Word* into = forward_next + static_cast<std::size_t>(t) * words;
        Word met = 0;
        for (std::size_t w = 0; w < words; ++w) {
          const Word m = tmp[w] & target[w];
          into[w] |= m;
          met |= m;
        }
        if (met != 0) supported[p] |= Domain::of(u).bits;
      }
    }
  }
}

}  // namespace xoi
