#include "puzzles/generate/batch.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <map>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace xoi {
namespace {

Generator make_generator(const Kind& kind, const GenerateRequest& request) {
  std::string error;
  std::optional<Generator> generator = Generator::create(kind, request, error);
  if (!generator) throw std::invalid_argument("generate_batch: " + error);  // the caller checked the request
  return std::move(*generator);
}

// The puzzle of one seed, or why there is none.
BatchItem make_item(Generator& generator, std::uint64_t seed) {
  BatchItem item;
  item.seed = seed;
  item.puzzle = generator.generate(seed, &item.failure);
  return item;
}

RemovalProgress* progress_of(const BatchRequest& batch, std::size_t job) {
  return job < batch.progress.size() ? batch.progress[job] : nullptr;
}

GeneratorStatistics generate_in_sequence(const BatchRequest& batch, const BatchReceiver& receive) {
  GenerateRequest request = batch.request;
  request.progress = progress_of(batch, 0);
  Generator generator = make_generator(*batch.kind, request);
  for (std::uint64_t i = 0; i < batch.count; ++i) {
    const BatchItem item = make_item(generator, batch.first_seed + i);
    if (!receive(item) || !item.puzzle) break;
  }
  return generator.statistics();
}

// The jobs take indices (seed - first_seed) in order; the calling thread
// hands the finished items over in order. A job runs at most kAheadPerJob x
// jobs indices ahead of the hand-over, so a slow seed does not let finished
// puzzles pile up without bound.
class ParallelBatch {
 public:
  ParallelBatch(const BatchRequest& batch, const BatchReceiver& receive)
      : batch_(batch), receive_(receive), window_(kAheadPerJob * static_cast<std::uint64_t>(batch.jobs)) {}

  GeneratorStatistics run() {
    // (No more jobs than puzzles.)
    std::vector<GeneratorStatistics> statistics(
        static_cast<std::size_t>(std::min<std::uint64_t>(static_cast<std::uint64_t>(batch_.jobs), batch_.count)));
    std::vector<std::thread> threads;
    threads.reserve(statistics.size());
    for (std::size_t job = 0; job < statistics.size(); ++job)
      threads.emplace_back([this, job, &statistics] { work(job, statistics[job]); });
    hand_over();
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      stop_ = true;  // the puzzles still being made are not wanted
    }
    changed_.notify_all();
    for (std::thread& thread : threads) thread.join();
    if (error_) std::rethrow_exception(error_);
    GeneratorStatistics sum;
    for (const GeneratorStatistics& s : statistics) sum += s;
    return sum;
  }

 private:
  static constexpr std::uint64_t kAheadPerJob = 2;

  void work(std::size_t job, GeneratorStatistics& statistics) {
    try {
      GenerateRequest request = batch_.request;
      request.stop.interrupt = &stop_;  // the deadline stays; the calling thread watches the interrupt
      request.progress = progress_of(batch_, job);
      Generator generator = make_generator(*batch_.kind, request);
      for (;;) {
        std::uint64_t index = 0;
        {
          std::unique_lock<std::mutex> lock(mutex_);
          changed_.wait(lock, [this] { return stop_ || next_ >= batch_.count || next_ < handed_ + window_; });
          if (stop_ || next_ >= batch_.count) break;
          index = next_++;
        }
        BatchItem item = make_item(generator, batch_.first_seed + index);
        {
          const std::lock_guard<std::mutex> lock(mutex_);
          made_.emplace(index, std::move(item));
        }
        changed_.notify_all();
      }
      statistics = generator.statistics();
    } catch (...) {
      {
        const std::lock_guard<std::mutex> lock(mutex_);
        if (!error_) error_ = std::current_exception();
        stop_ = true;
      }
      changed_.notify_all();
    }
  }

  void hand_over() {
    for (std::uint64_t index = 0; index < batch_.count; ++index) {
      std::optional<BatchItem> item = next_item(index);
      if (!item) return;  // a job failed: run() rethrows its exception
      if (!receive_(*item) || !item->puzzle) return;
    }
  }

  // Waits for item `index`, watching the caller's interrupt flag meanwhile
  // (a job's searches watch stop_ instead). nullopt when a job threw.
  std::optional<BatchItem> next_item(std::uint64_t index) {
    const std::atomic<bool>* interrupt = batch_.request.stop.interrupt;
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      if (error_) return std::nullopt;
      if (const auto found = made_.find(index); found != made_.end()) {
        BatchItem item = std::move(found->second);
        made_.erase(found);
        handed_ = index + 1;
        lock.unlock();
        changed_.notify_all();
        return item;
      }
      if (!stop_ && interrupt != nullptr && interrupt->load()) {
        stop_ = true;  // the jobs' searches give up and hand in Stopped items
        changed_.notify_all();
      }
      if (stop_ && index >= next_) {  // stopped before any job took it
        BatchItem item;
        item.seed = batch_.first_seed + index;
        item.failure = Generator::Failure::Stopped;
        return item;
      }
      // The interrupt flag is set by a signal handler, which cannot notify:
      // look at it every few milliseconds.
      changed_.wait_for(lock, std::chrono::milliseconds(20));
    }
  }

  const BatchRequest& batch_;
  const BatchReceiver& receive_;
  const std::uint64_t window_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::map<std::uint64_t, BatchItem> made_;  // by index: made, not yet handed over
  std::uint64_t next_ = 0;                   // the next index a job takes
  std::uint64_t handed_ = 0;                 // items handed over so far
  std::atomic<bool> stop_{false};            // written under mutex_; read by the jobs' searches too
  std::exception_ptr error_;
};

}  // namespace

GeneratorStatistics generate_batch(const BatchRequest& batch, const BatchReceiver& receive) {
  if (batch.jobs <= 1 || batch.count <= 1) return generate_in_sequence(batch, receive);
  return ParallelBatch(batch, receive).run();
}

}  // namespace xoi
