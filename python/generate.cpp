// generate() (python/, docs/PYTHON.md): puzzle sets from gen's one producer (gen/producer.h), the
// sets `sheet` and `book` make, with the options of the `papermines gen` commands under the same
// names (underscores for dashes). The options only the gen commands have (first, max_tries,
// attempts, random or tasks=False one-click boards, the strip) run the gen commands' own
// generators, driven as cli/gen_*_cmd.cpp drive them (the run options, the no-repeat batch, the
// same produce and fingerprint calls), so the same options and seed give the same puzzles as the
// command. Nothing here decides what a puzzle or a set is.
#include <pybind11/stl.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <map>
#include <new>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "core/option_hint.h"
#include "gen/distinct.h"
#include "gen/oneclick.h"
#include "gen/paper.h"
#include "gen/producer.h"
#include "gen/puzzle_id.h"
#include "gen/reverse.h"
#include "gen/shard.h"
#include "python/glue.h"
#include "python/module.h"
#include "solve/rating.h"

namespace papermines::python {
namespace {

// The keyword options of generate() beyond its named parameters, and which kinds take them.
const std::map<std::string, std::set<std::string>>& OptionKinds() {
  static const auto* kinds = new std::map<std::string, std::set<std::string>>{
      {"density", {"paper", "oneclick", "reverse"}},
      {"heuristic", {"paper"}},
      {"opening", {"paper"}},
      {"rating", {"paper"}},
      {"mine_count", {"paper"}},
      {"mines", {"oneclick", "reverse"}},
      {"impossible", {"oneclick"}},
      {"jobs", {"paper", "oneclick", "reverse"}},
      {"time_limit", {"paper", "oneclick", "reverse"}},
      {"id", {"paper", "oneclick", "reverse"}},
      {"shard", {"paper", "oneclick", "reverse"}},
      // The gen commands' own (GenCommandSet below).
      {"first", {"paper"}},
      {"max_tries", {"paper"}},
      {"attempts", {"reverse"}},
      {"random", {"oneclick"}},
      {"tasks", {"oneclick"}},
  };
  return *kinds;
}

// The known option closest to `name` by edit distance, for "did you mean".
std::string Closest(const std::string& name) {
  std::string best;
  size_t best_d = std::numeric_limits<size_t>::max();
  for (const auto& [known, kinds] : OptionKinds()) {
    std::vector<size_t> row(known.size() + 1);
    for (size_t j = 0; j <= known.size(); ++j) row[j] = j;
    for (size_t i = 1; i <= name.size(); ++i) {
      size_t diag = row[0];
      row[0] = i;
      for (size_t j = 1; j <= known.size(); ++j) {
        const size_t up = row[j];
        row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (name[i - 1] != known[j - 1])});
        diag = up;
      }
    }
    if (row.back() < best_d) {
      best_d = row.back();
      best = known;
    }
  }
  return best_d <= 2 ? best : "";
}

struct Options {
  std::string kind;
  py::dict extra;
  template <typename T>
  std::optional<T> Get(const char* name) const {
    if (!extra.contains(name) || extra[name].is_none()) return std::nullopt;
    return py::cast<T>(extra[name]);
  }
};

void CheckOptions(const Options& o) {
  for (auto item : o.extra) {
    const std::string name = py::cast<std::string>(item.first);
    const auto it = OptionKinds().find(name);
    if (it == OptionKinds().end()) {
      const std::string near = Closest(name);
      throw py::type_error(
          absl::StrCat("generate() got an unknown option '", name, "'",
                       near.empty() ? "" : absl::StrCat(" (did you mean '", near, "'?)")));
    }
    if (!it->second.contains(o.kind)) {
      throw py::type_error(absl::StrCat("generate(kind='", o.kind, "') has no option '", name,
                                        "' (it is an option of kind ",
                                        absl::StrJoin(it->second, " and "), ")"));
    }
  }
}

template <typename E>
E Choice(const std::string& what, std::string value, const std::map<std::string, E>& names) {
  value = absl::AsciiStrToLower(value);
  const auto it = names.find(value);
  if (it != names.end()) return it->second;
  std::vector<std::string> keys;
  for (const auto& [k, v] : names) keys.push_back(k);
  throw py::value_error(
      absl::StrCat(what, ": '", value, "' is not one of ", absl::StrJoin(keys, ", ")));
}

