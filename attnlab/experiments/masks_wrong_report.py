"""The masks-wrong experiment read off its measurements: the verdict (thresholds fixed before
the run), the figure and the README."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from attnlab.atomic import write_png
from attnlab.experiments.base import report_opening

CLAIM_SOURCE = (
    "chapter 19, 'It solved the bottleneck, and brought new ways to fail' and 'Scaled dot "
    "product and masks' (../shared/seeds/000_c128c261a65523d0.txt), translated"
)
FAR_BELOW = 1 / 3  # the leaky training loss is under this share of the correct one
FAILS = 0.5  # its generation gets under this share of the correct model's accuracy
CHANGED = 0.1  # output changed: this share of sentences decoded differently than unpadded
STILL = 1e-4  # the correct model's logits move less than this with padding


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
        "holds": correct_still and padding_moves and leak_low and leak_fails,
    }


COLOURS = {"correct masks": "#2ca02c", "no padding mask": "#ff7f0e", "no causal mask": "#d62728"}


def draw(record: dict[str, Any], path: Path) -> None:
    """(a) loss curves, (b) accuracy teacher-forced and generated, (c) accuracy against
    padding, (d) the share of outputs that change with padding."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(2, 2, figsize=(12, 8), dpi=110, layout="constrained")
    (losses, bars), (accuracy, changed) = axes
    for i, (way, result) in enumerate(record["ways"].items()):
        colour, curve = COLOURS[way], result["curve"]
        steps = [p["step"] for p in curve]
        losses.plot(steps, [p["train_loss"] for p in curve], color=colour, label=f"{way}: train")
        test = [p["test_loss"] for p in curve]
        losses.plot(steps, test, color=colour, linestyle="--", label=f"{way}: test")
        forced = result["teacher_forced_token_accuracy"]
        generated = result["by_padding"][0]["sequence_accuracy"]
        bars.bar([i - 0.2, i + 0.2], [forced, generated], 0.38, color=colour, hatch=["", "//"])
        pads = [p["pads"] for p in result["by_padding"]]
        for axis, field in ((accuracy, "sequence_accuracy"), (changed, "changed_share")):
            values = [p[field] for p in result["by_padding"]]
            axis.plot(pads, values, "o-", color=colour, label=way)
    losses.set(yscale="log", xlabel="training step", ylabel="cross-entropy (nats per token)")
    losses.set_title("(a) teacher-forced loss, each with its own masks", fontsize=10)
    bars.set_xticks(range(len(record["ways"])), list(record["ways"]))
    bars.set(ylim=(0, 1.05), ylabel="accuracy")
    bars.set_title(
        "(b) teacher-forced token accuracy (plain), greedy sequence accuracy (hatched)",
        fontsize=10,
    )
    accuracy.set(ylabel="greedy sequence accuracy")
    accuracy.set_title("(c) the same sentences, more padding in the batch", fontsize=10)
    changed.set(ylabel="share decoded differently than unpadded")
    changed.set_title("(d) outputs that change with the padding", fontsize=10)
    for axis in (accuracy, changed):
        axis.set(xlabel="pad columns added to every source", ylim=(-0.02, 1.02))
    for axis in axes.flat:
        axis.grid(alpha=0.3)
    for axis in (losses, accuracy, changed):
        axis.legend(fontsize=7)
    if record["quick"]:
        figure.suptitle("--quick: a few steps, not a result", fontsize=9)
    write_png(figure, path)
    plt.close(figure)


