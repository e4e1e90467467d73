// One-click and reverse ids: writing, parsing with located errors, and regenerating any id.
#include "gen/puzzle_id.h"

#include <charconv>
#include <iterator>
#include <vector>

#include "absl/strings/str_cat.h"
#include "core/strings.h"
#include "core/topology.h"

namespace papermines {
namespace id_internal {

bool ParsePercent(std::string_view s, int* permyriad) {
  const size_t dot = s.find('.');
  uint64_t whole = 0;
  if (!ParseNumber(s.substr(0, dot), &whole) || whole > 100) return false;
  int frac = 0;
  if (dot != std::string_view::npos) {
    const std::string_view f = s.substr(dot + 1);
    uint64_t digits = 0;
    if (f.empty() || f.size() > 2 || !ParseNumber(f, &digits)) return false;
    frac = static_cast<int>(f.size() == 1 ? digits * 10 : digits);
  }
  *permyriad = static_cast<int>(whole) * 100 + frac;
  return *permyriad <= 10000;
}

absl::Status BadId(std::string_view id, std::string_view part, std::string_view expected,
                   std::string_view example) {
  const size_t column = part.data() >= id.data() && part.data() <= id.data() + id.size()
                            ? static_cast<size_t>(part.data() - id.data()) + 1
                            : id.size() + 1;
  return absl::InvalidArgumentError(absl::StrCat(
      "bad puzzle id '", AsAbsl(id), "' at column ", column,
      part.empty() ? std::string(" (its end)") : absl::StrCat(" ('", AsAbsl(part), "')"),
      ": expected ", AsAbsl(expected), " (ids look like ", AsAbsl(example), ")"));
}

std::vector<std::string_view> SplitId(std::string_view id) {
  std::vector<std::string_view> parts;
  size_t start = 0;
  for (size_t dash; (dash = id.find('-', start)) != std::string_view::npos; start = dash + 1) {
    parts.push_back(id.substr(start, dash - start));
  }
  parts.push_back(id.substr(start));
  return parts;
}

bool ParseNumber(std::string_view s, uint64_t* v) {
  if (s.empty() || s.size() > 20) return false;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
  }
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), *v);
  return ec == std::errc() && ptr == s.data() + s.size();
}

bool ParseTagged(std::string_view part, std::string_view tag, uint64_t* v) {
  return part.size() > tag.size() && part.substr(0, tag.size()) == tag &&
         ParseNumber(part.substr(tag.size()), v);
}

bool ParseIndex(std::string_view part, uint64_t* index, int* attempt) {
  *attempt = 0;
  if (const size_t r = part.find('r'); r != std::string_view::npos) {  // a redraw: 7r2
    uint64_t a = 0;
    if (!ParseNumber(part.substr(r + 1), &a) || a < 1 || a > 1000000) return false;
    *attempt = static_cast<int>(a);
    part = part.substr(0, r);
  }
  return ParseNumber(part, index);
}

bool ParseSize(std::string_view part, uint64_t* rows, uint64_t* cols) {
  const size_t x = part.find('x');
  return x != std::string_view::npos && ParseNumber(part.substr(0, x), rows) &&
         ParseNumber(part.substr(x + 1), cols) && *rows <= kMaxDimension && *cols <= kMaxDimension;
}

bool ParseGridSize(std::string_view part, std::span<const char* const> prefixes, size_t* which,
                   uint64_t* rows, uint64_t* cols) {
  for (size_t i = 0; i < prefixes.size(); ++i) {
    const std::string_view prefix = prefixes[i];
    if (part.substr(0, prefix.size()) == prefix) {
      *which = i;
      return ParseSize(part.substr(prefix.size()), rows, cols);
    }
  }
  return false;
}

}  // namespace id_internal

// Paper ids: "sq10x10-d50-p-medium-s42-7".

namespace {

constexpr const char* kGridPrefixes[] = {"sq", "tri", "hex", "strip"};  // by GridFamily

const char* GridPrefix(GridFamily g) {
  const size_t i = static_cast<size_t>(g);
  return i < std::size(kGridPrefixes) ? kGridPrefixes[i] : "?";
}

char HeuristicLetter(PaperHeuristic h) {
  return h == PaperHeuristic::kNone ? 'n' : h == PaperHeuristic::kPaper ? 'p' : 's';
}

}  // namespace

std::string PaperId(const PaperOptions& o, uint64_t index, int attempt) {
  const char* diff = o.difficulty == Difficulty::kNone ? "any" : DifficultyName(o.difficulty);
  std::string extra;
  if (o.opening == PaperOpening::kSparse) extra = "-sparse";
  if (o.rating_min_tenths > 0) {
    absl::StrAppend(&extra, "-r", o.rating_min_tenths, "to", o.rating_max_tenths);
  }
  if (o.mine_count_shown) extra += "-mshown";
  return absl::StrCat(GridPrefix(o.grid), o.rows, "x", o.cols, "-d",
                      DensityPercentText(o.density_permyriad), "-",
                      std::string(1, HeuristicLetter(o.heuristic)), extra, "-", diff, "-s", o.seed,
                      "-", index, attempt > 0 ? absl::StrCat("r", attempt) : "");
}