Difficulty DifficultyOf(const std::string& d) {
  return Choice<Difficulty>("difficulty", d,
                            {{"any", Difficulty::kNone},
                             {"easy", Difficulty::kEasy},
                             {"medium", Difficulty::kMedium},
                             {"hard", Difficulty::kHard},
                             {"expert", Difficulty::kExpert}});
}

Shard ShardOf(const Options& o) {
  const auto spec = o.Get<std::string>("shard");
  if (!spec) return Shard{};
  auto s = ParseShard(*spec);
  if (!s.ok()) Raise(absl::InvalidArgumentError(absl::StrCat("shard: ", s.status().message())));
  return *s;
}

// The error of a failed run: a Python exception already raised (Ctrl+C) first, then an
// allocation failure, then the status with its option hint in Python's words.
[[noreturn]] void RunFailed(const absl::Status& s, const Interrupt& interrupt, bool out_of_memory) {
  interrupt.ThrowIfRaised();
  if (out_of_memory) throw std::bad_alloc();
  if (auto hint = OptionHint(s)) {
    std::string option = hint->second;
    std::replace(option.begin(), option.end(), '-', '_');
    Raise(absl::Status(s.code(), absl::StrCat(s.message(), " (", hint->first, " ", option, ")")));
  }
  Raise(s);
}

// A distinct batch (gen/distinct.h) of puzzles made by `produce`, run by `run` (interruptible:
// produce should ask run.cancel() inside a long puzzle), with allocation failures kept apart
// (MemoryError).
std::vector<Puzzle> RunPuzzles(Cancellable& run, const DistinctBatchOptions& bo,
                               const std::function<absl::StatusOr<Puzzle>(int64_t, int)>& produce) {
  std::vector<Puzzle> out;
  std::atomic<bool> out_of_memory{false};
  const absl::Status s = run.Run([&] {
    return RunDistinctBatch<Puzzle>(
        bo,
        [&](int64_t i, int attempt) -> absl::StatusOr<Puzzle> {
          try {
            return produce(i, attempt);
          } catch (const std::bad_alloc&) {
            out_of_memory = true;
            return absl::ResourceExhaustedError("out of memory");
          }
        },
        [](const Puzzle& p) { return PuzzleFingerprint(p); },
        [&](int64_t, Puzzle&& p) {
          if (run.cancelled()) return absl::CancelledError("interrupted");
          out.push_back(std::move(p));
          return absl::OkStatus();
        });
  });
  if (!s.ok()) RunFailed(s, run.interrupt(), out_of_memory);
  return out;
}

PaperOptions PaperRun(const Options& o, std::optional<int64_t> rows, std::optional<int64_t> cols,
                      const std::string& topology, const std::string& difficulty, uint64_t seed) {
  PaperOptions p;
  p.grid = Choice<PaperGrid>("topology", topology,
                             {{"square", PaperGrid::kSquare},
                              {"triangle", PaperGrid::kTriangle},
                              {"hex", PaperGrid::kHex},
                              {"strip", PaperGrid::kStrip}});
  const int64_t r = rows.value_or(p.grid == PaperGrid::kStrip ? 2 : 10);
  const int64_t c = cols.value_or(10);
  if (r < 0 || r > (1 << 26) || c < 0 || c > (1 << 26)) {
    throw py::value_error(
        absl::StrCat("rows and cols must be 0..", 1 << 26, ", got ", r, " x ", c));
  }
  p.rows = static_cast<int>(r);
  p.cols = static_cast<int>(c);
  auto d = DensityPermyriad(o.Get<double>("density").value_or(0.5));
  if (!d.ok()) Raise(d.status());
  p.density_permyriad = *d;
  p.heuristic =
      Choice<PaperHeuristic>("heuristic", o.Get<std::string>("heuristic").value_or("paper"),
                             {{"none", PaperHeuristic::kNone},
                              {"paper", PaperHeuristic::kPaper},
                              {"strict", PaperHeuristic::kStrict}});
  p.difficulty = DifficultyOf(difficulty);
  p.opening = Choice<PaperOpening>(
      "opening", o.Get<std::string>("opening").value_or("chessboard"),
      {{"chessboard", PaperOpening::kChessboard}, {"sparse", PaperOpening::kSparse}});
  p.mine_count_shown =
      Choice<bool>("mine_count", o.Get<std::string>("mine_count").value_or("hidden"),
                   {{"hidden", false}, {"shown", true}});
  if (const auto rating = o.Get<std::string>("rating")) {
    auto range = ParseRatingRange(*rating);
    if (!range.ok()) Raise(range.status());
    p.rating_min_tenths = static_cast<int>(std::lround(range->first * 10));
    p.rating_max_tenths = static_cast<int>(std::lround(range->second * 10));
  }
  p.seed = seed;
  return p;
}

