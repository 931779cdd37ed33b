/**
 * Makes DOMPurify work under happy-dom 21 as it does in a browser, for the test files that
 * import this module (import it first). Two happy-dom gaps break it:
 *
 * - `nodeName` is a getter on Node.prototype returning '' that each subclass overrides;
 *   DOMPurify reads it through Node.prototype's own getter (to resist DOM clobbering) and
 *   so sees every element as nameless. Browsers define it once, on Node.prototype: here
 *   that getter dispatches to the subclass's.
 * - Its NodeIterator is a TreeWalker that stops when its current node is removed, so the
 *   nodes after the first removed one are never sanitised. Browsers follow the DOM
 *   standard's "pre-removing steps": here createNodeIterator returns an iterator that does.
 */

const baseNodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
if (baseNodeName?.get) {
  const original = baseNodeName.get;
  Object.defineProperty(Node.prototype, 'nodeName', {
    ...baseNodeName,
    get(this: Node) {
      for (let p = Object.getPrototypeOf(this); p && p !== Node.prototype; ) {
        const getter = Object.getOwnPropertyDescriptor(p, 'nodeName')?.get;
        if (getter) return getter.call(this);
        p = Object.getPrototypeOf(p);
      }
      return original.call(this);
    },
  });
}

const contains = (ancestor: Node, node: Node | null) => !!node && ancestor.contains(node);

/** The node after `node` in tree order within `root` (skipping `node`'s children if `skip`). */
function following(node: Node, root: Node, skip = false): Node | null {
  if (!skip && node.firstChild) return node.firstChild;
  for (let n: Node | null = node; n && n !== root; n = n.parentNode) {
    if (n.nextSibling) return n.nextSibling;
  }
  return null;
}

const iterators = new Set<StandardNodeIterator>();

class StandardNodeIterator {
  reference: Node;
  pointerBeforeReference = true;
  constructor(
    readonly root: Node,
    readonly whatToShow: number,
  ) {
    this.reference = root;
    iterators.add(this);
  }

  nextNode(): Node | null {
    let node: Node | null = this.reference;
    let before = this.pointerBeforeReference;
    for (;;) {
      if (!before) node = following(node, this.root);
      if (!node) return null;
      before = false;
      if (this.whatToShow & (1 << (node.nodeType - 1))) break;
    }
    this.reference = node;
    this.pointerBeforeReference = false;
    return node;
  }

  /** The DOM standard's NodeIterator pre-removing steps. */
  beforeRemoving(removed: Node) {
    if (removed === this.root || !contains(removed, this.reference)) return;
    if (this.pointerBeforeReference) {
      const next = following(removed, this.root, true);
      if (next) {
        this.reference = next;
        return;
      }
      this.pointerBeforeReference = false;
    }
    let last = removed.previousSibling;
    while (last?.lastChild) last = last.lastChild;
    this.reference = last ?? (removed.parentNode as Node);
  }
}

/** The prototype in `object`'s chain that defines `name` (happy-dom's document is not a `Document`). */
function owner(object: object, name: string): Record<string, unknown> {
  for (let p = Object.getPrototypeOf(object); p; p = Object.getPrototypeOf(p)) {
    if (Object.hasOwn(p, name)) return p;
  }
  throw new Error(`no ${name} to patch`);
}

const nodes = owner(document.body, 'removeChild');
const removeChild = nodes.removeChild as Node['removeChild'];
nodes.removeChild = function <T extends Node>(this: Node, child: T): T {
  for (const iterator of iterators) iterator.beforeRemoving(child);
  return removeChild.call(this, child) as T;
};
const elements = owner(document.body, 'remove');
const remove = elements.remove as Element['remove'];
elements.remove = function (this: Element) {
  for (const iterator of iterators) iterator.beforeRemoving(this);
  remove.call(this);
};

owner(document, 'createNodeIterator').createNodeIterator = (root: Node, whatToShow = 0xffffffff) =>
  new StandardNodeIterator(root, whatToShow);
