#include "engine/propagators/line_memo.hpp"

#include <algorithm>
#include <bit>

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
    : values_(values), cells_(cells), halves_(cells <= 32 ? 1 : 2),
      stride_(kPlanes + 2 * static_cast<std::size_t>(values) * halves_) {}

namespace {

std::size_t table_entries(std::size_t lines, std::size_t per_line) {
  return std::bit_ceil(std::min(std::max<std::size_t>(lines, 1) * per_line, LineMemo::kMaxEntries));
}

}  // namespace

std::size_t LineMemo::entries() const {
  if (!table_.empty()) return table_.size() / stride_;
  return table_entries(lines_, first_entries_per_line(cells_));
}

void LineMemo::make_table() {
  const std::size_t entries = this->entries();
  most_entries_ = table_entries(lines_, kMostEntriesPerLine);
  slot_bits_ = std::countr_zero(entries);
  table_.resize(entries * stride_);
  start_counting_fills();
}

void LineMemo::start_counting_fills() {
  const std::size_t entries = this->entries();
  fills_ = 0;
  grow_after_ = entries < most_entries_ ? entries * kFillsPerEntryBeforeGrowing : ~std::size_t{0};
}

std::size_t LineMemo::slot_of(const ValuePlanes& holds) {
  if (table_.empty()) make_table();
  Word h = 0;
  for (const Word w : holds) h = (h ^ w) * 0x9e3779b97f4a7c15ULL;
  return static_cast<std::size_t>(h >> (64 - slot_bits_));
}

void LineMemo::grow() {
  std::vector<std::uint32_t> old(table_.size() * 2);
  old.swap(table_);
  ++slot_bits_;
  for (const std::uint32_t* e = old.data(); e != old.data() + old.size(); e += stride_) {
    if (e[kEpoch] == 0) continue;  // never filled
    std::copy(e, e + stride_, entry(slot_of(planes_at(e + kPlanes))));
  }
  start_counting_fills();
}

ValuePlanes LineMemo::planes_at(const std::uint32_t* plane) const {
  ValuePlanes out{};
  for (int v = 0; v < values_; ++v, plane += halves_)
    out[static_cast<std::size_t>(v)] = Word{plane[0]} | (halves_ == 2 ? Word{plane[1]} << 32 : 0);
  return out;
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
  return planes_at(entry(slot) + kPlanes + static_cast<std::size_t>(values_) * halves_);
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
  if (++fills_ > grow_after_) grow();
}

}  // namespace xoi
