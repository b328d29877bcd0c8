import type { Trait, TraitAmounts, TraitScores } from './traits.js';

/** Card types (2.1.1), plus the business and resource cards of deck construction (4.1). */
export type CardType = 'character' | 'event' | 'equipment' | 'vehicle' | 'location' | 'business' | 'resource';

/** A cost: money valuation plus trait valuation (2.4.1). */
export interface Cost {
  readonly money: number;
  readonly traits: TraitAmounts;
}

/** A keyword with its raw parameters, e.g. `{ name: 'MUTATION', args: ['4'] }`; read by keyword modules. */
export interface KeywordInstance {
  readonly name: string;
  readonly args: readonly string[];
}

/** Who an effect reaches. `target` means a card chosen when the card or ability goes on the stack. */
export type EffectTarget = 'controller' | 'each-opponent' | 'target-card' | 'target-player' | 'top-of-stack';

/** A small declarative effect vocabulary; the keyword issue grows it. Nothing in a card executes code. */
export type Effect =
  | { readonly op: 'gain-money'; readonly amount: number; readonly who: EffectTarget }
  | { readonly op: 'lose-money'; readonly amount: number; readonly who: EffectTarget }
  | { readonly op: 'draw'; readonly count: number; readonly who: EffectTarget }
  | { readonly op: 'damage'; readonly trait: Trait; readonly amount: number; readonly who: 'target-card' }
  | { readonly op: 'destroy'; readonly who: 'target-card' }
  | { readonly op: 'engage'; readonly who: 'target-card' }
  | { readonly op: 'disengage'; readonly who: 'target-card' }
  | { readonly op: 'counter'; readonly trait: Trait; readonly amount: number; readonly who: 'target-card' }
  | { readonly op: 'cancel'; readonly who: 'top-of-stack' };

export type Ability =
  | {
      readonly kind: 'activated';
      readonly cost: Cost;
      /** Engaging the card is part of the cost. */
      readonly engage?: boolean;
      readonly effects: readonly Effect[];
      readonly text: string;
    }
  | {
      readonly kind: 'automatic';
      /**
       * `deployed`: when the card is deployed (6.2.2.7). `turn-start` / `game-start`: at the beginning
       * of its controller's turn / of the game, in revisions whose Accounting Phase has that step.
       */
      readonly trigger: 'deployed' | 'turn-start' | 'game-start';
      readonly effects: readonly Effect[];
      readonly text: string;
    };

export interface CardDefinition {
  readonly name: string;
  readonly type: CardType;
  /** A character that may start in play as a founder (4.1, 4.2.7). */
  readonly founder?: boolean;
  /** An event that stays in play (2.1.2); events are non-permanent unless marked. */
  readonly permanent?: boolean;
  readonly subtypes: readonly string[];
  readonly cost: Cost;
  readonly traits: TraitScores;
  /** Money gained each Accounting Phase while disengaged (1.2.7). */
  readonly cashflow?: number;
  /** Paid each Accounting Phase or the card is destroyed (5.2.4). */
  readonly upkeep?: Cost;
  /** Only one copy per controller survives (7.8). */
  readonly unique?: boolean;
  /** A token (7.9): valued at 0 and gone when it leaves the network; instances are tokens too. */
  readonly token?: boolean;
  readonly keywords: readonly KeywordInstance[];
  readonly abilities: readonly Ability[];
}

/** Money valuation plus the sum of trait valuations (2.4.3). */
export function totalValuation(cost: Cost): number {
  let t = cost.money;
  for (const v of Object.values(cost.traits)) t += v ?? 0;
  return t;
}

export function isEvent(def: CardDefinition): boolean {
  return def.type === 'event';
}

/** Assets are permanent cards: everything but non-permanent events (2.1.2). */
export function isAsset(def: CardDefinition): boolean {
  return def.type !== 'event' || def.permanent === true;
}

export function hasKeyword(def: CardDefinition, name: string): boolean {
  return def.keywords.some((k) => k.name === name);
}
