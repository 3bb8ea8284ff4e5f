#!/usr/bin/env python3
"""Writes HitLab's Traditional Chinese (zh-Hant) from its Simplified Chinese (zh).

Run it from the repository after changing the Simplified text, then review the result:

    python3 scripts/traditional-chinese.py

It needs OpenCC (Debian: `apt-get install opencc`) and uses its Taiwan-phrase conversion
(s2twp), then the term choices below, which follow the Traditional Chinese source articles
(seeds 001 and 004): 視圖, 手勢, 響應者鏈, 覆寫, 點擊 ..., then the hand-edited table
scripts/traditional-chinese-phrases.tsv: the characters OpenCC misreads (併發送, 隻影響, 寫明瞭)
and the mainland words Taiwan writes otherwise (設置 → 設定, 滾動 → 捲動, “…” → 「…」).

It writes:
- lessons/zh-Hant/: every lesson, exercise and README of lessons/zh/ converted, with the
  fenced blocks and an exercise's start, solution, probes and lesson number copied unchanged
  (`hitlab check` and TranslationDrift require them equal to the English);
- transcripts/zh-Hant/: every transcript of transcripts/zh/ with its prose converted, its
  commands copied unchanged (`hitlab check` requires them equal to the English), and of its
  output only the lines in Chinese words (`why`, `explain`) converted; `hitlab check` replays
  it in Traditional, and where the run-time phrases word a line otherwise,
  `hitlab check --update transcripts/zh-Hant/NAME.t` writes what HitLab prints;
- lessons/zh-Hant/GLOSSARY.md: the glossary converted, its first column (the Simplified
  terms) kept as written;
- Sources/HitLabKit/Console/TraditionalPhrases.swift: every Simplified phrase that HitLab's
  Chinese sentences are made of (`ChineseWords` and its extensions), with its Traditional form,
  which `Language.chinese(_:)` applies to those sentences at run time;
- Tests/HitLabKitTests/Lessons/SimplifiedOnlyCharacters.swift: the characters of the Simplified
  sources that Traditional Chinese never writes (OpenCC's STCharacters, where a character's
  Traditional forms do not include itself), which the tests look for in every Traditional text.
"""
import os
import re
import subprocess
import sys

SOURCE = "lessons/zh"
TARGET = "lessons/zh-Hant"
PHRASES = "Sources/HitLabKit/Console/TraditionalPhrases.swift"
CORRECTIONS = "scripts/traditional-chinese-phrases.tsv"
SIMPLIFIED_ONLY = "Tests/HitLabKitTests/Lessons/SimplifiedOnlyCharacters.swift"
# The Swift files whose Chinese sentences are converted at run time: `ChineseWords` and its
# extensions, wherever they are under Sources/.
SENTENCE_FILES = sorted(
    os.path.join(folder, name)
    for folder, _, names in os.walk("Sources")
    for name in names
    if name.startswith("ChineseWords") and name.endswith(".swift")
)

# OpenCC's Taiwan phrases where the source articles write iOS otherwise (regular expressions,
# applied in order), and a few places where OpenCC reads a phrase wrongly.
TERMS = [
    (r"檢視", "視圖"),                       # view (seeds 001, 004: 視圖, 子視圖); 視圖控制器 follows
    (r"點選", "點擊"),                       # tap (seed 004: 點擊)
    (r"觸控式螢幕幕", "觸碰螢幕"),           # 触摸屏幕, touching the screen, read as 触摸屏 + 幕
    (r"觸控式螢幕", "觸控螢幕"),             # a touchscreen
    (r"(?<!多點)觸控(?!螢幕)", "觸碰"),      # touch (seed 004: 觸碰); multi-touch and the touchscreen keep theirs
    (r"(?<!話)(?<!--update FILE` )重寫(?!其中的輸出)", "覆寫"),  # override (seed 004: 覆寫), not "rewrite"
    (r"實現", "實作"),                       # implementation (seed 004: 實作)
    (r"佇列", "隊列"),                       # queue (seed 001: 隊列)
    (r"(?<=[未不時項都])透過", "通過"),       # a probe passes (通過), not "by way of" (透過)
    (r"回撥", "回呼"),                       # a callback
    (r"列印", "印出"),                       # print to the console (列印 is a printer's)
    (r"呼叫棧", "呼叫堆疊"),                 # the call stack
    (r"(?<=單元格|程式碼)里", "裡"),         # in a cell, in the code (OpenCC keeps 里 after these)
    # The README says where this version lives and where it comes from.
    (r"中文版與英文版檔名相同，放在 `zh/` 目錄下；\n術語對照見 `GLOSSARY.md`",
     "繁體中文版與英文版檔名相同，放在 `zh-Hant/` 目錄下，由 `zh/` 的簡體中文版以\n"
     "`scripts/traditional-chinese.py` 生成；術語對照見本目錄的 `GLOSSARY.md`"),
]


