"""The README's Python examples run as written (its first one forbade a warning its own preset always produced)."""
import pathlib
import re

README = pathlib.Path(__file__).resolve().parent.parent / "README.md"


def python_blocks():
    return re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.S)


def test_readme_has_examples():
    assert python_blocks(), "README.md has no python example"


def test_readme_examples_run():
    for block in python_blocks():
        exec(compile(block, str(README), "exec"), {})
