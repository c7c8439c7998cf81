// Reading puzzle files: the line-by-line driver behind parse_puzzles, the rows
// of a body, and read_puzzle_file. The header line has its own file.
//
// A text is a sequence of puzzles, each a header followed by exactly
// product(dims) / dims.back() rows (or none at all, for a kind whose body is
// optional). Comments belong to the puzzle whose header or row follows them;
// comments after the last row of the text belong to the last puzzle.
// Deliberately not done: recovering after an error to report several.
#include <algorithm>
#include <array>
#include <cerrno>
#include <climits>
#include <cstdio>
#include <filesystem>
#include <iterator>
#include <memory>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "puzzles/format/puzzle_file.hpp"
#include "puzzles/format/puzzle_file_header.hpp"
#include "puzzles/format/puzzle_file_lines.hpp"

namespace xoi {
namespace puzzle_file {
namespace {

constexpr std::int8_t kEmptyCell = -1;
constexpr int kUnknownSymbol = -2;

// The value of one cell character: an index into `symbols`, kEmptyCell or kUnknownSymbol.
int cell_value(char c, std::string_view symbols) {
  if (c == '.') return kEmptyCell;
  const char upper = to_upper_ascii(c);
  const auto found =
      std::ranges::find_if(symbols, [upper](char symbol) { return to_upper_ascii(symbol) == upper; });
  return found == symbols.end() ? kUnknownSymbol : static_cast<int>(found - symbols.begin());
}

bool looks_like_row(std::string_view line, const KindSyntax& kind) {
  return std::all_of(line.begin(), line.end(), [&kind](char c) {
    return is_blank_char(c) || cell_value(c, kind.symbols) != kUnknownSymbol;
  });
}

std::string allowed_symbols(const KindSyntax& kind) {
  std::string list;
  for (const char symbol : kind.symbols) {
    list += symbol;
    list += ", ";
  }
  return concat("(", kind.name, " allows ", list, "and '.' for an empty cell)");
}

// Reads one row of `columns` cells from `line`, appending them to `cells`.
std::optional<Problem> parse_row(std::string_view line, const KindSyntax& kind, int columns,
                                 std::vector<std::int8_t>& cells) {
  std::int64_t found = 0;
  int first_extra_column = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (is_blank_char(line[i])) continue;
    const int value = cell_value(line[i], kind.symbols);
    if (value == kUnknownSymbol) {
      return Problem{column_of(i),
                     concat("unknown symbol ", quoted(character_at(line, i)), " ", allowed_symbols(kind))};
    }
    if (found < columns) {
      cells.push_back(static_cast<std::int8_t>(value));
    } else if (found == columns) {
      first_extra_column = column_of(i);
    }
    ++found;
  }
  if (found == columns) return std::nullopt;
  const std::string counts = concat(": expected ", columns, ", found ", found);
  if (found < columns) return Problem{end_column(line), concat("too few cells in row", counts)};
  return Problem{first_extra_column, concat("too many cells in row", counts)};
}

std::int64_t cell_count(const std::vector<int>& dims) {
  std::int64_t cells = 1;
  for (const int side : dims) cells *= side;  // checked against kMaxCells by the header
  return cells;
}

// Reads a whole text; one instance per call of parse_puzzles.
class TextParser {
 public:
  TextParser(std::string_view text, std::string_view file, std::span<const KindSyntax> kinds)
      : lines_(text), file_(file), kinds_(kinds) {}

  ParseResult parse() {
    while (const auto line = lines_.next()) {
      if (auto error = read_line(*line)) return failure(std::move(*error));
    }
    if (auto error = finish_text()) return failure(std::move(*error));
    return ParseResult{std::move(puzzles_), std::nullopt};
  }

 private:
  std::optional<FileError> read_line(const Line& line) {
    if (auto problem = find_invalid_byte(line.text)) return error_at(line.number, std::move(*problem));
    if (is_blank(line.text)) return std::nullopt;
    if (const auto comment = comment_text(line.text)) {
      pending_comments_.emplace_back(*comment);
      return std::nullopt;
    }
    if (in_body()) return read_body_line(line);
    return read_line_between_puzzles(line);
  }

  [[nodiscard]] bool in_body() const { return rows_read_ < rows_expected_; }

  std::optional<FileError> read_body_line(const Line& line) {
    if (!starts_next_puzzle(line.text)) return read_row(line);
    if (auto error = end_body_early(line.number)) return error;
    return start_puzzle(line);
  }

  // A known kind's name as the first word, on a line that is not a row.
  [[nodiscard]] bool starts_next_puzzle(std::string_view line) const {
    return find_kind(first_token(line).text, kinds_) != nullptr && !looks_like_row(line, *kind_);
  }

  std::optional<FileError> read_line_between_puzzles(const Line& line) {
    if (kind_ != nullptr && looks_like_row(line.text, *kind_)) {
      return error_at(
          line.number, 0,
          concat("too many rows: expected ", rows_expected_, " (a next puzzle must start with a header line)"));
    }
    return start_puzzle(line);
  }

  std::optional<FileError> start_puzzle(const Line& line) {
    Header header;
    if (auto problem = parse_header(line.text, kinds_, header)) return error_at(line.number, std::move(*problem));
    PuzzleText& puzzle = header.puzzle;
    puzzle.header_line = line.number;
    puzzle.comments = std::exchange(pending_comments_, {});
    const std::int64_t cells = cell_count(puzzle.dims);
    puzzle.cells.reserve(static_cast<std::size_t>(cells));
    kind_ = header.kind;
    columns_ = puzzle.dims.back();
    rows_expected_ = static_cast<int>(cells / columns_);
    rows_read_ = 0;
    puzzles_.push_back(std::move(puzzle));
    return std::nullopt;
  }