absl::StatusOr<PaperIdParts> ParsePaperId(std::string_view id) {
  using id_internal::ParseIndex;
  using id_internal::ParseNumber;
  using id_internal::ParseTagged;
  const std::vector<std::string_view> parts = id_internal::SplitId(id);
  size_t k = 0;  // the part being read
  auto bad = [&](std::string_view expected) {
    return id_internal::BadId(id, k < parts.size() ? parts[k] : id.substr(id.size()), expected,
                              "sq10x10-d50-p-medium-s42-7");
  };
  auto at = [&](size_t i) { return i < parts.size() ? parts[i] : std::string_view(); };
  PaperIdParts out;
  PaperOptions& o = out.options;
  uint64_t r = 0, c = 0;
  size_t grid = 0;
  if (!id_internal::ParseGridSize(at(k), kGridPrefixes, &grid, &r, &c)) {
    return bad("the grid sq|tri|hex|strip and the size RxC");
  }
  o.grid = static_cast<GridFamily>(grid);
  o.rows = static_cast<int>(r);
  o.cols = static_cast<int>(c);
  ++k;
  if (at(k).substr(0, 1) != "d" ||
      !id_internal::ParsePercent(at(k).substr(1), &o.density_permyriad)) {
    return bad("the density as d<percent> (d50, d37.5)");
  }
  ++k;
  const std::string_view h = at(k);
  if (h != "n" && h != "p" && h != "s") return bad("the heuristic n, p or s");
  o.heuristic = h == "n"   ? PaperHeuristic::kNone
                : h == "p" ? PaperHeuristic::kPaper
                           : PaperHeuristic::kStrict;
  ++k;
  // Optional parts before the difficulty: the opening, a rating range, the shown mine count.
  if (at(k) == "sparse") {
    o.opening = PaperOpening::kSparse;
    ++k;
  }
  if (at(k).size() > 1 && at(k)[0] == 'r') {
    const std::string_view range = at(k).substr(1);
    const size_t to = range.find("to");
    uint64_t lo = 0, hi = 0;
    if (to == std::string_view::npos || !ParseNumber(range.substr(0, to), &lo) ||
        !ParseNumber(range.substr(to + 2), &hi) || lo < 10 || hi > 110 || lo > hi) {
      return bad("the rating range as r<min>to<max> in tenths, 10 to 110 (r50to69)");
    }
    o.rating_min_tenths = static_cast<int>(lo);
    o.rating_max_tenths = static_cast<int>(hi);
    ++k;
  }
  if (at(k) == "mshown") {
    o.mine_count_shown = true;
    ++k;
  }
  if (at(k) == "any") {
    o.difficulty = Difficulty::kNone;
  } else if (auto d = ParseDifficulty(at(k))) {
    o.difficulty = *d;
  } else {
    return bad("the difficulty any, easy, medium, hard or expert");
  }
  ++k;
  if (!ParseTagged(at(k), "s", &o.seed)) return bad("the seed as s<number>");
  ++k;
  if (!ParseIndex(at(k), &out.index, &out.attempt)) {
    return bad("the index as a number, or number r redraw (7r2)");
  }
  ++k;
  if (k < parts.size()) return bad("the end of the id after the index");
  return out;
}

namespace {

using id_internal::BadId;
using id_internal::ParseIndex;
using id_internal::ParseNumber;
using id_internal::ParseSize;
using id_internal::ParseTagged;

constexpr std::string_view kOneClickExample = "oc8x9-m12-medium-s1-3";
constexpr std::string_view kReverseExample = "rev-sq8x8-m10-any-s0-3";

// Reverse boards' grids, indexed by TopologyKind (graphs have none).
constexpr const char* kReversePrefixes[] = {"sq", "tri", "hex"};

const char* ReversePrefix(TopologyKind k) {
  const size_t i = static_cast<size_t>(k);
  return i < std::size(kReversePrefixes) ? kReversePrefixes[i] : "g";
}

}  // namespace

std::string OneClickId(const OneClickIdParts& p) {
  std::string id = absl::StrCat("oc", p.rows, "x", p.cols, "-m", p.mines);
  if (p.difficulty != Difficulty::kNone) absl::StrAppend(&id, "-", DifficultyName(p.difficulty));
  if (p.seed) {
    absl::StrAppend(&id, "-s", *p.seed);
    if (p.index) absl::StrAppend(&id, "-", *p.index);
    if (p.index && p.attempt > 0) absl::StrAppend(&id, "r", p.attempt);
  }
  return id;
}

