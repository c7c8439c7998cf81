// Brute-force reference for the line propagators' tests: the plainest possible
// statement of a line rule (runs and counts), every completion of a partial
// line enumerated one by one, and the harness that compares a propagator's
// pruning with that enumeration.
//
// The reference is deliberately slow and obvious: it shares no code with
// engine/propagators/, so a bug there cannot hide in both. The harness sees
// the engine only through the public post_* functions, Space::propagate and
// Space::schedule, so it stays valid whatever the propagators do inside.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "engine/domain.hpp"
#include "engine/propagators/count_balance.hpp"
#include "engine/search/rng.hpp"
#include "engine/space.hpp"

namespace xoi::testing_support {

// A line rule as the tests state it: no run longer than max_run (0 = no run
// limit), and value v on exactly counts[v] cells (empty = no counts;
// kAnyCount = that value is free).
struct LineRule {
  int max_run = 0;
  std::vector<int> counts;
};

// Whether a complete line obeys the rule, checked cell by cell.
inline bool satisfies(const LineRule& rule, std::span<const Value> line) {
  if (rule.max_run > 0) {
    int run = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
      run = (i > 0 && line[i] == line[i - 1]) ? run + 1 : 1;
      if (run > rule.max_run) return false;
    }
  }
  for (std::size_t v = 0; v < rule.counts.size(); ++v) {
    if (rule.counts[v] == kAnyCount) continue;
    int seen = 0;
    for (const Value x : line) seen += x == static_cast<Value>(v) ? 1 : 0;
    if (seen != rule.counts[v]) return false;
  }
  return true;
}

// What the valid completions of a partial line use.
struct Support {
  bool any = false;                // some completion obeys the rule
  std::vector<DomainBits> values;  // per cell: the values some valid completion uses
};

// Tries every completion of `domains` (odometer over the cells' values) and
// keeps the values of those that satisfy `valid`.
template <class Valid>
Support support_by_enumeration(std::span<const Domain> domains, Valid&& valid) {
  Support s;
  s.values.assign(domains.size(), 0);
  for (const Domain d : domains)
    if (d.empty()) return s;
  std::vector<Value> line(domains.size());
  for (std::size_t i = 0; i < domains.size(); ++i) line[i] = domains[i].min();
  for (;;) {
    if (valid(std::span<const Value>(line))) {
      s.any = true;
      for (std::size_t i = 0; i < line.size(); ++i) s.values[i] |= Domain::of(line[i]).bits;
    }
    std::size_t i = 0;
    for (; i < line.size(); ++i) {
      const DomainBits higher = static_cast<DomainBits>(domains[i].bits & ~((2u << line[i]) - 1u));
      if (higher != 0) {
        line[i] = std::countr_zero(higher);
        break;
      }
      line[i] = domains[i].min();
    }
    if (i == line.size()) return s;
  }
}

inline Support support_of(const LineRule& rule, std::span<const Domain> domains) {
  return support_by_enumeration(domains, [&](std::span<const Value> line) { return satisfies(rule, line); });
}

// "X O {XO} ." style, for failure messages ('.' = every value open).
inline std::string describe(std::span<const Domain> domains, int value_count) {
  static constexpr char kSymbols[] = "XOIABCDE";
  std::string out;
  for (std::size_t i = 0; i < domains.size(); ++i) {
    if (i > 0) out += ' ';
    const Domain d = domains[i];
    if (d == Domain::range(value_count)) {
      out += '.';
    } else if (d.fixed()) {
      out += kSymbols[d.min()];
    } else {
      out += '{';
      for (Value v = 0; v < kMaxValues; ++v)
        if (d.contains(v)) out += kSymbols[v];
      out += '}';
    }
  }
  return out;
}

inline std::string describe(const LineRule& rule) {
  std::string out = "max_run " + std::to_string(rule.max_run) + ", counts {";
  for (std::size_t v = 0; v < rule.counts.size(); ++v) {
    if (v > 0) out += ',';
    out += rule.counts[v] == kAnyCount ? std::string("any") : std::to_string(rule.counts[v]);
  }
  return out + "}";
}

// Calls f(domains) for every partial line of `length` cells whose every cell
// takes one of `choices` (odometer; the first cell turns fastest).
template <class F>
void for_each_partial_line(int length, std::span<const Domain> choices, F&& f) {
  std::vector<std::size_t> digit(static_cast<std::size_t>(length), 0);
  std::vector<Domain> line(static_cast<std::size_t>(length), choices[0]);
  for (;;) {
    f(std::span<const Domain>(line));
    std::size_t i = 0;
    for (; i < digit.size(); ++i) {
      if (++digit[i] < choices.size()) {
        line[i] = choices[digit[i]];
        break;
      }
      digit[i] = 0;
      line[i] = choices[0];
    }
    if (i == digit.size()) return;
  }
}

