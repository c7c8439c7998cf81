// A tiny DIMACS reader and DPLL solver for the tests of the CNF export: it
// enumerates every assignment of the first `projected` variables (the cell
// variables) that extends to a model of the whole formula. Unit propagation
// by scanning every clause: slow, obviously right, for formulas of a few
// thousand clauses.
#pragma once

#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace xoi::export_test {

struct Cnf {
  int variables = 0;
  std::vector<std::vector<int>> clauses;
};

// The formula, or nullopt if the text is not DIMACS CNF with a matching header.
inline std::optional<Cnf> parse_dimacs(const std::string& text) {
  std::istringstream in(text);
  std::string line;
  Cnf cnf;
  long declared_clauses = -1;
  std::vector<int> clause;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == 'c') continue;
    std::istringstream words(line);
    if (line[0] == 'p') {
      std::string p, format;
      if (!(words >> p >> format >> cnf.variables >> declared_clauses) || format != "cnf") return std::nullopt;
      continue;
    }
    int literal = 0;
    while (words >> literal) {
      if (literal == 0) {
        cnf.clauses.push_back(clause);
        clause.clear();
      } else {
        if (std::abs(literal) > cnf.variables) return std::nullopt;
        clause.push_back(literal);
      }
    }
  }
  if (!clause.empty() || static_cast<long>(cnf.clauses.size()) != declared_clauses) return std::nullopt;
  return cnf;
}

class TinySat {
 public:
  TinySat(const Cnf& cnf, int projected)
      : cnf_(cnf), projected_(projected), value_(static_cast<std::size_t>(cnf.variables) + 1, 0) {}

  // Every assignment of variables 1..projected that extends to a model, as a
  // string of '0'/'1'.
  std::set<std::string> projected_models() {
    std::set<std::string> models;
    enumerate(1, models);
    return models;
  }

 private:
  // Sets forced literals until nothing changes; false on a conflict.
  bool propagate() {
    for (bool changed = true; changed;) {
      changed = false;
      for (const std::vector<int>& clause : cnf_.clauses) {
        int open = 0, last = 0;
        bool satisfied = false;
        for (const int literal : clause) {
          const int v = value(literal);
          if (v > 0) satisfied = true;
          if (v == 0) ++open, last = literal;
        }
        if (satisfied) continue;
        if (open == 0) return false;
        if (open == 1) {
          assign(last);
          changed = true;
        }
      }
    }
    return true;
  }

  [[nodiscard]] int value(int literal) const {
    const int v = value_[static_cast<std::size_t>(std::abs(literal))];
    return literal > 0 ? v : -v;
  }
  void assign(int literal) { value_[static_cast<std::size_t>(std::abs(literal))] = literal > 0 ? 1 : -1; }

  // Is there a model extending the current assignment? Branches on variables from `from`.
  bool satisfiable(int from) {
    if (!propagate()) return false;
    while (from <= cnf_.variables && value_[static_cast<std::size_t>(from)] != 0) ++from;
    if (from > cnf_.variables) return true;
    for (const int literal : {-from, from}) {
      const std::vector<int> saved = value_;
      assign(literal);
      if (satisfiable(from + 1)) return true;
      value_ = saved;
    }
    return false;
  }

  void enumerate(int from, std::set<std::string>& models) {
    const std::vector<int> saved = value_;
    if (!propagate()) {
      value_ = saved;
      return;
    }
    while (from <= projected_ && value_[static_cast<std::size_t>(from)] != 0) ++from;
    if (from > projected_) {
      std::string model;
      for (int v = 1; v <= projected_; ++v) model += value_[static_cast<std::size_t>(v)] > 0 ? '1' : '0';
      if (satisfiable(projected_ + 1)) models.insert(model);
      value_ = saved;
      return;
    }
    for (const int literal : {-from, from}) {
      const std::vector<int> before = value_;
      assign(literal);
      enumerate(from + 1, models);
      value_ = before;
    }
    value_ = saved;
  }

  const Cnf& cnf_;
  int projected_;
  std::vector<int> value_;  // per variable: 1 true, -1 false, 0 open
};

}  // namespace xoi::export_test
