#!/usr/bin/env python3
"""Writes the Swift metrics tables of the fonts ReflowLayout ships (FontMetrics+<Font>.swift).

Run from the package root (needs fontTools: `pip install fonttools`):

    python3 Sources/ReflowLayout/Text/Fonts/generate_font_metrics.py

It reads DejaVu Sans and DejaVu Serif from /usr/share/fonts/truetype/dejavu (Debian's
fonts-dejavu-core; another folder can be given as the first argument) and writes, next to this
script, per font: the line metrics, the advance widths of the code points in RANGES and the
kerning pairs among them. Choices, and why:

- Line metrics come from the 'hhea' table (ascender, descender, line gap), not from OS/2's typo
  metrics: Apple's text system (so UIFont's ascender, descender, leading and lineHeight) uses
  hhea unless the font sets USE_TYPO_METRICS (fsSelection bit 7), which DejaVu does not. The
  script refuses a font that sets the bit rather than silently choosing.
- Cap height and x-height come from OS/2 (version 2 and later); DejaVu's OS/2 is version 1,
  which has neither, so they are the top of the glyphs 'H' and 'x', OS/2's own definition.
- Kerning comes from the 'kern' table (format 0, explicit glyph pairs). DejaVu also has GPOS
  pair adjustments (feature 'kern'); the script checks that both give the same pairs among
  the code points of RANGES and stops if they differ.
- A code point the font lacks inside RANGES gets the advance of '.notdef' (what a renderer
  draws), which is also the fallback for any code point outside RANGES.
"""

import os
import sys

from fontTools.ttLib import TTFont

# Basic Latin (printable), Latin-1 Supplement (from the no-break space), Latin Extended-A,
# General Punctuation up to the single guillemets (dashes, curly quotes, ellipsis, per mille),
# and the euro sign.
RANGES = [(0x0020, 0x007E), (0x00A0, 0x017F), (0x2010, 0x203A), (0x20AC, 0x20AC)]

FONTS = [
    # (file, Swift name, display name)
    ("DejaVuSans.ttf", "dejaVuSans", "DejaVu Sans"),
    ("DejaVuSerif.ttf", "dejaVuSerif", "DejaVu Serif"),
]

COMMAND = "python3 Sources/ReflowLayout/Text/Fonts/generate_font_metrics.py"
WIDTH = 96  # columns of the number lists


def code_points():
    return [c for first, last in RANGES for c in range(first, last + 1)]


def line_metrics(font):
    os2 = font["OS/2"]
    if os2.fsSelection & (1 << 7):
        sys.exit("font sets USE_TYPO_METRICS: decide which line metrics to use first")
    hhea = font["hhea"]
    if os2.version >= 2 and os2.sCapHeight and os2.sxHeight:
        cap, x = os2.sCapHeight, os2.sxHeight
    else:
        glyf = font["glyf"]
        cap, x = glyf["H"].yMax, glyf["x"].yMax
    return {"ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap,
            "capHeight": cap, "xHeight": x}


def glyphs_to_code_points(cmap):
    table = {}
    for c in code_points():
        if c in cmap:
            table.setdefault(cmap[c], []).append(c)
    return table


def kern_table_pairs(font, g2c):
    pairs = {}
    for sub in font["kern"].kernTables:
        if sub.format != 0:
            sys.exit("only format 0 'kern' subtables are read")
        for (left, right), value in sub.kernTable.items():
            for a in g2c.get(left, []):
                for b in g2c.get(right, []):
                    if value:
                        pairs[(a, b)] = value
    return pairs


def gpos_pairs(font, g2c):
    """The first value GPOS 'kern' lookups give each pair (as a shaper applies them)."""
    gpos = font["GPOS"].table
    indices = sorted({i for record in gpos.FeatureList.FeatureRecord
                      if record.FeatureTag == "kern" for i in record.Feature.LookupListIndex})
    pairs = {}
    for index in indices:
        lookup = gpos.LookupList.Lookup[index]
        for sub in lookup.SubTable:
            if lookup.LookupType == 9:
                sub = sub.ExtSubTable
            if sub.Format == 1:
                for i, pair_set in enumerate(sub.PairSet):
                    for record in pair_set.PairValueRecord:
                        value = getattr(record.Value1, "XAdvance", 0) or 0
                        for a in g2c.get(sub.Coverage.glyphs[i], []):
                            for b in g2c.get(record.SecondGlyph, []):
                                pairs.setdefault((a, b), value)
            else:
                class1, class2 = sub.ClassDef1.classDefs, sub.ClassDef2.classDefs
                for first in sub.Coverage.glyphs:
                    row = sub.Class1Record[class1.get(first, 0)].Class2Record
                    for second, seconds in g2c.items():
                        value = getattr(row[class2.get(second, 0)].Value1, "XAdvance", 0) or 0
                        for a in g2c.get(first, []):
                            for b in seconds:
                                pairs.setdefault((a, b), value)
    return {k: v for k, v in pairs.items() if v}


