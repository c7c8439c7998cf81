#include "cli/explain_html.hpp"

namespace xoi::cli {
namespace {

// A JSON string that is also safe inside <script> and HTML text.
std::string script_string(std::string_view s) {
  std::string out = "\"";
  for (const char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '<': out += "\\u003c"; break;
      case '>': out += "\\u003e"; break;
      case '&': out += "\\u0026"; break;
      case '\n': out += "\\n"; break;
      default:
        if (static_cast<unsigned char>(c) >= 0x20) out += c;
    }
  }
  return out + "\"";
}

std::string html_text(std::string_view s) {
  std::string out;
  for (const char c : s) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else out += c;
  }
  return out;
}

std::string_view kind_class(StepKind kind) {
  switch (kind) {
    case StepKind::Deduction: return "deduction";
    case StepKind::Guess: return "guess";
    case StepKind::OtherBranch: return "branch";
    case StepKind::Trial: return "trial";
    case StepKind::ProbingResult: return "probing";
    case StepKind::Contradiction: return "contradiction";
    case StepKind::Backtrack: return "backtrack";
    case StepKind::Solution: return "solution";
    case StepKind::End: return "end";
  }
  return "deduction";
}

std::string int_list(const std::vector<int>& values) {
  std::string out = "[";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i > 0) out += ',';
    out += std::to_string(values[i]);
  }
  return out + "]";
}

std::string steps_json(const std::vector<StoryStep>& steps) {
  std::string out = "[";
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const StoryStep& s = steps[i];
    out += i > 0 ? ",\n" : "\n";
    out += "{\"kind\":\"" + std::string(kind_class(s.kind)) + "\",\"depth\":" + std::to_string(s.depth) +
           ",\"text\":" + script_string(s.text) + ",\"premises\":" + int_list(s.premises) +
           ",\"conclusions\":" + int_list(s.conclusions) + ",\"grid\":\"" + s.grid + "\"}";
  }
  return out + "]";
}

