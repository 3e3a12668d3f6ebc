// The review page: lists the failures the server reads from the artifacts folder, shows each
// one's images, and sends Accept and Reject back with this run's token.
'use strict';

const token = document.querySelector('meta[name="review-token"]').content;
const state = { items: [], current: 0, zoom: 1 };

function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (key === 'class') node.className = value; else node.setAttribute(key, value);
  }
  for (const child of children) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

function imageURL(item, file) {
  return '/api/image?failure=' + encodeURIComponent(item.name) + '&file=' + encodeURIComponent(file);
}

function image(item, file, className) {
  const img = el('img', { src: imageURL(item, file), alt: file });
  if (className) img.className = className;
  img.addEventListener('load', () => sizeImage(img));
  return img;
}

// Zoom to pixels: the image's own size times the zoom, drawn without smoothing.
function sizeImage(img) {
  if (state.zoom > 0 && img.naturalWidth) {
    img.style.width = (img.naturalWidth * state.zoom) + 'px';
  } else {
    img.style.width = '';
  }
}

function figure(img, caption) {
  return el('figure', {}, img, el('figcaption', {}, caption));
}

function panel(item, p) {
  const title = p.path ? 'init path “' + p.path + '”' + (p.accepted ? ' (what Accept writes)' : '') : null;
  const node = el('section', { class: 'panel' }, title ? el('h3', {}, title) : null);
  const side = el('div', { class: 'view side row' });
  if (item.referenceImage) side.append(figure(image(item, item.referenceImage), 'reference'));
  side.append(figure(image(item, p.actual), p.actual.replace('.png', '')));
  if (p.diff) side.append(figure(image(item, p.diff), 'diff'));
  node.append(side);
  if (item.referenceImage) {
    // Slider: the actual image over the reference, clipped from the right.
    const wipeTop = image(item, p.actual, 'top');
    wipeTop.style.clipPath = 'inset(0 50% 0 0)';
    const wipe = el('input', { type: 'range', min: '0', max: '100', value: '50', class: 'wipe', 'aria-label': 'slider' });
    wipe.addEventListener('input', () => { wipeTop.style.clipPath = 'inset(0 ' + (100 - wipe.value) + '% 0 0)'; });
    node.append(el('div', { class: 'view slider' }, el('div', { class: 'stack' }, image(item, item.referenceImage), wipeTop),
      el('label', {}, 'reference ', wipe, ' actual')));
    // Onion skin: the actual image over the reference, at the chosen opacity.
    const onionTop = image(item, p.actual, 'top');
    onionTop.style.opacity = '0.5';
    const fade = el('input', { type: 'range', min: '0', max: '100', value: '50', class: 'onion', 'aria-label': 'onion skin' });
    fade.addEventListener('input', () => { onionTop.style.opacity = String(fade.value / 100); });
    node.append(el('div', { class: 'view onion' }, el('div', { class: 'stack' }, image(item, item.referenceImage), onionTop),
      el('label', {}, 'reference ', fade, ' actual')));
  }
  return node;
}

function card(item, index) {
  const select = el('input', { type: 'checkbox', class: 'select', 'aria-label': 'select ' + item.name });
  const accept = el('button', { type: 'button', class: 'accept' }, 'Accept');
  const reject = el('button', { type: 'button', class: 'reject' }, 'Reject');
  if (item.refusal) accept.disabled = true;
  accept.addEventListener('click', () => decide('accept', [item.name]));
  reject.addEventListener('click', () => decide('reject', [item.name]));
  const node = el('article', { class: 'failure', 'data-name': item.name, 'data-decision': '' },
    el('h2', {}, select, el('span', {}, item.testFile + ' › ' + item.test + ' › ' + item.identifier),
      el('span', { class: 'status' }, 'undecided')),
    item.location ? el('p', { class: 'meta location' }, item.location) : null,
    el('p', { class: 'meta' }, (item.missingReference ? 'missing reference: ' : 'reference: ') + item.reference),
    item.paths ? el('p', { class: 'paths' }, item.paths) : null,
    item.figures.length ? el('ul', { class: 'figures' }, ...item.figures.map((line) => el('li', {}, line))) : null,
    item.refusal ? el('p', { class: 'refusal' }, 'Cannot accept: ' + item.refusal) : null,
    el('div', { class: 'actions' }, accept, reject),
    ...item.panels.map((p) => panel(item, p)),
    el('details', {}, el('summary', {}, 'message'), el('pre', {}, item.message)));
  node.addEventListener('click', () => setCurrent(index, false));
  return node;
}

function cards() { return Array.from(document.querySelectorAll('article.failure')); }

function setCurrent(index, scroll) {
  const all = cards();
  if (!all.length) return;
  state.current = Math.max(0, Math.min(all.length - 1, index));
  all.forEach((node, i) => node.classList.toggle('current', i === state.current));
  if (scroll) all[state.current].scrollIntoView({ block: 'nearest' });
}

function log(lines) {
  const node = document.getElementById('log');
  node.hidden = false;
  node.textContent = lines.join('\n') + (node.textContent ? '\n' + node.textContent : '');
}

