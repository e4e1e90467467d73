// papermines gen: the generators, one subcommand a kind (cli/common.h GenCommand), in the order of
// the list of kinds (core/kind_list.h): gen paper | oneclick | reverse | mosaic.
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "cli/common.h"

namespace papermines::cli {
namespace {

// Made from the list of kinds (core/kind_list.h), in its order.
const GenCommand* const kGenCommands[] = PM_KIND_TABLE(GenCommand);

}  // namespace

Command SetupGen(CLI::App& app) {
  CLI::App* gen = app.add_subcommand("gen");
  gen->require_subcommand(1);
  auto subs = std::make_shared<std::vector<Command>>();
  std::string help = "Generates puzzles as a .mines collection: ";
  for (const GenCommand* c : kGenCommands) {
    subs->push_back(c->setup(*gen));
    absl::StrAppend(&help, subs->size() > 1 ? ", " : "", "`gen ", subs->back().app->get_name(),
                    "` (", c->summary, ")");
  }
  gen->description(help + ". Each has its own --help.");
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
