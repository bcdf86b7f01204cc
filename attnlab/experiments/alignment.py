"""The chapter's caveat, measured: "这并不保证权重总与人的词语对齐一致" (the weights are not
guaranteed to always agree with the word alignment a person would draw).

Silver word alignments for the zh-en test set from a dictionary (CC-CEDICT,
``attnlab.data.cedict``): an English word of the reference is linked to the source pieces of
every Chinese substring (1-4 characters) whose glosses hold it, keeping only the shortest such
substrings (黑 for "black", not 黑猫 too). Only these covered words are scored; function words
and words the dictionary cannot reach stay out. Each shipped model is teacher-forced on the
first reference, and each English word's row (the mean of its pieces' rows; attributions: the
sum) is turned into links to source pieces:

- attention, argmax: the most attended piece (the mean over layers and heads);
- attention, thresholded: every piece with weight >= THRESHOLD;
- occlusion, gradient x input, integrated gradients: the piece of largest |attribution|
  (on the first ATTRIBUTED sentences: attributions cost a pass per piece or path point);
- the diagonal, a content-free baseline: word i of I links piece floor((i + 1/2) S / I).

Alignment error rate with sure links only (Och & Ney 2003): AER = 1 - 2 |A ∩ S| / (|A| + |S|),
by source length too, with bootstrap intervals over sentences. The links themselves are in
alignment_links.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from attnlab import locales, pretrained
from attnlab.atomic import write_png
from attnlab.data import load_corpus
from attnlab.data.cedict import ATTRIBUTION
from attnlab.experiments.alignment_links import (
    Sentence,
    argmax_links,
    counts,
    diagonal_links,
    prepare,
    word_rows,
)
from attnlab.experiments.base import (
    Experiment,
    provenance,
    report_closing,
    report_opening,
    sayer,
    write_results,
)
from attnlab.explain import METHODS, attribute, emitted_log_probs, occlusion
from attnlab.masks import padding_mask
from attnlab.results import figure_file, state_of, verdict_state
from attnlab.runs import LoadedRun, load_run

NAME = "alignment"
CORPUS = "tatoeba-zh-en"
ATTENTION_MODELS = ("rnnsearch", "luong", "transformer")  # shipped models' names
CONTROL = "fixed-context"  # no attention: its attributions only
SENTENCES, QUICK_SENTENCES = None, 8  # None: every test source
ATTRIBUTED, QUICK_ATTRIBUTED = 100, 2
QUICK_PATH_STEPS = 8
THRESHOLD = 0.3  # attention, thresholded: a link wherever a word puts this much weight
LENGTHS = ((0, 9), (10, 19), (20, 1000))  # source characters
BOOTSTRAP = 1000
# The caveat holds for a model when its attention's argmax AER is at least this, the whole
# 95 % interval: a fifth of the dictionary's links missed or added is no agreement "always".
CAVEAT_AER = 0.2
# The chapter's words with their English; the Chinese report quotes the Chinese alone
CLAIM = locales.translate("en", f"report.{NAME}.claim")
# The dictionary as records describe it (cedict.ATTRIBUTION) -> the key of its words
DICTIONARY_WORDS = {ATTRIBUTION: "dictionary.cedict"}


def measure_model(
    run: LoadedRun, sentences: list[Sentence], attributed: int, path_steps: int | None
) -> dict[str, list[list[int]]]:
    """Per method, each sentence's [|A|, |S|, |A ∩ S|]; attributions on the first
    ``attributed`` sentences."""
    model = run.model.eval()
    bos, eos = run.tokenizers.tgt.bos_id, run.tokenizers.tgt.eos_id
    found: dict[str, list[list[int]]] = {}
    for index, sentence in enumerate(sentences):
        src = torch.tensor([sentence.src_ids])
        src_mask = padding_mask(torch.tensor([len(sentence.src_ids)]))
        tgt_in = torch.tensor([[bos, *sentence.tgt_ids]])
        target = torch.tensor([[*sentence.tgt_ids, eos]])
        with torch.no_grad():
            maps = model(src, src_mask, tgt_in, need_weights=True).attention.cross
        if maps:  # (1, H, T + 1, S) per layer; the row of </s> left out
            attention = torch.cat(maps, dim=1)[0].mean(dim=0)[:-1].float()
            rows = word_rows(attention, sentence.words, mean=True)
            threshold = {
                i: set((rows[i] >= THRESHOLD).nonzero()[:, 0].tolist()) for i in sentence.sure
            }
            for method, links in (
                ("attention_argmax", argmax_links(rows, sentence.sure)),
                ("attention_threshold", threshold),
            ):
                found.setdefault(method, []).append(counts(links, sentence.sure))
        if index < attributed:
            scores = emitted_log_probs(model, src_mask, tgt_in, target)
            grad_x_input, ig = attribute(
                model, src, src_mask, tgt_in, target, path_steps=path_steps
            )
            attributions = {
                "occlusion": occlusion(scores, src, target.shape[1]),
                "grad_x_input": grad_x_input,
                "integrated_gradients": ig.attributions,
            }
            for method in METHODS:
                rows = word_rows(attributions[method][:-1].abs(), sentence.words, mean=False)
                links = argmax_links(rows, sentence.sure)
                found.setdefault(method, []).append(counts(links, sentence.sure))
    return found


def aer(rows: torch.Tensor) -> float:
    """1 - 2 |A ∩ S| / (|A| + |S|) from summed [|A|, |S|, |A ∩ S|] rows (N, 3)."""
    predicted, sure, hits = rows.sum(dim=0).tolist()
    return 1.0 - 2.0 * hits / (predicted + sure) if predicted + sure else float("nan")


def summarize(per_sentence: list[list[int]], diagonal: list[list[int]]) -> dict[str, Any]:
    """AER with its bootstrap 95 % interval over sentences, and the paired difference from
    the diagonal on the same sentences (positive: better than position alone)."""
    ours, base = (
        torch.tensor(per_sentence, dtype=torch.float64),
        torch.tensor(diagonal[: len(per_sentence)], dtype=torch.float64),
    )
    generator = torch.Generator().manual_seed(0)
    draws = torch.randint(len(ours), (BOOTSTRAP, len(ours)), generator=generator)
    rates = torch.tensor([aer(ours[d]) for d in draws])
    gains = torch.tensor([aer(base[d]) - aer(ours[d]) for d in draws])
    low, high = torch.quantile(rates, torch.tensor([0.025, 0.975], dtype=rates.dtype)).tolist()
    g_low, g_high = torch.quantile(gains, torch.tensor([0.025, 0.975], dtype=gains.dtype)).tolist()
    predicted, sure, hits = ours.sum(dim=0).tolist()
    return {
        "aer": round(aer(ours), 4),
        "aer_95": [round(low, 4), round(high, 4)],
        "precision": round(hits / predicted, 4) if predicted else None,
        "recall": round(hits / sure, 4) if sure else None,
        "better_than_diagonal": round(aer(base) - aer(ours), 4),
        "better_than_diagonal_95": [round(g_low, 4), round(g_high, 4)],
        "sentences": len(per_sentence),
    }


def by_length(
    per_sentence: list[list[int]], sentences: list[Sentence]
) -> dict[str, dict[str, Any]]:
    """AER by source length in characters, and how many sentences each bucket holds."""
    found: dict[str, dict[str, Any]] = {}
    for low, high in LENGTHS:
        rows = [
            r for r, s in zip(per_sentence, sentences, strict=False) if low <= len(s.source) <= high
        ]
        label = f"{low}-{high}" if high < 1000 else f"{low}+"
        found[label] = {
            "aer": round(aer(torch.tensor(rows, dtype=torch.float64)), 4) if rows else None,
            "sentences": len(rows),
        }
    return found


def verdict(models: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The caveat holds for a model when its attention's argmax AER is at least CAVEAT_AER,
    the whole interval; "partly" when for some models only."""
    misses = {
        name: m["attention_argmax"]["aer_95"][0] >= CAVEAT_AER
        for name, m in models.items()
        if "attention_argmax" in m
    }
    beats = {
        name: m["attention_argmax"]["better_than_diagonal_95"][0] > 0
        for name, m in models.items()
        if "attention_argmax" in m
    }
    every, some = all(misses.values()), any(misses.values())
    return {
        "attention_misses_the_dictionary": misses,
        "attention_beats_the_diagonal": beats,
        "state": state_of(every, some),
    }


