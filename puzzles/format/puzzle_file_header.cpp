// The header line of a puzzle file (see puzzle_file_header.hpp).
#include "puzzles/format/puzzle_file_header.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace xoi::puzzle_file {
namespace {

// One side of a size token such as the 12 in "12x6", where it was written.
struct Side {
  std::int64_t value = 0;
  int column = 0;
};

std::string known_kind_names(std::span<const KindSyntax> kinds) {
  if (kinds.empty()) return "none";
  std::string names;
  for (const KindSyntax& kind : kinds) {
    if (!names.empty()) names += ", ";
    names += kind.name;
  }
  return names;
}

std::string joined_sides(const std::vector<Side>& sides) {
  std::string joined;
  for (const Side& side : sides) {
    if (!joined.empty()) joined += 'x';
    joined += std::to_string(side.value);
  }
  return joined;
}

std::string dimensions_wanted(const KindSyntax& kind) {
  if (kind.min_dims == kind.max_dims) {
    return concat(kind.min_dims, kind.min_dims == 2 ? " dimensions (ROWSxCOLS)" : " dimensions");
  }
  return concat(kind.min_dims, " to ", kind.max_dims, " dimensions");
}

int column_within(const Token& token, std::size_t offset) {
  return column_of(static_cast<std::size_t>(token.column - 1) + offset);
}

// Reads the decimal number `digits` (one side of the token `size`) into `side`.
std::optional<Problem> parse_side(std::string_view digits, int column, const Token& size, Side& side) {
  const auto problem = [&](std::string_view what) {
    return Problem{column, concat("size ", quoted(size.text), ": ", what)};
  };
  if (digits.empty()) return problem("a number is missing");
  constexpr std::int64_t kBeforeOverflow = (std::numeric_limits<std::int64_t>::max() - 9) / 10;
  std::int64_t value = 0;
  for (const char c : digits) {
    if (c < '0' || c > '9') return problem(concat(quoted(digits), " is not a positive whole number"));
    if (value > kBeforeOverflow) {
      return problem(concat(quoted(digits), " is too large (the limit is ", kMaxSide, " per side)"));
    }
    value = value * 10 + (c - '0');
  }
  if (value == 0) return problem("sides must be at least 1");
  side = Side{value, column};
  return std::nullopt;
}

// Splits `size` at each 'x' or 'X' and reads the sides; checks their number.
std::optional<Problem> parse_sides(const Token& size, const KindSyntax& kind, std::vector<Side>& sides) {
  const std::size_t keep = static_cast<std::size_t>(kind.max_dims) + 1;  // enough to refuse too many
  std::int64_t count = 0;
  std::size_t start = 0;
  while (true) {
    const std::size_t cross = size.text.find_first_of("xX", start);
    const std::size_t stop = cross == std::string_view::npos ? size.text.size() : cross;
    Side side;
    if (auto problem = parse_side(size.text.substr(start, stop - start), column_within(size, start), size, side)) {
      return problem;
    }
    ++count;
    if (sides.size() < keep) sides.push_back(side);
    if (cross == std::string_view::npos) break;
    start = cross + 1;
  }
  if (count < kind.min_dims || count > kind.max_dims) {
    return Problem{size.column, concat(kind.name, " takes ", dimensions_wanted(kind), ", got ", count, " in ",
                                       quoted(size.text))};
  }
  return std::nullopt;
}

bool all_equal(const std::vector<Side>& sides) {
  return std::ranges::all_of(sides, [&sides](const Side& side) { return side.value == sides.front().value; });
}

// The cell limit, computed without overflow before anything is allocated.
std::optional<Problem> check_cell_count(const std::vector<Side>& sides, int column) {
  std::uint64_t cells = 1;
  bool overflow = false;
  for (const Side& side : sides) {
    const auto value = static_cast<std::uint64_t>(side.value);
    if (cells > std::numeric_limits<std::uint64_t>::max() / value) {
      overflow = true;
      break;
    }
    cells *= value;
  }
  if (!overflow && cells <= static_cast<std::uint64_t>(kMaxCells)) return std::nullopt;
  const std::string total = overflow ? std::string() : concat(" = ", cells, " cells");
  return Problem{column,
                 concat("grid of ", joined_sides(sides), total, " exceeds the limit of ", kMaxCells, " cells")};
}

std::optional<Problem> check_size(const std::vector<Side>& sides, const Token& size, const KindSyntax& kind,
                                  std::vector<int>& dims) {
  if (kind.equal_sides && !all_equal(sides)) {
    return Problem{size.column, concat(kind.name, " boards must have equal sides, got ", joined_sides(sides))};
  }
  if (auto problem = check_cell_count(sides, size.column)) return problem;
  for (const Side& side : sides) {
    if (side.value > kMaxSide) {
      return Problem{side.column, concat("side ", side.value, " exceeds the limit of ", kMaxSide)};
    }
    dims.push_back(static_cast<int>(side.value));
  }
  if (kind.check_dims != nullptr) {
    std::string reason = kind.check_dims(dims);
    if (!reason.empty()) return Problem{size.column, std::move(reason)};
  }
  return std::nullopt;
}

std::optional<std::string_view> allowed_key(std::string_view key, const KindSyntax& kind) {
  for (const std::string_view allowed : kind.param_keys) {
    if (equals_ignoring_case(key, allowed)) return allowed;
  }
  return std::nullopt;
}

std::string allowed_keys_description(const KindSyntax& kind) {
  if (kind.param_keys.empty()) return concat(" (", kind.name, " takes no parameters)");
  std::string keys;
  for (const std::string_view key : kind.param_keys) {
    if (!keys.empty()) keys += ", ";
    keys += key;
  }
  return concat(" (allowed: ", keys, ")");
}

bool has_parameter(const PuzzleText& puzzle, std::string_view key) {
  return std::ranges::any_of(puzzle.params, [key](const auto& param) { return param.first == key; });
}

// One "key=value" token after the size.
std::optional<Problem> parse_parameter(const Token& token, const KindSyntax& kind, PuzzleText& puzzle) {
  const std::size_t equals = token.text.find('=');
  if (equals == std::string_view::npos || equals == 0) {
    return Problem{token.column, concat("expected key=value after the size, got ", quoted(token.text))};
  }
  const std::string_view key = token.text.substr(0, equals);
  const std::string_view value = token.text.substr(equals + 1);
  const auto allowed = allowed_key(key, kind);
  if (!allowed) {
    return Problem{token.column,
                   concat("unknown parameter ", quoted(key), " for ", kind.name, allowed_keys_description(kind))};
  }
  if (value.empty()) return Problem{token.column, concat("parameter ", quoted(key), " has no value")};
  if (has_parameter(puzzle, *allowed)) {
    return Problem{token.column, concat("parameter ", quoted(key), " is given twice")};
  }
  puzzle.params.emplace_back(std::string(*allowed), std::string(value));
  return std::nullopt;
}

}  // namespace

