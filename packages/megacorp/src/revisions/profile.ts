import type { RuleKey } from '@arbiter/core';

/**
 * The rule parameters on which revisions disagree (docs/revisions.md lists every value of every
 * built-in revision). The engine reads these and never a revision id, so a divergence between
 * rulebooks is a value here, not a branch on "which rulebook". Each parameter names the entry of
 * `../shared/rules/revision-divergences.md` (D-...) it settles; `PARAMETER_SPECS` (parameters.ts)
 * holds the same facts as data for validation and the generated docs.
 */
export interface RuleParameters {
  // ---- setup and deck construction ----

  /** Money each player starts with (1.2.6, 4.2.2). Whole M, 0 or more. */
  readonly startingMoney: number;
  /** Fewest cards in a main deck (4.1.1). */
  readonly minMainDeck: number;
  /** Fewest cards in a resource deck (4.1.2). */
  readonly minResourceDeck: number;
  /** Most copies of one name in a main deck (4.1.1.1). */
  readonly maxCopies: number;
  /** Cards drawn for the opening hand (4.2.5). */
  readonly openingHand: number;
  /**
   * D-BANLIST. Card names banned from competitive-format decks (10.3.1.1); checked only when a game
   * is created with `format: 'competitive'`. An empty list bans nothing.
   */
  readonly competitiveBanList: readonly string[];
  /**
   * D-CARD-TYPES. What a vehicle card is: a `card-type` of its own (2.1.1); read as `equipment` by a
   * revision that knows four card types; or `refused` — a deck holding one is illegal. No rule of the
   * engine yet tells a vehicle from an equipment, so the first two play alike until effects filter by type.
   */
  readonly vehicleCards: 'card-type' | 'equipment' | 'refused';
  /**
   * D-FIRSTPLAYER-METHOD. How the starting player is found when the game does not say:
   * `random` — the random method unless the players agree to bid (4.2.3–4.2.4);
   * `bid` — everybody bids, and only a bid where nobody bids anything falls back to chance.
   */
  readonly firstPlayerMethod: 'random' | 'bid';
  /**
   * D-FIRSTPLAYER-PAYMENT, D-MULTI-ORDER-PAYMENT. Who pays for the starting bid:
   * `winner` — only the winner pays his last bid (4.2.3.1);
   * `every-bidder` — every bidder pays his last bid;
   * `winner-if-two-players` — only the winner with two players, every bidder with more.
   */
  readonly bidPayment: 'winner' | 'every-bidder' | 'winner-if-two-players';
  /**
   * D-MULTI-ORDER-PAYMENT. Turn order after a starting bid with more than two players:
   * `seating` — to the left from the starting player (5.7.1);
   * `bid-order` — the players are re-seated from the highest bid to the lowest.
   */
  readonly turnOrder: 'seating' | 'bid-order';
  /** Rounds of bidding before a tie stands (1.2.9.5). D-BID-TIE. 1 or more. */
  readonly bidRounds: number;
  /**
   * D-BID-TIE. Whether a bidder in a second or later round must concede with 0 or bid at least what he
   * bid before (1.2.9.5.1).
   */
  readonly rebidFloor: boolean;
  /**
   * D-BID-TIE. What a starting bid still tied after the last round leads to:
   * `random-method` — nobody wins the bid and the random method picks the starter (4.2.3.2);
   * `random-winner-pays` — chance picks one of the tied top bidders, who wins the bid and pays it.
   */
  readonly bidFinalTie: 'random-method' | 'random-winner-pays';
  /**
   * D-SETUP-ORDER. When the opening hands are drawn (and mulligans taken):
   * `after-starting-player` (4.2.5) or `before-starting-player`, so bids are made knowing one's hand.
   */
  readonly openingHandTiming: 'after-starting-player' | 'before-starting-player';
  /** D-MULLIGAN. `repeatable` down to an empty hand (4.2.5.1), or only `once`. */
  readonly mulligans: 'repeatable' | 'once';

  // ---- winning and losing ----

