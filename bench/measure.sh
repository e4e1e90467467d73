# Sourced by the shell benchmarks that time one papermines command at a time (solve_stream.sh,
# check_class.sh): `bench_setup NAME BIN` checks the binary and /usr/bin/time and makes $tmp (removed
# on exit); `measure LABEL COMMAND...` runs the command, output to /dev/null, and prints its exit
# status, wall time and peak resident set (maximum RSS, /usr/bin/time -v), and papermines' own
# error lines when it failed.
bench_setup() {  # NAME BIN
  [ -x "$2" ] || { echo "$1: no papermines binary at $2" >&2; exit 2; }
  [ -x /usr/bin/time ] || { echo "$1: needs /usr/bin/time (Debian package time)" >&2; exit 2; }
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
}
measure() {  # LABEL COMMAND...
  label=$1
  shift
  status=0
  /usr/bin/time -v "$@" > /dev/null 2> "$tmp/time" || status=$?
  [ "$status" -le 1 ] || grep '^papermines' "$tmp/time" >&2 || true
  rss=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$tmp/time")
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$tmp/time")
  printf '%-34s exit %s  wall %8s  max RSS %7s kB\n' "$label" "$status" "$wall" "$rss"
}
