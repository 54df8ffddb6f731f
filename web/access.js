// The game's accessibility tree as HTML, for screen readers in a browser.
// AccessKit has no web adapter and a canvas says nothing, so the game sends
// its tree (egui's, with the rack and the table as lists of tiles) as JSON
// whenever it changes; this keeps an off-screen copy of it: buttons, lists,
// texts and a live region. Pressing a button here (Enter, Space, a screen
// reader's click) sends the press back to the game, which acts as if the
// button on the canvas were pressed. Named elements are kept between updates
// by what they are (role and name, and which of the same it is) rather than
// by node id, which egui derives from screen position: when a button above
// goes away, the focused "New game" stays "New game" and the reader's focus
// stays on it.

const ROLE_TAG = {
  Button: 'button', DefaultButton: 'button', CheckBox: 'button', RadioButton: 'button',
  ComboBox: 'button', MenuItem: 'button', Link: 'button', Tab: 'button',
  List: 'ul', ListItem: 'li', Label: 'p', Heading: 'h2', TextInput: 'input',
};

// A button, paragraph or heading says its name as its text; other elements
// hold the node's children.
const ownsText = (el) => el.tagName === 'BUTTON' || el.tagName === 'P' || el.tagName === 'H2';

// `game` is how the copy acts on the game: `press(id)` a button, `ask(key)`
// a question key, `type(id, text)` a text field's whole text.
export function startMirror(game) {
  const { press, ask, type: setText } = game;
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
      const typing = e.target instanceof HTMLInputElement;
      if (type === 'keydown' && !typing && !e.ctrlKey && !e.altKey && !e.metaKey && !e.repeat
        && /^Key[A-Z]$/.test(e.code)) ask(/^[a-z]$/i.test(e.key) ? e.key : e.code);
    });
  }
  // Elements by identity and by node id, as the last update left them.
  let elements = new Map();
  let byId = new Map();
  let spoken = '';

  // The element for a node: the one that had its identity last time; else
  // (a control renamed where it stands, "Put into set 1 (red 4)" become
  // "(red 4 5)") the one its node id had, if of the same kind and its old
  // identity is gone; else new.
  function element(id, node, key, pass) {
    const tag = ROLE_TAG[node.role] || 'div';
    const fits = (e) => e && e.tagName.toLowerCase() === tag && !pass.claimed.has(e);
    const moved = byId.get(id);
    let el = [elements.get(key), pass.keys.has(moved?.dataset.key) ? null : moved].find(fits);
    if (!el) {
      el = document.createElement(tag);
      if (tag === 'button') {
        el.type = 'button';
        el.addEventListener('click', () => press(el.dataset.node));
      } else if (tag === 'input') {
        // A real text field: typed here, its text goes to the game's field.
        el.type = 'text';
        el.addEventListener('input', () => setText(el.dataset.node, el.value));
      }
    }
    el.dataset.node = id;
    el.dataset.key = key;
    pass.claimed.add(el);
    pass.elements.set(key, el);
    pass.byId.set(id, el);
    return el;
  }

  // An element's lasting identity: a named one by its role and name, counted
  // among the same (the second "red 7"); an unnamed container by its node id.
  function identity(id, node, counts) {
    // A field's text changes as it is typed: it is known by its name alone.
    const said = node.role === 'TextInput' ? node.name : node.name || node.value;
    if (!said) return `#${id}`;
    const base = `${node.role}:${said}`;
    const n = (counts.get(base) || 0) + 1;
    counts.set(base, n);
    return `${base}#${n}`;
  }

  function fill(el, node) {
    if (el.tagName === 'INPUT') {
      // The game's text, unless the reader is typing in it now.
      if (document.activeElement !== el) el.value = node.value || '';
      if (node.name) el.setAttribute('aria-label', node.name);
      else el.removeAttribute('aria-label');
      el.disabled = !!node.disabled;
      return;
    }
    const name = node.name || node.value || '';
    if (ownsText(el)) {
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
    if (node.lang) el.lang = node.lang;
    else el.removeAttribute('lang');
    if (el.tagName === 'DIV' && name) el.setAttribute('role', 'group');
    if (el.tagName === 'BUTTON') el.disabled = !!node.disabled;
    if (node.number !== undefined && node.role === 'Slider') {
      el.setAttribute('role', 'slider');
      el.setAttribute('aria-valuenow', String(node.number));
    }
  }

  function render(id, nodes, pass) {
    const node = nodes[id];
    if (!node) return null;
    if (node.live) {
      // The live region is the page's own element, kept from the start.
      if (node.name && node.name !== spoken) { spoken = node.name; live.textContent = spoken; }
      return null;
    }
    const key = pass.keyOf.get(id);
    const el = element(id, node, key, pass);
    fill(el, node);
    const kids = node.children.map((c) => render(c, nodes, pass)).filter(Boolean);
    if (!ownsText(el)) sync(el, kids.map((k) => (el.tagName === 'UL' && k.tagName !== 'LI' ? wrap(k) : k)));
    return el;
  }

  function wrap(child) {
    let li = child.parentElement;
    if (!li || li.tagName !== 'LI' || li.dataset.wrapper !== 'yes') {
      li = document.createElement('li');
      li.dataset.wrapper = 'yes';
      li.append(child);
    }
    return li;
  }

  // Puts `kids` into `el` in order, moving only what is out of place: the
  // elements gone are taken out first, so one that stays (and may hold the
  // focus, which moving it would drop) is not moved past them.
  function sync(el, kids) {
    const keep = new Set(kids);
    for (const child of [...el.children]) if (!keep.has(child)) child.remove();
    kids.forEach((kid, i) => {
      if (el.children[i] !== kid) el.insertBefore(kid, el.children[i] || null);
    });
  }

  return function update(text) {
    let tree;
    try { tree = JSON.parse(text); } catch { return; }
    // Every node's identity first, so a renamed control takes over an old
    // element only when no control of that identity is left.
    const keyOf = new Map();
    const counts = new Map();
    const walk = (id) => {
      const node = tree.nodes[id];
      if (!node || node.live || keyOf.has(id)) return;
      keyOf.set(id, identity(id, node, counts));
      for (const c of node.children) walk(c);
    };
    if (tree.root) walk(tree.root);
    const pass = { keyOf, keys: new Set(keyOf.values()), claimed: new Set(), elements: new Map(), byId: new Map() };
    const top = tree.root ? render(tree.root, tree.nodes, pass) : null;
    sync(root, top ? [top] : []);
    elements = pass.elements;
    byId = pass.byId;
  };
}
