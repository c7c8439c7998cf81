// The exit codes of `xoi`, documented in the README and `xoi --help`.
#pragma once

namespace xoi::cli {

enum ExitCode : int {
  kAnswered = 0,     // every puzzle answered (solved, counted, optimised)
  kNoSolution = 1,   // a puzzle was proved to have no solution
  kBadInput = 2,     // bad file, bad flag or bad usage; the message is on stderr
  kLimit = 3,        // a limit (time, nodes) stopped a search before it had an answer
  kInterrupted = 130,  // stopped by Ctrl-C (SIGINT)
};

// Several puzzles in one call: the most serious outcome wins.
inline int combine(int a, int b) {
  auto rank = [](int code) {
    switch (code) {
      case kBadInput: return 4;
      case kInterrupted: return 3;
      case kLimit: return 2;
      case kNoSolution: return 1;
      default: return 0;
    }
  };
  return rank(a) >= rank(b) ? a : b;
}

}  // namespace xoi::cli
