"""Report JSON: round trip, Chinese kept readable, atomic replacement."""

import json

import pytest

from attnlab.metrics import (
    EvaluationReport,
    bleu_by_length,
    corpus_scores,
    count_words,
    load_report,
    save_report,
)


def make_report() -> EvaluationReport:
    hyps, refs, srcs = ["那只猫坐着。"], [["那只猫坐着。"]], ["the cat sat ."]
    return EvaluationReport(
        corpus=corpus_scores(hyps, refs, "zh"),
        by_length=bleu_by_length(srcs, hyps, refs, target_lang="zh", length_of=count_words),
        meta={"checkpoint": "runs/x/best.pt", "beam_size": 5},
    )


def test_round_trip(tmp_path):
    report = make_report()
    path = save_report(report, tmp_path / "sub" / "report.json")
    assert load_report(path) == report
    text = path.read_text(encoding="utf-8")
    assert "tok:zh" in text
    assert json.loads(text)["by_length"][0]["count"] == 1


def test_failed_write_leaves_old_file_and_no_temporary(tmp_path):
    path = tmp_path / "report.json"
    report = make_report()
    save_report(report, path)
    before = path.read_bytes()
    bad = EvaluationReport(corpus=report.corpus, meta={"not json": object()})
    with pytest.raises(TypeError):
        save_report(bad, path)
    nan = EvaluationReport(corpus=report.corpus, meta={"loss": float("nan")})
    with pytest.raises(ValueError):
        save_report(nan, path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["report.json"]


def test_overwrite_replaces_whole_file(tmp_path):
    path = tmp_path / "report.json"
    path.write_text("x" * 100_000)
    save_report(make_report(), path)
    assert load_report(path) == make_report()


def test_unknown_version_is_rejected(tmp_path):
    path = tmp_path / "report.json"
    data = make_report().to_json()
    data["version"] = 99
    path.write_text(json.dumps(data))
    with pytest.raises(ValueError, match="version 99"):
        load_report(path)


def test_the_by_length_rule_is_written_and_old_reports_still_read(tmp_path):
    data = make_report().to_json()
    assert data["version"] == 2 and "effective order" in data["by_length_rule"]
    # A report without buckets has no rule for them either
    assert EvaluationReport(corpus=make_report().corpus).to_json()["by_length_rule"] is None
    # A version 1 report: no exact matches, no n-gram order, no rule.
    data["version"] = 1
    del data["by_length_rule"], data["corpus"]["exact_matches"], data["corpus"]["bleu_order"]
    for row in data["by_length"]:
        del row["exact_matches"], row["bleu_order"]
    path = tmp_path / "report-test.json"
    path.write_text(json.dumps(data))
    old = load_report(path)
    assert old.corpus.bleu == make_report().corpus.bleu and old.corpus.exact_matches is None
    assert old.by_length[0].exact_matches is None and old.by_length[0].exact_match is None
