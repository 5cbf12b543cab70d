//===- MPOptInterfaces.td - mpopt op interfaces ------------*- tablegen -*-===//

#ifndef MPOPT_DIALECT_MPOPT_IR_MPOPTINTERFACES_TD
#define MPOPT_DIALECT_MPOPT_IR_MPOPTINTERFACES_TD

include "mlir/IR/OpBase.td"

def MPOpt_ContractionOpInterface : OpInterface<"ContractionOpInterface"> {
  let description = [{
    An op that sums products of two operands, each converted from its
    storage type to a multiply type, in an accumulator type: mpopt.matmul
    and mpopt.conv. The cost and error models, precision assignment and
    cast fusion read and change these through the interface.
  }];
  let cppNamespace = "::mlir::mpopt";
  let methods = [
    InterfaceMethod<"The first factor (a matmul's lhs, a conv's input).",
                    "::mlir::Value", "getLhs">,
    InterfaceMethod<"The second factor (a matmul's rhs, a conv's filter).",
                    "::mlir::Value", "getRhs">,
    InterfaceMethod<"", "::mlir::OpOperand &", "getLhsMutable">,
    InterfaceMethod<"", "::mlir::OpOperand &", "getRhsMutable">,
    InterfaceMethod<"The bias added to the sums, or null.",
                    "::mlir::Value", "getBias">,
    InterfaceMethod<"", "::mlir::Type", "getMultiplyType">,
    InterfaceMethod<"", "void", "setMultiplyTypeAttr",
                    (ins "::mlir::TypeAttr":$type)>,
    InterfaceMethod<"", "::mlir::Type", "getAccumulatorType">,
    InterfaceMethod<"The number of products each result element sums "
                    "(dynamic when not known).",
                    "int64_t", "getContractionLength">
  ];
}

#endif // MPOPT_DIALECT_MPOPT_IR_MPOPTINTERFACES_TD