  /**
   * D-WIN-BUSINESS-DESTROYED. Which destruction of a business loses the game:
   * `any-destruction` (1.2.10.2.1) or only `in-challenge` (a business destroyed in combat).
   */
  readonly businessDestroyedLoses: 'any-destruction' | 'in-challenge';
  /**
   * D-WIN-MONEY-TIMING (and the V1.7 tension between 1.2.10.1 and 5.6.2). When a player with 0 M loses:
   * `end-phase-check` — only at the End Phase's money step (5.6.2);
   * `end-of-turn` — at that step and again as the turn ends, so money lost in the End Phase window
   * (5.6.5) still loses the game that turn.
   */
  readonly noMoneyLoss: 'end-phase-check' | 'end-of-turn';
  /** D-WIN-LIST. Whether a player may concede (1.2.10.3). */
  readonly concession: boolean;
  /**
   * D-WIN-LIST. When every remaining player loses at once: `tie` (1.2.10.8), or `no-winner` — all of
   * them lose and the game has no winner, without being called a tie.
   */
  readonly simultaneousLoss: 'tie' | 'no-winner';
  /**
   * D-WIN-DECKOUT. When running out of main deck loses: `forced-draw` — only when a draw is required
   * and the deck is empty (1.2.10.4); `empty-deck` — as soon as the main deck is empty during a turn.
   */
  readonly deckOut: 'forced-draw' | 'empty-deck';

  // ---- zones, control, network ----

  /** D-ORPHAN-DEF. An orphan is a card with no chain to the business (3.7.1.2) or merely one with no neighbour. */
  readonly orphan: 'no-chain-to-business' | 'no-neighbour';
  /**
   * D-ORPHAN-FATE. What happens to orphans at the end of a turn:
   * `discarded-every-end-phase` — every End Phase discards the orphans of all networks (5.6.3);
   * `destroyed-at-controllers-end` — an orphan is destroyed at the end of its controller's own turn.
   */
  readonly orphanFate: 'discarded-every-end-phase' | 'destroyed-at-controllers-end';
  /** D-DESTROY-DEST. Whose open market a destroyed card goes to (8.3). */
  readonly destroyedCardsTo: 'controller' | 'owner';
  /**
   * D-DISENGAGE-SCOPE. What the Accounting Phase disengages: every card the active player `controls`
   * (5.2.2), or every card in his `own-network`, whoever controls it.
   */
  readonly disengageScope: 'controlled' | 'own-network';
  /**
   * D-PRODUCE-SCOPE. Which cards a player may engage to produce traits: any card he `controls` (6.1.1),
   * or only those he controls in his own network (`controlled-in-own-network`).
   */
  readonly produceScope: 'controlled' | 'controlled-in-own-network';

  // ---- turn structure ----