constexpr std::string_view kStyle = R"(
body { font-family: system-ui, sans-serif; margin: 1.5em; color: #222; background: #fafafa; }
h1 { font-size: 1.2em; margin: 0 0 .6em; }
#board { display: inline-grid; gap: 2px; background: #888; border: 2px solid #444; }
.cell { width: 34px; height: 34px; background: #fff; display: flex; align-items: center; justify-content: center;
        font-weight: bold; font-size: 18px; position: relative; }
.cell.given { background: #e4e4e4; }
.cell.partial { font-size: 11px; font-weight: normal; color: #666; }
.cell.premise { background: #cfe3ff; outline: 2px solid #3b7ddd; z-index: 1; }
.cell.conclusion { background: #ffe08a; outline: 3px solid #d08a00; z-index: 2; }
.cell.failed { background: #ffc4c4; outline: 2px solid #c22; z-index: 1; }
.cell.guessed::after { content: ''; position: absolute; top: 3px; right: 3px; width: 7px; height: 7px;
                       border-radius: 50%; background: #e08a00; }
#controls { margin: 1em 0 .4em; display: flex; gap: .6em; align-items: center; }
#slider { width: 28em; max-width: 70vw; }
#strip { display: flex; height: .7em; width: 28em; max-width: 70vw; margin-left: 9.2em; }
#strip span { flex: 1; background: #ddd; }
#strip span.guess, #strip span.branch, #strip span.trial { background: #e08a00; }
#strip span.contradiction { background: #c22; }
#strip span.backtrack { background: #7a3db8; }
#strip span.solution, #strip span.end { background: #2a8a3a; }
#strip span.current { outline: 2px solid #000; }
#step-text { font-size: 1.05em; margin: .6em 0; min-height: 1.4em; padding: .3em .5em; border-left: 4px solid #bbb; }
#step-text.guess, #step-text.branch, #step-text.trial { border-color: #e08a00; background: #fff3df; }
#step-text.contradiction { border-color: #c22; background: #ffe9e9; }
#step-text.backtrack { border-color: #7a3db8; background: #f2eaff; }
#step-text.solution, #step-text.end { border-color: #2a8a3a; background: #e8f6ea; }
#legend span { display: inline-block; padding: 0 .4em; margin-right: .5em; }
)";

constexpr std::string_view kScript = R"(
const board = document.getElementById('board');
const slider = document.getElementById('slider');
const strip = document.getElementById('strip');
const text = document.getElementById('step-text');
board.style.gridTemplateColumns = 'repeat(' + story.cols + ', 34px)';
const cells = [];
for (let i = 0; i < story.rows * story.cols; i++) {
  const div = document.createElement('div');
  div.id = 'cell-' + i;
  div.title = 'r' + (Math.floor(i / story.cols) + 1) + 'c' + (i % story.cols + 1);
  board.appendChild(div);
  cells.push(div);
}
const marks = [];
if (story.steps.length <= 4000) {
  for (const s of story.steps) {
    const span = document.createElement('span');
    span.className = s.kind;
    strip.appendChild(span);
    marks.push(span);
  }
}
slider.max = story.steps.length;
function symbolsOf(code) {
  const bits = code.charCodeAt(0) - 48;
  let out = '';
  for (let v = 0; v < story.symbols.length; v++) if (bits & (1 << v)) out += story.symbols[v];
  return out;
}
function show(k) {
  k = Math.max(0, Math.min(story.steps.length, k | 0));
  const step = k > 0 ? story.steps[k - 1] : null;
  const grid = step ? step.grid : story.initial;
  for (let i = 0; i < cells.length; i++) {
    const values = symbolsOf(grid[i]);
    const fixed = values.length === 1;
    let cls = 'cell';
    if (story.initial[i] === grid[i] && fixed) cls += ' given';
    if (!fixed && values.length < story.symbols.length) cls += ' partial';
    cells[i].textContent = fixed || values.length < story.symbols.length ? values : '';
    cells[i].className = cls;
  }
  // The guesses (and probing trials) in force at this step: an orange dot.
  const path = [];
  for (let i = 0; i < k; i++) {
    const s = story.steps[i];
    if (s.kind === 'guess' || s.kind === 'branch' || s.kind === 'trial') {
      path.length = Math.max(0, s.depth - 1);
      path.push(s.conclusions[0]);
    } else if (s.kind === 'backtrack') {
      path.length = Math.min(path.length, s.depth);
    }
  }
  for (const c of path) cells[c].classList.add('guessed');
  if (step) {
    const premiseClass = step.kind === 'contradiction' ? 'failed' : 'premise';
    for (const p of step.premises) cells[p].classList.add(premiseClass);
    for (const c of step.conclusions) cells[c].classList.add('conclusion');
    text.textContent = k + '. ' + step.text;
    text.className = step.kind;
  } else {
    text.textContent = 'the givens (' + story.steps.length + ' steps follow)';
    text.className = '';
  }
  marks.forEach((m, i) => m.classList.toggle('current', i === k - 1));
  slider.value = k;
  document.body.dataset.step = k;
  history.replaceState(null, '', '#step=' + k);
}
function current() { return Number(document.body.dataset.step || 0); }
document.getElementById('prev').onclick = () => show(current() - 1);
document.getElementById('next').onclick = () => show(current() + 1);
slider.oninput = () => show(Number(slider.value));
document.addEventListener('keydown', (e) => {
  if (e.key === 'ArrowLeft') show(current() - 1);
  if (e.key === 'ArrowRight') show(current() + 1);
});
// #step=K opens step K; &next=N (or &prev=N) then presses a button N times:
// tests step through the page this way.
const asked = /step=(\d+)/.exec(location.hash);
const presses = /(next|prev)=(\d+)/.exec(location.hash);
show(asked ? Number(asked[1]) : 0);
if (presses) for (let i = 0; i < Number(presses[2]); i++) document.getElementById(presses[1]).click();
)";

}  // namespace

std::string explain_html(const GridView& grid, const std::string& initial_code, const std::vector<StoryStep>& steps,
                         std::string_view title) {
  std::string page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>xoi explain: " +
                     html_text(title) + "</title>\n<style>" + std::string(kStyle) + "</style>\n</head>\n<body>\n";
  page += "<h1>xoi explain: " + html_text(title) + "</h1>\n";
  page += "<div id=\"board\"></div>\n";
  page += "<div id=\"controls\"><button id=\"prev\">&larr; previous</button><input id=\"slider\" type=\"range\" min=\"0\" "
          "value=\"0\"><button id=\"next\">next &rarr;</button></div>\n<div id=\"strip\"></div>\n";
  page += "<div id=\"step-text\"></div>\n";
  page += "<div id=\"legend\"><span style=\"background:#cfe3ff\">premise</span><span style=\"background:#ffe08a\">"
          "conclusion</span><span style=\"background:#ffc4c4\">contradiction</span><span style=\"background:#e08a00\">guess</span>"
          "<span style=\"background:#7a3db8;color:#fff\">backtrack</span> an orange dot marks a cell guessed on the "
          "current branch</div>\n";
  page += "<script>\nconst story = {\"rows\":" + std::to_string(grid.rows) + ",\"cols\":" + std::to_string(grid.cols) +
          ",\"symbols\":" + script_string(grid.symbols) + ",\"initial\":\"" + initial_code +
          "\",\"steps\":" + steps_json(steps) + "};\n";
  page += std::string(kScript) + "</script>\n</body>\n</html>\n";
  return page;
}

}  // namespace xoi::cli
