// Entry point of xoi_bench: registers the benchmarks, then runs Google
// Benchmark as usual. Without a --benchmark_filter of the caller's, the
// benchmarks named "Slow/..." (too long for every run) are left out; select
// them with e.g. --benchmark_filter=Slow/ (bench/README.md).
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
  bool filtered = false;
  for (const char* arg : args) filtered = filtered || std::string_view(arg).starts_with("--benchmark_filter");
  std::string default_filter = "--benchmark_filter=-^Slow/";
  if (!filtered) args.push_back(default_filter.data());
  int count = static_cast<int>(args.size());
  benchmark::Initialize(&count, args.data());
  if (benchmark::ReportUnrecognizedArguments(count, args.data())) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