  /**
   * D-A-TRIGGERS. Whether the Accounting Phase opens with a step for "at the beginning of the turn" and
   * "at the beginning of the game" texts, and when the latter fire:
   * `no-step` — there is no such step (V1.7 5.2 has none);
   * `game-start-on-each-first-turn` — beginning-of-game texts fire on each player's first turn;
   * `game-start-on-turn-one` — they fire only on the first turn of the game.
   */
  readonly accountingTriggers: 'no-step' | 'game-start-on-each-first-turn' | 'game-start-on-turn-one';
  /**
   * D-A-PRIORITY. The priority windows of the Accounting Phase: `after-upkeep-and-after-draw` (5.2.5 and
   * 5.2.8) or `after-draw` only.
   */
  readonly accountingWindows: 'after-upkeep-and-after-draw' | 'after-draw';
  /**
   * D-TRAIT-POOL-EMPTY. When the Accounting Phase empties the trait pools: `before-upkeep` (5.2.3),
   * `end-of-phase` (as the phase ends, after its window), or `never` (only the end of the turn does).
   */
  readonly accountingPoolsEmpty: 'before-upkeep' | 'end-of-phase' | 'never';
  /**
   * D-RESOURCE-TIMING. When the revealed resource may be bought: in the `buy-phase` (5.2.6, 5.3.4), or
   * `at-reveal` — right after it is revealed and before the draw; declined, it goes under at once.
   */
  readonly revealedResourceBuy: 'buy-phase' | 'at-reveal';
  /** D-RESOURCE-NETWORK. Where the revealed resource may dock: `any` network (6.2.2.5) or the buyer's `own`. */
  readonly revealedResourceNetwork: 'any' | 'own';
  /**
   * D-DEPLOY-PHASE (and §L V1.7.3). When a non-event asset may be deployed (an engaged card bought from
   * play included): `own-buy-phase` (5.3.1, 6.2); `own-turn-with-priority` — any time its buyer holds
   * priority during his own turn; `any-turn-with-priority` — whenever he holds priority (1.2.8, 3.2.1.5
   * read without 5.3.1).
   */
  readonly assetTiming: 'own-buy-phase' | 'own-turn-with-priority' | 'any-turn-with-priority';
  /**
   * D-PERMEVENT-TIMING. When a permanent event may be deployed: during its buyer's `own-turn`
   * (1.2.8.1, 6.2), or `any-time` its buyer holds priority, like any event.
   */
  readonly permanentEventTiming: 'own-turn' | 'any-time';
  /**
   * D-END-ORDER. The End Phase's priority window: `after-discards` (5.6.5, after orphans and events are
   * discarded), `before-end-phase` (a window that closes before any End Phase step), or `none`.
   */
  readonly endPhaseWindow: 'after-discards' | 'before-end-phase' | 'none';
  /**
   * D-FIRST-TURN-DRAW. Whether the starting player skips his first draw: only in two-player games
   * (`skip-two-player`, 5.2.7.1), whatever the player count (`skip-always`), or never (`never-skip`).
   */
  readonly firstTurnDraw: 'skip-two-player' | 'skip-always' | 'never-skip';
  /** D-DAMAGE-HEAL. Whether non-permanent damage heals at the end of every turn (5.6.6). */
  readonly endOfTurnHealing: boolean;

  // ---- buying ----

  /** Opponents' cards cannot be bought until the end of their controller's Nth turn (5.3.1.1). */
  readonly buyProtectionTurns: number;
  /** D-BUY-RECENT. Whether an engaged card that came into play during its controller's last turn is safe from buying (5.3.1.2). */
  readonly freshCardProtection: boolean;
  /**
   * D-BUY-SCOPE. Which engaged cards in play may be bought: those an opponent controls, in any network
   * (`opponent-controlled`, 5.3.1), or only cards in another player's network (`in-opponent-network`).
   */
  readonly buyFromPlay: 'opponent-controlled' | 'in-opponent-network';
  /** D-BUY-PAYEE. Who receives the money when an engaged card is bought (3.2.1.5). */
  readonly boughtCardPayee: 'controller' | 'owner';
  /**
   * D-BUY-PILE. The price of a pile bought from play: the valuation of the `whole-pile` (3.10.8), or of
   * its `top-card` only; the bonded cards come along either way.
   */
  readonly boughtPilePrice: 'whole-pile' | 'top-card';
  /**
   * §L V1.7.5. The cards bonded under a pile bought from play: they `come-along` with it (3.10.8), or
   * are `destroyed` as their top card leaves play (3.10.9).
   */
  readonly boughtPileBonded: 'come-along' | 'destroyed';
  /** D-BUSINESS-BUY-PRICE. The price of an engaged business: its `valuation`, or a fixed 10 M (`fixed-10`). */
  readonly businessBuyPrice: 'valuation' | 'fixed-10';
  /** D-TOKEN-VALUE. Whether an engaged token can be bought (for its valuation of 0, 7.9.1). */
  readonly tokensBuyable: boolean;

  // ---- the stack and deployment ----

