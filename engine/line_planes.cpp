#include "engine/line_planes.hpp"

#include <algorithm>

namespace xoi {
namespace {

std::uint64_t hash_line(std::span<const VarId> vars, int value_count) {
  std::uint64_t h = 0xcbf29ce484222325ULL ^ static_cast<std::uint64_t>(value_count);  // FNV-1a
  for (const VarId v : vars) h = (h ^ static_cast<std::uint64_t>(static_cast<std::uint32_t>(v))) * 0x100000001b3ULL;
  return h;
}

}  // namespace

int LinePlanes::find_line(std::span<const VarId> vars, int value_count, std::uint64_t hash) const {
  const auto bucket = lines_by_hash_.find(hash);
  if (bucket == lines_by_hash_.end()) return kNone;
  for (const int id : bucket->second) {
    const Line& l = lines_[static_cast<std::size_t>(id)];
    const auto first = line_vars_.begin() + static_cast<std::ptrdiff_t>(l.first_var);
    if (l.values == static_cast<unsigned>(value_count) && l.size == vars.size() &&
        std::equal(vars.begin(), vars.end(), first))
      return id;
  }
  return kNone;
}

int LinePlanes::add_line(std::span<const VarId> vars, int value_count, const std::vector<Domain>& domains) {
  const std::uint64_t hash = hash_line(vars, value_count);
  if (const int known = find_line(vars, value_count, hash); known != kNone) return known;

  const int id = static_cast<int>(lines_.size());
  const Line line{planes_.size(), bits::words_for(vars.size()), static_cast<unsigned>(value_count),
                  line_vars_.size(), vars.size()};
  lines_.push_back(line);
  lines_by_hash_[hash].push_back(id);
  line_vars_.insert(line_vars_.end(), vars.begin(), vars.end());
  planes_.resize(planes_.size() + line.words * line.values, 0);
  for (std::size_t i = 0; i < vars.size(); ++i) {
    const std::size_t v = static_cast<std::size_t>(vars[i]);
    memberships_.push_back({id, first_membership_[v], i});
    first_membership_[v] = static_cast<int>(memberships_.size() - 1);
    for (unsigned u = 0; u < line.values; ++u)
      if (domains[v].contains(static_cast<Value>(u))) planes_[line.offset + u * line.words + i / 64] |= bits::Word{1} << (i % 64);
  }
  return id;
}

}  // namespace xoi
