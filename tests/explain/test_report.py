"""What `attnlab explain` prints and what the explorer's Attention vs attribution view is sent,
on an explanation built by hand (3 source tokens, 3 emitted), so every figure is known."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest
import torch

from attnlab.explain.contrast import Contrast, StepScores
from attnlab.explain.explanation import MEAN, Explanation, InterventionEffect
from attnlab.explain.faithfulness import RANDOM, Faithfulness
from attnlab.explain.html import _shade, report_page
from attnlab.explain.report import (
    as_json,
    faithfulness_summary,
    format_contrast,
    format_text,
    page_view,
    summary,
)

SOURCE = ["我", "喜欢", "茶"]
TARGET = ["I", "like", "tea"]
ATTENTION = torch.tensor([[0.7, 0.2, 0.1], [0.1, 0.8, 0.1], [0.25, 0.15, 0.6]])
ATTRIBUTIONS = {
    # each row's largest magnitude, the sign kept: occlusion -0.9 on 喜欢 at "like"
    "occlusion": torch.tensor([[0.5, 0.1, 0.0], [0.2, -0.9, 0.3], [0.0, 0.1, 0.4]]),
    "grad_x_input": torch.tensor([[0.3, 0.0, 0.1], [0.0, 0.2, 0.1], [-0.6, 0.1, 0.5]]),
    "integrated_gradients": torch.tensor([[0.2, 0.6, 0.2], [0.1, 0.7, 0.2], [0.1, 0.1, 0.8]]),
}


def agreement(tau: list[float], top1: list[float]) -> dict[str, list[float]]:
    return {"kendall_tau": tau, "top1": top1}


AGREEMENT = {
    # a NaN tau (a step with a constant row) is left out of the mean, not counted as 0
    "occlusion": {
        MEAN: agreement([1.0, math.nan, 0.5], [1.0, 1.0, 1.0]),
        "diagonal": agreement([0.2, 0.4, 0.0], [1.0, 0.0, 0.0]),
    },
    "grad_x_input": {
        MEAN: agreement([0.5, 0.5, -0.5], [1.0, 0.0, 0.0]),
        "diagonal": agreement([-0.1, -0.2, -0.3], [0.0, 0.0, 1.0]),
    },
    "integrated_gradients": {
        MEAN: agreement([0.0, 1.0, 1.0], [0.0, 1.0, 1.0]),
        "diagonal": agreement([0.3, 0.3, 0.3], [0.0, 1.0, 1.0]),
    },
}


def explanation(attention: dict[str, torch.Tensor] | None = None) -> Explanation:
    return Explanation(
        family="bahdanau",
        source="我喜欢茶",
        source_ids=[5, 6, 7],
        source_tokens=SOURCE,
        target="I like tea",
        target_ids=[8, 9, 10],
        target_tokens=TARGET,
        attention={MEAN: ATTENTION} if attention is None else attention,
        attributions=ATTRIBUTIONS,
        completeness_error=torch.tensor([0.01, -0.05, 0.02]),
        ig_difference=torch.tensor([1.0, -2.0, 1.0]),  # gap (0.01 + 0.05 + 0.02) / 4
        ig_path_steps=64,
        agreement=AGREEMENT,
        faithfulness={
            MEAN: Faithfulness(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([0.5, 0.5, 0.2])),
            "occlusion": Faithfulness(torch.tensor([2.0, 2.0, 2.0]), torch.tensor([0.1, 0.2, 0.3])),
            RANDOM: Faithfulness(torch.tensor([0.5, 0.0, 0.1]), torch.tensor([1.0, 1.5, 2.0])),
        },
        steps=StepScores(
            probability=torch.tensor([0.9, 0.456, 0.5]),
            entropy=torch.tensor([0.25, 1.5, 12.0]),
            top=[[("I", 0.9)], [("like", 0.456)], [("tea", 0.5)]],
        ),
        beam=1,
    )


EFFECT = InterventionEffect(
    name="uniform",
    description="equal weights on every visible source position",
    source_tokens=SOURCE,
    original_tokens=TARGET,
    target="I tea",
    target_tokens=["I", "tea"],
    attention=torch.full((2, 3), 1 / 3),
    total_variation=torch.tensor([0.1, 0.2, 0.6]),  # mean 0.30
    changed=torch.tensor([False, True, True]),
)


def test_the_summary_averages_each_method_over_the_steps_leaving_nan_out() -> None:
    found = summary(explanation())
    assert found["occlusion"] == pytest.approx({"kendall_tau": 0.75, "top1": 1.0})
    assert found["grad_x_input"] == pytest.approx({"kendall_tau": 0.5 / 3, "top1": 1 / 3})
    assert summary(explanation(), "diagonal")["integrated_gradients"] == pytest.approx(
        {"kendall_tau": 0.3, "top1": 2 / 3}
    )
    # a reference no method was compared with gives nothing, not an error
    assert summary(explanation(), "layer 9") == {}
    # a method whose every step has no tau (constant rows) has a NaN mean, not an error
    undefined = {m: {MEAN: agreement([math.nan] * 3, [0.0] * 3)} for m in ATTRIBUTIONS}
    assert math.isnan(
        summary(replace(explanation(), agreement=undefined))["occlusion"]["kendall_tau"]
    )


def test_the_json_holds_the_summaries_and_the_interventions() -> None:
    record = as_json(explanation(), [EFFECT])
    assert list(record["summary"]) == ["mean", "diagonal"]
    assert record["summary"]["mean"]["occlusion"]["kendall_tau"] == pytest.approx(0.75)
    assert [e["name"] for e in record["interventions"]] == ["uniform"]
    assert record["interventions"][0]["changed"] == [False, True, True]
    assert record["target_tokens"] == TARGET


def test_the_faithfulness_summary_pools_every_emitted_token() -> None:
    one = explanation()
    two = replace(one, faithfulness={MEAN: Faithfulness(torch.tensor([6.0]), torch.tensor([0.0]))})
    found = faithfulness_summary([one, two])
    assert list(found) == [MEAN, "occlusion", RANDOM]  # attention first, random last
    assert found[MEAN] == pytest.approx(
        {"comprehensiveness": 12.0 / 4, "sufficiency": 1.2 / 4, "tokens": 4}
    )
    assert found["occlusion"]["tokens"] == 3  # only the first explanation has it


# Columns padded to terminal columns: 汉字 take two, so the Chinese ones line up too; the
# lines' trailing padding is left out here.
TABLE = """\
source: 我喜欢茶
output: I like tea   (bahdanau)