  /**
   * D-DEPLOY-TRIGGER-STACK. "When deployed" abilities of an asset: go on the stack after the window that
   * follows its deployment (`stack-after-window`, 6.2.2.6–6.2.2.7), or take effect at once
   * (`immediate`, without the stack and without that window).
   */
  readonly deploymentTriggers: 'stack-after-window' | 'immediate';
  /**
   * D-DEPLOY-SPACE-CHOICE. A deploying card whose declared space is no longer legal when it resolves:
   * its controller `chooses-another` space (6.2.2.5), or the space was `fixed-at-declaration` and the
   * card cannot enter play (it goes to its owner's open market).
   */
  readonly deploySpaceLost: 'chooses-another' | 'fixed-at-declaration';
  /** D-EVENT-SLOT. Whether a space declared by a deployment still on the stack is reserved: no other deployment may declare it. */
  readonly declaredSpaceReserved: boolean;
  /**
   * D-EVENT-AFTER-RESOLVE. Where a resolved non-permanent event goes: it `waits-for-end-phase` and is then
   * discarded on top of the open market (5.6.4, 6.3.2), or it goes to the `bottom-of-open-market` at once.
   */
  readonly resolvedEvents: 'waits-for-end-phase' | 'bottom-of-open-market';
  /** D-CANCEL. Where a cancelled card goes: destroyed to an `open-market` (9.7), or to the `annihilated-zone`. */
  readonly cancelledCardsTo: 'open-market' | 'annihilated-zone';
  /**
   * D-SOURCE-DESTROYED. An ability whose card left play before it resolves: `still-resolves` (1.2.5.3), or
   * is `countered`.
   */
  readonly abilitySourceGone: 'still-resolves' | 'countered';
  /**
   * D-EVENT-SLOT, D-SOURCE-DESTROYED (W-06). How a non-permanent event's deployment and its effect meet
   * the stack: `one-item` — one stack item, the effect applying as the deployment resolves, so the event
   * is never in play before its effect is done; `after-deployment` — the deployment resolves first and
   * the event enters play, then its effect goes on the stack as its own item after the 6.2.2.6 window
   * (6.3.1, 6.2.2.5–6.2.2.7); `on-play` — the event enters play as it is played, without the stack, and
   * only its effect goes on the stack. While that effect waits, the event card can be targeted.
   */
  readonly eventDeployment: 'one-item' | 'after-deployment' | 'on-play';
  /**
   * D-AUTO-OPTIONAL. Whether the controller of a triggered automatic ability `must-resolve` it (7.4.1)
   * or `may-decline` it and miss the opportunity.
   */
  readonly automaticAbilities: 'must-resolve' | 'may-decline';

  // ---- the challenge and damage ----

  /** D-ATTACKER-DISENGAGED. Whether only a disengaged character may declare an attack (5.4.1.2). */
  readonly attackerMustBeDisengaged: boolean;
  /** D-ATTACK-TRAIT-POSITIVE. The attacker's least value in the chosen trait: `positive` (5.4.1.1.5) or `zero-or-more`. */
  readonly attackTraitMinimum: 'positive' | 'zero-or-more';
  /**
   * D-ATTACK-TARGET-GONE. When the defending card is no longer on the target space after the first window:
   * the `challenge-continues` against the space, or the `attack-is-nullified` (the attacker stays engaged).
   */
  readonly targetLeavesSpace: 'challenge-continues' | 'attack-is-nullified';
  /**
   * D-TARGET-STAY. With at least one blocker, the defending card `may-stay-or-leave` (5.4.1.6), or it
   * always `leaves` and only the blockers defend.
   */
  readonly targetWithBlockers: 'may-stay-or-leave' | 'leaves';
  /**
   * D-BLOCKER-CEASE. Whether blockers that became engaged or undocked after the second window stop
   * blocking (5.4.1.5.1). Blockers that left play always stop.
   */
  readonly blockersDropOut: boolean;
  /** D-RETALIATE-NONCHAR. Which defenders may retaliate: `characters` only (5.4.1.8.1.1) or `any-card`. */
  readonly retaliators: 'characters' | 'any-card';
  /** D-RETALIATE-FREQ. How often a card may retaliate: once per turn (5.4.1.8.1.4), or in every challenge. */
  readonly retaliation: 'once-per-turn' | 'once-per-challenge';
  /**
   * D-DAMAGE-MODEL. `lowers-trait` — damage lowers the trait and the card is destroyed at 0 or below
   * (5.4.1.8.2); damage is otherwise only assigned and the trait keeps its value (for attacking,
   * retaliating and producing): `assigned-accumulates` — destroyed once the damage on it reaches the
   * trait's value (at least 1); `assigned-per-hit` — destroyed when one dealing of damage does.
   */
  readonly damageModel: 'lowers-trait' | 'assigned-accumulates' | 'assigned-per-hit';
  /**
   * D-DAMAGE-THRESHOLD-FR. Which cards damage can destroy: `any-card`, or `characters-and-business`
   * (other cards take damage but are never destroyed by it).
   */
  readonly damageDestroys: 'any-card' | 'characters-and-business';
  /** D-NONCOMBAT-DAMAGE. Whether damage dealt by an effect outside a challenge destroys like combat damage. */
  readonly effectDamageDestroys: boolean;
  /** D-COUNTER-ZERO. Whether a trait counter bringing a trait to 0 or below destroys the card (7.10.1.2). */
  readonly counterAtZeroDestroys: boolean;

