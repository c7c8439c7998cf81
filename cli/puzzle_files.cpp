#include "cli/puzzle_files.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <system_error>

namespace xoi::cli {
namespace {

bool write_file(const std::filesystem::path& path, const std::string& content) {
  std::ofstream out(path, std::ios::binary);
  out << content;
  out.close();
  if (!out) {
    std::cerr << "xoi: cannot write " << path.string() << '\n';
    return false;
  }
  return true;
}

}  // namespace

bool make_out_dir(const std::string& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) std::cerr << "xoi: cannot create directory " << dir << ": " << ec.message() << '\n';
  return !ec;
}

std::string write_puzzle_files(const std::string& dir, const std::string& name, const PuzzleText& puzzle,
                               const PuzzleText& solution, std::string_view symbols) {
  const std::string stem = (std::filesystem::path(dir) / name).string();
  if (!write_file(stem + ".txt", write_puzzle(puzzle, symbols)) ||
      !write_file(stem + ".sol", write_puzzle(solution, symbols)))
    return {};
  return stem + ".txt";
}

}  // namespace xoi::cli
