#include "engine/propagators/line_memo.hpp"

namespace xoi {
namespace {

using bits::Word;

// Entry layout in 32-bit words: the epoch, then each value's held plane,
// then each value's supported plane (a plane in `halves` words, low first).
constexpr std::size_t kEpoch = 0, kPlanes = 1;

std::uint32_t low(Word w) { return static_cast<std::uint32_t>(w); }
std::uint32_t high(Word w) { return static_cast<std::uint32_t>(w >> 32); }

}  // namespace

LineMemo::LineMemo(std::size_t cells, int values)
    : values_(values), halves_(cells <= 32 ? 1 : 2), stride_(kPlanes + 2 * static_cast<std::size_t>(values) * halves_) {}

std::size_t LineMemo::slot_of(const ValuePlanes& holds) {
  if (table_.empty()) table_.resize((std::size_t{1} << kSlotBits) * stride_);
  Word h = 0;
  for (const Word w : holds) h = (h ^ w) * 0x9e3779b97f4a7c15ULL;
  return static_cast<std::size_t>(h >> (64 - kSlotBits));
}

bool LineMemo::remembers(std::size_t slot, const ValuePlanes& holds, std::uint32_t epoch) const {
  const std::uint32_t* e = entry(slot);
  std::uint32_t differ = e[kEpoch] ^ epoch;
  const std::uint32_t* plane = e + kPlanes;
  for (int v = 0; v < values_; ++v, plane += halves_) {
    const Word w = holds[static_cast<std::size_t>(v)];
    differ |= plane[0] ^ low(w);
    if (halves_ == 2) differ |= plane[1] ^ high(w);
  }
  return differ == 0;
}

ValuePlanes LineMemo::supported(std::size_t slot) const {
  const std::uint32_t* plane = entry(slot) + kPlanes + static_cast<std::size_t>(values_) * halves_;
  ValuePlanes out{};
  for (int v = 0; v < values_; ++v, plane += halves_)
    out[static_cast<std::size_t>(v)] = Word{plane[0]} | (halves_ == 2 ? Word{plane[1]} << 32 : 0);
  return out;
}

void LineMemo::remember(std::size_t slot, const ValuePlanes& holds, std::uint32_t epoch, const ValuePlanes& supported) {
  std::uint32_t* e = entry(slot);
  e[kEpoch] = epoch;
  std::uint32_t* plane = e + kPlanes;
  for (const ValuePlanes* planes : {&holds, &supported}) {
    for (int v = 0; v < values_; ++v, plane += halves_) {
      const Word w = (*planes)[static_cast<std::size_t>(v)];
      plane[0] = low(w);
      if (halves_ == 2) plane[1] = high(w);
    }
  }
}

}  // namespace xoi
