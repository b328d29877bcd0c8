import { expect } from 'vitest';
import { apply, newGame } from '../src/engine.js';
import type { Action } from '../src/model/action.js';
import { adventure, gt, type Library, library, lt, oneOf, support, unstated } from '../src/model/card.js';
import type { GameEvent } from '../src/model/event.js';
import type { CardId, GameState, PlayerId, ZoneName } from '../src/model/state.js';
import { GOT_2008 } from '../src/revisions/index.js';
import type { GardenerProfile } from '../src/revisions/parameters.js';

/** The rulebook's example cards (Game specific ► Examples), keyed by a label of ours. */
export const EXAMPLES: Library = library(
  // Examples ► Adventure card
  adventure('Starship Trial', {
    Reputation: 1,
    Requirements: {
      'Ply.StarshipCapacity': gt(1),
      'Ply.StarshipDrive': oneOf('Antimatter', 'Ion'),
      'Ply.StarshipFirePower': gt(2),
      'Ply.StarshipFlyRange': gt(3),
    },
  }),
  // Examples ► Adventure (the Kinesis station), with the operator GA-06 adds to PlayIfReputation
  adventure('Kinesis Station', {
    PlayIfReputation: unstated(4),
    Reputation: 2,
    Requirements: {
      'Ply.FluonResearch': gt(2),
      'Ply.StarshipCapacity': gt(1),
      'Ply.StarshipFirePower': gt(2),
      'Ply.StarshipFlyRange': gt(1),
      'Ply.StarshipWeapon': oneOf('Ion cannon'),
    },
    Feats: { StarshipDrive: 'Fluon' },
  }),
  adventure('Easy Patrol', {
    Reputation: 3,
    Requirements: { 'Ply.StarshipCapacity': gt(1) },
    Feats: { TimeTravel: 'Yes', TimeWeapons: 'Yes' },
  }),
  adventure('Zero Quest', {
    Reputation: 1,
    Requirements: { 'Ply.FluonResearch': gt(0), 'Ply.StarshipCapacity': gt(1) },
  }),
  adventure('Unique Quest', {
    Unique: 'Grail',
    Reputation: 1,
    Requirements: { 'Ply.StarshipCapacity': gt(1) },
  }),
  adventure('Costly Quest', { Cost: 2, Reputation: 1, Requirements: { 'Ply.StarshipCapacity': gt(1) } }),
  support('Magellan', { Subtype: 'Starship', Name: 'Magellan', Cost: 1, Ply: { StarshipCapacity: 1 } }),
  support('Ion Drive', {
    Subtype: 'Starship drive',
    Cost: 1,
    Ply: { StarshipDrive: 'Ion', StarshipFlyRange: 1 },
  }),
  support('Ion Cannon', {
    Subtype: 'StarshipWeapon',
    Cost: 1,
    Ply: { StarshipFirePower: 2, StarshipWeapon: 'Ion cannon' },
  }),
  support('Scientists', { Subtype: 'Scientists', Cost: 1, Ply: { FluonResearch: 1 } }),
  // Examples ► Feats
  support('Fluon Drive', {
    Subtype: 'Starship drive',
    Cost: 2,
    PlayIfBuildsite: { 'Feats.StarshipDrive': oneOf('Fluon') },
    Ply: { StarshipDrive: 'Fluon', StarshipFlyRange: 2 },
  }),
  // Examples ► Time travel, ► Time weapons
  support('Time Travel', {
    Subtype: 'Time travel',
    Cost: 1,
    PlayIfBuildsite: { 'Feats.TimeTravel': oneOf('Yes') },
    AbleToRewind: 'Last round',
  }),
  support('Time Weapons', {
    Subtype: 'Time weapons',
    Cost: 1,
    PlayIfBuildsite: { 'Feats.TimeWeapons': oneOf('Yes') },
    AbleToFreezeCompetitors: 'Yes',
  }),
  // Examples ► Incapacitation
  support('Starship Cloak', {
    Subtype: 'StarshipCloak',
    Cost: 1,
    AbleToIncapacitatePlayedCardIf: { 'Ply.SensorSensitivity': lt(2) },
  }),
  support('Sensor', {
    Subtype: 'Sensor',
    Cost: 1,
    Ply: { SensorRange: 2, SensorSensitivity: 2, SensorType: 'Magnetic' },
  }),
  // The Combat card with the correction GA-08 labels: conditions that can reach Magellan.
  support('Combat (GA-08)', {
    Subtype: 'Combat',
    Cost: 1,
    PlayIfPlayground: { 'Ply.SensorRange': gt(2) },
    AbleToIncapacitatePlayedCardIf: { 'Ply.StarshipCapacity': lt(2), Subtype: oneOf('Starship') },
  }),
  // Examples ► Unforeseen incapacitation, corrected (GA-09): the weapon has no StarshipCapacity.
  support('Unforeseen Event (GA-09)', {
    Subtype: 'Unforeseen event',
    Cost: 1,
    AbleToIncapacitatePlayedIf: { Subtype: oneOf('StarshipWeapon') },
  }),
  // Examples ► Espionage, the bare value read as `=` (GA-06)
  adventure('Espionage', {
    Subtype: 'Espionage',
    PlayIfReputation: unstated(2),
    PlayIfCompetitorBuildsite: { 'Feats.StarshipDrive': unstated('Fluon') },
    Reputation: 1,
    Requirements: { 'Ply.PortableStealth': gt(1) },
    Feats: { StarshipDrive: 'Fluon' },
  }),
  // Cards of our own for the remaining rules.
  support('Stolen Plans', {
    PlayIfCompetitorBuildsiteCard: { 'Feats.StarshipDrive': oneOf('Fluon'), Reputation: gt(1) },
  }),
  support('Scavenger', { PlayIfWreckageCard: { Subtype: oneOf('Starship'), 'Ply.StarshipCapacity': gt(1) } }),
  support('Guild Envoy', {
    Affiliation: 'Guild',
    PlayIfBuildsiteAffiliation: gt(1),
    Ply: { StarshipCapacity: 1 },
  }),
  adventure('Guild Contract', {
    Affiliation: 'Guild',
    Reputation: 1,
    Requirements: { 'Ply.StarshipCapacity': gt(1) },
  }),
  support('Chrononaut', { PlayIfBuildsiteCard: { 'Feats.TimeTravel': oneOf('Yes'), Reputation: gt(3) } }),
  support('Wingman', { PlayIfPlaygroundCard: { Subtype: oneOf('Starship'), 'Ply.StarshipCapacity': gt(1) } }),
  support('Filler', {}),
  support('Freighter', { Cost: 1, Ply: { StarshipCapacity: 2 } }),
  support('Hero Orders', { PlayIfPlayer: 'Hero', Ply: { StarshipCapacity: 1 } }),
  support('Ambush', { PlayIfPlayer: 'Competitors', Ply: { StarshipCapacity: 1 } }),
  support('Veteran', { PlayIfReputation: gt(2), Ply: { StarshipCapacity: 1 } }),
  support('Repair Crew', { AbleToRecoverPlayed: 1 }),
  support('Salvage Crew', { AbleToRecoverWrecked: 2 }),
  support('Collapse', { AbleToRewind: 'Adventure' }),
  support('Saboteur', { AbleToWreckPlayedIf: { 'Ply.StarshipCapacity': gt(0) } }),
  support('Demolition', { AbleToWreckBuildsiteCardIf: { Reputation: gt(0) } }),
  support('Swift Freighter', { AbleToSwap: 'Yes', Ply: { StarshipCapacity: 3 } }),
);

