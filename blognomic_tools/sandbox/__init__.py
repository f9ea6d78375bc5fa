"""Local stand-ins for the real sites: a blog server for recorded pages (the wiki is a real MediaWiki)."""
