// data/generated/ is reproducible: running the `xoi generate` command written
// in a corpus file's first comment line prints that file byte for byte. A
// sample across kinds, sizes and levels (the whole corpus takes minutes).
#include <gtest/gtest.h>

#include <filesystem>

#include "tests/cli/run_xoi.hpp"

namespace xoi::cli_test {
namespace {

const std::filesystem::path kCorpus = std::filesystem::path(XOI_SOURCE_DIR) / "data" / "generated";

class CorpusReproduces : public testing::TestWithParam<const char*> {};

TEST_P(CorpusReproduces, FromTheCommandInItsFirstLine) {
  const std::string text = read_text((kCorpus / (std::string(GetParam()) + ".txt")).string());
  const std::string first_line = text.substr(0, text.find('\n'));
  const std::string prefix = "# xoi ";
  ASSERT_TRUE(first_line.starts_with(prefix)) << first_line;
  // The corpus script allows 200 attempts per puzzle (data/make-generated.sh).
  const XoiRun run = run_xoi(first_line.substr(prefix.size()) + " --max-attempts 200", {}, 120);
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_EQ(run.out, text);
}

INSTANTIATE_TEST_SUITE_P(Sample, CorpusReproduces,
                         testing::Values("binox/binox-6x6-level1-seed-1", "binox/binox-10x10-level2-seed-2",
                                         "binox/binox-14x14-level3-seed-3", "binox/binox-14x14-level5-seed-1",
                                         "binox/binox-20x20-level4-seed-2", "troix/troix-9x9-level3-seed-1",
                                         "troix/troix-12x12-level4-seed-2", "troix/troix-18x18-level1-seed-3",
                                         "symmetric/binox-14x14-level3-rotate-4-seed-2",
                                         "symmetric/troix-12x12-level3-mirror-2-seed-1"));

}  // namespace
}  // namespace xoi::cli_test
