#!/bin/sh
# The Debian packages the scripts beside this one need: PyTorch and ONNX for train_cross_encoder.py and
# train_entailment.py,
# and OpenBLAS, without which Debian's PyTorch multiplies matrices with the reference BLAS (6 against
# 180 GFLOP/s on 2 cores); scikit-learn for kind_calibration.py.
set -e
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get install -y --no-install-recommends python3-torch python3-onnx libopenblas0-pthread python3-sklearn