def report(record: dict[str, Any]) -> str:
    """The README: the claim, the measurements, whether each symptom shows."""
    v, ways, training = record["verdict"], record["ways"], record["training"]
    yes = {True: "yes", False: "no"}
    name, (shortest, longest) = record["experiment"], record["lengths"]
    pads = [p["pads"] for p in next(iter(ways.values()))["by_padding"]]
    seen = longest - shortest  # the most pads a training sentence had
    unmasked = ways["no padding mask"]["by_padding"]
    within = max((p for p in unmasked if p["pads"] <= seen), key=lambda p: p["pads"])
    beyond = unmasked[-1]
    best = max(unmasked, key=lambda p: p["sequence_accuracy"])
    lines = [
        *report_opening(
            "Masks wrong: reading padding, leaking the future", record["claim"], CLAIM_SOURCE
        ),
        f"`{record['command'] or 'attnlab experiment ' + name}` in {record['seconds']:.0f} s, "
        f"one thread. Task: {record['task']}. The library's Transformer "
        f"({', '.join(f'{k} {v_}' for k, v_ in record['model'].items() if k != 'family')}) "
        f"trained three ways from the same seed on the same batches: Adam lr {training['lr']}, "
        f"batch {training['batch']}, {training['steps']} steps. *No padding mask*: every "
        "source position visible, in training and in generation. *No causal mask*: the "
        "teacher-forced decoder self-attention sees the whole target (generation is the "
        f"model's own step by step). Tested on {record['test_sentences']} new sentences, "
        "batched by length so that a sentence has no padding unless added; then the same "
        "sentences with pad columns appended to every source.",
        "",
        "| way | final train loss | teacher-forced token accuracy | greedy sequence accuracy "
        f"(unpadded) | greedy, {pads[-1]} pads | decoded differently with {pads[-1]} pads | "
        "largest logit change |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for way, result in ways.items():
        alone, most = result["by_padding"][0], result["by_padding"][-1]
        change = max(p["largest_logit_change"] for p in result["by_padding"])
        lines.append(
            f"| {way} | {result['curve'][-1]['train_loss']:.4f} | "
            f"{result['teacher_forced_token_accuracy']:.3f} | {alone['sequence_accuracy']:.3f} | "
            f"{most['sequence_accuracy']:.3f} | {most['changed_share']:.0%} | {change:.2g} |"
        )
    lines += [
        "",
        "Greedy sequence accuracy by pad columns added (share decoded differently than "
        "unpadded in brackets):",
        "",
        "| way | " + " | ".join(str(p) for p in pads) + " |",
        "|---|" + "---|" * len(pads),
    ]
    for way, result in ways.items():
        lines.append(
            f"| {way} | "
            + " | ".join(
                f"{p['sequence_accuracy']:.2f} ({p['changed_share']:.0%})"
                for p in result["by_padding"]
            )
            + " |"
        )
    final = v["final_train_loss"]
    lines += [
        "",
        f"![loss, accuracy and padding]({name}.png)",
        "",
        "## Does it hold?",
        "",
        f"**{'Yes' if v['holds'] else 'Not entirely'}.**",
        "",
        f"- With the right masks padding changes nothing: "
        f"{yes[v['correct_model_ignores_padding']]} (every output the same, every logit "
        f"within {STILL:g}).",
        "- Without the padding mask the output changes with the amount of padding: "
        f"{yes[v['no_padding_mask_output_changes_with_padding']]}. With {pads[-1]} pad "
        f"columns {v['changed_share_at_most_padding']['no padding mask']:.0%} of the sentences "
        f"decode differently (required: at least {CHANGED:.0%}); its accuracy goes from "
        f"{v['greedy_sequence_accuracy_unpadded']['no padding mask']:.2f} to "
        f"{v['accuracy_at_most_padding']['no padding mask']:.2f}.",
        "- Without the causal mask the training loss falls far below the correct model's: "
        f"{yes[v['no_causal_mask_training_loss_far_below']]} ({final['no causal mask']:.4f} "
        f"against {final['correct masks']:.4f}; far: under {FAR_BELOW:.2g} of it), while "
        f"generation fails: {yes[v['no_causal_mask_generation_fails']]} (greedy sequence "
        f"accuracy {v['greedy_sequence_accuracy_unpadded']['no causal mask']:.2f} against "
        f"{v['greedy_sequence_accuracy_unpadded']['correct masks']:.2f}; fails: under "
        f"{FAILS:.0%} of it). Its teacher-forced token accuracy is "
        f"{v['teacher_forced_token_accuracy']['no causal mask']:.2f} (the correct model's "
        f"{v['teacher_forced_token_accuracy']['correct masks']:.2f}): with the future in "
        "view, the answer at t is the input at t + 1.",
        "",
        f"Training batches mixed lengths {shortest}-{longest}, so the model without a "
        f"padding mask saw up to {seen} pads a sentence in training: with {within['pads']} "
        f"added, {within['changed_share']:.0%} of the sentences decode differently (accuracy "
        f"{within['sequence_accuracy']:.2f}); with {pads[-1]}, more than it ever saw, "
        f"{beyond['changed_share']:.0%} (accuracy {beyond['sequence_accuracy']:.2f}). Its best "
        f"accuracy, {best['sequence_accuracy']:.2f}, comes with {best['pads']} pads added, "
        f"against {unmasked[0]['sequence_accuracy']:.2f} with none: it learned to read "
        "the padding its training batches had.",
        "",
        f"The model without a causal mask has a teacher-forced test loss of "
        f"{ways['no causal mask']['curve'][-1]['test_loss']:.2f} against a training loss of "
        f"{final['no causal mask']:.4f}: the test batches hold one length each, so no target "
        "padding follows the last token, a cue for the end that it likely learned to read "
        "too. One seed, one small model: the sizes are those of this run.",
        "",
    ]
    if record["quick"]:
        lines += ["This was a `--quick` run of a few steps: it checks the pipeline.", ""]
    lines += [f"Numbers: `{name}.json` (loss curves, every padding, the command, the machine).", ""]
    return "\n".join(lines)
