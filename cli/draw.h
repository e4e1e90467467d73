// The drawing libraries made ready for a drawing command of the program: their failures near the
// process's memory limit become the one out-of-memory error (the drawing itself is app/draw.h).
#pragma once

#include <string>

#include "absl/status/status.h"

namespace papermines::cli {

// Sets up fonts, Pango and Cairo (render::PrepareFonts) before a drawing command does any work
// (call it before anything asks fontconfig, such as app::MakeRenderOptions' font check), so that
// their failure for want of memory is the one "out of memory" error (exit 2) and comes before
// anything is generated. First it checks that 48 MB of address space is left for them: below that,
// fontconfig fails silently in part (a font "not installed", its parse errors on stderr) or
// faults. GLib, Cairo and fontconfig end the process instead of returning an
// error when an allocation fails (g_error's trap, an assertion's abort, a fault inside them), and
// they allocate again while the document is drawn (a new font size starts a Pango thread). So from
// here to the end of the run, such an end near the process's memory limit (ulimit -v, ulimit -d)
// is reported as out of memory, the temporaries are removed and the exit is 2; any other fatal
// GLib message is one error line (exit 2); a fault far from the limit stays a crash.
// From here on too, C's `stderr` is a filter for what the libraries print (fontconfig's errors,
// GLib's message lines): each line becomes "papermines: warning: ..." (made safe), or near the
// memory limit the out-of-memory error; our own lines go to OurStderr() (cli/common.h) and
// std::cerr, the original stream. It also calls QuietFontconfigLanguage.
absl::Status PrepareDrawing(const std::string& font);

// Fontconfig reads the locale (FC_LANG, else LC_ALL, LC_CTYPE, LANG) for the languages it prefers
// fonts for and prints "Fontconfig warning: ignoring X: not a valid language tag" on stderr for
// each entry it cannot read (LANG=../../etc). stderr is ours: when FC_LANG or the locale it
// would read holds such an entry, FC_LANG is set (for this process, before fontconfig starts) to
// the entries it can read, or "en" when none is left. A locale fontconfig reads whole is left as
// it is. Call it before any thread starts (it sets an environment variable).
void QuietFontconfigLanguage();

}  // namespace papermines::cli
