#!/usr/bin/env python3
"""File-level import circles in a Rust crate's src/, with each imported name traced to the file that defines it
(through `pub use` re-exports), and the longest functions. A parent module calling a child's `plugin` is structure,
not an import, and is left out. Usage: file_cycles.py SRC_DIR  -> prints circles, then one figure line; exits 1
when there is a circle (.ci/test runs it over src/)."""
import os, re, sys

src = sys.argv[1].rstrip("/")
files = {}  # module path tuple -> file
for root, _, names in os.walk(src):
    for n in names:
        if not n.endswith(".rs"):
            continue
        p = os.path.join(root, n)
        rel = os.path.relpath(p, src)[:-3].split(os.sep)
        if rel in (["lib"], ["main"]):
            mod = ()
        elif rel[-1] == "mod":
            mod = tuple(rel[:-1])
        else:
            mod = tuple(rel)
        if mod == () and rel == ["main"] and () in files:
            mod = ("<main>",)
        files[mod] = p
text = {m: open(f, encoding="utf-8", errors="replace").read() for m, f in files.items()}
strip = {m: re.sub(r"//[^\n]*", "", t) for m, t in text.items()}
DEF = re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:async\s+|const\s+|unsafe\s+)*(?:struct|enum|fn|trait|type|const|static|union)\s+(\w+)", re.M)
MAC = re.compile(r"macro_rules!\s*(\w+)")
defs = {m: set(DEF.findall(t)) | set(MAC.findall(t)) for m, t in strip.items()}

def expand(body):
    """Expand a use tree `a::{b, c::{d, e}}` into paths."""
    body = re.sub(r"\s+as\s+\w+", "", body)  # `a::b as c` imports b
    body = re.sub(r"\s+", "", body)
    out = []
    def rec(prefix, s):
        i = s.find("{")
        if i < 0:
            for part in s.split(","):
                if part:
                    out.append(prefix + part)
            return
        # split top level by commas
        depth, start, parts = 0, 0, []
        for k, ch in enumerate(s):
            if ch == "{": depth += 1
            elif ch == "}": depth -= 1
            elif ch == "," and depth == 0:
                parts.append(s[start:k]); start = k + 1
        parts.append(s[start:])
        if len(parts) > 1:
            for p in parts:
                rec(prefix, p)
            return
        j = s.rfind("}")
        head, inner = s[:i], s[i + 1:j]
        rec(prefix + head, inner)
    rec("", body)
    return out

def absolute(mod, path):
    segs = [s for s in path.split("::") if s]
    cur = list(mod)
    if not segs:
        return None
    if segs[0] == "crate":
        cur, segs = [], segs[1:]
    elif segs[0] in ("self", "super"):
        # `self`/`super` are relative to the module the file is (a non-mod file is its own module)
        while segs and segs[0] in ("self", "super"):
            if segs[0] == "super":
                cur = cur[:-1]
            segs = segs[1:]
    elif tuple(cur + [segs[0]]) in files:
        pass
    else:
        return None  # an extern crate or a std path
    return cur + segs

def reexports(mod):
    """Names a module re-exports: name -> absolute path it points to."""
    out = {}
    for m in re.finditer(r"pub(?:\([^)]*\))?\s+use\s+([^;]+);", strip[mod], re.S):
        for p in expand(m.group(1)):
            ap = absolute(mod, p)
            if ap:
                out[ap[-1]] = ap
    return out
rex = {m: reexports(m) for m in files}

def resolve(segs, depth=0):
    """Absolute path -> the file defining its item (or the module's file)."""
    if depth > 10:
        return None
    k = len(segs)
    while k > 0 and tuple(segs[:k]) not in files:
        k -= 1
    mod = tuple(segs[:k])
    if mod not in files:
        return None
    rest = segs[k:]
    if not rest or rest[0] == "*":
        return files[mod]
    name = rest[0]
    if name in defs[mod]:
        return files[mod]
    if name in rex[mod] and rex[mod][name] != list(mod) + [name]:
        r = resolve(rex[mod][name], depth + 1)
        if r:
            return r
    for m2 in files:  # glob re-exports or a definition further down the module's own tree
        if m2[:len(mod)] == mod and m2 != mod and name in defs[m2]:
            return files[m2]
    return files[mod]

edges = {}
for mod, t in strip.items():
    f = files[mod]
    paths = []
    for m in re.finditer(r"(?<![\w:])(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);", t, re.S):
        if not m.group(1):  # a `pub use` re-export is a facade, traced through above, not a dependency
            paths += expand(m.group(2))
    paths += re.findall(r"(?<![\w:])((?:crate|super|self)(?:::\w+)+)", re.sub(r"pub(?:\([^)]*\))?\s+use\s+[^;]+;", "", t))
    for p in paths:
        ap = absolute(mod, p)
        if not ap:
            continue
        if ap[-1] == "plugin" and tuple(ap[:-1])[:-1] == mod:
            continue  # a parent registering its child's plugin
        target = resolve(ap)
        if target and target != f:
            edges.setdefault(f, set()).add(target)

# Tarjan's strongly connected components
index, low, stack, on, sccs, counter = {}, {}, [], set(), [], [0]
sys.setrecursionlimit(10000)
def strong(v):
    index[v] = low[v] = counter[0]; counter[0] += 1; stack.append(v); on.add(v)
    for w in edges.get(v, ()):
        if w not in index:
            strong(w); low[v] = min(low[v], low[w])
        elif w in on:
            low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = stack.pop(); on.discard(w); comp.append(w)
            if w == v:
                break
        if len(comp) > 1:
            sccs.append(sorted(comp))
for v in list(files.values()):
    if v not in index:
        strong(v)

# longest functions: from an `fn` line to its closing brace at the same indentation
longest = []
for mod, f in files.items():
    lines = text[mod].split("\n")
    for i, line in enumerate(lines):
        m = re.match(r"^(\s*)(?:pub(?:\([^)]*\))?\s+)?(?:async\s+|const\s+|unsafe\s+)*fn\s+(\w+)", line)
        if not m:
            continue
        ind = m.group(1)
        for j in range(i, min(len(lines), i + 2000)):
            if j > i and lines[j].startswith(ind + "}") and not lines[j].startswith(ind + "} else"):
                longest.append((j - i + 1, os.path.relpath(f, os.path.dirname(src)), m.group(2)))
                break
            if j == i and line.rstrip().endswith(";"):
                break
longest.sort(reverse=True)
for c in sccs:
    rel = [os.path.relpath(x, os.path.dirname(src)) for x in c]
    print(f"circle of {len(c)} files: {', '.join(rel[:12])}{' ...' if len(rel) > 12 else ''}")
over = [l for l in longest if l[0] > 100]
for n, f, name in longest[:5]:
    print(f"  {n:4d} lines  {f}  {name}")
print(f"file circles {len(sccs)} ({sum(len(c) for c in sccs)} files); functions over 100 lines {len(over)}; longest {longest[0][0] if longest else 0} lines")
sys.exit(1 if sccs else 0)