def run(out: Path, quick: bool = False, minutes: float | None = None) -> dict[str, Any]:
    """Silver links, every model's links, the AERs, the JSON, the figure and the reports in
    ``out`` (the shipped models: no training; ``minutes`` is not used)."""
    started = datetime.datetime.now(datetime.timezone.utc)
    out.mkdir(parents=True, exist_ok=True)
    corpus = load_corpus(CORPUS)
    sources, references = corpus.references("test")
    count = QUICK_SENTENCES if quick else SENTENCES
    pairs = list(zip(sources, references, strict=True))[:count]
    first = load_run(ATTENTION_MODELS[0])
    prepared = [prepare(first, source, refs[0]) for source, refs in pairs]
    sentences = [s for s in prepared if s is not None]
    attributed = QUICK_ATTRIBUTED if quick else ATTRIBUTED
    diagonal = [counts(diagonal_links(s), s.sure) for s in sentences]
    models: dict[str, dict[str, Any]] = {}
    shipped: dict[str, dict[str, Any]] = {}
    for name in (*ATTENTION_MODELS, CONTROL):
        run_ = load_run(name)
        if run_.tokenizers.fingerprint != first.tokenizers.fingerprint:
            raise ValueError(f"{name} has other tokenizers than {ATTENTION_MODELS[0]}")
        shipped[name] = pretrained.identity(name)
        found = measure_model(run_, sentences, attributed, QUICK_PATH_STEPS if quick else None)
        models[name] = {method: summarize(rows, diagonal) for method, rows in found.items()}
        if "attention_argmax" in found:
            models[name]["attention_argmax"]["by_length"] = by_length(
                found["attention_argmax"], sentences
            )
    covered = sum(len(s.sure) for s in sentences)
    words = sum(len(s.words) for s in sentences)
    record: dict[str, Any] = {
        "experiment": NAME,
        "claim": CLAIM,
        "quick": quick,
        "corpus": CORPUS,
        "dictionary": ATTRIBUTION,
        "test_sources": len(pairs),
        "sentences_with_links": len(sentences),
        "attributed_sentences": min(attributed, len(sentences)),
        "reference_words": words,
        "covered_words": covered,
        "shipped_models": shipped,
        "threshold": THRESHOLD,
        "caveat_aer": CAVEAT_AER,
        "diagonal": {
            **summarize(diagonal, diagonal),
            "by_length": by_length(diagonal, sentences),
        },
        "models": models,
        "example": example(sentences[0], first) if sentences else None,
    }
    record["verdict"] = verdict(models)
    record.update(provenance(started))
    return write_results(out, record, draw, report)


