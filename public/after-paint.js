// Loads the client's entry after the first paint, on pages the server drew (an article, server/http/site.ts): the
// reader sees the page while the code arrives, instead of the code's download and start holding the paint back.
// A tab opened in the background loads at once (it paints nothing until shown, and frames do not run there).
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load, 0));
  // However the frames go, the code never waits more than a moment.
  setTimeout(load, 500);
})();
