# The iPhoneOS SDK and how to compile against it on this machine, shared by Tools/ios-compile-check
# and Tools/uikit-model-check. Sourced (not run) after HERE, ROOT and SWIFTC are set; sets SDK,
# SDK_VERSION, FLOOR (Package.swift's iOS), WORK (a folder kept between runs, keyed by SDK and
# compiler, where the SDK's module caches are built once), RUN (this run's folder, removed on
# exit) and RESOURCE_FLAGS. With no SDK: exit 1 under CI=true, otherwise a note and exit 0.

# 1. The SDK.
find_sdk() {
  if [[ -n "${PASSAGE_IOS_SDK:-}" ]]; then echo "$PASSAGE_IOS_SDK"; return; fi
  if command -v xcrun >/dev/null 2>&1; then
    local sdk; sdk="$(xcrun --sdk iphoneos --show-sdk-path 2>/dev/null)" && [[ -n "$sdk" ]] && { echo "$sdk"; return; }
  fi
  echo "$ROOT/../shared/ios-sdk/iPhoneOS26.2.sdk"
}
SDK="$(find_sdk)"
if [[ ! -d "$SDK/usr/lib/swift/Swift.swiftmodule" ]]; then
  echo "$(basename "$HERE"): no iPhoneOS SDK (looked at ${SDK}); set PASSAGE_IOS_SDK to one extracted from Xcode 26, or run on a Mac with Xcode 26"
  [[ "${CI:-}" == "true" ]] && exit 1
  exit 0
fi
SDK="$(cd "$SDK" && pwd -P)"
sdk_setting() { python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$SDK/SDKSettings.json" "$1"; }
SDK_VERSION="$(sdk_setting Version)"
FLOOR="$(sed -n 's/.*\.iOS(\.v\([0-9]*\)).*/\1/p' "$ROOT/Package.swift" | head -1).0"
COMPILER="$("$SWIFTC" --version 2>&1 | head -1)"

# 2. A work folder kept between runs, keyed by SDK and compiler: the SDK's stdlib, UIKit and
#    SwiftUI interfaces are built into its module caches once (minutes), then reused.
KEY="$(printf '%s\n%s\n%s\n' "$SDK" "$SDK_VERSION" "$COMPILER" | sha1sum | cut -c1-12)"
WORK="${PASSAGE_IOS_CACHE:-${TMPDIR:-/tmp}}/passage-ios-compile-check-$KEY"
mkdir -p "$WORK"
RUN="$(mktemp -d "$WORK/run.XXXXXX")"
trap 'rm -rf "$RUN"' EXIT
trap 'exit 130' INT TERM

# A resource directory of the check's own. The Linux toolchain's lib/swift must not be used: its
# Dispatch/os/CoreFoundation module maps collide with the SDK's and it has no iOS stdlib. It holds
# the toolchain's clang builtin headers, the SDK's SwiftShims (matching its stdlib interface) and a
# top-level module map naming them (an iOS 26 SDK makes the importer skip subdirectory search).
# On a Mac, Xcode's own resource directory is right and this is not needed.
RES="$WORK/resource"
if [[ "$(uname)" != Darwin && ! -f "$RES/module.modulemap" ]]; then
  TOOLCHAIN_LIB="$(cd "$(dirname "$(readlink -f "$SWIFTC")")/../lib" && pwd)"
  rm -rf "$RES.tmp"; mkdir -p "$RES.tmp"
  ln -s "$(readlink -f "$TOOLCHAIN_LIB/swift/clang")" "$RES.tmp/clang"
  cp -r "$SDK/usr/lib/swift/shims" "$RES.tmp/shims"
  for m in $(sed -n 's/^module \([A-Za-z_]*\) {.*/\1/p' "$RES.tmp/shims/module.modulemap"); do
    echo "extern module $m \"shims/module.modulemap\""
  done >"$RES.tmp/module.modulemap"
  rm -rf "$RES"; mv "$RES.tmp" "$RES"
fi
RESOURCE_FLAGS=()
[[ "$(uname)" != Darwin ]] && RESOURCE_FLAGS=(-resource-dir "$RES")
