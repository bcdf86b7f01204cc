"""Dependencies point down: no module imports one from a higher layer, and no two top-level
parts of the package import each other (see docs/conventions.md, "The shape of the package").

Imports are read from the source (function-level imports included); imports under
``if TYPE_CHECKING:`` are for annotations only and do not count.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import attnlab

ROOT = Path(attnlab.__file__).parent

# Bottom to top; a module may import from its own layer and the layers listed before it.
# A name covers attnlab.NAME and everything under it.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    # Functions without weights, option checks, atomic writes, progress lines; __init__ is
    # attnlab itself.
    (
        "primitives",
        (
            "__init__",
            "atomic",
            "shapes",
            "masks",
            "scores",
            "chunked_attention",
            "functional",
            "options",
            "locales",
            "reporting",
        ),
    ),
    ("layers", ("layers",)),
    ("models", ("models",)),
    # Beside the models, never seen by them: models get masks, not pad ids or corpora.
    ("data", ("data",)),
    # What procedures are made of: the experiment config (it may read the model registry),
    # search over a model and the word alignments its attention gives, metrics over text,
    # learning-rate schedules, the run directory and the shipped models it may name, and
    # what an experiment's results folder holds (its verdict's states, its reports' files).
    (
        "components",
        (
            "config",
            "decoding",
            "alignment",
            "metrics",
            "schedules",
            "weights",
            "pretrained",
            "runs",
            "results",
        ),
    ),
    (
        "procedures",
        (
            "translation",
            "word_aligner",
            "aligners",
            "confidence",
            "scoring",
            "ct2",
            "training",
            "evaluation",
            "compare",
            "walkthrough",
            "lecture",
            "captioning",
            "explain",
        ),
    ),
    ("interfaces", ("viz", "serve", "demo", "experiments", "notebook", "cli", "__main__")),
)


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(ROOT.rglob("*.py"))}


def layer_of(module: str) -> int:
    """Index in LAYERS of the layer whose names cover ``module``."""
    path = "attnlab.__init__" if module == "attnlab" else module
    for position, (_, names) in enumerate(LAYERS):
        if any(path == f"attnlab.{n}" or path.startswith(f"attnlab.{n}.") for n in names):
            return position
    raise AssertionError(f"{module} is in no layer: add it to LAYERS in {__file__}")


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _runtime_nodes(node: ast.AST) -> Iterator[ast.AST]:
    """Every node below ``node`` except the bodies of ``if TYPE_CHECKING:``."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _is_type_checking(child):
            for other in child.orelse:
                yield other
                yield from _runtime_nodes(other)
            continue
        yield child
        yield from _runtime_nodes(child)


def imports_of(module: str) -> set[str]:
    """The attnlab modules ``module`` imports at run time (``from pkg import sub`` -> pkg.sub)."""
    path = MODULES[module]
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()
    for node in _runtime_nodes(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from .x import y
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                found.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in MODULES else base)
    return {name for name in found if name == "attnlab" or name.startswith("attnlab.")}


def upward_imports() -> list[str]:
    found = []
    for module in MODULES:
        for target in sorted(imports_of(module)):
            if layer_of(target) > layer_of(module):
                found.append(
                    f"{module} ({LAYERS[layer_of(module)][0]}) imports "
                    f"{target} ({LAYERS[layer_of(target)][0]})"
                )
    return found


def top_level(module: str) -> str:
    return ".".join(module.split(".")[:2])


def package_graph() -> dict[str, set[str]]:
    """Top-level part (attnlab.data, attnlab.runs, ...) -> the other parts it imports."""
    graph: dict[str, set[str]] = {}
    for module in MODULES:
        source = top_level(module)
        targets = {top_level(target) for target in imports_of(module)} - {source}
        graph.setdefault(source, set()).update(targets)
    return graph


def package_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one part (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    components: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return components


def test_every_module_has_a_layer() -> None:
    for module in MODULES:
        layer_of(module)


def test_no_module_imports_from_a_higher_layer() -> None:
    found = upward_imports()
    assert not found, f"{len(found)} upward import(s):\n" + "\n".join(found)


def test_no_import_cycle_between_top_level_parts() -> None:
    graph = package_graph()
    cycles = package_cycles(graph)
    edges = [f"{a} -> {b}" for c in cycles for a in c for b in sorted(graph[a]) if b in c]
    assert not cycles, f"{len(cycles)} import cycle(s) through:\n" + "\n".join(edges)


def test_the_reader_sees_function_level_and_skips_type_checking_imports() -> None:
    assert "attnlab.compare" in imports_of("attnlab.cli.compare")  # inside a function
    assert "attnlab.config" not in imports_of("attnlab.models")  # under TYPE_CHECKING
    assert "attnlab.masks" in imports_of("attnlab.walkthrough")  # from attnlab import masks


def test_the_documentation_lists_every_layer_and_its_modules() -> None:
    """docs/index.md's table of layers says what LAYERS says (attnlab itself and its entry
    point aside)."""
    index = (Path(__file__).resolve().parents[1] / "docs" / "index.md").read_text("utf-8")
    rows = {
        cells[1].strip(): set(re.findall(r"`attnlab\.(\w+)`", cells[2]))
        for cells in (line.split("|") for line in index.splitlines())
        if len(cells) > 3 and cells[2].strip().startswith("`attnlab.")
    }
    assert rows == {layer: set(names) - {"__init__", "__main__"} for layer, names in LAYERS}
