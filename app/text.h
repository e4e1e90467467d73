// Text a user reads, made safe: a message kept to one line, and the checks of text that is
// printed on a page (a title, a name). Every front end says errors and checks titles alike.
#pragma once

#include <string>
#include <string_view>

namespace papermines::app {

// `message` made safe for one line of text: control bytes (a newline, a tab) and bytes that are not
// UTF-8 become \xNN; past `max_bytes` it is cut and ends in "...".
std::string OneLine(std::string_view message, size_t max_bytes = std::string::npos);

// Why `text` cannot be printed on a page (control characters, bidirectional controls and bytes
// that are not UTF-8: Pango would warn and draw boxes), or "" when it can. The checks of
// `--title` on the command line and of the book spec's texts.
std::string TextProblem(std::string_view text);

}  // namespace papermines::app
