#include "cli/trace_jsonl.hpp"

#include <ostream>

#include "cli/story.hpp"

namespace xoi::cli {
namespace {

std::string quoted(std::string_view s) {
  std::string out = "\"";
  for (const char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) {
      static const char* const hex = "0123456789abcdef";
      out += "\\u00";
      out += hex[(c >> 4) & 0xf];
      out += hex[c & 0xf];
      continue;
    }
    out += c;
  }
  return out + "\"";
}

std::string domain_text(Domain d, std::string_view symbols) {
  std::string out;
  for (Value v = 0; v < kMaxValues; ++v)
    if (d.contains(v)) out += v < static_cast<Value>(symbols.size()) ? symbols[static_cast<std::size_t>(v)] : static_cast<char>('0' + v);
  return out;
}

std::string_view kind_word(EventKind kind) {
  switch (kind) {
    case EventKind::Deduction: return "deduction";
    case EventKind::Failure: return "failure";
    case EventKind::Decision: return "decision";
    case EventKind::Backtrack: return "backtrack";
    case EventKind::Solution: return "solution";
  }
  return "unknown";
}

void add_cell(std::string& out, const TraceContext& context, VarId var) {
  out += ",\"var\":" + std::to_string(var);
  if (context.dims.size() != 2 || var < 0 || static_cast<std::size_t>(var) >= context.cell_of_var.size()) return;
  const int cell = context.cell_of_var[static_cast<std::size_t>(var)];
  if (cell < 0) return;
  const int cols = context.dims[1];
  out += ",\"cell\":\"";
  out += cell_name(cell, cols);
  out += '"';
}

}  // namespace

TraceContext make_trace_context(std::string file, std::string kind, std::vector<int> dims, std::string_view symbols,
                                std::vector<VarId> cells, int variable_count) {
  TraceContext context{std::move(file), std::move(kind), std::move(dims), symbols, std::move(cells), {}};
  context.cell_of_var.assign(static_cast<std::size_t>(variable_count), -1);
  for (std::size_t i = 0; i < context.cells.size(); ++i)
    context.cell_of_var[static_cast<std::size_t>(context.cells[i])] = static_cast<int>(i);
  return context;
}

std::string trace_puzzle_line(const TraceContext& context, const std::vector<Domain>& initial) {
  std::string out = "{\"event\":\"puzzle\",\"file\":" + quoted(context.file) + ",\"kind\":" + quoted(context.kind) +
                    ",\"dims\":[";
  for (std::size_t i = 0; i < context.dims.size(); ++i) {
    if (i > 0) out += ',';
    out += std::to_string(context.dims[i]);
  }
  out += "],\"symbols\":" + quoted(context.symbols) + ",\"cells\":[";
  for (std::size_t i = 0; i < context.cells.size(); ++i) {
    out += i > 0 ? "," : "";
    out += quoted(domain_text(initial[static_cast<std::size_t>(context.cells[i])], context.symbols));
  }
  return out + "]}";
}

std::string trace_line(const Event& e, const TraceContext& context) {
  std::string out = "{\"event\":\"" + std::string(kind_word(e.kind)) + "\",\"depth\":" + std::to_string(e.depth);
  switch (e.kind) {
    case EventKind::Deduction:
    case EventKind::Failure: {
      out += ",\"rule\":" + quoted(e.rule);
      if (e.kind == EventKind::Deduction) {
        add_cell(out, context, e.var);
        out += ",\"before\":" + quoted(domain_text(e.before, context.symbols)) +
               ",\"after\":" + quoted(domain_text(e.after, context.symbols));
      }
      out += ",\"premises\":[";
      for (std::size_t i = 0; i < e.premises.size(); ++i) {
        if (i > 0) out += ',';
        out += std::to_string(e.premises[i]);
      }
      out += "]";
      break;
    }
    case EventKind::Decision:
      add_cell(out, context, e.var);
      out += ",\"value\":" + quoted(domain_text(Domain::of(e.value), context.symbols)) +
             ",\"positive\":" + (e.positive ? "true" : "false");
      break;
    case EventKind::Backtrack:
    case EventKind::Solution:
      break;
  }
  return out + "}";
}

std::string trace_end_line(std::string_view status) { return "{\"event\":\"end\",\"status\":" + quoted(status) + "}"; }

void JsonlTrace::record(Event&& event) { out_ << trace_line(event, context_) << '\n'; }

}  // namespace xoi::cli
