// papermines gen reverse: reverse-sweep puzzles (CodeChef MINESREV) with their answer.
#include <iostream>
#include <map>
#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "cli/common.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "gen/reverse.h"

namespace papermines::cli {
namespace {

struct GenReverseOptions {
  ReverseGenOptions gen;
  std::string topology = "square";
  std::string difficulty = "any";
  std::string output = "-";
};

int RunGenReverse(GenReverseOptions o) {
  static const std::map<std::string, TopologyKind> kinds = {{"square", TopologyKind::kSquare},
                                                            {"triangle", TopologyKind::kTriangle},
                                                            {"hex", TopologyKind::kHex}};
  o.gen.topology = kinds.at(o.topology);  // CLI11 checked the name
  if (o.difficulty != "any") {
    auto d = ParseDifficulty(o.difficulty);
    if (!d) {
      return ReportError(absl::InvalidArgumentError(absl::StrCat(
          "--difficulty: expected any, easy, medium, hard or expert, got '", o.difficulty, "'")));
    }
    o.gen.difficulty = *d;
  }
  auto puzzles = GenerateReverse(o.gen);
  if (!puzzles.ok()) {
    if (absl::IsNotFound(puzzles.status())) {
      std::cerr << "papermines: " << puzzles.status().message() << "\n";
      return 1;
    }
    return ReportError(puzzles.status());
  }
  if (absl::Status s = WriteFileAtomic(o.output, FormatMines(*puzzles)); !s.ok()) {
    return ReportError(s);
  }
  return 0;
}

}  // namespace

Command SetupGenReverse(CLI::App& gen) {
  auto opts = std::make_shared<GenReverseOptions>();
  CLI::App* sub = gen.add_subcommand(
      "reverse",
      "Reverse-sweep puzzles (CodeChef MINESREV): every cell of the board starts open and the "
      "player closes it with as few clicks as possible (a click closes what a forward click would "
      "open with it). Writes .mines `reverse` puzzles with a `board` section and the answer: "
      "`clicks K` and K lines `r c` of an optimal click set (checked by simulation). Exactly "
      "round(density x cells) mines are placed; of --attempts boards per puzzle the one where the "
      "matching saves the most clicks is kept. Grade (the `difficulty` field): saved = openings + "
      "forced clicks - minimum, the clicks a player who closes every opening separately wastes; "
      "easy: saved <= 1, medium: 2-3, hard: 4-6, expert: 7 or more. With --difficulty, the first "
      "board of that grade is kept instead (exit 1 if none of the attempts has it). Deterministic: "
      "puzzle i uses its own stream seeded from (--seed, i).");
  sub->add_option("--rows", opts->gen.rows, "rows")->capture_default_str();
  sub->add_option("--cols", opts->gen.cols, "columns")->capture_default_str();
  sub->add_option("--density", opts->gen.density, "fraction of cells that are mines, 0..1")
      ->capture_default_str();
  sub->add_option("--count", opts->gen.count, "number of puzzles")
      ->capture_default_str()
      ->check(FitsInteger<decltype(opts->gen.count)>());
  sub->add_option("--seed", opts->gen.seed, "run seed")
      ->capture_default_str()
      ->check(FitsInteger<decltype(opts->gen.seed)>());
  sub->add_option("--topology", opts->topology, "square | triangle | hex")
      ->check(CLI::IsMember({"square", "triangle", "hex"}))
      ->capture_default_str();
  sub->add_option("--attempts", opts->gen.attempts, "boards drawn per puzzle")
      ->capture_default_str();
  sub->add_option("--difficulty", opts->difficulty, "any | easy | medium | hard | expert")
      ->capture_default_str();
  sub->add_option("-o,--output", opts->output, "output file ('-' = stdout)")->capture_default_str();
  return WithRunTimeLimit(Command{sub, [opts] { return RunGenReverse(*opts); }});
}

}  // namespace papermines::cli
