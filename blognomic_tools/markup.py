"""Text from a wiki or a blog, quoted in a post the tools write: one escape per target format (pure, no I/O).

An edit summary, a user name, a proposal's title, an admin note, a Virtual Action or a gamestate value is text,
never markup: whatever it holds, the post shows it as it is and adds no link, category, template, heading, list
or tag.

- `wiki_text` escapes for wikitext as MediaWiki's own ``wfEscapeWikiText`` does: character references for every
  character that starts markup (``" & ' < = > [ ] { | } ; ~``), for ``__`` (behaviour switches), for a ``:``
  after a letter and before no space (``https://``, ``mailto:x``: free links), for the last letter of ISBN, RFC
  and PMID (magic links), for line breaks and what starts a line (``# * : - ! space tab``), for the spaces at
  either end (MediaWiki would trim them) and before ``? : ; ! % »`` (it would show no-break spaces). A line break
  stays a break inside the line (CR LF and CR count as one, as in HTML).
- `wiki_url` and `wiki_target` make a URL or a page title safe inside ``[url label]`` and ``[[target|label]]``;
  `wiki_external_link` and `wiki_link` write those links (an empty label kept empty), or the label alone when the
  URL is not http(s) or the target not a plain page title.
- `html_text` escapes for HTML text and attributes; `html_url` keeps http(s) URLs only.
"""
from __future__ import annotations

import html
import re
import unicodedata

# Characters that no wiki or HTML page can hold, written as U+FFFD: MediaWiki turns C0 controls (but tab and line
# breaks), U+FFFE and U+FFFF into U+FFFD and DEL into "?", refuses C1 controls as character references (HTML5
# forbids them), and a lone surrogate cannot be written in UTF-8 at all.
_UNWRITABLE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")

_WIKI_CHARS = {c: f"&#{ord(c)};" for c in "\"&'<=>[]{|};~"}
_WIKI = re.compile(
    r"\r\n?|\n"                             # a line break: a new line would start a list, a heading, a table...
    r"|[\"&'<=>\[\]{|};~]"                  # markup, entities, signatures (~~~)
    r"|\ufffd"                              # (a raw U+FFFD ends an external link's label)
    r"|_(?=_)"                              # __NOTOC__ and every other behaviour switch
    r"|(?<=ISB)N|(?<=RF)C|(?<=PMI)D"        # ISBN, RFC and PMID magic links, whatever space follows them
    r"| (?=[?:;!%»›])|(?<=[«‹]) "           # French spacing: MediaWiki would show a no-break space
)
# http:, mailto:, news:... (a protocol ends with a letter) before anything but a space (a character reference
# too: "mailto:&#32;" would be a link): a free link. Read on the escaped text.
_FREE_LINK = re.compile(r"(?<=[^\W\d_]):(?!\s)")
_WIKI_LINE_START = "#*:-! \t"  # lists, definitions, ----, table cells, <pre> by a leading space
_EDGE_SPACE = re.compile(r"^\s+|\s+$")  # any white space: MediaWiki trims more than ASCII


def wiki_text(text: str) -> str:
    """Wikitext that MediaWiki shows as exactly `text` and nothing more, anywhere text may stand: in a paragraph, a
    list item, a heading, a link's label, at the start of a line. Characters no page can hold are shown as U+FFFD."""
    text = _UNWRITABLE.sub("\ufffd", text)

    def one(m: re.Match) -> str:
        s = m.group()
        return "&#10;" if s[0] in "\r\n" else _WIKI_CHARS.get(s) or f"&#{ord(s)};"

    out = _WIKI.sub(one, text)
    if not unicodedata.is_normalized("NFC", out):  # MediaWiki stores text as NFC: e + U+0301 would show as é
        out = "".join(f"&#{ord(c)};" if _composes(c) else c for c in out)
    out = _EDGE_SPACE.sub(lambda m: "".join(f"&#{ord(c)};" for c in m.group()), out)
    if out and (out[0] in _WIKI_LINE_START or _composes(out[0])):  # a line's start; a mark would join what precedes
        out = f"&#{ord(out[0])};" + out[1:]
    return _FREE_LINK.sub("&#58;", out)


