// Running the real `xoi` executable (XOI_BINARY) from the end-to-end tests:
// arguments through /bin/sh, an optional standard input, and stdout, stderr
// and the exit code captured through scratch files. Every run is wrapped in
// coreutils `timeout`, so a hanging xoi fails its test instead of stalling CI.
// Header-only: tests/CMakeLists.txt compiles only *_test.cpp files.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "tests/mentions.hpp"

namespace xoi::cli_test {

inline constexpr int kTimeoutExit = 124;  // coreutils `timeout`: the command ran too long

inline std::string read_text(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// "KIND RxC" and R rows of C dots: a grid with no givens. Appended in place,
// as data_path below, for g++ 12's false -Warray-bounds.
inline std::string empty_grid_text(std::string_view kind, int rows, int cols) {
  std::string text(kind);
  text += ' ';
  text += std::to_string(rows);
  text += 'x';
  text += std::to_string(cols);
  text += '\n';
  for (int r = 0; r < rows; ++r) {
    text.append(static_cast<std::size_t>(cols), '.');
    text += '\n';
  }
  return text;
}

// The path of a file in data/ ("binox/tatham-6x6-trivial-1.txt").
inline std::string data_path(std::string_view relative) {
  // Appended in place: g++ 12 warns falsely (-Warray-bounds) on string + "literal" when the test headers are
  // precompiled.
  std::string path = XOI_SOURCE_DIR;
  path += "/data/";
  path += relative;
  return path;
}

// A file in the temporary directory that lives as long as this object; the
// name is unique per process and object, so parallel tests do not collide.
class ScratchFile {
 public:
  explicit ScratchFile(std::string_view contents = {}, std::string_view suffix = ".txt") {
    static std::atomic<int> counter{0};
    path_ = std::filesystem::temp_directory_path() /
            ("xoi-cli-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + std::string(suffix));
    std::ofstream(path_, std::ios::binary) << contents;
  }
  ~ScratchFile() {
    std::error_code ignored;
    std::filesystem::remove(path_, ignored);
  }
  ScratchFile(const ScratchFile&) = delete;
  ScratchFile& operator=(const ScratchFile&) = delete;

  [[nodiscard]] std::string path() const { return path_.string(); }
  [[nodiscard]] std::string contents() const { return read_text(path_); }

 private:
  std::filesystem::path path_;
};

// A directory of its own under the temporary directory, empty at first and
// removed at the end of the scope (an ASSERT's early return included).
class ScratchDirectory {
 public:
  explicit ScratchDirectory(const std::string& name)
      : path_(std::filesystem::temp_directory_path() / (name + "-" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path_);
  }
  ~ScratchDirectory() { std::filesystem::remove_all(path_); }
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;
  [[nodiscard]] const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

struct XoiRun {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// Runs `xoi ARGS` (ARGS is shell text: quote paths with spaces) with `input`
// on standard input.
inline XoiRun run_xoi(std::string_view args, std::string_view input = {}, int timeout_seconds = 60) {
  const ScratchFile in(input), out, err;
  const std::string command = "timeout " + std::to_string(timeout_seconds) + " '" + XOI_BINARY + "' " +
                              std::string(args) + " <'" + in.path() + "' >'" + out.path() + "' 2>'" +
                              err.path() + "'";
  const int status = std::system(command.c_str());
  XoiRun run;
  run.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  run.out = out.contents();
  run.err = err.contents();
  return run;
}

inline std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    lines.emplace_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

// The lines of a puzzle or solution text without comment and blank lines
// (FORMAT.md: both are ignored by readers).
inline std::vector<std::string> content_lines(std::string_view text) {
  std::vector<std::string> kept;
  for (std::string& line : split_lines(text))
    if (!line.empty() && line.front() != '#' && line.find_first_not_of(" \t\r") != std::string::npos)
      kept.push_back(std::move(line));
  return kept;
}

using xoi::test::mentions;

}  // namespace xoi::cli_test
