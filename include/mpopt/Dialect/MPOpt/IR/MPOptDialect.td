//===- MPOptDialect.td - mpopt dialect definition ----------*- tablegen -*-===//
//
// The mpopt dialect models every precision change of a mixed-precision
// program as an op with exact numeric semantics.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_DIALECT_MPOPT_IR_MPOPTDIALECT_TD
#define MPOPT_DIALECT_MPOPT_IR_MPOPTDIALECT_TD

include "mlir/IR/OpBase.td"

def MPOpt_Dialect : Dialect {
  let name = "mpopt";
  let cppNamespace = "::mlir::mpopt";
  let summary = "Mixed-precision casts and the ops they fuse into";
  let description = [{
    The `mpopt` dialect makes precision casts explicit so that passes can fold
    them, move them to where they cost least and fuse them into neighbouring
    ops. Every op states its numeric semantics (rounding, saturation, NaN and
    infinity handling) exactly; `docs/numerics.md` is the contract.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
  let hasConstantMaterializer = 1;
  let useDefaultAttributePrinterParser = 1;
}

class MPOpt_Op<string mnemonic, list<Trait> traits = []>
    : Op<MPOpt_Dialect, mnemonic, traits>;

#endif // MPOPT_DIALECT_MPOPT_IR_MPOPTDIALECT_TD
