// A deduction step in words (step_text.h). Each message is a whole clause with its placeholders,
// so a language orders the parts its own way; lists of cells are joined by ", ".
#include "render/step_text.h"

#include <vector>

#include "absl/strings/str_join.h"
#include "absl/strings/substitute.h"
#include "core/cell_name.h"
#include "render/i18n.h"

namespace papermines::render {
namespace {

std::string Cell(const Topology& topo, int32_t c) { return CellName(topo, c, CellNaming::kLabel); }

std::string Cells(const Topology& topo, const std::vector<int32_t>& cells) {
  return CellNames(topo, cells, CellNaming::kLabel);
}

// "clue 3 at C4", "the mine count (27)".
std::string ClueName(const Topology& topo, const StepClue& c) {
  if (c.cell < 0) return absl::Substitute(Tr("the mine count ($0)"), Number(c.value));
  return absl::Substitute(Tr("clue $0 at $1"), Number(c.value), Cell(topo, c.cell));
}

// "B1, A2: mines; C3: safe"; a mosaic's (block): "B1, A2: filled; C3: empty".
std::string Decided(const Topology& topo, const std::vector<std::pair<int32_t, uint8_t>>& cells,
                    bool block) {
  std::vector<int32_t> mines, safe;
  for (auto [v, x] : cells) (x ? mines : safe).push_back(v);
  std::vector<std::string> parts;
  // One form in English; a language whose adjective agrees with the cells' number has two.
  if (!mines.empty()) {
    const int64_t n = static_cast<int64_t>(mines.size());
    parts.push_back(absl::Substitute(
        block ? TrN("$0: filled", "$0: filled", n) : TrN("$0: mine", "$0: mines", n),
        Cells(topo, mines)));
  }
  if (!safe.empty()) {
    const int64_t n = static_cast<int64_t>(safe.size());
    parts.push_back(
        absl::Substitute(block ? TrN("$0: empty", "$0: empty", n) : TrN("$0: safe", "$0: safe", n),
                         Cells(topo, safe)));
  }
  return absl::StrJoin(parts, "; ");
}

std::string Trial(const Topology& topo, const StepReason& r, const std::string& decided) {
  std::string consequence;
  if (!r.trial_chain.empty()) {
    std::vector<std::string> chain;
    for (auto [v, x] : r.trial_chain) chain.push_back(Decided(topo, {{v, x}}, r.block));
    const std::string list = absl::StrJoin(chain, ", ");
    if (static_cast<int64_t>(r.trial_chain.size()) == r.trial_decided) {
      consequence = absl::Substitute(Tr(", the single-clue and pair rules would give $0"), list);
    } else {
      consequence = absl::Substitute(
          TrN(", the single-clue and pair rules would decide $0 cell ($1, ...)",
              ", the single-clue and pair rules would decide $0 cells ($1, ...)", r.trial_decided),
          Number(r.trial_decided), list);
    }
  }
  const std::string broken = r.clues.empty() ? std::string() : ClueName(topo, r.clues[0]);
  std::string supposed;
  if (r.block) {
    supposed = r.trial_mine ? Tr("if $0 were filled$1 and $2 could not be met; so $3")
                            : Tr("if $0 were empty$1 and $2 could not be met; so $3");
  } else {
    supposed = r.trial_mine ? Tr("if $0 were a mine$1 and $2 could not be met; so $3")
                            : Tr("if $0 were safe$1 and $2 could not be met; so $3");
  }
  return absl::Substitute(supposed, Cell(topo, r.trial_cell), consequence, broken, decided);
}

}  // namespace

std::string StepText(const Topology& topo, const DeductionStep& step) {
  const StepReason& r = step.reason;
  using Rule = StepReason::Rule;
  const std::string decided = Decided(topo, step.cells, r.block);
  const auto clue = [&](size_t i) {
    return i < r.clues.size() ? ClueName(topo, r.clues[i]) : std::string();
  };
  switch (r.rule) {
    case Rule::kNoMineAround:
      return absl::Substitute(r.block ? Tr("$0 has no filled cell in its block, $1")
                                      : Tr("$0 has no mine around it, $1"),
                              clue(0), decided);
    case Rule::kAllMinesFound:
      return absl::Substitute(r.block ? Tr("$0 already has all its filled cells, $1")
                                      : Tr("$0 already has all its mines, $1"),
                              clue(0), decided);
    case Rule::kOneUnknownLeft:
      return absl::Substitute(Tr("$0 has one unknown left, $1"), clue(0), decided);
    case Rule::kNeedsMore: {
      // The rule decides when the mines needed equal the unknowns left (two or more).
      const int64_t need = r.clues.empty() ? 0 : r.clues[0].need;
      return absl::Substitute(
          r.block ? TrN("$0 needs $1 more filled cell and has $2 unknown left, $3",
                        "$0 needs $1 more filled cells and has $2 unknowns left, $3", need)
                  : TrN("$0 needs $1 more mine and has $2 unknown left, $3",
                        "$0 needs $1 more mines and has $2 unknowns left, $3", need),
          clue(0), Number(need), Number(r.unknowns), decided);
    }
    case Rule::kPair: {
      const int64_t a = r.clues.size() > 0 ? r.clues[0].need : 0;
      const int64_t b = r.clues.size() > 1 ? r.clues[1].need : 0;
      return absl::Substitute(
          r.inside ? Tr("$0 ($1 more) and $2 ($3 more) share $4 (one lies inside the other), so $5")
                   : Tr("$0 ($1 more) and $2 ($3 more) share $4, so $5"),
          clue(0), Number(a), clue(1), Number(b), Cells(topo, r.shared), decided);
    }
    case Rule::kChain: {
      std::vector<std::string> names;
      for (size_t i = 0; i + 1 < r.clues.size(); ++i) names.push_back(clue(i));
      return absl::Substitute(Tr("every way to meet $0 and $1 together gives $2"),
                              absl::StrJoin(names, ", "),
                              r.clues.empty() ? std::string() : clue(r.clues.size() - 1), decided);
    }
    case Rule::kTrial:
      return Trial(topo, r, decided);
    case Rule::kSearch:
      return absl::Substitute(
          Tr("no rule of up to one trial applies; trying both values deeper shows $0"), decided);
  }
  return decided;
}

}  // namespace papermines::render
