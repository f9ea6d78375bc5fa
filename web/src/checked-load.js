  // A script of the site loaded by a tag with its SHA-256 (Subresource Integrity, written by the build: the browser
  // refuses a file that differs); why it did not load, said. Its one source is web/src/checked-load.js: the build
  // writes it into each script that loads another (engine-start.js and the user scripts), since a loader cannot
  // itself be loaded. `loaded()` true: there already, nothing fetched.
  function loadChecked(src, integrity, loaded) {
    if (loaded && loaded()) return Promise.resolve();
    return new Promise((ok, fail) => {
      const s = Object.assign(document.createElement("script"), { src, crossOrigin: "anonymous", integrity });
      s.onload = ok;
      s.onerror = async () => {
        let why = "it could not be loaded";
        try {
          if ((await fetch(s.src, { cache: "no-store" })).ok) why = "not the file the build made (its SHA-256 differs): refused";
        } catch (err) { /* unreachable: as said */ }
        fail(new Error(`${s.src}: ${why}`));
      };
      document.head.appendChild(s);
    });
  }
