"""Groups crash inputs of mpopt-fuzz by what they hit.

    python3 tools/mpopt-fuzz/triage.py --fuzzer build-fuzz/bin/mpopt-fuzz \
        build-fuzz/crashes [--timeout 120] [--show N]

Runs the fuzz target once on each input (files, or every file of a
folder), and groups those that still fail by the report's kind (sanitizer
error, abort message, timeout) and its first frame in mpopt's sources.
Prints one line per group: how many inputs, the kind, the frame, and the
smallest input; --show N prints the first N lines of that input's report.
"""
import argparse
import os
import re
import subprocess
import sys

FRAME_RE = re.compile(r"^\s+#\d+ 0x[0-9a-f]+ in (.+?) (/\S+):(\d+)(?::\d+)?$")


def classify(report, root):
    kind = "unknown"
    for pattern in (r"ERROR: AddressSanitizer: ([\w-]+)",
                    r"ERROR: LeakSanitizer: (detected memory leaks)",
                    r"runtime error: (.+)",
                    r"(mpopt-fuzz: \S+ \(.*?\) succeeded but left IR that "
                    r"does not verify)",
                    r"ERROR: libFuzzer: ([\w-]+)",
                    r"(LLVM ERROR: .+)"):
        m = re.search(pattern, report)
        if m:
            kind = m.group(1)
            break
    frame = "?"
    for line in report.splitlines():
        m = FRAME_RE.match(line)
        if m and m.group(2).startswith(root) and "/tools/mpopt-fuzz/" not in \
                m.group(2):
            frame = (f"{os.path.relpath(m.group(2), root)}:{m.group(3)} "
                     f"({m.group(1)[:80]})")
            break
    return kind, frame


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fuzzer", required=True)
    parser.add_argument("--timeout", type=float, default=120)
    parser.add_argument("--show", type=int, default=0)
    parser.add_argument("inputs", nargs="+")
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))) + os.sep
    files = []
    for path in args.inputs:
        if os.path.isdir(path):
            files += sorted(os.path.join(path, f) for f in os.listdir(path))
        else:
            files.append(path)
    env = dict(os.environ)
    env.setdefault("ASAN_OPTIONS", "abort_on_error=1:detect_leaks=1")
    env.setdefault("UBSAN_OPTIONS",
                   "halt_on_error=1:abort_on_error=1:print_stacktrace=1")
    groups = {}
    clean = 0
    for path in files:
        try:
            proc = subprocess.run(
                [args.fuzzer, "-max_len=2000000", path], env=env,
                capture_output=True, text=True, errors="replace",
                timeout=args.timeout)
            report, failed = proc.stderr, proc.returncode != 0
        except subprocess.TimeoutExpired as e:
            report = f"timeout after {args.timeout:g} s\n" + (
                e.stderr.decode(errors="replace") if e.stderr else "")
            failed = True
        if not failed:
            clean += 1
            continue
        key = ("timeout", "?") if report.startswith("timeout") else \
            classify(report, root)
        groups.setdefault(key, []).append((os.path.getsize(path), path,
                                           report))
    for (kind, frame), entries in sorted(groups.items(),
                                         key=lambda g: -len(g[1])):
        entries.sort()
        size, path, report = entries[0]
        print(f"{len(entries)} x {kind} at {frame}; smallest: {path} "
              f"({size} bytes)")
        if args.show:
            lines = [l for l in report.splitlines()
                     if l.strip() and not l.startswith("INFO:")]
            for line in lines[:args.show]:
                print("    " + line[:220])
    print(f"triage: {len(files)} inputs, {len(files) - clean} still fail "
          f"in {len(groups)} groups, {clean} pass")
    return 1 if groups else 0


if __name__ == "__main__":
    sys.exit(main())
