// Propagators waiting to run: one FIFO per cost class, cheapest class first,
// each propagator at most once.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/propagator.hpp"

namespace xoi {

class PropagationQueue {
 public:
  void resize(std::size_t propagator_count) { queued_.resize(propagator_count, 0); }

  void push(int id, CostClass cost) {
    std::uint8_t& flag = queued_[static_cast<std::size_t>(id)];
    if (flag) return;
    flag = 1;
    fifos_[static_cast<std::size_t>(cost)].items.push_back(id);
  }

  [[nodiscard]] bool queued(int id) const { return queued_[static_cast<std::size_t>(id)] != 0; }

  // Next propagator to run, or -1 when all are at fixpoint.
  int pop() {
    for (Fifo& f : fifos_) {
      if (f.head < f.items.size()) {
        const int id = f.items[f.head++];
        if (f.head == f.items.size()) f.clear();
        queued_[static_cast<std::size_t>(id)] = 0;
        return id;
      }
    }
    return -1;
  }

  void clear() {
    for (Fifo& f : fifos_) {
      for (std::size_t i = f.head; i < f.items.size(); ++i) queued_[static_cast<std::size_t>(f.items[i])] = 0;
      f.clear();
    }
  }

  [[nodiscard]] bool empty() const {
    for (const Fifo& f : fifos_)
      if (f.head < f.items.size()) return false;
    return true;
  }

 private:
  struct Fifo {
    std::vector<int> items;  // keeps its capacity: no allocation once warm
    std::size_t head = 0;
    void clear() {
      items.clear();
      head = 0;
    }
  };
  std::array<Fifo, kCostClasses> fifos_;
  std::vector<std::uint8_t> queued_;
};

}  // namespace xoi
