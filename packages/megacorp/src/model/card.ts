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

/** The players an effect reaches: relative to the effect's controller, or the player chosen as its target. */
export type PlayerSubject = 'controller' | 'each-opponent' | 'each-player' | 'target-player';

/**
 * The cards an effect reaches. `target-card` is targeted when the card or ability goes on the stack
 * (Ed 3.0 glossary TARGET); `chosen-card` is chosen then too, but without targeting ("choose"), so what
 * protects a card from targeting does not protect it. `self` is the card with the ability; `bonded-top`
 * the card it lies bonded under; `each-in-radius` every card in the square around it (9.8), untargeted;
 * `cost-card` the card engaged or annihilated to pay the ability's cost.
 */
export type CardSubject =
  | 'target-card'
  | 'chosen-card'
  | 'self'
  | 'bonded-top'
  | 'each-in-radius'
  | 'cost-card';

/** Who an effect reaches. `target` means a card chosen when the card or ability goes on the stack. */
export type EffectTarget = PlayerSubject | CardSubject | 'top-of-stack';

/** Which cards a target, a cost, a search or a modifier accepts; every given field must hold. */
export interface CardFilter {
  /** One of these card types. */
  readonly types?: readonly CardType[];
  /** Every one of these subtypes (without `#`, compared without case). */
  readonly subtypes?: readonly string[];
  readonly name?: string;
  /** Controlled by the effect's controller (`you`) or by one of his opponents. */
  readonly controller?: 'you' | 'opponent';
  /** Has this keyword. */
  readonly keyword?: string;
  /** Not the card with the ability ("another"). */
  readonly other?: boolean;
  /** Has a non-null value in this trait (DEVELOPMENT's "a character with BQ"). */
  readonly withTrait?: Trait;
}

/** Shared by the effects that reach cards: which ones, narrowed by a filter, around the card for radii. */
interface CardEffect {
  readonly who: CardSubject;
  readonly filter?: CardFilter;
  /** For `each-in-radius`: the radius of the square (9.8). */
  readonly radius?: number;
}

/** Where a search looks (6.8): `deck` is what the revision calls a deck (6.8.1, D-SEARCH-DECKS). */
export type SearchZones =
  | 'deck'
  | 'main-deck'
  | 'resource-deck'
  | 'open-market'
  | 'deck-or-open-market'
  | 'deck-and-open-market';

/** A search (6.8): who searches where for what, and what becomes of the cards found. */
export interface SearchSpec {
  readonly who: 'controller' | 'each-opponent' | 'each-player';
  readonly zones: SearchZones;
  readonly filter: CardFilter;
  /** The most cards found; `any` for "any number of". */
  readonly count: number | 'any';
  /** A valuation limit: each card's (or, `combined`, their total) money or total valuation (2.4.3). */
  readonly valuation?: { readonly limit: number; readonly of: 'money' | 'total'; readonly combined: boolean };
  /**
   * `hand`: revealed and put into the hand; `deploy`: deployed without paying any cost, its controller
   * choosing a legal space; `deploy-adjacent`: the same, next to the card with the ability; `bond`:
   * deployed bonded under the card with the ability.
   */
  readonly into: 'hand' | 'deploy' | 'deploy-adjacent' | 'bond';
}

/** A small declarative effect vocabulary. Nothing in a card executes code. */
export type Effect =
  | { readonly op: 'gain-money'; readonly amount: number; readonly who: EffectTarget }
  | { readonly op: 'lose-money'; readonly amount: number; readonly who: EffectTarget }
  | { readonly op: 'draw'; readonly count: number; readonly who: EffectTarget }
  /** The player discards `count` cards of his choice from his hand (8.6). */
  | { readonly op: 'discard'; readonly count: number; readonly who: EffectTarget }
  | ({ readonly op: 'damage'; readonly trait: Trait; readonly amount: number } & CardEffect)
  | ({ readonly op: 'destroy' } & CardEffect)
  | ({ readonly op: 'annihilate' } & CardEffect)
  | ({ readonly op: 'engage' } & CardEffect)
  | ({ readonly op: 'disengage' } & CardEffect)
  /** A trait counter (7.10.1): `+1 BQ` is `{ trait: 'BQ', amount: 1 }`; a negative amount removes. */
  | ({ readonly op: 'counter'; readonly trait: Trait; readonly amount: number } & CardEffect)
  /** A named counter (7.10): development, magellan, ...; a negative amount removes that many. */
  | ({ readonly op: 'named-counter'; readonly name: string; readonly amount: number } & CardEffect)
  /** Its controller moves the card to another legal space (9.21). */
  | ({ readonly op: 'move' } & CardEffect)
  /** The card and `with` exchange their spaces (9.27). */
  | ({ readonly op: 'swap'; readonly with: CardSubject } & CardEffect)
  /** The card is bonded under the pile of `under` (9.5, 3.10). */
  | ({ readonly op: 'bond'; readonly under: CardSubject } & CardEffect)
  /** The card leaves play and its deployment effect goes on the stack (8.2). */
  | ({ readonly op: 'redeploy' } & CardEffect)
  /** Creates `count` tokens of a card of the pool, each docked by the effect's controller (7.9). */
  | { readonly op: 'token'; readonly name: string; readonly count: number; readonly who: 'controller' }
  | { readonly op: 'cancel'; readonly who: 'top-of-stack' }
  /** The card's pile leaves play for its owner's hand (3.10.5). */
  | ({ readonly op: 'return' } & CardEffect)
  /** The effect's controller wins the game, and so every other player loses (1.2.10.6). */
  | { readonly op: 'win'; readonly who: 'controller' }
  | { readonly op: 'search'; readonly search: SearchSpec; readonly who: 'controller' }
  /** The card's pending destruction is cancelled and its traits reset (9.26.1). */
  | { readonly op: 'regenerate'; readonly who: 'self' }
  /** Development counters equal to the `cost-card`'s value in `trait` (9.11.1). */
  | { readonly op: 'develop'; readonly trait: Trait; readonly who: 'self' };

