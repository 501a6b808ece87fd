#!/usr/bin/env python3
"""Checks that the repository files README.md and docs/*.md name in backticks exist.

    scripts/check-doc-paths.py [source-dir]     (CTest: docs_paths_exist)

A name in backticks is taken as a path in the repository when it has no spaces and
 - starts with one of the repository's top folders (`app/gui/ui/widgets.hpp`): it must exist
   from the top, or
 - ends in a source file's extension (`ui/widgets.hpp`, `deck.hpp`, `photo_screen.*`): some file
   of the repository must end with it (the docs name a file by its end where the folder is
   clear from the text).
`{a,b}` stands for each of its parts and `*` for any text, as in a shell. Placeholders
(`<game>`, `$HOME`, `...`), paths outside the repository (`../shared`, `/usr`, `~`) and what
the build makes (`build/`, `build-web/`) are not checked. Prints each missing path with its
file and line; exits 1 when there is one.
"""
import fnmatch
import os
import re
import sys

SOURCE_EXTENSIONS = (".cpp", ".hpp", ".cmake", ".mjs", ".sh", ".md", ".tsv")
SKIPPED_FOLDERS = {".git", "node_modules"}
NOT_CHECKED = re.compile(r"[<>$~=]|\.\.|^[./]|://")


def repository_paths(root):
    """Every file and folder of the repository, relative to `root`, with / between parts."""
    paths = []
    for folder, subfolders, files in os.walk(root):
        relative = os.path.relpath(folder, root)
        subfolders[:] = [
            name
            for name in subfolders
            if name not in SKIPPED_FOLDERS
            and not (relative == "." and name.startswith("build"))
        ]
        for name in subfolders + files:
            path = name if relative == "." else os.path.join(relative, name)
            paths.append(path.replace(os.sep, "/"))
    return paths


def expand_braces(text):
    match = re.search(r"\{([^{}]*)\}", text)
    if not match:
        return [text]
    expanded = []
    for part in match.group(1).split(","):
        expanded += expand_braces(text[: match.start()] + part + text[match.end() :])
    return expanded


def named_paths(line, top_folders):
    """The repository paths named in backticks on `line`, each with whether it is rooted."""
    for match in re.finditer(r"`([^`\n]+)`", line):
        name = match.group(1).strip().rstrip("/")
        if not name or " " in name or NOT_CHECKED.search(name):
            continue
        if name.startswith("build"):
            continue  # what the build makes
        rooted = name.split("/")[0] in top_folders
        # `photo_screen.*` names a file's .hpp and .cpp; `replay.view.*` is a catalog key.
        as_file = name.replace(".*", ".cpp") if "/" in name else name
        if not rooted and not as_file.endswith(SOURCE_EXTENSIONS):
            continue
        for path in expand_braces(name):
            yield path, rooted


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    paths = repository_paths(root)
    top_folders = {path for path in paths if "/" not in path and os.path.isdir(os.path.join(root, path))}
    documents = ["README.md"] + sorted(
        os.path.join("docs", name) for name in os.listdir(os.path.join(root, "docs")) if name.endswith(".md")
    )
    missing = 0
    for document in documents:
        with open(os.path.join(root, document), encoding="utf-8") as text:
            for number, line in enumerate(text, 1):
                for path, rooted in named_paths(line, top_folders):
                    ends = [path] if rooted else [path, "*/" + path]
                    if not any(fnmatch.fnmatchcase(p, end) for p in paths for end in ends):
                        print(f"{document}:{number}: `{path}` is not in the repository")
                        missing += 1
    if missing:
        print(f"{missing} path(s) named in the docs do not exist")
        return 1
    print(f"every repository path named in {len(documents)} documents exists")
    return 0


if __name__ == "__main__":
    sys.exit(main())
