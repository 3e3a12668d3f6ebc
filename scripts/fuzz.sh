#!/usr/bin/env bash
# Builds one libFuzzer target with address sanitizer and runs it.
#
#   scripts/fuzz.sh <png|font|xib> [seconds] [extra libFuzzer flags...]
#   scripts/fuzz.sh png 1200                       # 20 minutes on the PNG decoder
#   scripts/fuzz.sh font 0 crash-1234              # replay one input (seconds 0 = no time limit)
#   FUZZ_BUILD_ONLY=1 scripts/fuzz.sh png          # build, print the binary's path, stop
#
# The modules are compiled with swiftc directly rather than declared in Package.swift:
# a target that only links under -sanitize=fuzzer would break the plain `swift build`, which
# builds every executable target. Everything goes under .build-fuzz/ (ignored by git):
# objects and modules, the binary, the growing corpus (seeded from Fuzz/corpus/<target>)
# and any crash, leak, timeout or out-of-memory input under artifacts/<target>/.
#
# Everything runs under `nice -n 19`, so builds by people sharing the machine come first;
# compare runs by the execution count libFuzzer prints, not by wall time.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

target=${1:-}
seconds=${2:-60}
shift $(( $# < 2 ? $# : 2 ))

case "$target" in
    png)  fuzzer=PNGDecoderFuzzer; modules=(Raster CPNGShim PNGCodec); corpus=png ;;
    font) fuzzer=FontParserFuzzer; modules=(Locking Raster Typography); corpus=ttf ;;
    xib)  fuzzer=IBDocumentFuzzer; modules=(Raster InterfaceBuilder); corpus=xib ;;
    *) echo "usage: $0 <png|font|xib> [seconds] [libFuzzer flags...]" >&2; exit 2 ;;
esac

out=$root/.build-fuzz
obj=$out/obj
mods=$out/modules
mkdir -p "$obj" "$mods" "$out/bin" "$out/corpus/$target" "$out/artifacts/$target"

# -O keeps every Swift safety check (bounds, overflow, preconditions; only `assert` goes,
# and the fuzzed modules use none) and runs several times more inputs than -Onone, which
# matters when the fuzzer only gets the CPU others leave idle. FUZZ_OPT=-Onone for a debug build.
opt=${FUZZ_OPT:--O}
# Coverage instrumentation goes into every module, not just the entry point, so libFuzzer is
# guided by the parsers' branches. The system libpng is not instrumented: it is fuzzed
# continuously by OSS-Fuzz, and what we own is the shim and the Swift around it.
swift_sanitize=(-sanitize=fuzzer,address)
c_sanitize=(-fsanitize=fuzzer-no-link,address)
png_cflags=$(pkg-config --cflags libpng)
png_libs=$(pkg-config --libs libpng)

# The C shim's headers as a Clang module, as SwiftPM would generate for Sources/CPNGShim.
mkdir -p "$mods/CPNGShim"
cat > "$mods/CPNGShim/module.modulemap" <<EOF
module CPNGShim {
    umbrella header "$root/Sources/CPNGShim/include/CPNGShim.h"
    export *
}
EOF

swift_import_flags=(-I "$mods" -I "$root/Sources/CLibPNG"
    -Xcc "-fmodule-map-file=$mods/CPNGShim/module.modulemap" -Xcc -I"$root/Sources/CPNGShim/include")
for flag in $png_cflags; do swift_import_flags+=(-Xcc "$flag"); done

# True when $1 is missing or older than any file under the given source folder.
stale() {
    local product=$1 sources=$2
    [ ! -e "$product" ] || [ -n "$(find "$sources" -newer "$product" -type f -print -quit)" ]
}

build_swift_module() {
    local name=$1 dir=$root/Sources/$1
    stale "$obj/$name.o" "$dir" || return 0
    echo "fuzz.sh: compiling $name" >&2
    local files
    mapfile -t files < <(find "$dir" -name '*.swift' | sort)
    nice -n 19 swiftc -parse-as-library -wmo -g "$opt" -swift-version 6 -module-name "$name" \
        "${swift_sanitize[@]}" "${swift_import_flags[@]}" \
        -emit-module -emit-module-path "$mods/$name.swiftmodule" \
        -c "${files[@]}" -o "$obj/$name.o"
}

