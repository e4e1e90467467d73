// Debian 12's Abseil (20220623) is built with ABSL_OPTION_USE_STD_STRING_VIEW=0, so
// absl::string_view is a type of its own. These adapters cross between the two views.
#pragma once

#include <string_view>

#include "absl/strings/string_view.h"

namespace papermines {

inline absl::string_view AsAbsl(std::string_view s) { return absl::string_view(s.data(), s.size()); }
inline std::string_view AsStd(absl::string_view s) { return std::string_view(s.data(), s.size()); }

}  // namespace papermines
