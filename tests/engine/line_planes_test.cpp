// Tests of the line planes (engine/line_planes.hpp, through Store): after any
// mix of changes, marks, undos and pops, every plane bit says exactly whether
// the cell's domain holds the value; the same line registered twice is one
// line; lines may cross word boundaries and share variables; open_cells marks
// exactly the cells with two values or more.
#include "engine/line_planes.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "engine/search/rng.hpp"
#include "engine/store.hpp"

namespace xoi {
namespace {

struct Registered {
  int id;
  std::vector<VarId> vars;
  int values;
};

void expect_planes_match_domains(const Store& store, const std::vector<Registered>& lines) {
  for (const Registered& line : lines) {
    for (Value v = 0; v < line.values; ++v) {
      const bits::ConstPlane plane = store.planes().possible(line.id, v);
      ASSERT_EQ(plane.size(), bits::words_for(line.vars.size()));
      for (std::size_t i = 0; i < line.vars.size(); ++i)
        ASSERT_EQ(bits::test(plane, i), store.domain(line.vars[i]).contains(v))
            << "line " << line.id << " cell " << i << " value " << v;
      // No stray bits past the end of the line.
      for (std::size_t i = line.vars.size(); i < plane.size() * 64; ++i) ASSERT_FALSE(bits::test(plane, i));
    }
    for (std::size_t i = 0; i < line.vars.size(); ++i) {
      const bool open = ((store.planes().open_cells(line.id, i / 64) >> (i % 64)) & 1u) != 0;
      ASSERT_EQ(open, store.domain(line.vars[i]).size() >= 2) << "line " << line.id << " cell " << i;
    }
  }
}

TEST(LinePlanes, TheSameLineIsRegisteredOnce) {
  Store store;
  std::vector<VarId> vars;
  for (int i = 0; i < 5; ++i) vars.push_back(store.add_variable(Domain::range(2)));
  const int a = store.add_line(vars, 2);
  EXPECT_EQ(store.add_line(vars, 2), a);
  EXPECT_NE(store.add_line(vars, 3), a);  // other value count: other planes
  std::vector<VarId> reversed(vars.rbegin(), vars.rend());
  EXPECT_NE(store.add_line(reversed, 2), a);
}

TEST(LinePlanes, PlanesStartFromTheCurrentDomains) {
  Store store;
  std::vector<VarId> vars;
  for (int i = 0; i < 70; ++i) vars.push_back(store.add_variable(i % 3 == 0 ? Domain::of(i % 2) : Domain::range(3)));
  store.set_domain(vars[65], Domain::of(2));
  const std::vector<Registered> lines{{store.add_line(vars, 3), vars, 3}};
  expect_planes_match_domains(store, lines);
}

// A grid of rows and columns (each cell in two lines, some lines longer than
// a word), driven through random changes, nested marks and undos.
TEST(LinePlanes, RandomChangesAndUndosKeepEveryPlaneExact) {
  for (const int values : {2, 3}) {
    for (const int side : {5, 67}) {
      SCOPED_TRACE(testing::Message() << values << " values, side " << side);
      Store store;
      std::vector<VarId> cells;
      for (int i = 0; i < side * side; ++i) cells.push_back(store.add_variable(Domain::range(values)));
      std::vector<Registered> lines;
      for (int r = 0; r < side; ++r) {
        std::vector<VarId> row(cells.begin() + r * side, cells.begin() + (r + 1) * side);
        lines.push_back({store.add_line(row, values), row, values});
      }
      for (int c = 0; c < side; ++c) {
        std::vector<VarId> column;
        for (int r = 0; r < side; ++r) column.push_back(cells[static_cast<std::size_t>(r * side + c)]);
        lines.push_back({store.add_line(column, values), column, values});
      }
      SplitMix64 rng(static_cast<std::uint64_t>(values * 1000 + side));
      for (int step = 0; step < 4000; ++step) {
        const std::uint64_t action = rng.below(10);
        if (action == 0) {
          store.push_mark();
        } else if (action == 1 && store.depth() > 0) {
          store.undo_to_top_mark();
        } else if (action == 2 && store.depth() > 0) {
          store.pop_mark();
        } else {
          const VarId x = cells[rng.below(cells.size())];
          const Domain d = store.domain(x);
          const Domain smaller{static_cast<DomainBits>(d.bits & rng.next())};
          if (!smaller.empty() && smaller != d) store.set_domain(x, smaller);
        }
        if (step % 97 == 0) expect_planes_match_domains(store, lines);
      }
      expect_planes_match_domains(store, lines);
      while (store.depth() > 0) store.pop_mark();
      expect_planes_match_domains(store, lines);
    }
  }
}

}  // namespace
}  // namespace xoi
