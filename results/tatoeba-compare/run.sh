#!/usr/bin/env bash
# Train every family on tatoeba-zh-en under the same wall-clock budget, evaluate each on the
# test set (beam 5, BLEU by length), and put them side by side. Run from the repository root:
#   bash results/tatoeba-compare/run.sh [MINUTES] [THREADS]
set -euo pipefail
minutes=${1:-8}
threads=${2:-1}
bin=.venv/bin
export OMP_NUM_THREADS=$threads  # evaluation too: torch with 2 threads collapses beside another job
for config in fixed-context bahdanau luong-global luong-local-p transformer; do
    run=runs/compare-$config
    if [ ! -f "$run/model.safetensors" ]; then
        $bin/attnlab train "configs/tatoeba-$config.yaml" "--run_dir=$run" \
            "--train.max_minutes=$minutes" "--train.threads=$threads"
    fi
    [ -f "$run/report-test.json" ] || $bin/attnlab evaluate "$run" --by-length
done
$bin/attnlab compare runs/compare-*
