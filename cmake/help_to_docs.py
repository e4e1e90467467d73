#!/usr/bin/env python3
"""Writes the man page and the bash completion of papermines from the built binary's own --help.

Run at build time (cmake/install.cmake): it asks `papermines --help`, then `papermines CMD --help`
for every subcommand the help lists, recursively (so `gen paper` and any command added later are
found without a list kept here), parses CLI11's help layout and writes
  OUT_DIR/papermines.1      roff, one section per command with its usage and options
  OUT_DIR/papermines.bash   a bash completion function for commands, options and enum values.
Nothing is written by hand about the commands, so neither file can drift from the program.

Usage: help_to_docs.py PAPERMINES_BINARY VERSION OUT_DIR
"""
import os
import re
import subprocess
import sys

# CLI11 pads an entry's name to this column; longer names put the description on the next line.
COLUMN = 30


class Entry:
    """One line of an Options/Positionals/Subcommands section: its name column and description."""

    def __init__(self, name):
        self.name = name
        self.lines = []  # description lines, with any indentation beyond COLUMN kept


class Command:
    def __init__(self, path):
        self.path = path  # [] for the program, ["gen", "paper"] for `papermines gen paper`
        self.description = []
        self.usage = ""
        self.sections = []  # (title, [Entry])
        self.footer = []  # text after the sections

    def entries(self, title):
        return [e for t, es in self.sections if t == title for e in es]

    def options(self):
        return [e for t, es in self.sections if t not in ("Subcommands", "Positionals") for e in es]


def balanced(text):
    return text.count("[") == text.count("]") and text.count("{") == text.count("}")


def split_entry(line):
    """(name, description or None) of an entry line starting with two spaces."""
    if len(line) > COLUMN and line[COLUMN - 1] == " " and line[COLUMN] != " ":
        name = line[:COLUMN].strip()
        if balanced(name):
            return name, line[COLUMN:]
    return line.strip(), None


def parse_help(path, text, argv0):
    cmd = Command(path)
    lines = text.splitlines()
    i = 0
    while i < len(lines) and not lines[i].startswith("Usage: "):
        cmd.description.append(lines[i])
        i += 1
    if i == len(lines):
        sys.exit("help_to_docs: no 'Usage:' line in the help of %s" % " ".join(["papermines"] + path))
    usage = lines[i][len("Usage: "):]
    if usage.startswith(argv0):
        usage = "papermines" + usage[len(argv0):]
    cmd.usage = usage
    entries = None
    for line in lines[i + 1:]:
        if cmd.footer:  # everything after the first footer line is footer
            cmd.footer.append(line)
        elif not line.strip():
            continue
        elif not line.startswith(" ") and line.endswith(":"):
            entries = []
            cmd.sections.append((line[:-1], entries))
        elif entries is not None and line.startswith(" " * COLUMN) and entries:
            entries[-1].lines.append(line[COLUMN:])
        elif entries is not None and line.startswith("  ") and line[2] != " ":
            name, desc = split_entry(line)
            entries.append(Entry(name))
            if desc is not None:
                entries[-1].lines.append(desc)
        else:  # the footer begins
            cmd.footer.append(line)
    for text in (cmd.description, cmd.footer):
        while text and not text[-1].strip():
            text.pop()
    return cmd


