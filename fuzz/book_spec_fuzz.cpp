// Fuzz target for the book spec reader (app/book_spec.h): the JSON text `papermines book SPEC`
// reads, untrusted.
//
// Whatever the bytes, ParseBookSpec must return a spec or an error that names the spec, on one
// line, never crash, hang or allocate without bound. A spec it accepts has what `book` relies on:
// at least one section, each with a title and either files or generation keys with a count.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "app/book_spec.h"
#include "fuzz/fuzz_check.h"

using papermines::fuzz::Check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto spec = papermines::app::ParseBookSpec(text, "fuzz.json");
  if (!spec.ok()) {
    const std::string m(spec.status().message());
    Check(m.rfind("fuzz.json", 0) == 0);
    Check(m.find('\n') == std::string::npos);
    return 0;
  }
  Check(!spec->sections.empty());
  for (const papermines::app::SectionSpec& s : spec->sections) {
    Check(!s.title.empty());
    Check(s.generated != !s.files.empty());
    if (s.generated) Check(s.gen.produce.count >= 1 && s.gen.produce.count <= 100000);
    Check(s.gen.produce.rows >= 1 && s.gen.produce.cols >= 1);
  }
  return 0;
}
