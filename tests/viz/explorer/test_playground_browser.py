"""The playground in a real Chromium: the page's own arithmetic (pure JS) must give
attnlab.functional.attention's numbers for the chapter's example, after an edit, with the
causal and padding masks and without scaling; the d slider shows the scale matter."""

from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import torch

from attnlab.functional import attention
from attnlab.viz.explorer.server import ExplorerServer

VIEWPORT = {"width": 1280, "height": 900}
# The playground's starting point (playground.js CHAPTER): the chapter's 3 x 4 example
QUERIES = [[2, 0, 1, 0], [0, 2, 1, 2], [6, 0, -4, 0]]
KEYS = [[1, 0, 0, 0], [2, 0, 2, 0], [0, 1, 0, 1], [1, 1, 1, 1]]
VALUES = [[1, 0, 0], [0, 1, 0], [0, 0, 1], [9, 9, 9]]
PADDING = [False, False, False, True]


@pytest.fixture
def playground(browser: Any, server: ExplorerServer) -> Iterator[Any]:
    context = browser.new_context(viewport=VIEWPORT, locale="en-US")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{server.url}#playground")
    page.wait_for_selector("[data-testid=pg-weights]")
    yield page
    context.close()
    assert not errors


def table(page: Any, testid: str) -> list[list[float]]:
    rows: list[list[float]] = page.locator(f"[data-testid={testid}] tbody tr").evaluate_all(
        "rows => rows.map(r => [...r.querySelectorAll('td')].map(c => Number(c.dataset.value)))"
    )
    return rows


def python(
    values: list[list[float]], padding: list[bool], causal: bool = False, scaled: bool = True
) -> tuple[list[list[float]], list[list[float]]]:
    """attnlab.functional.attention on the same numbers: (weights, output)."""
    query, key = torch.tensor(QUERIES).double(), torch.tensor(KEYS).double()
    value = torch.tensor(values).double()
    mask = ~torch.tensor(padding)[None, :].expand(len(QUERIES), -1)  # True = may attend
    output, weights = attention(
        query,
        key,
        value,
        mask,
        need_weights=True,
        is_causal=causal,
        scale=None if scaled else 1.0,
    )
    assert weights is not None
    return weights.tolist(), output.tolist()


def flat(rows: list[list[float]]) -> list[float]:
    return [x for row in rows for x in row]


def assert_matches(page: Any, values: list[list[float]], padding: list[bool], **options: bool):
    weights, output = python(values, padding, **options)
    assert flat(table(page, "pg-weights")) == pytest.approx(flat(weights), abs=1e-12)
    assert flat(table(page, "pg-output")) == pytest.approx(flat(output), abs=1e-12)


def test_the_chapter_example_is_pythons(playground: Any, screenshots: Path) -> None:
    assert_matches(playground, VALUES, PADDING)
    first = table(playground, "pg-weights")[0]
    assert [round(w, 3) for w in first] == [0.114, 0.844, 0.042, 0.0]  # the chapter's row
    scores = table(playground, "pg-scores")[0]
    assert scores[:3] == [1.0, 3.0, 0.0] and scores[3] == float("-inf")  # padding: −∞
    playground.screenshot(path=str(screenshots / "playground.png"), full_page=True)


def test_edits_and_masks_recompute_live(playground: Any) -> None:
    values = [[1, 0, 0], [0, 1, 0], [0, 0, 1], [9, 9, 9]]
    values[1] = [0, 5, -2]
    playground.fill("[data-testid=pg-values]", "\n".join(" ".join(map(str, v)) for v in values))
    assert_matches(playground, values, PADDING)
    alpha = 0.8437947  # 黑's weight for the first query: alpha_j v_j is its value times that
    assert table(playground, "pg-row-contributions")[1][3:] == pytest.approx(
        [0, alpha * 5, alpha * -2], abs=1e-6
    )
    playground.check("[data-testid=pg-causal]")
    assert_matches(playground, values, PADDING, causal=True)
    assert table(playground, "pg-weights")[0] == [1.0, 0.0, 0.0, 0.0]  # query 1 sees key 1
    playground.uncheck("[data-testid=pg-pad-3]")  # the padding leaks in without its mask
    assert_matches(playground, values, [False] * 4, causal=True)
    playground.uncheck("[data-testid=pg-causal]")
    playground.uncheck("[data-testid=pg-scaled]")
    assert_matches(playground, values, [False] * 4, scaled=False)
    playground.fill("[data-testid=pg-keys]", "1 2\n3 x")
    assert "line 2" in playground.inner_text("[data-testid=pg-error]")


def test_huge_scores_show_shifted_exps_that_give_the_weights(playground: Any) -> None:
    playground.fill("[data-testid=pg-queries]", "2000 0 1000 0\n0 2 1 2\n6 0 -4 0")
    weights = table(playground, "pg-weights")[0]  # scores 1000, 3000, 0: exp(3000) is ∞
    assert weights == pytest.approx([0.0, 1.0, 0.0, 0.0], abs=1e-12)
    softmax = playground.locator("[data-testid=pg-row-softmax]")
    assert "exp(e_j − max e)" in softmax.locator("thead").inner_text()
    exps = [row[2] for row in table(playground, "pg-row-softmax")]
    assert exps[1] == 1.0 and exps[3] == 0.0  # the largest score: exp(0); padding: exp(−∞)
    total = sum(exps)
    assert [x / total for x in exps] == pytest.approx(weights, abs=1e-12)
    assert "max e = 3000" in playground.inner_text("[data-testid=pg-exp-sum]")
    playground.click("[data-testid=preset-chapter]")  # ordinary scores: exp(e_j) as written
    assert "max e" not in softmax.locator("thead").inner_text()
    assert table(playground, "pg-row-softmax")[1][2] == pytest.approx(math.exp(3.0), abs=1e-12)


def test_two_keys_alike_and_the_scale(playground: Any) -> None:
    playground.click("[data-testid=preset-alike]")
    weights = table(playground, "pg-weights")
    for row in weights:  # 黑 and 猫 share a key: every query weighs them alike
        assert row[1] == pytest.approx(row[2], abs=1e-15)
    assert playground.is_visible("[data-testid=pg-note]")

    def largest(dim_log2: int) -> tuple[float, float]:
        playground.eval_on_selector(
            "[data-testid=pg-dim]",
            "(s, v) => { s.value = v; s.dispatchEvent(new Event('input')); }",
            str(dim_log2),
        )
        rows = table(playground, "pg-scale-table")
        return max(row[3] for row in rows), max(row[5] for row in rows)  # α unscaled, α / √d

    small_raw, small_scaled = largest(2)
    big_raw, big_scaled = largest(10)
    assert playground.inner_text("[data-testid=pg-dim-value]") == "1024"
    assert big_raw > 0.99 and big_raw > small_raw  # d = 1024 unscaled: one key takes all
    assert big_scaled < 0.9 and small_scaled < 0.9  # scaled: spread at any d
