#include "engine/propagators/line_table.hpp"

#include <array>
#include <cassert>
#include <memory>

#include "engine/bits.hpp"

namespace xoi {
namespace {

using bits::Word;

class LineTablePropagator;

// Rows of the table claimed by complete lines of a group (distinct lines).
struct ClaimedRows {
  std::vector<std::int32_t> owner;        // per table row: the line that spells it, or -1; trailed
  std::vector<std::int32_t> claimed;      // the same as a bitset, 32 rows per word; trailed
  std::vector<const LineTablePropagator*> lines;
};

class LineTablePropagator final : public Propagator {
 public:
  LineTablePropagator(std::span<const VarId> line, const LineTable& table, std::shared_ptr<ClaimedRows> group,
                      int line_index)
      : Propagator(CostClass::Medium, "line-consistency"),
        group_(std::move(group)),
        line_index_(line_index),
        vars_(line.begin(), line.end()),
        values_(table.values),
        words_(bits::words_for(table.rows())),
        supports_(vars_.size() * static_cast<std::size_t>(values_) * words_, 0),
        row_cells_(table.rows() * static_cast<std::size_t>(values_), 0),
        possible_(words_, ~Word{0}),
        dropped_(words_, 0) {
    for (std::size_t r = 0; r < table.rows(); ++r) {
      for (std::size_t c = 0; c < vars_.size(); ++c) {
        const Value v = table.cells[r * vars_.size() + c];
        bits::set({&supports_[(c * static_cast<std::size_t>(values_) + static_cast<std::size_t>(v)) * words_], words_}, r);
        row_cells_[r * static_cast<std::size_t>(values_) + static_cast<std::size_t>(v)] |= Word{1} << c;
      }
    }
    full_ = Domain::range(values_);
    const std::size_t tail = table.rows() % 64;
    last_word_rows_ = tail == 0 ? ~Word{0} : (Word{1} << tail) - 1;
  }

  PropagationStatus propagate(Space& space) override {
    return words_ == 1 ? run<1>(space) : run<0>(space);
  }

  // Whether `row` was among this line's possible rows at its last run.
  [[nodiscard]] bool may_spell(std::size_t row) const { return bits::test(possible_, row); }
  [[nodiscard]] std::span<const VarId> vars() const { return vars_; }

 private:
  // kWords: the number of 64-bit words of row bitsets when known at compile
  // time (1 covers every table of up to 64 rows), 0 = words_.
  template <std::size_t kWords>
  PropagationStatus run(Space& space) {
    const std::size_t words = kWords != 0 ? kWords : words_;
    // One pass over the cells: a bit-plane per value of the cells that may
    // take it, and the rows still possible (AND, over every cell not open to
    // all values, of the union of its values' supports).
    std::array<Word, kMaxValues> can{};
    Word* possible = possible_.data();
    for (std::size_t w = 0; w < words; ++w) possible[w] = ~Word{0};
    possible[words - 1] = last_word_rows_;  // no phantom rows past the table when every cell is open
    for (std::size_t c = 0; c < vars_.size(); ++c) {
      const Domain d = space.domain(vars_[c]);
      for (DomainBits b = d.bits; b != 0; b &= static_cast<DomainBits>(b - 1))
        can[static_cast<std::size_t>(std::countr_zero(b))] |= Word{1} << c;
      if (d == full_) continue;
      if (d.fixed()) {
        const Word* sup = support(c, d.min());
        for (std::size_t w = 0; w < words; ++w) possible[w] &= sup[w];
      } else {
        for (std::size_t w = 0; w < words; ++w) {
          Word any_value = 0;
          for (DomainBits b = d.bits; b != 0; b &= static_cast<DomainBits>(b - 1)) any_value |= support(c, std::countr_zero(b))[w];
          possible[w] &= any_value;
        }
      }
    }
    if (group_ != nullptr) drop_claimed_rows(words, space.sink() != nullptr);
    Word any_row = 0;
    for (std::size_t w = 0; w < words; ++w) any_row |= possible[w];
    if (any_row == 0) return fail(space);

    // Per value, the cells where some possible row has it; stop early once
    // every value in every domain is supported.
    std::array<Word, kMaxValues> supported{};
    const std::size_t values = static_cast<std::size_t>(values_);
    bits::visit_set_while({possible, words}, [&](std::size_t row) {
      const Word* cells = &row_cells_[row * values];
      Word missing = 0;
      for (std::size_t v = 0; v < values; ++v) {
        supported[v] |= cells[v];
        missing |= can[v] & ~supported[v];
      }
      return missing != 0;
    });

    int remaining = 0;
    for (std::size_t v = 0; v < values; ++v) {
      const Word unsupported = can[v] & ~supported[v];
      remaining += std::popcount(can[v] & supported[v]);
      for (Word m = unsupported; m != 0; m &= m - 1) {
        if (space.sink() != nullptr && premises_.empty()) name_premises(space);
        space.remove(vars_[static_cast<std::size_t>(std::countr_zero(m))], static_cast<Value>(v));
      }
    }
    premises_.clear();
    if (remaining != static_cast<int>(vars_.size())) return PropagationStatus::Fixpoint;
    if (group_ != nullptr) claim_row(space);
    return PropagationStatus::Subsumed;
  }

