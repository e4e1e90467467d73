#!/usr/bin/env python3
"""The catalogue check fails the build (issue 28): po/CMakeLists.txt, as the project uses it, in a
scratch project of one source file and one catalogue, configured and built with CMake and Ninja:

  - a catalogue that lacks a message of the sources: the build fails and says which message;
  - every message translated: the build succeeds and compiles the catalogue;
  - a catalogue that keeps a message no source draws: the build fails again and says which;
  - -DPAPERMINES_CATALOGUE_CHECK=OFF: the same catalogue builds, and `ninja catalogue-check`
    still fails.

usage: build_check_test.py SOURCE_DIR CMAKE NINJA
"""
import os
import shutil
import subprocess
import sys
import tempfile

HEADER = '''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Language: de\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

'''

SOURCE = '''// A drawing that says two things.
#include <string>
std::string Tr(const char* s) { return s; }
std::string TrN(const char* one, const char* many, long n) { return n == 1 ? one : many; }
std::string Page(long n) { return Tr("Name") + TrN("$0 mine", "$0 mines", n); }
'''

TRANSLATED = '''msgid "Name"
msgstr "Name"

msgid "$0 mine"
msgid_plural "$0 mines"
msgstr[0] "$0 Mine"
msgstr[1] "$0 Minen"
'''

UNUSED = '''
msgid "Date"
msgstr "Datum"
'''

failures = []


def check(what, ok, output=""):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)
        print(output)


def run(args, cwd):
    r = subprocess.run(args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return r.returncode, r.stdout


def project(root, source_dir, catalogue):
    os.makedirs(os.path.join(root, "po"), exist_ok=True)
    os.makedirs(os.path.join(root, "render"), exist_ok=True)
    for name in ("CMakeLists.txt", "check_catalogues.py"):
        shutil.copy(os.path.join(source_dir, "po", name), os.path.join(root, "po", name))
    with open(os.path.join(root, "CMakeLists.txt"), "w") as f:
        f.write("cmake_minimum_required(VERSION 3.20)\nproject(scratch NONE)\n"
                "include(GNUInstallDirs)\nadd_subdirectory(po)\n")
    with open(os.path.join(root, "render", "page.cpp"), "w") as f:
        f.write(SOURCE)
    write_catalogue(root, catalogue)


def write_catalogue(root, body):
    with open(os.path.join(root, "po", "de.po"), "w", encoding="utf-8") as f:
        f.write(HEADER + body)


def main():
    source_dir, cmake, ninja = sys.argv[1], sys.argv[2], sys.argv[3]
    with tempfile.TemporaryDirectory() as tmp:
        root, build = os.path.join(tmp, "src"), os.path.join(tmp, "build")
        project(root, source_dir, 'msgid "Name"\nmsgstr "Name"\n')
        code, out = run([cmake, "-S", root, "-B", build, "-G", "Ninja",
                          "-DCMAKE_MAKE_PROGRAM=" + ninja], tmp)
        check("the scratch project configures", code == 0, out)
        if code != 0:
            return 1
        code, out = run([ninja, "-C", build], tmp)
        check("a missing message fails the build", code != 0, out)
        check("... and the build says which", "missing message '$0 mine'" in out, out)

        write_catalogue(root, TRANSLATED)
        code, out = run([ninja, "-C", build], tmp)
        check("every message translated: the build succeeds", code == 0, out)
        mo = os.path.join(build, "locale", "de", "LC_MESSAGES", "papermines.mo")
        check("... and compiles the catalogue", os.path.exists(mo), out)

        write_catalogue(root, TRANSLATED + UNUSED)
        code, out = run([ninja, "-C", build], tmp)
        check("an unused message fails the build", code != 0, out)
        check("... and the build says which", "unused message 'Date'" in out, out)

        code, out = run([cmake, "-S", root, "-B", build, "-DPAPERMINES_CATALOGUE_CHECK=OFF"], tmp)
        check("the check can be turned off", code == 0, out)
        code, out = run([ninja, "-C", build], tmp)
        check("turned off, the same catalogue builds", code == 0, out)
        code, out = run([ninja, "-C", build, "catalogue-check"], tmp)
        check("turned off, ninja catalogue-check still fails", code != 0, out)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
