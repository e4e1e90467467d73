// The shared CLI vocabulary (vocabulary.h): enum names, numbers, --size, and the suggestions a
// misspelt option or value gets. One place, so every command reads and refuses values alike.
#include "cli/vocabulary.h"

#include <algorithm>
#include <charconv>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/str_join.h"

namespace papermines::cli {

CLI::Validator EnumNames(const std::vector<std::string>& names) {
  std::vector<std::pair<std::string, std::string>> map;
  for (const std::string& n : names) map.emplace_back(n, n);
  const CLI::CheckedTransformer checked(map, CLI::ignore_case);
  return CLI::Validator(
      [checked, names](std::string& value) -> std::string {
        const std::string given = value;
        if (checked(value).empty()) return "";  // now the canonical lowercase name
        std::string message = "'" + given + "' is not one of " + absl::StrJoin(names, ", ");
        if (std::string near = Closest(given, names); !near.empty()) {
          message += " (did you mean '" + near + "'?)";
        }
        return message;
      },
      // "{a,b,c}" in --help, where cmake/help_to_docs.py finds the values for bash completion.
      "{" + absl::StrJoin(names, ",") + "}");
}

CLI::Option* AddEnum(CLI::App& app, const std::string& flags, std::string& value,
                     const std::vector<std::string>& names, const std::string& help) {
  return app.add_option(flags, value, help)->transform(EnumNames(names))->capture_default_str();
}

namespace {

bool LooksLikeSize(std::string_view v) {
  const size_t x = v.find_first_of("xX");
  if (x == std::string_view::npos || x == 0 || x + 1 == v.size()) return false;
  auto digits = [](std::string_view s) {
    return std::all_of(s.begin(), s.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
  };
  return digits(v.substr(0, x)) && digits(v.substr(x + 1));
}

// "12", "-3", "+4" for INT and UINT (UINT's sign is FitsInteger's to refuse); "0.5", "1e3" for
// FLOAT. Inf and nan are not numbers a user means.
CLI::Validator Number(bool whole, bool board_side) {
  return CLI::Validator(
      [whole, board_side](std::string& text) -> std::string {
        const char* b = text.data();
        const char* e = b + text.size();
        if (b != e && (*b == '+' || *b == '-')) ++b;
        bool ok = b != e;
        if (ok && whole) {
          ok = std::all_of(b, e, [](char ch) { return ch >= '0' && ch <= '9'; });
        } else if (ok) {
          double v = 0;
          auto [ptr, ec] = std::from_chars(b, e, v);
          ok = ptr == e && (ec == std::errc() || ec == std::errc::result_out_of_range) &&
               ((*b >= '0' && *b <= '9') || *b == '.');
        }
        if (ok) return "";
        std::string message = "'" + text + "' is not " + (whole ? "a whole number" : "a number");
        // Only a board's side suggests --size: "--time-limit 0x10" is no size.
        if (board_side && LooksLikeSize(text)) {
          message += " (rows and columns together: --size RxC)";
        }
        return message;
      },
      "");
}

}  // namespace

CLI::Validator SizeText() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        if (!LooksLikeSize(text) || text.size() > 20) {
          return "expected RxC (rows x columns, e.g. 10x10), got '" + text + "'";
        }
        return "";
      },
      "RxC");
}

void RequireNumbers(CLI::App& root) {
  for (CLI::Option* o : root.get_options()) {
    if (o->get_type_size() == 0) continue;  // a flag
    const std::string type = o->get_type_name();
    const std::string base = type.substr(0, type.find(':'));
    // Seconds() reads the number itself and says what it expects ("a number of seconds ...").
    if (type.find(":SECONDS") != std::string::npos) continue;
    const bool side = o->check_lname("rows") || o->check_lname("cols");
    if (base == "INT" || base == "UINT") o->transform(Number(true, side));
    if (base == "FLOAT") o->transform(Number(false, side));
  }
  for (CLI::App* sub : root.get_subcommands([](CLI::App*) { return true; })) RequireNumbers(*sub);
}

void RefuseEmptyValues(CLI::App& root) {
  for (CLI::Option* o : root.get_options()) {
    if (o->get_type_size() == 0) continue;  // a flag
    if (o->check_lname("title")) continue;  // '' is no title, as --help says
    o->transform(CLI::Validator(
        [](std::string& value) {
          return value.empty() ? std::string("an empty value: give one, or leave the option out")
                               : std::string();
        },
        "", "not empty"));
  }
  for (CLI::App* sub : root.get_subcommands([](CLI::App*) { return true; })) {
    RefuseEmptyValues(*sub);
  }
}

std::string ExplainParseError(const CLI::App& root, const CLI::App& at, const CLI::ParseError& e,
                              std::string what) {
  // An unknown option explains the error best even when CLI11 met another first: "render x
  // --outptu f" fails as "--output is required", but the typo is what to fix.
  (void)e;
  std::vector<std::string> names;
  for (const CLI::Option* o : at.get_options()) {
    for (const std::string& l : o->get_lnames()) names.push_back("--" + l);
    for (const std::string& s : o->get_snames()) names.push_back("-" + s);
  }
  // CLI11 keeps an unknown argument with the command that met it or moves it to the root.
  std::vector<std::string> args = at.remaining();
  for (const std::string& a : root.remaining(true)) args.push_back(a);
  for (const std::string& arg : args) {
    if (arg.size() < 2 || arg[0] != '-' || (arg[1] >= '0' && arg[1] <= '9')) continue;
    const std::string name = arg.substr(0, arg.find('='));
    std::string message = "unknown option '" + name + "'";
    std::string near = name.size() >= 4 ? Closest(name, names) : "";
    if (!near.empty() && near != name) {
      message += " (did you mean '" + near + "'?)";
    }
    return message;
  }
  return what;
}

}  // namespace papermines::cli
