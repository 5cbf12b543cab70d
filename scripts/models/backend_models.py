"""torch.compile(model, backend="mpopt") on the models test/Models holds
(scripts/models/export.py builds them from the same configs and seeds: GPT-2,
LLaMA eager and SDPA, Qwen2, BERT, the MLP block, ResNet-18), in f32 and
under CPU bf16 autocast, under the exact and the budget policy, on the CPU:
each against eager on the same inputs (max-norm relative difference), with
the graphs it compiled, those that ran eagerly (the warnings) and the input
copies its calls made (mpopt.Library's counter).

    PYTHONPATH=python <venv>/bin/python scripts/models/backend_models.py \\
        [--models gpt2,bert] [--policies exact,budget]

(<venv> with torch, torch-mlir and transformers, as scripts/models/export.py
says.) Exits 1 when a row is beyond its tolerance, ran a graph eagerly or
copied an input.
"""
import argparse
import os
import sys
import time
import warnings

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import export  # noqa: E402  the models' one definition

import mpopt.torch  # noqa: E402

# f32: sums in another order than eager's kernels; autocast: a bf16 ulp
# moved by such an order difference and carried (run_models.py's 3e-2);
# the budget adds its own 1e-2.
TOLERANCE = {("f32", "exact"): 1e-4, ("autocast", "exact"): 3e-2,
             ("f32", "budget"): 1e-2 + 1e-4, ("autocast", "budget"): 4e-2}


def error(got, want):
    got, want = got.double(), want.double()
    return ((got - want).abs().max() / want.abs().max()).item()


def inputs_of(name, lm):
    return export.lm_inputs() if lm else export.tensor_inputs(name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default=",".join(m[0] for m in export.MODELS))
    parser.add_argument("--policies", default="exact,budget")
    args = parser.parse_args()
    wanted = args.models.split(",")
    failed = False
    print("%-12s %-9s %-7s %10s %9s %8s %6s %6s %8s" % (
        "model", "variant", "policy", "difference", "tolerance", "compiled",
        "eager", "copies", "compile s"))
    for name, build, _, lm in export.MODELS:
        if name not in wanted:
            continue
        model = build()
        export.randomize_constant_tensors(model)
        model = (export.LogitsOnly(model) if lm else model).eval()
        inputs = inputs_of(name, lm)
        for variant in ("f32", "autocast"):
            with torch.no_grad(), torch.autocast(
                    "cpu", dtype=torch.bfloat16, enabled=variant == "autocast"):
                want = model(*inputs)
            for policy in args.policies.split(","):
                torch._dynamo.reset()
                backend = mpopt.torch.backend(policy=policy, error_budget=1e-2)
                compiled = torch.compile(model, backend=backend)
                with warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always")
                    start = time.time()
                    with torch.no_grad(), torch.autocast(
                            "cpu", dtype=torch.bfloat16,
                            enabled=variant == "autocast"):
                        got = compiled(*inputs)
                        seconds = time.time() - start
                        compiled(*inputs)
                eager = [str(w.message) for w in caught
                         if "running a graph eagerly" in str(w.message)]
                copies = sum(lib.copies for lib in backend.libraries)
                difference = error(got, want)
                tolerance = TOLERANCE[(variant, policy)]
                ok = difference <= tolerance and not eager and copies == 0
                failed |= not ok
                print("%-12s %-9s %-7s %10.2e %9.0e %8d %6d %6d %8.1f%s" % (
                    name, variant, policy, difference, tolerance,
                    len(backend.compiled), len(eager), copies, seconds,
                    "" if ok else "  FAILED"), flush=True)
                for message in eager:
                    print("    " + message.splitlines()[0])
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
