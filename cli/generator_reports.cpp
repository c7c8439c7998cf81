#include "cli/generator_reports.hpp"

#include <iomanip>
#include <iostream>
#include <sstream>

namespace xoi::cli {

void ProgressLines::on_step(const Step& step) {
  const Clock::time_point now = Clock::now();
  if (now < next_) return;
  next_ = now + interval_;
  std::ostringstream line;
  line << "xoi: progress: seed " << seed_ << (reviewing_ ? ", review of the draft's givens" : "") << ", level "
       << level_number(step.level) << " (" << level_name(step.level) << ")";
  if (step.passes > 1) line << " pass " << step.pass << " of " << step.passes;
  line << ": " << step.done << " of " << step.total << " checks, " << step.givens << " givens, " << std::fixed
       << std::setprecision(1) << std::chrono::duration<double>(now - start_).count() << " s\n";
  const std::lock_guard<std::mutex> lock(output_);
  std::cerr << line.str() << std::flush;
}

void print_generator_statistics(const GeneratorStatistics& s) {
  std::cerr << "attempts: " << s.attempts << "\nfill-nodes: " << s.fill_nodes << "\nchecks: " << s.removal.checks
            << "\nprobes: " << s.removal.probes << "\nsearches: " << s.removal.searches
            << "\nsearch-nodes: " << s.removal.search_nodes << "\nswap-witnesses: " << s.removal.swap_witnesses
            << "\nsettled-plain: " << s.removal.settled_plain << "\nsettled-discrepancy: " << s.removal.settled_discrepancy
            << "\nsettled-probing: " << s.removal.settled_probing << "\nsettled-full: " << s.removal.settled_full
            << "\nundecided: " << s.removal.undecided << "\ndeferred: " << s.removal.deferred << '\n';
}

}  // namespace xoi::cli
