"""The learning-path experiment read off its record (attnlab/experiments/learning_path.py):
the names its verdict and reports share, the figure and the reports (English and Chinese, from
the locale strings report.learning-path.*)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from attnlab import locales
from attnlab.atomic import write_png
from attnlab.experiments.base import sayer
from attnlab.results import figure_file, verdict_state

NAME = "learning-path"  # its strings: report.learning-path.* in attnlab/locales/
ALPHABET = 10  # letters of the copy task
DIAGONAL = 0.5  # the copying head ends with most of its weight on the aligned position
COPY_TASK = f"synthetic:copy, {ALPHABET} letters, 4-8 long"
COPY_MODEL = "transformer, 1 layer, 1 head, D=32, ffn 64, no dropout; Adam 3e-3, batch 32"
# The copy run's descriptions as records hold them -> the key of their words in each language
COPY_WORDS = {COPY_TASK: "copy_task", COPY_MODEL: "copy_model"}


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """Top: the three hand-made matrices and the diagonal mass over training; bottom: the
    copying head's map at each checkpoint."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    from attnlab.viz.fonts import font_families

    say = sayer(NAME, lang, "figure")

    hand, copy = record["by_hand"], record["copy"]
    frames, keys, queries = copy["frames"], hand["source_tokens"], hand["target_tokens"]
    with plt.rc_context({"font.family": font_families([*keys, say("causal")])}):
        figure = plt.figure(
            figsize=(max(10.0, 1.6 * len(frames)), 6.4), dpi=110, layout="constrained"
        )
        rows = figure.add_gridspec(2, 1)
        top, bottom = figure.add_subfigure(rows[0]), figure.add_subfigure(rows[1])
        *matrices, curve = top.subplots(1, 4)
        panels = [("matrix", keys), ("padding", keys), ("causal", queries)]
        for ax, (step, columns) in zip(matrices, panels, strict=True):
            weights = np.array(hand[step]["weights"])
            ax.imshow(weights, vmin=0, vmax=1, cmap="viridis")
            for (t, s), w in np.ndenumerate(weights):
                ax.text(s, t, f"{w:.2f}", ha="center", va="center", fontsize=7,
                        color="black" if w > 0.6 else "white")  # fmt: skip
            ax.set_xticks(range(len(columns)), columns, fontsize=8)
            ax.set_yticks(range(len(queries)), queries, fontsize=8)
            ax.set_title(say(step), fontsize=9)
        steps = [f["step"] for f in frames]
        for seed, masses in zip(copy["seeds"], copy["diagonal_mass_by_seed"], strict=True):
            curve.plot(steps, masses, marker="o", markersize=3, label=say("seed", seed=seed))
        curve.set_xscale("symlog", linthresh=10)
        curve.set(ylim=(0, 1), xlabel=say("training_step"))
        curve.set_title(say("diagonal_mass"), fontsize=9)
        curve.legend(fontsize=7)
        curve.grid(alpha=0.3)
        for ax, f in zip(bottom.subplots(1, len(frames)), frames, strict=True):
            ax.imshow(f["map"], vmin=0, vmax=1, cmap="viridis")
            title = say("frame", step=f["step"], diagonal=f"{f['diagonal_mass']:.2f}")
            ax.set_title(title, fontsize=8)
            ax.set_xticks(range(len(copy["source_tokens"])), copy["source_tokens"])
            ax.set_yticks(range(len(copy["target_tokens"])), copy["target_tokens"])
            ax.tick_params(labelsize=6, length=1)
        quick = say("quick") if record["quick"] else ""
        bottom.suptitle(say("copy", quick=quick), fontsize=9)
        write_png(figure, path)
        plt.close(figure)