std::vector<Puzzle> GeneratePaperSet(const Options& o, PaperOptions p, int64_t count) {
  p.max_tries = o.Get<int64_t>("max_tries").value_or(gen_options::kMaxTries.value);
  const double limit = o.Get<double>("time_limit").value_or(0);
  if (limit < 0)
    throw py::value_error(absl::StrCat("time_limit must be >= 0 seconds, got ", limit));
  if (limit > 0) {
    p.deadline = std::chrono::steady_clock::now() +
                 std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                     std::chrono::duration<double>(std::min(limit, 1e9)));
  }
  const uint64_t first = o.Get<uint64_t>("first").value_or(0);
  if (static_cast<uint64_t>(count - 1) > std::numeric_limits<uint64_t>::max() - first) {
    throw py::value_error("first + count runs past the last index (ids would repeat)");
  }
  Cancellable run;
  p.cancel = run.cancel();
  absl::StatusOr<PaperGenerator> gen;
  {
    py::gil_scoped_release release;
    gen = PaperGenerator::Create(p);
  }
  if (!gen.ok()) RunFailed(gen.status(), Interrupt(), false);
  DistinctBatchOptions bo;
  bo.batch.count = count;
  bo.batch.jobs = o.Get<int>("jobs").value_or(0);
  bo.shard = ShardOf(o);
  bo.what = "paper tables";
  const PaperGenerator& g = *gen;
  return RunPuzzles(run, bo, [&](int64_t i, int redraw) {
    return g.Generate(first + static_cast<uint64_t>(i), nullptr, redraw);
  });
}

std::vector<Puzzle> GenerateOneClickSet(const Options& o, std::optional<int64_t> rows,
                                        std::optional<int64_t> cols, const std::string& difficulty,
                                        int64_t count, uint64_t seed) {
  const int64_t r = rows.value_or(10), c = cols.value_or(10);
  if (r < 1 || c < 1) throw py::value_error(absl::StrCat("rows and cols must be at least 1"));
  const std::optional<int64_t> mines = o.Get<int64_t>("mines");
  if (o.Get<bool>("tasks").value_or(false)) {
    if (r > 1000 || c > 1000) throw py::value_error("rows and cols must be at most 1000");
    OneClickSetOptions so;
    so.rows = static_cast<int>(r);
    so.cols = static_cast<int>(c);
    so.mines = mines.value_or(-1);
    so.count = count;
    so.seed = seed;
    so.impossible = o.Get<double>("impossible").value_or(0);
    so.difficulty = DifficultyOf(difficulty);
    absl::StatusOr<std::vector<Puzzle>> set;
    {
      py::gil_scoped_release release;
      set = papermines::GenerateOneClickSet(so);
    }
    if (!set.ok()) RunFailed(set.status(), Interrupt(), false);
    return *std::move(set);
  }
  if (!mines) throw py::value_error("generate(kind='oneclick', random=True) needs mines=M");
  if (*mines < 0) throw py::value_error(absl::StrCat("mines must be at least 0, got ", *mines));
  const bool random = o.Get<bool>("random").value_or(false);
  if (count > 1 && !random) {
    throw py::value_error(
        "count above 1 needs random=True (the canonical board is always the same)");
  }
  if (absl::Status s = OneClick(r, c, *mines).status(); !s.ok()) Raise(s);
  DistinctBatchOptions bo;
  bo.batch.count = count;
  bo.shard = ShardOf(o);
  bo.what = "one-click boards";
  Cancellable run;  // each board is made at once; Ctrl+C is seen between boards
  return RunPuzzles(run, bo, [&](int64_t i, int redraw) {
    OneClickIdParts parts;
    parts.rows = r;
    parts.cols = c;
    parts.mines = *mines;
    if (random) parts.seed = seed;
    if (random && count > 1) parts.index = static_cast<uint64_t>(i);
    parts.attempt = redraw;
    return OneClickFromId(parts);
  });
}

