// How `papermines serve` answers an error: a JSON object {"error": MESSAGE} with, for bad input,
// "location" saying where in the request it is ({"key": "count"} in a JSON body, {"line": 3,
// "column": 5} in a puzzle text, {"offset": 17} in JSON that does not parse), and the HTTP status
// the library status stands for. Never a 500 for anything a request sends: bad input is 400, "no
// such puzzle exists" 422, an overfull server or a spent time limit 503 with Retry-After.
#pragma once

#include <string>
#include <string_view>
#include <utility>

#include "absl/status/status.h"
#include "nlohmann/json.hpp"

namespace papermines::serve {

// `status` with a location attached (a JSON object, kept as a status payload).
absl::Status WithLocation(absl::Status status, const nlohmann::json& location);
// The location attached by WithLocation, or one read from a "NAME:LINE:COL: " message prefix
// (the .mines and URL-list readers' form); null when there is none.
nlohmann::json LocationOf(const absl::Status& status);

// The HTTP status for a library status.
int HttpStatusFor(const absl::Status& status);

// The headers every answer of the server carries, errors and refusals included (the pages'
// CSP says frame-ancestors 'none' as well: no page may be framed by another site).
inline constexpr std::pair<std::string_view, std::string_view> kCommonHeaders[] = {
    {"X-Content-Type-Options", "nosniff"},
    {"Referrer-Policy", "no-referrer"},
    {"Cache-Control", "no-store"},
    {"X-Frame-Options", "DENY"},
};

// The error document: {"error": message (one line), "location": ...?}.
std::string ErrorBody(const absl::Status& status);
std::string ErrorBody(std::string_view message);

}  // namespace papermines::serve
