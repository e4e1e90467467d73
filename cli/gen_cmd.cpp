// papermines gen: the generators, one subcommand each (gen paper | oneclick | reverse | mosaic).
#include <memory>
#include <vector>

#include "cli/common.h"

namespace papermines::cli {

Command SetupGen(CLI::App& app) {
  CLI::App* gen = app.add_subcommand(
      "gen",
      "Generates puzzles as a .mines collection: `gen paper` (paper minesweeper tables), `gen "
      "oneclick` (one-click boards, Code Jam mode), `gen reverse` (reverse-sweep boards), `gen "
      "mosaic` (Fill-a-Pix "
      "pictures). Each has its own --help.");
  gen->require_subcommand(1);
  auto subs = std::make_shared<std::vector<Command>>();
  subs->push_back(SetupGenPaper(*gen));
  subs->push_back(SetupGenOneclick(*gen));
  subs->push_back(SetupGenReverse(*gen));
  subs->push_back(SetupGenMosaic(*gen));
  return Command{gen, [subs] {
                   for (const Command& c : *subs) {
                     if (c.app->parsed()) {
                       SetRunningCommand(c.app);
                       return c.run();
                     }
                   }
                   return 2;
                 }};
}

}  // namespace papermines::cli