def example(sentence: Sentence, run: LoadedRun) -> dict[str, Any]:
    """The first sentence's silver links, as words: what the dictionary found."""
    src_pieces = run.tokenizers.src.id_to_pieces(sentence.src_ids)
    tgt_pieces = run.tokenizers.tgt.id_to_pieces(sentence.tgt_ids)
    english = ["".join(tgt_pieces[j] for j in word).replace("▁", "") for word in sentence.words]
    return {
        "source": sentence.source,
        "links": {
            english[i]: [src_pieces[j] for j in sorted(pieces)]
            for i, pieces in sentence.sure.items()
        },
    }


METHOD_ORDER = ("attention_argmax", "attention_threshold", *METHODS)


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """Left: AER of every model and method (bars: 95 % intervals), the diagonal as a line;
    right: attention's argmax AER by source length, beside the diagonal's."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    say = sayer(NAME, lang)

    figure, (left, right) = plt.subplots(1, 2, figsize=(11, 4), dpi=110, layout="constrained")
    names = list(record["models"])
    width = 0.8 / len(METHOD_ORDER)
    for k, method in enumerate(METHOD_ORDER):
        x, y, low, high = [], [], [], []
        for i, name in enumerate(names):
            found = record["models"][name].get(method)
            if found is None:
                continue
            x.append(i + (k - len(METHOD_ORDER) / 2 + 0.5) * width)
            y.append(found["aer"])
            low.append(found["aer"] - found["aer_95"][0])
            high.append(found["aer_95"][1] - found["aer"])
        label = say("method." + method)
        left.bar(x, y, width=width * 0.95, yerr=[low, high], capsize=2, label=label)
    left.axhline(
        record["diagonal"]["aer"], color="grey", linestyle="--", label=say("figure.diagonal")
    )
    left.set_xticks(range(len(names)), [model_name(name, lang) for name in names])
    left.set(ylabel=say("figure.aer_lower"), ylim=(0, 1))
    left.legend(fontsize=7)
    labels = list(record["diagonal"]["by_length"])
    for name in names:
        if "attention_argmax" in record["models"][name]:
            rows = record["models"][name]["attention_argmax"]["by_length"]
            left_out = [
                rows[b]["aer"] if rows[b]["aer"] is not None else float("nan") for b in labels
            ]
            label = say("figure.attention_argmax", model=model_name(name, lang))
            right.plot(labels, left_out, marker="o", label=label)
    diagonal = record["diagonal"]["by_length"]
    right.plot(
        labels,
        [diagonal[b]["aer"] or float("nan") for b in labels],
        "k--",
        marker="s",
        label=say("figure.diagonal"),
    )
    right.set(xlabel=say("figure.length"), ylabel=say("figure.aer"), ylim=(0, 1))
    right.legend(fontsize=7)
    title = say(
        "figure.title",
        words=f"{record['covered_words']:,}",
        sentences=f"{record['sentences_with_links']:,}",
    )
    figure.suptitle(title + (say("figure.quick") if record["quick"] else ""), fontsize=9)
    write_png(figure, path)
    plt.close(figure)


def model_name(name: str, lang: str) -> str:
    """A shipped model's name in ``lang`` (the key of its words); other names as they are."""
    if name in (*ATTENTION_MODELS, CONTROL):
        return locales.translate(lang, f"report.{NAME}.model.{name}")
    return name


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The report in ``lang``: what was run, the AERs, by length, whether the caveat holds."""
    v = record["verdict"]

    say = sayer(NAME, lang)

    def names(found: dict[str, bool]) -> str:
        chosen = [model_name(name, lang) for name, yes in found.items() if yes]
        return locales.translate(lang, "report.list_separator").join(chosen) or (
            locales.translate(lang, "report.none")
        )

    def interval(found: dict[str, Any], key: str) -> str:
        low, high = found[f"{key}_95"]
        return f"{found[key]:.3f} [{low:.3f}, {high:.3f}]"

    def share(value: float | None) -> str:
        return f"{value:.1%}" if value is not None else "-"

    known = DICTIONARY_WORDS.get(record["dictionary"])  # else the words as recorded
    lines = report_opening(say("title"), say("claim"), say("source"), lang)
    lines += [
        say(
            "run",
            sources=record["test_sources"],
            sentences=record["sentences_with_links"],
            covered=record["covered_words"],
            words=record["reference_words"],
            attributed=record["attributed_sentences"],
            threshold=record["threshold"],
            corpus=record["corpus"],
            dictionary=say(known) if known else record["dictionary"],
        ),
        "",
        say("header"),
        "|---|---|---:|---:|---:|---:|",
    ]
    for name, methods in record["models"].items():
        for method in METHOD_ORDER:
            if method in methods:
                m = methods[method]
                lines.append(
                    f"| {model_name(name, lang)} | {say('method.' + method)} "
                    f"| {interval(m, 'aer')} "
                    f"| {share(m['precision'])} | {share(m['recall'])} "
                    f"| {interval(m, 'better_than_diagonal')} |"
                )
    d = record["diagonal"]
    lines += [
        f"| {say('diagonal')} | | {interval(d, 'aer')} | {share(d['precision'])} "
        f"| {share(d['recall'])} | |",
        "",
        f"![{say('figure')}]({figure_file(NAME, lang)})",
        "",
        *_by_length(record, say, lang),
    ]
    state = verdict_state(v) or "does_not_hold"
    headline = say(
        state, models=names(v["attention_misses_the_dictionary"]), aer=record["caveat_aer"]
    )
    detail = say("why", beats=names(v["attention_beats_the_diagonal"]))
    lines += report_closing(record, NAME, headline, detail, lang)
    return "\n".join(lines)


def _by_length(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """Attention's AER (argmax) and the diagonal's by sentence length, then an example."""
    d = record["diagonal"]
    lines = [
        say("by_length"),
        "",
        "| | " + " | ".join(d["by_length"]) + " |",
        "|---|" + "---:|" * len(d["by_length"]),
    ]

    def length_row(label: str, rows: dict[str, dict[str, Any]]) -> str:
        cells = [
            f"{r['aer']:.3f} ({r['sentences']})" if r["aer"] is not None else "-"
            for r in rows.values()
        ]
        return f"| {label} | " + " | ".join(cells) + " |"

    for name, methods in record["models"].items():
        if "attention_argmax" in methods:
            lines.append(
                length_row(model_name(name, lang), methods["attention_argmax"]["by_length"])
            )
    lines.append(length_row(say("diagonal"), d["by_length"]))
    if record["example"]:
        links = "; ".join(
            # the reference's words are data: `code` in every language
            f"`{word}` → {' '.join(pieces)}"
            for word, pieces in record["example"]["links"].items()
        )
        lines += ["", say("example", source=record["example"]["source"], links=links)]
    return lines


EXPERIMENT = Experiment(
    name=NAME,
    summary="the chapter's caveat: attention as a word alignment, scored against CC-CEDICT",
    run=run,
    report=report,
    draw=draw,
)
