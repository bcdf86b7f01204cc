#!/usr/bin/env bash
# The same-budget comparison, each family with its recipe (configs/tatoeba-*.yaml): MINUTES of
# training each on one thread, two at a time, then the test set with beam 5 and BLEU by length.
# RNNsearch and the Transformer are attnlab's runs of the JoeyNMT race (run it first:
#   .venv/bin/python benchmarks/peers/race.py rnn
#   .venv/bin/python benchmarks/peers/race.py transformer
# 20 minutes of running time each, stopped and resumed at 5 and 10); the fixed context and
# Luong train here, side by side. Run from the repository root:
#   bash results/recipes/compare.sh [MINUTES]
set -euo pipefail
minutes=${1:-20}
bin=.venv/bin
export OMP_NUM_THREADS=1  # evaluation too: torch with 2 threads collapses beside another job
for config in fixed-context luong-global; do
    run=runs/recipe-compare-$config
    [ -f "$run/model.safetensors" ] || $bin/attnlab train "configs/tatoeba-$config.yaml" \
        "--run_dir=$run" "--train.max_minutes=$minutes" "--train.threads=1" > "$run.log" 2>&1 &
done
wait
runs=(runs/recipe-compare-fixed-context runs/race-rnn/attnlab runs/recipe-compare-luong-global
      runs/race-transformer/attnlab)
# Every model as it was at the end of its minutes: the race's runs stopped with Ctrl-C after
# their last evaluation, so their best-dev-BLEU weights would be older than the others'.
evaluate() { $bin/attnlab evaluate "$1" --by-length --weights last > "$1-evaluate.log"; }
evaluate "${runs[0]}" & evaluate "${runs[1]}"; wait
evaluate "${runs[2]}" & evaluate "${runs[3]}"; wait
$bin/attnlab compare "${runs[@]}"
