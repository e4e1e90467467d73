// The one option schema (app/option_schema.h): each option's range or choices enforced once, the
// message naming the option as its caller wrote it, the JSON reader's types, and names to values.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "app/option_schema.h"
#include "app/seed.h"

namespace papermines::app {
namespace {

std::string Message(const absl::Status& s) { return std::string(s.message()); }

absl::StatusOr<OptionValues> Json(const char* text) {
  return ReadJsonOptions(nlohmann::json::parse(text), "sheet");
}

TEST(OptionSchema, EachOptionOnceWithItsHelpAndSheetTakesTheRenderOptions) {
  std::set<std::string_view> names;
  for (const OptionSpec& spec : OptionSchema()) {
    EXPECT_TRUE(names.insert(spec.name).second) << spec.name;
    EXPECT_FALSE(spec.help.empty()) << spec.name;
    // Some command takes it: a web request, Python or a command of the command line.
    EXPECT_FALSE(spec.commands.empty() && spec.cli_commands.empty()) << spec.name;
    if (spec.type == OptionType::kEnum) {
      EXPECT_FALSE(spec.choices.empty()) << spec.name;
      // A default is one of the choices, as its command says them.
      for (const OptionDefault& d : spec.defaults) {
        const std::vector<std::string_view> choices = spec.Choices(d.command);
        EXPECT_NE(std::find(choices.begin(), choices.end(), d.value), choices.end())
            << spec.name << " " << d.command;
        if (spec.TakenBy(d.command)) {
          EXPECT_TRUE(CheckText(spec, d.value, Caller::kCli).ok()) << spec.name << " " << d.command;
        }
      }
    }
  }
  for (const char* name :
       {"kind",    "count",     "seed",  "difficulty", "rating",      "topology",   "rows",
        "cols",    "size",      "mines", "opening",    "mine-count",  "impossible", "id",
        "paper",   "margins",   "bleed", "min-cell",   "per-page",    "title",      "no-name",
        "answers", "font",      "dpi",   "qr",         "show-rating", "labels",     "no-labels",
        "ids",     "no-guides", "hints", "regions",    "lang",        "rules"}) {
    const OptionSpec* spec = FindOption(name);
    ASSERT_NE(spec, nullptr) << name;
    EXPECT_TRUE(spec->TakenBy("sheet")) << name;
  }
  EXPECT_EQ(FindOption("mine_count"), FindOption("mine-count"));  // Python's spelling
  // A flag of the command line alone: no key of a web request.
  EXPECT_FALSE(FindOption("sets")->TakenBy("sheet"));
  EXPECT_TRUE(FindOption("sets")->OnCommandLine("sheet"));
  EXPECT_FALSE(Json(R"({"sets": 2})").ok());
  EXPECT_FALSE(Json(R"({"output": "x.pdf"})").ok());
}

TEST(OptionSchema, TheMessageNamesTheOptionAsTheCallerWroteIt) {
  const OptionSpec& dpi = *FindOption("dpi");
  EXPECT_EQ(Message(CheckText(dpi, "5", Caller::kCli).status()),
            "--dpi must be between 10 and 1200, got 5");
  EXPECT_EQ(Message(CheckText(dpi, "5", Caller::kJson).status()),
            "\"dpi\" must be between 10 and 1200, got 5");
  EXPECT_EQ(Message(CheckText(dpi, "5", Caller::kPython).status()),
            "dpi= must be between 10 and 1200, got 5");
  // A sheet's count: at most kMaxCount; Python's is the gen commands' (2^40).
  OptionValues zero;
  zero.text.emplace("count", std::string("0"));
  EXPECT_EQ(Message(MakeProducerOptions(zero, "sheet", Caller::kCli).status()),
            "--count must be between 1 and 100000");
  EXPECT_EQ(Message(MakeProducerOptions(zero, "sheet", Caller::kJson).status()),
            "\"count\" must be between 1 and 100000");
  // Too few: the 2^40 guard is not told ("at least 1"); too many: it is.
  EXPECT_EQ(Message(MakeProducerOptions(zero, "python", Caller::kPython).status()),
            "count= must be at least 1, got 0");
  OptionValues huge;
  huge.text.emplace("count", std::string("2000000000000"));
  EXPECT_EQ(Message(MakeProducerOptions(huge, "python", Caller::kPython).status()),
            "count= must be between 1 and 1099511627776, got 2000000000000");
  EXPECT_EQ(Message(CheckText(*FindOption("count"), "-2", Caller::kJson).status()),
            "\"count\" must be at least 1, got -2");
  EXPECT_EQ(Message(CheckText(*FindOption("mine-count"), "some", Caller::kPython).status()),
            "mine_count=: 'some' is not one of hidden, shown");
  EXPECT_EQ(Message(CheckText(*FindOption("rows"), "10x10", Caller::kCli).status()),
            "--rows: '10x10' is not a whole number (rows and columns together: --size RxC)");
}

TEST(OptionSchema, RangesAndChoicesAreEnforced) {
  for (const OptionSpec& spec : OptionSchema()) {
    SCOPED_TRACE(std::string(spec.name));
    switch (spec.type) {
      case OptionType::kInt:
      case OptionType::kUInt:
        EXPECT_FALSE(CheckText(spec, "abc", Caller::kCli).ok());
        EXPECT_FALSE(CheckText(spec, "1.5", Caller::kCli).ok());
        EXPECT_TRUE(
            CheckText(spec, absl::StrCat(static_cast<int64_t>(spec.min)), Caller::kCli).ok());
        EXPECT_FALSE(CheckText(spec, "-1", Caller::kCli).ok());  // every minimum here is >= 0
        break;
      case OptionType::kNumber:
        EXPECT_TRUE(CheckText(spec, absl::StrCat(spec.max), Caller::kCli).ok());
        EXPECT_FALSE(CheckText(spec, absl::StrCat(spec.max * 2 + 1), Caller::kCli).ok());
        EXPECT_FALSE(CheckText(spec, "nan", Caller::kCli).ok());
        break;
      case OptionType::kEnum:
        for (std::string_view c : spec.choices) {
          EXPECT_EQ(*CheckText(spec, absl::AsciiStrToUpper(std::string(c)), Caller::kCli), c);
        }
        EXPECT_FALSE(CheckText(spec, "", Caller::kCli).ok());
        EXPECT_FALSE(CheckText(spec, "nonsense", Caller::kCli).ok());
        break;
      case OptionType::kSize:
        EXPECT_EQ(*CheckText(spec, "8X9", Caller::kCli), "8x9");
        EXPECT_FALSE(CheckText(spec, "10", Caller::kCli).ok());
        EXPECT_FALSE(CheckText(spec, "x10", Caller::kCli).ok());
        break;
      default:
        break;
    }
  }
  EXPECT_FALSE(CheckText(*FindOption("title"), "a\nb", Caller::kCli).ok());
  EXPECT_FALSE(CheckText(*FindOption("title"), "\xff", Caller::kCli).ok());
  EXPECT_TRUE(CheckText(*FindOption("title"), "", Caller::kCli).ok());
  EXPECT_FALSE(CheckText(*FindOption("id"), "a,,b", Caller::kCli).ok());
}

// The cases of issue 33: an empty string is an empty value, never the next key.
TEST(OptionSchema, JsonEmptyStringsAreValuesNotTheNextKey) {
  absl::StatusOr<OptionValues> v = Json(R"({"title":"","topology":"hex","count":1})");
  ASSERT_TRUE(v.ok()) << v.status();
  EXPECT_EQ(v->Get("title", "sheet"), "");
  absl::StatusOr<ProducerOptions> p = MakeProducerOptions(*v, "sheet", Caller::kJson);
  ASSERT_TRUE(p.ok()) << p.status();
  EXPECT_EQ(p->topology, TopologyKind::kHex);
  EXPECT_EQ(p->count, 1);

  v = Json(R"({"font":"","kind":"reverse"})");
  ASSERT_TRUE(v.ok()) << v.status();
  p = MakeProducerOptions(*v, "sheet", Caller::kJson);
  ASSERT_TRUE(p.ok()) << p.status();
  EXPECT_EQ(p->kind, PuzzleKind::kReverse);

  v = Json(R"({"seed":"","size":"10x10"})");
  ASSERT_FALSE(v.ok());
  EXPECT_EQ(Message(v.status()), "\"seed\" must be a whole number, got string \"\"");

  v = Json(R"({"topology":""})");
  ASSERT_FALSE(v.ok());
  EXPECT_EQ(Message(v.status()), "\"topology\": '' is not one of square, triangle, hex");
}

TEST(OptionSchema, JsonTypesAreChecked) {
  absl::StatusOr<OptionValues> v = Json(R"({"count":"3"})");
  ASSERT_FALSE(v.ok());
  EXPECT_EQ(Message(v.status()), "\"count\" must be a whole number, got string \"3\"");
  EXPECT_EQ(*v.status().GetPayload(kLocationPayload), R"({"key":"count"})");
  EXPECT_FALSE(Json(R"({"qr":1})").ok());
  EXPECT_FALSE(Json(R"({"title":5})").ok());
  EXPECT_FALSE(Json(R"({"id":[]})").ok());
  EXPECT_FALSE(Json(R"({"kind":null})").ok());
  v = Json(R"({"titlle":"x"})");
  ASSERT_FALSE(v.ok());
  EXPECT_EQ(Message(v.status()), "unknown key \"titlle\" (did you mean \"title\"?)");
  v = Json(R"({"id":["a,b","c"],"qr":true,"impossible":0})");
  ASSERT_TRUE(v.ok()) << v.status();
  EXPECT_EQ(v->lists.at("id"), (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_TRUE(v->On("qr"));
  // The server's own keys are the caller's to read.
  EXPECT_TRUE(
      ReadJsonOptions(nlohmann::json::parse(R"({"format":"png"})"), "sheet", {"format"}).ok());
}

TEST(OptionSchema, NamesBecomeValuesInOnePlace) {
  EXPECT_EQ(*DifficultyOf("any", Caller::kCli), Difficulty::kNone);
  EXPECT_EQ(*DifficultyOf("Hard", Caller::kCli), Difficulty::kHard);
  EXPECT_EQ(Message(DifficultyOf("extreme", Caller::kPython).status()),
            "difficulty=: 'extreme' is not one of any, easy, medium, hard, expert");
  EXPECT_EQ(*TopologyOf("triangle", Caller::kCli), TopologyKind::kTriangle);
  EXPECT_FALSE(TopologyOf("strip", Caller::kCli).ok());

  // A rating alone: any difficulty, whatever the command's default; with one: both.
  ProducerOptions p;
  p.difficulty = Difficulty::kMedium;
  ASSERT_TRUE(ApplyRating("5-6.9", /*difficulty_given=*/false, Caller::kCli, &p).ok());
  EXPECT_EQ(p.difficulty, Difficulty::kNone);
  EXPECT_EQ(p.rating_min_tenths, 50);
  EXPECT_EQ(p.rating_max_tenths, 69);
  p.difficulty = Difficulty::kHard;
  ASSERT_TRUE(ApplyRating("7", /*difficulty_given=*/true, Caller::kCli, &p).ok());
  EXPECT_EQ(p.difficulty, Difficulty::kHard);
  EXPECT_EQ(p.rating_min_tenths, 70);
  absl::Status bad = ApplyRating("12", false, Caller::kJson, &p);
  EXPECT_EQ(Message(bad).rfind("\"rating\": ", 0), 0u) << Message(bad);
}

TEST(OptionSchema, ProducerOptionsFromValues) {
  absl::StatusOr<OptionValues> v = Json(R"({})");
  ASSERT_TRUE(v.ok());
  absl::StatusOr<ProducerOptions> p = MakeProducerOptions(*v, "sheet", Caller::kJson);
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p->count, 6);  // sheet's defaults
  EXPECT_EQ(p->difficulty, Difficulty::kMedium);
  EXPECT_EQ(p->rows, 10);
  // No seed given: a fresh one (app/seed.h), 1 in a reproducible run (SOURCE_DATE_EPOCH).
  EXPECT_GE(p->seed, 1u);
  EXPECT_LE(p->seed, kMaxFreshSeed);
  std::set<uint64_t> fresh;
  for (int k = 0; k < 8; ++k) fresh.insert(MakeProducerOptions(*v, "sheet", Caller::kJson)->seed);
  EXPECT_GT(fresh.size(), 1u);
  Environment reproducible;
  reproducible.source_date_epoch = "1";
  EXPECT_EQ(MakeProducerOptions(*v, "sheet", Caller::kJson, reproducible)->seed, 1u);
  EXPECT_EQ(MakeProducerOptions(*v, "python", Caller::kPython)->seed, 1u);  // as gen: fixed
  EXPECT_FALSE(p->opening.has_value());  // the producer decides (sparse for hex above easy)

  v = Json(R"({"size":"7x9","rating":"5-6.9","seed":18446744073709551615})");
  ASSERT_TRUE(v.ok()) << v.status();
  p = MakeProducerOptions(*v, "sheet", Caller::kJson);
  ASSERT_TRUE(p.ok()) << p.status();
  EXPECT_EQ(p->rows, 7);
  EXPECT_EQ(p->cols, 9);
  EXPECT_EQ(p->difficulty, Difficulty::kNone);
  EXPECT_EQ(p->seed, 18446744073709551615u);

  v = Json(R"({"rating":"4","kind":"reverse"})");
  ASSERT_TRUE(v.ok());
  p = MakeProducerOptions(*v, "sheet", Caller::kJson);
  EXPECT_EQ(Message(p.status()),
            "\"rating\" picks paper tables by the solver's rating: use \"difficulty\" for reverse "
            "sheets");
  v = Json(R"({"impossible":0.5})");
  ASSERT_TRUE(v.ok());
  EXPECT_FALSE(MakeProducerOptions(*v, "sheet", Caller::kJson).ok());
}

TEST(OptionSchema, TheFormsGetTheSchemaAsJson) {
  const nlohmann::json j = SchemaJson("sheet");
  ASSERT_TRUE(j.is_array());
  bool saw_count = false;
  for (const nlohmann::json& o : j) {
    if (o["name"] == "count") {
      saw_count = true;
      EXPECT_EQ(o["min"], 1);
      EXPECT_EQ(o["max"], 100000);
      EXPECT_EQ(o["default"], "6");
    }
    if (o["name"] == "topology") {
      EXPECT_EQ(o["choices"], nlohmann::json({"square", "triangle", "hex"}));
    }
  }
  EXPECT_TRUE(saw_count);
}

}  // namespace
}  // namespace papermines::app
