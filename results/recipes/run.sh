#!/usr/bin/env bash
# Ablations: one change at a time from a family's config, each trained MINUTES on one thread,
# then put side by side by best dev BLEU (the test set is left for the comparison). Run from
# the repository root, at most two at a time (two cores):
#   bash results/recipes/run.sh transformer|luong|bahdanau [MINUTES] [FIRST-VARIANT-INDEX] [STEP]
# FIRST/STEP split the variants between two processes: `... 0 2` and `... 1 2`.
set -euo pipefail
family=$1
minutes=${2:-6}
first=${3:-0}
every=${4:-1}
bin=.venv/bin
export OMP_NUM_THREADS=1
case $family in
    transformer) config=configs/tatoeba-transformer.yaml
        variants=("base:" "pre-norm:--model.norm=pre" "tied:--model.tie_embeddings=true"
                  "lr-2e-3:--train.lr=2e-3" "warmup-100:--train.warmup_steps=100"
                  "no-smoothing:--train.label_smoothing=0" "batch-8k:--data.max_tokens=8192"
                  # round 2: the two winners of round 1 together, then with the higher rate
                  "pre-norm+tied:--model.norm=pre --model.tie_embeddings=true"
                  "pre-norm+tied+lr-2e-3:--model.norm=pre --model.tie_embeddings=true --train.lr=2e-3") ;;
    luong) config=configs/tatoeba-luong-global.yaml
        variants=("base:" "deep-output:--model.deep_output=maxout"
                  "no-input-feeding:--model.input_feeding=false" "init-uniform:--model.init=uniform"
                  "lr-2e-3:--train.lr=2e-3" "concat:--model.score=concat"
                  # round 2: the two winners of round 1 together
                  "concat+init-uniform:--model.score=concat --model.init=uniform") ;;
    # RNNsearch sized as it ships (GRU 384, dropout 0.3; results/pretrained/train.sh), asked
    # before its long run whether Luong's uniform init carries over
    bahdanau) config=configs/tatoeba-bahdanau.yaml
        shipped="--model.hidden_dim=384 --model.dropout=0.3"
        variants=("base:$shipped" "init-uniform:$shipped --model.init=uniform") ;;
    *) echo "usage: $0 transformer|luong|bahdanau [MINUTES] [FIRST] [STEP]" >&2; exit 2 ;;
esac
for ((i = first; i < ${#variants[@]}; i += every)); do
    name=${variants[$i]%%:*}
    change=${variants[$i]#*:}
    run=runs/recipe-$family-$name
    [ -f "$run/model.safetensors" ] && continue
    # shellcheck disable=SC2086  # $change: overrides separated by spaces, or none
    $bin/attnlab train "$config" "--run_dir=$run" "--train.max_minutes=$minutes" \
        "--train.threads=1" $change
done
