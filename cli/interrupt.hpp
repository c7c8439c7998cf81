// Ctrl-C: the first SIGINT asks every running search and generation to stop
// (it then reports what it has, and the command exits with 130); a second one
// ends the process.
#pragma once

#include <atomic>

namespace xoi::cli {

void install_interrupt_handler();
// The flag searches poll (SearchLimits::interrupt).
const std::atomic<bool>& interrupt_requested();

}  // namespace xoi::cli