the source token each method ranks first, per emitted token

output     p    H  attention     occlusion     grad x input  integr. grad.
I       0.90  0.2  我 0.70       我 +0.50      我 +0.30      喜欢 +0.60
like    0.46  1.5  喜欢 0.80     喜欢 -0.90    喜欢 +0.20    喜欢 +0.70
tea     0.50 12.0  茶 0.60       茶 +0.40      我 -0.60      茶 +0.80

agreement with attention over the emitted tokens (diagonal: a content-free
alignment, for reference): mean Kendall tau, top-1 agreement
  occlusion      attention tau +0.75 top-1 100%   diagonal tau +0.20 top-1 33%
  grad x input   attention tau +0.17 top-1 33%   diagonal tau -0.20 top-1 33%
  integr. grad.  attention tau +0.67 top-1 67%   diagonal tau +0.30 top-1 67%
integrated gradients (64 points from the zero embedding): completeness gap 2.0% of \
f(x) - f(baseline), largest error 0.050 nats

faithfulness (AOPC over the top 1-5 source positions of each emitted token;
hidden = the zero embedding):
comprehensiveness: log p lost when they are hidden (higher: they carry the output);
sufficiency: log p lost when only they are kept (lower: they are enough)
  attention      comprehensiveness +2.00   sufficiency +0.40
  occlusion      comprehensiveness +2.00   sufficiency +0.20
  random         comprehensiveness +0.20   sufficiency +1.50

