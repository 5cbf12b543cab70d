"""Random, valid, cast-heavy MLIR programs for differential testing.

    python3 scripts/random_program.py --seed 7 [--ops 40] > prog.mlir

Each program is one public function on static tensors of f32, bf16, f16,
f8E4M3FN and f8E5M2: chains of casts among the five formats (mpopt.cast
with every rounding and saturation, arith.extf/truncf), transposes,
reshapes, slices, concats, broadcasts, elementwise ops (negf, absf,
maximumf, minimumf, select, addf, mulf), matmuls, reductions and scf.for
loops with loop-invariant and loop-carried casts. The same seed gives the
same program.
"""
import argparse
import random

FORMATS = ["f32", "bf16", "f16", "f8E4M3FN", "f8E5M2"]
WIDTH = {"f32": 32, "bf16": 16, "f16": 16, "f8E4M3FN": 8, "f8E5M2": 8}
MANTISSA = {"f32": 23, "bf16": 7, "f16": 10, "f8E4M3FN": 3, "f8E5M2": 2}
# dst holds every value of src: the cast may not carry a rounding mode.
EXACT = {("bf16", "f32"), ("f16", "f32"), ("f8E4M3FN", "f32"),
         ("f8E5M2", "f32"), ("f8E4M3FN", "f16"), ("f8E4M3FN", "bf16"),
         ("f8E5M2", "f16"), ("f8E5M2", "bf16")}
ROUNDINGS = ["nearest_even", "toward_zero", "upward", "downward",
             "nearest_away"]
SIZES = [2, 4, 8]


def tensor_type(shape, fmt):
    dims = "x".join(str(d) for d in shape)
    return f"tensor<{dims}x{fmt}>" if shape else f"tensor<{fmt}>"


