// Readers of request bodies (requests.h).
#include "serve/requests.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "app/strict_json.h"
#include "core/line_source.h"
#include "core/mines_io.h"
#include "core/puzzlink.h"
#include "serve/api_error.h"

namespace papermines::serve {
namespace {

absl::Status KeyError(const std::string& key, const std::string& message) {
  return WithLocation(absl::InvalidArgumentError(message), {{"key", key}});
}

}  // namespace

absl::StatusOr<nlohmann::json> ReadJsonObject(std::string_view body) {
  // The strict reader of every JSON a user gives (app/strict_json.h), as a book spec is read: a
  // key given twice, a number past a double's range, invalid UTF-8 are errors with a place.
  absl::StatusOr<app::StrictJson> doc = app::StrictJson::Parse(body, "request body");
  if (!doc.ok()) {
    nlohmann::json where = LocationOf(doc.status());
    if (where.is_object()) {  // also the byte offset, as clients of this API have read it
      const int line = where["line"].get<int>(), column = where["column"].get<int>();
      size_t offset = 0;
      for (int l = 1; l < line && offset < body.size(); ++l) {
        const size_t nl = body.find('\n', offset);
        offset = nl == std::string_view::npos ? body.size() : nl + 1;
      }
      where["offset"] = std::min(body.size(), offset + static_cast<size_t>(column) - 1);
      return WithLocation(doc.status(), where);
    }
    return doc.status();
  }
  const nlohmann::json& j = doc->root();
  if (!j.is_object()) {
    return WithLocation(absl::InvalidArgumentError(absl::StrCat(
                            "request body: expected a JSON object {...}, got ", j.type_name())),
                        {{"offset", 0}});
  }
  return j;
}

namespace {

absl::Status TooManyCells(int64_t cells, int64_t max_cells) {
  return absl::ResourceExhaustedError(absl::StrCat("request: its puzzles have ", cells,
                                                   " cells together; this server takes at "
                                                   "most ",
                                                   max_cells,
                                                   " cells in one request (serve --max-cells)"));
}

}  // namespace

absl::StatusOr<std::vector<Puzzle>> ReadPuzzleText(std::string_view body, int64_t max_cells) {
  const size_t first = body.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) {
    return absl::InvalidArgumentError(
        "request: expected a .mines text or a puzz.link URL, got an empty body");
  }
  std::string_view trimmed = body.substr(first);
  trimmed = trimmed.substr(0, trimmed.find_last_not_of(" \t\r\n") + 1);
  absl::StatusOr<std::vector<Puzzle>> puzzles;
  if (trimmed.find('\n') == std::string_view::npos && LooksLikePuzzLink(trimmed)) {
    if (const int64_t cells = PuzzLinkCells(trimmed); cells > max_cells) {
      return TooManyCells(cells, max_cells);
    }
    absl::StatusOr<Puzzle> p = ParsePuzzLink(trimmed);
    if (!p.ok()) return p.status();
    puzzles.emplace();
    puzzles->push_back(*std::move(p));
  } else if (IsPuzzLinkList(body)) {
    int64_t cells = 0;  // from the URLs' heads, before any grid is built
    LineSource lines(body, "request");
    std::string_view line;
    while (lines.Next(&line)) {
      cells += PuzzLinkCells(line);
      if (cells > max_cells) return TooManyCells(cells, max_cells);
    }
    puzzles = ParsePuzzLinkList(body, "request");
  } else {
    // One pass that stops at the limit: a body of many small puzzles cannot fill the memory.
    puzzles.emplace();
    int64_t cells = 0;
    absl::Status s = ParseMinesEach(body, "request", [&](Puzzle&& p) -> absl::Status {
      cells += static_cast<int64_t>(p.clues.size());
      if (cells > max_cells) return TooManyCells(cells, max_cells);
      if (static_cast<int64_t>(puzzles->size()) >= kMaxPuzzlesPerRequest) {
        return absl::InvalidArgumentError(
            absl::StrCat("request: more than ", kMaxPuzzlesPerRequest, " puzzles in one request"));
      }
      puzzles->push_back(std::move(p));
      return absl::OkStatus();
    });
    if (!s.ok()) return s;
    if (puzzles->empty()) {
      return absl::InvalidArgumentError(
          "request: expected a puzzle (puzzle paper|oneclick|reverse ... end), got only "
          "comments and blank lines");
    }
  }
  if (!puzzles.ok()) return puzzles.status();
  if (static_cast<int64_t>(puzzles->size()) > kMaxPuzzlesPerRequest) {
    return absl::InvalidArgumentError(
        absl::StrCat("request: more than ", kMaxPuzzlesPerRequest, " puzzles in one request"));
  }
  return puzzles;
}

absl::Status CheckRefusedKeys(const nlohmann::json& request) {
  for (const auto& [key, value] : request.items()) {
    const std::vector<std::string>& refused = RefusedSheetKeys();
    if (std::find(refused.begin(), refused.end(), key) != refused.end()) {
      return KeyError(key, absl::StrCat("'", key,
                                        "' is not accepted here: the server never reads or "
                                        "writes a file a request names, and keeps its own limits"));
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<SheetOutput> TakeSheetOutput(nlohmann::json& request) {
  SheetOutput out;
  if (auto it = request.find("format"); it != request.end()) {
    static const std::vector<std::string> kFormats = {"pdf", "html", "png", "svg", "mines"};
    if (!it->is_string() ||
        std::find(kFormats.begin(), kFormats.end(), it->get<std::string>()) == kFormats.end()) {
      return KeyError(
          "format",
          absl::StrCat("'format' must be one of ", absl::StrJoin(kFormats, ", "), ", got ",
                       it->dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)));
    }
    out.format = it->get<std::string>();
    out.format_given = true;
    request.erase(it);
  }
  if (auto it = request.find("page"); it != request.end()) {
    if (!it->is_number_integer() || it->get<int64_t>() < 1 || it->get<int64_t>() > 100000) {
      return KeyError("page", "'page' must be a page number from 1");
    }
    out.page = static_cast<int>(it->get<int64_t>());
    request.erase(it);
  }
  return out;
}

const std::vector<std::string>& RefusedSheetKeys() {
  static const std::vector<std::string> kRefused = {
      "output", "o", "save", "jobs", "quiet", "help", "time-limit", "help-all", "sets", "version"};
  return kRefused;
}

absl::StatusOr<nlohmann::json> ReadBookRequest(std::string_view body) {
  absl::StatusOr<nlohmann::json> spec = ReadJsonObject(body);
  if (!spec.ok()) return spec.status();
  const auto sections = spec->find("sections");
  if (sections != spec->end() && sections->is_array()) {
    for (size_t i = 0; i < sections->size(); ++i) {
      const nlohmann::json& s = (*sections)[i];
      if (s.is_object() && s.contains("files")) {
        return WithLocation(
            absl::InvalidArgumentError(absl::StrCat(
                "sections[", i,
                "].files: the server reads no file a request names; give the section's "
                "generation keys (kind, size, difficulty, count) instead")),
            {{"key", absl::StrCat("sections[", i, "].files")}});
      }
    }
  }
  return spec;
}

}  // namespace papermines::serve
