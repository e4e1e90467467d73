// Escaping every string that comes from an input (ids, titles, font names, URLs) for the context
// it lands in, so that nothing from a .mines file or an option runs in what papermines writes
// (issue: "Nothing from an input runs"). Each function's output is safe in exactly one context:
//  - HtmlText: element content (& < > " ' become entities; also fine in a quoted attribute);
//  - HtmlAttribute: a double-quoted attribute value (the same set, plus control characters);
//  - JsonString: a JSON string literal, quotes included, safe inside an inline <script> element:
//    '<', '>', '&', U+2028, U+2029 and every control character are \u escapes, so neither
//    "</script>" nor "<!--" nor a line separator can end or change the script;
//  - CssString: a double-quoted CSS string (font-family names in a <style> element): anything
//    but letters, digits, space, '-' and '_' becomes a CSS hex escape, so no '<', quote or
//    backslash survives;
//  - UrlComponent: percent-encoding of everything outside RFC 3986's unreserved set.
// Invalid UTF-8 becomes U+FFFD in every context, so a browser never re-interprets broken bytes.
#pragma once

#include <string>
#include <string_view>

namespace papermines::render {

std::string HtmlText(std::string_view s);
std::string HtmlAttribute(std::string_view s);
std::string JsonString(std::string_view s);
std::string CssString(std::string_view s);
std::string UrlComponent(std::string_view s);

// `s` with every invalid UTF-8 sequence replaced by U+FFFD.
std::string ValidUtf8(std::string_view s);

}  // namespace papermines::render