const KindSyntax* find_kind(std::string_view word, std::span<const KindSyntax> kinds) {
  for (const KindSyntax& kind : kinds) {
    if (equals_ignoring_case(word, kind.name)) return &kind;
  }
  return nullptr;
}

std::optional<Problem> parse_header(std::string_view line, std::span<const KindSyntax> kinds, Header& header) {
  TokenReader tokens(line);
  const Token word = tokens.next().value_or(Token{});
  const KindSyntax* kind = find_kind(word.text, kinds);
  if (kind == nullptr) {
    return Problem{word.column, concat("unknown puzzle kind ", quoted(word.text),
                                       " (known kinds: ", known_kind_names(kinds), ")")};
  }
  const auto size = tokens.next();
  if (!size) {
    return Problem{end_column(line),
                   concat("missing size after ", quoted(word.text), ", expected e.g. '", kind->name, " 6x6'")};
  }
  std::vector<Side> sides;
  if (auto problem = parse_sides(*size, *kind, sides)) return problem;
  PuzzleText& puzzle = header.puzzle;
  if (auto problem = check_size(sides, *size, *kind, puzzle.dims)) return problem;
  while (const auto token = tokens.next()) {
    if (auto problem = parse_parameter(*token, *kind, puzzle)) return problem;
  }
  puzzle.kind = to_lower_ascii(word.text);
  header.kind = kind;
  return std::nullopt;
}

}  // namespace xoi::puzzle_file
