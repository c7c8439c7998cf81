// `xoi explain --html`: the page is loaded in a real browser (Debian's
// chromium, headless, no network) at a given step, stepped with its buttons
// through the URL hook (#step=K&next=N), and the DOM it shows is checked:
// the step's text, and which cells carry the premise, conclusion and
// contradiction classes, against the story the library tells. Skipped, with
// a message, where /usr/bin/chromium is not installed (CI installs it:
// scripts/install-deps.sh --tests).
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <set>

#include "tests/cli/explain_support.hpp"
#include "tests/cli/run_xoi.hpp"

namespace xoi::explain_test {
namespace {

using cli_test::run_xoi;
using cli_test::ScratchFile;

constexpr const char* kChromium = "/usr/bin/chromium";

// The DOM after the page's script ran, as chromium --dump-dom prints it.
std::string dump_dom(const std::string& page, const std::string& hash) {
  const std::filesystem::path profile =
      std::filesystem::temp_directory_path() / ("xoi-chromium-" + std::to_string(::getpid()));
  const ScratchFile dom({}, ".html");
  const std::string command = std::string("timeout 90 ") + kChromium +
                              " --headless --no-sandbox --disable-gpu --disable-quic --no-first-run"
                              " --disable-background-networking --disable-component-update --disable-sync"
                              " --user-data-dir='" + profile.string() + "' --dump-dom 'file://" + page + hash +
                              "' >'" + dom.path() + "' 2>/dev/null";
  EXPECT_EQ(std::system(command.c_str()), 0) << command;
  std::error_code ignored;
  std::filesystem::remove_all(profile, ignored);
  return dom.contents();
}

// Concatenation by appending (GCC 12 warns, wrongly, on some chains of +).
template <class... Parts>
std::string cat(const Parts&... parts) {
  std::string out;
  (out.append(parts), ...);
  return out;
}

// Cells (by index) whose class list holds `cls`.
std::set<int> cells_with(const std::string& dom, const std::string& cls) {
  std::set<int> cells;
  const std::regex cell(R"re(<div id="cell-(\d+)"[^>]*class="([^"]*)")re");
  for (auto it = std::sregex_iterator(dom.begin(), dom.end(), cell); it != std::sregex_iterator(); ++it) {
    const std::string classes = cat(" ", (*it)[2].str(), " ");
    if (classes.find(cat(" ", cls, " ")) != std::string::npos) cells.insert(std::stoi((*it)[1].str()));
  }
  return cells;
}

std::string shown_text(const std::string& dom) {
  const std::regex text(R"re(<div id="step-text"[^>]*>([^<]*)</div>)re");
  std::smatch m;
  return std::regex_search(dom, m, text) ? m[1].str() : std::string();
}

class ExplainHtml : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!std::filesystem::exists(kChromium))
      GTEST_SKIP() << kChromium << " is not installed (apt-get install chromium, or scripts/install-deps.sh --tests)";
    // Min value order: its guess on this puzzle is wrong, so the story has a
    // contradiction and a backtrack to step through (explain_support.hpp).
    const auto run = run_xoi("explain '" + file_ + "' --value-order min --html '" + page_.path() + "'");
    ASSERT_EQ(run.exit_code, 0) << run.err;
    steps_ = cli::story_of(explain_text(read_one(file_), 5, min_value_search()));
  }

  // What the page must show at step k (1-based).
  void expect_step(const std::string& dom, std::size_t k) {
    const cli::StoryStep& s = steps_[k - 1];
    EXPECT_NE(dom.find(cat("data-step=\"", std::to_string(k), "\"")), std::string::npos);
    EXPECT_EQ(shown_text(dom), cat(std::to_string(k), ". ", s.text));
    const std::string premise_class = s.kind == cli::StepKind::Contradiction ? "failed" : "premise";
    EXPECT_EQ(cells_with(dom, premise_class), std::set<int>(s.premises.begin(), s.premises.end())) << s.text;
    EXPECT_EQ(cells_with(dom, "conclusion"), std::set<int>(s.conclusions.begin(), s.conclusions.end())) << s.text;
  }

  const std::string file_ = data_file("troix/xoi-9x9-2.txt");
  const ScratchFile page_{{}, ".html"};
  std::vector<cli::StoryStep> steps_;
};

TEST_F(ExplainHtml, OpensAtTheStepInTheAddressAndHighlightsItsCells) {
  const std::string dom = dump_dom(page_.path(), "#step=45");
  expect_step(dom, 45);
  EXPECT_FALSE(cells_with(dom, "premise").empty());
  EXPECT_EQ(cells_with(dom, "given").size(), 29u);  // the 29 givens of xoi-9x9-2
}

TEST_F(ExplainHtml, NextAndPreviousButtonsStepThroughGuessContradictionAndBacktrack) {
  std::size_t guess = 0;
  for (std::size_t i = 0; i < steps_.size() && guess == 0; ++i)
    if (steps_[i].kind == cli::StepKind::Guess) guess = i + 1;
  ASSERT_GT(guess, 1u);
  const std::string at_guess = dump_dom(page_.path(), cat("#step=", std::to_string(guess - 1), "&next=1"));
  expect_step(at_guess, guess);
  EXPECT_NE(at_guess.find("class=\"guess\""), std::string::npos);
  EXPECT_EQ(cells_with(at_guess, "guessed"), std::set<int>(steps_[guess - 1].conclusions.begin(),
                                                          steps_[guess - 1].conclusions.end()));
  std::size_t contradiction = 0;
  for (std::size_t i = guess; i < steps_.size() && contradiction == 0; ++i)
    if (steps_[i].kind == cli::StepKind::Contradiction) contradiction = i + 1;
  ASSERT_GT(contradiction, 0u);
  const std::string failed = dump_dom(page_.path(), cat("#step=", std::to_string(contradiction + 1), "&prev=1"));
  expect_step(failed, contradiction);
  EXPECT_FALSE(cells_with(failed, "failed").empty());
  const std::string back = dump_dom(page_.path(), cat("#step=", std::to_string(contradiction), "&next=1"));
  expect_step(back, contradiction + 1);
  EXPECT_NE(shown_text(back).find("backtrack"), std::string::npos);
  EXPECT_TRUE(cells_with(back, "guessed").empty()) << "the backtrack undoes the guess";
}

TEST_F(ExplainHtml, ThePageIsSelfContained) {
  const std::string html = page_.contents();
  EXPECT_EQ(html.find("http://"), std::string::npos);
  EXPECT_EQ(html.find("https://"), std::string::npos);
  EXPECT_EQ(html.find("<script src"), std::string::npos);
  EXPECT_EQ(html.find("<link"), std::string::npos);
}

}  // namespace
}  // namespace xoi::explain_test
