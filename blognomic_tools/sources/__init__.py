"""Sources: where pages come from (the wiki, later the blog). I/O lives here, parsing does not."""