def corrections():
    """The rows of the hand-edited table: (pattern, replacement), in order."""
    rows = []
    with open(CORRECTIONS, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            assert len(fields) >= 2, "%s: a row needs a pattern and its replacement: %r" % (CORRECTIONS, line)
            rows.append((fields[0], fields[1]))
    return rows


CORRECTED = corrections() if os.path.exists(CORRECTIONS) else []


def convert(text, wrapped=True):
    """`text` in Traditional characters with Taiwanese phrases and the articles' iOS terms;
    `wrapped` when its lines are prose wrapped anywhere, not one phrase a line."""
    # 查看 (to look at) would come out as 檢視, which the terms below read as 視圖 (a view):
    # it goes through OpenCC as a private-use character and comes back as written.
    text = text.replace("查看", "\ue000")
    result = subprocess.run(["opencc", "-c", "s2twp"], input=text, capture_output=True, text=True, check=True).stdout
    # OpenCC ends its output with a line break the input may not have.
    if not text.endswith("\n") and result.endswith("\n"):
        result = result[:-1]
    for pattern, replacement in TERMS + CORRECTED:
        result = re.sub(pattern, replacement, result)
        if wrapped:
            result = across_wrap(pattern, replacement, result)
    return result.replace("\ue000", "查看")


def across_wrap(pattern, replacement, text):
    """`text` with a plain-word row also applied where the word is wrapped over two lines
    (逐字, a line break, 節), keeping the line break at the same place in the replacement, or before its
    last character when the replacement is shorter."""
    if len(pattern) < 2 or re.escape(pattern) != pattern or "\\" in replacement:
        return text
    wrapped = re.escape(pattern[0]) + "".join("(\n?)" + re.escape(c) for c in pattern[1:])

    def rewrap(match):
        if "\n" not in match.group(0):
            return replacement
        at = min(next(i for i, g in enumerate(match.groups()) if g) + 1, len(replacement) - 1)
        return replacement[:at] + "\n" + replacement[at:]
    return re.sub(wrapped, rewrap, text)


def fence(line):
    """The run of backquotes a fence line starts with (three or more), or None."""
    match = re.match(r"`{3,}", line)
    return match.group(0) if match else None


def closes(line, opening):
    """Whether `line` closes a block opened by `opening`: backquotes only, at least as many."""
    stripped = line.strip()
    return len(stripped) >= len(opening) and set(stripped) == {"`"}


def fenced_blocks(text):
    """The fenced blocks of a Markdown text, each as its list of lines, fences included. A block
    opened by four backquotes (one that shows a block of three) ends only at four."""
    blocks, current, opening = [], None, None
    for line in text.split("\n"):
        if current is not None:
            current.append(line)
            if closes(line, opening):
                blocks.append(current)
                current = None
        elif fence(line):
            current, opening = [line], fence(line)
    if current is not None:
        blocks.append(current)
    return blocks


def keep_blocks(original, converted):
    """`converted` with its fenced blocks put back as they were in `original`."""
    originals = fenced_blocks(original)
    lines, out, inside, index = converted.split("\n"), [], None, 0
    for line in lines:
        if inside:
            if closes(line, inside):
                inside = None
                out.extend(originals[index])
                index += 1
            continue
        if fence(line):
            inside = fence(line)
            continue
        out.append(line)
    if inside:
        out.extend(originals[index])
    return "\n".join(out)


KEPT_SECTIONS = ("## Start", "## Solution", "## Probes")


def sections(text):
    """An exercise's text split at its `## ` headings: the part before, then one per heading."""
    parts, current = [], []
    for line in text.split("\n"):
        if line.startswith("## ") and current:
            parts.append(current)
            current = []
        current.append(line)
    parts.append(current)
    return parts


def keep_exercise_parts(original, converted):
    """`converted` with the sections that build, solve and grade the exercise, and its
    `lesson:` line, as they were in `original`."""
    kept = {part[0]: part for part in sections(original) if part[0] in KEPT_SECTIONS}
    lesson = [line for line in original.split("\n") if line.startswith("lesson:")]
    out = []
    for part in sections(converted):
        part = kept.get(part[0], part)
        out.extend(lesson[0] if line.startswith("lesson:") and lesson else line for line in part)
    return "\n".join(out)


def keep_first_column(original, converted):
    """`converted` with the first cell of each table row as in `original`: the glossary's
    Simplified terms, which a reader of the Simplified articles looks up."""
    out = []
    for before, after in zip(original.split("\n"), converted.split("\n")):
        if before.startswith("| ") and after.startswith("| ") and not before.startswith("|---"):
            after = "| " + before.split(" | ")[0][2:] + " | " + after.split(" | ", 1)[1]
        out.append(after)
    return "\n".join(out)


def article_script(heading):
    """How the quotes under a README heading are written: "kept" for an article whose words the
    Simplified README quotes as they are (seeds 000, 002, 003 in Simplified, 004 in Traditional),
    "characters" for seed 001, a Traditional article the Simplified README quotes in Simplified
    characters, or None for a heading whose table quotes no article."""
    match = re.match(r"### seeds/(\d+)", heading)
    if not match:
        return None
    return "characters" if match.group(1) == "001" else "kept"


def characters_only(text):
    """`text` in Traditional characters with no change of words (OpenCC's s2t): a Traditional
    article's own words, which keep its 硬件 and 事件隊列."""
    result = subprocess.run(["opencc", "-c", "s2t"], input=text, capture_output=True, text=True, check=True).stdout
    return result.rstrip("\n").replace("纔", "才")


def keep_quotes(original, converted):
    """`converted` with the first cell of each table row under a `### seeds/NNN` heading (the
    words an article says) as the article writes them, not converted to Taiwan's words."""
    out, script = [], None
    for before, after in zip(original.split("\n"), converted.split("\n")):
        if before.startswith("#"):
            script = article_script(before)
            title = re.search(r"「[^」]*」", before)
            if script == "kept" and title:
                after = re.sub(r"「[^」]*」", lambda _: title.group(0), after, count=1)
        elif script and before.startswith("| ") and after.startswith("| ") and not before.startswith("|---"):
            quote = before.split(" | ")[0][2:]
            if script == "characters":
                quote = characters_only(quote)
            after = "| " + quote + " | " + after.split(" | ", 1)[1]
        out.append(after)
    return "\n".join(out)


def write_lessons():
    for folder, _, names in os.walk(SOURCE):
        for name in sorted(names):
            if name.startswith("."):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                original = f.read()
            converted = convert(original)
            if name == "GLOSSARY.md":
                converted = keep_first_column(original, converted)
            if name == "README.md":
                converted = keep_quotes(original, converted)
            if name.endswith(".md") and name != "README.md":
                # A lesson's blocks are HitLab's sessions, equal to the English; the README's
                # show the format with Chinese prose in them, which is converted.
                converted = keep_blocks(original, converted)
            elif name.endswith(".exercise"):
                converted = keep_exercise_parts(original, converted)
            out = os.path.join(TARGET, os.path.relpath(path, SOURCE))
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out, "w", encoding="utf-8") as f:
                f.write(converted)
            print("wrote " + out)


