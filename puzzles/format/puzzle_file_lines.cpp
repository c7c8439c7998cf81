// Lines, bytes and tokens for the puzzle file reader (see puzzle_file_lines.hpp).
#include "puzzles/format/puzzle_file_lines.hpp"

#include <algorithm>
#include <climits>
#include <cstdio>

namespace xoi::puzzle_file {
namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
constexpr std::size_t kQuotedLimit = 40;

unsigned byte_at(std::string_view text, std::size_t index) { return static_cast<unsigned char>(text[index]); }

bool is_continuation_byte(unsigned byte) { return (byte & 0xC0U) == 0x80U; }

// Length of the well-formed UTF-8 sequence starting at `index`, or 0 when the
// bytes there are not one (overlong forms, surrogates and values above
// U+10FFFF are refused, as the Unicode standard requires).
std::size_t utf8_length_at(std::string_view text, std::size_t index) {
  const unsigned lead = byte_at(text, index);
  if (lead < 0x80U) return 1;
  std::size_t length = 0;
  unsigned second_low = 0x80U;
  unsigned second_high = 0xBFU;
  if (lead >= 0xC2U && lead <= 0xDFU) {
    length = 2;
  } else if (lead >= 0xE0U && lead <= 0xEFU) {
    length = 3;
    if (lead == 0xE0U) second_low = 0xA0U;
    if (lead == 0xEDU) second_high = 0x9FU;
  } else if (lead >= 0xF0U && lead <= 0xF4U) {
    length = 4;
    if (lead == 0xF0U) second_low = 0x90U;
    if (lead == 0xF4U) second_high = 0x8FU;
  } else {
    return 0;
  }
  if (text.size() - index < length) return 0;
  const unsigned second = byte_at(text, index + 1);
  if (second < second_low || second > second_high) return 0;
  for (std::size_t k = 2; k < length; ++k) {
    if (!is_continuation_byte(byte_at(text, index + k))) return 0;
  }
  return length;
}

bool is_control_byte(unsigned byte) { return (byte < 0x20U && byte != '\t') || byte == 0x7FU; }

Problem invalid_byte(std::size_t index, unsigned byte, std::string_view why) {
  char hex[8];
  std::snprintf(hex, sizeof hex, "0x%02X", byte);
  return Problem{column_of(index), concat("invalid byte ", hex, " (", why, ")")};
}

}  // namespace

LineReader::LineReader(std::string_view text) : text_(text) {
  if (text_.starts_with(kByteOrderMark)) position_ = kByteOrderMark.size();
}

std::optional<Line> LineReader::next() {
  if (position_ >= text_.size()) return std::nullopt;
  const std::size_t end = text_.find('\n', position_);
  const std::size_t stop = end == std::string_view::npos ? text_.size() : end;
  std::string_view line = text_.substr(position_, stop - position_);
  if (line.ends_with('\r')) line.remove_suffix(1);
  position_ = stop == text_.size() ? stop : stop + 1;
  if (number_ < INT_MAX) ++number_;
  return Line{line, number_};
}

std::optional<Problem> find_invalid_byte(std::string_view line) {
  std::size_t index = 0;
  while (index < line.size()) {
    const unsigned byte = byte_at(line, index);
    if (byte == 0) return invalid_byte(index, byte, "NUL");
    if (is_control_byte(byte)) return invalid_byte(index, byte, "control character");
    const std::size_t length = utf8_length_at(line, index);
    if (length == 0) return invalid_byte(index, byte, "not UTF-8");
    index += length;
  }
  return std::nullopt;
}

bool is_blank_char(char c) { return c == ' ' || c == '\t'; }

bool is_blank(std::string_view line) { return std::ranges::all_of(line, is_blank_char); }

std::optional<std::string_view> comment_text(std::string_view line) {
  std::size_t index = 0;
  while (index < line.size() && is_blank_char(line[index])) ++index;
  if (index == line.size() || line[index] != '#') return std::nullopt;
  std::string_view text = line.substr(index + 1);
  if (text.starts_with(' ')) text.remove_prefix(1);
  return text;
}

std::optional<Token> TokenReader::next() {
  while (position_ < line_.size() && is_blank_char(line_[position_])) ++position_;
  if (position_ == line_.size()) return std::nullopt;
  const std::size_t start = position_;
  while (position_ < line_.size() && !is_blank_char(line_[position_])) ++position_;
  return Token{line_.substr(start, position_ - start), column_of(start)};
}

Token first_token(std::string_view line) {
  TokenReader tokens(line);
  return tokens.next().value_or(Token{});
}

int end_column(std::string_view line) {
  std::size_t end = line.size();
  while (end > 0 && is_blank_char(line[end - 1])) --end;
  return column_of(end);
}

char to_upper_ascii(char c) { return c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c; }

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (to_upper_ascii(a[i]) != to_upper_ascii(b[i])) return false;
  }
  return true;
}

std::string to_lower_ascii(std::string_view text) {
  std::string lower(text);
  for (char& c : lower) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return lower;
}

std::string quoted(std::string_view text) {
  const bool shortened = text.size() > kQuotedLimit;
  std::size_t cut = shortened ? kQuotedLimit : text.size();
  while (shortened && cut > 0 && is_continuation_byte(byte_at(text, cut))) --cut;
  std::string result(1, '\'');
  result.append(text.substr(0, cut));
  result.append(shortened ? "...'" : "'");
  return result;
}

std::string_view character_at(std::string_view line, std::size_t index) {
  const std::size_t length = utf8_length_at(line, index);
  return line.substr(index, length == 0 ? 1 : length);
}

int column_of(std::size_t index) {
  return index >= static_cast<std::size_t>(INT_MAX) ? INT_MAX : static_cast<int>(index) + 1;
}

}  // namespace xoi::puzzle_file
