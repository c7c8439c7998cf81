// Space::shared: what propagators of one space share (engine/space.hpp).
#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>

#include "engine/space.hpp"

namespace xoi {
namespace {

struct Counter final : Space::Shared {
  int value = 0;
};
struct Other final : Space::Shared {};

TEST(SpaceShared, OneObjectPerKeyMadeOnlyOnce) {
  Space space;
  int made = 0;
  const auto make = [&] {
    ++made;
    return std::make_unique<Counter>();
  };
  Counter& a = space.shared<Counter>("a", make);
  a.value = 7;
  EXPECT_EQ(&space.shared<Counter>("a", make), &a);
  EXPECT_EQ(space.shared<Counter>("a", make).value, 7);
  Counter& b = space.shared<Counter>("b", make);
  EXPECT_NE(&b, &a);
  EXPECT_EQ(made, 2);
}

TEST(SpaceShared, SpacesShareNothing) {
  Space first, second;
  const auto make = [] { return std::make_unique<Counter>(); };
  EXPECT_NE(&first.shared<Counter>("a", make), &second.shared<Counter>("a", make));
}

TEST(SpaceShared, AKeyAskedForAsAnotherTypeIsAnError) {
  Space space;
  space.shared<Counter>("a", [] { return std::make_unique<Counter>(); });
  EXPECT_THROW(space.shared<Other>("a", [] { return std::make_unique<Other>(); }), std::logic_error);
}

}  // namespace
}  // namespace xoi
