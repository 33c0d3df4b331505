#!/usr/bin/env python3
"""The signature check's verdict: each generated check the SDK rejects, against differences.txt.

usage: report.py CHECKS.json SDK.log CHECKS.swift DIFFERENCES.txt
Exit 0 when every rejected check is a listed difference and every listed difference is still
rejected (a difference the model has since mended must leave the list); 1 otherwise.
"""
import json
import re
import sys


def listed_differences(path):
    """`key  # reason` lines; a key names a declaration as the report prints it."""
    entries = {}
    for number, line in enumerate(open(path), 1):
        line = line.rstrip("\n")
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, _, reason = line.partition("  # ")
        if not reason.strip():
            sys.exit(f"uikit-model-check: {path}:{number}: a difference needs its reason after '  # '")
        entries[key.strip()] = reason.strip()
    return entries


def main():
    checks_path, log_path, swift_path, differences_path = sys.argv[1:5]
    checks = json.load(open(checks_path))
    log = open(log_path).read()
    errors = {}
    for match in re.finditer(r"Checks\.swift:(\d+):\d+: error: (.*)", log):
        errors.setdefault(int(match.group(1)), []).append(match.group(2))
    unmapped = [line for line in re.findall(r"^.*error:.*$", log, re.M) if "Checks.swift:" not in line]
    rejected = {}
    for check in checks["checks"]:
        messages = [m for line in range(check["first"], check["last"] + 1) for m in errors.get(line, [])]
        if messages:
            rejected.setdefault(check["key"], []).append((check, messages))
    differences = listed_differences(differences_path)
    failed = False
    for key, found in sorted(rejected.items()):
        if key in differences:
            continue
        failed = True
        for check, messages in found:
            print(f"  DRIFT {check['file']}:{check['line']}: {check['declaration']}")
            for message in sorted(set(messages)):
                print(f"        SDK: {message}")
    for key in sorted(set(differences) - set(rejected)):
        failed = True
        print(f"  STALE differences.txt lists '{key}', which now compiles against the SDK: remove it")
    if unmapped:
        failed = True
        print("  the SDK compile failed outside the checks:")
        for line in unmapped[:20]:
            print("    " + line)
    keys = {c["key"] for c in checks["checks"]}
    print(f"uikit-model-check: {len(checks['checks'])} checks of {len(keys)} declarations; "
          f"{len(keys) - len(rejected)} match the SDK, {len(set(rejected) & set(differences))} are listed "
          f"differences, {len(set(rejected) - set(differences))} drift; "
          f"{len(checks['skipped'])} not expressible as a check (listed in .build/model-check/last-run/checks.json)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
