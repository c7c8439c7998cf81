#include "cli/report.hpp"

#include <algorithm>
#include <cstdio>
#include <ostream>

#include "cli/story.hpp"

namespace xoi::cli {

PuzzleText solved_text(const LoadedPuzzle& puzzle, const Model& model, const std::vector<Domain>& solution) {
  PuzzleText out = puzzle.text;
  out.comments.clear();
  for (std::size_t i = 0; i < out.cells.size(); ++i)
    out.cells[i] = static_cast<std::int8_t>(solution[static_cast<std::size_t>(model.cells[i])].min());
  return out;
}

std::string_view outcome_name(SearchOutcome outcome) {
  switch (outcome) {
    case SearchOutcome::Exhausted: return "exhausted";
    case SearchOutcome::SolutionLimit: return "solution-limit";
    case SearchOutcome::NodeLimit: return "node-limit";
    case SearchOutcome::FailureLimit: return "failure-limit";
    case SearchOutcome::TimeLimit: return "time-limit";
    case SearchOutcome::Interrupted: return "interrupted";
    case SearchOutcome::DiscrepancyLimit: return "discrepancy-limit";
  }
  return "unknown";
}

void print_statistics(std::ostream& out, const SearchResult& result) {
  const SearchStatistics& s = result.stats;
  out << "nodes: " << s.nodes << '\n'
      << "failures: " << s.failures << '\n'
      << "propagations: " << s.propagations << '\n'
      << "solutions: " << s.solutions << '\n'
      << "max-depth: " << s.max_depth << '\n'
      << "restarts: " << s.restarts << '\n'
      << "probe-trials: " << s.probe_trials << '\n'
      << "time-ms: " << s.seconds * 1000.0 << '\n'
      << "stopped-by: " << outcome_name(result.outcome) << '\n';
}

void print_optimisation_statistics(std::ostream& out, const OptimisationResult& result) {
  for (const OptimisationProgress& p : result.progress) {
    out << "progress: " << p.seconds * 1000.0 << " ms, best " << p.best_cost << ", bound " << p.lower_bound << '\n';
  }
  print_statistics(out, result.search);
  if (result.found()) out << "objective: " << result.best_cost << '\n';
  if (result.lower_bound != CostBound::kNone) out << "bound: " << result.lower_bound << '\n';
  out << "optimal: " << (result.found() && result.proven() ? "yes" : "no") << '\n';
}

std::string objective_line(const OptimisationResult& result) {
  return "# objective: " + std::to_string(result.best_cost) +
         (result.proven() ? " (optimal)" : " (best found, not proven)");
}

std::string json_string(std::string_view s) {
  std::string out = "\"";
  for (const char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(static_cast<unsigned char>(c)));
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

void JsonObject::key(std::string_view k) {
  if (body_.size() > 1) body_ += ',';
  body_ += json_string(k);
  body_ += ':';
}

JsonObject& JsonObject::field(std::string_view k, std::string_view value) {
  key(k);
  body_ += json_string(value);
  return *this;
}
JsonObject& JsonObject::field(std::string_view k, std::uint64_t value) {
  key(k);
  body_ += std::to_string(value);
  return *this;
}
JsonObject& JsonObject::field(std::string_view k, int value) {
  key(k);
  body_ += std::to_string(value);
  return *this;
}
JsonObject& JsonObject::field(std::string_view k, double value) {
  key(k);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", value);
  body_ += buf;
  return *this;
}
JsonObject& JsonObject::field(std::string_view k, bool value) {
  key(k);
  body_ += value ? "true" : "false";
  return *this;
}
JsonObject& JsonObject::field(std::string_view k, const std::vector<std::string>& values) {
  key(k);
  body_ += '[';
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i != 0) body_ += ',';
    body_ += json_string(values[i]);
  }
  body_ += ']';
  return *this;
}
JsonObject& JsonObject::raw_field(std::string_view k, const std::string& json) {
  key(k);
  body_ += json;
  return *this;
}

std::string statistics_json(const SearchResult& result) {
  const SearchStatistics& s = result.stats;
  return JsonObject()
      .field("nodes", s.nodes)
      .field("failures", s.failures)
      .field("propagations", s.propagations)
      .field("solutions", s.solutions)
      .field("max_depth", s.max_depth)
      .field("restarts", s.restarts)
      .field("probe_trials", s.probe_trials)
      .field("time_ms", s.seconds * 1000.0)
      .field("stopped_by", outcome_name(result.outcome))
      .str();
}

std::vector<std::string> row_strings(const PuzzleText& puzzle, std::string_view symbols) {
  std::vector<std::string> rows;
  const std::size_t cols = static_cast<std::size_t>(puzzle.dims.back());
  for (std::size_t start = 0; start < puzzle.cells.size(); start += cols) {
    std::string row;
    for (std::size_t c = 0; c < cols; ++c) {
      const std::int8_t v = puzzle.cells[start + c];
      row += v < 0 ? '.' : symbols[static_cast<std::size_t>(v)];
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

std::vector<std::string> cell_names(const std::vector<int>& cells, int cols) {
  std::vector<std::string> names;
  names.reserve(cells.size());
  for (const int cell : cells) names.push_back(cell_name(cell, cols));
  return names;
}

std::vector<std::string> differing_cells(const std::vector<PuzzleText>& solutions) {
  std::vector<std::string> names;
  if (solutions.empty()) return names;
  const PuzzleText& first = solutions.front();
  for (std::size_t cell = 0; cell < first.cells.size(); ++cell) {
    const bool differs = std::any_of(solutions.begin() + 1, solutions.end(),
                                     [&](const PuzzleText& other) { return other.cells[cell] != first.cells[cell]; });
    if (differs) names.push_back(cell_name(static_cast<int>(cell), first.dims.back()));
  }
  return names;
}

}  // namespace xoi::cli
