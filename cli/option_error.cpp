#include "cli/option_error.hpp"

#include <iostream>
#include <string_view>

#include "cli/exit_codes.hpp"
#include "cli/interrupt.hpp"

namespace xoi::cli {
namespace {

// cxxopts quotes the value with U+2018 and U+2019.
constexpr std::string_view kOpenQuote = "\xE2\x80\x98";
constexpr std::string_view kCloseQuote = "\xE2\x80\x99";

std::string quoted_value(std::string_view message) {
  const std::size_t open = message.find(kOpenQuote);
  if (open == std::string_view::npos) return {};
  const std::size_t start = open + kOpenQuote.size();
  const std::size_t close = message.find(kCloseQuote, start);
  if (close == std::string_view::npos) return {};
  return std::string(message.substr(start, close - start));
}

// The option written just before `value` ("--timeout abc") or around it
// ("--timeout=abc"), or "" when the command line has no such pair.
std::string option_of_value(const std::string& value, int argc, const char* const* argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view token = argv[i];
    if (token == value && i > 1 && std::string_view(argv[i - 1]).starts_with("-")) return argv[i - 1];
    const std::size_t equals = token.find('=');
    if (token.starts_with("--") && equals != std::string_view::npos && token.substr(equals + 1) == value)
      return std::string(token.substr(0, equals));
  }
  return {};
}

}  // namespace

std::string describe_option_error(const cxxopts::exceptions::exception& error, int argc, const char* const* argv) {
  if (dynamic_cast<const cxxopts::exceptions::incorrect_argument_type*>(&error) != nullptr) {
    const std::string value = quoted_value(error.what());
    const std::string option = value.empty() ? std::string{} : option_of_value(value, argc, argv);
    if (!option.empty()) return option + ": '" + value + "' is not a valid value";
  }
  return error.what();
}

bool read_timeout(const cxxopts::ParseResult& parsed, double& seconds) {
  if (parsed.count("timeout") == 0) return true;
  seconds = parsed["timeout"].as<double>();
  if (seconds > 0 && seconds <= 1e9) return true;
  std::cerr << "xoi: --timeout must be a positive number of seconds\n";
  return false;
}

bool read_progress(const cxxopts::ParseResult& parsed, double& interval) {
  if (parsed.count("progress") == 0) return true;
  interval = parsed["progress"].as<double>();
  if (!(interval > 0) || interval > 1e9) {
    std::cerr << "xoi: --progress must be a positive number of seconds\n";
    return false;
  }
  return true;
}

bool read_level(const cxxopts::ParseResult& parsed, const char* option, std::optional<Level>& level) {
  if (parsed.count(option) == 0) return true;
  const std::string text = parsed[option].as<std::string>();
  level = parse_level(text);
  if (!level)
    std::cerr << "xoi: --" << option << " must be 1-5 or a level name (counting, distinct-lines, "
                 "line-consistency, probing, search), got '" << text << "'\n";
  return level.has_value();
}

bool read_symmetry(const cxxopts::ParseResult& parsed, Symmetry& symmetry) {
  if (parsed.count("symmetry") == 0) return true;
  const std::string name = parsed["symmetry"].as<std::string>();
  const std::optional<Symmetry> named = parse_symmetry(name);
  if (!named) {
    report_bad_choice("symmetry", symmetry_names(), name);
    return false;
  }
  symmetry = *named;
  return true;
}

void report_bad_choice(const char* option, const std::vector<std::string_view>& names, const std::string& got) {
  std::cerr << "xoi: --" << option << " must be ";
  for (std::size_t i = 0; i < names.size(); ++i)
    std::cerr << (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") << names[i];
  std::cerr << ", got '" << got << "'\n";
}

std::optional<int> parse_puzzle_files_command(cxxopts::Options& options, std::string_view help_tail, int argc,
                                              const char* const* argv, PuzzleFilesCommand& command,
                                              const std::function<bool(const cxxopts::ParseResult&)>& read_own) {
  command.limits.interrupt = &interrupt_requested();
  try {
    const cxxopts::ParseResult parsed = options.parse(argc, argv);
    if (parsed.count("help") != 0) {
      std::cout << options.help() << '\n' << help_tail;
      return kAnswered;
    }
    if (parsed.count("files") != 0) command.files = parsed["files"].as<std::vector<std::string>>();
    command.json = parsed.count("json") != 0;
    if (!read_timeout(parsed, command.limits.seconds)) return kBadInput;
    if (parsed.count("node-limit") != 0) command.limits.nodes = parsed["node-limit"].as<std::uint64_t>();
    if (!read_own(parsed)) return kBadInput;
  } catch (const cxxopts::exceptions::exception& e) {
    std::cerr << "xoi: " << describe_option_error(e, argc, argv) << "\n\n" << options.help();
    return kBadInput;
  }
  if (command.files.empty()) {
    // (program() is "xoi COMMAND")
    std::cerr << "xoi: " << options.program().substr(4) << " needs at least one FILE\n\n" << options.help();
    return kBadInput;
  }
  return std::nullopt;
}

}  // namespace xoi::cli
