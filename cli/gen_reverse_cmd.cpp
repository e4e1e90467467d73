// papermines gen reverse: reverse-sweep puzzles (CodeChef MINESREV) with their answer.
#include <iostream>
#include <map>
#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "cli/common.h"
#include "cli/gen_text.h"
#include "cli/vocabulary.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "gen/producer.h"
#include "gen/shard.h"

namespace papermines::cli {
namespace {

constexpr std::string_view kGenReverseCommand = "gen reverse";

struct GenReverseOptions {
  GenSetFlags set;  // from the schema's rows and defaults for gen reverse
  std::string output = "-";
  std::string id;  // regenerate the puzzle of this id
};

int RunGenReverse(const GenReverseOptions& o) {
  ProducerOptions p;
  p.kind = PuzzleKind::kReverse;
  if (!o.id.empty()) {
    p.ids = {o.id};
  } else {
    if (absl::Status s = ApplySetFlags(o.set, &p); !s.ok()) return ReportError(s);
    p.attempts = o.set.attempts;  // gen reverse's own default, also with a grade asked
  }
  return WriteProducedMines(p, /*blank_lines=*/true, o.output);
}

}  // namespace

Command SetupGenReverse(CLI::App& gen) {
  NewCommand<GenReverseOptions> c(
      gen, "reverse",
      "Reverse-sweep puzzles (CodeChef MINESREV): every cell of the board starts open and the "
      "player closes it with as few clicks as possible (a click closes what a forward click would "
      "open with it). Writes .mines `reverse` puzzles with a `board` section and the answer: "
      "`clicks K` and K lines `r c` of an optimal click set (checked by simulation). Exactly "
      "round(density x cells) mines are placed; of --attempts boards per puzzle the one where the "
      "matching saves the most clicks is kept. Grade (the `difficulty` field): saved = openings + "
      "forced clicks - minimum, the clicks a player who closes every opening separately wastes; "
      "easy: saved <= 1, medium: 2-3, hard: 4-6, expert: 7 or more. With --difficulty, the first "
      "board of that grade is kept instead (exit 1 if none of the attempts has it). Deterministic: "
      "puzzle i uses its own stream seeded from (--seed, i). No board is written twice in a run: a "
      "repeat is redrawn (its id ends in r1, r2, ...); when no new board turns up in 1000 redraws "
      "the command says how many distinct boards it found and exits 1, writing nothing.");
  AddSetFlags(
      c.sub, kGenReverseCommand,
      {"rows", "cols", "size", "density", "count", "seed", "topology", "attempts", "difficulty"},
      c.opts->set);
  AddRowOption(c.sub, "output", kGenReverseCommand, c.opts->output);
  AddRowOption(c.sub, "shard", kGenReverseCommand, c.opts->set.shard);
  AddRowOption(c.sub, "id", kGenReverseCommand, c.opts->id);
  for (const char* other : {"--rows", "--cols", "--density", "--count", "--seed", "--topology",
                            "--attempts", "--difficulty", "--shard"}) {
    c.sub.get_option("--id")->excludes(c.sub.get_option(other));
  }
  return WithRunTimeLimit(c.Runs(RunGenReverse));
}

const GenCommand kReverseGenCommand{"reverse-sweep boards", SetupGenReverse};

}  // namespace papermines::cli