absl::StatusOr<OneClickIdParts> ParseOneClickId(std::string_view id) {
  const std::vector<std::string_view> parts = id_internal::SplitId(id);
  auto bad = [&](size_t k, std::string_view expected) {
    return BadId(id, k < parts.size() ? parts[k] : id.substr(id.size()), expected,
                 kOneClickExample);
  };
  OneClickIdParts out;
  uint64_t r = 0, c = 0, m = 0;
  if (parts[0].substr(0, 2) != "oc" || !ParseSize(parts[0].substr(2), &r, &c)) {
    return bad(0, "oc then the size RxC");
  }
  if (parts.size() < 2 || !ParseTagged(parts[1], "m", &m) || m > kMaxCells) {
    return bad(1, "the mine count as m<number>");
  }
  out.rows = static_cast<int64_t>(r);
  out.cols = static_cast<int64_t>(c);
  out.mines = static_cast<int64_t>(m);
  size_t k = 2;
  if (k < parts.size() && !parts[k].empty() && parts[k][0] != 's') {
    const std::optional<Difficulty> d = ParseDifficulty(parts[k]);
    if (!d) return bad(k, "a difficulty (easy, medium, hard, expert) or the seed as s<number>");
    out.difficulty = *d;
    ++k;
  }
  if (k < parts.size()) {
    uint64_t seed = 0;
    if (!ParseTagged(parts[k], "s", &seed)) return bad(k, "the seed as s<number>");
    out.seed = seed;
    ++k;
  }
  if (k < parts.size()) {
    uint64_t index = 0;
    if (!ParseIndex(parts[k], &index, &out.attempt)) {
      return bad(k, "the index as a number, or number r redraw (7r2)");
    }
    out.index = index;
    ++k;
  }
  if (k < parts.size()) return bad(k, "the end of the id after the index");
  return out;
}

std::string ReverseId(const ReverseGenOptions& o, int64_t mines, uint64_t index, int redraw) {
  return absl::StrCat(
      "rev-", ReversePrefix(o.topology), o.rows, "x", o.cols, "-m", mines,
      o.attempts != ReverseGenOptions{}.attempts ? absl::StrCat("-a", o.attempts) : "", "-",
      o.difficulty == Difficulty::kNone ? "any" : DifficultyName(o.difficulty), "-s", o.seed, "-",
      index, redraw > 0 ? absl::StrCat("r", redraw) : "");
}

absl::StatusOr<ReverseIdParts> ParseReverseId(std::string_view id) {
  const std::vector<std::string_view> parts = id_internal::SplitId(id);
  auto bad = [&](size_t k, std::string_view expected) {
    return BadId(id, k < parts.size() ? parts[k] : id.substr(id.size()), expected, kReverseExample);
  };
  ReverseIdParts out;
  ReverseGenOptions& o = out.options;
  if (parts[0] != "rev") return bad(0, "rev");
  if (parts.size() < 2) return bad(1, "the grid sq|tri|hex and the size RxC");
  uint64_t r = 0, c = 0, m = 0;
  size_t grid = 0;
  if (!id_internal::ParseGridSize(parts[1], kReversePrefixes, &grid, &r, &c)) {
    return bad(1, "the grid sq|tri|hex and the size RxC");
  }
  o.topology = static_cast<TopologyKind>(grid);
  o.rows = static_cast<int64_t>(r);
  o.cols = static_cast<int64_t>(c);
  if (parts.size() < 3 || !ParseTagged(parts[2], "m", &m) || m > kMaxCells) {
    return bad(2, "the mine count as m<number>");
  }
  o.mines = static_cast<int64_t>(m);
  size_t k = 3;
  if (k < parts.size() && parts[k].substr(0, 1) == "a" && parts[k] != "any") {
    uint64_t a = 0;
    if (!ParseTagged(parts[k], "a", &a) || a < 1 || a > 1000000000) {
      return bad(k, "the attempts as a<number>, 1 or more");
    }
    o.attempts = static_cast<int>(a);
    ++k;
  }
  if (k >= parts.size()) return bad(k, "the difficulty any, easy, medium, hard or expert");
  if (parts[k] != "any") {
    const std::optional<Difficulty> d = ParseDifficulty(parts[k]);
    if (!d) return bad(k, "the difficulty any, easy, medium, hard or expert");
    o.difficulty = *d;
  }
  ++k;
  if (k >= parts.size() || !ParseTagged(parts[k], "s", &o.seed)) {
    return bad(k, "the seed as s<number>");
  }
  ++k;
  if (k >= parts.size() || !ParseIndex(parts[k], &out.index, &out.attempt)) {
    return bad(k, "the index as a number, or number r redraw (7r2)");
  }
  ++k;
  if (k < parts.size()) return bad(k, "the end of the id after the index");
  return out;
}

}  // namespace papermines