  std::optional<FileError> read_row(const Line& line) {
    PuzzleText& puzzle = puzzles_.back();
    std::move(pending_comments_.begin(), pending_comments_.end(), std::back_inserter(puzzle.comments));
    pending_comments_.clear();
    if (auto problem = parse_row(line.text, *kind_, columns_, puzzle.cells)) {
      return error_at(line.number, std::move(*problem));
    }
    ++rows_read_;
    return std::nullopt;
  }

  // The rows stopped (a next header, or the end of the text) before the body was complete.
  std::optional<FileError> end_body_early(int line_number) {
    if (rows_read_ == 0 && kind_->body_optional) return fill_empty_board();
    return error_at(line_number, 0,
                    concat("too few rows: expected ", rows_expected_, " rows, found ", rows_read_));
  }

  // A header alone: all cells empty. Such boards cost memory without costing
  // text, so together they are held to the limit of one board.
  std::optional<FileError> fill_empty_board() {
    PuzzleText& puzzle = puzzles_.back();
    const std::int64_t cells = cell_count(puzzle.dims);
    if (cells > kMaxCells - empty_board_cells_) {
      return error_at(puzzle.header_line, 0,
                      concat("headers without rows describe more than ", kMaxCells, " empty cells in total"));
    }
    empty_board_cells_ += cells;
    puzzle.cells.assign(static_cast<std::size_t>(cells), kEmptyCell);
    rows_read_ = rows_expected_;
    return std::nullopt;
  }

  std::optional<FileError> finish_text() {
    if (in_body()) {
      const int after_last_line = std::min(lines_.last_line_number(), INT_MAX - 1) + 1;
      if (auto error = end_body_early(after_last_line)) return error;
    }
    if (puzzles_.empty()) {
      const std::string example = kinds_.empty() ? "KIND ROWSxCOLS" : concat(kinds_.front().name, " 6x6");
      return error_at(0, 0, concat("no puzzle found (expected a header line such as '", example, "')"));
    }
    auto& comments = puzzles_.back().comments;
    std::move(pending_comments_.begin(), pending_comments_.end(), std::back_inserter(comments));
    return std::nullopt;
  }

  [[nodiscard]] FileError error_at(int line, int column, std::string message) const {
    return FileError{std::string(file_), line, column, std::move(message)};
  }
  [[nodiscard]] FileError error_at(int line, Problem problem) const {
    return error_at(line, problem.column, std::move(problem.message));
  }
  static ParseResult failure(FileError error) { return ParseResult{{}, std::move(error)}; }

  LineReader lines_;
  std::string_view file_;
  std::span<const KindSyntax> kinds_;
  std::vector<PuzzleText> puzzles_;
  std::vector<std::string> pending_comments_;  // not yet given to a puzzle
  const KindSyntax* kind_ = nullptr;           // kind of the last puzzle started
  int columns_ = 0;
  int rows_expected_ = 0;
  int rows_read_ = 0;
  std::int64_t empty_board_cells_ = 0;
};

struct CloseFile {
  void operator()(std::FILE* file) const { std::fclose(file); }
};

std::string system_message(int code) { return std::generic_category().message(code); }

// Appends all of `stream` to `text`, refusing more than kMaxFileBytes.
std::optional<FileError> read_stream(std::FILE* stream, const std::string& name, std::string& text) {
  std::array<char, std::size_t{1} << 16> buffer{};
  while (true) {
    const std::size_t got = std::fread(buffer.data(), 1, buffer.size(), stream);
    if (static_cast<std::int64_t>(text.size() + got) > kMaxFileBytes) {
      return FileError{name, 0, 0, concat("larger than the limit of ", kMaxFileBytes, " bytes")};
    }
    text.append(buffer.data(), got);
    if (got == buffer.size()) continue;
    if (std::ferror(stream) != 0) return FileError{name, 0, 0, concat("cannot read: ", system_message(errno))};
    return std::nullopt;
  }
}

std::optional<FileError> read_file(const std::string& path, std::string& text) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored)) return FileError{path, 0, 0, "is a directory"};
  errno = 0;
  const std::unique_ptr<std::FILE, CloseFile> file(std::fopen(path.c_str(), "rb"));
  if (!file) return FileError{path, 0, 0, concat("cannot open: ", system_message(errno))};
  return read_stream(file.get(), path, text);
}

}  // namespace
}  // namespace puzzle_file

std::string FileError::describe() const {
  std::string text = file;
  if (line > 0) text += puzzle_file::concat(':', line);
  if (line > 0 && column > 0) text += puzzle_file::concat(':', column);
  return text + ": " + message;
}

ParseResult parse_puzzles(std::string_view text, std::string_view file, std::span<const KindSyntax> kinds) {
  return puzzle_file::TextParser(text, file, kinds).parse();
}

ParseResult read_puzzle_file(const std::string& path, std::span<const KindSyntax> kinds) {
  const bool from_stdin = path == "-";
  const std::string name = from_stdin ? "<stdin>" : path;
  std::string text;
  auto error = from_stdin ? puzzle_file::read_stream(stdin, name, text) : puzzle_file::read_file(path, text);
  if (error) return ParseResult{{}, std::move(error)};
  return parse_puzzles(text, name, kinds);
}

}  // namespace xoi
