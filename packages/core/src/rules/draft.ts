/**
 * Copy-on-write drafts of a frozen state: the kernel's own, behind `Tx` (mutative's until issue 16's
 * fourth round, immer's before). A rule reads and writes a draft as if it were the state; the
 * transaction ends with a new frozen state that shares every object the rule did not write, and the
 * state it started from untouched.
 *
 * Why not a library: mutative and immer copy an object as soon as a rule reads one of its children
 * through the draft (the child draft is stored in the parent's copy), so reading one card record copied
 * the whole card records object, and the finaliser then walked that copy. Here a read only hands out a
 * child draft, remembered beside the parent; an object is copied when it, or something under it, is
 * written. Finalising visits only what was written, and freezes only what the transaction made.
 *
 * Plain objects and arrays are drafted (a state is JSON data); anything else is returned as it is.
 * A value the rule made itself (not frozen, not from the state before) is returned as it is, and written
 * in place, as with the libraries.
 */

import { deepFreeze } from '../freeze.js';

/** Where a draft keeps its bookkeeping: `peek` reads it without drafting. */
export const DRAFT_STATE: unique symbol = Symbol('arbiter.draft');

interface DraftState {
  /** The object the draft stands for: frozen, or the root a transaction was given. */
  readonly base: Record<PropertyKey, unknown>;
  readonly array: boolean;
  readonly parent: DraftState | null;
  /** The shallow copy, made on the first write to this object or below it. */
  copy: Record<PropertyKey, unknown> | null;
  /** Child drafts handed out by reads before there was a copy; the copy takes them over. */
  children: Map<PropertyKey, object> | null;
  /**
   * Keys of an object's copy that may hold a draft or a new value, or were deleted: finalising visits
   * only these, and `changedKeys` reports them.
   */
  touched: Set<PropertyKey> | null;
  proxy: object;
  /** Whether finalising records what changed here, for `changedKeys`: a part of the root asked for. */
  readonly tracked: boolean;
  /** The root's parts to track (`produce`'s `track`); null below the root. */
  readonly track: ReadonlySet<PropertyKey> | null;
  /** The finalised object, once the transaction has ended. */
  result: unknown;
  finalised: boolean;
}

const hasOwn = (o: object, key: PropertyKey) => Object.hasOwn(o, key);

function draftable(value: unknown): value is Record<PropertyKey, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The draft's bookkeeping, if `value` is a draft of this module. */
export function draftStateOf(value: unknown): DraftState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return (value as { [DRAFT_STATE]?: DraftState })[DRAFT_STATE];
}

/** What a draft currently stands for: its copy once written, else its base. */
export function latest(state: DraftState): Record<PropertyKey, unknown> {
  return state.copy ?? state.base;
}

// An object's proxy wraps its bookkeeping; an array's wraps `[state]`, so that `Array.isArray` holds.
const stateOfTarget = (target: object): DraftState =>
  Array.isArray(target) ? (target[0] as DraftState) : (target as DraftState);

function createDraft(
  base: Record<PropertyKey, unknown>,
  parent: DraftState | null,
  tracked: boolean,
  track: ReadonlySet<PropertyKey> | null = null,
): object {
  const array = Array.isArray(base);
  const state: DraftState = {
    base,
    array,
    parent,
    copy: null,
    children: null,
    touched: null,
    proxy: null as unknown as object,
    // A base that is not frozen (a root being put together) may still change: nothing to compare with.
    tracked: tracked && !array && Object.isFrozen(base),
    track,
    result: undefined,
    finalised: false,
  };
  state.proxy = new Proxy(array ? [state] : state, handler);
  return state.proxy;
}

/** Copies the object (once), handing the copy the child drafts read so far. */
function prepareCopy(state: DraftState): Record<PropertyKey, unknown> {
  if (state.copy) return state.copy;
  const copy = (state.array ? [...(state.base as unknown as unknown[])] : { ...state.base }) as Record<
    PropertyKey,
    unknown
  >;
  state.copy = copy;
  if (!state.array) state.touched = new Set();
  if (state.children) {
    for (const [key, child] of state.children) {
      copy[key] = child;
      state.touched?.add(key);
    }
    state.children = null;
  }
  return copy;
}

/** A write here or below: this object and every parent up to the root get their copy. */
function markChanged(state: DraftState): void {
  let s: DraftState | null = state;
  while (s && !s.copy) {
    prepareCopy(s);
    s = s.parent;
  }
}

