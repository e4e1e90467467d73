#!/usr/bin/python3
"""Prints every line of text of a PDF with the size of its smallest type, for the tests of what a
student reads (tests/cli_sheet_test.cpp): one line per text line, "PAGE<TAB>SIZE<TAB>TEXT", PAGE
from 1, SIZE the smallest character's font size in points (pdfminer: the glyph box's height in
user space, i.e. the size the text was set at) with one decimal."""
import sys

from pdfminer.high_level import extract_pages
from pdfminer.layout import LAParams, LTChar, LTTextContainer, LTTextLine


def lines(container):
    for item in container:
        if isinstance(item, LTTextLine):
            yield item
        elif isinstance(item, LTTextContainer):
            yield from lines(item)


def main():
    for number, page in enumerate(extract_pages(sys.argv[1], laparams=LAParams()), start=1):
        for line in lines(page):
            sizes = [c.size for c in line if isinstance(c, LTChar) and c.get_text().strip()]
            text = line.get_text().strip()
            if sizes and text:
                print(f"{number}\t{min(sizes):.1f}\t{text}")


if __name__ == "__main__":
    main()