/** A cost beyond money and traits, paid with a card of one's own in play named when activating. */
export interface ExtraCost {
  /** `annihilate`: the card is annihilated (8.5); `engage`: a disengaged card is engaged (3.2.1.4). */
  readonly kind: 'annihilate' | 'engage';
  readonly filter: CardFilter;
}

/** A condition an ability needs, checked when it resolves (one-time) or while it applies (continuous). */
export type Condition =
  | {
      readonly kind: 'controls';
      readonly who: 'you' | 'opponent';
      readonly filter: CardFilter;
      readonly atLeast: number;
    }
  | { readonly kind: 'self-engaged'; readonly engaged: boolean }
  | { readonly kind: 'target-engaged'; readonly engaged: boolean }
  | { readonly kind: 'money'; readonly atLeast?: number; readonly atMost?: number };

/** Which cards a continuous or static ability changes. */
export type ModifierScope =
  | { readonly kind: 'self' }
  /** The card this one lies bonded under (a bonded card bestows its text, 3.10, 7.3.2). */
  | { readonly kind: 'bonded-top' }
  /** Cards in the square of this radius around this card (9.8), itself excluded. */
  | { readonly kind: 'radius'; readonly radius: number; readonly filter: CardFilter }
  /** Every card in play matching the filter (`controller` relative to this card's controller). */
  | { readonly kind: 'all'; readonly filter: CardFilter };

/**
 * What a valuation change is multiplied by: the cards in play that fit a filter (top cards, `controller`
 * relative to the ability's controller, as `if you control` counts them), or the named counters on the
 * card with the ability (7.10).
 */
export type ValuationPer =
  | { readonly kind: 'cards'; readonly filter: CardFilter }
  | { readonly kind: 'counters'; readonly name: string };

/** A change of a card's money valuation (2.4.1): `money` M, once or once per `per`. */
export interface ValuationChange {
  readonly money: number;
  readonly per?: ValuationPer;
}

/**
 * A change a continuous or static ability makes: a trait modification, a keyword granted, or a change
 * of valuation (`value +2M per #infrastructure card you control`).
 */
export interface Modifier {
  readonly scope: ModifierScope;
  readonly trait?: Trait;
  readonly amount?: number;
  readonly keyword?: KeywordInstance;
  readonly valuation?: ValuationChange;
}

/** Fields every ability may carry. */
interface AbilityBase {
  readonly text: string;
  /** A name to activate it by (`ability "REGENERATION"`); keyword abilities carry their keyword's name. */
  readonly name?: string;
  /** The keyword this ability comes from, when the rules of a keyword (chapter 9) define it. */
  readonly keyword?: string;
  readonly condition?: Condition;
}

export type Ability =
  | (AbilityBase & {
      readonly kind: 'activated';
      readonly cost: Cost;
      /** Engaging the card is part of the cost. */
      readonly engage?: boolean;
      /** Cards of one's own to annihilate or engage as part of the cost, named when activating. */
      readonly extraCosts?: readonly ExtraCost[];
      readonly effects: readonly Effect[];
    })
  | (AbilityBase & {
      readonly kind: 'automatic';
      /**
       * `deployed`: when the card is deployed (6.2.2.7); `deployed-from-hand`: only when it was deployed
       * from its controller's hand. `turn-start` / `game-start`: at the beginning of its controller's
       * turn / of the game, in revisions whose Accounting Phase has that step.
       */
      readonly trigger: 'deployed' | 'deployed-from-hand' | 'turn-start' | 'game-start';
      readonly effects: readonly Effect[];
    })
  | (AbilityBase & {
      /** Applies while the card is disengaged (7.3, 7.3.1) — bonded cards included (7.3.2). */
      readonly kind: 'continuous';
      readonly modifiers: readonly Modifier[];
    })
  | (AbilityBase & {
      /** Applies while the card is legally docked, engaged or not (7.5). */
      readonly kind: 'static';
      readonly modifiers: readonly Modifier[];
    });

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

/** An event that stays in play: marked permanent, or printing the PERMANENT keyword (2.1.2, Ed 3.0 PERMANENT). */
export function isPermanentEvent(def: CardDefinition): boolean {
  return def.type === 'event' && (def.permanent === true || hasKeyword(def, 'PERMANENT'));
}

/** Assets are permanent cards: everything but non-permanent events (2.1.2). */
export function isAsset(def: CardDefinition): boolean {
  return def.type !== 'event' || isPermanentEvent(def);
}

/** A unique card (7.8): marked unique, or printing the UNIQUE keyword. */
export function isUnique(def: CardDefinition): boolean {
  return def.unique === true || hasKeyword(def, 'UNIQUE');
}

/** Whether the card prints the keyword (names compared without case: `Cancel`, `CANCEL`). */
export function hasKeyword(def: CardDefinition, name: string): boolean {
  const want = name.toUpperCase();
  return def.keywords.some((k) => k.name.toUpperCase() === want);
}

/** The printed keyword instance, if any (its arguments: `MUTATION 4` → `['4']`). */
export function keywordOf(def: CardDefinition, name: string): KeywordInstance | undefined {
  const want = name.toUpperCase();
  return def.keywords.find((k) => k.name.toUpperCase() === want);
}
