// Page setup (page_setup.h): parses trim sizes and margins and computes each page's offset on the
// media, so the inside margin is on the binding side.
#include "render/page_setup.h"

#include <array>
#include <charconv>
#include <cmath>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"

namespace papermines::render {
namespace {

constexpr double kMm = 72 / 25.4;
constexpr double kIn = 72;

struct Preset {
  const char* name;
  double width, height;  // points
};

const std::array<Preset, 9>& Presets() {
  static const std::array<Preset, 9> presets = {{
      {"a4", 210 * kMm, 297 * kMm},
      {"a5", 148 * kMm, 210 * kMm},
      {"letter", 8.5 * kIn, 11 * kIn},
      {"5x8in", 5 * kIn, 8 * kIn},
      {"5.5x8.5in", 5.5 * kIn, 8.5 * kIn},
      {"6x9in", 6 * kIn, 9 * kIn},
      {"7x10in", 7 * kIn, 10 * kIn},
      {"8x10in", 8 * kIn, 10 * kIn},
      {"8.5x11in", 8.5 * kIn, 11 * kIn},
  }};
  return presets;
}

bool ParseNumber(std::string_view s, double* v) {
  if (s.empty()) return false;
  const char* b = s.data();
  const char* e = b + s.size();
  auto [ptr, ec] = std::from_chars(b, e, *v);
  return ec == std::errc() && ptr == e && std::isfinite(*v);
}

// The unit at the end of s ("mm", "cm", "in", "pt") in points per unit; 0 when there is none.
double UnitOf(std::string_view s, std::string_view* number) {
  static const std::array<std::pair<const char*, double>, 4> units = {
      {{"mm", kMm}, {"cm", 10 * kMm}, {"in", kIn}, {"pt", 1}}};
  for (const auto& [name, scale] : units) {
    if (s.size() > 2 && s.substr(s.size() - 2) == name) {
      *number = s.substr(0, s.size() - 2);
      return scale;
    }
  }
  *number = s;
  return 0;
}

}  // namespace

absl::StatusOr<double> ParseLength(std::string_view text_view) {
  const std::string text(text_view);
  const std::string s = absl::AsciiStrToLower(absl::StripAsciiWhitespace(text));
  std::string_view number;
  const double scale = UnitOf(s, &number);
  double v = 0;
  if (!ParseNumber(number, &v) || v < 0 || (scale == 0 && v != 0)) {
    return absl::InvalidArgumentError(absl::StrCat(
        "expected a length with a unit (e.g. 15mm, 1.5cm, 0.5in, 12pt), got '", text, "'"));
  }
  const double points = v * (scale == 0 ? 1 : scale);
  // No page side is longer than 1500 mm (ParsePageSize), so no margin or bleed can be either;
  // "1e308mm" would otherwise overflow to infinity in the arithmetic that follows.
  if (!std::isfinite(points) || points > 1500 * kMm + 1e-9) {
    return absl::InvalidArgumentError(
        absl::StrCat("a length of at most 1500 mm (the longest paper side), got '", text, "'"));
  }
  return points;
}

std::string PaperPresetNames() {
  std::vector<std::string> names;
  for (const Preset& p : Presets()) names.push_back(p.name);
  return absl::StrJoin(names, ", ");
}

absl::StatusOr<PageSetup> ParsePageSize(std::string_view text_view) {
  const std::string text(text_view);
  const std::string s = absl::AsciiStrToLower(absl::StripAsciiWhitespace(text));
  PageSetup out;
  for (const Preset& p : Presets()) {
    // "6x9in" is also "6x9" (the trims are named in inches).
    if (s == p.name || absl::StrCat(s, "in") == p.name) {
      out.width = p.width;
      out.height = p.height;
      out.name = p.name;
      return out;
    }
  }
  auto bad = [&] {
    return absl::InvalidArgumentError(absl::StrCat(
        "unknown paper '", text, "': use ", PaperPresetNames(),
        ", or WIDTHxHEIGHT with a unit, e.g. 150x230mm or 6x9in (50 mm to 1500 mm a side)"));
  };
  std::string_view number;
  const double scale = UnitOf(s, &number);
  const size_t x = number.find('x');
  double w = 0, h = 0;
  if (scale == 0 || x == std::string_view::npos || !ParseNumber(number.substr(0, x), &w) ||
      !ParseNumber(number.substr(x + 1), &h)) {
    return bad();
  }
  w *= scale;
  h *= scale;
  if (w < 50 * kMm - 1e-9 || h < 50 * kMm - 1e-9 || w > 1500 * kMm + 1e-9 ||
      h > 1500 * kMm + 1e-9) {
    return bad();
  }
  out.width = w;
  out.height = h;
  out.name = s;
  return out;
}

absl::StatusOr<Margins> ParseMargins(std::string_view text_view) {
  const std::string text(text_view);
  std::vector<std::string> parts = absl::StrSplit(text, ',');
  if (parts.size() != 1 && parts.size() != 4) {
    return absl::InvalidArgumentError(
        absl::StrCat("margins are one length or four, TOP,BOTTOM,INSIDE,OUTSIDE (e.g. "
                     "15mm,15mm,22mm,10mm), got '",
                     text, "'"));
  }
  std::vector<double> v;
  for (const std::string& p : parts) {
    auto len = ParseLength(p);
    if (!len.ok()) return len.status();
    v.push_back(*len);
  }
  if (v.size() == 1) return Margins{v[0], v[0], v[0], v[0]};
  return Margins{v[0], v[1], v[2], v[3]};
}

absl::Status ValidatePageSetup(const PageSetup& p) {
  const Margins& m = p.margins;
  // At least 40 % of each side is left for the content.
  if (m.inside + m.outside > 0.6 * p.width || m.top + m.bottom > 0.6 * p.height) {
    return absl::InvalidArgumentError(absl::StrFormat(
        "the margins (top %s, bottom %s, inside %s, outside %s) leave too little of the %s page "
        "(%s x %s)",
        Millimetres(m.top), Millimetres(m.bottom), Millimetres(m.inside), Millimetres(m.outside),
        p.name, Millimetres(p.width), Millimetres(p.height)));
  }
  if (p.bleed > 10 * kMm + 1e-9) {
    return absl::InvalidArgumentError(
        absl::StrCat("a bleed of ", MillimetresAbove(p.bleed, 10 * kMm), " is more than 10 mm"));
  }
  return absl::OkStatus();
}

double MediaWidth(const PageSetup& p) { return p.width + p.bleed; }
double MediaHeight(const PageSetup& p) { return p.height + 2 * p.bleed; }

bool RightHandPage(const PageSetup& p, int page_no) { return (page_no % 2 == 1) != p.bound_right; }

namespace {
// The trim's left edge on the media: a left-hand page's outside edge (with the bleed) is its left.
double TrimLeft(const PageSetup& p, int page_no) { return RightHandPage(p, page_no) ? 0 : p.bleed; }
}  // namespace

double PageOffsetX(const PageSetup& p, int page_no) {
  return TrimLeft(p, page_no) +
         (RightHandPage(p, page_no) ? 0 : p.margins.outside - p.margins.inside);
}
double PageOffsetY(const PageSetup& p) { return p.bleed; }

PageBoxes PageBoxesOf(const PageSetup& p, int page_no) {
  PageBoxes b;
  b.media = {0, 0, MediaWidth(p), MediaHeight(p)};
  const double left = TrimLeft(p, page_no);
  b.trim = {left, p.bleed, left + p.width, p.bleed + p.height};
  b.bleed = p.bleed > 0;
  return b;
}

std::string Millimetres(double points) { return absl::StrFormat("%.1f mm", points / kMm); }

std::string MillimetresAbove(double points, double limit) {
  // One decimal, or as many more (up to 4) as it takes not to read as the limit or below it.
  for (int digits = 1; digits < 4; ++digits) {
    const std::string shown = absl::StrFormat("%.*f", digits, points / kMm);
    if (std::stod(shown) * kMm > limit + 1e-9) return shown + " mm";
  }
  return absl::StrFormat("%.4f mm", points / kMm);
}

}  // namespace papermines::render