def collect(binary):
    """Every command, the program first, then depth first in the order --help lists them."""
    commands = []

    def visit(path):
        run = subprocess.run([binary] + path + ["--help"], capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit("help_to_docs: '%s' failed: %s" % (" ".join([binary] + path + ["--help"]),
                                                        run.stderr.strip()))
        cmd = parse_help(path, run.stdout, binary)
        commands.append(cmd)
        for sub in cmd.entries("Subcommands"):
            visit(path + [sub.name])

    visit([])
    return commands


# ---- option names -------------------------------------------------------------------------------

def option_names(entry):
    """(["-t", "--topology"], type text or "") of an option entry "-t,--topology TEXT:{...}"."""
    first, _, rest = entry.name.partition(" ")
    return first.split(","), rest.strip()


def choices(type_text):
    m = re.search(r":\{([^}]*)\}", type_text)
    return m.group(1).split(",") if m else []


# ---- roff ---------------------------------------------------------------------------------------

def roff_text(text):
    """Escapes one line of running text for roff."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    if text.startswith((".", "'")):
        text = "\\&" + text
    return text


def roff_lines(lines):
    """Description lines: each explicit line break kept. A run of indented lines is an indented
    block; an indented line "TERM  text" (two or more spaces after the term) becomes a tagged
    paragraph, so a wrapped text keeps hanging under its column."""
    out = []
    block = False
    for k, line in enumerate(lines):
        if not line.strip():
            continue
        if line.startswith(" "):
            if not block:
                out.append(".RS %dn" % (len(line) - len(line.lstrip(" "))))
                out.append(".PD 0")
                block = True
            m = re.match(r"^ +(\S+)( {2,})(\S.*)$", line)
            if m:
                out.append(".TP %dn" % (len(m.group(1)) + len(m.group(2))))
                out.append(roff_text(m.group(1)))
                out.append(roff_text(m.group(3)))
            else:
                out.append(".br")
                out.append(roff_text(line.strip()))
            continue
        if block:
            out.extend([".PD", ".RE"])
            block = False
        elif k > 0:
            out.append(".br")
        out.append(roff_text(line))
    if block:
        out.extend([".PD", ".RE"])
    return out


def roff_entries(entries):
    out = []
    for e in entries:
        out.append(".TP")
        out.append("\\fB" + roff_text(e.name) + "\\fR")
        out.extend(roff_lines(e.lines) or ["\\&"])
    return out


def man_page(commands, version):
    top = commands[0]
    out = [
        '.\\" Generated at build time from `papermines --help` by cmake/help_to_docs.py; do not edit.',
        '.TH PAPERMINES 1 "" "papermines %s" "User Commands"' % version,
        ".SH NAME",
        "papermines \\- generate, prove and print minesweeper\\-family logic puzzles",
        ".SH SYNOPSIS",
    ]
    leaves = [c for c in commands[1:] if not c.entries("Subcommands")]
    for c in leaves:
        out.append(".B " + roff_text(" ".join(["papermines"] + c.path)))
        out.append(roff_text(c.usage[len(" ".join(["papermines"] + c.path)):].strip()))
        out.append(".br")
    out.append(".B papermines")
    out.append(".RB [ \\-\\-help | \\-\\-version ]")
    out.append(".SH DESCRIPTION")
    out.extend(roff_lines(top.description))
    out.append(".PP")
    out.append("Every command explains itself with \\fB\\-\\-help\\fR; this page collects those texts.")
    for title, entries in top.sections:
        if title == "Subcommands":
            continue
        out.append(".SH " + roff_text(title.upper()))
        out.extend(roff_entries(entries))
    out.append(".SH COMMANDS")
    for c in commands[1:]:
        out.append(".SS " + roff_text("papermines " + " ".join(c.path)))
        out.extend(roff_lines(c.description))
        out.append(".PP")
        out.append("Usage: \\fB" + roff_text(c.usage) + "\\fR")
        for title, entries in c.sections:
            out.append(".PP")
            out.append("\\fI" + roff_text(title) + ":\\fR")
            out.extend(roff_entries(entries))
        if c.footer:
            out.append(".PP")
            out.extend(roff_lines(c.footer))
    out.append(".SH SEE ALSO")
    out.append("The README and samples in /usr/share/doc/papermines (or PREFIX/share/doc/papermines).")
    return "\n".join(out) + "\n"


# ---- bash completion ----------------------------------------------------------------------------

def shell_words(words):
    return " ".join(words)


def completion(commands):
    """A self-contained function (no bash-completion helpers needed) with the tables inlined."""
    subs, opts, valued, enums = [], [], [], []
    for c in commands:
        key = " ".join(c.path)
        subs.append('    "%s") echo "%s" ;;' % (key, shell_words(e.name for e in c.entries("Subcommands"))))
        names_all, names_valued = [], []
        for e in c.options():
            names, type_text = option_names(e)
            names_all += names
            if type_text:
                names_valued += names
                for n in names:
                    if choices(type_text):
                        enums.append('    "%s %s") echo "%s" ;;' % (key, n, shell_words(choices(type_text))))
        opts.append('    "%s") echo "%s" ;;' % (key, shell_words(names_all)))
        valued.append('    "%s") echo "%s" ;;' % (key, shell_words(names_valued)))

    def table(name, rows):
        return "_papermines_%s() {\n  case \"$1\" in\n%s\n  esac\n}\n" % (name, "\n".join(rows))

    body = r'''
_papermines() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
  local path="" i word skip=0
  # Walk the words before the cursor: descend into subcommands, step over option values.
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=${COMP_WORDS[i]}
    if ((skip)); then skip=0; continue; fi
    if [[ $word == -* ]]; then
      [[ $word != *=* && " $(_papermines_valued "$path") " == *" $word "* ]] && skip=1
      continue
    fi
    if [[ " $(_papermines_subcommands "$path") " == *" $word "* ]]; then
      path=${path:+$path }$word
    fi
  done
  COMPREPLY=()
  if ((skip)); then  # the cursor is on the value of $prev
    local values
    values=$(_papermines_values "$path $prev")
    if [[ -n $values ]]; then
      COMPREPLY=($(compgen -W "$values" -- "$cur"))
    else
      COMPREPLY=($(compgen -f -- "$cur"))
    fi
    return 0
  fi
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$(_papermines_options "$path")" -- "$cur"))
    return 0
  fi
  local subs
  subs=$(_papermines_subcommands "$path")
  if [[ -n $subs ]]; then
    COMPREPLY=($(compgen -W "$subs" -- "$cur"))
  else
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
  return 0
}
complete -o filenames -o bashdefault -F _papermines papermines
'''
    return ("# bash completion for papermines.\n"
            "# Generated at build time from `papermines --help` by cmake/help_to_docs.py; do not edit.\n\n"
            + table("subcommands", subs) + table("options", opts) + table("valued", valued)
            + table("values", enums) + body)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    binary, version, out_dir = sys.argv[1:]
    commands = collect(binary)
    os.makedirs(out_dir, exist_ok=True)
    for name, text in (("papermines.1", man_page(commands, version)),
                       ("papermines.bash", completion(commands))):
        tmp = os.path.join(out_dir, name + ".tmp")
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, os.path.join(out_dir, name))


if __name__ == "__main__":
    main()
