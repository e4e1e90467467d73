#!/bin/sh
# How many hostile cases are tried, per surface: the blocks of tests/data/hostile/cases.txt
# (classified by what their setup and run lines touch; a case may touch several surfaces, so the
# surface column does not add up to the total) and the matrices tests/cli_hostile_cases_test.cpp
# builds (counted from its tables). Also the cases per section of cases.txt ("# ---- ..." lines).
#
#   scripts/hostile_counts.sh            prints both tables
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cases=$root/tests/data/hostile/cases.txt
test_cpp=$root/tests/cli_hostile_cases_test.cpp

echo "## cases.txt by surface (a case counts under every surface it touches)"
awk '
BEGIN {
  split("book spec and book|puzz.link URLs|check (answers, class)|ids (--id)|shards (--shard)|series (--sets)|concurrency (parallel runs, locks, jobs)|resources (memory, disk, size, time)|signals and closed pipes|environments (locale, TMPDIR, env)|page sets and names (svg, png, keys)|inputs as outputs, links, descriptors|solve, clicks, reveal, export, theorem|gen and sheet|render", names, "|")
  for (i in names) hit[names[i]] = 0  # a surface no case touches shows as 0
}
function flush() {
  if (name == "") return
  t = text
  n = 0
  if (t ~ /\$PM book/) { hit["book spec and book"]++; n++ }
  if (t ~ /puzz\.link|mines\/[0-9]|puzzlink|\.url/) { hit["puzz.link URLs"]++; n++ }
  if (t ~ /\$PM check/) { hit["check (answers, class)"]++; n++ }
  if (t ~ /--id[ =]/) { hit["ids (--id)"]++; n++ }
  if (t ~ /--shard/) { hit["shards (--shard)"]++; n++ }
  if (t ~ /--sets/) { hit["series (--sets)"]++; n++ }
  if (t ~ /[^&]& |&$| wait|flock|--jobs|-j ?[0-9]/) { hit["concurrency (parallel runs, locks, jobs)"]++; n++ }
  if (t ~ /ulimit|\/dev\/full|\/dev\/zero|\/dev\/urandom|--time-limit|timeout /) { hit["resources (memory, disk, size, time)"]++; n++ }
  if (t ~ /kill|SIG|\| *head|trap /) { hit["signals and closed pipes"]++; n++ }
  if (t ~ /LANG=|LC_ALL|LC_|LANGUAGE=|TMPDIR=|HOME=|env /) { hit["environments (locale, TMPDIR, env)"]++; n++ }
  if (t ~ /\.svg|\.png|-key|stale/) { hit["page sets and names (svg, png, keys)"]++; n++ }
  if (t ~ /ln |\/dev\/stdout|\/dev\/fd|\/proc\/self|same file|< /) { hit["inputs as outputs, links, descriptors"]++; n++ }
  if (t ~ /\$PM (solve|clicks|reveal|export|theorem)/) { hit["solve, clicks, reveal, export, theorem"]++; n++ }
  if (t ~ /\$PM (gen|sheet)/) { hit["gen and sheet"]++; n++ }
  if (t ~ /\$PM render/) { hit["render"]++; n++ }
  if (n == 0) hit["other"]++
  total++
  name = ""; text = ""
}
/^case / { flush(); name = substr($0, 6); text = name " "; next }
/^(setup|run) / { text = text " " $0; next }
END {
  flush()
  for (s in hit) printf "%-44s %4d\n", s, hit[s] | "sort -k1,1"
  close("sort -k1,1")
  printf "%-44s %4d\n", "cases in cases.txt", total
}' "$cases"

echo
echo "## cases.txt by section"
awk '
/^# ---- / { if (sec != "") printf "%-72s %4d\n", sec, n; sec = $0; sub(/^# ---- /, "", sec); sub(/ -+$/, "", sec); n = 0; next }
/^case / { n++ }
END { if (sec != "") printf "%-72s %4d\n", sec, n }' "$cases"

echo
echo "## matrices built in tests/cli_hostile_cases_test.cpp"
readers=$(awk '/^const std::vector<Reader> kReaders/ {on=1; next} on && /^};/ {on=0} on && /^ *\{"/ {n++} END {print n+0}' "$test_cpp")
writers=$(awk '/^const std::vector<std::string> kWriters/ {on=1; next} on && /^};/ {on=0} on && /^ *"/ {n++} END {print n+0}' "$test_cpp")
ways=$(awk '/const std::vector<std::pair<std::string, std::string>> ways/ {on=1; next} on {n += gsub(/\{"/, "")} on && /};/ {on=0} END {print n+0}' "$test_cpp")
modes=$(grep -o 'for (const std::string mode : {[^}]*}' "$test_cpp" | grep -o '"[0-9]*"' | wc -l)
stale_exts=$(grep -o 'for (const std::string ext : {[^}]*}' "$test_cpp" | grep -o '"[a-z]*"' | wc -l)
printf '%-44s %4d  (%d commands x %d ways)\n' "an output that is an input (readers)" $((readers * ways)) "$readers" "$ways"
printf '%-44s %4d  (%d writers x %d modes, a link, a long name)\n' "what a replaced output was (writers)" $((writers * (modes + 2))) "$writers" "$modes"
printf '%-44s %4d  (%d formats x 2)\n' "stale pages" $((stale_exts * 2)) "$stale_exts"
built=$((readers * ways + writers * (modes + 2) + stale_exts * 2))
printf '%-44s %4d\n' "built cases" "$built"
printf '%-44s %4d\n' "hostile cases in all" $(($(grep -c '^case ' "$cases") + built))