// Every domain a cell may have: the non-empty subsets of the values.
inline std::vector<Domain> all_cell_domains(int value_count) {
  std::vector<Domain> out;
  for (unsigned bits = 1; bits < (1u << value_count); ++bits) out.push_back(Domain{static_cast<DomainBits>(bits)});
  return out;
}

// A random partial line: each cell open (all values) with probability
// open_percent / 100, else a random non-empty subset of the values.
inline std::vector<Domain> random_partial_line(SplitMix64& rng, int length, int value_count, int open_percent) {
  const std::vector<Domain> choices = all_cell_domains(value_count);
  std::vector<Domain> line(static_cast<std::size_t>(length));
  for (Domain& d : line) {
    if (static_cast<int>(rng.below(100)) < open_percent)
      d = Domain::range(value_count);
    else
      d = choices[rng.below(choices.size())];
  }
  return line;
}

// Posts one line propagator on the given variables.
using PostLine = std::function<void(Space&, std::span<const VarId>)>;

struct LineCheck {
  LineRule rule;     // the constraint the propagator enforces
  int value_count;   // for messages
  bool exact;        // domain consistent: keeps exactly the supported values, fails iff none
  // When set, the constraint instead: whether a complete line is allowed.
  std::function<bool(std::span<const Value>)> allowed = {};
};

// Builds a Space holding `domains`, posts the propagator, propagates, and
// checks it against the brute force:
//   domains only shrink; no value used by a valid completion is removed and
//   failure only when no valid completion exists (soundness); a complete line
//   succeeds iff it satisfies the rule; running the propagators again at the
//   fixpoint changes nothing (idempotence); with `exact`, every value left is
//   supported and failure happens iff no valid completion exists.
inline ::testing::AssertionResult check_line_propagator(const LineCheck& check, const PostLine& post,
                                                        std::span<const Domain> domains) {
  const auto fail_with = [&](const std::string& what) {
    return ::testing::AssertionFailure() << what << "\n  rule: " << describe(check.rule)
                                         << "\n  line: " << describe(domains, check.value_count);
  };
  Space space;
  std::vector<VarId> vars;
  for (const Domain d : domains) vars.push_back(space.add_variable(d));
  post(space, vars);
  const bool consistent = space.propagate();
  const Support support =
      check.allowed ? support_by_enumeration(domains, check.allowed) : support_of(check.rule, domains);

  bool complete = true;
  for (const Domain d : domains) complete &= d.fixed();
  if (complete && consistent != support.any)
    return fail_with(support.any ? "a satisfying complete line failed" : "a violating complete line did not fail");
  if (!consistent) {
    if (support.any) return fail_with("failed although a valid completion exists");
    return ::testing::AssertionSuccess();
  }
  if (check.exact && !support.any) return fail_with("did not fail although no valid completion exists");

  std::vector<Domain> after(domains.size());
  for (std::size_t i = 0; i < domains.size(); ++i) after[i] = space.domain(vars[i]);
  for (std::size_t i = 0; i < domains.size(); ++i) {
    const DomainBits before = domains[i].bits, now = after[i].bits, needed = support.values[i];
    if ((now & ~before) != 0) return fail_with("cell " + std::to_string(i) + " gained a value");
    if ((needed & ~now) != 0)
      return fail_with("cell " + std::to_string(i) + " lost a value that a valid completion uses; after: " +
                       describe(after, check.value_count));
    if (check.exact && now != needed)
      return fail_with("cell " + std::to_string(i) + " kept an unsupported value; after: " +
                       describe(after, check.value_count));
  }

  for (int id = 0; id < space.propagator_count(); ++id) space.schedule(id);
  if (!space.propagate()) return fail_with("failed when run again at its fixpoint");
  for (std::size_t i = 0; i < domains.size(); ++i)
    if (space.domain(vars[i]) != after[i])
      return fail_with("not idempotent: cell " + std::to_string(i) + " changed when run again");
  return ::testing::AssertionSuccess();
}

// Checks every partial line of `length` cells built from `choices` and
// reports the first few failures; returns how many lines were checked.
inline long expect_every_partial_line(const LineCheck& check, const PostLine& post, int length,
                                      std::span<const Domain> choices) {
  long checked = 0;
  int failures = 0;
  for_each_partial_line(length, choices, [&](std::span<const Domain> line) {
    ++checked;
    if (failures >= 3) return;
    const ::testing::AssertionResult r = check_line_propagator(check, post, line);
    if (!r) {
      ++failures;
      ADD_FAILURE() << r.message();
    }
  });
  return checked;
}

// The cell domains of the 2-symbol set (X, O, open) and of the 3-symbol set
// (every non-empty subset of X, O, I).
inline std::vector<Domain> binary_cells() { return all_cell_domains(2); }
inline std::vector<Domain> ternary_cells() { return all_cell_domains(3); }

}  // namespace xoi::testing_support
