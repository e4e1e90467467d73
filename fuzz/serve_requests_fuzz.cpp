// Fuzz target for the request readers of `papermines serve` (serve/requests.h): whatever bytes a
// client sends as a body, each reader returns a value or an error, never crashes or allocates
// without bound. A JSON request read into a command's arguments gives only "--key=value" or
// "--key" words for keys that are option names and never a refused key (one that would name a
// file on the server); a puzzle text gives at most kMaxPuzzlesPerRequest puzzles, or an error on
// one line; a book request naming files is refused; an Accept-Language header names a language
// of the build or the fallback.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "app/option_schema.h"
#include "fuzz/fuzz_check.h"
#include "serve/languages.h"
#include "serve/requests.h"

using papermines::fuzz::Check;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view body(reinterpret_cast<const char*>(data), size);
  namespace serve = papermines::serve;

  auto puzzles = serve::ReadPuzzleText(body, int64_t{1} << 20);
  if (puzzles.ok()) {
    Check(!puzzles->empty());
    Check(static_cast<int64_t>(puzzles->size()) <= serve::kMaxPuzzlesPerRequest);
  } else {
    Check(!puzzles.status().message().empty());
  }

  auto request = serve::ReadJsonObject(body);
  if (request.ok()) {
    Check(request->is_object());
    auto output = serve::TakeSheetOutput(*request);
    if (output.ok()) {
      Check(output->page >= 1);
      Check(!request->contains("format") && !request->contains("page"));
    }
    if (serve::CheckRefusedKeys(*request).ok()) {
      auto values = papermines::app::ReadJsonOptions(*request, "sheet");
      if (values.ok()) {
        for (const auto& [key, text] : values->text)
          Check(papermines::app::FindOption(key) != nullptr);
        for (const std::string& refused : serve::RefusedSheetKeys()) Check(!values->Has(refused));
      } else {
        Check(!values.status().message().empty());
      }
    }
  }

  static const std::vector<std::string> kCodes = {"en", "ar", "de", "pt", "zh"};
  const std::string lang = serve::PreferredLanguage(body, kCodes, "fallback");
  Check(lang == "fallback" || std::find(kCodes.begin(), kCodes.end(), lang) != kCodes.end());

  auto book = serve::ReadBookRequest(body);
  if (book.ok() && book->contains("sections") && (*book)["sections"].is_array()) {
    for (const auto& s : (*book)["sections"]) Check(!(s.is_object() && s.contains("files")));
  }
  return 0;
}
