// Loads the client's entry after the first paint, on pages the server drew (an article, a page drawn from its first
// view: server/http/site.ts): the reader sees the page while the code arrives, instead of the code's download and
// start holding the paint back. A tab opened in the background loads at once (it paints nothing until shown, and
// frames do not run there).
//
// Until the client has hydrated the drawing (or replaced it), the drawn page has no handlers: a tap on a button would
// do nothing and a link would load a whole new page. So what the reader does meanwhile is held here and done again
// on the client's elements once it has taken over (it fires `qiulive:takeover`, src/lib/takeover.tsx): taps, a form
// sent, Enter in a box, what was typed, and where the focus was. The client's elements are the drawing's own, or
// the same boxes in the same places (tests/e2e/first-paint.test.ts), so an element is found again by its place.
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
  else {
    // Once the first paint is on the screen (its timing entry comes when the frame is presented). A frame's callback
    // ran too early: the entry's 50 KB were requested before that frame was shown, and shared a slow line with the
    // page's first paint (Lighthouse put /football's largest paint 300 ms after its first).
    // A browser without paint timing ignores such an observer (it does not throw): it loads at the next frame's turn.
    if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        load();
      }).observe({ type: 'paint', buffered: true });
    else requestAnimationFrame(() => setTimeout(load, 0));
  }
  // However the frames go, the code never waits more than a moment.
  setTimeout(load, 500);

  const app = document.getElementById('app');
  if (!app) return;
  // A part drawn without the viewer's own settings (the board's filter and pins, kept in local storage, which the
  // server cannot read) names their keys: a viewer who has any would see it change on the takeover, so it is hidden
  // (its space kept) until the client draws it with them.
  for (const part of app.querySelectorAll('[data-viewer-keys]')) {
    try {
      if (part.dataset.viewerKeys.split(' ').some((key) => localStorage.getItem(key) !== null))
        part.style.visibility = 'hidden';
    } catch {
      // Storage blocked (private mode): the client reads none either, so the drawing is what it will draw.
    }
  }
  /** The gestures held, in order, and the latest text typed into each box. */
  const held = [];
  const typed = new Map();
  let focused = null;
  let takenOver = false;

  const textOf = (el) => (el.textContent || '').trim().slice(0, 40);
  // The drawing carries the page's resource hints (<link rel=preload>) inline, where the client puts them in <head>:
  // an element's place counts the elements that draw something.
  const HINTS = new Set(['LINK', 'META', 'STYLE', 'SCRIPT', 'NOSCRIPT', 'TEMPLATE']);
  const drawnChildren = (n) => [...n.children].filter((c) => !HINTS.has(c.tagName));
  /** Where an element of the drawing sits: its child indexes from #app, its tag and its text. */
  const placeOf = (el) => {
    const path = [];
    for (let n = el; n && n !== app; n = n.parentElement) {
      if (!n.parentElement) return null;
      path.unshift(drawnChildren(n.parentElement).indexOf(n));
    }
    return { path, tag: el.tagName, text: textOf(el), key: path.join('.') };
  };
  /** The client's element at that place; or, if the place moved, the one element of that tag with that text. */
  const find = (place) => {
    let n = app;
    for (const i of place.path) n = n && drawnChildren(n)[i];
    if (n && n.tagName === place.tag) return n;
    if (!place.text) return null;
    const same = [...app.getElementsByTagName(place.tag)].filter((e) => textOf(e) === place.text);
    return same.length === 1 ? same[0] : null;
  };
  const inDrawing = (e) =>
    !takenOver && e.target instanceof Element && app.contains(e.target) && placeOf(e.target);

  const hold = (kind) => (e) => {
    const place = inDrawing(e);
    if (!place) return;
    const link = e.target.closest('a[href]');
    // A link that leaves the site, or opens a tab, needs no client: it goes as the browser sends it.
    if (kind === 'click' && link && (link.target === '_blank' || link.origin !== location.origin))
      return;
    e.preventDefault();
    e.stopPropagation();
    held.push({ kind, place });
  };
  document.addEventListener('click', hold('click'), true);
  document.addEventListener('submit', hold('submit'), true);
  document.addEventListener(
    'keydown',
    (e) => {
      // Enter in a box of a form sends the form (held as `submit`); elsewhere the client's key handler takes it.
      if (e.key !== 'Enter' || e.target.form || !('value' in e.target)) return;
      const place = inDrawing(e);
      if (place) held.push({ kind: 'enter', place });
    },
    true,
  );
  document.addEventListener(
    'input',
    (e) => {
      const place = inDrawing(e);
      if (place && 'value' in e.target) typed.set(place.key, { place, value: e.target.value });
    },
    true,
  );
  // Where a mouse rests over the drawing: the client's element under it is told the mouse is over it (a menu or a
  // code that opens on hover), since the mouse, not moving, tells it nothing.
  let pointer = null;
  document.addEventListener(
    'mouseover',
    (e) => {
      pointer = inDrawing(e) ? { x: e.clientX, y: e.clientY } : null;
    },
    true,
  );
  document.addEventListener(
    'focusin',
    (e) => {
      const place = inDrawing(e);
      if (place) focused = place;
    },
    true,
  );

  /**
   * Sets a box's text the way typing does, so the client's own input handler sees it. A hydrated box is the drawing's
   * own element and still holds the text, which the client's first render knows nothing of: emptied through its own
   * setter first (the one React's change tracking watches), the text then arrives as a change.
   */
  const type = (el, value) => {
    el.value = '';
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    const set = Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set;
    if (set) set.call(el, value);
    else el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const replay = ({ kind, place }) => {
    const el = find(place);
    if (!el) return false;
    // An SVG element (the icon in a button) has no click(): the event itself bubbles to the button's handler.
    if (kind === 'click')
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    else if (kind === 'submit') el.requestSubmit?.();
    else
      el.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: 'Enter',
          code: 'Enter',
          bubbles: true,
          cancelable: true,
        }),
      );
    return true;
  };

  window.addEventListener(
    'qiulive:takeover',
    () => {
      takenOver = true;
      for (const { place, value } of typed.values()) {
        const el = find(place);
        if (el && 'value' in el) type(el, value);
      }
      const focus = focused && find(focused);
      if (focus instanceof HTMLElement) {
        // A hydrated box is the one the reader focused: focused again, the client hears of it (a box that opens its
        // suggestions on focus).
        if (document.activeElement === focus) focus.blur();
        focus.focus();
      }
      const under = pointer && document.elementFromPoint(pointer.x, pointer.y);
      if (under && app.contains(under)) {
        // Both kinds: a handler may listen for pointer enter (React's onPointerEnter) or mouse enter.
        const at = { bubbles: true, clientX: pointer.x, clientY: pointer.y };
        under.dispatchEvent(new PointerEvent('pointerover', { ...at, pointerType: 'mouse' }));
        under.dispatchEvent(new MouseEvent('mouseover', at));
      }
      // One at a time, a frame apart, from the frame after the text and focus went in: the client has drawn what
      // they changed (an Enter sends the text typed), and a tap may open something the next tap is on.
      const next = () => {
        const gesture = held.shift();
        if (!gesture) return;
        replay(gesture);
        requestAnimationFrame(next);
      };
      requestAnimationFrame(next);
    },
    { once: true },
  );
})();
