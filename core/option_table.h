// How a library module declares its tunable options once: name (the command-line flag without
// "--"), default, bounds and help, in a table of constants next to the code that uses them (as
// CaDiCaL's options.hpp does). The library's option structs take their defaults from the table; the
// CLI registers its flags from the same entries (cli/option_table.h), so a default or a bound is
// never written twice.
#pragma once

#include <string_view>

namespace papermines {

template <typename T>
struct NumberOption {
  std::string_view name;
  T value;  // the default
  T min;
  T max;
  std::string_view help;
};

struct TextOption {
  std::string_view name;
  std::string_view value;  // the default
  std::string_view help;
};

}  // namespace papermines
