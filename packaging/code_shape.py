"""The code's shape, per folder: its largest class and its longest function, in lines.

    python packaging/code_shape.py [ROOT]

Issue 33 asks that no class be over about 600 lines and no function over about 80; this prints
where each folder stands, so the figure can be compared before and after a change.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

FOLDERS = ("rules", "desktop", "net")


def _span(node: ast.AST) -> int:
    return (getattr(node, "end_lineno", 0) or 0) - getattr(node, "lineno", 0) + 1


def shape(root: Path) -> dict[str, tuple[tuple[int, str], tuple[int, str]]]:
    """{folder: ((lines, largest class), (lines, longest function))}, each folder and its subfolders apart."""
    found: dict[str, tuple[tuple[int, str], tuple[int, str]]] = {}
    for top in FOLDERS:
        for path in sorted((root / top).rglob("*.py")):
            folder = str(path.parent.relative_to(root))
            best_class, best_function = found.get(folder, ((0, ""), (0, "")))
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                where = f"{path.relative_to(root)}:{getattr(node, 'name', '')}"
                if isinstance(node, ast.ClassDef):
                    best_class = max(best_class, (_span(node), where))
                elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    best_function = max(best_function, (_span(node), where))
            found[folder] = (best_class, best_function)
    return found


def main(argv: list[str]) -> int:
    root = Path(argv[0]) if argv else Path(__file__).resolve().parent.parent
    print(f"{'folder':34} {'largest class':>6}  {'':50} {'longest function':>6}")
    for folder, ((class_lines, cls), (function_lines, function)) in sorted(shape(root).items()):
        cls, function = cls.rpartition("/")[2], function.rpartition("/")[2]
        print(f"{folder:34} {class_lines:6}  {cls:50} {function_lines:6}  {function}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