  const Word* support(std::size_t cell, Value v) const {
    return supports_.data() + (cell * static_cast<std::size_t>(values_) + static_cast<std::size_t>(v)) * words_;
  }

  // Removes the rows other lines of the group have claimed (our own claim,
  // when we are complete and woken again, is no conflict). For explanations,
  // remembers which possible rows went (their owners become premises).
  void drop_claimed_rows(std::size_t words, bool explaining) {
    const std::vector<std::int32_t>& claimed = group_->claimed;
    const bool own_claim = own_row_ >= 0 && group_->owner[static_cast<std::size_t>(own_row_)] == line_index_;
    for (std::size_t w = 0; w < words; ++w) {
      Word mask = static_cast<std::uint32_t>(claimed[2 * w]);
      if (2 * w + 1 < claimed.size()) mask |= static_cast<Word>(static_cast<std::uint32_t>(claimed[2 * w + 1])) << 32;
      if (own_claim && static_cast<std::size_t>(own_row_) / 64 == w) mask &= ~(Word{1} << (own_row_ % 64));
      if (explaining) dropped_[w] = possible_[w] & mask;
      possible_[w] &= ~mask;
    }
  }

  // The line is complete: its one possible row becomes claimed, and the other
  // lines of the group must drop it.
  void claim_row(Space& space) {
    std::size_t row = 0;
    for (std::size_t w = 0; w < words_; ++w)
      if (possible_[w] != 0) row = w * 64 + static_cast<std::size_t>(std::countr_zero(possible_[w]));
    own_row_ = static_cast<int>(row);
    ClaimedRows& g = *group_;
    if (g.owner[row] == line_index_) return;
    space.trail_assign(g.owner[row], line_index_);
    std::int32_t& word = g.claimed[row / 32];
    space.trail_assign(word, static_cast<std::int32_t>(static_cast<std::uint32_t>(word) | (1u << (row % 32))));
    // Wake only the lines that could still spell this row when they last
    // ran. A line whose snapshot is stale (from an abandoned branch) may be
    // skipped; it still checks the claims when its own cells change.
    for (std::size_t l = 0; l < g.lines.size(); ++l)
      if (static_cast<int>(l) != line_index_ && g.lines[l]->may_spell(row)) space.schedule(g.lines[l]->id());
  }


  // Premises: the cells of this line that lost a value, and every complete
  // line whose claimed row this line could otherwise have spelled.
  void name_premises(Space& space) {
    premises_.clear();
    for (VarId x : vars_)
      if (space.domain(x) != full_) premises_.push_back(x);
    if (group_ != nullptr) {
      for (std::size_t w = 0; w < words_; ++w) {
        for (Word m = dropped_[w]; m != 0; m &= m - 1) {
          const std::size_t row = w * 64 + static_cast<std::size_t>(std::countr_zero(m));
          const std::span<const VarId> owner = group_->lines[static_cast<std::size_t>(group_->owner[row])]->vars();
          premises_.insert(premises_.end(), owner.begin(), owner.end());
        }
      }
    }
    space.set_premises(premises_);
  }
  PropagationStatus fail(Space& space) {
    if (space.sink() != nullptr) name_premises(space);
    return PropagationStatus::Failed;
  }

  std::shared_ptr<ClaimedRows> group_;  // null: no distinct-lines rule
  int line_index_;
  int own_row_ = -1;  // the row this line spelled when last complete
  std::vector<VarId> vars_;
  int values_;
  std::size_t words_;
  std::vector<Word> supports_;   // per (cell, value): the rows with that value there
  std::vector<Word> row_cells_;  // per (row, value): the cells where the row has that value
  std::vector<Word> possible_;  // rows still possible at the last run
  std::vector<Word> dropped_;   // explanations only: possible rows dropped as claimed by other lines
  Domain full_;
  Word last_word_rows_ = ~Word{0};  // the rows of the table in its last word
  std::vector<VarId> premises_;
};

// Depth-first enumeration in value order, so tables are deterministic.
// Branches that cannot be completed are cut by `completable`, a memo of
// which (position, last value, run, counts) states still reach a legal line,
// so the work is proportional to the lines produced.
constexpr std::size_t kMaxEnumerationStates = std::size_t{1} << 22;

struct LineEnumerator {
  int length, max_run;
  std::span<const int> counts;
  std::size_t limit;
  LineTable& table;
  std::vector<std::uint8_t> line;
  std::vector<int> used;
  // Legal completions per state, saturated at limit + 1; kUnknown until computed.
  // A state is (counts used, last value, run); the position follows from the counts.
  static constexpr std::size_t kUnknown = ~std::size_t{0};
  std::vector<std::size_t> lines_from;