TRANSCRIPT_SOURCE = "transcripts/zh"
TRANSCRIPT_TARGET = "transcripts/zh-Hant"


def is_kept(line):
    """A transcript's line kept as written: a command or its continuation, or output with no
    Chinese in it (a tree's “quoted” texts stay as HitLab prints them)."""
    if line.startswith("  (hitlab") or line.startswith("  ... "):
        return True
    return line.startswith("  ") and not re.search("[\u4e00-\u9fff]", line)


def write_transcripts():
    if not os.path.isdir(TRANSCRIPT_SOURCE):
        return
    for name in sorted(os.listdir(TRANSCRIPT_SOURCE)):
        if not name.endswith(".t"):
            continue
        with open(os.path.join(TRANSCRIPT_SOURCE, name), encoding="utf-8") as f:
            original = f.read()
        before, after = original.split("\n"), convert(original).split("\n")
        if len(before) != len(after):
            sys.exit("error: converting %s changed its number of lines" % name)
        converted = "\n".join(b if is_kept(b) else a for b, a in zip(before, after))
        os.makedirs(TRANSCRIPT_TARGET, exist_ok=True)
        out = os.path.join(TRANSCRIPT_TARGET, name)
        with open(out, "w", encoding="utf-8") as f:
            f.write(converted)
        print("wrote " + out)


