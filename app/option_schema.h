// The one option schema (issue 33): every option of a sheet and of a set of puzzles once, with
// its name, short flag, type, range or choices, the kinds and commands that take it, its default
// per command and its help line, and what one command says differently of it (OptionVariant: the
// gen subcommands' own help lines, defaults, choices). The front ends read it instead of
// restating it: cli/ registers the CLI11 flags of `sheet` and of the gen commands from its rows
// (cli/schema_flags.h), serve reads a JSON request against it
// (ReadJsonOptions), Python checks generate()'s keyword arguments with it, and GET /api/options
// serves it to the web forms (SchemaJson). Validation happens here, once, and its message names
// the option as the caller wrote it: `--count` on the command line, `"count"` in JSON, `count=`
// in Python (Caller). Where a name becomes a value ("any" difficulty, a topology, a rating in
// tenths) is here too, once.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "app/environment.h"
#include "core/puzzle.h"
#include "core/topology.h"
#include "gen/producer.h"
#include "nlohmann/json.hpp"

namespace papermines::app {

enum class OptionType {
  kInt,     // a whole number, maybe negative
  kUInt,    // a whole number from 0
  kNumber,  // a decimal number
  kText,    // free text (checked by the option's own rule, if any)
  kEnum,    // one of `choices`, read in any case
  kFlag,    // on or off
  kSize,    // RxC, rows x columns
  kList,    // several texts (--id A --id B, or A,B; a JSON list; a Python list)
};

// The payload of a status that names the option to blame: {"key": NAME} as JSON (serve answers it
// as the error's "location", serve/api_error.h).
inline constexpr char kLocationPayload[] = "papermines.serve/location";

// Who wrote the option: its name in messages is `--count`, `"count"` (a web request),
// `"min_cell"` (a book spec, whose keys use underscores) or `count=`.
enum class Caller { kCli, kJson, kBookSpec, kPython };
std::string Spell(std::string_view name, Caller caller);
// InvalidArgument with `message` (which names the option as its caller wrote it, Spell) and the
// option's name in kLocationPayload.
absl::Status OptionError(std::string_view name, std::string message);

// The default of an option for one command ("sheet", "gen", "book", "python", or one gen
// subcommand: "gen paper", "gen oneclick", "gen reverse", "gen mosaic"; or a command of the
// command line alone: "render", "solve", "check", ...). A gen subcommand falls back on what "gen"
// says, and `render`, which draws with a sheet's settings, on what "sheet" says. `shown`: --help
// shows it after the option's type ("INT [8]"); a help line that says it ({default}) never does.
struct OptionDefault {
  std::string_view command;
  std::string_view value;
  bool shown = true;
};

// How the command line checks a value before the command reads it (cli/schema_flags.h).
enum class CliCheck {
  kByType,   // a whole number that fits its variable, in the row's range (kInt); a number in the
             // range (kNumber: CLI11's Range); one of the choices; else nothing
  kNone,     // left to the command (a board's sides and mines: the producer names what is wrong)
  kRange,    // CLI11's own range over whole numbers, "INT in [MIN - MAX]" in --help
  kBounds,   // a library table's limits (gen/options.h): "[MIN..MAX]" in --help
  kSeconds,  // a number of seconds, 0 to 1e12 (cli/common.h Seconds)
  kShard,    // K/N (cli/shard_flag.h)
};

// What one command says of an option where it differs from the row (the gen subcommands: "gen",
// then "gen paper" and the others, which fall back on "gen"): its help line, its short flag, its
// choices, its command-line check and range. Empty or unset fields are the row's. A help line may
// say the choices and the default: "{choices}" becomes "square | triangle | hex", "{default}" the
// command's default.
struct OptionVariant {
  std::string_view command;
  std::string_view help{};
  std::string_view short_name{};
  std::vector<std::string_view> choices{};
  std::optional<CliCheck> check{};
  double min = 0, max = 0;  // max > min: the command's own range
};

struct OptionSpec {
  std::string_view name{};        // the long name: "mine-count" (Python: mine_count)
  std::string_view short_name{};  // "n", or ""
  OptionType type = OptionType::kText;
  double min = 0, max = 0;                   // kInt, kUInt, kNumber (and kSize's sides)
  std::vector<std::string_view> choices{};   // kEnum
  std::vector<std::string_view> kinds{};     // the kinds that take it; empty: every kind
  std::vector<std::string_view> commands{};  // "sheet", "gen", "book", "python"
  std::vector<OptionDefault> defaults{};
  std::string_view help{};
  // kText: why a value is refused ("" when it is fine), or none.
  std::string (*check)(std::string_view) = nullptr;
  CliCheck cli_check = CliCheck::kByType;
  std::vector<OptionVariant> variants{};
  // The command-line commands that take it as a flag only, besides `commands`: no JSON key, no
  // Python argument (`--output`, `solve --json`, `render`'s page flags). A row of the command
  // line alone has only these; OnCommandLine says both.
  std::vector<std::string_view> cli_commands{};

  // The default for `command` ("" when none is written: the option is off or unset); "gen
  // paper" falls back on "gen".
  std::string_view Default(std::string_view command) const;
  // Whether --help shows the default after the type (a default, shown, not in the help line).
  bool ShowsDefault(std::string_view command) const;
  bool TakenBy(std::string_view command) const;
  // Whether `command` ("gen paper", "solve") registers it as a flag: TakenBy it or by its family
  // ("gen"), or one of cli_commands.
  bool OnCommandLine(std::string_view command) const;
  // What `command` says of the option: its variant's, else (for "gen paper") "gen"'s, else the
  // row's. Help() has "{choices}" and "{default}" filled in.
  std::string Help(std::string_view command) const;
  std::string_view ShortName(std::string_view command) const;
  std::vector<std::string_view> Choices(std::string_view command) const;
  CliCheck Check(std::string_view command) const;
  std::pair<double, double> Range(std::string_view command) const;

