#include "cli/interrupt.hpp"

#include <csignal>
#include <cstdlib>

namespace xoi::cli {
namespace {

std::atomic<bool> requested{false};
static_assert(std::atomic<bool>::is_always_lock_free, "the handler must only touch a lock-free flag");

extern "C" void on_sigint(int) {
  if (requested.exchange(true)) std::_Exit(130);
}

}  // namespace

void install_interrupt_handler() { std::signal(SIGINT, on_sigint); }

const std::atomic<bool>& interrupt_requested() { return requested; }

}  // namespace xoi::cli