def _table(rows: list[list[float]], row_names: list[str], columns: list[str]) -> list[str]:
    lines = ["| | " + " | ".join(columns) + " |", "|---|" + "---:|" * len(columns)]
    for name, row in zip(row_names, rows, strict=True):
        lines.append(f"| {name} | " + " | ".join(f"{v:.3f}" for v in row) + " |")
    return [*lines, ""]


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The report in ``lang``: the claim, each step's numbers, whether each check holds.
    Its sections are the five steps, so it opens and ends in its own way, not with
    ``report_opening``'s "What was run" and ``report_closing``'s command."""
    say = sayer(NAME, lang)
    v = record["verdict"]
    command = record["command"] or f"attnlab experiment {NAME}"
    ran = say("ran", command=command, seconds=f"{record['seconds']:.0f}",
              cpus=record["machine"]["cpus"])  # fmt: skip
    headline = say(verdict_state(v) or "does_not_hold")  # every record has a verdict
    lines = [
        f"# {say('title')}",
        "",
        f"> {say('claim')}",
        f"> ({say('source')})",
        "",
        ran,
        "",
        *_by_hand(record["by_hand"], say),
        *_copy_run(record["copy"], say),
        "",
        f"![{say('figure')}]({figure_file(NAME, lang)})",
        "",
        say("frames", file=f"{NAME}.json", field="copy.frames"),
        "",
        *_shapes(record["shapes"], say),
        f"## {locales.translate(lang, 'report.does_it_hold')}",
        "",
        locales.translate(lang, "report.verdict", headline=headline, detail=say("why")),
        "",
    ]
    for i, ok in enumerate(v["steps"].values(), start=1):
        check = say(f"check_{i}", diagonal=f"{DIAGONAL:.0%}")
        lines.append(say("check", check=check, answer=say("yes" if ok else "no")))
    lines.append("")
    if record["quick"]:
        lines += [say("quick"), ""]
    lines += [say("numbers", file=f"{NAME}.json"), ""]
    return "\n".join(lines)


def _by_hand(hand: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """Steps one to three: the matrices by hand, then with a padding and a causal mask."""
    keys, queries = hand["source_tokens"], hand["target_tokens"]
    dimensions = [say("dimension", index=i) for i in range(len(hand["matrix"]["output"][0]))]
    return [
        say("matrix_heading"),
        "",
        say("scores"),
        "",
        *_table(hand["matrix"]["scores"], queries, keys),
        say("weights"),
        "",
        *_table(hand["matrix"]["weights"], queries, keys),
        say("outputs"),
        "",
        *_table(hand["matrix"]["output"], queries, dimensions),
        say("row_sum", error=f"{hand['matrix']['max_row_sum_error']:.1e}"),
        "",
        say("padding_heading", padded=keys[-1]),
        "",
        *_table(hand["padding"]["weights"], queries, keys),
        say(
            "padding_check",
            weight=hand["padding"]["masked_weight_max"],
            error=f"{hand['padding']['max_row_sum_error']:.1e}",
        ),
        "",
        say("causal_heading"),
        "",
        *_table(hand["causal"]["weights"], queries, queries),
        say(
            "causal_check",
            weight=hand["causal"]["weight_above_diagonal_max"],
            change=hand["causal"]["output_change_from_future_max"],
        ),
        "",
    ]


def _copy_run(copy: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """Step four: attention's mass on the diagonal as a copy model learns, seed by seed."""
    frames, seeds = copy["frames"], copy["seeds"]

    def words(described: str) -> str:
        """A description of the copy run as recorded, in ``lang`` where its words are known."""
        known = described in COPY_WORDS
        return say(COPY_WORDS[described], letters=ALPHABET) if known else described

    lines = [
        say("copy_heading"),
        "",
        say("copy_run", model=words(copy["model"]), task=words(copy["task"]), seeds=len(seeds)),
        "",
        f"| {say('step')} | "
        + " | ".join(say("diagonal_seed", seed=s) for s in seeds)
        + f" | {say('loss_seed', seed=seeds[0])} |",
        "|---:|" + "---:|" * (len(seeds) + 1),
    ]
    for i, f in enumerate(frames):
        masses = " | ".join(f"{m[i]:.3f}" for m in copy["diagonal_mass_by_seed"])
        lines.append(f"| {f['step']} | {masses} | {f['loss']:.3f} |")
    return lines


def _shapes(shape: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """Step five: multi-head attention's tensors, layout and shape, as traced."""
    sizes = ", ".join(f"{k}={n}" for k, n in shape["sizes"].items())
    return [
        say("shapes_heading"),
        "",
        say("sizes", sizes=sizes, head_dim=shape["head_dim"]),
        "",
        say("trace_header"),
        "|---|---|---|",
        *(
            f"| {say(f'tensor_{i}')} | {t['layout']} | {tuple(t['shape'])} |"
            for i, t in enumerate(shape["trace"], start=1)
        ),
        "",
        say(
            "recomposition",
            error=f"{shape['recomposition_error']:.1e}",
            weight=shape["padded_key_weight_max"],
        ),
        "",
    ]
