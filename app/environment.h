// What a run takes from its surroundings. The front end reads it (the program from its process
// environment and its own folder, cli/language.h) and passes it in: nothing under app/ reads the
// process environment, so a server can run requests with the environment it chose.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace papermines::app {

struct Environment {
  // SOURCE_DATE_EPOCH as given ("" = not set): the fixed time of the documents' dates.
  std::string source_date_epoch;
  // LANGUAGE, LC_ALL, LC_MESSAGES and LANG as given: the language when a request names none
  // (render::LanguageFromEnvironment picks from them; none names a language of this build: en).
  std::string language, lc_all, lc_messages, lang;
  // The folders of the message catalogues (po/) to look in, besides the installed one.
  std::vector<std::string> catalogue_dirs;
  // TMPDIR as given ("" = not set: /tmp): the folder of the unlinked temporary files a PDF is
  // drawn into (core/output.h AnonymousTempFile).
  std::string temp_dir;
};

// The documents' fixed time from `env.source_date_epoch`, in seconds since 1970 (none when it is
// not set); InvalidArgument "SOURCE_DATE_EPOCH must be a number of seconds, got '...'" for
// anything but a number from 0 to the end of year 9999.
absl::StatusOr<std::optional<int64_t>> FixedTime(const Environment& env);

}  // namespace papermines::app