export interface PlayerSpec {
  readonly ops?: readonly string[];
  readonly stash?: readonly string[];
  readonly buildsite?: readonly string[];
  readonly wreckage?: readonly string[];
  readonly vault?: number;
  readonly team?: string;
}

/**
 * A position at the opening of the first adventure: each player's zones as listed (card ids
 * `Ana.1`, ... in the order ops, stash, buildsite, wreckage), the first named player the first hero.
 */
export function position(
  players: Readonly<Record<PlayerId, PlayerSpec>>,
  options: { profile?: GardenerProfile; lib?: Library; first?: PlayerId } = {},
): GameState {
  const ids = Object.keys(players);
  const zones: ZoneName[] = ['ops', 'stash', 'buildsite', 'wreckage'];
  const start = newGame({
    players: ids.map((id) => {
      const p = players[id] as PlayerSpec;
      return {
        id,
        stash: zones.flatMap((z) => [...((p as Record<string, readonly string[] | undefined>)[z] ?? [])]),
        ...(p.team ? { team: p.team } : {}),
      };
    }),
    library: options.lib ?? EXAMPLES,
    profile: {
      ...(options.profile ?? GOT_2008),
      parameters: { ...(options.profile ?? GOT_2008).parameters },
    },
    seed: 1,
    firstPlayer: options.first ?? (ids[0] as PlayerId),
  });
  if (!start.ok) throw new Error(start.problems.map((p) => p.message).join('; '));
  let n = 0;
  const s = start.state;
  let won = 0;
  const next = s.players.map((pl) => {
    const spec = players[pl.id] as PlayerSpec;
    n = 0;
    const take = (list: readonly string[] | undefined) => (list ?? []).map(() => `${pl.id}.${++n}`);
    const out = {
      ...pl,
      ops: take(spec.ops),
      stash: take(spec.stash),
      buildsite: take(spec.buildsite),
      wreckage: take(spec.wreckage),
      vault: spec.vault ?? 0,
    };
    won += out.vault;
    return out;
  });
  const total = Math.max(s.totalReputation, won + 20);
  return Object.freeze({ ...s, players: next, void: total - won, totalReputation: total });
}