  // ---- selling ----

  /** D-SELL-PILE. Selling a pile: only the top card pays and the rest is destroyed (5.5.3), or the whole pile pays. */
  readonly sellPile: 'top-card-only' | 'whole-pile';
  /** D-SELL-SAME-TURN. Whether a card that came into play this turn may be sold (5.5.5 forbids it). */
  readonly sellCardEnteredThisTurn: boolean;
  /**
   * D-SELL-SCOPE. Which cards a player may sell: any he `controls` (5.5.1); only those he controls in
   * his own network (`controlled-in-own-network`); or only those he controls and owns in his own network
   * (`owned-in-own-network`).
   */
  readonly sellScope: 'controlled' | 'controlled-in-own-network' | 'owned-in-own-network';
  /** D-SELL-BUSINESS. Whether a player may sell his own business (5.5.4 forbids it). */
  readonly businessSellable: boolean;
  /**
   * D-SELL-VALUE. What a sale pays: the sold card's money valuation as it stands, changed by any
   * card's ability (`current`); or the printed one, changed only by the sold card's own text
   * (`printed-or-own-text`: 5.5.6.2 reads the money valuation, and the golden rule 1.2.1 lets the
   * card's own text win).
   */
  readonly saleValuation: 'current' | 'printed-or-own-text';

  // ---- unique cards ----

  /**
   * D-UNIQUE-DUP. A second copy of a unique card under one player: the older copies are destroyed
   * (`destroy-older`, 7.8); go to their owner's open market (`older-to-open-market`); go there and repay
   * their money valuation to the player (`older-to-open-market-with-refund`); or the player
   * `chooses-which-stays` and the other copies are destroyed.
   */
  readonly uniqueDuplicate:
    | 'destroy-older'
    | 'older-to-open-market'
    | 'older-to-open-market-with-refund'
    | 'chooses-which-stays';
  /** D-HIDDEN-INFO. Whether deploying a unique card reveals its controller's hand (1.2.2.2 forbids showing it). */
  readonly uniqueRevealsHand: boolean;
  /**
   * D-UNIQUE-HAND. Other copies of a unique card in play that its controller holds in hand: he `keeps`
   * them; `may-sell` them all at once as his Divest Phase sale; or `must-sell` them when his Divest Phase
   * begins.
   */
  readonly uniqueCopiesInHand: 'keep' | 'may-sell' | 'must-sell';

  // ---- combat keywords (chapter 9) ----

