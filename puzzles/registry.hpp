// The list of puzzle kinds xoi knows, by name.
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "puzzles/kind.hpp"

namespace xoi {

std::span<const Kind> all_kinds();
const Kind* find_kind(std::string_view name);
// The syntax of every kind, for the file reader.
std::span<const KindSyntax> all_kind_syntaxes();

}  // namespace xoi
