"""Re-render the HTML Ruleset fixtures with a real MediaWiki (Debian's 1.39).

    python scripts/render_html_fixtures.py

Starts a throwaway wiki (blognomic_tools.sandbox.mediawiki), saves each fixtures/rulesets/*.wiki as a page
("Ruleset 70", "Ruleset 205", "Ruleset 209", "Ruleset"), and stores:
- fixtures/rulesets/<stem>.html: the action=parse HTML (what the API's parse returns), for R205/R209;
- fixtures/rulesets/<stem>.page.html: the full rendered page (index.php), for R70 and the live one.
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import mwclient
import requests

ROOT = Path(__file__).resolve().parent.parent
FIX = ROOT / "fixtures" / "rulesets"
PAGES = {
    "ruleset-070": ("Ruleset 70", "page"),
    "ruleset-205": ("Ruleset 205", "parse"),
    "ruleset-209": ("Ruleset 209", "parse"),
    "ruleset-2024-02-24": ("Ruleset", "page"),
}


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from blognomic_tools.sandbox.mediawiki import LocalWiki, install

    install()
    with tempfile.TemporaryDirectory() as d:
        lw = LocalWiki(d)
        url = lw.start()
        try:
            host = url.split("//")[1].rstrip("/")
            site = mwclient.Site(host, path="/", scheme="http", max_retries=2, retry_timeout=1)
            site.login("Admin@tools", "0123456789abcdefghijklmnopqrstuv")
            for stem, (title, kind) in PAGES.items():
                text = (FIX / f"{stem}.wiki").read_text()
                site.pages[title].edit(text, summary="fixture")
                if kind == "parse":
                    res = site.api("parse", page=title, prop="text|revid|displaytitle", disableeditsection=0)
                    html = res["parse"]["text"]["*"]
                    (FIX / f"{stem}.html").write_text(html)
                else:
                    r = requests.get(url + "index.php", params={"title": title}, timeout=30)
                    r.raise_for_status()
                    (FIX / f"{stem}.page.html").write_text(r.text)
                print("rendered", title)
        finally:
            lw.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
