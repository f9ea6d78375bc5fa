"""Debian's headless Chromium, driven by Selenium, as the browser tests and bench/web.py open the sandbox's pages:
nothing but the local servers answers (every other host is unresolvable), and a profile of its own when given one
(its own HTTP cache and Cache Storage, as a player's browser has). Selenium is a test dependency: imported here only."""
from __future__ import annotations

import shutil
from pathlib import Path

LOCAL_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"


def headless_chromium(profile: Path | None = None, *, window: str = "1400,1000", console_log: bool = True):
    """A new headless Chromium (a Selenium webdriver); the caller quits it."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    o = Options()
    for a in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", f"--window-size={window}", LOCAL_ONLY):
        o.add_argument(a)
    if profile is not None:
        o.add_argument(f"--user-data-dir={profile}")
    o.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    if console_log:  # the page's console, for a failing test to show
        o.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(options=o, service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"))
