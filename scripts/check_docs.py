"""Checks README.md and docs/*.md against the repository and the tools.

    python3 scripts/check_docs.py --build build [--src .] [--links-only]
        [--only README.md] [--list]

Two checks (docs/testing.md, "The docs"):

- Paths: every relative link `[text](path)` and every repository path a
  page names (`docs/gpu.md`, `lib/Analysis/CostModel.cpp`, `test/Models/`,
  in backticks or not) exists in the checkout; a path that leaves the
  checkout (`../shared/...`) is an error unless OUTSIDE lists it.
- Quoted output: a fenced block right after an HTML comment
  `<!-- doc-check: COMMAND -->` must be what COMMAND prints (stdout and
  stderr); after `<!-- doc-check -->` the block is a session: each line
  `$ COMMAND` (continued by a trailing backslash) runs, and the lines up
  to the next `$ ` are what it prints. A line `...` in a block stands for
  any number of lines; trailing spaces and blank lines at the end of the
output are ignored, nothing else is.

Commands run with bash, one block at a time, in a fresh folder that holds
a link to each top-level entry of the checkout and `build` linked to
--build, so that paths in them are the checkout's, what they write stays
in that folder, and `build/bin/...` is the build's. They get the
environment of a fresh shell: neither the build's bin/ nor LLVM's bin/ on
PATH (a page names `build/bin/mpopt-opt`, `/usr/lib/llvm-22/bin/lit`), no
PYTHONPATH. A command that exits nonzero fails the check unless its
output in the block shows an error (a line with "error").
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

# Paths outside the checkout that a page may name, and why.
OUTSIDE = {
    "../shared/corpus": "other projects' layers, optional: the corpus tests "
                        "and scripts skip or take --corpus without it",
}

TOP = ("docs", "scripts", "test", "lib", "include", "tools", "examples",
       "bench", "runtime", "targets", "python", "cmake", ".ci")
PATH_RE = re.compile(r"(?<![\w./-])((?:%s)/[\w./+-]*)" % "|".join(
    re.escape(t) for t in TOP))
LINK_RE = re.compile(r"\[[^\]\n]*\]\(([^)\s]+)\)")
OUTSIDE_RE = re.compile(r"(?<![\w./-])(\.\./[\w./+-]*[\w])")
MARK_RE = re.compile(r"^<!--\s*doc-check(?::\s*(.*?))?\s*-->\s*$")


def pages(src):
    files = ["README.md"] + sorted(
        os.path.join("docs", f) for f in os.listdir(os.path.join(src, "docs"))
        if f.endswith(".md"))
    return [f for f in files if os.path.exists(os.path.join(src, f))]


def placeholder(path):
    """Whether a path names a placeholder: test/Models/M.mlir, DIR/out.npy."""
    return any(re.fullmatch(r"[A-Z]|DIR|FILE|NAME|PREFIX|OUT|IN|LIB|PROGRAM",
                            part.split(".")[0]) for part in path.split("/"))


def check_paths(src, page, text):
    """The paths of one page that do not exist."""
    errors = []
    here = os.path.dirname(page)
    for number, line in enumerate(text.splitlines(), 1):
        for target in LINK_RE.findall(line):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue
            path = os.path.normpath(os.path.join(here, target.split("#")[0]))
            if path.startswith(".."):
                errors.append(f"{page}:{number}: link '{target}' leaves the "
                              "repository")
            elif not os.path.exists(os.path.join(src, path)):
                errors.append(f"{page}:{number}: link '{target}': no {path}")
        for match in PATH_RE.finditer(line):
            path = match.group(1).rstrip(".")
            following = line[match.end():match.end() + 1]
            if "..." in path or following in ("*", "<", "{", "$") or \
                    placeholder(path):
                continue
            if not (os.path.exists(os.path.join(src, path)) or
                    os.path.exists(os.path.join(src, here, path))):
                errors.append(f"{page}:{number}: no {path} in the repository")
        for path in OUTSIDE_RE.findall(line):
            if not any(path == p or path.startswith(p + "/") for p in OUTSIDE):
                errors.append(f"{page}:{number}: {path} is outside the "
                              "repository")
    return errors


def blocks(text):
    """(line, command or None, block lines) of each marked fenced block."""
    lines = text.splitlines()
    for index, line in enumerate(lines):
        match = MARK_RE.match(line)
        if not match:
            continue
        start = index + 1
        if start >= len(lines) or not lines[start].startswith("```"):
            yield index + 1, match.group(1), None
            continue
        end = start + 1
        while end < len(lines) and not lines[end].startswith("```"):
            end += 1
        yield index + 1, match.group(1), lines[start + 1:end]


def session(lines):
    """[(command, expected lines)] of a `$ ` session."""
    steps = []
    index = 0
    while index < len(lines):
        line = lines[index]
        if not line.startswith("$ "):
            if not steps:
                raise ValueError(f"'{line}' before the first '$ ' command")
            steps[-1][1].append(line)
            index += 1
            continue
        command = line[2:]
        while command.endswith("\\") and index + 1 < len(lines):
            index += 1
            command += "\n" + lines[index]
        steps.append((command, []))
        index += 1
    return steps


def matches(expected, actual):
    """Whether actual fits expected, where a line `...` is any lines."""
    expected = [line.rstrip() for line in expected]
    actual = [line.rstrip() for line in actual]
    while actual and not actual[-1]:
        actual.pop()
    memo = {}

    def fits(e, a):
        if (e, a) in memo:
            return memo[(e, a)]
        if e == len(expected):
            result = a == len(actual)
        elif expected[e] == "...":
            result = any(fits(e + 1, k) for k in range(a, len(actual) + 1))
        else:
            result = (a < len(actual) and expected[e] == actual[a] and
                      fits(e + 1, a + 1))
        memo[(e, a)] = result
        return result
    return fits(0, 0)


def workdir(src, build):
    folder = tempfile.mkdtemp(prefix="check_docs.")
    for entry in os.listdir(src):
        if entry in (".git", "build"):
            continue
        os.symlink(os.path.join(src, entry), os.path.join(folder, entry))
    os.symlink(build, os.path.join(folder, "build"))
    return folder


def run(command, folder, env, timeout):
    """(exit status, lines printed) of a command."""
    try:
        result = subprocess.run(["bash", "-c", command], cwd=folder, env=env,
                                stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True,
                                timeout=timeout)
        return result.returncode, result.stdout.splitlines()
    except subprocess.TimeoutExpired:
        return -1, [f"check_docs: timed out after {timeout} s"]


def check_blocks(src, build, page, text, env, timeout, list_only):
    errors = []
    count = 0
    for line, command, body in blocks(text):
        where = f"{page}:{line}"
        if body is None:
            errors.append(f"{where}: doc-check marker without a fenced "
                          "block on the next line")
            continue
        if command:
            steps = [(command, body)]
        else:
            try:
                steps = session(body)
            except ValueError as error:
                errors.append(f"{where}: {error}")
                continue
        count += 1
        if list_only:
            for step, _ in steps:
                print(f"{where}: $ {step}")
            continue
        folder = workdir(src, build)
        try:
            for step, expected in steps:
                status, actual = run(step, folder, env, timeout)
                failed = status != 0 and not any("error" in e
                                                 for e in expected)
                if failed or not matches(expected, actual):
                    errors.append(
                        f"{where}: `{step}` "
                        f"{f'failed (exit {status}) and ' if failed else ''}"
                        "printed\n" +
                        "\n".join("    " + a for a in actual) +
                        "\n  where the page shows\n" +
                        "\n".join("    " + e for e in expected))
                    break
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    return count, errors


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", default=os.path.dirname(here))
    parser.add_argument("--build", help="the build folder (default SRC/build)")
    parser.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    parser.add_argument("--only", action="append",
                        help="a page (README.md, docs/gpu.md), repeatable")
    parser.add_argument("--links-only", action="store_true")
    parser.add_argument("--list", action="store_true",
                        help="print the checked commands, run nothing")
    parser.add_argument("--timeout", type=int, default=600)
    args = parser.parse_args()
    src = os.path.abspath(args.src)
    build = os.path.abspath(args.build or os.path.join(src, "build"))
    # The commands see what a fresh shell on the machine sees: neither the
    # build's bin/ nor LLVM's bin/ on PATH, no PYTHONPATH.
    env = dict(os.environ)
    hidden = {os.path.realpath(os.path.join(build, "bin")),
              os.path.realpath(args.llvm_bin)}
    env["PATH"] = os.pathsep.join(
        p for p in env.get("PATH", "").split(os.pathsep)
        if p and os.path.realpath(p) not in hidden)
    env.pop("PYTHONPATH", None)

    files = args.only or pages(src)
    errors = []
    paths = blocks_checked = 0
    for page in files:
        with open(os.path.join(src, page)) as f:
            text = f.read()
        errors += check_paths(src, page, text)
        paths += 1
        if not args.links_only:
            count, found = check_blocks(src, build, page, text, env,
                                        args.timeout, args.list)
            blocks_checked += count
            errors += found
    for error in errors:
        print(error)
    print(f"check_docs: {len(files)} pages, {blocks_checked} quoted outputs, "
          f"{len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
