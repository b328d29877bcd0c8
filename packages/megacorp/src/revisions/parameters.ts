import type { ParameterName, RuleParameters } from './profile.js';

export type { ParameterName };

/** The values a parameter may take, as data: used to validate drafts and to write docs/revisions.md. */
export type ParameterKind =
  | { readonly kind: 'enum'; readonly values: Readonly<Record<string, string>> }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'integer'; readonly min: number; readonly max: number }
  | { readonly kind: 'names' };

export type ParameterSpec = ParameterKind & {
  /** What the parameter controls, in one line of our own words. */
  readonly description: string;
  /** The entries of revision-divergences.md it settles (empty for the deck-size basics all agree on). */
  readonly catalog: readonly string[];
  /** The V1.7 clause(s) of the rule it varies. */
  readonly clause: string;
  readonly group: ParameterGroup;
};

export type ParameterGroup =
  | 'setup'
  | 'winning'
  | 'zones'
  | 'turn'
  | 'buying'
  | 'stack'
  | 'challenge'
  | 'selling'
  | 'unique'
  | 'combatKeywords'
  | 'search'
  | 'keywords';

export const PARAMETER_GROUPS: Readonly<Record<ParameterGroup, string>> = {
  setup: 'Setup and deck construction',
  winning: 'Winning and losing',
  zones: 'Zones, control and the network',
  turn: 'Turn structure',
  buying: 'Buying',
  stack: 'The stack and deployment',
  challenge: 'The challenge and damage',
  selling: 'Selling',
  unique: 'Unique cards',
  combatKeywords: 'Combat keywords',
  search: 'Searching',
  keywords: 'Keywords and errata',
};

const enumOf = (values: Record<string, string>) => ({ kind: 'enum' as const, values });
const BOOL = { kind: 'boolean' as const };
const int = (min: number, max: number) => ({ kind: 'integer' as const, min, max });