class Generator:
    def __init__(self, seed, num_ops):
        self.rng = random.Random(seed)
        self.num_ops = num_ops
        self.lines = []
        # (name, shape, format, bits): bits estimates how many mantissa bits
        # the value can carry (a bf16 value widened to f32 has 7), so that
        # round trips are built where they lose something.
        self.values = []
        # Round trips whose results the function returns, so a wrong fold
        # of one shows in the outputs.
        self.watched = []
        self.counter = 0
        self.indent = "  "

    def fresh(self):
        self.counter += 1
        return f"%v{self.counter}"

    def emit(self, text):
        self.lines.append(self.indent + text)

    def add(self, name, shape, fmt, bits=None):
        bits = MANTISSA[fmt] if bits is None else min(bits, MANTISSA[fmt])
        value = (name, tuple(shape), fmt, bits)
        self.values.append(value)
        return value

    def pick(self, predicate=lambda v: True):
        candidates = [v for v in self.values if predicate(v)]
        # Prefer recent values so chains form.
        if not candidates:
            return None
        recent = candidates[-6:]
        return self.rng.choice(recent if self.rng.random() < 0.7
                               else candidates)

    def cast(self, value, dst):
        name, shape, src, bits = value
        out = self.fresh()
        t_in, t_out = tensor_type(shape, src), tensor_type(shape, dst)
        exact = (src, dst) in EXACT or src == dst
        if (not exact and self.rng.random() < 0.2
                and WIDTH[src] > WIDTH[dst]):
            self.emit(f"{out} = arith.truncf {name} : {t_in} to {t_out}")
        elif exact and src != dst and self.rng.random() < 0.2:
            self.emit(f"{out} = arith.extf {name} : {t_in} to {t_out}")
        else:
            attrs = ""
            if not exact and self.rng.random() < 0.4:
                attrs += f" rounding<{self.rng.choice(ROUNDINGS)}>"
            if dst.startswith("f8") and self.rng.random() < 0.5:
                attrs += " saturate"
            self.emit(f"{out} = mpopt.cast {name}{attrs} : {t_in} to {t_out}")
        return self.add(out, shape, dst, bits)

    def empty(self, shape, fmt):
        out = self.fresh()
        self.emit(f"{out} = tensor.empty() : {tensor_type(shape, fmt)}")
        return out

    def zeros(self, shape):
        zero = self.fresh()
        self.emit(f"{zero} = arith.constant 0.0 : f32")
        init = self.empty(shape, "f32")
        out = self.fresh()
        t = tensor_type(shape, "f32")
        self.emit(f"{out} = linalg.fill ins({zero} : f32) outs({init} : {t})"
                  f" -> {t}")
        return out

    # Operations; each returns nothing and adds its result to the pool.
    def other_format(self, fmt):
        # FP8 less often: once a value is FP8, little is left to lose.
        choices = [f for f in FORMATS if f != fmt]
        weights = [1 if f.startswith("f8") else 3 for f in choices]
        return self.rng.choices(choices, weights)[0]

    def op_cast_chain(self):
        value = self.pick()
        for _ in range(self.rng.randint(1, 3)):
            value = self.cast(value, self.other_format(value[2]))

    def op_round_trip(self):
        # What autocast leaves behind: narrow and widen back (lossy where the
        # value has more bits than the narrow format), or widen and narrow
        # back.
        value = self.pick(lambda v: v[3] > 3) or self.pick()
        start = value[2]
        lossy = [f for f in FORMATS if MANTISSA[f] < value[3]]
        middle = (self.rng.choice(lossy) if lossy and self.rng.random() < 0.7
                  else self.other_format(start))
        self.watched.append(self.cast(self.cast(value, middle), start))

    def op_duplicate_cast(self):
        value = self.pick()
        dst = self.other_format(value[2])
        self.cast(value, dst)
        self.cast(value, dst)

    def op_transpose(self):
        value = self.pick(lambda v: len(v[1]) == 2)
        if not value:
            return
        name, (a, b), fmt, bits = value
        init = self.empty((b, a), fmt)
        out = self.fresh()
        self.emit(f"{out} = linalg.transpose ins({name} : "
                  f"{tensor_type((a, b), fmt)}) outs({init} : "
                  f"{tensor_type((b, a), fmt)}) permutation = [1, 0]")
        self.add(out, (b, a), fmt, bits)

    def op_reshape(self):
        value = self.pick(lambda v: len(v[1]) == 2)
        if not value:
            return
        name, (a, b), fmt, bits = value
        flat = self.fresh()
        self.emit(f"{flat} = tensor.collapse_shape {name} [[0, 1]] : "
                  f"{tensor_type((a, b), fmt)} into "
                  f"{tensor_type((a * b,), fmt)}")
        c = self.rng.choice([d for d in SIZES + [a * b] if (a * b) % d == 0])
        shape = (c, a * b // c)
        out = self.fresh()
        self.emit(f"{out} = tensor.expand_shape {flat} [[0, 1]] output_shape "
                  f"[{shape[0]}, {shape[1]}] : {tensor_type((a * b,), fmt)} "
                  f"into {tensor_type(shape, fmt)}")
        self.add(out, shape, fmt, bits)

    def op_slice(self):
        value = self.pick(lambda v: len(v[1]) == 2 and v[1][0] > 1)
        if not value:
            return
        name, (a, b), fmt, bits = value
        rows = self.rng.randint(1, a - 1)
        offset = self.rng.randint(0, a - rows)
        out = self.fresh()
        self.emit(f"{out} = tensor.extract_slice {name}[{offset}, 0] "
                  f"[{rows}, {b}] [1, 1] : {tensor_type((a, b), fmt)} to "
                  f"{tensor_type((rows, b), fmt)}")
        self.add(out, (rows, b), fmt, bits)

    def op_concat(self):
        first = self.pick(lambda v: len(v[1]) == 2)
        if not first:
            return
        second = self.pick(lambda v: len(v[1]) == 2 and v[2] == first[2]
                           and v[1][1] == first[1][1])
        shape = (first[1][0] + second[1][0], first[1][1])
        if shape[0] > 16:
            return
        out = self.fresh()
        self.emit(f"{out} = tensor.concat dim(0) {first[0]}, {second[0]} : "
                  f"({tensor_type(first[1], first[2])}, "
                  f"{tensor_type(second[1], second[2])}) -> "
                  f"{tensor_type(shape, first[2])}")
        self.add(out, shape, first[2], max(first[3], second[3]))

    def op_reduce_broadcast(self):
        value = self.pick(lambda v: len(v[1]) == 2)
        if not value:
            return
        if value[2] != "f32":
            value = self.cast(value, "f32")
        name, (a, b), _, _ = value
        init = self.zeros((b,))
        reduced = self.fresh()
        self.emit(f"{reduced} = linalg.reduce ins({name} : "
                  f"{tensor_type((a, b), 'f32')}) outs({init} : "
                  f"{tensor_type((b,), 'f32')}) dimensions = [0]")
        self.emit("  (%in: f32, %acc: f32) {")
        self.emit("    %sum = arith.addf %in, %acc : f32")
        self.emit("    linalg.yield %sum : f32")
        self.emit("  }")
        vector = self.add(reduced, (b,), "f32")
        fmt = self.rng.choice(FORMATS)
        vector = self.cast(vector, fmt)
        rows = self.rng.choice(SIZES)
        target = self.empty((rows, b), fmt)
        out = self.fresh()
        self.emit(f"{out} = linalg.broadcast ins({vector[0]} : "
                  f"{tensor_type((b,), fmt)}) outs({target} : "
                  f"{tensor_type((rows, b), fmt)}) dimensions = [0]")
        self.add(out, (rows, b), fmt, vector[3])

    def op_unary(self):
        value = self.pick(lambda v: len(v[1]) == 2)
        if not value:
            return
        name, shape, fmt, bits = value
        op = self.rng.choice(["arith.negf", "math.absf"])
        out = self.fresh()
        self.emit(f"{out} = {op} {name} : {tensor_type(shape, fmt)}")
        self.add(out, shape, fmt, bits)

    def op_binary(self):
        first = self.pick(lambda v: len(v[1]) == 2)
        if not first:
            return
        second = self.pick(lambda v: v[1] == first[1] and v[2] == first[2])
        name, shape, fmt, bits = first
        t = tensor_type(shape, fmt)
        out = self.fresh()
        op = self.rng.choice(["maximumf", "minimumf", "addf", "mulf",
                              "select"])
        if op == "select":
            cond = self.fresh()
            self.emit(f"{cond} = arith.cmpf olt, {name}, {second[0]} : {t}")
            self.emit(f"{out} = arith.select {cond}, {second[0]}, {name} : "
                      f"{tensor_type(shape, 'i1')}, {t}")
        # Arithmetic makes new bits; selecting keeps the operands'.
        fresh = op in ("addf", "mulf")
        if fresh:
            self.emit(f"{out} = arith.{op} {name}, {second[0]} : {t}")
        elif op != "select":
            self.emit(f"{out} = arith.{op} {name}, {second[0]} : {t}")
        self.add(out, shape, fmt, None if fresh else max(bits, second[3]))

    def op_matmul(self):
        value = self.pick(lambda v: len(v[1]) == 2)
        if not value:
            return
        name, (m, k), fmt, bits = value
        init = self.empty((k, m), fmt)
        other = self.fresh()
        self.emit(f"{other} = linalg.transpose ins({name} : "
                  f"{tensor_type((m, k), fmt)}) outs({init} : "
                  f"{tensor_type((k, m), fmt)}) permutation = [1, 0]")
        rhs = self.add(other, (k, m), fmt, bits)
        rhs = self.cast(rhs, self.rng.choice(FORMATS))
        acc = self.zeros((m, m))
        out = self.fresh()
        self.emit(f"{out} = linalg.matmul ins({name}, {rhs[0]} : "
                  f"{tensor_type((m, k), fmt)}, "
                  f"{tensor_type((k, m), rhs[2])}) outs({acc} : "
                  f"{tensor_type((m, m), 'f32')}) -> "
                  f"{tensor_type((m, m), 'f32')}")
        self.add(out, (m, m), "f32")

    def op_loop(self):
        carried = self.pick(lambda v: len(v[1]) == 2)
        if not carried:
            return
        invariant = self.pick(lambda v: v[1] == carried[1])
        name, shape, fmt, _ = carried
        t = tensor_type(shape, fmt)
        bounds = [self.fresh() for _ in range(3)]
        for value, bound in zip((0, self.rng.randint(1, 3), 1), bounds):
            self.emit(f"{bound} = arith.constant {value} : index")
        out = self.fresh()
        acc = self.fresh()
        self.emit(f"{out} = scf.for %i{self.counter} = {bounds[0]} to "
                  f"{bounds[1]} step {bounds[2]} iter_args({acc} = {name}) "
                  f"-> ({t}) {{")
        saved = list(self.values)
        self.indent = "    "
        inside = self.cast(invariant, fmt)
        combined = self.fresh()
        op = self.rng.choice(["maximumf", "minimumf", "addf"])
        self.emit(f"{combined} = arith.{op} {acc}, {inside[0]} : {t}")
        narrow = self.cast((combined, shape, fmt, MANTISSA[fmt]),
                           self.other_format(fmt))
        back = self.cast(narrow, fmt)
        self.emit(f"scf.yield {back[0]} : {t}")
        self.indent = "  "
        self.emit("}")
        self.values = saved
        self.add(out, shape, fmt)

    def generate(self):
        inputs = []
        for i in range(self.rng.randint(1, 3)):
            shape = (self.rng.choice(SIZES), self.rng.choice(SIZES))
            fmt = self.rng.choice(["f32"] * 4 + FORMATS)
            inputs.append(self.add(f"%arg{i}", shape, fmt))
        ops = [self.op_cast_chain] * 4 + [self.op_round_trip] * 4 + [
            self.op_duplicate_cast] * 2 + [
            self.op_transpose, self.op_reshape, self.op_slice, self.op_concat,
            self.op_reduce_broadcast, self.op_unary, self.op_binary,
            self.op_binary, self.op_matmul, self.op_loop]
        for _ in range(self.num_ops):
            self.rng.choice(ops)()
        # The newest values, and some older wide ones, where a changed
        # rounding would show.
        results = self.values[-self.rng.randint(2, 4):]
        wide = [v for v in self.values[:-4] if v[3] > 3]
        results += self.rng.sample(wide, min(len(wide), 2))
        visible = [v for v in self.watched if v in self.values]
        results += self.rng.sample(visible, min(len(visible), 2))
        args = ", ".join(f"{v[0]}: {tensor_type(v[1], v[2])}" for v in inputs)
        types = ", ".join(tensor_type(v[1], v[2]) for v in results)
        names = ", ".join(v[0] for v in results)
        return "\n".join(
            [f"func.func @random({args}) -> ({types}) {{"] + self.lines +
            [f"  return {names} : {types}", "}", ""])


def generate(seed, num_ops=40):
    return Generator(seed, num_ops).generate()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--ops", type=int, default=40)
    args = parser.parse_args()
    print(f"// Generated by random_program.py --seed {args.seed} "
          f"--ops {args.ops}.")
    print(generate(args.seed, args.ops), end="")


if __name__ == "__main__":
    main()