interventions on the attention (TVD: total variation distance of the
next-token distribution, each step alone; changed: its top token differs)
  uniform       mean TVD 0.30, top token changed at 2/3 steps; re-decoded: I tea"""


def test_the_table_every_figure_in_its_place() -> None:
    lines = format_text(explanation(), [EFFECT]).splitlines()
    assert [line.rstrip() for line in lines] == TABLE.splitlines()
    assert lines[5].endswith("integr. grad. ")  # padded to the cell: 14 columns


def test_several_maps_say_the_table_shows_their_mean() -> None:
    several = explanation({"layer 1": ATTENTION, MEAN: ATTENTION})  # one layer and the mean
    lines = format_text(several, []).splitlines()
    assert lines[3] == (
        "the source token each method ranks first, per emitted token"
        " (attention: mean of all layers and heads)"
    )
    assert not any(line.startswith("interventions") for line in lines)  # none were run


def test_without_attention_or_step_scores_the_table_says_so() -> None:
    bare = replace(explanation({}), steps=None, faithfulness={}, family="fixed_context")
    lines = format_text(bare, []).splitlines()
    assert lines[1] == "output: I like tea   (fixed_context)"
    assert lines[5].split() == ["output", "occlusion", "grad", "x", "input", "integr.", "grad."]
    assert lines[6].split() == ["I", "我", "+0.50", "我", "+0.30", "喜欢", "+0.60"]
    assert "this model has no attention: nothing to compare the attributions with" in lines
    assert not any("Kendall" in line or "faithfulness" in line for line in lines)


def test_the_page_view_of_an_attention_model() -> None:
    view = page_view(explanation())
    assert view["family"] == "bahdanau"
    assert (view["source_tokens"], view["target_tokens"]) == (SOURCE, TARGET)
    assert view["target"] == "I like tea"
    assert view["attention"] == [[0.7, 0.2, 0.1], [0.1, 0.8, 0.1], [0.25, 0.15, 0.6]]  # rounded
    assert view["attention_is_mean"] is False  # one map: the model's own
    assert view["attributions"]["occlusion"][1] == pytest.approx([0.2, -0.9, 0.3])
    # shares: each row's magnitudes over their total (JSON rounds to 6 places)
    assert view["shares"]["occlusion"][1] == [0.142857, 0.642857, 0.214286]
    assert view["shares"]["grad_x_input"][0] == pytest.approx([0.75, 0.0, 0.25])
    assert view["agreement"]["occlusion"]["kendall_tau"][::2] == [1.0, 0.5]
    assert view["agreement"]["occlusion"]["kendall_tau"][1] is None  # NaN as JSON's null
    assert view["summary"]["mean"]["occlusion"]["kendall_tau"] == pytest.approx(0.75)
    assert view["summary"]["diagonal"]["grad_x_input"]["kendall_tau"] == pytest.approx(-0.2)
    assert view["steps"]["probability"] == pytest.approx([0.9, 0.456, 0.5])
    assert view["steps"]["top"][1] == [["like", 0.456]]


def test_the_page_view_of_several_maps_and_of_none() -> None:
    several = page_view(explanation({"layer 1": 2 * ATTENTION, MEAN: ATTENTION}))
    assert several["attention_is_mean"] is True
    assert several["attention"][2] == [0.25, 0.15, 0.6]  # the mean map, not layer 1
    none = page_view(replace(explanation({}), steps=None))
    assert none["attention"] is None
    assert none["agreement"] == dict.fromkeys(ATTRIBUTIONS)
    assert list(none["summary"]) == ["diagonal"]
    assert none["steps"] is None


def test_the_contrast_in_words() -> None:
    found = Contrast(
        step=1,
        emitted="like",
        alternative="love",
        source_tokens=[*SOURCE, "。"],
        probability=0.62,
        alternative_probability=0.2,
        attention=torch.tensor([0.1, 0.7, 0.1, 0.1]),
        attributions={
            # the three largest magnitudes, largest first, signs kept
            "occlusion": torch.tensor([0.1, -0.9, 0.3, 0.01]),
            "grad_x_input": torch.tensor([0.05, 0.2, -0.4, 0.0]),
            "integrated_gradients": torch.tensor([0.3, 0.6, 0.0, -0.1]),
        },
        completeness_error=-0.0123,
        completeness_gap=0.0456,
        ig_path_steps=64,
    )
    assert format_contrast(found).splitlines() == [
        "why 'like' and not 'love' at step 2: p 0.620 against 0.200",
        "attributions of log p(emitted) - log p(alternative) (+: speaks for the emitted token)",
        "  attention      looks most at 喜欢 (0.70)",
        "  occlusion      喜欢 -0.90, 茶 +0.30, 我 +0.10",
        "  grad x input   茶 -0.40, 喜欢 +0.20, 我 +0.05",
        "  integr. grad.  喜欢 +0.60, 我 +0.30, 。 -0.10",  # the top three of four
        "integrated gradients (64 points from the zero embedding): completeness error 0.012 nats "
        "(4.6% of the change)",
    ]
    without = format_contrast(replace(found, attention=None)).splitlines()
    assert len(without) == 6 and not any("looks most at" in line for line in without)


def test_the_html_report_shades_each_share_and_escapes_the_text() -> None:
    marked = replace(explanation(), source="<b>我</b>喜欢茶", target="I & tea")
    page = report_page([marked], "a <title>")
    assert page.startswith(
        '<!doctype html><html><head><meta charset="utf-8"><title>a &lt;title&gt;'
    )
    assert "<h3>1. &lt;b&gt;我&lt;/b&gt;喜欢茶</h3><p>I &amp; tea <small>(bahdanau)</small>" in page
    # 0 is white, 1 is the darkest blue with white ink; a share above 0.6 turns the ink white
    cell = '<td style="background: rgb({0}, {0}, 255); color: {1}" title="{2:.4f}">{2:.2f}</td>'
    assert cell.format(115, "#fff", 0.7) in page  # attention 0.7 on 我 at "I"
    assert cell.format(205, "#222", 0.25) in page  # attention 0.25 on 我 at "tea"
    assert cell.format(255, "#222", 0.0) in page  # occlusion's 0 at "I"
    assert page.count("<table>") == 1 + 3 + 1  # attention, three shares, faithfulness
    assert "<th>attention</th><td>+2.000</td><td>+0.400</td>" in page
    assert "<h4>grad x input (share)</h4>" in page


def test_the_shade_of_a_share_is_clamped_to_zero_and_one() -> None:
    assert _shade(-0.5) == _shade(0.0) == "background: rgb(255, 255, 255); color: #222"
    assert _shade(1.7) == _shade(1.0) == "background: rgb(55, 55, 255); color: #fff"


def test_the_html_report_whole_structure() -> None:
    page = report_page([explanation(), explanation()], "set")
    head = "<tr><th></th><th>我</th><th>喜欢</th><th>茶</th></tr>"
    assert page.count(f"<div><h4>attention</h4><table>{head}<tr><th>I</th><td ") == 2
    assert "</td></tr><tr><th>like</th><td " in page  # rows follow each other directly
    assert "</td><td " in page and "</table></div><div><h4>occlusion (share)</h4>" in page
    assert "</section><section><h3>2. 我喜欢茶</h3>" in page
    assert "<p>2 sentences.</p><h2>Faithfulness over the set</h2><p>AOPC over the top 1-5 " in page
    assert (
        "source positions of every emitted token, in nats: comprehensiveness, the log-probability "
        "lost when they are hidden (higher: they carry the output); sufficiency, lost when only "
        "they are kept (lower: they are enough).</p><table><tr><th>map</th><th>comprehensiveness"
        "</th><th>sufficiency</th></tr><tr><th>attention</th>"
    ) in page
    assert "</td></tr><tr><th>occlusion</th>" in page
    bare = report_page([replace(explanation(), faithfulness={})], "set")
    assert "<p>1 sentences.</p><section><h3>1. " in bare  # no faithfulness table at all
    assert _shade(0.6).endswith("color: #222")  # white ink only above 0.6


def test_a_long_source_token_widens_every_cell() -> None:
    long = replace(explanation(), source_tokens=["internationalization", "喜欢", "茶"])
    lines = format_text(long, []).splitlines()
    # a cell holds the token and its figure: 20 columns + 8
    assert lines[5] == "output     p    H  " + "".join(
        f"{c:<28}" for c in ("attention", "occlusion", "grad x input", "integr. grad.")
    )
