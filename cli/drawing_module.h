// The drawing module: the commands that draw (render, sheet, book) and everything they link
// (Cairo, Pango, GLib, fontconfig, qpdf, qrencode) are built into libpapermines-draw.so, which the
// program loads only when a command line needs them. Every other command starts without those
// libraries in the process (bench/startup.sh measures it).
//
// The module is a whole papermines: it runs the same command line (program/main.cpp) with every
// subcommand registered. Only argc/argv cross into it, so no C++ object and no state (the output
// cleanup of core/output.h, CLI11 apps) is shared between the program and the module.
#pragma once

#include <filesystem>

#include "CLI/CLI.hpp"

namespace papermines::cli {

// The module's file name and its exported entry point (int (int argc, char** argv)).
inline constexpr char kDrawingModuleFile[] = "libpapermines-draw.so";
inline constexpr char kDrawingModuleEntry[] = "papermines_drawing_main";
inline constexpr char kDrawingModuleVersion[] = "papermines_drawing_version";

// The folder of the running program, from /proc/self/exe (not argv[0], not the environment); the
// module runs in the program's process, so this is the program's folder there too.
std::filesystem::path ProgramDir();

// Whether `app` (the commands of the program without the module) runs this command line itself:
// argv[1] names one of its subcommands or is --version. Anything else (a drawing command,
// --help, which lists every command, no command, an unknown word) goes to the module, so what
// the user sees is the same as if every command were built in.
bool RunsWithoutDrawing(const CLI::App& app, int argc, char** argv);

// Loads the module (beside the program, else in LIBDIR/papermines relative to it) and runs the
// command line there. When it cannot be loaded: "papermines: error: ..." naming the file, exit 2.
int RunInDrawingModule(int argc, char** argv);

}  // namespace papermines::cli