/** A profile with some parameters changed. */
export const withParams = (
  base: GardenerProfile,
  p: Partial<GardenerProfile['parameters']>,
): GardenerProfile => ({
  ...base,
  parameters: { ...base.parameters, ...p },
});

/** The first card of that printed name in a player's zone. */
export function cardOf(s: GameState, who: PlayerId, name: string, zone: ZoneName = 'ops'): CardId {
  const p = s.players.find((x) => x.id === who);
  const id = p?.[zone].find((c) => s.cards[c]?.def === name);
  if (!id) throw new Error(`${who} has no "${name}" in ${zone}`);
  return id;
}

export const names = (s: GameState, who: PlayerId, zone: ZoneName): string[] =>
  (s.players.find((x) => x.id === who)?.[zone] ?? []).map((c) => s.cards[c]?.def ?? c);

export interface Step {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}

/** Applies an action that must be accepted. */
export function ok(s: GameState, a: Action): GameState {
  const r = apply(s, a);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(a)}: ${r.violation.message} [${r.violation.key}]`);
  return r.state;
}

/** Applies an action that must be refused, and returns the violation. */
export function refused(s: GameState, a: Action) {
  const r = apply(s, a);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(a)}`);
  return r.violation;
}

/** Plays a card by its name and pays its cost with the named ops cards (or the first others). */
export function playCard(
  s: GameState,
  who: PlayerId,
  name: string,
  paying: readonly string[] = [],
): GameState {
  const card = cardOf(s, who, name);
  let next = ok(s, { type: 'play', player: who, card });
  let i = 0;
  while (next.adventure.pending?.kind === 'cost') {
    const named = paying[i++];
    const ops = next.players.find((p) => p.id === who)?.ops ?? [];
    // Unless told otherwise, pay with Filler cards first.
    const payWith = named
      ? cardOf(next, who, named)
      : (ops.find((c) => next.cards[c]?.def === 'Filler') ?? ops.find((c) => c !== card));
    if (!payWith) throw new Error(`${who} cannot pay`);
    next = ok(next, { type: 'pay', player: who, card: payWith });
  }
  return next;
}

/** The turn player passes. */
export const pass = (s: GameState): GameState =>
  ok(s, { type: 'pass', player: s.adventure.turn as PlayerId });

/** Everybody passes until the adventure ends (a quiet round). */
export function passUntilResolved(s: GameState): GameState {
  const n = s.adventure.number;
  let next = s;
  for (let i = 0; i < 20 && next.adventure.number === n && !next.result; i++) next = pass(next);
  return next;
}

export function expectCites(v: { key: string; clause: string }, key: string, heading: string): void {
  expect(v.key).toBe(key);
  expect(v.clause).toBe(heading);
}
