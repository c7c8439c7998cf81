#include "engine/propagators/line_table.hpp"

#include <memory>

#include "engine/bits.hpp"

namespace xoi {
namespace {

using bits::Word;

// Rows of the table claimed by complete lines of a group (distinct lines).
struct ClaimedRows {
  std::vector<std::int32_t> owner;        // per table row: the line that spells it, or -1; trailed
  std::vector<std::int32_t> claimed;      // the same as a bitset, 32 rows per word; trailed
  std::vector<int> propagator_of_line;

  [[nodiscard]] bool is_claimed(std::size_t row) const { return ((claimed[row / 32] >> (row % 32)) & 1) != 0; }
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
        possible_(words_),
        union_(words_) {
    for (std::size_t r = 0; r < table.rows(); ++r)
      for (std::size_t c = 0; c < vars_.size(); ++c)
        bits::set(support(c, table.cells[r * vars_.size() + c]), r);
    full_ = Domain::range(values_);
  }

  PropagationStatus propagate(Space& space) override {
    // Lines still possible: for every cell not open to all values, AND in the
    // union of its values' supports.
    std::fill(possible_.begin(), possible_.end(), ~Word{0});
    for (std::size_t c = 0; c < vars_.size(); ++c) {
      const Domain d = space.domain(vars_[c]);
      if (d == full_) continue;
      if (d.fixed()) {
        and_into(possible_, support(c, d.min()));
      } else {
        std::fill(union_.begin(), union_.end(), Word{0});
        for (DomainBits b = d.bits; b != 0; b &= static_cast<DomainBits>(b - 1)) or_into(union_, support(c, std::countr_zero(b)));
        and_into(possible_, union_);
      }
    }
    if (group_ != nullptr && !drop_claimed_rows()) return fail_distinct(space);
    if (!bits::any(possible_)) return fail(space);
    bool all_fixed = true;
    bool named = false;
    for (std::size_t c = 0; c < vars_.size(); ++c) {
      const Domain d = space.domain(vars_[c]);
      DomainBits keep = 0;
      for (DomainBits b = d.bits; b != 0; b &= static_cast<DomainBits>(b - 1)) {
        const Value v = std::countr_zero(b);
        if (meets(possible_, support(c, v))) keep |= Domain::of(v).bits;
      }
      if (keep != d.bits) {
        if (space.sink() != nullptr && !named) named = name_fixed_cells(space);
        space.restrict(vars_[c], Domain{keep});
      }
      all_fixed &= Domain{keep}.fixed();
    }
    if (!all_fixed) return PropagationStatus::Fixpoint;
    if (group_ != nullptr) claim_row(space);
    return PropagationStatus::Subsumed;
  }

 private:
  // Removes the rows other lines have claimed; false if this line is complete
  // and spells a claimed row.
  bool drop_claimed_rows() {
    const std::vector<std::int32_t>& claimed = group_->claimed;
    // Our own claim (we are complete and were woken again) is not a conflict.
    const bool own_claim = own_row_ >= 0 && group_->owner[static_cast<std::size_t>(own_row_)] == line_index_;
    for (std::size_t w = 0; w < words_; ++w) {
      Word mask = static_cast<std::uint32_t>(claimed[2 * w]);
      if (2 * w + 1 < claimed.size()) mask |= static_cast<Word>(static_cast<std::uint32_t>(claimed[2 * w + 1])) << 32;
      if (own_claim && static_cast<std::size_t>(own_row_) / 64 == w) mask &= ~(Word{1} << (own_row_ % 64));
      possible_[w] &= ~mask;
    }
    return bits::any(possible_);
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
    for (std::size_t l = 0; l < g.propagator_of_line.size(); ++l)
      if (static_cast<int>(l) != line_index_) space.schedule(g.propagator_of_line[l]);
  }

  PropagationStatus fail_distinct(Space& space) {
    if (space.sink() != nullptr) name_fixed_cells(space);
    return PropagationStatus::Failed;
  }