def swift_literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def write_phrases():
    """Every run of Chinese text in the sentence files, with its conversion."""
    runs = set()
    for path in SENTENCE_FILES:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.lstrip().startswith("//"):
                    continue
                runs.update(re.findall(r"[^\x00-\x7f]+", line))
    # Each term of the glossary (its first column), so a sentence that puts terms together
    # another way still reads each term whole: 手势识别器 as 手勢辨識器, never 識別 character by
    # character.
    with open(os.path.join(SOURCE, "GLOSSARY.md"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("| ") and not line.startswith("|---"):
                term = line.split(" | ")[0][2:]
                runs.update(t for t in re.split(r"[、（）()]", term) if t and all(ord(c) > 0x7f for c in t))
    # Each character on its own too, for a sentence that puts them together another way.
    runs.update(c for run in list(runs) for c in run)
    ordered = sorted(runs)
    converted = convert("\n".join(ordered), wrapped=False).split("\n")
    assert len(converted) == len(ordered), "OpenCC changed the number of lines"
    # Unchanged phrases stay in the table, so a phrase is always read whole, never a shorter
    # one inside it.
    pairs = list(zip(ordered, converted))
    lines = [
        "// Generated by scripts/traditional-chinese.py from the Simplified sentences of the files it",
        "// names, with OpenCC's Taiwan phrases and the source articles' iOS terms; do not edit it by",
        "// hand: change the Simplified sentences or the script's TERMS and run it again.",
        "",
        "/// Each Simplified phrase of HitLab's Chinese sentences with its Traditional form (the same",
        "/// where it does not change), read by `ChineseScript.traditional(_:)`.",
        "enum TraditionalPhrases {",
        "    static let table: [String: String] = [",
    ]
    lines += ["        %s: %s," % (swift_literal(s), swift_literal(t)) for s, t in pairs]
    lines += ["    ]", "}", ""]
    with open(PHRASES, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    print("wrote %s (%d phrases)" % (PHRASES, len(pairs)))


def simplified_characters():
    """Every character of the Simplified sources: lessons/zh/, transcripts/zh/ and the sentence files."""
    seen = set()
    paths = SENTENCE_FILES + [os.path.join(folder, name) for source in (SOURCE, TRANSCRIPT_SOURCE) for folder, _, names in os.walk(source) for name in names]
    for path in paths:
        with open(path, encoding="utf-8") as f:
            seen.update(c for c in f.read() if ord(c) > 0x7f)
    return seen


def write_simplified_only():
    """The Simplified-only characters of the sources, from OpenCC's character table."""
    dump = subprocess.run(["opencc_dict", "-i", "/usr/share/opencc/STCharacters.ocd2", "-o", "/dev/stdout",
                           "-f", "ocd2", "-t", "text"], capture_output=True, text=True, check=True).stdout
    only = set()
    for line in dump.split("\n"):
        if "\t" not in line:
            continue
        simplified, traditional = line.split("\t", 1)
        if len(simplified) == 1 and simplified not in traditional.split(" "):
            only.add(simplified)
    found = "".join(sorted(only & simplified_characters()))
    lines = [
        "// Generated by scripts/traditional-chinese.py from OpenCC's character table; do not edit it",
        "// by hand: run the script again after changing the Simplified sources.",
        "",
        "/// The characters of HitLab's Simplified Chinese (lessons/zh/ and the sentence files) that",
        "/// Traditional Chinese never writes: one of them in a Traditional text was left unconverted.",
        "enum SimplifiedOnlyCharacters {",
        "    static let all: Set<Character> = Set(\"%s\")" % found,
        "}",
        "",
    ]
    with open(SIMPLIFIED_ONLY, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    print("wrote %s (%d characters)" % (SIMPLIFIED_ONLY, len(found)))


if __name__ == "__main__":
    if not os.path.exists(os.path.join(SOURCE, "GLOSSARY.md")):
        sys.exit("error: run this from the HitLab repository (lessons/zh/ not found)")
    try:
        subprocess.run(["opencc", "--version"], capture_output=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        sys.exit("error: OpenCC is needed: apt-get install opencc")
    write_lessons()
    write_transcripts()
    write_phrases()
    write_simplified_only()