function mark(names, decision) {
  for (const name of names) {
    const node = cards().find((n) => n.dataset.name === name);
    if (!node) continue;
    node.dataset.decision = decision;
    node.querySelector('.status').textContent = decision;
    node.querySelector('.select').checked = false;
    if (decision === 'accepted') node.querySelectorAll('button').forEach((b) => { b.disabled = true; });
  }
  updateSummary();
}

async function post(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Designable-Review-Token': token },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(response.status + ': ' + text);
  return JSON.parse(text);
}

async function decide(action, names) {
  if (!names.length) return;
  try {
    if (action === 'accept') {
      const outcome = await post('/api/accept', { names });
      mark(outcome.accepted, 'accepted');
      log(outcome.lines);
    } else {
      const outcome = await post('/api/reject', { names });
      mark(outcome.rejected, 'rejected');
      log(['Rejected ' + outcome.rejected.join(', ') + ': nothing written.']);
    }
  } catch (error) {
    log(['Could not ' + action + ': ' + error.message]);
  }
}

function selectedNames() {
  return cards().filter((n) => n.querySelector('.select').checked).map((n) => n.dataset.name);
}

function updateSummary() {
  const all = cards();
  const count = (d) => all.filter((n) => n.dataset.decision === d).length;
  document.getElementById('summary').textContent = all.length === 0
    ? 'No snapshot failures to review.'
    : all.length + ' failure' + (all.length === 1 ? '' : 's') + ': ' + count('accepted') + ' accepted, '
      + count('rejected') + ' rejected, ' + count('') + ' undecided.';
}

function setZoom(zoom) {
  state.zoom = zoom;
  document.getElementById('zoom').value = String(zoom);
  document.body.classList.toggle('zoom-fit', zoom === 0);
  document.querySelectorAll('main img').forEach(sizeImage);
}

function setMode(mode) {
  document.body.classList.remove('mode-side', 'mode-slider', 'mode-onion');
  document.body.classList.add('mode-' + mode);
  document.querySelector('input[name="mode"][value="' + mode + '"]').checked = true;
}

async function finish() {
  try {
    const outcome = await post('/api/done', {});
    log([outcome.summary, 'The review server has stopped; this tab can be closed.']);
    document.body.dataset.done = 'true';
    document.querySelectorAll('button, input').forEach((n) => { n.disabled = true; });
  } catch (error) {
    log(['Could not stop the server: ' + error.message]);
  }
}

function afterDecision() {
  const all = cards();
  const next = all.findIndex((n, i) => i > state.current && n.dataset.decision === '');
  if (next >= 0) setCurrent(next, true);
}

document.addEventListener('keydown', (event) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  // A range input keeps the keys that move it; the page's letters and digits still work after
  // dragging the wipe or the onion skin. Text fields and the zoom menu keep every key.
  const target = event.target;
  if (target instanceof HTMLInputElement && target.type === 'range') {
    if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(event.key)) return;
  } else if (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio') {
    return;
  }
  if (target instanceof HTMLSelectElement) return;
  const current = cards()[state.current];
  const zooms = [0, 1, 2, 4, 8, 16];
  switch (event.key) {
    case 'j': setCurrent(state.current + 1, true); break;
    case 'k': setCurrent(state.current - 1, true); break;
    case 'a': if (current) decide('accept', [current.dataset.name]).then(afterDecision); break;
    case 'r': if (current) decide('reject', [current.dataset.name]).then(afterDecision); break;
    case 'x': if (current) { const box = current.querySelector('.select'); box.checked = !box.checked; } break;
    case '1': setMode('side'); break;
    case '2': setMode('slider'); break;
    case '3': setMode('onion'); break;
    case '+': case '=': setZoom(zooms[Math.min(zooms.length - 1, zooms.indexOf(state.zoom) + 1)]); break;
    case '-': setZoom(zooms[Math.max(0, zooms.indexOf(state.zoom) - 1)]); break;
    default: return;
  }
  event.preventDefault();
});

async function load() {
  document.querySelectorAll('input[name="mode"]').forEach((r) => r.addEventListener('change', () => setMode(r.value)));
  document.getElementById('zoom').addEventListener('change', (e) => setZoom(Number(e.target.value)));
  document.getElementById('select-all').addEventListener('click', () => {
    cards().forEach((n) => { n.querySelector('.select').checked = n.dataset.decision === ''; });
  });
  document.getElementById('accept-selected').addEventListener('click', () => decide('accept', selectedNames()));
  document.getElementById('reject-selected').addEventListener('click', () => decide('reject', selectedNames()));
  document.getElementById('done').addEventListener('click', finish);
  const response = await fetch('/api/failures');
  const listing = await response.json();
  state.items = listing.items;
  const main = document.getElementById('failures');
  listing.items.forEach((item, index) => main.append(card(item, index)));
  if (listing.damaged.length) log(listing.damaged.map((d) => 'damaged: ' + d));
  setCurrent(0, false);
  updateSummary();
  document.body.dataset.ready = 'true';
}

load();
