"""The four steps of attention on a small worked example, with real numbers.

1. form a query; 2. score every key against it; 3. softmax the scores into weights;
4. read the values as the weighted sum (the context vector). Done for every score function,
then again with a padding mask and with a causal mask (the source material's learning path:
3 queries, 4 keys, 4 values).
"""

from __future__ import annotations

from typing import Any

import torch

from attnlab import masks, scores
from attnlab.functional import attention_record, masked_softmax

# Source words of the textbook sentence 那只黑猫安静地坐在窗边, one key and value each.
SOURCE_TOKENS = ["黑", "猫", "坐", "窗边"]
TARGET_TOKENS = ["black", "cat", "window"]
KEYS = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0], [0.5, 0.0, 0.5]]
VALUES = [[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [0.0, 2.0]]
QUERIES = [[1.0, 3.0, 0.0], [0.0, 2.0, 1.0], [0.5, 0.0, 2.0]]
WORKED_SCORES = [[1.0, 3.0, 0.0], [2.0, 1.0, 0.1]]
SEED = 0  # initializes the learned score functions (additive, general, concat, location)


def _rounded(tensor: torch.Tensor, digits: int = 4) -> Any:
    """Nested lists of Python floats rounded to ``digits`` (no float32 noise in the JSON)."""
    if tensor.dim() == 0:
        return round(float(tensor), digits)
    return [_rounded(row, digits) for row in tensor]


def _run(score_name: str, mask: torch.Tensor | None) -> dict[str, Any]:
    torch.manual_seed(SEED)
    query, key, value = torch.tensor(QUERIES), torch.tensor(KEYS), torch.tensor(VALUES)
    score = scores.make_score(score_name, 3, 3, hidden_dim=4, max_source_len=len(KEYS))
    with torch.no_grad():  # the library's own attention, keeping every intermediate
        record = attention_record(query, key, value, mask, score=score)
    assert record.scores is not None and record.weights is not None
    score_matrix, weights, context = record.scores, record.weights, record.context  # (T, S/Dv)
    steps = []
    for t, target in enumerate(TARGET_TOKENS):
        steps.append(
            {
                "target": target,
                "query": _rounded(query[t]),
                "scores": _rounded(score_matrix[t]),
                "visible": [True] * len(KEYS) if mask is None else mask[t].tolist(),
                "weights": _rounded(weights[t]),
                "contributions": _rounded(weights[t, :, None] * value),
                "context": _rounded(context[t]),
            }
        )
    return {"score": score_name, "formula": scores.SCORE_FORMULAS[score_name], "steps": steps}


def build() -> dict[str, Any]:
    """Everything the walkthrough shows, as plain data."""
    padding = masks.padding_mask(torch.tensor([3]), max_len=4)[0, 0]  # (1, S): last key is padding
    causal = masks.causal_mask(len(QUERIES), len(KEYS))  # (T, S)
    return {
        "worked_examples": [
            {"scores": s, "weights": _rounded(masked_softmax(torch.tensor(s)), 3)}
            for s in WORKED_SCORES
        ],
        "source_tokens": SOURCE_TOKENS,
        "keys": KEYS,
        "values": VALUES,
        "by_score": [_run(name, None) for name in scores.SCORE_NAMES],
        "padding_mask": _run("dot", padding.expand(len(QUERIES), -1)),
        "causal_mask": _run("dot", causal),
    }


def _vector(values: list[float], digits: int = 3) -> str:
    return "[" + ", ".join(f"{v:.{digits}f}" for v in values) + "]"


def _format_run(run: dict[str, Any], lines: list[str]) -> None:
    for step in run["steps"]:
        lines.append(f"  query for '{step['target']}'")
        lines.append(f"    1. query    q = {_vector(step['query'])}")
        scored = "  ".join(
            f"{tok} {s:7.3f}" if vis else f"{tok}  masked"
            for tok, s, vis in zip(SOURCE_TOKENS, step["scores"], step["visible"], strict=True)
        )
        lines.append(f"    2. scores   {scored}")
        weighted = "  ".join(
            f"{tok} {w:.3f}" for tok, w in zip(SOURCE_TOKENS, step["weights"], strict=True)
        )
        lines.append(f"    3. softmax  {weighted}   (sum {sum(step['weights']):.3f})")
        lines.append(f"    4. context  c = sum_j w_j v_j = {_vector(step['context'])}")


def format_text(data: dict[str, Any]) -> str:
    lines = ["Attention in four steps: query -> scores -> softmax weights -> weighted sum", ""]
    lines.append("Softmax turns scores into weights:")
    for example in data["worked_examples"]:
        lines.append(
            f"  scores {_vector(example['scores'], 1)} -> weights {_vector(example['weights'])}"
        )
    lines.append(
        "  (one source text prints 0.63, 0.23, 0.14 for the second; that is not its softmax)"
    )
    lines.append("")
    lines.append("Keys and values, one per source word:")
    for tok, k, v in zip(data["source_tokens"], data["keys"], data["values"], strict=True):
        lines.append(f"  {tok:<4} key {_vector(k)}  value {_vector(v)}")
    for run in data["by_score"]:
        lines.append("")
        lines.append(f"== score '{run['score']}': {run['formula']} ==")
        _format_run(run, lines)
    lines.append("")
    lines.append("== padding mask: the last key is padding; it weighs exactly 0 ==")
    _format_run(data["padding_mask"], lines)
    lines.append("")
    lines.append("== causal mask: query t reads only keys 0..t ==")
    _format_run(data["causal_mask"], lines)
    lines.append("")
    lines.append(f"(learned score functions are randomly initialized with seed {SEED})")
    return "\n".join(lines)