  bits::Plane support(std::size_t cell, Value v) {
    return {supports_.data() + (cell * static_cast<std::size_t>(values_) + static_cast<std::size_t>(v)) * words_, words_};
  }
  static void and_into(std::vector<Word>& target, bits::ConstPlane x) {
    for (std::size_t w = 0; w < target.size(); ++w) target[w] &= x[w];
  }
  static void or_into(std::vector<Word>& target, bits::ConstPlane x) {
    for (std::size_t w = 0; w < target.size(); ++w) target[w] |= x[w];
  }
  static bool meets(const std::vector<Word>& a, bits::ConstPlane b) {
    for (std::size_t w = 0; w < a.size(); ++w)
      if ((a[w] & b[w]) != 0) return true;
    return false;
  }

  bool name_fixed_cells(Space& space) {
    premises_.clear();
    for (VarId x : vars_)
      if (space.domain(x).fixed()) premises_.push_back(x);
    space.set_premises(premises_);
    return true;
  }
  PropagationStatus fail(Space& space) {
    if (space.sink() != nullptr) name_fixed_cells(space);
    return PropagationStatus::Failed;
  }

  std::shared_ptr<ClaimedRows> group_;  // null: no distinct-lines rule
  int line_index_;
  int own_row_ = -1;  // the row this line spelled when last complete
  std::vector<VarId> vars_;
  int values_;
  std::size_t words_;
  std::vector<Word> supports_;
  std::vector<Word> possible_, union_;
  Domain full_;
  std::vector<VarId> premises_;
};

// Depth-first enumeration in value order, so tables are deterministic.
struct LineEnumerator {
  int length, max_run;
  std::span<const int> counts;
  std::size_t limit;
  LineTable& table;
  std::vector<std::uint8_t> line;
  std::vector<int> used;

  bool extend(int position, int last, int run) {
    if (position == length) {
      if (table.rows() >= limit) return false;
      table.cells.insert(table.cells.end(), line.begin(), line.end());
      return true;
    }
    for (int v = 0; v < static_cast<int>(counts.size()); ++v) {
      if (used[static_cast<std::size_t>(v)] == counts[static_cast<std::size_t>(v)]) continue;
      if (v == last && run == max_run) continue;
      line[static_cast<std::size_t>(position)] = static_cast<std::uint8_t>(v);
      ++used[static_cast<std::size_t>(v)];
      const bool ok = extend(position + 1, v, v == last ? run + 1 : 1);
      --used[static_cast<std::size_t>(v)];
      if (!ok) return false;
    }
    return true;
  }
};

}  // namespace

bool enumerate_legal_lines(int length, int max_run, std::span<const int> counts, std::size_t limit,
                           LineTable& table) {
  table = LineTable{length, static_cast<int>(counts.size()), {}};
  LineEnumerator e{length, max_run, counts, limit, table, std::vector<std::uint8_t>(static_cast<std::size_t>(length)),
                   std::vector<int>(counts.size(), 0)};
  return e.extend(0, -1, 0);
}

void post_line_table(Space& space, std::span<const VarId> line, const LineTable& table) {
  if (table.rows() == 0) {
    space.fail();
    return;
  }
  const int id = space.post(std::make_unique<LineTablePropagator>(line, table, nullptr, 0));
  for (VarId v : line) space.subscribe(id, v);
}

void post_distinct_line_tables(Space& space, const std::vector<std::vector<VarId>>& lines, const LineTable& table) {
  if (table.rows() == 0) {
    space.fail();
    return;
  }
  auto group = std::make_shared<ClaimedRows>();
  group->owner.assign(table.rows(), -1);
  group->claimed.assign((table.rows() + 31) / 32, 0);
  for (std::size_t l = 0; l < lines.size(); ++l) {
    const int id = space.post(std::make_unique<LineTablePropagator>(lines[l], table, group, static_cast<int>(l)));
    group->propagator_of_line.push_back(id);
    for (VarId v : lines[l]) space.subscribe(id, v);
  }
}

}  // namespace xoi
