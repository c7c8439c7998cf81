// Internal to the puzzle file reader: cutting a text into lines, checking
// their bytes, splitting them into blank-separated tokens, and quoting input
// in error messages. Not a public API: include puzzle_file.hpp instead.
//
// Every function here is linear in the length of its input and allocates
// nothing in proportion to it, so 10 MB lines cost only a scan.
// Columns count bytes from 1 (a leading BOM is not part of line 1).
#pragma once

#include <concepts>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace xoi::puzzle_file {

// One line of a text, without its "\n" or "\r\n".
struct Line {
  std::string_view text;
  int number = 0;  // 1-based
};

// Hands out the lines of a text in order; skips a UTF-8 BOM at the very start.
class LineReader {
 public:
  explicit LineReader(std::string_view text);

  std::optional<Line> next();
  // Number of the last line handed out (0 before the first).
  [[nodiscard]] int last_line_number() const { return number_; }

 private:
  std::string_view text_;
  std::size_t position_ = 0;
  int number_ = 0;
};

// Something wrong on a line: 1-based column (0 = the whole line) and what.
struct Problem {
  int column = 0;
  std::string message;
};

// The first byte that is a control character (other than tab), DEL or not
// part of well-formed UTF-8, as "invalid byte 0x.. (why)".
std::optional<Problem> find_invalid_byte(std::string_view line);

bool is_blank_char(char c);  // space or tab
bool is_blank(std::string_view line);
// The text of a comment line with '#' and one following space removed;
// nothing if the line is not a comment.
std::optional<std::string_view> comment_text(std::string_view line);

// A run of non-blank bytes and the column of its first byte.
struct Token {
  std::string_view text;
  int column = 0;
};

// Hands out the blank-separated tokens of a line in order.
class TokenReader {
 public:
  explicit TokenReader(std::string_view line) : line_(line) {}

  std::optional<Token> next();

 private:
  std::string_view line_;
  std::size_t position_ = 0;
};

// The first token of a line (empty text when the line is blank).
Token first_token(std::string_view line);

// Column just past the last non-blank byte (where something missing would go).
int end_column(std::string_view line);

char to_upper_ascii(char c);
bool equals_ignoring_case(std::string_view a, std::string_view b);
std::string to_lower_ascii(std::string_view text);

// 'text' in quotes, shortened to a few dozen bytes with "..." when longer,
// never cutting a UTF-8 character in half.
std::string quoted(std::string_view text);

// The UTF-8 character that starts at `index` of an already checked line.
std::string_view character_at(std::string_view line, std::size_t index);

// 1-based column of the byte at 0-based `index`, clamped to the range of int.
int column_of(std::size_t index);

inline void append_part(std::string& text, std::string_view part) { text.append(part); }
inline void append_part(std::string& text, char part) { text.push_back(part); }
template <std::integral Number>
void append_part(std::string& text, Number number) {
  text.append(std::to_string(number));
}

// Joins text and numbers into one message. (Appending, rather than
// "literal" + std::string, also avoids a false -Wrestrict in GCC 12 at -O3.)
template <typename... Parts>
std::string concat(const Parts&... parts) {
  std::string text;
  (append_part(text, parts), ...);
  return text;
}

}  // namespace xoi::puzzle_file
