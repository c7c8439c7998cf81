// Replays the fuzz target (fuzz/puzzle_fuzz_target.hpp) on every seed in
// tests/fuzz/corpus/ and every input the fuzzer ever crashed on, kept in
// tests/fuzz/regressions/ (each one fixed since). Under the sanitizer build
// (scripts/test-sanitized.sh) this is the fuzzer's regression suite.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz/puzzle_fuzz_target.hpp"

namespace xoi::fuzz {
namespace {

const std::filesystem::path kFuzzDir = std::filesystem::path(XOI_SOURCE_DIR) / "tests" / "fuzz";

std::string read_bytes(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

std::vector<std::filesystem::path> files_in(const std::string& folder) {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(kFuzzDir / folder))
    if (entry.is_regular_file()) files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(FuzzRegressions, EveryInputThatEverCrashedRunsClean) {
  for (const auto& path : files_in("regressions")) {
    SCOPED_TRACE(path.string());
    exercise_puzzle_file(read_bytes(path));
  }
}

TEST(FuzzCorpus, SeedsRunClean) {
  const std::vector<std::filesystem::path> seeds = files_in("corpus");
  ASSERT_GE(seeds.size(), 8u);
  for (const auto& path : seeds) {
    SCOPED_TRACE(path.string());
    exercise_puzzle_file(read_bytes(path));
  }
}

// The target really solves what parses: otherwise the fuzzer would only ever test the reader.
TEST(FuzzCorpus, ValidSeedsAreAnswered) {
  EXPECT_EQ(exercise_puzzle_file(read_bytes(kFuzzDir / "corpus" / "binox-6x6.txt")), 1);
  EXPECT_EQ(exercise_puzzle_file(read_bytes(kFuzzDir / "corpus" / "troix-6x6.txt")), 1);
  EXPECT_EQ(exercise_puzzle_file(read_bytes(kFuzzDir / "corpus" / "binox-three-in-a-row.txt")), 1);
  EXPECT_EQ(exercise_puzzle_file(read_bytes(kFuzzDir / "corpus" / "binox-odd.txt")), 0);
}

}  // namespace
}  // namespace xoi::fuzz
