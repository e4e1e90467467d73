// Book requests (book.h).
#include "serve/book.h"

#include "serve/requests.h"

namespace papermines::serve {

absl::StatusOr<Rendered> MakeBook(std::string_view body, std::chrono::steady_clock::time_point) {
  absl::StatusOr<nlohmann::json> spec = ReadBookRequest(body);
  if (!spec.ok()) return spec.status();
  return absl::UnimplementedError("books are not made by this server yet");
}

}  // namespace papermines::serve
