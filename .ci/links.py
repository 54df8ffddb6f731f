"""Every link to a file of the repo in README.md and the markdown beside the
benches points at a file that is there; a path named in backticks that
looks like one of the repo's (src/, tests/, web/, .ci/) is there too.
Usage: python3 .ci/links.py"""
import pathlib, re, sys

root = pathlib.Path(__file__).resolve().parent.parent
pages = [root / "README.md", *sorted((root / "tests" / "benches").glob("*.md"))]
missing = []
for page in pages:
    text = page.read_text()
    targets = re.findall(r"\]\(([^)\s]+)\)", text)
    targets += re.findall(r"`((?:src|tests|web|\.ci)/[\w./-]+\.\w+)`", text)
    for t in targets:
        if re.match(r"[a-z]+:", t) or t.startswith("#"):
            continue
        path = t.split("#")[0]
        if not ((page.parent / path).exists() or (root / path).exists()):
            missing.append(f"{page.relative_to(root)}: {t}")
for m in missing:
    print(f"no such file: {m}")
print(f"links: {len(missing)} missing in {len(pages)} pages")
sys.exit(1 if missing else 0)
