// generate() (python/, docs/PYTHON.md): puzzle sets from gen's one producer (gen/producer.h), the
// sets `sheet` and `book` make, with the options of the `papermines gen` commands under the same
// names (underscores for dashes); the gen commands' own options (first, max_tries, attempts,
// random or tasks=False one-click boards, the strip) are the producer's too, which the gen commands
// call as well, so the same options and seed give the same puzzles as the command. Nothing here
// decides what a puzzle or a set is.
#include <pybind11/stl.h>

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
#include "gen/paper.h"
#include "gen/producer.h"
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
      // The gen commands' own.
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

// The set from the one producer (gen/producer.h), with Ctrl+C checked after every puzzle.
std::vector<Puzzle> ProducerSet(const Options& o, std::optional<int64_t> rows,
                                std::optional<int64_t> cols, const std::string& topology,
                                const std::string& difficulty, int64_t count, uint64_t seed) {
  ProducerOptions po;
  po.kind = o.kind == "paper"      ? PuzzleKind::kPaper
            : o.kind == "oneclick" ? PuzzleKind::kOneClick
                                   : PuzzleKind::kReverse;
  po.strip = po.kind == PuzzleKind::kPaper && absl::AsciiStrToLower(topology) == "strip";
  po.topology = Choice<TopologyKind>("topology", po.strip ? "square" : topology,
                                     {{"square", TopologyKind::kSquare},
                                      {"triangle", TopologyKind::kTriangle},
                                      {"hex", TopologyKind::kHex}});
  po.rows = Side(rows ? rows : std::optional<int64_t>(po.strip ? 2 : 10), "rows");
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
  // One-click: a worksheet's tasks unless tasks=False or random=True asks for boards of one size.
  const std::optional<bool> tasks = o.Get<bool>("tasks");
  po.oneclick = tasks.value_or(false)                   ? OneClickSetKind::kTasks
                : o.Get<bool>("random").value_or(false) ? OneClickSetKind::kRandom
                : tasks                                 ? OneClickSetKind::kCanonical
                                                        : OneClickSetKind::kTasks;
  po.first = o.Get<uint64_t>("first").value_or(0);
  if (const auto tries = o.Get<int64_t>("max_tries")) po.max_tries = *tries;
  po.attempts = o.Get<int>("attempts");
  po.count = count;
  po.seed = seed;
  po.ids = IdsOf(o);
  po.shard = ShardOf(o);
  po.jobs = o.Get<int>("jobs").value_or(0);
  po.deadline = DeadlineOf(o);
  // Interruptible inside a puzzle: the producer asks po.cancel (python::Cancellable).
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
