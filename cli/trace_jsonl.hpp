// `--trace jsonl`: the explanation events as JSON lines, for other tools
// (schema in docs/trace.md). A trace starts with one "puzzle" line per
// puzzle, then one line per event, then an "end" line with the verdict.
//
// JsonlTrace writes each event the moment the engine reports it, so a long
// `solve` keeps nothing in memory; `explain` writes its EventLog with the same
// trace_line, so both commands print the same lines for the same run.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "cli/event_log.hpp"

namespace xoi::cli {

struct TraceContext {
  std::string file;
  std::string kind;
  std::vector<int> dims;      // rows, cols for a grid
  std::string_view symbols;   // symbols[v] names value v
  std::vector<VarId> cells;   // cells[i]: the variable of cell i (row-major)
  std::vector<int> cell_of_var;  // the inverse, -1 for variables that are no cell
};

TraceContext make_trace_context(std::string file, std::string kind, std::vector<int> dims, std::string_view symbols,
                                std::vector<VarId> cells, int variable_count);

std::string trace_puzzle_line(const TraceContext& context, const std::vector<Domain>& initial);
std::string trace_line(const Event& event, const TraceContext& context);
// status: solved, no-solution, stuck, limit, interrupted.
std::string trace_end_line(std::string_view status);

class JsonlTrace final : public EventRecorder {
 public:
  JsonlTrace(std::ostream& out, const TraceContext& context) : out_(out), context_(context) {}

 private:
  void record(Event&& event) override;
  std::ostream& out_;
  const TraceContext& context_;
};

}  // namespace xoi::cli
