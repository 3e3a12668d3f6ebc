#!/usr/bin/env bash
# Regenerates Sources/DesignableGallery/Translated from the gallery's UIKit sources in Views/,
# with the tool the UIKitSources plugin runs. The translation is committed so that no target of
# this package applies the plugin: SwiftPM runs build-tool plugins for every target of a package
# graph, so one use here would make every package depending on Designable build swift-syntax.
# GalleryTranslationTests fails when the committed files differ from what this script writes.
set -euo pipefail
cd "$(dirname "$0")/.."
${SWIFT:-swift} build --product uikit-sources
tool="$(${SWIFT:-swift} build --show-bin-path)/uikit-sources"
out=Sources/DesignableGallery/Translated
rm -rf "$out"
mkdir -p "$out"
args=(--module DesignableGallery --registration "$out/DesignableGallery+registerDesignables.swift")
while IFS= read -r file; do
    args+=(--file "$file" "$out/$(basename "${file%.swift}").bridged.swift")
done < <(find Sources/DesignableGallery/Views -name '*.swift' | LC_ALL=C sort)
"$tool" "${args[@]}"
