#!/usr/bin/python3
"""The web build's fonts for the scripts the menus' font lacks, cut down to
what the game can show: Hebrew from DejaVu Sans, Korean and Chinese from
WenQuanYi Micro Hei (Debian's fonts-dejavu-core and fonts-wqy-microhei).
Each keeps every character its language's catalogs use, plus a reserve for
players' names: the Hebrew block, the 2,350 Hangul syllables of KS X 1001,
the 3,755 common hanzi of GB 2312 (level 1), and CJK punctuation.

    /usr/bin/python3 web/fonts.py dist/fonts

writes he.ttf, ko.ttf and zh.ttf there (a browser fetches one when its
language is chosen). Run by web/build.sh; needs python3-fonttools.
"""
import glob
import os
import sys

from fontTools import subset

HERE = os.path.dirname(os.path.abspath(__file__))
LOCALES = os.path.join(HERE, '..', 'assets', 'locales')
DEJAVU = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/TTF/DejaVuSans.ttf']
WQY = ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
       '/usr/share/fonts/wenquanyi/wqy-microhei/wqy-microhei.ttc']


def catalog_text(lang):
    text = set()
    for path in glob.glob(os.path.join(LOCALES, lang, '*.ftl')):
        with open(path, encoding='utf-8') as f:
            text |= set(f.read())
    return {c for c in text if ord(c) >= 0x80}


def double_byte(codec, rows, columns):
    """Every character of a two-byte national standard's rows."""
    out = set()
    for hi in rows:
        for lo in columns:
            try:
                out.add(bytes([hi, lo]).decode(codec))
            except UnicodeDecodeError:
                pass
    return out


def block(first, last):
    return {chr(c) for c in range(first, last + 1)}


CJK_PUNCTUATION = block(0x3000, 0x303F) | block(0xFF01, 0xFF5E) | {'·', '…', '—', '“', '”', '‘', '’'}

FONTS = {
    'he': (DEJAVU, 0, lambda: catalog_text('he') | block(0x0590, 0x05FF) | block(0xFB1D, 0xFB4F) | {'₪'}),
    'ko': (WQY, 0, lambda: catalog_text('ko') | double_byte('euc-kr', range(0xB0, 0xC9), range(0xA1, 0xFF))
           | block(0x3131, 0x318E) | CJK_PUNCTUATION),
    'zh': (WQY, 0, lambda: catalog_text('zh') | double_byte('gb2312', range(0xB0, 0xD8), range(0xA1, 0xFF))
           | CJK_PUNCTUATION),
}


def main(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    for lang, (paths, number, characters) in FONTS.items():
        source = next((p for p in paths if os.path.exists(p)), None)
        if source is None:
            sys.exit(f'fonts.py: no font for {lang} (looked in {", ".join(paths)}); '
                     'install fonts-dejavu-core and fonts-wqy-microhei')
        options = subset.Options()
        options.font_number = number
        options.layout_features = ['*']
        options.drop_tables += ['FFTM']
        options.name_IDs = ['*']
        options.notdef_outline = True
        font = subset.load_font(source, options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=''.join(sorted(characters())))
        subsetter.subset(font)
        target = os.path.join(out_dir, f'{lang}.ttf')
        subset.save_font(font, target, options)
        print(f'web: fonts/{lang}.ttf {os.path.getsize(target) / 1e3:.0f} kB from {os.path.basename(source)}')


if __name__ == '__main__':
    main(sys.argv[1] if len(sys.argv) > 1 else 'dist/fonts')
