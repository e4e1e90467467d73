// Errors as JSON documents with an HTTP status (api_error.h).
#include "serve/api_error.h"

#include <optional>

#include "absl/strings/cord.h"
#include "absl/strings/numbers.h"
#include "app/option_schema.h"
#include "app/text.h"
#include "core/output.h"

namespace papermines::serve {
namespace {

constexpr const char* kLocationUrl = app::kLocationPayload;

// "request:3:5: expected ..." -> {"line": 3, "column": 5}.
std::optional<nlohmann::json> LocationInMessage(const std::string& text) {
  const std::string_view m = text;
  const size_t a = m.find(':');
  if (a == std::string_view::npos) return std::nullopt;
  const size_t b = m.find(':', a + 1);
  if (b == std::string_view::npos) return std::nullopt;
  const size_t c = m.find(':', b + 1);
  if (c == std::string_view::npos) return std::nullopt;
  int line = 0, column = 0;
  if (!absl::SimpleAtoi(std::string(m.substr(a + 1, b - a - 1)), &line) ||
      !absl::SimpleAtoi(std::string(m.substr(b + 1, c - b - 1)), &column) || line < 1 ||
      column < 1) {
    return std::nullopt;
  }
  return nlohmann::json{{"line", line}, {"column", column}};
}

}  // namespace

absl::Status WithLocation(absl::Status status, const nlohmann::json& location) {
  status.SetPayload(kLocationUrl, absl::Cord(location.dump()));
  return status;
}

nlohmann::json LocationOf(const absl::Status& status) {
  if (auto p = status.GetPayload(kLocationUrl)) {
    nlohmann::json j = nlohmann::json::parse(std::string(*p), nullptr, /*allow_exceptions=*/false);
    if (!j.is_discarded()) return j;
  }
  if (std::optional<nlohmann::json> j = LocationInMessage(std::string(status.message()))) {
    return *j;
  }
  return nullptr;
}

int HttpStatusFor(const absl::Status& status) {
  if (IsOutOfMemory(status)) return 500;  // the server's own limit, not the request's fault
  switch (status.code()) {
    case absl::StatusCode::kOk:
      return 200;
    case absl::StatusCode::kInvalidArgument:
    case absl::StatusCode::kOutOfRange:
      return 400;
    case absl::StatusCode::kNotFound:            // no such board exists
    case absl::StatusCode::kFailedPrecondition:  // no table found within the tries
    case absl::StatusCode::kResourceExhausted:
    case absl::StatusCode::kAlreadyExists:  // fewer distinct puzzles than asked
      return 422;
    case absl::StatusCode::kDataLoss:  // the server's files (descriptors, disk): come back soon
    case absl::StatusCode::kDeadlineExceeded:  // the request's time limit ran out
    case absl::StatusCode::kUnavailable:       // the pool is full, or the server is stopping
    case absl::StatusCode::kCancelled:
      return 503;
    case absl::StatusCode::kPermissionDenied:
      return 403;
    case absl::StatusCode::kUnimplemented:
      return 501;
    default:
      return 500;
  }
}

std::string ErrorBody(const absl::Status& status) {
  nlohmann::json j;
  j["error"] = app::OneLine(std::string(status.message()), 2000);
  // A system failure of the server's own (no descriptor or disk space for a temporary file) is
  // the server's business: the client is told to come back, not where the server keeps its files.
  if (status.code() == absl::StatusCode::kDataLoss) {
    j["error"] =
        "the server ran short of open files or disk space while it made the answer: try again "
        "soon";
    j["reason"] = "busy";
  }
  nlohmann::json where = LocationOf(status);
  if (!where.is_null()) j["location"] = where;
  // A 503 says why, so a page can tell "not decided in time" from "come back soon".
  if (status.code() == absl::StatusCode::kDeadlineExceeded) j["reason"] = "time-limit";
  if (status.code() == absl::StatusCode::kUnavailable) j["reason"] = "busy";
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string ErrorBody(std::string_view message) {
  nlohmann::json j;
  j["error"] = app::OneLine(message, 2000);
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace papermines::serve
