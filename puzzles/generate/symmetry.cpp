#include "puzzles/generate/symmetry.hpp"

#include <algorithm>

namespace xoi {
namespace {

constexpr std::array<std::pair<Symmetry, std::string_view>, 5> kNames = {{{Symmetry::None, "none"},
                                                                          {Symmetry::Rotate2, "rotate-2"},
                                                                          {Symmetry::Rotate4, "rotate-4"},
                                                                          {Symmetry::Mirror2, "mirror-2"},
                                                                          {Symmetry::Mirror4, "mirror-4"}}};

}  // namespace

std::string_view symmetry_name(Symmetry symmetry) {
  for (const auto& [s, name] : kNames)
    if (s == symmetry) return name;
  return "none";
}

std::optional<Symmetry> parse_symmetry(std::string_view text) {
  for (const auto& [s, name] : kNames)
    if (name == text) return s;
  return std::nullopt;
}

std::vector<std::string_view> symmetry_names() {
  std::vector<std::string_view> names;
  for (const auto& entry : kNames) names.push_back(entry.second);
  return names;
}

std::string symmetry_problem(Symmetry symmetry, int rows, int cols) {
  if (symmetry == Symmetry::Rotate4 && rows != cols)
    return "--symmetry rotate-4 needs a square grid (" + std::to_string(rows) + "x" + std::to_string(cols) +
           " turns into " + std::to_string(cols) + "x" + std::to_string(rows) + ")";
  return {};
}

CellOrbits::Orbit CellOrbits::of(int cell) const {
  if (symmetry_ == Symmetry::None) return Orbit{{cell, 0, 0, 0}, 1};
  const int r = cell / cols_, c = cell % cols_;
  const int last_row = rows_ - 1, last_col = cols_ - 1;
  const auto at = [this](int row, int col) { return row * cols_ + col; };
  std::array<int, kMostCells> images{};
  int count = 0;
  images[count++] = cell;
  switch (symmetry_) {
    case Symmetry::None:
      break;
    case Symmetry::Rotate2:
      images[count++] = at(last_row - r, last_col - c);
      break;
    case Symmetry::Rotate4:  // square: a quarter turn maps (r, c) to (c, N-1-r)
      images[count++] = at(c, last_col - r);
      images[count++] = at(last_row - r, last_col - c);
      images[count++] = at(last_row - c, r);
      break;
    case Symmetry::Mirror2:
      images[count++] = at(r, last_col - c);
      break;
    case Symmetry::Mirror4:
      images[count++] = at(r, last_col - c);
      images[count++] = at(last_row - r, c);
      images[count++] = at(last_row - r, last_col - c);
      break;
  }
  std::sort(images.begin(), images.begin() + count);
  Orbit orbit;
  for (int i = 0; i < count; ++i)
    if (orbit.size == 0 || orbit.cells[static_cast<std::size_t>(orbit.size - 1)] != images[static_cast<std::size_t>(i)])
      orbit.cells[static_cast<std::size_t>(orbit.size++)] = images[static_cast<std::size_t>(i)];
  return orbit;
}

}  // namespace xoi
