"""Exports training steps (forward, backward and the optimizer's update in
one function) to linalg-on-tensors MLIR, with PyTorch's results of the
same step on the same inputs:

    <venv>/bin/python scripts/models/export_train.py --out test/Models

(<venv> as scripts/models/export.py says; torch 2.15 and torch-mlir
20261001 from PyPI). The route torch-mlir lowers: the step traced by
make_fx(functionalize(step)) with torch's core ATen decompositions (so that
the backward of LayerNorm and GELU are primitive ops, not
native_layer_norm_backward, whose output mask torch-mlir leaves
unlowered), the gradients by torch.func.vjp with the loss's seed gradient
an input (grad_and_value's rank-0 literal 1.0 is a torch.vtensor.literal
torch-mlir cannot lower), then torch_mlir.fx.stateless_fx_import. The
step takes the parameters, the batch, the targets and the seed, and
returns the loss and the updated parameters.

  mlpsgd-f32       an MLP block (Linear 32 -> 64, GELU, LayerNorm, Linear
                   64 -> 16) on a batch of 8, MSE loss, SGD (lr 0.01)
  mlpsgd-autocast  the same with the forward under
                   torch.autocast("cpu", bfloat16), as AMP trains
  mlpadamw-autocast  the AMP step as torch.amp.GradScaler and AdamW take
                   it: the loss scaled, the gradients unscaled, found_inf
                   (any gradient not finite) skipping the update, AdamW's
                   moments and decoupled weight decay on f32 master
                   weights; it takes the parameters, both moments, the
                   step count, the loss scale, the batch, the targets and
                   the seed, and returns the loss, found_inf, the new
                   parameters and both new moments

Beside them: <step>.in<i>.npy, the inputs in argument order (seeded), and
<step>-<variant>/out<i>.npy, PyTorch's results of the step on them.
"""
import argparse
import os

import numpy as np
import torch
import torch.nn as nn
from torch.func import functional_call
from torch.fx.experimental.proxy_tensor import make_fx
from torch_mlir import fx

SEED = 0
LR = 0.01


class MLPBlock(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.Linear(32, 64)
        self.norm = nn.LayerNorm(64)
        self.down = nn.Linear(64, 16)

    def forward(self, x):
        return self.down(self.norm(nn.functional.gelu(self.up(x))))


def make_step(model, autocast):
    names = [name for name, _ in model.named_parameters()]

    def loss_fn(params, x, y):
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=autocast):
            out = functional_call(model, dict(zip(names, params)), (x,))
        return nn.functional.mse_loss(out.float(), y)

    def step(*args):
        params, (x, y, seed) = args[:-3], args[-3:]
        loss, pull = torch.func.vjp(lambda *p: loss_fn(p, x, y), *params)
        grads = pull(seed)
        return (loss, *[p - LR * g for p, g in zip(params, grads)])

    return step


BETAS, EPS, DECAY = (0.9, 0.999), 1e-8, 0.01


def make_adamw_step(model):
    names = [name for name, _ in model.named_parameters()]
    count = len(names)

    def loss_fn(params, x, y):
        with torch.autocast("cpu", dtype=torch.bfloat16):
            out = functional_call(model, dict(zip(names, params)), (x,))
        return nn.functional.mse_loss(out.float(), y)

    def step(*args):
        params = args[:count]
        m, v = args[count:2 * count], args[2 * count:3 * count]
        t, scale, x, y, seed = args[3 * count:]
        loss, pull = torch.func.vjp(lambda *p: loss_fn(p, x, y) * scale,
                                    *params)
        grads = [g / scale for g in pull(seed)]
        found_inf = torch.stack(
            [(~torch.isfinite(g)).any() for g in grads]).any()
        new_p, new_m, new_v = [], [], []
        for p, g, mi, vi in zip(params, grads, m, v):
            mi2 = BETAS[0] * mi + (1 - BETAS[0]) * g
            vi2 = BETAS[1] * vi + (1 - BETAS[1]) * g * g
            mhat = mi2 / (1 - BETAS[0] ** t)
            vhat = vi2 / (1 - BETAS[1] ** t)
            p2 = p * (1 - LR * DECAY) - LR * mhat / (torch.sqrt(vhat) + EPS)
            new_p.append(torch.where(found_inf, p, p2))
            new_m.append(torch.where(found_inf, mi, mi2))
            new_v.append(torch.where(found_inf, vi, vi2))
        # GradScaler keeps found_inf as an f32 0 or 1.
        return (loss / scale, found_inf.float(), *new_p, *new_m, *new_v)

    return step


def write_step(out, stem, step, inputs):
    """Exports `step` traced on `inputs` as <out>/<stem>.mlir and its
    results on them as <out>/<stem>/out<i>.npy."""
    graph = make_fx(
        torch.func.functionalize(step), tracing_mode="real",
        decomposition_table=torch._decomp.core_aten_decompositions())(*inputs)
    text = str(fx.stateless_fx_import(
        graph, output_type="linalg-on-tensors", model_name="forward"))
    with open(os.path.join(out, stem + ".mlir"), "w") as f:
        f.write(text)
    results = os.path.join(out, stem)
    os.makedirs(results, exist_ok=True)
    with torch.no_grad():
        outputs = step(*inputs)
    for i, tensor in enumerate(outputs):
        np.save(os.path.join(results, f"out{i}.npy"), tensor.numpy())
    print(f"{stem}: {len(text)} bytes, {len(outputs)} results", flush=True)


def save_inputs(out, stem, inputs):
    for i, tensor in enumerate(inputs):
        np.save(os.path.join(out, f"{stem}.in{i}.npy"), tensor.numpy())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.manual_seed(SEED)
    model = MLPBlock()
    params = [p.detach().clone() for p in model.parameters()]
    batch = [torch.randn(8, 32), torch.randn(8, 16), torch.ones(())]
    save_inputs(args.out, "mlpsgd", params + batch)
    for variant, autocast in (("f32", False), ("autocast", True)):
        write_step(args.out, f"mlpsgd-{variant}", make_step(model, autocast),
                   params + batch)
    # AdamW's third step: moments as two earlier steps might leave them.
    moments = [0.01 * torch.randn_like(p) for p in params]
    squares = [1e-4 * torch.rand_like(p) for p in params]
    state = [torch.tensor(3.0), torch.tensor(65536.0)]
    inputs = params + moments + squares + state + batch
    save_inputs(args.out, "mlpadamw", inputs)
    write_step(args.out, "mlpadamw-autocast", make_adamw_step(model), inputs)


if __name__ == "__main__":
    main()