/** The child draft for a read of `key`, or the value itself when it is not drafted. */
function read(state: DraftState, key: PropertyKey): unknown {
  const source = latest(state);
  const value = source[key];
  if (typeof value !== 'object' || value === null || !hasOwn(source, key)) return value;
  if (state.copy === null) {
    // A base is part of a frozen state, which holds no draft: only the children handed out are drafts.
    const known = state.children?.get(key);
    if (known) return known;
  } else if (value[DRAFT_STATE as keyof typeof value] !== undefined) return value;
  // A value the rule made itself is its own to change; what came from a state is frozen, or the base's.
  if (!draftable(value) || (value !== state.base[key] && !Object.isFrozen(value))) return value;
  const child = createDraft(value, state, state.track?.has(key) ?? false);
  if (state.copy) {
    state.copy[key] = child;
    state.touched?.add(key);
  } else {
    if (state.children === null) state.children = new Map();
    state.children.set(key, child);
  }
  return child;
}

function write(state: DraftState, key: PropertyKey, value: unknown): boolean {
  const source = latest(state);
  const current = state.copy === null ? (state.children?.get(key) ?? source[key]) : source[key];
  // Writing back what is there changes nothing: the object stays shared.
  if (Object.is(current, value) && (value !== undefined || hasOwn(source, key))) return true;
  markChanged(state);
  const copy = state.copy as Record<PropertyKey, unknown>;
  copy[key] = value;
  state.touched?.add(key);
  return true;
}

/**
 * The editing methods of an array draft, run on its copy: through the traps, `shift` or `splice` on a
 * deck of forty cards is a hundred trapped reads and writes moving each card down by one.
 */
type ArrayEdit = (this: unknown[], ...args: unknown[]) => unknown;
type ArrayEditName = 'push' | 'pop' | 'shift' | 'unshift' | 'splice';

/** Whether `key` names one of those methods: every read of an array draft asks, so no lookup, five comparisons. */
const isArrayEdit = (key: PropertyKey): key is ArrayEditName =>
  key === 'push' || key === 'pop' || key === 'shift' || key === 'unshift' || key === 'splice';

/** Whether an edit leaves an array of `length` items as it is (it then stays shared, as through the traps). */
function editsNothing(key: ArrayEditName, args: readonly unknown[], length: number): boolean {
  switch (key) {
    case 'push':
    case 'unshift':
      return args.length === 0;
    case 'pop':
    case 'shift':
      return length === 0;
    case 'splice': {
      // `splice(start, deleteCount, ...items)`, its arguments read as the method reads them.
      if (args.length > 2) return false;
      if (args.length === 0) return true;
      const from = Math.trunc(Number(args[0])) || 0;
      const start = from < 0 ? Math.max(length + from, 0) : Math.min(from, length);
      const count = args.length === 1 ? length - start : Math.trunc(Number(args[1])) || 0;
      return Math.min(Math.max(count, 0), length - start) === 0;
    }
  }
}

function arrayEdit(state: DraftState, key: ArrayEditName, edit: ArrayEdit) {
  return (...args: unknown[]): unknown => {
    const items = latest(state) as unknown as unknown[];
    if (editsNothing(key, args, items.length))
      return key === 'splice' ? [] : key === 'push' || key === 'unshift' ? items.length : undefined;
    markChanged(state);
    return edit.apply(state.copy as unknown as unknown[], args);
  };
}

const handler: ProxyHandler<object> = {
  get(target, key) {
    const state = stateOfTarget(target);
    if (key === DRAFT_STATE) return state;
    if (state.array && isArrayEdit(key)) return arrayEdit(state, key, Array.prototype[key] as ArrayEdit);
    return read(state, key);
  },
  set(target, key, value) {
    return write(stateOfTarget(target), key, value);
  },
  deleteProperty(target, key) {
    const state = stateOfTarget(target);
    if (!hasOwn(latest(state), key)) return true;
    markChanged(state);
    delete (state.copy as Record<PropertyKey, unknown>)[key];
    // Kept: finalising skips a key the copy no longer has, and `changedKeys` must report it.
    state.touched?.add(key);
    return true;
  },
  has(target, key) {
    return key in latest(stateOfTarget(target));
  },
  ownKeys(target) {
    return Reflect.ownKeys(latest(stateOfTarget(target)));
  },
  getOwnPropertyDescriptor(target, key) {
    const state = stateOfTarget(target);
    const owner = latest(state);
    const desc = Reflect.getOwnPropertyDescriptor(owner, key);
    if (!desc) return desc;
    // An array's `length` is the proxy target's own non-configurable property; everything else is
    // reported configurable, as the proxy's target does not hold it. The value as stored: spreads and
    // `Object.entries` read each value through `get` after this, which drafts it.
    return {
      writable: true,
      configurable: !state.array || key !== 'length',
      enumerable: desc.enumerable,
      value: desc.value,
    };
  },
  defineProperty(target, key, desc) {
    if (!('value' in desc)) throw new Error(`a draft takes plain data, not an accessor for ${String(key)}`);
    return write(stateOfTarget(target), key, desc.value);
  },
  getPrototypeOf(target) {
    return Object.getPrototypeOf(stateOfTarget(target).base);
  },
  setPrototypeOf() {
    throw new Error('a draft cannot change its prototype');
  },
};

