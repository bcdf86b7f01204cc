"""The masks-wrong experiment read off its measurements: the verdict (thresholds fixed before
the run), the figure and the reports (English and Chinese, from the locale strings
report.masks-wrong.*)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from attnlab import locales
from attnlab.atomic import write_png
from attnlab.experiments.base import report_page, sayer
from attnlab.results import verdict_state

NAME = "masks-wrong"  # its strings: report.masks-wrong.* in attnlab/locales/
FAR_BELOW = 1 / 3  # the leaky training loss is under this share of the correct one
FAILS = 0.5  # its generation gets under this share of the correct model's accuracy
CHANGED = 0.1  # output changed: this share of sentences decoded differently than unpadded
STILL = 1e-4  # the correct model's logits move less than this with padding
# The task as masks_wrong records it, "reverse 3-12 letters of 10": its words are report.*.task
TASK = re.compile(r"reverse (\d+)-(\d+) letters of (\d+)")


def verdict(ways: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """Each symptom, read off the numbers."""
    correct = ways["correct masks"]
    final = {w: result["curve"][-1]["train_loss"] for w, result in ways.items()}
    greedy = {w: result["by_padding"][0]["sequence_accuracy"] for w, result in ways.items()}
    most = {w: result["by_padding"][-1] for w, result in ways.items()}
    correct_still = all(
        p["changed_share"] == 0 and p["largest_logit_change"] < STILL for p in correct["by_padding"]
    )
    padding_moves = most["no padding mask"]["changed_share"] >= CHANGED
    leak_low = final["no causal mask"] < FAR_BELOW * final["correct masks"]
    leak_fails = greedy["no causal mask"] < FAILS * greedy["correct masks"]
    every = correct_still and padding_moves and leak_low and leak_fails
    return {
        "final_train_loss": final,
        "greedy_sequence_accuracy_unpadded": greedy,
        "teacher_forced_token_accuracy": {
            w: result["teacher_forced_token_accuracy"] for w, result in ways.items()
        },
        "correct_model_ignores_padding": correct_still,
        "no_padding_mask_output_changes_with_padding": padding_moves,
        "changed_share_at_most_padding": {w: p["changed_share"] for w, p in most.items()},
        "accuracy_at_most_padding": {w: p["sequence_accuracy"] for w, p in most.items()},
        "no_causal_mask_training_loss_far_below": leak_low,
        "no_causal_mask_generation_fails": leak_fails,
        "state": "holds" if every else "does_not_hold",
    }


COLOURS = {"correct masks": "#2ca02c", "no padding mask": "#ff7f0e", "no causal mask": "#d62728"}


def draw(record: dict[str, Any], path: Path, lang: str) -> None:
    """(a) loss curves, (b) accuracy teacher-forced and generated, (c) accuracy against
    padding, (d) the share of outputs that change with padding."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    say = sayer(NAME, lang)

    def way_name(way: str) -> str:
        return say("way." + way.replace(" ", "_"))

    figure, axes = plt.subplots(2, 2, figsize=(12, 8), dpi=110, layout="constrained")
    (losses, bars), (accuracy, changed) = axes
    for i, (way, result) in enumerate(record["ways"].items()):
        colour, curve, label = COLOURS[way], result["curve"], way_name(way)
        steps = [p["step"] for p in curve]
        train = [p["train_loss"] for p in curve]
        losses.plot(steps, train, color=colour, label=say("figure.train", way=label))
        test = [p["test_loss"] for p in curve]
        losses.plot(steps, test, color=colour, linestyle="--", label=say("figure.test", way=label))
        forced = result["teacher_forced_token_accuracy"]
        generated = result["by_padding"][0]["sequence_accuracy"]
        bars.bar([i - 0.2, i + 0.2], [forced, generated], 0.38, color=colour, hatch=["", "//"])
        pads = [p["pads"] for p in result["by_padding"]]
        for axis, field in ((accuracy, "sequence_accuracy"), (changed, "changed_share")):
            values = [p[field] for p in result["by_padding"]]
            axis.plot(pads, values, "o-", color=colour, label=label)
    losses.set(yscale="log", xlabel=say("figure.step"), ylabel=say("figure.loss_axis"))
    losses.set_title(say("figure.losses"), fontsize=10)
    bars.set_xticks(range(len(record["ways"])), [way_name(way) for way in record["ways"]])
    bars.set(ylim=(0, 1.05), ylabel=say("figure.accuracy_axis"))
    bars.set_title(say("figure.bars"), fontsize=10)
    accuracy.set(ylabel=say("figure.greedy_axis"))
    accuracy.set_title(say("figure.padding"), fontsize=10)
    changed.set(ylabel=say("figure.changed_axis"))
    changed.set_title(say("figure.changed"), fontsize=10)
    for axis in (accuracy, changed):
        axis.set(xlabel=say("figure.pads_axis"), ylim=(-0.02, 1.02))
    for axis in axes.flat:
        axis.grid(alpha=0.3)
    for axis in (losses, accuracy, changed):
        axis.legend(fontsize=7)
    if record["quick"]:
        figure.suptitle(say("figure.quick"), fontsize=9)
    write_png(figure, path)
    plt.close(figure)


def report(record: dict[str, Any], lang: str = "en") -> str:
    """The README in ``lang``: the claim, the measurements, whether each symptom shows."""
    say = sayer(NAME, lang)
    return report_page(
        NAME, record, lang, _what_was_run(record, say, lang), _does_it_hold(record, say)
    )


