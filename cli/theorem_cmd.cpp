// papermines theorem: for every size up to a bound, whether the opening's clue system has full
// column rank (computed exactly), beside the paper's sufficient condition, with a witness (two
// mine sets with the same clues) where the system is singular.
#include <iomanip>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "app/json_cell.h"
#include "cli/common.h"
#include "cli/option_table.h"
#include "cli/schema_flags.h"
#include "cli/vocabulary.h"
#include "core/cell_name.h"
#include "core/output.h"
#include "nlohmann/json.hpp"
#include "solve/theorem.h"

namespace papermines::cli {
namespace {

struct TheoremOptions {
  std::string topology = "square";
  int min_rows = 1, max_rows = 12;
  int min_cols = 1, max_cols = 12;
  bool json = false;
  bool witnesses = false;
  bool singular_only = false;
  int64_t budget = solve_options::kTheoremBudget.value;
  std::string output = "-";
};

std::string CellList(const Topology& topo, const std::vector<int32_t>& cells) {
  return absl::StrCat("{", CellNames(topo, cells), "}");
}

nlohmann::json CellsJson(const Topology& topo, const std::vector<int32_t>& cells) {
  nlohmann::json a = nlohmann::json::array();
  for (int32_t c : cells) a.push_back(app::CellJson(topo, c));
  return a;
}

std::string WitnessText(const TheoremRow& row, const Topology& topo, bool show) {
  switch (row.witness.status) {
    case WitnessStatus::kFullRank:
      return "-";
    case WitnessStatus::kFound:
      if (!show) return "witness found (--witnesses prints it)";
      return absl::StrCat("mines ", CellList(topo, row.witness.first), " or ",
                          CellList(topo, row.witness.second), ": same clues");
    case WitnessStatus::kNone:
      return "no witness: every table unique";
    case WitnessStatus::kUndecided:
      return row.rank.exact
                 ? absl::StrCat("undecided within budget (", row.witness.nodes, " nodes)")
                 : "undecided: rank deficiency not certified";
  }
  return "?";
}

int RunTheorem(const TheoremOptions& o) {
  const auto topo_kind = ParseGridFamily(o.topology);
  if (!topo_kind) {
    return ReportError(absl::InvalidArgumentError(
        absl::StrCat("unknown topology '", o.topology, "' (square, triangle, strip or hex)")));
  }
  const bool strip = *topo_kind == GridFamily::kStrip;
  const int min_rows = strip ? 2 : o.min_rows, max_rows = strip ? 2 : o.max_rows;
  if (min_rows < 1 || o.min_cols < 1 || max_rows < min_rows || o.max_cols < o.min_cols) {
    return ReportError(absl::InvalidArgumentError(
        absl::StrCat("empty or invalid size range: rows ", min_rows, "..", max_rows, ", cols ",
                     o.min_cols, "..", o.max_cols, " (bounds start at 1)")));
  }
  WitnessOptions wopts;
  wopts.node_budget = o.budget;
  std::ostringstream text;
  nlohmann::json sizes = nlohmann::json::array();
  int count = 0, full = 0, paper = 0, disagree = 0, found = 0, none = 0, undecided = 0;
  if (!o.json) {
    text << "papermines theorem: " << GridFamilyName(*topo_kind)
         << (strip                            ? " (2 x n, top row open)"
             : *topo_kind == GridFamily::kHex ? " opening (one class of the 3-colouring closed)"
                                              : " chessboard opening")
         << "; paper's condition: " << PaperConditionText(*topo_kind) << "\n"
         << std::left << std::setw(9) << "size" << std::setw(11) << "rank" << std::setw(6) << "full"
         << std::setw(7) << "paper" << std::setw(7) << "agree"
         << "witness\n";
  }
  for (int r = min_rows; r <= max_rows; ++r) {
    for (int c = o.min_cols; c <= o.max_cols; ++c) {
      auto row = AnalyzeTheoremSize(*topo_kind, r, c, wopts);
      if (!row.ok()) return ReportError(row.status());
      auto inst = MakeTheoremInstance(*topo_kind, r, c);
      if (!inst.ok()) return ReportError(inst.status());
      const Topology& topo = *inst->topology;
      ++count;
      full += row->rank.full_rank();
      paper += row->paper;
      disagree += !row->agrees();
      found += row->witness.status == WitnessStatus::kFound;
      none += row->witness.status == WitnessStatus::kNone;
      undecided += row->witness.status == WitnessStatus::kUndecided;
      if (o.singular_only && row->rank.full_rank()) continue;
      if (o.json) {
        nlohmann::json j = {{"rows", r},
                            {"cols", c},
                            {"unknowns", row->rank.unknowns},
                            {"equations", row->rank.equations},
                            {"rank", row->rank.rank},
                            {"rank_exact", row->rank.exact},
                            {"certificate", row->rank.certificate},
                            {"full_rank", row->rank.full_rank()},
                            {"paper_condition", row->paper},
                            {"agrees", row->agrees()},
                            {"witness", WitnessStatusName(row->witness.status)}};
        if (!row->rank.full_rank()) {
          j["kernel_dimension"] = row->rank.unknowns - row->rank.rank;
          j["search_nodes"] = row->witness.nodes;
        }
        if (row->witness.status == WitnessStatus::kFound) {
          j["mines_a"] = CellsJson(topo, row->witness.first);
          j["mines_b"] = CellsJson(topo, row->witness.second);
        }
        sizes.push_back(std::move(j));
      } else {
        text << std::left << std::setw(9) << absl::StrCat(r, "x", c) << std::setw(11)
             << absl::StrCat(row->rank.rank, row->rank.exact ? "" : "+", "/", row->rank.unknowns)
             << std::setw(6) << (row->rank.full_rank() ? "yes" : "no") << std::setw(7)
             << (row->paper ? "yes" : "no") << std::setw(7) << (row->agrees() ? "yes" : "NO")
             << WitnessText(*row, topo, o.witnesses) << "\n";
      }
    }
  }
  std::string out;
  if (o.json) {
    nlohmann::json doc = {{"topology", GridFamilyName(*topo_kind)},
                          {"paper_condition", PaperConditionText(*topo_kind)},
                          {"sizes", std::move(sizes)},
                          {"summary",
                           {{"sizes", count},
                            {"full_rank", full},
                            {"paper_condition", paper},
                            {"disagreements", disagree},
                            {"witness_found", found},
                            {"no_witness", none},
                            {"undecided", undecided}}}};
    out = doc.dump(2) + "\n";
  } else {
    text << "\n"
         << count << " sizes: " << full << " full rank, " << paper
         << " with the paper's condition, " << disagree
         << " where the condition holds but the rank is not full; singular sizes: " << found
         << " with a witness, " << none << " without (every table unique), " << undecided
         << " undecided\n";
    out = text.str();
  }
  if (absl::Status s = WriteFileAtomic(CommandFiles(), o.output, out); !s.ok())
    return ReportError(s);
  return undecided > 0 ? 1 : 0;
}

}  // namespace

Command SetupTheorem(CLI::App& app) {
  NewCommand<TheoremOptions> c(
      app, "theorem",
      "For every table size in a range, decide exactly whether the opening's clue system has full "
      "column rank (then every mine set gives a unique table) and print it beside the paper's "
      "sufficient condition (German & Lakshtanov: Theorem 1 strip, 2 square, 3 triangle).");
  c.sub.footer(
      "Topologies: square = square grid, chessboard opening ((r+c) even open); triangle = "
      "triangle grid, chessboard opening; strip = 2 x n square grid with the top row open (rows "
      "are always 2); hex = odd-r hex grid with one class of its proper 3-colouring closed "
      "(axial q = c - floor(r/2), closed iff (q - r) mod 3 = 0), the opening of `gen paper -t "
      "hex`; the paper has no hex theorem, so its 'paper' column is the observed condition "
      "(rows, cols >= 3 and not both 2 mod 3).\n"
      "The clue system has one unknown per closed cell and one equation per open cell.\n"
      "Columns of the table:\n"
      "  size     rows x cols\n"
      "  rank     rank over the rationals / number of unknowns (closed cells); a '+' marks a "
      "lower bound that could not be certified\n"
      "  full     yes when the rank is full: every mine set gives a unique table\n"
      "  paper    yes when the paper's condition holds\n"
      "  agree    NO when the paper's condition holds but the rank is not full (the condition is "
      "sufficient only, so 'paper no, full yes' is not a disagreement)\n"
      "  witness  for singular sizes: two mine sets with the same clues, or 'no witness: every "
      "table unique' when the exhaustive search over the kernel proves none exists, or "
      "'undecided within budget'\n"
      "The rank is computed modulo primes near 2^62 and certified over Q (full rank mod p implies "
      "full rank over Q; a deficiency by exactly verified integer kernel vectors).\n"
      "Exit status: 0 when every size was decided, 1 when a witness search ran out of budget or a "
      "rank stayed uncertified, 2 on bad options.");
  // The flags, each from its row of the schema (app/option_schema.h).
  AddRowOptions(c.sub, "theorem",
                {"topology", "min-rows", "max-rows", "min-cols", "max-cols", "json", "witnesses",
                 "singular-only", "budget", "output"},
                c.opts->topology, c.opts->min_rows, c.opts->max_rows, c.opts->min_cols,
                c.opts->max_cols, c.opts->json, c.opts->witnesses, c.opts->singular_only,
                c.opts->budget, c.opts->output);
  return WithRunTimeLimit(c.Runs(RunTheorem));
}

}  // namespace papermines::cli