def number_lines(numbers, group=1, indent="  "):
    """Comma-separated numbers in lines of at most WIDTH columns, `group` numbers kept together."""
    lines, line = [], indent
    for i in range(0, len(numbers), group):
        item = ", ".join(str(n) for n in numbers[i:i + group]) + ","
        if len(line) + len(item) > WIDTH:
            lines.append(line.rstrip())
            line = indent
        line += item + (" " if group == 1 else "  ")
    if line.strip():
        lines.append(line.rstrip())
    return "\n".join(lines)


def header(font_file, version):
    return (f"// Generated from {font_file} ({version}) by generate_font_metrics.py: do not edit.\n"
            f"// Regenerate from the package root with:\n//   {COMMAND}\n"
            "// The font's licence is DejaVu-LICENSE.txt, beside this file.\n")


def write_font(folder, out_dir, font_file, swift_name, display_name):
    font = TTFont(os.path.join(folder, font_file))
    version = font["name"].getDebugName(5)
    cmap, hmtx = font.getBestCmap(), font["hmtx"]
    fallback = hmtx[".notdef"][0]
    metrics = line_metrics(font)
    g2c = glyphs_to_code_points(cmap)
    kerning = kern_table_pairs(font, g2c)
    if "GPOS" in font and gpos_pairs(font, g2c) != kerning:
        sys.exit(f"{font_file}: 'kern' and GPOS kerning differ; choose one deliberately")
    prefix = "_" + swift_name

    ranges, arrays = [], []
    for first, last in RANGES:
        name = f"{prefix}Advances{first:04X}"
        widths = [hmtx[cmap[c]][0] if c in cmap else fallback for c in range(first, last + 1)]
        ranges.append(f"      _AdvanceRange(first: 0x{first:04X}, widths: {name}),")
        arrays.append(f"/// Advance widths of U+{first:04X}...U+{last:04X}, in font units.\n"
                      f"let {name}: [UInt16] = [\n{number_lines(widths)}\n]\n")

    m, upem = metrics, font["head"].unitsPerEm
    main = header(font_file, version) + f"""
extension FontMetrics {{
  /// {display_name} ({version}): line metrics from its 'hhea' table, advance widths of Basic
  /// Latin, Latin-1, Latin Extended-A, general punctuation and the euro sign, and its
  /// {len(kerning)} kerning pairs among them (from its 'kern' table), in {upem} units per em.
  public static let {swift_name} = FontMetrics(
    name: "{display_name}", unitsPerEm: {upem},
    ascender: {m['ascender']}, descender: {m['descender']}, lineGap: {m['lineGap']},
    capHeight: {m['capHeight']}, xHeight: {m['xHeight']}, fallbackAdvance: {fallback},
    advances: [
{chr(10).join(ranges)}
    ],
    kerning: {prefix}Kerning)
}}

""" + "\n".join(arrays)

    triples = [n for (a, b), v in sorted(kerning.items()) for n in (a, b, v)]
    kern = header(font_file, version) + f"""
/// The kerning pairs of {display_name} among the code points of its advance table, as
/// triples: left code point, right code point, adjustment of the left one's advance in font
/// units (negative: closer).
let {prefix}Kerning: [Int32] = [
{number_lines(triples, group=3)}
]
"""
    base = "FontMetrics+" + swift_name[0].upper() + swift_name[1:]
    for suffix, text in (("", main), ("Kerning", kern)):
        path = os.path.join(out_dir, f"{base}{suffix}.swift")
        with open(path, "w") as f:
            f.write(text)
        print(f"{path}: {text.count(chr(10))} lines")
    print(f"  {display_name}: {m}, fallback {fallback}, {len(kerning)} kerning pairs")


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/dejavu"
    out_dir = os.path.dirname(os.path.abspath(__file__))
    for font_file, swift_name, display_name in FONTS:
        write_font(folder, out_dir, font_file, swift_name, display_name)


if __name__ == "__main__":
    main()