 private:
  // The variants that speak for `command`, its own first: {"gen paper"'s, "gen"'s}.
  std::vector<const OptionVariant*> Variants(std::string_view command) const;
  const OptionDefault* DefaultEntry(std::string_view command) const;
};

// The drawing's font and resolution as the schema shows them: render/render_options.h's table
// (kFont, kDpi), which app/render_settings.cpp checks they equal. The schema itself draws nothing
// (the papermines program links it without Cairo).
inline constexpr std::string_view kFontDefault = "DejaVu Sans";
inline constexpr std::string_view kFontHelp = "font family for all text (through Pango)";
inline constexpr double kDpiDefault = 150, kDpiMin = 10, kDpiMax = 1200;
inline constexpr std::string_view kDpiHelp = "resolution of PNG pages";

// Every option, in --help order.
const std::vector<OptionSpec>& OptionSchema();
// The option named `name` ("mine-count"; Python's "mine_count" too), or nullptr.
const OptionSpec* FindOption(std::string_view name);

// The most puzzles of one sheet or book (the gen commands and Python: 2^40); a server applies its
// own, lower, cap on top.
inline constexpr int64_t kMaxCount = 100000;

// Levenshtein distance between a and b (for suggestions).
size_t EditDistance(std::string_view a, std::string_view b);
// The name among `names` closest to `word` (in any case), or "" when none is close enough to be a
// likely typo: at most a third of the word's letters, and at least 1 ("hexx").
std::string Closest(std::string_view word, const std::vector<std::string>& names);

// The options whose limits depend on the command (a sheet's count and sides are smaller than the
// gen commands'): MakeProducerOptions checks them, not CheckText's pass over the values.
bool LimitDependsOnCommand(std::string_view name);

// A row's max at or above this guards the arithmetic (a count of 2^40 puzzles): it is not told
// as a limit (RangeText says "at least MIN") and the options document leaves it out.
inline constexpr double kNoPracticalMax = static_cast<double>(int64_t{1} << 40);
// What a number of the row must be, as an error says it after the option's name: "must be
// between 1 and 1000"; "must be at least 1" for a value `too_low` when the row's max is no
// practical limit.
std::string RangeText(const OptionSpec& spec, bool too_low);

// Checks one value given as text (the command line, a Python str): a number in range, one of the
// choices (returned in its canonical lowercase spelling), RxC, text that passes the option's rule.
// InvalidArgument naming the option as `caller` wrote it otherwise.
absl::StatusOr<std::string> CheckText(const OptionSpec& spec, std::string_view text, Caller caller);

// The values a caller gave, after CheckText: option name -> canonical text ("true" for a flag
// that is on); lists in `lists`.
struct OptionValues {
  std::map<std::string, std::string, std::less<>> text;
  std::map<std::string, std::vector<std::string>, std::less<>> lists;

  bool Has(std::string_view name) const { return text.contains(name) || lists.contains(name); }
  // The value given, else the option's default for `command`.
  std::string Get(std::string_view name, std::string_view command) const;
  bool On(std::string_view name) const;  // a flag given as true
};

// A JSON request object read against the schema for `command`: every key an option the command
// takes (an unknown key gets a "did you mean"), every value of the option's JSON type (a number
// for numbers, a string for text, enums and sizes, true/false for flags, a string or a list of
// strings for lists); a string is its value as it is ("" is an empty title, and an error for an
// enum). Keys in `skip` are left to the caller. Errors carry {"key": KEY} in kLocationPayload.
absl::StatusOr<OptionValues> ReadJsonOptions(const nlohmann::json& request,
                                             std::string_view command,
                                             const std::vector<std::string>& skip = {});

// ---- names to values, in one place ----

// "any" (no grade asked), "easy" .. "expert".
absl::StatusOr<Difficulty> DifficultyOf(std::string_view name, Caller caller);
// "square", "triangle", "hex".
absl::StatusOr<TopologyKind> TopologyOf(std::string_view name, Caller caller);
// "none", "paper", "strict" (a paper table's heuristic); "chessboard", "sparse" (its opening).
absl::StatusOr<PaperHeuristic> HeuristicOf(std::string_view name, Caller caller);
absl::StatusOr<PaperOpening> OpeningOf(std::string_view name, Caller caller);
// A rating range "5-6.9" (solve/rating.h) into the producer's tenths. A rating asked without a
// difficulty picks from its own band: the difficulty is then any, whatever the command's default;
// with both, both apply (the producer refuses a range outside the grade's band).
absl::Status ApplyRating(std::string_view range, bool difficulty_given, Caller caller,
                         ProducerOptions* produce);

// The producer's options (gen/producer.h) of a set from the schema's values for `command`: kind,
// count, difficulty, rating, topology, rows/cols/size, seed, mines, opening, mine-count,
// impossible, id. Checks across options (a rating is for paper, --impossible for oneclick, the
// board's sides: 1..1000 on a sheet or a book, 1..2^26 otherwise; count 1..kMaxCount on a sheet or
// a book) are here; jobs, time limits and progress are the caller's. A seed neither given nor
// defaulted for `command` (a sheet's) is a fresh one (app/seed.h FreshSeed in `env`): the
// returned options' seed is the run's, for the caller to record.
absl::StatusOr<ProducerOptions> MakeProducerOptions(const OptionValues& values,
                                                    std::string_view command, Caller caller,
                                                    const Environment& env = {});

// The schema as JSON for the web forms (GET /api/options): a list of {name, type, choices,
// min, max, default, help, kinds} for `command`'s options.
nlohmann::json SchemaJson(std::string_view command);

}  // namespace papermines::app
