/**
 * Rule parameters declared once, as data. A game lists its parameters with these builders; the
 * TypeScript type its engine reads (`ParametersOf`), the validation of draft files and the generated
 * docs all come from that one declaration, so a value cannot be legal in one and unknown in another.
 */

/** What every parameter says about itself, whatever its kind. */
export interface ParameterInfo<G extends string = string> {
  /** What the parameter controls, in one line of our own words. */
  readonly description: string;
  /** The entries of the game's divergence catalog it settles (empty where every rulebook agrees). */
  readonly catalog: readonly string[];
  /** The clause(s) of the base rulebook whose rule it varies. */
  readonly clause: string;
  /** The section of the docs it is listed under. */
  readonly group: G;
  /**
   * Why no scenario can tell this parameter's values apart, when none can (parameter mutants,
   * `arbiter mutants`): a flip that changes no outcome is a gap in the corpus unless this says why.
   */
  readonly untestable?: string;
}

/** The values a parameter may take, as data. */
export type ParameterKind =
  /** One of named values, each with its meaning. */
  | { readonly kind: 'enum'; readonly values: Readonly<Record<string, string>> }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'integer'; readonly min: number; readonly max: number }
  /** A list of names; `of` says what they name, for docs and messages ("card names"). */
  | { readonly kind: 'names'; readonly of: string };

export type ParameterSpec<G extends string = string> = ParameterKind & ParameterInfo<G>;

/** A game's parameters: name → spec. */
export type ParameterSpecs<G extends string = string> = { readonly [name: string]: ParameterSpec<G> };

/** One of the named values; `values` maps each value to its meaning. */
export function oneOf<const V extends Readonly<Record<string, string>>, const G extends string>(
  values: V,
  info: ParameterInfo<G>,
): { readonly kind: 'enum'; readonly values: V } & ParameterInfo<G> {
  return { kind: 'enum', values, ...info };
}

/** A whole number from `min` to `max`. */
export function integer<const G extends string>(
  spec: { readonly min: number; readonly max: number } & ParameterInfo<G>,
): { readonly kind: 'integer'; readonly min: number; readonly max: number } & ParameterInfo<G> {
  return { kind: 'integer', ...spec };
}

/** `true` or `false`. */
export function yesNo<const G extends string>(
  info: ParameterInfo<G>,
): { readonly kind: 'boolean' } & ParameterInfo<G> {
  return { kind: 'boolean', ...info };
}

/** A list of names (`of` says of what: "card names"). */
export function names<const G extends string>(
  spec: { readonly of: string } & ParameterInfo<G>,
): { readonly kind: 'names'; readonly of: string } & ParameterInfo<G> {
  return { kind: 'names', ...spec };
}

/** The TypeScript type of a parameter's value, from its spec. */
export type ValueOf<S> = S extends { readonly kind: 'enum'; readonly values: infer V }
  ? keyof V & string
  : S extends { readonly kind: 'boolean' }
    ? boolean
    : S extends { readonly kind: 'integer' }
      ? number
      : S extends { readonly kind: 'names' }
        ? readonly string[]
        : never;

/** The parameters a profile sets, typed from the game's specs. */
export type ParametersOf<Specs> = { readonly [K in keyof Specs]: ValueOf<Specs[K]> };

/** The parameter names of a game's specs, in their declared order. */
export function parameterNames<Specs extends ParameterSpecs>(specs: Specs): (keyof Specs & string)[] {
  return Object.keys(specs) as (keyof Specs & string)[];
}

/** Why `value` is not a legal value of the parameter `name` declared by `spec`, or null. */
export function valueProblem(name: string, spec: ParameterKind, value: unknown): string | null {
  switch (spec.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? null : `${name} is true or false, not ${show(value)}`;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value))
        return `${name} is a whole number, not ${show(value)}`;
      if (value < spec.min || value > spec.max)
        return `${name} must be between ${spec.min} and ${spec.max}, not ${value}`;
      return null;
    case 'names':
      return Array.isArray(value) && value.every((v) => typeof v === 'string')
        ? null
        : `${name} is a list of ${spec.of}, not ${show(value)}`;
    case 'enum':
      return typeof value === 'string' && Object.hasOwn(spec.values, value)
        ? null
        : `${name} is one of ${Object.keys(spec.values).join(', ')}, not ${show(value)}`;
  }
}

function show(v: unknown): string {
  return JSON.stringify(v) ?? String(v);
}

/** A parameter value as docs and messages write it. */
export function formatValue(v: string | number | boolean | readonly string[]): string {
  if (Array.isArray(v)) return v.length === 0 ? '(none)' : v.join(', ');
  return String(v);
}
