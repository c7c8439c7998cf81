// Space::shared: what propagators of one space share (engine/space.hpp).
#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>

#include "engine/space.hpp"

namespace xoi {
namespace {

struct SharedValue final : Space::Shared {
  int value = 0;
};
struct Other final : Space::Shared {};

TEST(SpaceShared, OneObjectPerKeyMadeOnlyOnce) {
  Space space;
  int made = 0;
  const auto make = [&] {
    ++made;
    return std::make_unique<SharedValue>();
  };
  SharedValue& a = space.shared<SharedValue>("a", make);
  a.value = 7;
  EXPECT_EQ(&space.shared<SharedValue>("a", make), &a);
  EXPECT_EQ(space.shared<SharedValue>("a", make).value, 7);
  SharedValue& b = space.shared<SharedValue>("b", make);
  EXPECT_NE(&b, &a);
  EXPECT_EQ(made, 2);
}

TEST(SpaceShared, SpacesShareNothing) {
  Space first, second;
  const auto make = [] { return std::make_unique<SharedValue>(); };
  EXPECT_NE(&first.shared<SharedValue>("a", make), &second.shared<SharedValue>("a", make));
}

TEST(SpaceShared, AKeyAskedForAsAnotherTypeIsAnError) {
  Space space;
  space.shared<SharedValue>("a", [] { return std::make_unique<SharedValue>(); });
  EXPECT_THROW(space.shared<Other>("a", [] { return std::make_unique<Other>(); }), std::logic_error);
}

}  // namespace
}  // namespace xoi
