// Whether a message carries the words a test expects of it. Tests check error
// messages by their telling parts, not whole, so rewording the rest of a
// message does not break them. Shared by the format and command-line tests.
#pragma once

#include <string_view>

namespace xoi::test {

inline bool mentions(std::string_view text, std::string_view piece) {
  return text.find(piece) != std::string_view::npos;
}

}  // namespace xoi::test
