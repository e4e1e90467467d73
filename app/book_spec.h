// The book spec reader: the JSON text of `papermines book SPEC` -> a BookSpec, strictly.
//
// Every key is looked up in a table (book keys, section keys), and an unknown key is an error
// that names it, so a misspelt "dificulty" cannot silently give a book of any difficulty. A
// section either names .mines files ("files", relative to the spec) or asks the generators for
// its puzzles: each generation key is one row of the section key table, which writes it into the
// section's producer options (SectionGen, gen/producer.h). The reader only
// reads: files are not opened and nothing is generated here. fuzz/book_spec_fuzz.cpp feeds it
// arbitrary bytes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "app/defaults.h"
#include "app/render_settings.h"
#include "core/output.h"
#include "core/puzzle.h"
#include "gen/paper.h"
#include "gen/producer.h"
#include "render/book.h"
#include "render/cover.h"

namespace papermines::app {

// What a generated section asks for.
struct SectionGen {
  // The one producer's options (gen/producer.h) as the spec's keys set them: kind, topology, size
  // (8 x 8 unless "size" says), difficulty, heuristic, opening (unset: the producer's rule, hex
  // above easy is sparse), rating range, mine count shown, density, mines, count (0 until
  // "count" is read). The seed and the threads are the run's (app/book_make.h).
  ProducerOptions produce = [] {
    ProducerOptions o;
    o.rows = o.cols = 8;
    o.count = 0;
    return o;
  }();
  std::optional<uint64_t> seed;  // the section's own seed, over the book's
};

// A section as the spec gives it.
struct SectionSpec {
  std::string title;
  std::vector<std::string> files;
  bool generated = false;
  SectionGen gen;
  int across = 0, down = 0;
};

// The whole spec: the book's own keys, each read by one row.
struct BookSpec {
  render::Book book;
  PageSettings page;
  std::string font{render::kFont.value};
  std::string lang;  // "lang": the book's language (render/i18n.h); empty: the environment's
  // "seed": the book's; none: a fresh one for each run (app/seed.h), drawn by GenerateSections.
  std::optional<uint64_t> seed;
  std::vector<SectionSpec> sections;
  render::CoverOptions cover;  // "cover": {"paper"} and "back_text" (book --cover)
};

// A book spec is a few kilobytes; one beyond this is refused before it is read further.
inline constexpr size_t kMaxBookSpecBytes = size_t{16} << 20;

// The spec in `text`; errors start with `name` ("book.json: sections[0]: needs a \"title\"").
absl::StatusOr<BookSpec> ParseBookSpec(std::string_view text, const std::string& name);
// The spec in the file at `path` ("-" = standard input, named <stdin>); noted as an input of the
// run (core/output.h), so no output may overwrite it.
absl::StatusOr<BookSpec> ReadBookSpec(RunFiles& files, const std::string& path);

}  // namespace papermines::app