  /**
   * D-ABILITY-CLASS. CAMOUFLAGE, ELUSIVE and REFLEXES while their card is engaged: `inactive`, as
   * continuous abilities (3.2.1.9, 7.3.1), or `active` where the revision has no such class for them.
   */
  readonly engagedContinuousKeywords: 'inactive' | 'active';
  /**
   * D-FLYING-ENGAGED (§L V1.5.5.5, Ed3.0 EN.8). An engaged card with FLYING: `keeps` it (9.15, static);
   * `loses-unless-attacking` — loses it, except as the attacker of its own challenge; or `loses` it
   * always (the literal reading: an attacker that engaged could then be blocked by anyone).
   */
  readonly flyingWhileEngaged: 'keeps' | 'loses-unless-attacking' | 'loses';
  /** D-FLYING-RETALIATE. Who may retaliate against a FLYING attacker: `any-card` (9.15), or `flyers-only`. */
  readonly flyingRetaliation: 'any-card' | 'flyers-only';
  /**
   * D-FLYING-ATTACK-TARGET. Who may attack a FLYING card: `any-attacker` (9.15), or only flyers while it
   * is disengaged (`flyers-unless-engaged`).
   */
  readonly flyingTarget: 'any-attacker' | 'flyers-unless-engaged';
  /** D-DISRUPTOR-ENGAGED (§L V1.5.5.5). Whether DISRUPTOR works while its card is engaged (9.13: static). */
  readonly disruptorWhileEngaged: boolean;
  /**
   * D-DISRUPTOR-SCOPE. Which damage of a DISRUPTOR card to a business costs money: `any-damage` (9.13),
   * or `challenge-damage` only.
   */
  readonly disruptorScope: 'any-damage' | 'challenge-damage';
  /**
   * D-INITIATIVE-DEFENDER. Who strikes first by INITIATIVE: `any-card` of the challenge (9.18), or the
   * `attacker-only` (a defender's INITIATIVE only makes it strike together with an INITIATIVE attacker).
   */
  readonly initiativeStrikers: 'any-card' | 'attacker-only';
  /**
   * D-DEMOLISHER. Which listed cards a DEMOLISHER destroys by damaging them: its `challenge-target`
   * (9.10), or `any-card-it-damages` in a challenge (blockers, the attacker it retaliates against).
   */
  readonly demolisherReach: 'challenge-target' | 'any-card-it-damages';
  /**
   * D-PENETRATOR-V17 (§L V1.7.7, V1.5.5.8). What PENETRATOR lets a card attack: `surrounded-and-bonded`
   * cards; `bonded-only` cards (3.10.11, no exception to 5.4.1.1.7); or `none` (5.4.4 over 3.10.11).
   */
  readonly penetratorReach: 'surrounded-and-bonded' | 'bonded-only' | 'none';
  /**
   * D-AREA-ATTACK. Which cards may block in an area attack: those next to an attacked card but
   * `not-attacked-cards` (9.3: attacked cards do not block for each other), or `any-adjacent-card`.
   */
  readonly areaAttackBlockers: 'not-attacked-cards' | 'any-adjacent-card';
  /**
   * D-SUPPRESSOR. Which defender a SUPPRESSOR engages: `any-defender`, the attacker choosing among
   * several (9.28), or a blocker when there is one (`blocker-if-any`), the attacker choosing among them.
   */
  readonly suppressorEngages: 'any-defender' | 'blocker-if-any';
  /**
   * D-CAMOUFLAGE. Who may choose a camouflaged card for an effect that chooses without targeting:
   * `anyone` (9.6 forbids only targeting), or only its `owner`.
   */
  readonly camouflageChosenBy: 'anyone' | 'owner';
  /** D-MELEE. Whether a MELEE card may attack a surrounded card within its reach (9.20). */
  readonly meleeReachesSurrounded: boolean;
  /**
   * D-CARD-RADIUS. The shape of a CARD RADIUS X: the `square` of (2X+1)² spaces, diagonals included
   * (9.8), or the `diamond` of the spaces at most X orthogonal steps away.
   */
  readonly cardRadiusShape: 'square' | 'diamond';

  // ---- searching (6.8) ----

  /**
   * D-SEARCH-DECKS. What "search your deck" covers: `both-decks` at once (6.8.1), or `one-deck` — the
   * player searches either his main deck or his resource deck, not both.
   */
  readonly searchDecks: 'both-decks' | 'one-deck';
  /** D-SEARCH-OM-SHUFFLE. Whether a searched open market is shuffled afterwards (6.8.2.3.1 says never). */
  readonly searchShufflesOpenMarket: boolean;
  /**
   * D-SEARCH-FAIL. When a search may find nothing: `always` (6.8.2.1–6.8.2.2), or `qualitative-only` —
   * a search that asks for no type, subtype or name must find a card if there is one.
   */
  readonly searchMayFail: 'always' | 'qualitative-only';

  // ---- keywords: deployment, searches and movement (chapter 9) ----