def _what_was_run(record: dict[str, Any], say: Callable[..., str], lang: str) -> list[str]:
    """The run's paragraph, then each way's results, at the most padding and by padding."""
    ways, training = record["ways"], record["training"]
    pads = [p["pads"] for p in next(iter(ways.values()))["by_padding"]]

    def way_name(way: str) -> str:
        return say("way." + way.replace(" ", "_"))

    def task(described: str) -> str:
        """The task as recorded, in ``lang`` where its words are known."""
        known = TASK.fullmatch(described)
        if known is None:
            return described
        shortest, longest, letters = known.groups()
        return say("task", shortest=shortest, longest=longest, letters=letters)

    # the model's options are its configuration keys: code in every language
    model = locales.translate(lang, "report.list_separator").join(
        f"`{k} {v}`" for k, v in record["model"].items() if k != "family"
    )
    lines = [
        say(
            "run",
            command=record["command"] or "attnlab experiment " + record["experiment"],
            seconds=f"{record['seconds']:.0f}",
            task=task(record["task"]),
            model=model,
            lr=training["lr"],
            batch=training["batch"],
            steps=training["steps"],
            sentences=record["test_sentences"],
        ),
        "",
        say("header", pads=pads[-1]),
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for way, result in ways.items():
        alone, most = result["by_padding"][0], result["by_padding"][-1]
        change = max(p["largest_logit_change"] for p in result["by_padding"])
        lines.append(
            f"| {way_name(way)} | {result['curve'][-1]['train_loss']:.4f} | "
            f"{result['teacher_forced_token_accuracy']:.3f} | {alone['sequence_accuracy']:.3f} | "
            f"{most['sequence_accuracy']:.3f} | {most['changed_share']:.0%} | {change:.2g} |"
        )
    lines += [
        "",
        say("by_padding"),
        "",
        f"| {say('way')} | " + " | ".join(str(p) for p in pads) + " |",
        "|---|" + "---|" * len(pads),
    ]
    for way, result in ways.items():
        lines.append(
            f"| {way_name(way)} | "
            + " | ".join(
                f"{p['sequence_accuracy']:.2f} ({p['changed_share']:.0%})"
                for p in result["by_padding"]
            )
            + " |"
        )
    return lines


def _does_it_hold(record: dict[str, Any], say: Callable[..., str]) -> list[str]:
    """The verdict, each symptom with its numbers, then what padding seen in training did."""
    v, ways, (shortest, longest) = record["verdict"], record["ways"], record["lengths"]
    pads = [p["pads"] for p in next(iter(ways.values()))["by_padding"]]
    seen = longest - shortest  # the most pads a training sentence had
    unmasked = ways["no padding mask"]["by_padding"]
    within = max((p for p in unmasked if p["pads"] <= seen), key=lambda p: p["pads"])
    beyond = unmasked[-1]
    best = max(unmasked, key=lambda p: p["sequence_accuracy"])
    final, greedy = v["final_train_loss"], v["greedy_sequence_accuracy_unpadded"]
    forced = v["teacher_forced_token_accuracy"]
    state = verdict_state(v) or "does_not_hold"  # every record has a verdict

    def answer(found: bool) -> str:
        return say("yes" if found else "no")

    return [
        say("verdict", headline=say(state)),
        "",
        say("padding_still", answer=answer(v["correct_model_ignores_padding"]), still=f"{STILL:g}"),
        say(
            "padding_moves",
            answer=answer(v["no_padding_mask_output_changes_with_padding"]),
            pads=pads[-1],
            changed=f"{v['changed_share_at_most_padding']['no padding mask']:.0%}",
            required=f"{CHANGED:.0%}",
            before=f"{greedy['no padding mask']:.2f}",
            after=f"{v['accuracy_at_most_padding']['no padding mask']:.2f}",
        ),
        say(
            "causal",
            low=answer(v["no_causal_mask_training_loss_far_below"]),
            leaky_loss=f"{final['no causal mask']:.4f}",
            correct_loss=f"{final['correct masks']:.4f}",
            far=f"{FAR_BELOW:.2g}",
            fails=answer(v["no_causal_mask_generation_fails"]),
            leaky_accuracy=f"{greedy['no causal mask']:.2f}",
            correct_accuracy=f"{greedy['correct masks']:.2f}",
            fails_share=f"{FAILS:.0%}",
            leaky_forced=f"{forced['no causal mask']:.2f}",
            correct_forced=f"{forced['correct masks']:.2f}",
        ),
        "",
        say(
            "seen",
            shortest=shortest,
            longest=longest,
            seen=seen,
            within_pads=within["pads"],
            within_changed=f"{within['changed_share']:.0%}",
            within_accuracy=f"{within['sequence_accuracy']:.2f}",
            beyond_pads=pads[-1],
            beyond_changed=f"{beyond['changed_share']:.0%}",
            beyond_accuracy=f"{beyond['sequence_accuracy']:.2f}",
            best_accuracy=f"{best['sequence_accuracy']:.2f}",
            best_pads=best["pads"],
            unpadded_accuracy=f"{unmasked[0]['sequence_accuracy']:.2f}",
        ),
        "",
        say(
            "end_cue",
            test_loss=f"{ways['no causal mask']['curve'][-1]['test_loss']:.2f}",
            train_loss=f"{final['no causal mask']:.4f}",
        ),
    ]
