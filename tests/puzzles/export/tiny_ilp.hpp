// A tiny reader of the CPLEX LP subset that `xoi export --format lp` writes
// (a zero objective, linear constraints with <=, >= or =, a Binaries section)
// and a 0-1 enumerator for it: depth-first over the variables in the order of
// the Binaries section, pruning a branch as soon as some constraint can no
// longer be met whatever the open variables become. It returns the values of
// the cell variables x_R_C_S of every feasible point, decoded as grids. Plain
// and slow: for models of a few hundred variables with strong pruning.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace xoi::export_test {

struct LinearConstraint {
  std::string name;
  std::vector<std::pair<int, int>> terms;  // (coefficient, variable index)
  std::string op;                          // "<=", ">=" or "="
  int rhs = 0;
};

struct ZeroOneProgram {
  std::vector<std::string> variables;  // the Binaries section, in order
  std::vector<LinearConstraint> constraints;
};

// The program, or nullopt (with the reason in `error`) if the text is not in the subset.
inline std::optional<ZeroOneProgram> parse_lp(const std::string& text, std::string& error) {
  std::istringstream in(text);
  std::string line, section;
  std::vector<std::string> pending;  // tokens of the constraint being read
  struct RawConstraint { std::vector<std::string> tokens; };
  std::vector<RawConstraint> raw;
  std::vector<std::string> binaries;
  bool ended = false;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '\\') continue;
    if (line == "Minimize" || line == "Subject To" || line == "Binaries" || line == "End") {
      section = line;
      ended = line == "End";
      continue;
    }
    std::istringstream words(line);
    std::string word;
    while (words >> word) {
      if (section == "Subject To") {
        pending.push_back(word);
        // A constraint ends with OP RHS.
        const std::size_t n = pending.size();
        if (n >= 2 && (pending[n - 2] == "<=" || pending[n - 2] == ">=" || pending[n - 2] == "=")) {
          raw.push_back({pending});
          pending.clear();
        }
      } else if (section == "Binaries") {
        binaries.push_back(word);
      } else if (section != "Minimize") {
        error = "text outside a section: " + line;
        return std::nullopt;
      }
    }
  }
  if (!ended || !pending.empty()) {
    error = ended ? "unfinished constraint" : "no End";
    return std::nullopt;
  }
  ZeroOneProgram program;
  program.variables = binaries;
  std::map<std::string, int> index;
  for (std::size_t i = 0; i < binaries.size(); ++i) index[binaries[i]] = static_cast<int>(i);
  for (const RawConstraint& r : raw) {
    LinearConstraint c;
    if (r.tokens.front().back() != ':') {
      error = "constraint without a name: " + r.tokens.front();
      return std::nullopt;
    }
    c.name = r.tokens.front().substr(0, r.tokens.front().size() - 1);
    c.op = r.tokens[r.tokens.size() - 2];
    c.rhs = std::stoi(r.tokens.back());
    int sign = 1, coefficient = 1;
    for (std::size_t t = 1; t + 2 < r.tokens.size(); ++t) {
      const std::string& token = r.tokens[t];
      if (token == "+" || token == "-") {
        sign = token == "-" ? -1 : 1;
      } else if (token.find_first_not_of("0123456789") == std::string::npos) {
        coefficient = std::stoi(token);
      } else {
        const auto found = index.find(token);
        if (found == index.end()) {
          error = "variable not declared binary: " + token;
          return std::nullopt;
        }
        c.terms.emplace_back(sign * coefficient, found->second);
        sign = 1, coefficient = 1;
      }
    }
    program.constraints.push_back(std::move(c));
  }
  return program;
}

class TinyIlp {
 public:
  explicit TinyIlp(const ZeroOneProgram& program)
      : program_(program), value_(program.variables.size(), -1), watching_(program.variables.size()) {
    for (std::size_t c = 0; c < program.constraints.size(); ++c)
      for (const auto& [coefficient, var] : program.constraints[c].terms)
        watching_[static_cast<std::size_t>(var)].push_back(static_cast<int>(c));
  }

  // The feasible points, each as the values of the variables in order ('0'/'1').
  std::vector<std::string> feasible_points() {
    std::vector<std::string> points;
    enumerate(0, points);
    return points;
  }

 private:
  [[nodiscard]] bool can_hold(const LinearConstraint& c) const {
    long low = 0, high = 0;
    for (const auto& [coefficient, var] : c.terms) {
      const int v = value_[static_cast<std::size_t>(var)];
      if (v >= 0) low += coefficient * v, high += coefficient * v;
      else (coefficient < 0 ? low : high) += coefficient;
    }
    if (c.op == "<=") return low <= c.rhs;
    if (c.op == ">=") return high >= c.rhs;
    return low <= c.rhs && c.rhs <= high;
  }

  void enumerate(std::size_t var, std::vector<std::string>& points) {
    if (var == value_.size()) {
      std::string point;
      for (const int v : value_) point += static_cast<char>('0' + v);
      points.push_back(point);
      return;
    }
    for (const int v : {0, 1}) {
      value_[var] = v;
      bool ok = true;
      for (const int c : watching_[var]) ok = ok && can_hold(program_.constraints[static_cast<std::size_t>(c)]);
      if (ok) enumerate(var + 1, points);
    }
    value_[var] = -1;
  }

  const ZeroOneProgram& program_;
  std::vector<int> value_;
  std::vector<std::vector<int>> watching_;
};

}  // namespace xoi::export_test
