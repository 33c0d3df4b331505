#!/usr/bin/env python3
"""Turns the UIKit model's public declarations into Swift that pins each one's signature.

Reads the symbol graphs of the model's modules (swift-symbolgraph-extract, public symbols) and
writes one Swift file in which every declaration the model makes is used in a way that only
compiles when the declaration has the same shape: a type and its superclass, a conformance, an
enum case, a property at its exact key-path type (writable only where the model lets it be set),
a method, initialiser or function as an unapplied reference at its exact function type (labels,
effects, optionality), a protocol's requirement through an existential, each in a function with
the model's isolation. Compiled against the model the file must be clean (the generator's own
check); compiled against Apple's SDK every error is a declaration the model states differently.

usage: generate.py SYMBOL_DIR OUT.swift OUT.json
OUT.json maps each check's line range to the declaration it pins, for the report.
"""
import glob
import re
import json
import os
import sys

SKIPPED_KINDS = {"swift.subscript", "swift.associatedtype"}


def text(fragments, paths, owner=None):
    """A declaration's text with each model type spelled by its full path (nested types)."""
    out = []
    for i, f in enumerate(fragments):
        spelling = f["spelling"]
        if f["kind"] == "typeIdentifier":
            qualified = i > 0 and out and out[-1].endswith(".")
            if spelling == "Self" and owner:
                spelling = owner
            elif not qualified and f.get("preciseIdentifier") in paths:
                spelling = paths[f["preciseIdentifier"]]
        out.append(spelling)
    return "".join(out)


