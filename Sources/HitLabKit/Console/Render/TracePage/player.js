(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var NS = 'http://www.w3.org/2000/svg';
  function undelta(a) { var out = new Array(a.length), s = 0; for (var i = 0; i < a.length; i++) { s += a[i]; out[i] = s; } return out; }
  var touches = [].map.call(document.querySelectorAll('script.touch-data'), function (node) {
    var m = JSON.parse(node.textContent);
    m.places.record = undelta(m.places.record);
    m.outputRecord = undelta(m.outputRecord);
    m.calls.entry = undelta(m.calls.entry);
    return m;
  });
  if (!touches.length) { return; }
  var m = null, touchIndex = -1, here = 0, shownMethod = -1, treeRows = [], lit = [];
  var motions = { step: 'step', next: 'next', finish: 'finish', 'reverse-step': 'reverseStep', 'reverse-next': 'reverseNext', 'reverse-finish': 'reverseFinish' };
  var keys = { s: 'step', n: 'next', f: 'finish', S: 'reverse-step', N: 'reverse-next', F: 'reverse-finish',
               ArrowRight: 'step', ArrowLeft: 'reverse-step', ArrowDown: 'next', ArrowUp: 'reverse-next' };
  function str(i) { return i >= 0 ? m.strings[i] : ''; }
  // A view where it is at the current place: moved by a body (`placed`), else as drawn.
  var placed = {};
  function view(i) { return i >= 0 ? (placed[i] || m.views[i]) : null; }
  // The moved views' places at place n: their box in the window, by view number.
  function placements(n) {
    var out = {}, g = m.geometry, k = m.places.geometry ? m.places.geometry[n] : -1;
    if (!g || !g.moved || k < 0) { return out; }
    var st = g.states[k];
    g.moved.forEach(function (v, j) {
      var p = j * 14;
      out[v] = { name: m.views[v].name, x: st[p + 10], y: st[p + 11], width: st[p + 12], height: st[p + 13] };
    });
    return out;
  }
  // Moves each moved view's shape and name in the picture `svg` to where it is at place n.
  function moveViews(svg, n) {
    var g = m.geometry, k = m.places.geometry ? m.places.geometry[n] : -1;
    if (!g || !g.moved || k < 0) { return; }
    var st = g.states[k];
    g.ids.forEach(function (id, j) {
      var p = j * 14, matrix = 'matrix(' + st.slice(p + 4, p + 10).join(' ') + ')';
      [].forEach.call(svg.querySelectorAll('[data-id="' + id + '"]'), function (e) {
        var text = e.tagName.toLowerCase() === 'text';
        e.setAttribute('x', text ? st[p] + 4 : st[p]); e.setAttribute('y', text ? st[p + 1] + 14 : st[p + 1]);
        if (!text) { e.setAttribute('width', st[p + 2]); e.setAttribute('height', st[p + 3]); }
        e.setAttribute('transform', matrix);
      });
    });
  }
  function frameText(v) { return v.name + ' (' + [v.x, v.y, v.width, v.height].join(', ') + ')'; }
  var verdictWords = ['', 'point(inside:) is being asked', 'point(inside:) said yes ✓', 'point(inside:) said no ✗'];
  var verdictClass = ['', 'wait', 'yes', 'no'];

  function selectTouch(k) {
    touchIndex = k; m = touches[k]; shownMethod = -1;
    [].forEach.call(document.querySelectorAll('.scene'), function (s, i) { s.hidden = i !== k; });
    [].forEach.call(document.querySelectorAll('.notes'), function (s) { s.hidden = s.getAttribute('data-touch') !== String(k); });
    var select = $('touch-select'); if (select) { select.value = String(k); }
    $('title').textContent = m.title;
    $('notice').textContent = m.notice || '';
    var slider = $('slider'); slider.max = String(m.places.record.length - 1);
    buildTree();
    show(m.start);
  }

  function buildTree() {
    var tree = $('tree'); tree.textContent = ''; treeRows = []; lit = [];
    var frag = document.createDocumentFragment();
    for (var c = 0; c < m.calls.header.length; c++) {
      var row = document.createElement('div');
      var ret = m.calls.returned[c];
      // Indented by depth up to 30 levels; deeper rows say their depth instead of running off the page.
      var depth = m.calls.depth[c];
      row.textContent = indent(Math.min(depth, 30)) + (depth > 30 ? '[depth ' + depth + '] ' : '') + str(m.calls.header[c]) + (ret >= 0 ? ' → ' + str(ret) : '');
      row.id = 'call-' + c;
      frag.appendChild(row); treeRows.push(row);
    }
    tree.appendChild(frag);
  }

  function indent(depth) { return depth > 1 ? new Array(depth).join('  ') : ''; }

  function frames(n) {
    var out = [], c = m.places.call[n], line = m.places.line[n];
    while (c >= 0) { out.push([c, line]); line = m.calls.callerLine[c]; c = m.calls.parent[c]; }
    return out;
  }

  function description(n) {
    var t = m.places.text[n];
    if (t >= 0) { return str(t); }
    var c = m.places.call[n], line = m.places.line[n];
    var source = m.methods[m.calls.method[c]].lines[line - 1] || '';
    return str(m.calls.header[c]) + '\n  ' + line + ' → ' + source.trim();
  }

  function showSource(n) {
    var c = m.places.call[n], list = $('source'), heading = $('method-name');
    if (c < 0) { list.textContent = ''; shownMethod = -1; heading.textContent = 'No method is running here'; return; }
    var method = m.calls.method[c];
    if (method !== shownMethod) {
      shownMethod = method; list.textContent = '';
      heading.textContent = str(m.methods[method].name);
      m.methods[method].lines.forEach(function (text, i) {
        var li = document.createElement('li'); li.dataset.line = String(i + 1);
        var num = document.createElement('span'); num.className = 'n'; num.textContent = String(i + 1);
        li.appendChild(num); li.appendChild(document.createTextNode(text));
        list.appendChild(li);
      });
    }
    var old = $('current-line'); if (old) { old.removeAttribute('id'); old.className = ''; old.removeAttribute('aria-current'); }
    var li = list.children[m.places.line[n] - 1];
    if (li) { li.id = 'current-line'; li.className = 'current'; li.setAttribute('aria-current', 'step'); reveal(list, li); }
  }

  // Scrolls a panel (never the page) so that its row shows.
  function reveal(panel, row) {
    var top = row.offsetTop, bottom = top + row.offsetHeight;
    if (top < panel.scrollTop || bottom > panel.scrollTop + panel.clientHeight) { panel.scrollTop = Math.max(0, top - panel.clientHeight / 3); }
  }

  function overlay(n) {
    // The picture of the scene as the bodies had left it by this place.
    var scene = document.querySelectorAll('.scene')[touchIndex], svg = null;
    if (!scene) { return; }
    [].forEach.call(scene.querySelectorAll('.picture'), function (p, i) { p.hidden = i !== m.places.scene[n]; if (!p.hidden) { svg = p.querySelector('svg'); } });
    if (!svg) { return; }
    moveViews(svg, n);
    [].forEach.call(scene.querySelectorAll('g.overlay'), function (old) { old.parentNode.removeChild(old); });
    var g = svg.querySelector('g.overlay');
    if (!g) { g = document.createElementNS(NS, 'g'); g.setAttribute('class', 'overlay'); svg.appendChild(g); }
    while (g.firstChild) { g.removeChild(g.firstChild); }
    var record = m.places.record[n], latest = {};
    for (var c = 0; c < m.calls.kind.length; c++) {
      if (m.calls.kind[c] === 2 && m.calls.exit[c] >= 0 && m.calls.exit[c] <= record && m.calls.view[c] >= 0) { latest[m.calls.view[c]] = str(m.calls.returned[c]); }
    }
    Object.keys(latest).forEach(function (k) {
      // A badge in the view's top right corner: a white mark on a green or vermillion disc.
      var v = view(+k), yes = latest[k] === 'true', cx = v.x + v.width - 11, cy = v.y + 11;
      var disc = document.createElementNS(NS, 'circle');
      disc.setAttribute('cx', cx); disc.setAttribute('cy', cy); disc.setAttribute('r', '8');
      disc.setAttribute('fill', yes ? '#009E73' : '#D55E00'); disc.setAttribute('stroke', 'white'); disc.setAttribute('stroke-width', '1.5');
      g.appendChild(disc);
      var t = document.createElementNS(NS, 'text');
      t.setAttribute('x', cx); t.setAttribute('y', cy + 4); t.setAttribute('font-size', '12'); t.setAttribute('font-weight', 'bold');
      t.setAttribute('text-anchor', 'middle'); t.setAttribute('fill', 'white');
      t.setAttribute('class', 'verdict'); t.setAttribute('data-view', v.name);
      t.textContent = yes ? '✓' : '✗';
      var title = document.createElementNS(NS, 'title'); title.textContent = v.name + ': point(inside:) said ' + (yes ? 'yes' : 'no'); t.appendChild(title);
      g.appendChild(t);
    });
    // The hit path: every view whose hitTest is open here, from the window in, thinly outlined.
    var onPath = {};
    frames(n).forEach(function (f) {
      var k = m.calls.view[f[0]], v = m.calls.kind[f[0]] === 1 ? view(k) : null;
      if (v && k !== m.places.asked[n] && !onPath[k]) {
        onPath[k] = true;
        var r = box(v, '', '#0072B2', '2 3', 'on the hit path: ' + v.name);
        r.setAttribute('stroke-width', '1.5'); r.setAttribute('class', 'path');
        g.appendChild(r);
      }
    });
    // The fingers on the glass here.
    var fingers = m.fingerSets && m.places.fingers ? m.fingerSets[m.places.fingers[n]] : [];
    for (var f = 0; f + 2 < fingers.length; f += 3) {
      var fd = document.createElementNS(NS, 'circle');
      fd.setAttribute('class', 'finger'); fd.setAttribute('data-finger', fingers[f]);
      fd.setAttribute('cx', fingers[f + 1]); fd.setAttribute('cy', fingers[f + 2]); fd.setAttribute('r', '9');
      fd.setAttribute('fill', 'rgb(0,90,200)'); fd.setAttribute('stroke', 'white'); fd.setAttribute('stroke-width', '2');
      var ft = document.createElementNS(NS, 'title'); ft.textContent = 'finger ' + fingers[f] + ' at (' + fingers[f + 1] + ', ' + fingers[f + 2] + ')'; fd.appendChild(ft);
      g.appendChild(fd);
    }
    var last = n === m.places.record.length - 1;
    if (last && m.hit >= 0) { g.appendChild(box(view(m.hit), 'hit-view', 'black', '', 'the hit view: ' + view(m.hit).name)); }
    var asked = view(m.places.asked[n]);
    if (asked) {
      var verdict = m.places.verdict[n];
      var colour = ['#0072B2', '#E69F00', '#009E73', '#D55E00'][verdict];
      g.appendChild(box(asked, 'asked-view', colour, verdict === 3 ? '6 4' : '', 'being asked: ' + asked.name + (verdict ? ', ' + verdictWords[verdict] : '')));
    }
  }

  function box(v, id, colour, dash, title) {
    var r = document.createElementNS(NS, 'rect');
    if (id) { r.setAttribute('id', id); }
    r.setAttribute('data-view', v.name);
    r.setAttribute('x', v.x); r.setAttribute('y', v.y); r.setAttribute('width', v.width); r.setAttribute('height', v.height);
    r.setAttribute('fill', 'none'); r.setAttribute('stroke', colour); r.setAttribute('stroke-width', '4');
    if (dash) { r.setAttribute('stroke-dasharray', dash); }
    var t = document.createElementNS(NS, 'title'); t.textContent = title; r.appendChild(t);
    return r;
  }

  function show(n) {
    var count = m.places.record.length;
    here = Math.max(0, Math.min(count - 1, n));
    placed = placements(here);
    $('slider').value = String(here);
    var record = m.places.record[here];
    $('position').textContent = 'place ' + (here + 1) + ' of ' + count + ' · record ' + Math.min(record + 1, m.records) + ' of ' + m.records;
    $('step-description').textContent = description(here);
    var asked = view(m.places.asked[here]), verdict = m.places.verdict[here], p = $('asked');
    p.textContent = '';
    if (asked) {
      p.appendChild(document.createTextNode('Asked: ' + frameText(asked) + ' in the window'));
      if (verdict) { var s = document.createElement('span'); s.className = verdictClass[verdict]; s.id = 'verdict'; s.textContent = ' · ' + verdictWords[verdict]; p.appendChild(s); }
    } else { p.textContent = 'No view is being asked here.'; }
    showSource(here);
    var set = m.places.locals[here], list = $('locals');
    list.textContent = '';
    (set >= 0 ? m.localSets[set].map(str) : []).forEach(function (line) { var li = document.createElement('li'); li.textContent = line; list.appendChild(li); });
    var glass = $('runtime'), runtimeText = str(m.places.runtime[here]);
    glass.textContent = '';
    (runtimeText ? runtimeText.split('\n') : ['(no UITouch at this step; no gesture recognizer)']).forEach(function (line) { var li = document.createElement('li'); li.textContent = line; glass.appendChild(li); });
    var stack = $('stack'), open = frames(here); stack.textContent = '';
    // As `bt` does, a stack deeper than 20 shows its 10 innermost and 10 outermost frames.
    open.forEach(function (f, i) {
      if (open.length > 20 && i >= 10 && i < open.length - 10) {
        if (i === 10) { var gap = document.createElement('li'); gap.textContent = '… ' + (open.length - 20) + ' frames …'; stack.appendChild(gap); }
        return;
      }
      var li = document.createElement('li');
      li.textContent = '#' + i + ' ' + str(m.calls.header[f[0]]) + (f[1] > 0 ? ' · line ' + f[1] : '');
      stack.appendChild(li);
    });
    if (!stack.children.length) { stack.textContent = '(no method is running)'; }
    lit.forEach(function (row) { row.className = ''; });
    lit = [];
    open.forEach(function (f, i) { var row = treeRows[f[0]]; if (row) { row.className = i === 0 ? 'current' : 'open'; lit.push(row); } });
    var current = treeRows[m.places.call[here]]; if (current) { reveal($('tree'), current); }
    var k = 0; while (k < m.outputRecord.length && m.outputRecord[k] < record) { k++; }
    var lines = []; for (var i = 0; i < k; i++) { lines.push(str(m.outputText[i])); }
    $('output').textContent = lines.join('\n');
    $('output-count').textContent = k + ' of ' + m.outputRecord.length + ' printed lines so far';
    overlay(here);
    // The address names this step, so a teacher can share or reopen it (`#touch=N&place=M`).
    var address = '#touch=' + (touchIndex + 1) + '&place=' + (here + 1);
    $('step-link').setAttribute('href', address);
    if (history.replaceState) { try { history.replaceState(null, '', address); } catch (e) { /* a page some browsers refuse to re-address */ } }
  }

  function move(name) {
    var column = m.places[motions[name]];
    if (column) { show(here + column[here]); }
  }

  [].forEach.call(document.querySelectorAll('#controls button[data-motion]'), function (b) {
    b.addEventListener('click', function () { move(b.dataset.motion); });
  });
  $('slider').addEventListener('input', function () { show(+this.value); });
  var select = $('touch-select');
  // Choosing a touch gives the keys back to the page: left focused, the menu would take the
  // arrows (switching touches) and s, n, f (jumping to options) instead of stepping.
  if (select) { select.addEventListener('change', function () { selectTouch(+select.value); select.blur(); }); }
  document.addEventListener('keydown', function (e) {
    if (e.ctrlKey || e.metaKey || e.altKey || (e.target && e.target.tagName === 'SELECT')) { return; }
    var name = keys[e.key];
    if (name && e.shiftKey && name.indexOf('reverse-') !== 0 && e.key.indexOf('Arrow') === 0) { name = 'reverse-' + name; }
    if (e.key === 'Home') { show(0); e.preventDefault(); return; }
    if (e.key === 'End') { show(m.places.record.length - 1); e.preventDefault(); return; }
    if (name) { move(name); e.preventDefault(); }
  });

  var hash = {};
  location.hash.replace(/^#/, '').split('&').forEach(function (part) { var kv = part.split('='); if (kv[0]) { hash[kv[0]] = decodeURIComponent(kv[1] || ''); } });
  // Without `touch=N` the page opens at the touch it was written for (`data-opening`).
  var opening = hash.touch ? +hash.touch - 1 : +((select && select.getAttribute('data-opening')) || 0);
  selectTouch(Math.max(0, Math.min(touches.length - 1, opening || 0)));
  if (hash.place) { show(+hash.place - 1); }
  (hash.buttons || '').split(',').forEach(function (name) {
    var b = name && document.querySelector('#controls button[data-motion="' + name + '"]');
    if (b) { b.click(); }
  });
  // `choose=N` picks touch N in the menu as a person does (focus, choose), before any keys.
  if (hash.choose && select) { select.focus(); select.value = String(+hash.choose - 1); select.dispatchEvent(new Event('change')); }
  // Keys go where a person's would: to whatever has the focus.
  (hash.keys || '').split('').forEach(function (key) {
    (document.activeElement || document).dispatchEvent(new KeyboardEvent('keydown', { key: key, shiftKey: key !== key.toLowerCase(), bubbles: true }));
  });
  // When the page was ready, in milliseconds from the start of loading (the benchmark reads it).
  document.documentElement.setAttribute('data-ready-ms', String(Math.round(performance.now())));
})();
