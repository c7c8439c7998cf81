// libFuzzer entry point: any bytes as a puzzle file (see puzzle_fuzz_target.hpp).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/puzzle_fuzz_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  xoi::fuzz::exercise_puzzle_file(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
