"""What a corpus holds: pairs per split, length percentiles per side (characters for Chinese,
space-separated words otherwise) and, for Chinese, the mix of scripts."""

from __future__ import annotations

from typing import Any

from attnlab.data.chinese import script_mix
from attnlab.data.corpus import SPLITS, Corpus, seen_in_training
from attnlab.data.languages import is_chinese, length_function, length_unit

PERCENTILES = (50, 90, 99)


def percentiles(values: list[int]) -> dict[str, float]:
    """min, nearest-rank p50/p90/p99, max and mean of ``values``."""
    if not values:
        return {}
    ordered = sorted(values)
    summary: dict[str, float] = {"min": ordered[0]}
    for p in PERCENTILES:
        rank = max(1, -(-p * len(ordered) // 100))  # ceil(p/100 * n), nearest-rank method
        summary[f"p{p}"] = ordered[rank - 1]
    summary["max"] = ordered[-1]
    summary["mean"] = round(sum(ordered) / len(ordered), 2)
    return summary


def corpus_stats(corpus: Corpus) -> dict[str, Any]:
    sides = {"src": corpus.src_lang, "tgt": corpus.tgt_lang}
    stats: dict[str, Any] = {
        "name": corpus.name,
        "src_lang": corpus.src_lang,
        "tgt_lang": corpus.tgt_lang,
        "splits": {
            name: {
                "pairs": len(corpus.split(name)),
                "distinct_sources": len({p.src for p in corpus.split(name)}),
            }
            for name in SPLITS
        },
        # per evaluated split, its sources with a reference that is verbatim a training target
        "references_seen_in_training": {
            name: len(seen_in_training(corpus.references(name), corpus.train))
            for name in ("dev", "test")
        },
        "lengths": {},
        "scripts": {},
        "attribution": corpus.attribution,
        "info": corpus.info,
    }
    for side, lang in sides.items():
        texts = [getattr(p, side) for name in SPLITS for p in corpus.split(name)]
        lengths = percentiles([length_function(lang)(t) for t in texts])
        stats["lengths"][side] = {"unit": length_unit(lang), **lengths}
        normalizer = getattr(corpus, f"{side}_normalizer")
        if normalizer is not None:
            stats["scripts"][side] = f"all folded to {normalizer}"  # no need to count
        elif is_chinese(lang):
            stats["scripts"][side] = script_mix(sorted(set(texts)))
    return stats


def format_stats(stats: dict[str, Any]) -> str:
    lines = [f"{stats['name']}  ({stats['src_lang']} -> {stats['tgt_lang']})", ""]
    lines.append(f"{'split':<8}{'pairs':>10}{'sources':>10}")
    for name, row in stats["splits"].items():
        lines.append(f"{name:<8}{row['pairs']:>10,}{row['distinct_sources']:>10,}")
    for name, seen in stats["references_seen_in_training"].items():
        sources = stats["splits"][name]["distinct_sources"]
        lines.append(
            f"{name}: {seen:,} of {sources:,} sources have a reference that is a training target"
        )
    lines.append("")
    columns = ["min", *(f"p{p}" for p in PERCENTILES), "max", "mean"]
    lines.append(f"{'length':<24}" + "".join(f"{c:>8}" for c in columns))
    for side, row in stats["lengths"].items():
        lang = stats[f"{side}_lang"]
        label = f"{side} ({lang}, {row['unit']})"
        lines.append(f"{label:<24}" + "".join(f"{row.get(c, 0):>8g}" for c in columns))
    for side, mix in stats["scripts"].items():
        if isinstance(mix, str):
            lines += ["", f"script, {side} side: {mix}"]
            continue
        total = sum(mix.values()) or 1
        parts = ", ".join(f"{label} {n:,} ({100 * n / total:.0f}%)" for label, n in mix.items())
        lines += ["", f"script mix, {side} side (distinct sentences as stored): {parts}"]
    before = stats["info"].get("src_script_mix_before_folding")
    if before:
        parts = ", ".join(f"{label} {n:,}" for label, n in before.items())
        lines.append(f"script mix, src side before folding to Simplified: {parts}")
    dropped = {k: v for k, v in stats["info"].items() if "dropped" in k or k == "skipped"}
    if dropped:
        lines += ["", "cleaning: " + ", ".join(f"{k} {v}" for k, v in dropped.items())]
    if stats["attribution"]:
        lines += ["", "attribution: " + stats["attribution"]]
    return "\n".join(lines)