build_c_module() {
    local name=$1 dir=$root/Sources/$1
    local file
    for file in "$dir"/*.c; do
        local o=$obj/$name-$(basename "$file" .c).o
        stale "$o" "$dir" || continue
        echo "fuzz.sh: compiling $file" >&2
        nice -n 19 clang -c -g -O1 -fno-omit-frame-pointer "${c_sanitize[@]}" \
            -I "$dir/include" $png_cflags "$file" -o "$o"
    done
}

objects=()
for m in "${modules[@]}"; do
    if [ -d "Sources/$m" ] && ls "Sources/$m"/*.c >/dev/null 2>&1; then
        build_c_module "$m"
        objects+=("$obj/$m"-*.o)
    else
        [ -d "Sources/$m" ] || { echo "fuzz.sh: Sources/$m does not exist yet" >&2; exit 1; }
        build_swift_module "$m"
        objects+=("$obj/$m.o")
    fi
done

binary=$out/bin/$fuzzer
if stale "$binary" "Fuzz/$fuzzer" || [ -n "$(find "$obj" -newer "$binary" -name '*.o' -print -quit)" ]; then
    echo "fuzz.sh: linking $binary" >&2
    # -parse-as-library: libFuzzer supplies main(), so the entry file must not define one.
    nice -n 19 swiftc -parse-as-library -g "$opt" -swift-version 6 -module-name "$fuzzer" \
        "${swift_sanitize[@]}" "${swift_import_flags[@]}" \
        -use-ld=lld "Fuzz/$fuzzer"/*.swift "${objects[@]}" $png_libs -lz -o "$binary"
fi

if [ -n "${FUZZ_BUILD_ONLY:-}" ]; then echo "$binary"; exit 0; fi

# Swift's own crash backtracer would race libFuzzer's and ASan's reports and pollute them.
export SWIFT_BACKTRACE=enable=no
# Known leaks in the toolchain's own libraries (see the file) are not ours to report.
export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan-suppressions.txt:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

flags=(-print_final_stats=1 -artifact_prefix="$out/artifacts/$target/"
       # A hostile input that makes one call take this long is a finding, not a slow machine,
       # even at nice 19 with both cores busy (the seeds take milliseconds).
       -timeout="${FUZZ_TIMEOUT:-60}" -rss_limit_mb="${FUZZ_RSS_MB:-2560}")
[ "$seconds" != 0 ] && flags+=(-max_total_time="$seconds")
[ -f "Fuzz/dictionaries/$corpus.dict" ] && flags+=(-dict="Fuzz/dictionaries/$corpus.dict")
# FoundationXML leaks on every malformed document (suppressed, see Fuzz/lsan-suppressions.txt),
# so libFuzzer would stop the world for a full leak check after nearly every input: 7 inputs
# a second instead of hundreds. Leaks are checked by replaying the corpus afterwards instead:
#   scripts/fuzz.sh xib 0 -detect_leaks=1 -runs=0 .build-fuzz/corpus/xib
[ "$target" = xib ] && flags+=(-detect_leaks=0)

# libFuzzer reports executions, not CPU time; at nice 19 on a busy machine wall time says
# little, so the run's CPU seconds are printed after libFuzzer's final stats.
timing=()
[ -x /usr/bin/time ] && timing=(/usr/bin/time -f "fuzz.sh: cpu user %U s, sys %S s; wall %e s; max rss %M KB")

# With input files given, replay just those; otherwise fuzz, new inputs going to the first
# corpus folder so that the committed seeds stay as written.
if [ $# -gt 0 ] && [ -e "${!#}" ] && [[ "${!#}" != -* ]]; then
    exec "${timing[@]}" nice -n 19 "$binary" "${flags[@]}" "$@"
fi
exec "${timing[@]}" nice -n 19 "$binary" "${flags[@]}" "$@" "$out/corpus/$target" "Fuzz/corpus/$corpus"
