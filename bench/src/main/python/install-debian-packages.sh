#!/bin/sh
# The Debian packages train_cross_encoder.py needs: PyTorch and ONNX, and OpenBLAS, without which
# Debian's PyTorch multiplies matrices with the reference BLAS (6 against 180 GFLOP/s on 2 cores).
set -e
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get install -y --no-install-recommends python3-torch python3-onnx libopenblas0-pthread