  /**
   * D-DISASTER-LEVEL. Who searches for crisis cards when a DISASTER LEVEL card is deployed:
   * `other-players` (9.12), or `every-player`, its controller too (the Ed 3.0 worked example).
   */
  readonly disasterLevelSearchers: 'other-players' | 'every-player';
  /**
   * D-DISASTER-LEVEL. Where they search: their `deck-or-open-market` (one of the two, 9.12), their
   * `deck-and-open-market`, or their `deck` only.
   */
  readonly disasterLevelZones: 'deck-or-open-market' | 'deck-and-open-market' | 'deck';
  /** D-DEAD-DROP. The valuation DEAD DROP's limit counts: the equipment's `money` valuation (9.9) or `total`. */
  readonly deadDropValuation: 'money' | 'total';
  /** D-DEAD-DROP. Where the equipment found by DEAD DROP docks: `any-legal-space` (9.9) or `adjacent` to the card. */
  readonly deadDropPlacement: 'any-legal-space' | 'adjacent';
  /** D-MUTATION. What triggers MUTATION: `any-deployment` by any player (9.22), or a deployment `from-hand`. */
  readonly mutationTrigger: 'any-deployment' | 'from-hand';
  /**
   * D-INDEPENDENT. An orphaned INDEPENDENT card: its controller `may-any-network` move it to a legal
   * space of any network (9.16), or `must-own-network` move it within its own network.
   */
  readonly independentMove: 'may-any-network' | 'must-own-network';
  /** D-MOVE-NETWORK. Where MOVE may put a card: `any-network` (9.21) or the `same-network`. */
  readonly moveScope: 'any-network' | 'same-network';
  /** D-SWAP-NETWORK. Which cards SWAP may exchange: in `any-network` (9.27), or two of the `same-network`. */
  readonly swapScope: 'any-network' | 'same-network';
  /** D-TERRAIN. Whether a TERRAIN card may be engaged: `only-when-bonded` (9.29.1), or `allowed`. */
  readonly terrainEngage: 'only-when-bonded' | 'allowed';
  /** D-PILE-KEYWORDS. Whether the top card of a pile has the keywords of the cards bonded to it. */
  readonly pileKeywords: 'own-only' | 'top-gains-bonded';
  /**
   * D-BONDED-IMPERVIOUS. What a bonded card is safe from: being `targeted` (3.10.11), or `all-effects`
   * (untargeted effects, such as a card radius, pass it by too).
   */
  readonly bondedImmunity: 'targeted' | 'all-effects';

  // ---- keywords: regeneration (9.26) ----

  /**
   * D-REGEN-RESET. What regenerating resets: the card's `damage` only, keeping its counters (9.26.1 read
   * as the value before the damage), or every trait to its `printed-values` (damage and trait counters go).
   */
  readonly regenerationReset: 'damage' | 'printed-values';
  /** D-REGEN-ORIENTATION. Whether an engaged card that regenerates disengages. */
  readonly regenerationDisengages: boolean;
  /** D-REGEN-RETALIATE. Whether a card that regenerated in a challenge may still deal retaliation damage in it. */
  readonly regeneratedMayRetaliate: boolean;
  /**
   * D-REGEN-NONDAMAGE. What regeneration can save a card from: `damage-and-effects` — lethal damage or an
   * effect that destroys it (9.26) — or `lethal-damage` only.
   */
  readonly regenerationAgainst: 'damage-and-effects' | 'lethal-damage';

  // ---- errata (10.1) ----

  /** D-GOLDEN-ERRATA. Whether the errata of 10.1 (Mindfire, Passionate Consumers) apply to competitive games. */
  readonly competitiveErrata: boolean;
}

/** A rule parameter's name. */
export type ParameterName = keyof RuleParameters;

export interface RevisionProfile {
  readonly id: string;
  readonly title: string;
  /** The profile this one was derived from, for drafts. */
  readonly extends: string | null;
  readonly parameters: RuleParameters;
  /** Rule key → clause id in this revision (V1.7 clause numbers; section heading paths for the others). */
  readonly clauses: Readonly<Record<RuleKey, string>>;
  /** Where each parameter value comes from in this revision (clause or section heading, with the reading chosen). */
  readonly sources?: Readonly<Partial<Record<ParameterName, string>>>;
  /** Rule keys on which this revision says nothing; their clause is the closest section. */
  readonly silent?: readonly RuleKey[];
  /** Free notes of a draft revision. */
  readonly notes?: string;
}
