// The benchmark families of xoi_bench, one per file; each registers its
// benchmarks at run time because the list comes from the files in data/.
//
// Names: "Solve/<kind>/<file>" and "BuildAndSolve/<kind>/<file>" (every data
// puzzle with a .sol), "Restarts/<kind>/<file>/seed:<s>/scale:<k>" (data
// puzzles without a .sol, whose solution is not unique),
// "Generated/{Solve,Count2}/<kind>/<N>xN/<what>" (puzzles made in process by
// the generator, generated_bench.cpp), "Propagator/<rule>/<kind>/length:<L>"
// (one line, one propagator, propagator_bench.cpp), and "Slow/..." for runs
// too long for the default selection (see bench_main.cpp).
#pragma once

namespace xoi::bench {

void register_solve_benchmarks();
void register_restart_benchmarks();
void register_count_benchmarks();
void register_generated_benchmarks();
void register_propagator_benchmarks();

}  // namespace xoi::bench
