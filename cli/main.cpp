// The `xoi` command line: dispatch on the command word.
#include <iostream>
#include <string_view>

#include "cli/command_line.hpp"
#include "cli/commands.hpp"
#include "cli/exit_codes.hpp"
#include "cli/interrupt.hpp"

int main(int argc, char** argv) {
  using namespace xoi::cli;
  if (argc < 2) {
    std::cerr << general_help();
    return kBadInput;
  }
  install_interrupt_handler();
  const std::string_view command = argv[1];
  if (command == "--help" || command == "-h" || command == "help") {
    std::cout << general_help();
    return kAnswered;
  }
  if (command == "--version") {
    std::cout << "xoi " XOI_VERSION "\n";
    return kAnswered;
  }
  // Each command parses the arguments after its own name.
  const int sub_argc = argc - 1;
  const char* const* sub_argv = argv + 1;
  if (command == "solve") return run_solve(sub_argc, sub_argv);
  if (command == "count") return run_count(sub_argc, sub_argv);
  if (command == "generate") return run_generate(sub_argc, sub_argv);
  if (command == "grade") return run_grade(sub_argc, sub_argv);
  if (command == "complete") return run_complete(sub_argc, sub_argv);
  if (command == "export") return run_export(sub_argc, sub_argv);
  if (command == "explain") return run_explain(sub_argc, sub_argv);
  if (command == "hint") return run_hint(sub_argc, sub_argv);
  std::cerr << "xoi: unknown command '" << command << "'\n\n" << general_help();
  return kBadInput;
}
