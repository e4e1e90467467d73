// The one table of commands of the program: name, whether it draws, its setup function (a front
// end's: cli/, or program/serve_cmd.h for the web front end), its line in the top-level --help.
// Everything else follows from it: program/main.cpp sets up the commands and prints the summary
// lines in this order; the program proper sets up only the commands that draw nothing and hands
// the others to the drawing module (cli/drawing_module.h); tests/cli_startup_test.cpp runs every
// row with and without the module. Adding a command is one
// row here plus its <command>_cmd.cpp (whose Setup function calls add_subcommand with the row's
// name, declared in cli/common.h); a command that draws includes render/ (or a drawing header of
// app/), which is what puts its source into the drawing module (cli/CMakeLists.txt).
//
// PAPERMINES_COMMANDS(ROW) expands ROW(name, draws, Setup, "summary") once per command, in the
// order of the top-level --help: the order a user meets them. Setup is qualified below
// papermines::. serve's flags are program/serve_cmd.cpp, its run serve/serve_cmd.h: the program
// composes the front ends, none includes another (program/CMakeLists.txt puts serve/ into the
// drawing module).
#pragma once

#define PAPERMINES_COMMANDS(ROW)                                                                 \
  ROW(sheet, true, cli::SetupSheet,                                                              \
      "generate puzzles and print them as a worksheet with its answer key")                      \
  ROW(book, true, cli::SetupBook, "make a print-ready puzzle book from a JSON spec")             \
  ROW(render, true, cli::SetupRender,                                                            \
      "draw .mines collections as worksheets: PDF, SVG, PNG or HTML")                            \
  ROW(gen, false, cli::SetupGen,                                                                 \
      "generate puzzles as a .mines collection: paper, oneclick, reverse")                       \
  ROW(solve, false, cli::SetupSolve,                                                             \
      "prove or refute that each paper puzzle or mosaic has one solution")                       \
  ROW(check, true, cli::SetupCheck, "mark students' answers against the puzzles of a sheet")     \
  ROW(export, false, cli::SetupExport, "write puzzles in another format (puzz.link URLs)")       \
  ROW(clicks, false, cli::SetupClicks, "count the clicks of each board: reverse sweep, 3BV")     \
  ROW(theorem, false, cli::SetupTheorem,                                                         \
      "decide for a range of sizes whether every table is unique")                               \
  ROW(reveal, false, cli::SetupReveal, "one click of the game on a board of E/M/B/X/digit rows") \
  ROW(serve, true, program::SetupServe, "serve the worksheet, book and play pages in a web browser")
