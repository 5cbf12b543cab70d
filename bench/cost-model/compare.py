"""Sets the cost model's predictions (`mpopt-opt kernels.mlir
--mpopt-estimate` output, on stdin) beside measure.py's JSON.

usage: mpopt-opt kernels.mlir --mpopt-estimate -o /dev/null 2>&1 |
           python3 compare.py measured.json
"""
import json
import re
import sys


def main():
    measured = json.load(open(sys.argv[1]))["median_us"]
    predicted = {}
    for line in sys.stdin:
        match = re.match(r"estimate: @(\w+): \d+ kernels, ([0-9.]+) us", line)
        if match:
            predicted[match.group(1)] = float(match.group(2))
    print(f"| kernel | predicted us | measured us | measured / predicted |")
    print(f"|---|---|---|---|")
    for name, micros in predicted.items():
        if name not in measured:
            print(f"| {name} | {micros:.1f} | not measured | - |")
            continue
        print(f"| {name} | {micros:.1f} | {measured[name]:.1f} | "
              f"{measured[name] / micros:.2f} |")
    for name in sorted(set(measured) - set(predicted)):
        print(f"| {name} (reference) | - | {measured[name]:.2f} | - |")


if __name__ == "__main__":
    main()