/**
 * The value to keep for `value` in a finalised object: a draft's result, a new object frozen with its
 * contents finalised, anything else as it is (what came from the state before is frozen already).
 */
function finalValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const state = draftStateOf(value);
  if (state) return finalise(state);
  if (Object.isFrozen(value)) return value;
  const o = value as Record<PropertyKey, unknown>;
  if (Array.isArray(o)) for (let i = 0; i < o.length; i++) o[i] = finalValue(o[i]);
  else for (const key of Object.keys(o)) o[key] = finalValue(o[key]);
  return Object.freeze(o);
}

function finalise(state: DraftState): unknown {
  if (state.finalised) return state.result;
  state.finalised = true;
  const copy = state.copy;
  if (copy === null) {
    state.result = state.base;
    return state.base;
  }
  if (state.array) {
    const items = copy as unknown as unknown[];
    for (let i = 0; i < items.length; i++) items[i] = finalValue(items[i]);
  } else {
    const touched = state.touched as Set<PropertyKey>;
    for (const key of touched) if (hasOwn(copy, key)) copy[key] = finalValue(copy[key]);
    if (state.tracked) edits.set(copy, { base: state.base, keys: touched });
  }
  state.result = Object.freeze(copy);
  return state.result;
}

/** What a transaction changed in an object it copied: the frozen object before, and the keys. */
interface Edit {
  readonly base: object;
  /** Every key whose value may differ from `base`'s (added, replaced or deleted); the others are `base`'s. */
  readonly keys: ReadonlySet<PropertyKey>;
}

const edits = new WeakMap<object, Edit>();

/** How many transactions `changedKeys` follows back before it gives up (an action runs about three). */
const MAX_EDITS = 16;

const NOTHING: ReadonlySet<PropertyKey> = new Set();

/**
 * The keys whose values may differ between `before` and `after`, an object that transactions made from
 * it (one, or a chain of them: an action runs several); every other key holds the same value in both.
 * Only the parts `produce` was asked to track are known. Null when `after` was not made
 * from `before` that way (untracked, built otherwise, or too many steps apart): the caller then
 * compares the whole objects. Invariants use it to check only what an action changed, such
 * as the few card records an action wrote out of the state's hundred and more.
 */
export function changedKeys(after: object, before: object): ReadonlySet<PropertyKey> | null {
  if (after === before) return NOTHING;
  let edit = edits.get(after);
  if (edit === undefined) return null;
  if (edit.base === before) return edit.keys;
  const keys = new Set(edit.keys);
  for (let step = 1; step < MAX_EDITS; step++) {
    edit = edits.get(edit.base);
    if (edit === undefined) return null;
    for (const key of edit.keys) keys.add(key);
    if (edit.base === before) return keys;
  }
  return null;
}

/**
 * Runs `fn` on a draft of `base` and returns the new state: `base` itself if nothing was written, else a
 * frozen copy of what was written, sharing the rest. `base`'s own objects must be frozen (a state is
 * frozen whole); only the root may be a fresh object (a state being put together), and is then frozen.
 * With `track`, `changedKeys` knows what changed in those parts of the root (its keys): only those, as
 * recording every copied object kept its bookkeeping alive with every state, a cost to every action.
 */
export function produce<T>(base: T, fn: (draft: T) => void, track?: ReadonlySet<PropertyKey>): T {
  if (!draftable(base)) throw new Error('a draft is made of a plain object or array');
  const proxy = createDraft(base, null, false, track ?? null) as T;
  fn(proxy);
  const result = finalise(draftStateOf(proxy) as DraftState) as T;
  // A root put together from parts (not frozen yet) is frozen whole, as a state is.
  return Object.isFrozen(base) ? result : deepFreeze(result);
}
