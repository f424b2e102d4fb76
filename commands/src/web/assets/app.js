// The web view's script, served from the bot's own origin (no inline script anywhere). Its words
// come from the page's data attributes (the catalogue, in the game's language); it fetches only
// from the page's own origin.
(function () {
  'use strict';

  // A private link's page: on to the player's view (same origin, so the session cookie goes).
  var go = document.getElementById('go');
  if (go && go.getAttribute('data-go')) {
    location.replace(go.getAttribute('data-go'));
    return;
  }
  var app = document.getElementById('app');
  if (!app) return;

  var base = app.getAttribute('data-base');
  function word(k) { return app.getAttribute('data-w-' + k) || ''; }
  var boardEl = document.getElementById('board');
  var tip = document.getElementById('tip');
  var statusEl = document.getElementById('status');
  var svg = null;
  var full = null; // the whole board's box
  var view = null; // the box shown
  var state = null; // the live state (state.json)
  var etag = null;
  var replay = null; // {names, frames: [{e, r, c, cells}], verification}
  var frame = null; // the replay's position shown, null: the game as it stands
  var playing = null;

  function paintSwatches() {
    var s = document.querySelectorAll('.swatch[data-colour]');
    for (var i = 0; i < s.length; i++) s[i].style.background = s[i].getAttribute('data-colour');
  }

  function applyView() {
    if (svg && view) svg.setAttribute('viewBox', view.x + ' ' + view.y + ' ' + view.w + ' ' + view.h);
    if (svg && full) app.setAttribute('data-zoom', (full.w / view.w).toFixed(3));
  }

  function loadBoard(url) {
    return fetch(url, { credentials: 'same-origin' }).then(function (r) {
      if (!r.ok) return;
      return r.text().then(function (text) {
        var doc = new DOMParser().parseFromString(text, 'image/svg+xml');
        var el = document.importNode(doc.documentElement, true);
        var vb = (el.getAttribute('viewBox') || '0 0 100 100').split(/\s+/).map(Number);
        el.removeAttribute('width');
        el.removeAttribute('height');
        el.setAttribute('preserveAspectRatio', 'xMidYMid meet');
        el.setAttribute('aria-hidden', 'true');
        if (!full) {
          full = { x: vb[0], y: vb[1], w: vb[2], h: vb[3] };
          view = { x: full.x, y: full.y, w: full.w, h: full.h };
        }
        if (svg) boardEl.replaceChild(el, svg); else boardEl.appendChild(el);
        svg = el;
        applyView();
      });
    });
  }

  // ---- zoom and pan: wheel, drag, pinch, keys ----
  function toBoard(clientX, clientY) {
    var m = svg.getScreenCTM();
    if (!m) return { x: view.x + view.w / 2, y: view.y + view.h / 2 };
    var p = svg.createSVGPoint();
    p.x = clientX; p.y = clientY;
    p = p.matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }
  function zoom(factor, at) {
    if (!view) return;
    var w = Math.min(full.w, Math.max(full.w / 12, view.w / factor));
    var h = w * (full.h / full.w);
    var c = at || { x: view.x + view.w / 2, y: view.y + view.h / 2 };
    view.x = c.x - (c.x - view.x) * (w / view.w);
    view.y = c.y - (c.y - view.y) * (h / view.h);
    view.w = w; view.h = h;
    applyView();
  }
  function pan(dx, dy) {
    if (!view) return;
    view.x += dx; view.y += dy;
    applyView();
  }
  function fit() {
    if (!full) return;
    view = { x: full.x, y: full.y, w: full.w, h: full.h };
    applyView();
  }
  boardEl.addEventListener('wheel', function (e) {
    if (!svg) return;
    e.preventDefault();
    zoom(e.deltaY < 0 ? 1.2 : 1 / 1.2, toBoard(e.clientX, e.clientY));
  }, { passive: false });
  var pointers = {};
  var moved = false;
  var pinch = null;
  boardEl.addEventListener('pointerdown', function (e) {
    pointers[e.pointerId] = { x: e.clientX, y: e.clientY };
    moved = false;
    boardEl.setPointerCapture(e.pointerId);
    var ids = Object.keys(pointers);
    if (ids.length === 2) {
      var a = pointers[ids[0]], b = pointers[ids[1]];
      pinch = Math.hypot(a.x - b.x, a.y - b.y);
    }
  });
  boardEl.addEventListener('pointermove', function (e) {
    var p = pointers[e.pointerId];
    if (!p || !svg) { hover(e); return; }
    var ids = Object.keys(pointers);
    if (ids.length === 2 && pinch) {
      p.x = e.clientX; p.y = e.clientY;
      var a = pointers[ids[0]], b = pointers[ids[1]];
      var d = Math.hypot(a.x - b.x, a.y - b.y);
      zoom(d / pinch, toBoard((a.x + b.x) / 2, (a.y + b.y) / 2));
      pinch = d;
      moved = true;
      return;
    }
    var scale = view.w / (svg.clientWidth || boardEl.clientWidth || 1);
    var dx = e.clientX - p.x, dy = e.clientY - p.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) moved = true;
    p.x = e.clientX; p.y = e.clientY;
    if (moved) pan(-dx * scale, -dy * scale);
  });
  function release(e) {
    delete pointers[e.pointerId];
    if (Object.keys(pointers).length < 2) pinch = null;
    if (!moved) hover(e);
  }
  boardEl.addEventListener('pointerup', release);
  boardEl.addEventListener('pointercancel', release);
  boardEl.addEventListener('keydown', function (e) {
    if (!view) return;
    var step = view.w / 10;
    switch (e.key) {
      case '+': case '=': zoom(1.25); break;
      case '-': case '_': zoom(1 / 1.25); break;
      case '0': fit(); break;
      case 'ArrowLeft': pan(-step, 0); break;
      case 'ArrowRight': pan(step, 0); break;
      case 'ArrowUp': pan(0, -step); break;
      case 'ArrowDown': pan(0, step); break;
      default: return;
    }
    e.preventDefault();
  });
  document.getElementById('zin').addEventListener('click', function () { zoom(1.25); });
  document.getElementById('zout').addEventListener('click', function () { zoom(1 / 1.25); });
  document.getElementById('zfit').addEventListener('click', fit);

  // ---- a territory's holder, armies and neighbours ----
  function hover(e) {
    var el = document.elementFromPoint(e.clientX, e.clientY);
    var t = el && el.getAttribute && el.getAttribute('data-t');
    if (t === null || t === undefined || !state) { tip.hidden = true; return; }
    var info = state.territories[Number(t)];
    if (!info) { tip.hidden = true; return; }
    var holder = info.holder, armies = info.armies;
    if (frame !== null && replay) {
      var cell = replay.frames[frame].cells[Number(t)];
      holder = cell[0] < 0 ? word('unclaimed') : replay.names[cell[0]];
      armies = String(cell[1]);
    }
    var near = info.neighbours.map(function (n) { return state.territories[n].name; }).join(', ');
    tip.textContent = '';
    var lines = [info.name, word('holder') + ': ' + holder, word('armies') + ': ' + armies,
      word('neighbours') + ': ' + near];
    lines.forEach(function (l, i) {
      var div = document.createElement(i === 0 ? 'strong' : 'div');
      div.textContent = l;
      tip.appendChild(div);
    });
    var box = boardEl.getBoundingClientRect();
    tip.style.left = Math.min(e.clientX - box.left + 12, box.width - 220) + 'px';
    tip.style.top = (e.clientY - box.top + 12) + 'px';
    tip.hidden = false;
  }
  boardEl.addEventListener('pointerleave', function () { tip.hidden = true; });

  // ---- live updates: the state polled with its ETag ----
  function showText(html) {
    var text = document.getElementById('text');
    var skip = text.firstChild;
    text.innerHTML = html; // made by the bot, every name escaped
    paintSwatches();
    return skip;
  }
  function poll() {
    var headers = etag ? { 'If-None-Match': etag } : {};
    return fetch(base + '/state.json', { credentials: 'same-origin', headers: headers })
      .then(function (r) {
        if (r.status === 304 || !r.ok) return;
        etag = r.headers.get('ETag');
        return r.json().then(function (s) {
          var changed = state && state.version !== s.version;
          state = s;
          app.setAttribute('data-version', s.version);
          if (frame === null) {
            statusEl.textContent = s.status;
            showText(s.text);
            if (changed) loadBoard(base + '/board.svg');
          }
          if (changed && replay) replay = null;
        });
      })
      .catch(function () {});
  }
  setInterval(function () { if (!document.hidden) poll(); }, 5000);

  // ---- the replay ----
  function loadReplay() {
    if (replay) return Promise.resolve(replay);
    return fetch(base + '/replay.json', { credentials: 'same-origin' }).then(function (r) {
      if (!r.ok) return null;
      return r.json().then(function (data) {
        var cells = [];
        data.frames.forEach(function (f) {
          cells = cells.slice();
          f.d.forEach(function (c) { cells[c[0]] = [c[1], c[2]]; });
          f.cells = cells;
        });
        replay = data;
        var v = document.getElementById('verification');
        if (v) v.textContent = data.verification || '';
        return replay;
      });
    });
  }
  function showFrame(k) {
    if (!replay || !replay.frames.length) return Promise.resolve();
    k = Math.max(0, Math.min(replay.frames.length - 1, k));
    frame = k;
    var f = replay.frames[k];
    var where = word('position').replace('{E}', f.e).replace('{R}', f.r) +
      ' (' + (k + 1) + '/' + replay.frames.length + ')';
    document.getElementById('rpos').textContent = where;
    statusEl.textContent = where;
    var rows = document.querySelectorAll('#territories tr[data-t]');
    for (var i = 0; i < rows.length; i++) {
      var c = f.cells[Number(rows[i].getAttribute('data-t'))];
      if (!c) continue;
      rows[i].querySelector('.holder').textContent = c[0] < 0 ? word('unclaimed') : replay.names[c[0]];
      rows[i].querySelector('.armies').textContent = String(c[1]);
    }
    return loadBoard(base + '/frame/' + k + '.svg').then(function () {
      app.setAttribute('data-frame', String(k));
      app.setAttribute('data-round', String(f.r));
    });
  }
  function turnFrom(k, dir) {
    var f = replay.frames;
    var i = k + dir;
    while (i > 0 && i < f.length - 1 && f[i].c === f[k].c && f[i].r === f[k].r) i += dir;
    return i;
  }
  function step(how) {
    return loadReplay().then(function (r) {
      if (!r || !r.frames.length) return;
      var last = r.frames.length - 1;
      var k = frame === null ? last : frame;
      switch (how) {
        case 'first': return showFrame(0);
        case 'prev': return showFrame(k - 1);
        case 'next': return showFrame(k + 1);
        case 'prevturn': return showFrame(turnFrom(k, -1));
        case 'nextturn': return showFrame(turnFrom(k, 1));
        default: return showFrame(Number(how));
      }
    });
  }
  function stop() {
    if (playing) clearInterval(playing);
    playing = null;
    var b = document.getElementById('rplay');
    if (b) b.textContent = word('play');
  }
  function live() {
    stop();
    frame = null;
    app.removeAttribute('data-frame');
    etag = null;
    return poll().then(function () { return loadBoard(base + '/board.svg'); });
  }
  var buttons = { rfirst: 'first', rprev: 'prev', rnext: 'next', rprevturn: 'prevturn', rnextturn: 'nextturn' };
  Object.keys(buttons).forEach(function (id) {
    var b = document.getElementById(id);
    if (b) b.addEventListener('click', function () { stop(); step(buttons[id]); });
  });
  var now = document.getElementById('rnow');
  if (now) now.addEventListener('click', live);
  var play = document.getElementById('rplay');
  if (play) play.addEventListener('click', function () {
    if (playing) { stop(); return; }
    play.textContent = word('pause');
    loadReplay().then(function (r) {
      if (!r) return stop();
      if (frame === null || frame >= r.frames.length - 1) showFrame(0);
      playing = setInterval(function () {
        if (frame >= replay.frames.length - 1) return stop();
        step('nextturn');
      }, 900);
    });
  });
  // For tests and links: #frame=k opens the replay at position k.
  app.stepTo = step;

  paintSwatches();
  loadBoard(base + '/board.svg').then(poll).then(function () {
    app.setAttribute('data-ready', '1');
    var m = /#frame=(\d+)/.exec(location.hash);
    if (m && app.getAttribute('data-replay') === '1') step(m[1]);
  });
})();
