#include "puzzles/registry.hpp"

#include "puzzles/binox/binox.hpp"
#include "puzzles/troix/troix.hpp"
#include "puzzles/ttt/ttt.hpp"

namespace xoi {
namespace {

const std::vector<Kind>& kinds() {
  static const std::vector<Kind> list = {binox_kind(), troix_kind(), ttt_kind()};
  return list;
}

}  // namespace

std::span<const Kind> all_kinds() { return kinds(); }

const Kind* find_kind(std::string_view name) {
  for (const Kind& k : kinds())
    if (k.syntax.name == name) return &k;
  return nullptr;
}

std::span<const KindSyntax> all_kind_syntaxes() {
  static const std::vector<KindSyntax> list = [] {
    std::vector<KindSyntax> s;
    for (const Kind& k : kinds()) s.push_back(k.syntax);
    return s;
  }();
  return list;
}

}  // namespace xoi