std::vector<Puzzle> GenerateReverseSet(const Options& o, std::optional<int64_t> rows,
                                       std::optional<int64_t> cols, const std::string& topology,
                                       const std::string& difficulty, int64_t count,
                                       uint64_t seed) {
  ReverseGenOptions g;
  g.topology = Choice<TopologyKind>("topology", topology,
                                    {{"square", TopologyKind::kSquare},
                                     {"triangle", TopologyKind::kTriangle},
                                     {"hex", TopologyKind::kHex}});
  g.rows = rows.value_or(10);
  g.cols = cols.value_or(10);
  g.density = o.Get<double>("density").value_or(0.15);
  g.count = count;
  g.seed = seed;
  g.attempts = o.Get<int>("attempts").value_or(gen_options::kAttempts.value);
  g.difficulty = DifficultyOf(difficulty);
  const Shard shard = ShardOf(o);
  Cancellable run;
  g.cancel = run.cancel();
  absl::StatusOr<std::vector<Puzzle>> set;
  const absl::Status s = run.Run([&] {
    set = GenerateReverse(g, shard);
    return set.status();
  });
  if (!s.ok()) RunFailed(s, run.interrupt(), false);
  return *std::move(set);
}

// Whether the call asks for something only the gen commands have (the producer has no such
// option): then their own generators run (GenCommandSet).
bool NeedsGenCommand(const Options& o, const std::string& topology) {
  for (const char* name : {"first", "max_tries", "attempts", "random"}) {
    if (o.extra.contains(name)) return true;
  }
  if (o.extra.contains("tasks") && !o.Get<bool>("tasks").value_or(true)) return true;
  return absl::AsciiStrToLower(topology) == "strip";
}

std::vector<std::string> IdsOf(const Options& o) {
  if (!o.extra.contains("id") || o.extra["id"].is_none()) return {};
  py::handle id = o.extra["id"];
  if (py::isinstance<py::str>(id)) return {py::cast<std::string>(id)};
  return py::cast<std::vector<std::string>>(id);
}

int Side(std::optional<int64_t> v, const char* what) {
  const int64_t n = v.value_or(10);
  if (n < 1 || n > (int64_t{1} << 26)) {
    throw py::value_error(absl::StrCat(what, " must be 1..", int64_t{1} << 26, ", got ", n));
  }
  return static_cast<int>(n);
}

std::chrono::steady_clock::time_point DeadlineOf(const Options& o) {
  const double limit = o.Get<double>("time_limit").value_or(0);
  if (limit < 0) {
    throw py::value_error(absl::StrCat("time_limit must be >= 0 seconds, got ", limit));
  }
  if (limit == 0) return std::chrono::steady_clock::time_point::max();
  return std::chrono::steady_clock::now() +
         std::chrono::duration_cast<std::chrono::steady_clock::duration>(
             std::chrono::duration<double>(std::min(limit, 1e9)));
}