def split_top(s, sep):
    """Splits s at every top-level occurrence of sep (outside (), [], <>)."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(s):
        c = s[i]
        if c in "([<":
            depth += 1
        elif c in ")]>" and not (c == ">" and i > 0 and s[i - 1] == "-"):
            depth -= 1
        elif depth == 0 and s.startswith(sep, i):
            parts.append(s[start:i])
            start = i + len(sep)
            i += len(sep)
            continue
        i += 1
    parts.append(s[start:])
    return parts


def function_type(declaration, name):
    """`func f(_ a: A, b: B) async throws -> R` as `(A, B) async throws -> R`; None if generic."""
    head = declaration.find(name + "(") if name else -1
    if head < 0:
        head = declaration.find("init(") if "init(" in declaration else declaration.find("init?(")
        if head < 0:
            return None
        head = declaration.index("(", head) - len(name) if False else declaration.index("(", head) - 0
        open_at = head
    else:
        open_at = head + len(name)
    if open_at < len(declaration) and declaration[open_at] != "(":
        return None  # generic parameters between the name and the list
    depth, close_at = 0, None
    for i in range(open_at, len(declaration)):
        if declaration[i] == "(":
            depth += 1
        elif declaration[i] == ")":
            depth -= 1
            if depth == 0:
                close_at = i
                break
    params_text = declaration[open_at + 1 : close_at]
    rest = declaration[close_at + 1 :].strip()
    types = []
    if params_text.strip():
        for param in split_top(params_text, ","):
            label_and_type = split_top(param, ":")
            if len(label_and_type) < 2:
                return None
            parameter_type = ":".join(label_and_type[1:])
            parameter_type = split_top(parameter_type, " = ")[0].strip()
            types.append(parameter_type)
    effects, result = rest, "Void"
    if "->" in rest:
        arrow = split_top(rest, "->")
        effects, result = arrow[0].strip(), "->".join(arrow[1:]).strip()
    if " where " in result:
        return None
    effects = " ".join(w for w in effects.split() if w in ("async", "throws", "rethrows"))
    effects = effects.replace("rethrows", "throws")
    return optional("(" + ", ".join(types) + ")" + (" " + effects if effects else "")), optional(result)


def optional(type_text):
    """An implicitly unwrapped `T!` as the `T?` a function type or key path spells it."""
    return re.sub(r"(?<=[\w)\]>])!", "?", type_text)


def reference_name(component):
    """`convert(_:to:)` stays, `reset()` becomes `reset` (a reference has no empty list)."""
    return component[:-2] if component.endswith("()") else component


def main():
    symbol_dir, out_swift, out_map = sys.argv[1:4]
    symbols, relationships, modules = {}, [], []
    for path in sorted(glob.glob(os.path.join(symbol_dir, "*.symbols.json"))):
        graph = json.load(open(path))
        modules.append(graph["module"]["name"])
        for s in graph["symbols"]:
            if "::SYNTHESIZED::" in s["identifier"]["precise"] or "location" not in s:
                continue
            symbols[s["identifier"]["precise"]] = s
        relationships += graph["relationships"]
    paths = {k: ".".join(s["pathComponents"]) for k, s in symbols.items()}
    kinds = {k: s["kind"]["identifier"] for k, s in symbols.items()}
    parent = {}
    defaults = set()
    for r in relationships:
        if r["kind"] in ("memberOf", "requirementOf") and r["source"] in symbols:
            parent[r["source"]] = r["target"]
        if r["kind"] == "defaultImplementationOf":
            defaults.add(r["source"])

    checks, skipped = [], []

    def add(symbol, body, isolated, declaration, key=None):
        checks.append((symbol, body, isolated, declaration, key or paths[symbol["identifier"]["precise"]]))

    for r in relationships:
        source = symbols.get(r["source"])
        if not source:
            continue
        if r["kind"] == "inheritsFrom" and kinds[r["source"]] == "swift.class":
            superclass = paths.get(r["target"], r.get("targetFallback", "").split(".")[-1])
            add(source, f"let _: {superclass}.Type = {paths[r['source']]}.self", False,
                f"class {paths[r['source']]}: {superclass}", f"{paths[r['source']]} inherits {superclass}")
        elif r["kind"] == "conformsTo" and kinds[r["source"]] in (
            "swift.class", "swift.struct", "swift.enum"):
            protocol = paths.get(r["target"]) or r.get("targetFallback", "").split(".")[-1]
            if protocol:
                add(source, f"let _: any {protocol}.Type = {paths[r['source']]}.self", False,
                    f"{paths[r['source']]}: {protocol}", f"{paths[r['source']]}: {protocol}")

    for key, s in sorted(symbols.items(), key=lambda kv: paths[kv[0]]):
        kind = kinds[key]
        path = paths[key]
        owner_key = parent.get(key)
        owner = paths.get(owner_key)
        owner_kind = kinds.get(owner_key)
        declaration = text(s["declarationFragments"], paths, owner)
        isolated = "@MainActor" in declaration and "nonisolated" not in declaration
        if key in defaults:
            skipped.append((path, "a protocol extension's default: the SDK's requirement is optional"))
            continue
        if kind in SKIPPED_KINDS:
            skipped.append((path, kind))
            continue
        if s.get("swiftGenerics", {}).get("parameters"):
            skipped.append((path, "generic"))
            continue
        name = s["pathComponents"][-1]
        if kind in ("swift.class", "swift.struct", "swift.enum"):
            add(s, f"_ = {path}.self", False, declaration)
        elif kind == "swift.protocol":
            add(s, f"_ = (any {path}).self", False, declaration)
        elif kind == "swift.typealias":
            aliased = declaration.split(" = ", 1)[1] if " = " in declaration else None
            add(s, f"let _: ({aliased}).Type = {path}.self" if aliased else f"_ = {path}.self",
                False, declaration)
        elif kind == "swift.enum.case":
            if "(" in name:
                skipped.append((path, "a case with associated values"))
                continue
            add(s, f"let _: {owner} = {owner}.{name}", isolated, declaration)
        elif kind == "swift.property":
            value = optional(split_top(declaration.split(":", 1)[1], " {")[0].strip())
            settable = "set" in declaration.rsplit("{", 1)[-1] if "{" in declaration else declaration.lstrip("@MainActor ").startswith(("var", "weak var", "unowned var"))
            if declaration.split(":")[0].split()[-2:-1] == ["let"]:
                settable = False
            if owner_kind == "swift.protocol":
                body = (f"let _: {value} = x.{name}; x.{name} = x.{name}" if settable
                        else f"let _: ({value})? = requirement(x.{name})")
                add(s, ("(_ x: inout any " if settable else "(_ x: any ") + owner + ") { " + body + " }",
                    isolated, declaration)
                continue
            keypath = ("ReferenceWritableKeyPath" if owner_kind == "swift.class" else "WritableKeyPath") \
                if settable else "KeyPath"
            add(s, f"let _: {keypath}<{owner}, {value}> = \\{owner}.{name}", isolated, declaration)
        elif kind == "swift.type.property":
            value = split_top(declaration.split(":", 1)[1], " {")[0].strip()
            settable = "{" in declaration and "set" in declaration.rsplit("{", 1)[-1]
            add(s, f"let _: {value} = {owner}.{name}" + (f"; {owner}.{name} = {owner}.{name}" if settable else ""),
                isolated, declaration)
        elif kind == "swift.var":
            value = declaration.split(":", 1)[1].strip()
            add(s, f"let _: {value} = {name}", isolated, declaration)
        elif kind in ("swift.method", "swift.type.method", "swift.func", "swift.init", "swift.func.op"):
            base = name.split("(")[0]
            signature = function_type(declaration, "init" if kind == "swift.init" else base)
            if signature is None:
                skipped.append((path, "a signature the generator cannot spell"))
                continue
            parameters, result = signature
            if kind == "swift.init":
                failable = "init?" in declaration
                result = owner + ("?" if failable else "")
                ref = f"{owner}.{reference_name(name)}" if name != "init()" else f"{owner}.init"
                if owner_kind == "swift.protocol":
                    skipped.append((path, "a protocol's initialiser"))
                    continue
                add(s, f"let _: {parameters} -> {result} = {ref}", isolated, declaration)
            elif kind == "swift.func.op":
                add(s, f"let _: {parameters} -> {result} = ({base})", isolated, declaration)
            elif kind == "swift.func":
                add(s, f"let _: {parameters} -> {result} = {reference_name(name)}", isolated, declaration)
            elif kind == "swift.type.method":
                add(s, f"let _: {parameters} -> {result} = {owner}.{reference_name(name)}", isolated,
                    declaration)
            elif owner_kind == "swift.protocol":
                add(s, f"(_ x: any {owner}) {{ let _: ({parameters} -> {result})? = requirement(x.{reference_name(name)}) }}",
                    isolated, declaration)
            elif "mutating" in declaration:
                skipped.append((path, "a mutating method (no unapplied reference)"))
            elif parameters == "(OSLogMessage)":
                # os's log calls take only a literal interpolation (a compile-time rule of the
                # SDK's OSLogMessage): they are checked by a call, not a reference.
                call = reference_name(name).split("(")[0]
                add(s, f"(_ x: {owner}) {{ let _: {result} = x.{call}(\"\\(\"value\", privacy: .public)\") }}",
                    isolated, declaration)
            else:
                add(s, f"(_ x: {owner}) {{ let _: {parameters} -> {result} = x.{reference_name(name)} }}",
                    isolated, declaration)
        else:
            skipped.append((path, kind))

    lines = [
        "// Generated by Tools/uikit-model-check/generate.py from the UIKit model's symbol graphs.",
        "// Every check compiles only if the declaration it names has the model's shape.",
    ]
    lines += [f"import {m}" for m in modules]
    lines += [
        "",
        "// A requirement reads as optional whether the SDK's is `@objc optional` or required.",
        "func requirement<F>(_ f: F) -> F? { f }",
        "func requirement<F>(_ f: F?) -> F? { f }",
        "",
    ]
    index = []
    for number, (symbol, body, isolated, declaration, key) in enumerate(checks):
        start = len(lines) + 1
        lines.append(f"// {'.'.join(symbol['pathComponents'])}: {declaration}")
        attribute = "@MainActor " if isolated else ""
        if body.startswith("("):
            lines.append(f"{attribute}func check{number}{body}")
        else:
            lines.append(f"{attribute}func check{number}() {{ {body} }}")
        location = symbol["location"]
        index.append({
            "first": start, "last": len(lines), "key": key,
            "declaration": declaration,
            "file": os.path.relpath(location["uri"].removeprefix("file://")),
            "line": location["position"]["line"] + 1,
        })
    open(out_swift, "w").write("\n".join(lines) + "\n")
    json.dump({"checks": index, "skipped": skipped}, open(out_map, "w"), indent=1)


if __name__ == "__main__":
    main()
