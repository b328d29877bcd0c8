/**
 * A small, strict XML 1.0 reader for the tests: it checks well-formedness (one root, matching
 * tags, quoted and unique attributes, only the five predefined entities and legal character
 * references, no character XML forbids, no `<` or bare `&` in text, no `]]>` in text) and returns
 * the element tree. It does not read DTDs; JUnit reports have none. No regular expressions.
 */
export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  /** The element's own text (not its children's), entities decoded. */
  text: string;
}

export class XmlError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} at offset ${offset}`);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function isLegalChar(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

function isNameStart(c: string): boolean {
  const cp = c.codePointAt(0) ?? 0;
  return (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) || c === '_' || c === ':' || cp >= 0xc0;
}

function isNameChar(c: string): boolean {
  const cp = c.codePointAt(0) ?? 0;
  return isNameStart(c) || c === '-' || c === '.' || (cp >= 0x30 && cp <= 0x39) || cp === 0xb7;
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';

class Reader {
  i = 0;
  constructor(readonly s: string) {
    // Every character of the document must be one XML allows (surrogates must pair up).
    for (let k = 0; k < s.length; k++) {
      const cp = s.codePointAt(k) as number;
      if (!isLegalChar(cp)) throw new XmlError(`illegal character U+${cp.toString(16).padStart(4, '0')}`, k);
      if (cp > 0xffff) k++;
    }
  }

  fail(message: string): never {
    throw new XmlError(message, this.i);
  }

  startsWith(t: string): boolean {
    return this.s.startsWith(t, this.i);
  }

  expect(t: string): void {
    if (!this.startsWith(t)) this.fail(`expected ${JSON.stringify(t)}`);
    this.i += t.length;
  }

  spaces(): boolean {
    const from = this.i;
    while (isSpace(this.s[this.i])) this.i++;
    return this.i > from;
  }

  name(): string {
    const from = this.i;
    if (!isNameStart(this.s[this.i] ?? '')) this.fail('expected a name');
    while (this.i < this.s.length && isNameChar(this.s[this.i] as string)) this.i++;
    return this.s.slice(from, this.i);
  }

  /** `&name;` or `&#N;` / `&#xN;` at the current position; returns the character(s). */
  reference(): string {
    this.expect('&');
    const end = this.s.indexOf(';', this.i);
    if (end < 0 || end - this.i > 10) this.fail('unterminated entity reference');
    const body = this.s.slice(this.i, end);
    this.i = end + 1;
    if (body.startsWith('#')) {
      const hex = body[1] === 'x';
      const digits = body.slice(hex ? 2 : 1);
      if (digits.length === 0) this.fail('empty character reference');
      for (const d of digits) {
        const ok = hex ? '0123456789abcdefABCDEF'.includes(d) : '0123456789'.includes(d);
        if (!ok) this.fail(`bad character reference &${body};`);
      }
      const cp = Number.parseInt(digits, hex ? 16 : 10);
      if (!isLegalChar(cp)) this.fail(`character reference to an illegal character &${body};`);
      return String.fromCodePoint(cp);
    }
    const v = ENTITIES[body];
    if (v === undefined) this.fail(`unknown entity &${body};`);
    return v;
  }

  attrValue(): string {
    const q = this.s[this.i];
    if (q !== '"' && q !== "'") this.fail('attribute values must be quoted');
    this.i++;
    let out = '';
    for (;;) {
      const c = this.s[this.i];
      if (c === undefined) this.fail('unterminated attribute value');
      if (c === q) {
        this.i++;
        return out;
      }
      if (c === '<') this.fail('`<` in an attribute value');
      if (c === '&') out += this.reference();
      else {
        out += c;
        this.i++;
      }
    }
  }

  comment(): void {
    this.expect('<!--');
    const end = this.s.indexOf('-->', this.i);
    if (end < 0) this.fail('unterminated comment');
    if (this.s.slice(this.i, end).includes('--')) this.fail('`--` inside a comment');
    this.i = end + 3;
  }

  misc(): void {
    for (;;) {
      this.spaces();
      if (this.startsWith('<!--')) this.comment();
      else if (this.startsWith('<?')) this.pi();
      else return;
    }
  }

  pi(): void {
    this.expect('<?');
    const target = this.name();
    if (target.toLowerCase() === 'xml') this.fail('an XML declaration is only allowed at the very start');
    const end = this.s.indexOf('?>', this.i);
    if (end < 0) this.fail('unterminated processing instruction');
    this.i = end + 2;
  }

  element(): XmlElement {
    this.expect('<');
    const name = this.name();
    const attrs: Record<string, string> = {};
    for (;;) {
      const hadSpace = this.spaces();
      if (this.startsWith('/>')) {
        this.i += 2;
        return { name, attrs, children: [], text: '' };
      }
      if (this.startsWith('>')) {
        this.i++;
        break;
      }
      if (!hadSpace) this.fail('attributes must be separated by white space');
      const a = this.name();
      this.spaces();
      this.expect('=');
      this.spaces();
      if (Object.hasOwn(attrs, a)) this.fail(`duplicate attribute ${a}`);
      attrs[a] = this.attrValue();
    }
    const el: XmlElement = { name, attrs, children: [], text: '' };
    for (;;) {
      const c = this.s[this.i];
      if (c === undefined) this.fail(`unclosed element <${name}>`);
      if (this.startsWith('</')) {
        this.i += 2;
        const close = this.name();
        if (close !== name) this.fail(`</${close}> closes <${name}>`);
        this.spaces();
        this.expect('>');
        return el;
      }
      if (this.startsWith('<!--')) this.comment();
      else if (this.startsWith('<![CDATA[')) {
        this.i += 9;
        const end = this.s.indexOf(']]>', this.i);
        if (end < 0) this.fail('unterminated CDATA section');
        el.text += this.s.slice(this.i, end);
        this.i = end + 3;
      } else if (this.startsWith('<?')) this.pi();
      else if (c === '<') el.children.push(this.element());
      else if (c === '&') el.text += this.reference();
      else {
        if (this.startsWith(']]>')) this.fail('`]]>` in text');
        el.text += c;
        this.i++;
      }
    }
  }

  document(): XmlElement {
    if (this.startsWith('<?xml')) {
      const end = this.s.indexOf('?>', this.i);
      if (end < 0) this.fail('unterminated XML declaration');
      const decl = this.s.slice(this.i, end);
      if (!decl.includes('version="1.0"')) this.fail('the declaration must say version="1.0"');
      this.i = end + 2;
    }
    this.misc();
    if (this.s[this.i] !== '<') this.fail('expected the root element');
    const root = this.element();
    this.misc();
    if (this.i !== this.s.length) this.fail('content after the root element');
    return root;
  }
}

/** Parses a whole document; throws `XmlError` when it is not well-formed. */
export function parseXml(text: string): XmlElement {
  return new Reader(text).document();
}

/** Every descendant element with this name, in document order. */
export function findAll(el: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement) => {
    for (const c of e.children) {
      if (c.name === name) out.push(c);
      walk(c);
    }
  };
  walk(el);
  return out;
}
