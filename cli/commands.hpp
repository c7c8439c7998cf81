// One function per `xoi` command; each returns the process exit code.
#pragma once

namespace xoi::cli {

int run_solve(int argc, const char* const* argv);
int run_count(int argc, const char* const* argv);
int run_generate(int argc, const char* const* argv);
int run_grade(int argc, const char* const* argv);
int run_complete(int argc, const char* const* argv);
int run_export(int argc, const char* const* argv);
int run_explain(int argc, const char* const* argv);
int run_hint(int argc, const char* const* argv);

}  // namespace xoi::cli