// The set from the one producer (gen/producer.h), interruptible within a puzzle (Cancellable).
std::vector<Puzzle> ProducerSet(const Options& o, std::optional<int64_t> rows,
                                std::optional<int64_t> cols, const std::string& topology,
                                const std::string& difficulty, int64_t count, uint64_t seed) {
  ProducerOptions po;
  po.kind = o.kind == "paper"      ? PuzzleKind::kPaper
            : o.kind == "oneclick" ? PuzzleKind::kOneClick
                                   : PuzzleKind::kReverse;
  po.topology = Choice<TopologyKind>("topology", topology,
                                     {{"square", TopologyKind::kSquare},
                                      {"triangle", TopologyKind::kTriangle},
                                      {"hex", TopologyKind::kHex}});
  po.rows = Side(rows, "rows");
  po.cols = Side(cols, "cols");
  po.difficulty = DifficultyOf(difficulty);
  po.heuristic =
      Choice<PaperHeuristic>("heuristic", o.Get<std::string>("heuristic").value_or("paper"),
                             {{"none", PaperHeuristic::kNone},
                              {"paper", PaperHeuristic::kPaper},
                              {"strict", PaperHeuristic::kStrict}});
  if (const auto opening = o.Get<std::string>("opening")) {
    po.opening = Choice<PaperOpening>(
        "opening", *opening,
        {{"chessboard", PaperOpening::kChessboard}, {"sparse", PaperOpening::kSparse}});
  }
  if (const auto rating = o.Get<std::string>("rating")) {
    auto range = ParseRatingRange(*rating);
    if (!range.ok()) Raise(range.status());
    po.rating_min_tenths = static_cast<int>(std::lround(range->first * 10));
    po.rating_max_tenths = static_cast<int>(std::lround(range->second * 10));
  }
  po.mine_count_shown =
      Choice<bool>("mine_count", o.Get<std::string>("mine_count").value_or("hidden"),
                   {{"hidden", false}, {"shown", true}});
  po.density = o.Get<double>("density");
  po.mines = o.Get<int64_t>("mines");
  po.impossible = o.Get<double>("impossible").value_or(0);
  po.count = count;
  po.seed = seed;
  po.ids = IdsOf(o);
  po.shard = ShardOf(o);
  po.jobs = o.Get<int>("jobs").value_or(0);
  po.deadline = DeadlineOf(o);
  Cancellable run;
  po.cancel = run.cancel();
  std::vector<Puzzle> out;
  const absl::Status s = run.Run([&] {
    return ProducePuzzles(po, [&](Puzzle&& p) {
      out.push_back(std::move(p));
      return absl::OkStatus();
    });
  });
  if (!s.ok()) RunFailed(s, run.interrupt(), false);
  return out;
}

// The gen commands' own generators, for the options only they have.
std::vector<Puzzle> GenCommandSet(const Options& o, std::optional<int64_t> rows,
                                  std::optional<int64_t> cols, const std::string& topology,
                                  const std::string& difficulty, int64_t count, uint64_t seed) {
  if (o.kind == "paper") {
    return GeneratePaperSet(o, PaperRun(o, rows, cols, topology, difficulty, seed), count);
  }
  if (o.kind == "oneclick") return GenerateOneClickSet(o, rows, cols, difficulty, count, seed);
  return GenerateReverseSet(o, rows, cols, topology, difficulty, count, seed);
}

std::vector<Puzzle> Generate(const std::string& kind, std::optional<int64_t> rows,
                             std::optional<int64_t> cols, const std::string& topology,
                             const std::string& difficulty, int64_t count, uint64_t seed,
                             py::kwargs options) {
  Options o{absl::AsciiStrToLower(kind), py::dict(options)};
  if (o.kind != "paper" && o.kind != "oneclick" && o.kind != "reverse") {
    throw py::value_error(
        absl::StrCat("kind: '", kind, "' is not one of paper, oneclick, reverse"));
  }
  CheckOptions(o);
  if (count < 1) throw py::value_error(absl::StrCat("count must be >= 1, got ", count));
  if (!IdsOf(o).empty()) {
    if (count != 1) throw py::value_error("id names the puzzles; drop count");
    return ProducerSet(o, rows, cols, "square", "any", 1, seed);
  }
  if (NeedsGenCommand(o, topology)) {
    return GenCommandSet(o, rows, cols, topology, difficulty, count, seed);
  }
  return ProducerSet(o, rows, cols, topology, difficulty, count, seed);
}

}  // namespace

void BindGenerate(py::module_& m) {
  py::options options;  // the docstring starts with its own signature, in Python's words
  options.disable_function_signatures();
  m.def("generate", &Generate, py::arg("kind") = "paper", py::arg("rows") = py::none(),
        py::arg("cols") = py::none(), py::arg("topology") = "square", py::arg("difficulty") = "any",
        py::arg("count") = 1, py::arg("seed") = 1, kGenerateDoc);
}

}  // namespace papermines::python
