"""Shared fixtures of the Python module's tests (tests/python, run by ctest as python_module).

ctest sets PYTHONPATH to build/python (the package as the build assembles it),
PAPERMINES_BINARY to the built program and PAPERMINES_TEST_DATA to tests/data.
A missing module, numpy or environment fails the run: nothing here skips, and a
test that skips anyway fails the session (pytest_sessionfinish).
"""

import os
import subprocess
import sys

import pytest


def _env(name):
    value = os.environ.get(name)
    if not value:
        raise RuntimeError(f"{name} is not set (run these tests through ctest)")
    return value


@pytest.fixture(scope="session")
def binary():
    return _env("PAPERMINES_BINARY")


@pytest.fixture(scope="session")
def data():
    return _env("PAPERMINES_TEST_DATA")


@pytest.fixture(scope="session")
def cli(binary):
    """Runs the papermines program; returns (status, stdout, stderr) as text."""

    def run(*args, stdin=None):
        r = subprocess.run([binary, *map(str, args)], input=stdin, capture_output=True,
                           text=True, timeout=300)
        return r.returncode, r.stdout, r.stderr

    return run


@pytest.fixture(scope="session")
def python_env():
    """The environment a child Python needs to import the same papermines."""
    env = dict(os.environ)
    env["PYTHONPATH"] = _env("PYTHONPATH")
    return env


def pytest_sessionfinish(session, exitstatus):
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if reporter is not None and reporter.stats.get("skipped"):
        print("\npython_module: a test skipped; this suite never skips", file=sys.stderr)
        session.exitstatus = 1
