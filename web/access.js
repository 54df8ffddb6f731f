// The game's accessibility tree as HTML, for screen readers in a browser.
// AccessKit has no web adapter and a canvas says nothing, so the game sends
// its tree (egui's, with the rack and the table as lists of tiles) as JSON
// whenever it changes; this keeps an off-screen copy of it: buttons, lists,
// texts and a live region. Pressing a button here (Enter, Space, a screen
// reader's click) sends the press back to the game, which acts as if the
// button on the canvas were pressed. Elements are kept by node id between
// updates, so focus stays where the reader is.

const ROLE_TAG = {
  Button: 'button', DefaultButton: 'button', CheckBox: 'button', RadioButton: 'button',
  ComboBox: 'button', MenuItem: 'button', Link: 'button', Tab: 'button',
  List: 'ul', ListItem: 'li', Label: 'p', Heading: 'h2',
};

export function startMirror(press, ask) {
  const root = document.createElement('div');
  root.id = 'access';
  root.className = 'access';
  const live = document.createElement('div');
  live.id = 'access-live';
  live.className = 'access';
  live.setAttribute('role', 'status');
  live.setAttribute('aria-live', 'polite');
  document.body.append(root, live);
  // Keys pressed on the copy are for it alone: the game's own keyboard
  // handling (Enter is Done, D is Draw) must not hear them too.
  // Letters without a modifier go to the game as questions (T: the time
  // left, W: whose turn; How to play lists them), answered in the live region.
  for (const type of ['keydown', 'keyup', 'keypress']) {
    root.addEventListener(type, (e) => {
      e.stopPropagation();
      if (type === 'keydown' && ask && !e.ctrlKey && !e.altKey && !e.metaKey && !e.repeat
        && /^Key[A-Z]$/.test(e.code)) ask(/^[a-z]$/i.test(e.key) ? e.key : e.code);
    });
  }
  const elements = new Map();
  let spoken = '';

  function element(id, node) {
    const tag = ROLE_TAG[node.role] || 'div';
    let el = elements.get(id);
    if (!el || el.tagName.toLowerCase() !== tag) {
      el = document.createElement(tag);
      el.dataset.node = id;
      if (tag === 'button') {
        el.type = 'button';
        el.addEventListener('click', () => press(el.dataset.node));
      }
      elements.set(id, el);
    }
    return el;
  }

  function fill(el, node) {
    const name = node.name || node.value || '';
    const own = el.tagName === 'BUTTON' || el.tagName === 'P' || el.tagName === 'H2';
    if (own) {
      if (el.firstChild?.nodeType !== Node.TEXT_NODE || el.firstChild.data !== name) {
        el.textContent = name;
      }
    } else if (name) {
      el.setAttribute('aria-label', name);
    } else {
      el.removeAttribute('aria-label');
    }
    if (node.role === 'CheckBox' || node.role === 'RadioButton') {
      el.setAttribute('role', node.role === 'CheckBox' ? 'checkbox' : 'radio');
      el.setAttribute('aria-checked', String(!!node.toggled));
    } else if (node.toggled !== undefined) {
      el.setAttribute('aria-pressed', String(node.toggled));
    } else {
      el.removeAttribute('aria-pressed');
    }
    if (el.tagName === 'DIV' && name) el.setAttribute('role', 'group');
    if (el.tagName === 'BUTTON') el.disabled = !!node.disabled;
    if (node.number !== undefined && node.role === 'Slider') {
      el.setAttribute('role', 'slider');
      el.setAttribute('aria-valuenow', String(node.number));
    }
  }

  function render(id, nodes, seen) {
    const node = nodes[id];
    if (!node) return null;
    seen.add(id);
    if (node.live) {
      // The live region is the page's own element, kept from the start.
      if (node.name && node.name !== spoken) { spoken = node.name; live.textContent = spoken; }
      return null;
    }
    const el = element(id, node);
    fill(el, node);
    const kids = node.children.map((c) => render(c, nodes, seen)).filter(Boolean);
    const own = el.tagName === 'BUTTON' || el.tagName === 'P' || el.tagName === 'H2';
    if (!own) sync(el, kids.map((k) => (el.tagName === 'UL' && k.tagName !== 'LI' ? wrap(k) : k)));
    return el;
  }

  function wrap(child) {
    let li = child.parentElement;
    if (!li || li.tagName !== 'LI' || li.dataset.wraps !== child.dataset.node) {
      li = document.createElement('li');
      li.dataset.wraps = child.dataset.node;
      li.append(child);
    }
    return li;
  }

  // Puts `kids` into `el` in order, moving only what is out of place.
  function sync(el, kids) {
    kids.forEach((kid, i) => {
      if (el.children[i] !== kid) el.insertBefore(kid, el.children[i] || null);
    });
    while (el.children.length > kids.length) el.lastElementChild.remove();
  }

  return function update(text) {
    let tree;
    try { tree = JSON.parse(text); } catch { return; }
    const seen = new Set();
    const top = tree.root ? render(tree.root, tree.nodes, seen) : null;
    sync(root, top ? [top] : []);
    for (const id of elements.keys()) if (!seen.has(id)) elements.delete(id);
  };
}
