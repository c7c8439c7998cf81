// `xoi explain FILE --html OUT.html`: the story as one self-contained page
// (inline CSS and script, nothing fetched): the grid, previous/next buttons,
// a slider and a strip marking guesses, contradictions and backtracks. Each
// step highlights its premise cells (class "premise", "failed" for a
// contradiction's) and its conclusion cells ("conclusion"); cells guessed on
// the current branch carry "guessed" (an orange dot). Open it at a step with OUT.html#step=K; the page
// keeps the hash in step, and the body carries data-step, for tests.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "cli/story.hpp"

namespace xoi::cli {

std::string explain_html(const GridView& grid, const std::string& initial_code, const std::vector<StoryStep>& steps,
                         std::string_view title);

}  // namespace xoi::cli