def _composes(c: str) -> bool:
    """Whether NFC may change `c` or join it to the character before it (a combining mark, a Hangul vowel or final
    consonant jamo, a character NFC replaces): as a character reference, it is shown as it is."""
    return unicodedata.combining(c) != 0 or unicodedata.category(c)[0] == "M" or "\u1160" <= c <= "\u11ff" \
        or "\ud7b0" <= c <= "\ud7ff" or unicodedata.normalize("NFC", c) != c


# A URL's characters that may stand as they are in [url label]: RFC 3986's unreserved and reserved ones, less the
# brackets (they end the link) and the ones wikitext reads: & ' ~ are written as character references (MediaWiki
# decodes them in a link's URL, so the link goes where the URL says), and so is the first _ of every __.
_URL_KEEP = re.compile(r"[A-Za-z0-9\-.:/?#@!$()*+,;=]|%[0-9A-Fa-f]{2}")
_URL_REFS = {"&": "&#38;", "'": "&#39;", "~": "&#126;"}
_HTTP = re.compile(r"(?i)https?://")
_IPV6_HOST = re.compile(r"(?i)https?://\[[0-9a-f:.]+\]")


def wiki_url(url: str) -> str | None:
    """`url` written so that ``[url label]`` links to it and ends where it ends: characters a URL may not hold are
    percent-encoded (UTF-8), those wikitext reads become character references. None when it is not an http(s) URL
    with a host (MediaWiki would not link it, or it would be a script)."""
    if not _HTTP.match(url) or len(url) == _HTTP.match(url).end():
        return None
    host = _IPV6_HOST.match(url)
    start = host.end() if host else 0
    out = [url[:start]]
    i = start
    while i < len(url):
        c = url[i]
        m = _URL_KEEP.match(url, i)
        if m:
            out.append(m.group())
            i = m.end()
            continue
        if c in _URL_REFS:
            out.append(_URL_REFS[c])
        elif c == "_":
            out.append("&#95;" if url[i + 1:i + 2] == "_" else "_")
        else:
            out.append("".join(f"%{b:02X}" for b in c.encode("utf-8", "replace")))
        i += 1
    return "".join(out)


# A page title in [[target|label]] that MediaWiki reads as written: letters, digits and the punctuation below (no
# character references, no %XX, no __, no ~~~, nothing that ends the link or starts a template), no ./ or ../
_TARGET = re.compile(r"(?:[^\W_]|[ !$()*,\-./:;?@^+]|_(?!_))+")
_RELATIVE = re.compile(r"(?:^|/)\.\.?(?:/|$)")


def wiki_target(target: str) -> str | None:
    """`target` as the page title of ``[[target|label]]``, with a leading colon (a link to a category or a file
    page, never a category or an image added); None when it is not a plain page title. A title of this wiki: an
    interwiki prefix (``wikipedia:``) would still link to the other wiki."""
    if not _TARGET.fullmatch(target) or target[0] in ":/ " or "://" in target or _RELATIVE.search(target) \
            or len(target.encode()) > 255:
        return None
    return ":" + target


def wiki_link(target: str, label: str) -> str:
    """``[[:target|label]]``, the label escaped; the label alone when `target` is not a plain page title."""
    page = wiki_target(target)
    return f"[[{page}|{wiki_text(label) or '<nowiki/>'}]]" if page else wiki_text(label)


def wiki_external_link(url: str, label: str) -> str:
    """``[url label]``, the label escaped; the label alone when `url` is not an http(s) URL."""
    safe = wiki_url(url)
    return f"[{safe} {wiki_text(label) or '<nowiki/>'}]" if safe else wiki_text(label)


def html_text(text: str) -> str:
    """HTML (text or a quoted attribute's value) that a browser shows as exactly `text`."""
    return html.escape(_UNWRITABLE.sub("\ufffd", text).replace("\r\n", "\n").replace("\r", "\n"), quote=True)


def html_url(url: str) -> str | None:
    """`url` for ``href="..."``: http(s) URLs only (no javascript:, data:...), escaped for the attribute; None
    otherwise."""
    if not _HTTP.match(url) or len(url) == _HTTP.match(url).end():
        return None
    return html_text(url)