  [[nodiscard]] std::size_t state_index(int last, int run) const {
    std::size_t index = 0;
    for (std::size_t v = 0; v < counts.size(); ++v) index = index * static_cast<std::size_t>(counts[v] + 1) + static_cast<std::size_t>(used[v]);
    index = index * (counts.size() + 1) + static_cast<std::size_t>(last + 1);
    return index * static_cast<std::size_t>(max_run + 1) + static_cast<std::size_t>(run);
  }
  [[nodiscard]] std::size_t state_count() const {
    std::size_t n = (counts.size() + 1) * static_cast<std::size_t>(max_run + 1);
    for (const int k : counts) n *= static_cast<std::size_t>(k + 1);
    return n;
  }

  // Number of legal completions from the current state, capped at limit + 1.
  std::size_t completions(int position, int last, int run) {
    if (position == length) return 1;
    const std::size_t key = state_index(last, run);
    if (lines_from[key] != kUnknown) return lines_from[key];
    std::size_t total = 0;
    for (int v = 0; v < static_cast<int>(counts.size()) && total <= limit; ++v) {
      if (used[static_cast<std::size_t>(v)] == counts[static_cast<std::size_t>(v)]) continue;
      if (v == last && run == max_run) continue;
      ++used[static_cast<std::size_t>(v)];
      total += completions(position + 1, v, v == last ? run + 1 : 1);
      --used[static_cast<std::size_t>(v)];
    }
    total = std::min(total, limit + 1);
    lines_from[key] = total;
    return total;
  }

  void extend(int position, int last, int run) {
    if (position == length) {
      table.cells.insert(table.cells.end(), line.begin(), line.end());
      return;
    }
    for (int v = 0; v < static_cast<int>(counts.size()); ++v) {
      if (used[static_cast<std::size_t>(v)] == counts[static_cast<std::size_t>(v)]) continue;
      if (v == last && run == max_run) continue;
      line[static_cast<std::size_t>(position)] = static_cast<std::uint8_t>(v);
      ++used[static_cast<std::size_t>(v)];
      if (completions(position + 1, v, v == last ? run + 1 : 1) > 0) extend(position + 1, v, v == last ? run + 1 : 1);
      --used[static_cast<std::size_t>(v)];
    }
  }
};

}  // namespace

bool enumerate_legal_lines(int length, int max_run, std::span<const int> counts, std::size_t limit,
                           LineTable& table) {
  table = LineTable{length, static_cast<int>(counts.size()), {}};
  if (static_cast<std::size_t>(length) > kMaxTableLineLength) return false;
  for (const int k : counts)
    if (k < 0) return false;
  LineEnumerator e{length, max_run, counts, limit, table, std::vector<std::uint8_t>(static_cast<std::size_t>(length)),
                   std::vector<int>(counts.size(), 0), {}};
  if (e.state_count() > kMaxEnumerationStates) return false;
  e.lines_from.assign(e.state_count(), LineEnumerator::kUnknown);
  if (e.completions(0, -1, 0) > limit) return false;
  e.extend(0, -1, 0);
  return true;
}

void post_line_table(Space& space, std::span<const VarId> line, const LineTable& table) {
  assert(line.size() <= kMaxTableLineLength);
  if (table.rows() == 0) {
    space.fail();
    return;
  }
  const int id = space.post(std::make_unique<LineTablePropagator>(line, table, nullptr, 0));
  for (VarId v : line) space.subscribe(id, v);
}

void post_distinct_line_tables(Space& space, const std::vector<std::vector<VarId>>& lines, const LineTable& table) {
  assert(static_cast<std::size_t>(table.length) <= kMaxTableLineLength);
  if (table.rows() == 0) {
    space.fail();
    return;
  }
  auto group = std::make_shared<ClaimedRows>();
  group->owner.assign(table.rows(), -1);
  group->claimed.assign((table.rows() + 31) / 32, 0);
  for (std::size_t l = 0; l < lines.size(); ++l) {
    auto propagator = std::make_unique<LineTablePropagator>(lines[l], table, group, static_cast<int>(l));
    group->lines.push_back(propagator.get());
    const int id = space.post(std::move(propagator));
    for (VarId v : lines[l]) space.subscribe(id, v);
  }
}

}  // namespace xoi
