// Entry point of xoi_bench: registers the benchmarks, then runs Google
// Benchmark as usual. Without a --benchmark_filter of the caller's, the
// benchmarks named "Slow/..." (too long for every run) are left out; select
// them with e.g. --benchmark_filter=Slow/ (bench/README.md). Without a
// --benchmark_min_time of the caller's, each benchmark runs for 0.1 s
// instead of Google Benchmark's 0.5 s, which keeps the default run (some 400
// benchmarks) within a few minutes on a 2-core machine.
#include <benchmark/benchmark.h>

#include <string>
#include <string_view>
#include <vector>

#include "bench/registrations.hpp"

int main(int argc, char** argv) {
  xoi::bench::register_solve_benchmarks();
  xoi::bench::register_restart_benchmarks();
  xoi::bench::register_count_benchmarks();
  xoi::bench::register_generated_benchmarks();
  xoi::bench::register_propagator_benchmarks();

  std::vector<char*> args(argv, argv + argc);
  auto given = [&args](std::string_view flag) {
    for (const char* arg : args)
      if (std::string_view(arg).starts_with(flag)) return true;
    return false;
  };
  std::string default_filter = "--benchmark_filter=-^Slow/";
  std::string default_min_time = "--benchmark_min_time=0.1";
  if (!given("--benchmark_filter")) args.push_back(default_filter.data());
  if (!given("--benchmark_min_time")) args.push_back(default_min_time.data());
  int count = static_cast<int>(args.size());
  benchmark::Initialize(&count, args.data());
  if (benchmark::ReportUnrecognizedArguments(count, args.data())) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