/** Every rule parameter, in the order docs/revisions.md lists them. */
export const PARAMETER_SPECS: { readonly [K in ParameterName]: ParameterSpec } = {
  startingMoney: {
    ...int(0, 1000),
    description: 'Money each player starts with, before any bid.',
    catalog: [],
    clause: '4.2.2',
    group: 'setup',
  },
  minMainDeck: {
    ...int(0, 1000),
    description: 'Fewest cards in a main deck.',
    catalog: [],
    clause: '4.1.1',
    group: 'setup',
  },
  minResourceDeck: {
    ...int(0, 1000),
    description: 'Fewest cards in a resource deck.',
    catalog: [],
    clause: '4.1.2',
    group: 'setup',
  },
  maxCopies: {
    ...int(1, 1000),
    description: 'Most copies of one card name in a main deck.',
    catalog: [],
    clause: '4.1.1.1',
    group: 'setup',
  },
  openingHand: {
    ...int(0, 100),
    description: 'Cards drawn for the opening hand.',
    catalog: [],
    clause: '4.2.5',
    group: 'setup',
  },
  competitiveBanList: {
    kind: 'names',
    description:
      'Card names a competitive-format deck may not hold (checked for `format: competitive` games).',
    catalog: ['D-BANLIST'],
    clause: '10.3.1.1',
    group: 'setup',
  },
  vehicleCards: {
    ...enumOf({
      'card-type': 'a card type of its own',
      equipment: 'read as an equipment (the revision knows four card types)',
      refused: 'unknown to the rules: a deck holding one is refused',
    }),
    description: 'What a vehicle card is.',
    catalog: ['D-CARD-TYPES'],
    clause: '2.1.1',
    group: 'setup',
  },
  firstPlayerMethod: {
    ...enumOf({
      random: 'the random method, unless the players agree to bid',
      bid: 'everybody bids; only when nobody bids anything does chance decide',
    }),
    description: 'How the starting player is found when the game does not say.',
    catalog: ['D-FIRSTPLAYER-METHOD'],
    clause: '4.2.3',
    group: 'setup',
  },
  bidPayment: {
    ...enumOf({
      winner: 'only the winner pays his last bid',
      'every-bidder': 'every bidder pays his last bid',
      'winner-if-two-players': 'the winner alone with two players; every bidder with more',
    }),
    description: 'Who pays for the bid that decides the starting player.',
    catalog: ['D-FIRSTPLAYER-PAYMENT', 'D-MULTI-ORDER-PAYMENT'],
    clause: '4.2.3.1',
    group: 'setup',
  },
  turnOrder: {
    ...enumOf({
      seating: 'turns pass to the left from the starting player',
      'bid-order': 'after a bid with more than two players, seats follow the bids from highest to lowest',
    }),
    description: 'The order of turns after the starting bid.',
    catalog: ['D-MULTI-ORDER-PAYMENT'],
    clause: '5.7.1',
    group: 'setup',
  },
  bidRounds: {
    ...int(1, 20),
    description: 'Rounds of bidding, the first included, before a tie stands.',
    catalog: ['D-BID-TIE'],
    clause: '1.2.9.5',
    group: 'setup',
  },
  rebidFloor: {
    ...BOOL,
    description: 'Whether a rebid must concede with 0 or be at least the bidder’s previous bid.',
    catalog: ['D-BID-TIE'],
    clause: '1.2.9.5.1',
    group: 'setup',
  },
  bidFinalTie: {
    ...enumOf({
      'random-method': 'nobody wins the bid; the random method picks the starter and nobody pays for winning',
      'random-winner-pays': 'chance picks one of the tied top bidders, who wins the bid and pays it',
    }),
    description: 'What a starting bid still tied after its last round leads to.',
    catalog: ['D-BID-TIE'],
    clause: '4.2.3.2',
    group: 'setup',
  },
  openingHandTiming: {
    ...enumOf({
      'after-starting-player': 'hands are drawn once the starting player is known',
      'before-starting-player': 'hands are drawn (and mulligans taken) before the starting player is found',
    }),
    description: 'When the opening hands are drawn.',
    catalog: ['D-SETUP-ORDER'],
    clause: '4.2.5',
    group: 'setup',
  },
  mulligans: {
    ...enumOf({ repeatable: 'again and again, one card fewer each time', once: 'at most one mulligan' }),
    description: 'How often a player may mulligan.',
    catalog: ['D-MULLIGAN'],
    clause: '4.2.5.1',
    group: 'setup',
  },
  businessDestroyedLoses: {
    ...enumOf({
      'any-destruction': 'a business destroyed (or annihilated) in any way loses the game',
      'in-challenge': 'only a business destroyed in a challenge loses the game',
    }),
    description: 'Which destruction of a business loses its owner the game.',
    catalog: ['D-WIN-BUSINESS-DESTROYED'],
    clause: '1.2.10.2.1',
    group: 'winning',
  },
  noMoneyLoss: {
    ...enumOf({
      'end-phase-check': 'checked only at the End Phase money step',
      'end-of-turn': 'checked at that step and again as the turn ends',
    }),
    description: 'When a player with 0 M loses.',
    catalog: ['D-WIN-MONEY-TIMING'],
    clause: '1.2.10.1, 5.6.2',
    group: 'winning',
  },
  concession: {
    ...BOOL,
    description: 'Whether a player may concede the game.',
    catalog: ['D-WIN-LIST'],
    clause: '1.2.10.3',
    group: 'winning',
  },
  simultaneousLoss: {
    ...enumOf({
      tie: 'the game is a tie',
      'no-winner': 'everybody loses and the game has no winner, without being a tie',
    }),
    description: 'What it is when every remaining player loses at once.',
    catalog: ['D-WIN-LIST'],
    clause: '1.2.10.8',
    group: 'winning',
  },
  deckOut: {
    ...enumOf({
      'forced-draw': 'a player loses when he must draw from an empty main deck',
      'empty-deck': 'a player loses as soon as his main deck is empty during a turn',
    }),
    description: 'When running out of main deck loses the game.',
    catalog: ['D-WIN-DECKOUT'],
    clause: '1.2.10.4',
    group: 'winning',
  },
  orphan: {
    ...enumOf({
      'no-chain-to-business': 'a card with no chain of neighbours to the business is orphaned',
      'no-neighbour': 'only a card with no neighbour at all is orphaned',
    }),
    description: 'What counts as an orphaned card.',
    catalog: ['D-ORPHAN-DEF'],
    clause: '3.7.1.2',
    group: 'zones',
  },
  orphanFate: {
    ...enumOf({
      'discarded-every-end-phase': 'every End Phase discards the orphans of every network',
      'destroyed-at-controllers-end': 'an orphan is destroyed at the end of its controller’s own turn',
    }),
    description: 'What happens to orphaned cards, and at whose end of turn.',
    catalog: ['D-ORPHAN-FATE'],
    clause: '5.6.3',
    group: 'zones',
  },
  destroyedCardsTo: {
    ...enumOf({ controller: 'the controller’s open market', owner: 'the owner’s open market' }),
    description: 'Where a destroyed card goes.',
    catalog: ['D-DESTROY-DEST'],
    clause: '8.3',
    group: 'zones',
  },
  disengageScope: {
    ...enumOf({
      controlled: 'every card the active player controls, in any network',
      'own-network': 'every card in the active player’s network, whoever controls it',
    }),
    description: 'What the Accounting Phase disengages.',
    catalog: ['D-DISENGAGE-SCOPE'],
    clause: '5.2.2',
    group: 'zones',
  },
  produceScope: {
    ...enumOf({
      controlled: 'any card the player controls',
      'controlled-in-own-network': 'only cards he controls in his own network',
    }),
    description: 'Which cards may be engaged to produce traits.',
    catalog: ['D-PRODUCE-SCOPE'],
    clause: '6.1.1',
    group: 'zones',
  },
  accountingTriggers: {
    ...enumOf({
      'no-step': 'no such step',
      'game-start-on-each-first-turn':
        'beginning-of-turn texts each turn; beginning-of-game texts on each player’s first turn',
      'game-start-on-turn-one':
        'beginning-of-turn texts each turn; beginning-of-game texts on the game’s first turn only',
    }),
    description: 'The Accounting Phase step for beginning-of-turn and beginning-of-game texts.',
    catalog: ['D-A-TRIGGERS'],
    clause: '5.2',
    group: 'turn',
  },
  accountingWindows: {
    ...enumOf({
      'after-upkeep-and-after-draw': 'a window after upkeep and another after the draw',
      'after-draw': 'a single window, after the draw',
    }),
    description: 'The priority windows of the Accounting Phase.',
    catalog: ['D-A-PRIORITY'],
    clause: '5.2.5, 5.2.8',
    group: 'turn',
  },
  accountingPoolsEmpty: {
    ...enumOf({
      'before-upkeep': 'as the third step, before upkeep',
      'end-of-phase': 'as the phase ends, after its window',
      never: 'not in the Accounting Phase (only at the end of the turn)',
    }),
    description: 'When the Accounting Phase empties the trait pools.',
    catalog: ['D-TRAIT-POOL-EMPTY'],
    clause: '5.2.3',
    group: 'turn',
  },
  revealedResourceBuy: {
    ...enumOf({
      'buy-phase': 'during the Buy Phase; unbought, it goes under at the end of that phase',
      'at-reveal': 'right after the reveal, before the draw; declined, it goes under at once',
    }),
    description: 'When the revealed resource may be bought.',
    catalog: ['D-RESOURCE-TIMING'],
    clause: '5.2.6, 5.3.4',
    group: 'turn',
  },
  revealedResourceNetwork: {
    ...enumOf({ any: 'any network', own: 'the buyer’s own network' }),
    description: 'Where the revealed resource may dock.',
    catalog: ['D-RESOURCE-NETWORK'],
    clause: '6.2.2.5',
    group: 'turn',
  },
  assetTiming: {
    ...enumOf({
      'own-buy-phase': 'only in the buyer’s own Buy Phase',
      'own-turn-with-priority': 'whenever the buyer holds priority in his own turn',
      'any-turn-with-priority': 'whenever the buyer holds priority, in any turn',
    }),
    description: 'When a non-event asset may be deployed.',
    catalog: ['D-DEPLOY-PHASE'],
    clause: '6.2',
    group: 'turn',
  },
  permanentEventTiming: {
    ...enumOf({
      'own-turn': 'only in the buyer’s own turn',
      'any-time': 'whenever the buyer holds priority, like other events',
    }),
    description: 'When a permanent event may be deployed.',
    catalog: ['D-PERMEVENT-TIMING'],
    clause: '1.2.8.1',
    group: 'turn',
  },
  endPhaseWindow: {
    ...enumOf({
      'after-discards': 'a window after orphans and events are discarded, before healing',
      'before-end-phase': 'a window that closes before the first End Phase step',
      none: 'no window: nothing can be done once the End Phase begins',
    }),
    description: 'The priority window of the End Phase.',
    catalog: ['D-END-ORDER'],
    clause: '5.6.5',
    group: 'turn',
  },
  firstTurnDraw: {
    ...enumOf({
      'skip-two-player': 'the starting player skips his first draw in a two-player game only',
      'skip-always': 'the starting player skips his first draw whatever the player count',
      'never-skip': 'everybody draws from the first turn on',
    }),
    description: 'Whether the starting player draws on the first turn of the game.',
    catalog: ['D-FIRST-TURN-DRAW'],
    clause: '5.2.7.1',
    group: 'turn',
  },
  endOfTurnHealing: {
    ...BOOL,
    description: 'Whether non-permanent damage heals at the end of every turn.',
    catalog: ['D-DAMAGE-HEAL', 'D-END-ORDER'],
    clause: '5.6.6',
    group: 'turn',
  },
  buyProtectionTurns: {
    ...int(0, 100),
    description: 'A player’s cards cannot be bought before the end of his turn number N.',
    catalog: [],
    clause: '5.3.1.1',
    group: 'buying',
  },
  freshCardProtection: {
    ...BOOL,
    description: 'Whether a card that came into play during its controller’s last turn cannot be bought.',
    catalog: ['D-BUY-RECENT'],
    clause: '5.3.1.2',
    group: 'buying',
  },
  buyFromPlay: {
    ...enumOf({
      'opponent-controlled': 'engaged cards an opponent controls, in any network',
      'in-opponent-network': 'engaged cards in another player’s network only',
    }),
    description: 'Which engaged cards in play may be bought.',
    catalog: ['D-BUY-SCOPE'],
    clause: '5.3.1',
    group: 'buying',
  },
  boughtCardPayee: {
    ...enumOf({ controller: 'the card’s controller', owner: 'the card’s owner' }),
    description: 'Who receives the money for an engaged card bought from play.',
    catalog: ['D-BUY-PAYEE'],
    clause: '3.2.1.5',
    group: 'buying',
  },
  boughtPilePrice: {
    ...enumOf({ 'whole-pile': 'every card of the pile', 'top-card': 'the top card only' }),
    description: 'What a pile bought from play costs (its bonded cards come along either way).',
    catalog: ['D-BUY-PILE'],
    clause: '3.10.8',
    group: 'buying',
  },
  boughtPileBonded: {
    ...enumOf({
      'come-along': 'they come along and are redeployed under it',
      destroyed: 'they are destroyed as their top card leaves play',
    }),
    description: 'The cards bonded under a pile bought from play.',
    catalog: ['D-BUY-PILE'],
    clause: '3.10.8, 3.10.9',
    group: 'buying',
  },
  businessBuyPrice: {
    ...enumOf({ valuation: 'its valuation, like any card', 'fixed-10': 'a fixed 10 M' }),
    description: 'What an engaged business costs to buy.',
    catalog: ['D-BUSINESS-BUY-PRICE'],
    clause: '3.2.1.5',
    group: 'buying',
  },
  tokensBuyable: {
    ...BOOL,
    description: 'Whether an engaged token can be bought (for nothing).',
    catalog: ['D-TOKEN-VALUE'],
    clause: '7.9.1',
    group: 'buying',
  },
  deploymentTriggers: {
    ...enumOf({
      'stack-after-window': 'on the stack, after the window that follows the deployment',
      immediate: 'at once, without the stack or that window',
    }),
    description: 'How an asset’s "when deployed" abilities take effect.',
    catalog: ['D-DEPLOY-TRIGGER-STACK'],
    clause: '6.2.2.7',
    group: 'stack',
  },
  deploySpaceLost: {
    ...enumOf({
      'chooses-another': 'its controller docks it on another legal space',
      'fixed-at-declaration': 'the space was fixed when declared: the card goes to its owner’s open market',
    }),
    description: 'A deploying card whose declared space is no longer legal when it resolves.',
    catalog: ['D-DEPLOY-SPACE-CHOICE'],
    clause: '6.2.2.5',
    group: 'stack',
  },
  declaredSpaceReserved: {
    ...BOOL,
    description: 'Whether a space declared by a deployment on the stack is closed to other deployments.',
    catalog: ['D-EVENT-SLOT'],
    clause: '6.2.2.5',
    group: 'stack',
  },
  resolvedEvents: {
    ...enumOf({
      'waits-for-end-phase': 'it waits and the End Phase discards it on top of the open market',
      'bottom-of-open-market': 'it goes under its controller’s open market at once',
    }),
    description: 'Where a resolved non-permanent event goes.',
    catalog: ['D-EVENT-AFTER-RESOLVE'],
    clause: '6.3.2',
    group: 'stack',
  },
  cancelledCardsTo: {
    ...enumOf({ 'open-market': 'it is destroyed', 'annihilated-zone': 'it is annihilated' }),
    description: 'What happens to a cancelled card.',
    catalog: ['D-CANCEL'],
    clause: '9.7',
    group: 'stack',
  },
  abilitySourceGone: {
    ...enumOf({ 'still-resolves': 'it still resolves', countered: 'it is countered and does nothing' }),
    description: 'An ability whose card left play before the ability resolves.',
    catalog: ['D-SOURCE-DESTROYED'],
    clause: '1.2.5.3',
    group: 'stack',
  },
  eventDeployment: {
    ...enumOf({
      'one-item':
        'one stack item: the effect applies as the deployment resolves; the event is not in play before',
      'after-deployment':
        'the deployment resolves first and the event enters play; its effect then goes on the stack after the window that follows',
      'on-play':
        'the event enters play as it is played, without the stack; only its effect goes on the stack',
    }),
    description:
      'How a non-permanent event’s deployment and its effect use the stack (whether the event card is in play, and can be targeted, while its effect waits).',
    catalog: ['D-EVENT-SLOT', 'D-SOURCE-DESTROYED'],
    clause: '6.3.1, 6.2.2.5–6.2.2.7',
    group: 'stack',
  },
  automaticAbilities: {
    ...enumOf({
      'must-resolve': 'its controller has to resolve it',
      'may-decline': 'its controller may decline it and miss the opportunity',
    }),
    description: 'Whether a triggered automatic ability may be declined as a whole.',
    catalog: ['D-AUTO-OPTIONAL'],
    clause: '7.4.1',
    group: 'stack',
  },
  attackerMustBeDisengaged: {
    ...BOOL,
    description: 'Whether only a disengaged character may attack.',
    catalog: ['D-ATTACKER-DISENGAGED'],
    clause: '5.4.1.2',
    group: 'challenge',
  },
  attackTraitMinimum: {
    ...enumOf({ positive: 'at least 1', 'zero-or-more': '0 or more (a 0 attacker deals no damage)' }),
    description: 'The attacker’s least value in the trait it attacks with.',
    catalog: ['D-ATTACK-TRAIT-POSITIVE'],
    clause: '5.4.1.1.5',
    group: 'challenge',
  },
  targetLeavesSpace: {
    ...enumOf({
      'challenge-continues': 'the challenge goes on against the space',
      'attack-is-nullified': 'the attack ends with nothing dealt; the attacker stays engaged',
    }),
    description: 'When the defending card has left the target space by the end of the first window.',
    catalog: ['D-ATTACK-TARGET-GONE'],
    clause: '5.4.1.3',
    group: 'challenge',
  },
  targetWithBlockers: {
    ...enumOf({
      'may-stay-or-leave': 'its controller chooses whether it stays as a defender',
      leaves: 'it always leaves; only blockers defend',
    }),
    description: 'The defending card once at least one blocker is declared.',
    catalog: ['D-TARGET-STAY'],
    clause: '5.4.1.6',
    group: 'challenge',
  },
  blockersDropOut: {
    ...BOOL,
    description: 'Whether blockers engaged or undocked after the second window stop blocking.',
    catalog: ['D-BLOCKER-CEASE'],
    clause: '5.4.1.5.1',
    group: 'challenge',
  },
  retaliators: {
    ...enumOf({ characters: 'characters only', 'any-card': 'any defending card' }),
    description: 'Which defenders may retaliate.',
    catalog: ['D-RETALIATE-NONCHAR'],
    clause: '5.4.1.8.1.1',
    group: 'challenge',
  },
  retaliation: {
    ...enumOf({
      'once-per-turn': 'at most once per turn',
      'once-per-challenge': 'in every challenge it defends in',
    }),
    description: 'How often a card may retaliate.',
    catalog: ['D-RETALIATE-FREQ'],
    clause: '5.4.1.8.1.4',
    group: 'challenge',
  },
  damageModel: {
    ...enumOf({
      'lowers-trait': 'damage lowers the trait; at 0 or below the card is destroyed',
      'assigned-accumulates':
        'damage is assigned; the card is destroyed once its damage reaches the trait (at least 1)',
      'assigned-per-hit':
        'damage is assigned; the card is destroyed when one dealing reaches the trait (at least 1)',
    }),
    description: 'Whether damage lowers a trait or is only assigned, and when it destroys.',
    catalog: ['D-DAMAGE-MODEL', 'D-DAMAGE-HEAL', 'D-DEVELOPMENT'],
    clause: '5.4.1.8.2',
    group: 'challenge',
  },
  damageDestroys: {
    ...enumOf({
      'any-card': 'any card',
      'characters-and-business': 'characters and the business only',
    }),
    description: 'Which cards damage can destroy.',
    catalog: ['D-DAMAGE-THRESHOLD-FR'],
    clause: '5.4.1.8.2',
    group: 'challenge',
  },
  effectDamageDestroys: {
    ...BOOL,
    description: 'Whether damage dealt by an effect destroys like combat damage.',
    catalog: ['D-NONCOMBAT-DAMAGE'],
    clause: '5.4.1.8.2',
    group: 'challenge',
  },
  counterAtZeroDestroys: {
    ...BOOL,
    description: 'Whether a trait counter that brings a trait to 0 or below destroys the card.',
    catalog: ['D-COUNTER-ZERO'],
    clause: '7.10.1.2',
    group: 'challenge',
  },
  sellPile: {
    ...enumOf({
      'top-card-only': 'the top card pays; the cards bonded under it are destroyed',
      'whole-pile': 'every card of the pile pays and goes to the open market',
    }),
    description: 'What selling a pile pays.',
    catalog: ['D-SELL-PILE'],
    clause: '5.5.3',
    group: 'selling',
  },
  sellCardEnteredThisTurn: {
    ...BOOL,
    description: 'Whether a card that came into play this turn may be sold.',
    catalog: ['D-SELL-SAME-TURN'],
    clause: '5.5.5',
    group: 'selling',
  },
  sellScope: {
    ...enumOf({
      controlled: 'any card the seller controls, in any network',
      'controlled-in-own-network': 'cards he controls in his own network',
      'owned-in-own-network': 'cards he controls and owns in his own network',
    }),
    description: 'Which cards a player may sell.',
    catalog: ['D-SELL-SCOPE'],
    clause: '5.5.1',
    group: 'selling',
  },
  businessSellable: {
    ...BOOL,
    description: 'Whether a player may sell his own business.',
    catalog: ['D-SELL-BUSINESS'],
    clause: '5.5.4',
    group: 'selling',
  },
  saleValuation: {
    ...enumOf({
      current: 'the money valuation as it stands, changed by the abilities of any card',
      'printed-or-own-text': 'the printed money valuation, changed only by the sold card’s own abilities',
    }),
    description: 'The money valuation a sale pays.',
    catalog: ['D-SELL-VALUE'],
    clause: '5.5.6.2',
    group: 'selling',
  },
  uniqueDuplicate: {
    ...enumOf({
      'destroy-older': 'the newest copy stays; the others are destroyed',
      'older-to-open-market': 'the newest copy stays; the others go to their owner’s open market',
      'older-to-open-market-with-refund':
        'as above, and the player gains the money valuation of each copy sent away',
      'chooses-which-stays': 'the player chooses the copy that stays; the others are destroyed',
    }),
    description: 'Two copies of a unique card under one player.',
    catalog: ['D-UNIQUE-DUP'],
    clause: '7.8',
    group: 'unique',
  },
  uniqueRevealsHand: {
    ...BOOL,
    description: 'Whether deploying a unique card reveals its controller’s hand.',
    catalog: ['D-HIDDEN-INFO'],
    clause: '1.2.2.2',
    group: 'unique',
  },
  uniqueCopiesInHand: {
    ...enumOf({
      keep: 'they stay in hand',
      'may-sell': 'the player may sell them all at once as his Divest Phase sale',
      'must-sell': 'they are sold when his Divest Phase begins',
    }),
    description: 'Copies in hand of a unique card their holder controls in play.',
    catalog: ['D-UNIQUE-HAND'],
    clause: '7.8',
    group: 'unique',
  },
  engagedContinuousKeywords: {
    ...enumOf({
      inactive: 'they do nothing while their card is engaged (continuous abilities)',
      active: 'they work engaged or not (the revision has no ability classes for them)',
    }),
    description: 'CAMOUFLAGE, ELUSIVE and REFLEXES while their card is engaged.',
    catalog: ['D-ABILITY-CLASS'],
    clause: '3.2.1.9, 7.3.1',
    group: 'combatKeywords',
  },
  flyingWhileEngaged: {
    ...enumOf({
      keeps: 'an engaged card keeps FLYING (a static ability)',
      'loses-unless-attacking': 'an engaged card loses FLYING, except as the attacker of its own challenge',
      loses: 'an engaged card loses FLYING, even while it attacks',
    }),
    description: 'Whether an engaged card still flies.',
    catalog: ['D-FLYING-ENGAGED'],
    clause: '9.15',
    group: 'combatKeywords',
  },
  flyingRetaliation: {
    ...enumOf({
      'any-card': 'any defender may retaliate against a flyer',
      'flyers-only': 'only a defender with FLYING may retaliate against a flyer',
    }),
    description: 'Who may deal retaliation damage to an attacker with FLYING.',
    catalog: ['D-FLYING-RETALIATE'],
    clause: '9.15',
    group: 'combatKeywords',
  },
  flyingTarget: {
    ...enumOf({
      'any-attacker': 'any attacker may attack a flyer',
      'flyers-unless-engaged': 'a disengaged flyer is attacked only by cards with FLYING',
    }),
    description: 'Who may attack a card with FLYING.',
    catalog: ['D-FLYING-ATTACK-TARGET'],
    clause: '9.15',
    group: 'combatKeywords',
  },
  disruptorWhileEngaged: {
    ...BOOL,
    description: 'Whether DISRUPTOR works while its card is engaged (an attacker is).',
    catalog: ['D-DISRUPTOR-ENGAGED'],
    clause: '9.13',
    group: 'combatKeywords',
  },
  disruptorScope: {
    ...enumOf({
      'any-damage': 'any damage the card deals to a business, effects included',
      'challenge-damage': 'only combat damage to the defending player’s business',
    }),
    description: 'Which damage of a DISRUPTOR card to a business costs its player money.',
    catalog: ['D-DISRUPTOR-SCOPE'],
    clause: '9.13',
    group: 'combatKeywords',
  },
  initiativeStrikers: {
    ...enumOf({
      'any-card': 'every card of the challenge with INITIATIVE deals its damage first',
      'attacker-only':
        'an attacker with INITIATIVE strikes first; a defender’s INITIATIVE only makes it strike together with it',
    }),
    description: 'Who strikes first by INITIATIVE.',
    catalog: ['D-INITIATIVE-DEFENDER'],
    clause: '9.18',
    group: 'combatKeywords',
  },
  demolisherReach: {
    ...enumOf({
      'challenge-target': 'only the card it attacks',
      'any-card-it-damages': 'any listed card it deals combat damage to (blockers, the attacker)',
    }),
    description: 'Which cards of a listed kind a DEMOLISHER destroys by damaging them.',
    catalog: ['D-DEMOLISHER'],
    clause: '9.10',
    group: 'combatKeywords',
  },
  penetratorReach: {
    ...enumOf({
      'surrounded-and-bonded': 'it may attack surrounded cards and cards bonded under others',
      'bonded-only': 'it may attack bonded cards; surrounded cards stay out of reach',
      none: 'nothing: an attack on a pile reaches its top card only',
    }),
    description: 'What PENETRATOR lets a card attack.',
    catalog: ['D-PENETRATOR-V17'],
    clause: '3.10.11, 5.4.1.1.7, 5.4.4',
    group: 'combatKeywords',
  },
  areaAttackBlockers: {
    ...enumOf({
      'not-attacked-cards': 'cards attacked by the same AREA ATTACK do not block for one another',
      'any-adjacent-card': 'any card next to an attacked card may block, attacked ones included',
    }),
    description: 'Which cards may block in an area attack.',
    catalog: ['D-AREA-ATTACK'],
    clause: '9.3',
    group: 'combatKeywords',
  },
  suppressorEngages: {
    ...enumOf({
      'any-defender': 'one defender, the attacker choosing among several',
      'blocker-if-any': 'a blocker when there is one (the attacker choosing), else the defending card',
    }),
    description: 'Which defender a SUPPRESSOR engages.',
    catalog: ['D-SUPPRESSOR'],
    clause: '9.28',
    group: 'combatKeywords',
  },
  camouflageChosenBy: {
    ...enumOf({
      anyone: 'any player’s effect may choose it (only targeting is forbidden)',
      owner: 'only its owner may choose it',
    }),
    description: 'Who may choose a camouflaged card for an effect that chooses without targeting.',
    catalog: ['D-CAMOUFLAGE'],
    clause: '9.6',
    group: 'combatKeywords',
  },
  meleeReachesSurrounded: {
    ...BOOL,
    description: 'Whether a MELEE card may attack a surrounded card within its reach.',
    catalog: ['D-MELEE'],
    clause: '9.20',
    group: 'combatKeywords',
  },
  cardRadiusShape: {
    ...enumOf({
      square: 'the (2X+1)² square around the card, diagonals included',
      diamond: 'the spaces at most X orthogonal steps away',
    }),
    description: 'The shape of a CARD RADIUS X.',
    catalog: ['D-CARD-RADIUS'],
    clause: '9.8',
    group: 'combatKeywords',
  },
  searchDecks: {
    ...enumOf({
      'both-decks': 'one search covers the main deck and the resource deck',
      'one-deck': 'the player searches either his main deck or his resource deck',
    }),
    description: 'What an effect that searches “your deck” covers.',
    catalog: ['D-SEARCH-DECKS'],
    clause: '6.8.1',
    group: 'search',
  },
  searchShufflesOpenMarket: {
    ...BOOL,
    description: 'Whether an open market that was searched is shuffled afterwards.',
    catalog: ['D-SEARCH-OM-SHUFFLE'],
    clause: '6.8.2.3.1',
    group: 'search',
  },
  searchMayFail: {
    ...enumOf({
      always: 'the searching player may always find nothing',
      'qualitative-only': 'only a search for a type, subtype or name may come back empty',
    }),
    description: 'When a search may find nothing.',
    catalog: ['D-SEARCH-FAIL'],
    clause: '6.8.2.2',
    group: 'search',
  },
  disasterLevelSearchers: {
    ...enumOf({
      'other-players': 'every player but the one who deployed the card',
      'every-player': 'every player, the one who deployed it too',
    }),
    description: 'Who searches for crisis cards when a DISASTER LEVEL card is deployed.',
    catalog: ['D-DISASTER-LEVEL'],
    clause: '9.12',
    group: 'keywords',
  },
  disasterLevelZones: {
    ...enumOf({
      'deck-or-open-market': 'his deck or his open market, one of the two',
      'deck-and-open-market': 'his deck and his open market',
      deck: 'his deck only',
    }),
    description: 'Where a DISASTER LEVEL search looks.',
    catalog: ['D-DISASTER-LEVEL'],
    clause: '9.12',
    group: 'keywords',
  },
  deadDropValuation: {
    ...enumOf({
      money: 'the equipment’s money valuation',
      total: 'its total valuation, traits included',
    }),
    description: 'The valuation DEAD DROP’s limit counts.',
    catalog: ['D-DEAD-DROP'],
    clause: '9.9',
    group: 'keywords',
  },
  deadDropPlacement: {
    ...enumOf({
      'any-legal-space': 'any legal space of any network',
      adjacent: 'a space next to the card with DEAD DROP',
    }),
    description: 'Where the equipment DEAD DROP finds docks.',
    catalog: ['D-DEAD-DROP'],
    clause: '9.9',
    group: 'keywords',
  },
  mutationTrigger: {
    ...enumOf({
      'any-deployment': 'any deployment of the card, a purchase included',
      'from-hand': 'only a deployment from its controller’s hand',
    }),
    description: 'Which deployment of a MUTATION card triggers its search.',
    catalog: ['D-MUTATION'],
    clause: '9.22',
    group: 'keywords',
  },
  independentMove: {
    ...enumOf({
      'may-any-network': 'its controller may move it to a legal space of any network',
      'must-own-network': 'its controller must move it within its own network',
    }),
    description: 'What happens to an orphaned INDEPENDENT card.',
    catalog: ['D-INDEPENDENT'],
    clause: '9.16',
    group: 'keywords',
  },
  moveScope: {
    ...enumOf({
      'any-network': 'a legal space of any network',
      'same-network': 'a legal space of the network it is in',
    }),
    description: 'Where MOVE may put a card.',
    catalog: ['D-MOVE-NETWORK'],
    clause: '9.21',
    group: 'keywords',
  },
  swapScope: {
    ...enumOf({
      'any-network': 'any two cards in play',
      'same-network': 'two cards of the same network',
    }),
    description: 'Which cards SWAP may exchange.',
    catalog: ['D-SWAP-NETWORK'],
    clause: '9.27',
    group: 'keywords',
  },
  terrainEngage: {
    ...enumOf({
      'only-when-bonded': 'never, unless it is bonded under another card',
      allowed: 'like any other card',
    }),
    description: 'Whether a TERRAIN card may be engaged.',
    catalog: ['D-TERRAIN'],
    clause: '9.29.1',
    group: 'keywords',
  },
  pileKeywords: {
    ...enumOf({
      'own-only': 'each card has its own keywords only',
      'top-gains-bonded': 'the top card of a pile also has the keywords of the cards bonded to it',
    }),
    description: 'Whether a pile’s top card has the keywords of its bonded cards.',
    catalog: ['D-PILE-KEYWORDS'],
    clause: '3.10',
    group: 'keywords',
  },
  bondedImmunity: {
    ...enumOf({
      targeted: 'being targeted only; untargeted effects still reach it',
      'all-effects': 'attacks, damage and effects of every kind',
    }),
    description: 'What a card bonded under another is safe from.',
    catalog: ['D-BONDED-IMPERVIOUS'],
    clause: '3.10.11',
    group: 'keywords',
  },
  regenerationReset: {
    ...enumOf({
      damage: 'its damage is removed; its counters stay',
      'printed-values': 'every trait returns to its printed value: damage and trait counters go',
    }),
    description: 'What regenerating resets.',
    catalog: ['D-REGEN-RESET'],
    clause: '9.26.1',
    group: 'keywords',
  },
  regenerationDisengages: {
    ...BOOL,
    description: 'Whether an engaged card that regenerates disengages.',
    catalog: ['D-REGEN-ORIENTATION'],
    clause: '9.26',
    group: 'keywords',
  },
  regeneratedMayRetaliate: {
    ...BOOL,
    description: 'Whether a card that regenerated in a challenge may still retaliate in it.',
    catalog: ['D-REGEN-RETALIATE'],
    clause: '9.26',
    group: 'keywords',
  },
  regenerationAgainst: {
    ...enumOf({
      'damage-and-effects': 'lethal damage, or an effect that destroys the card',
      'lethal-damage': 'lethal damage only',
    }),
    description: 'What REGENERATION can save a card from.',
    catalog: ['D-REGEN-NONDAMAGE'],
    clause: '9.26',
    group: 'keywords',
  },
  competitiveErrata: {
    ...BOOL,
    description:
      'Whether the errata (Mindfire gains ABRUPT; Passionate Consumers cost 1 EQ) apply in competitive games.',
    catalog: ['D-GOLDEN-ERRATA'],
    clause: '10.1',
    group: 'keywords',
  },
};

export const PARAMETER_NAMES = Object.keys(PARAMETER_SPECS) as ParameterName[];

/** Why `value` is not a legal value of the parameter, or null. */
export function parameterValueProblem(name: ParameterName, value: unknown): string | null {
  const spec = PARAMETER_SPECS[name];
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
        : `${name} is a list of card names, not ${show(value)}`;
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
export function formatValue(v: RuleParameters[ParameterName]): string {
  if (Array.isArray(v)) return v.length === 0 ? '(none)' : v.join(', ');
  return String(v);
}
