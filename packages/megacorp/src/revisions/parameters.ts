import {
  integer,
  names,
  oneOf,
  type ParameterKind,
  type ParameterSpecs,
  type ParametersOf,
  parameterNames,
  type ParameterSpec as Spec,
  valueProblem,
  yesNo,
} from '@arbiter/core';

export { formatValue } from '@arbiter/core';
export type { ParameterKind };

/*
 * The rule parameters on which the Megacorp revisions disagree, each declared once: its values and
 * what each means, the entries of ../shared/rules/revision-divergences.md (D-...) it settles, the V1.7
 * clause of the rule it varies. The type the engine reads (`RuleParameters`), the validation of draft
 * revisions and docs/revisions.md are all derived from this table. The engine reads parameters, never
 * a revision id, so a divergence between rulebooks is a value here, not a branch on "which rulebook".
 */

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

/** A Megacorp parameter's spec. */
export type ParameterSpec = Spec<ParameterGroup>;

/** Every rule parameter, in the order docs/revisions.md lists them. */
export const PARAMETER_SPECS = {
  // ---- setup ----

  startingMoney: integer({
    min: 0,
    max: 1000,
    description: 'Money each player starts with, before any bid.',
    catalog: [],
    clause: '1.2.6, 4.2.2',
    group: 'setup',
  }),
  minMainDeck: integer({
    min: 0,
    max: 1000,
    description: 'Fewest cards in a main deck.',
    catalog: [],
    clause: '4.1.1',
    group: 'setup',
  }),
  minResourceDeck: integer({
    min: 0,
    max: 1000,
    description: 'Fewest cards in a resource deck.',
    catalog: [],
    clause: '4.1.2',
    group: 'setup',
  }),
  maxCopies: integer({
    min: 1,
    max: 1000,
    description: 'Most copies of one card name in a main deck.',
    catalog: [],
    clause: '4.1.1.1',
    group: 'setup',
  }),
  openingHand: integer({
    min: 0,
    max: 100,
    description: 'Cards drawn for the opening hand.',
    catalog: [],
    clause: '4.2.5',
    group: 'setup',
  }),
  competitiveBanList: names({
    of: 'card names',
    description:
      'Card names a competitive-format deck may not hold, checked only for games created with `format: competitive`; an empty list bans nothing.',
    catalog: ['D-BANLIST'],
    clause: '10.3.1.1',
    group: 'setup',
  }),
  vehicleCards: oneOf(
    {
      'card-type': 'a card type of its own',
      equipment: 'read as an equipment (the revision knows four card types)',
      refused: 'unknown to the rules: a deck holding one is refused',
    },
    {
      description:
        'What a vehicle card is. No rule of the engine tells a vehicle from an equipment yet, so the first two values play alike until an effect filters by card type.',
      catalog: ['D-CARD-TYPES'],
      clause: '2.1.1',
      group: 'setup',
      untestable:
        'card-type and equipment play alike: no rule or card filters by the vehicle type yet (refused is told apart by a scenario)',
    },
  ),
  firstPlayerMethod: oneOf(
    {
      random: 'the random method, unless the players agree to bid',
      bid: 'everybody bids; only when nobody bids anything does chance decide',
    },
    {
      description: 'How the starting player is found when the game does not say.',
      catalog: ['D-FIRSTPLAYER-METHOD'],
      clause: '4.2.3–4.2.4',
      group: 'setup',
      untestable:
        "a scenario's setup picks the method itself (a bid after `first player by bid`, else the random pick, scripted or not), so the revision's default never applies in one",
    },
  ),
  bidPayment: oneOf(
    {
      winner: 'only the winner pays his last bid',
      'every-bidder': 'every bidder pays his last bid',
      'winner-if-two-players': 'the winner alone with two players; every bidder with more',
    },
    {
      description: 'Who pays for the bid that decides the starting player.',
      catalog: ['D-FIRSTPLAYER-PAYMENT', 'D-MULTI-ORDER-PAYMENT'],
      clause: '4.2.3.1',
      group: 'setup',
    },
  ),
  turnOrder: oneOf(
    {
      seating: 'turns pass to the left from the starting player',
      'bid-order': 'after a bid with more than two players, seats follow the bids from highest to lowest',
    },
    {
      description: 'The order of turns after the starting bid.',
      catalog: ['D-MULTI-ORDER-PAYMENT'],
      clause: '5.7.1',
      group: 'setup',
    },
  ),
  bidRounds: integer({
    min: 1,
    max: 20,
    description: 'Rounds of bidding, the first included, before a tie stands.',
    catalog: ['D-BID-TIE'],
    clause: '1.2.9.5',
    group: 'setup',
  }),
  rebidFloor: yesNo({
    description: 'Whether a rebid must concede with 0 or be at least the bidder’s previous bid.',
    catalog: ['D-BID-TIE'],
    clause: '1.2.9.5.1',
    group: 'setup',
  }),
  bidFinalTie: oneOf(
    {
      'random-method': 'nobody wins the bid; the random method picks the starter and nobody pays for winning',
      'random-winner-pays': 'chance picks one of the tied top bidders, who wins the bid and pays it',
    },
    {
      description: 'What a starting bid still tied after its last round leads to.',
      catalog: ['D-BID-TIE'],
      clause: '4.2.3.2',
      group: 'setup',
    },
  ),
  openingHandTiming: oneOf(
    {
      'after-starting-player': 'hands are drawn once the starting player is known',
      'before-starting-player':
        'hands are drawn (and mulligans taken) before the starting player is found, so bids are made knowing one’s hand',
    },
    {
      description: 'When the opening hands are drawn.',
      catalog: ['D-SETUP-ORDER'],
      clause: '4.2.5',
      group: 'setup',
    },
  ),
  mulligans: oneOf(
    {
      repeatable: 'again and again, one card fewer each time, down to an empty hand',
      once: 'at most one mulligan',
    },
    {
      description: 'How often a player may mulligan.',
      catalog: ['D-MULLIGAN'],
      clause: '4.2.5.1',
      group: 'setup',
    },
  ),

  // ---- winning ----

  businessDestroyedLoses: oneOf(
    {
      'any-destruction': 'a business destroyed (or annihilated) in any way loses the game',
      'in-challenge': 'only a business destroyed in a challenge loses the game',
    },
    {
      description: 'Which destruction of a business loses its owner the game.',
      catalog: ['D-WIN-BUSINESS-DESTROYED'],
      clause: '1.2.10.2.1',
      group: 'winning',
    },
  ),
  noMoneyLoss: oneOf(
    {
      'end-phase-check': 'checked only at the End Phase money step',
      'end-of-turn':
        'checked at that step and again as the turn ends, so money lost in the End Phase window (5.6.5) still loses the game that turn',
    },
    {
      description: 'When a player with 0 M loses.',
      catalog: ['D-WIN-MONEY-TIMING'],
      clause: '1.2.10.1, 5.6.2',
      group: 'winning',
    },
  ),
  concession: yesNo({
    description: 'Whether a player may concede the game.',
    catalog: ['D-WIN-LIST'],
    clause: '1.2.10.3',
    group: 'winning',
  }),
  simultaneousLoss: oneOf(
    {
      tie: 'the game is a tie',
      'no-winner': 'everybody loses and the game has no winner, without being a tie',
    },
    {
      description: 'What it is when every remaining player loses at once.',
      catalog: ['D-WIN-LIST'],
      clause: '1.2.10.8',
      group: 'winning',
    },
  ),
  deckOut: oneOf(
    {
      'forced-draw': 'a player loses when he must draw from an empty main deck',
      'empty-deck': 'a player loses as soon as his main deck is empty during a turn',
    },
    {
      description: 'When running out of main deck loses the game.',
      catalog: ['D-WIN-DECKOUT'],
      clause: '1.2.10.4',
      group: 'winning',
    },
  ),

  // ---- zones ----

  orphan: oneOf(
    {
      'no-chain-to-business': 'a card with no chain of neighbours to the business is orphaned',
      'no-neighbour': 'only a card with no neighbour at all is orphaned',
    },
    {
      description: 'What counts as an orphaned card.',
      catalog: ['D-ORPHAN-DEF'],
      clause: '3.7.1.2',
      group: 'zones',
    },
  ),
  orphanFate: oneOf(
    {
      'discarded-every-end-phase': 'every End Phase discards the orphans of every network',
      'destroyed-at-controllers-end': 'an orphan is destroyed at the end of its controller’s own turn',
    },
    {
      description: 'What happens to orphaned cards, and at whose end of turn.',
      catalog: ['D-ORPHAN-FATE'],
      clause: '5.6.3',
      group: 'zones',
    },
  ),
  destroyedCardsTo: oneOf(
    {
      controller: 'the controller’s open market',
      owner: 'the owner’s open market',
    },
    {
      description: 'Where a destroyed card goes.',
      catalog: ['D-DESTROY-DEST'],
      clause: '8.3',
      group: 'zones',
    },
  ),
  disengageScope: oneOf(
    {
      controlled: 'every card the active player controls, in any network',
      'own-network': 'every card in the active player’s network, whoever controls it',
    },
    {
      description: 'What the Accounting Phase disengages.',
      catalog: ['D-DISENGAGE-SCOPE'],
      clause: '5.2.2',
      group: 'zones',
    },
  ),
  produceScope: oneOf(
    {
      controlled: 'any card the player controls',
      'controlled-in-own-network': 'only cards he controls in his own network',
    },
    {
      description: 'Which cards may be engaged to produce traits.',
      catalog: ['D-PRODUCE-SCOPE'],
      clause: '6.1.1',
      group: 'zones',
    },
  ),

  // ---- turn ----

  accountingTriggers: oneOf(
    {
      'no-step': 'no such step (V1.7’s 5.2 has none)',
      'game-start-on-each-first-turn':
        'beginning-of-turn texts each turn; beginning-of-game texts on each player’s first turn',
      'game-start-on-turn-one':
        'beginning-of-turn texts each turn; beginning-of-game texts on the game’s first turn only',
    },
    {
      description: 'The Accounting Phase step for beginning-of-turn and beginning-of-game texts.',
      catalog: ['D-A-TRIGGERS'],
      clause: '5.2',
      group: 'turn',
    },
  ),
  accountingWindows: oneOf(
    {
      'after-upkeep-and-after-draw': 'a window after upkeep and another after the draw',
      'after-draw': 'a single window, after the draw',
    },
    {
      description: 'The priority windows of the Accounting Phase.',
      catalog: ['D-A-PRIORITY'],
      clause: '5.2.5, 5.2.8',
      group: 'turn',
    },
  ),
  accountingPoolsEmpty: oneOf(
    {
      'before-upkeep': 'as the third step, before upkeep',
      'end-of-phase': 'as the phase ends, after its window',
      never: 'not in the Accounting Phase (only at the end of the turn)',
    },
    {
      description: 'When the Accounting Phase empties the trait pools.',
      catalog: ['D-TRAIT-POOL-EMPTY'],
      clause: '5.2.3',
      group: 'turn',
      untestable:
        'before-upkeep and never differ only on traits in a pool as the turn begins, and there are none: every pool is emptied as each turn ends (5.6.7) and nobody acts before 5.2.3, while a given starts at the upkeep step at the earliest (end-of-phase is told apart by a scenario)',
    },
  ),
  revealedResourceBuy: oneOf(
    {
      'buy-phase': 'during the Buy Phase; unbought, it goes under at the end of that phase',
      'at-reveal': 'right after the reveal, before the draw; declined, it goes under at once',
    },
    {
      description: 'When the revealed resource may be bought.',
      catalog: ['D-RESOURCE-TIMING'],
      clause: '5.2.6, 5.3.4',
      group: 'turn',
    },
  ),
  revealedResourceNetwork: oneOf(
    {
      any: 'any network',
      own: 'the buyer’s own network',
    },
    {
      description: 'Where the revealed resource may dock.',
      catalog: ['D-RESOURCE-NETWORK'],
      clause: '6.2.2.5',
      group: 'turn',
    },
  ),
  assetTiming: oneOf(
    {
      'own-buy-phase': 'only in the buyer’s own Buy Phase',
      'own-turn-with-priority': 'whenever the buyer holds priority in his own turn',
      'any-turn-with-priority':
        'whenever the buyer holds priority, in any turn (1.2.8 and 3.2.1.5 read without 5.3.1)',
    },
    {
      description: 'When a non-event asset may be deployed (an engaged card bought from play included).',
      catalog: ['D-DEPLOY-PHASE'],
      clause: '6.2',
      group: 'turn',
    },
  ),
  permanentEventTiming: oneOf(
    {
      'own-turn': 'only in the buyer’s own turn',
      'any-time': 'whenever the buyer holds priority, like other events',
    },
    {
      description: 'When a permanent event may be deployed.',
      catalog: ['D-PERMEVENT-TIMING'],
      clause: '1.2.8.1',
      group: 'turn',
    },
  ),
  endPhaseWindow: oneOf(
    {
      'after-discards': 'a window after orphans and events are discarded, before healing',
      'before-end-phase': 'a window that closes before the first End Phase step',
      none: 'no window: nothing can be done once the End Phase begins',
    },
    {
      description: 'The priority window of the End Phase.',
      catalog: ['D-END-ORDER'],
      clause: '5.6.5',
      group: 'turn',
    },
  ),
  firstTurnDraw: oneOf(
    {
      'skip-two-player': 'the starting player skips his first draw in a two-player game only',
      'skip-always': 'the starting player skips his first draw whatever the player count',
      'never-skip': 'everybody draws from the first turn on',
    },
    {
      description: 'Whether the starting player draws on the first turn of the game.',
      catalog: ['D-FIRST-TURN-DRAW'],
      clause: '5.2.7.1',
      group: 'turn',
    },
  ),
  endOfTurnHealing: yesNo({
    description: 'Whether non-permanent damage heals at the end of every turn.',
    catalog: ['D-DAMAGE-HEAL', 'D-END-ORDER'],
    clause: '5.6.6',
    group: 'turn',
  }),

  // ---- buying ----

  buyProtectionTurns: integer({
    min: 0,
    max: 100,
    description: 'A player’s cards cannot be bought before the end of his turn number N.',
    catalog: [],
    clause: '5.3.1.1',
    group: 'buying',
  }),
  freshCardProtection: yesNo({
    description: 'Whether a card that came into play during its controller’s last turn cannot be bought.',
    catalog: ['D-BUY-RECENT'],
    clause: '5.3.1.2',
    group: 'buying',
  }),
  buyFromPlay: oneOf(
    {
      'opponent-controlled': 'engaged cards an opponent controls, in any network',
      'in-opponent-network': 'engaged cards in another player’s network only',
    },
    {
      description: 'Which engaged cards in play may be bought.',
      catalog: ['D-BUY-SCOPE'],
      clause: '5.3.1',
      group: 'buying',
    },
  ),
  boughtCardPayee: oneOf(
    {
      controller: 'the card’s controller',
      owner: 'the card’s owner',
    },
    {
      description: 'Who receives the money for an engaged card bought from play.',
      catalog: ['D-BUY-PAYEE'],
      clause: '3.2.1.5',
      group: 'buying',
    },
  ),
  boughtPilePrice: oneOf(
    {
      'whole-pile': 'every card of the pile',
      'top-card': 'the top card only',
    },
    {
      description: 'What a pile bought from play costs (its bonded cards come along either way).',
      catalog: ['D-BUY-PILE'],
      clause: '3.10.8',
      group: 'buying',
    },
  ),
  boughtPileBonded: oneOf(
    {
      'come-along': 'they come along and are redeployed under it',
      destroyed: 'they are destroyed as their top card leaves play',
    },
    {
      description: 'The cards bonded under a pile bought from play.',
      catalog: ['D-BUY-PILE'],
      clause: '3.10.8, 3.10.9',
      group: 'buying',
    },
  ),
  businessBuyPrice: oneOf(
    {
      valuation: 'its valuation, like any card',
      'fixed-10': 'a fixed 10 M',
    },
    {
      description: 'What an engaged business costs to buy.',
      catalog: ['D-BUSINESS-BUY-PRICE'],
      clause: '3.2.1.5',
      group: 'buying',
    },
  ),
  tokensBuyable: yesNo({
    description: 'Whether an engaged token can be bought (for nothing).',
    catalog: ['D-TOKEN-VALUE'],
    clause: '7.9.1',
    group: 'buying',
  }),

  // ---- stack ----

  deploymentTriggers: oneOf(
    {
      'stack-after-window': 'on the stack, after the window that follows the deployment',
      immediate: 'at once, without the stack or that window',
    },
    {
      description: 'How an asset’s "when deployed" abilities take effect.',
      catalog: ['D-DEPLOY-TRIGGER-STACK'],
      clause: '6.2.2.7',
      group: 'stack',
    },
  ),
  deploySpaceLost: oneOf(
    {
      'chooses-another': 'its controller docks it on another legal space',
      'fixed-at-declaration': 'the space was fixed when declared: the card goes to its owner’s open market',
    },
    {
      description: 'A deploying card whose declared space is no longer legal when it resolves.',
      catalog: ['D-DEPLOY-SPACE-CHOICE'],
      clause: '6.2.2.5',
      group: 'stack',
    },
  ),
  declaredSpaceReserved: yesNo({
    description: 'Whether a space declared by a deployment on the stack is closed to other deployments.',
    catalog: ['D-EVENT-SLOT'],
    clause: '6.2.2.5',
    group: 'stack',
  }),
  resolvedEvents: oneOf(
    {
      'waits-for-end-phase': 'it waits and the End Phase discards it on top of the open market',
      'bottom-of-open-market': 'it goes under its controller’s open market at once',
    },
    {
      description: 'Where a resolved non-permanent event goes.',
      catalog: ['D-EVENT-AFTER-RESOLVE'],
      clause: '6.3.2',
      group: 'stack',
    },
  ),
  cancelledCardsTo: oneOf(
    {
      'open-market': 'it is destroyed',
      'annihilated-zone': 'it is annihilated',
    },
    {
      description: 'What happens to a cancelled card.',
      catalog: ['D-CANCEL'],
      clause: '9.7',
      group: 'stack',
    },
  ),
  abilitySourceGone: oneOf(
    {
      'still-resolves': 'it still resolves',
      countered: 'it is countered and does nothing',
    },
    {
      description: 'An ability whose card left play before the ability resolves.',
      catalog: ['D-SOURCE-DESTROYED'],
      clause: '1.2.5.3',
      group: 'stack',
    },
  ),
  eventDeployment: oneOf(
    {
      'one-item':
        'one stack item: the effect applies as the deployment resolves; the event is not in play before',
      'after-deployment':
        'the deployment resolves first and the event enters play; its effect then goes on the stack after the window that follows',
      'on-play':
        'the event enters play as it is played, without the stack; only its effect goes on the stack',
    },
    {
      description:
        'How a non-permanent event’s deployment and its effect use the stack (whether the event card is in play, and can be targeted, while its effect waits).',
      catalog: ['D-EVENT-SLOT', 'D-SOURCE-DESTROYED'],
      clause: '6.3.1, 6.2.2.5–6.2.2.7',
      group: 'stack',
    },
  ),
  automaticAbilities: oneOf(
    {
      'must-resolve': 'its controller has to resolve it',
      'may-decline': 'its controller may decline it and miss the opportunity',
    },
    {
      description: 'Whether a triggered automatic ability may be declined as a whole.',
      catalog: ['D-AUTO-OPTIONAL'],
      clause: '7.4.1',
      group: 'stack',
    },
  ),
  simultaneousTriggers: oneOf(
    {
      'controller-orders': 'their controller chooses the order in which they go on the stack',
      'printed-order': 'they go on the stack in the order printed on the card, the last printed on top',
    },
    {
      description: 'The order on the stack of several effects of one player triggered at the same time.',
      catalog: [],
      clause: '3.9.4',
      group: 'stack',
      untestable:
        'only the "when deployed" triggers of one deployment go on the stack together, and where deploymentTriggers is immediate (Ed 3.0) none goes on the stack: no order is asked there',
    },
  ),

  // ---- challenge ----

  attackerMustBeDisengaged: yesNo({
    description: 'Whether only a disengaged character may attack.',
    catalog: ['D-ATTACKER-DISENGAGED'],
    clause: '5.4.1.2',
    group: 'challenge',
  }),
  attackTraitMinimum: oneOf(
    {
      positive: 'at least 1',
      'zero-or-more': '0 or more (a 0 attacker deals no damage)',
    },
    {
      description: 'The attacker’s least value in the trait it attacks with.',
      catalog: ['D-ATTACK-TRAIT-POSITIVE'],
      clause: '5.4.1.1.5',
      group: 'challenge',
    },
  ),
  targetLeavesSpace: oneOf(
    {
      'challenge-continues': 'the challenge goes on against the space',
      'attack-is-nullified': 'the attack ends with nothing dealt; the attacker stays engaged',
    },
    {
      description: 'When the defending card has left the target space by the end of the first window.',
      catalog: ['D-ATTACK-TARGET-GONE'],
      clause: '5.4.1.3',
      group: 'challenge',
    },
  ),
  targetWithBlockers: oneOf(
    {
      'may-stay-or-leave': 'its controller chooses whether it stays as a defender',
      leaves: 'it always leaves; only blockers defend',
    },
    {
      description: 'The defending card once at least one blocker is declared.',
      catalog: ['D-TARGET-STAY'],
      clause: '5.4.1.6',
      group: 'challenge',
    },
  ),
  blockersDropOut: yesNo({
    description:
      'Whether blockers engaged or undocked after the second window stop blocking (blockers that left play always stop).',
    catalog: ['D-BLOCKER-CEASE'],
    clause: '5.4.1.5.1',
    group: 'challenge',
  }),
  retaliators: oneOf(
    {
      characters: 'characters only',
      'any-card': 'any defending card',
    },
    {
      description: 'Which defenders may retaliate.',
      catalog: ['D-RETALIATE-NONCHAR'],
      clause: '5.4.1.8.1.1',
      group: 'challenge',
    },
  ),
  retaliation: oneOf(
    {
      'once-per-turn': 'at most once per turn',
      'once-per-challenge': 'in every challenge it defends in',
    },
    {
      description: 'How often a card may retaliate.',
      catalog: ['D-RETALIATE-FREQ'],
      clause: '5.4.1.8.1.4',
      group: 'challenge',
    },
  ),
  damageModel: oneOf(
    {
      'lowers-trait': 'damage lowers the trait; at 0 or below the card is destroyed',
      'assigned-accumulates':
        'damage is assigned; the card is destroyed once its damage reaches the trait (at least 1)',
      'assigned-per-hit':
        'damage is assigned; the card is destroyed when one dealing reaches the trait (at least 1)',
    },
    {
      description:
        'Whether damage lowers a trait or is only assigned (the trait then keeps its value for attacking, retaliating and producing), and when it destroys.',
      catalog: ['D-DAMAGE-MODEL', 'D-DAMAGE-HEAL', 'D-DEVELOPMENT'],
      clause: '5.4.1.8.2',
      group: 'challenge',
    },
  ),
  damageDestroys: oneOf(
    {
      'any-card': 'any card',
      'characters-and-business':
        'characters and the business only; other cards take damage but are never destroyed by it',
    },
    {
      description: 'Which cards damage can destroy.',
      catalog: ['D-DAMAGE-THRESHOLD-FR'],
      clause: '5.4.1.8.2',
      group: 'challenge',
    },
  ),
  effectDamageDestroys: yesNo({
    description: 'Whether damage dealt by an effect destroys like combat damage.',
    catalog: ['D-NONCOMBAT-DAMAGE'],
    clause: '5.4.1.8.2',
    group: 'challenge',
  }),
  counterAtZeroDestroys: yesNo({
    description: 'Whether a trait counter that brings a trait to 0 or below destroys the card.',
    catalog: ['D-COUNTER-ZERO'],
    clause: '7.10.1.2',
    group: 'challenge',
  }),

  // ---- selling ----

  sellPile: oneOf(
    {
      'top-card-only': 'the top card pays; the cards bonded under it are destroyed',
      'whole-pile': 'every card of the pile pays and goes to the open market',
    },
    {
      description: 'What selling a pile pays.',
      catalog: ['D-SELL-PILE'],
      clause: '5.5.3',
      group: 'selling',
    },
  ),
  sellCardEnteredThisTurn: yesNo({
    description: 'Whether a card that came into play this turn may be sold.',
    catalog: ['D-SELL-SAME-TURN'],
    clause: '5.5.5',
    group: 'selling',
  }),
  sellScope: oneOf(
    {
      controlled: 'any card the seller controls, in any network',
      'controlled-in-own-network': 'cards he controls in his own network',
      'owned-in-own-network': 'cards he controls and owns in his own network',
    },
    {
      description: 'Which cards a player may sell.',
      catalog: ['D-SELL-SCOPE'],
      clause: '5.5.1',
      group: 'selling',
    },
  ),
  businessSellable: yesNo({
    description: 'Whether a player may sell his own business.',
    catalog: ['D-SELL-BUSINESS'],
    clause: '5.5.4',
    group: 'selling',
  }),
  saleValuation: oneOf(
    {
      current: 'the money valuation as it stands, changed by the abilities of any card',
      'printed-or-own-text':
        'the printed money valuation, changed only by the sold card’s own abilities (5.5.6.2 reads the money valuation; the golden rule 1.2.1 lets the card’s own text win)',
    },
    {
      description: 'The money valuation a sale pays.',
      catalog: ['D-SELL-VALUE'],
      clause: '5.5.6.2',
      group: 'selling',
    },
  ),

  // ---- unique ----

  uniqueDuplicate: oneOf(
    {
      'destroy-older': 'the newest copy stays; the others are destroyed',
      'older-to-open-market': 'the newest copy stays; the others go to their owner’s open market',
      'older-to-open-market-with-refund':
        'as above, and the player gains the money valuation of each copy sent away',
      'chooses-which-stays': 'the player chooses the copy that stays; the others are destroyed',
    },
    {
      description: 'Two copies of a unique card under one player.',
      catalog: ['D-UNIQUE-DUP'],
      clause: '7.8',
      group: 'unique',
    },
  ),
  uniqueRevealsHand: yesNo({
    description: 'Whether deploying a unique card reveals its controller’s hand.',
    catalog: ['D-HIDDEN-INFO'],
    clause: '1.2.2.2',
    group: 'unique',
  }),
  uniqueCopiesInHand: oneOf(
    {
      keep: 'they stay in hand',
      'may-sell': 'the player may sell them all at once as his Divest Phase sale',
      'must-sell': 'they are sold when his Divest Phase begins',
    },
    {
      description: 'Copies in hand of a unique card their holder controls in play.',
      catalog: ['D-UNIQUE-HAND'],
      clause: '7.8',
      group: 'unique',
    },
  ),

  // ---- combatKeywords ----

  engagedContinuousKeywords: oneOf(
    {
      inactive: 'they do nothing while their card is engaged (continuous abilities)',
      active: 'they work engaged or not (the revision has no ability classes for them)',
    },
    {
      description: 'CAMOUFLAGE, ELUSIVE and REFLEXES while their card is engaged.',
      catalog: ['D-ABILITY-CLASS'],
      clause: '3.2.1.9, 7.3.1',
      group: 'combatKeywords',
    },
  ),
  flyingWhileEngaged: oneOf(
    {
      keeps: 'an engaged card keeps FLYING (a static ability)',
      'loses-unless-attacking': 'an engaged card loses FLYING, except as the attacker of its own challenge',
      loses:
        'an engaged card loses FLYING, even while it attacks (so anyone may block an attacking flyer that engaged)',
    },
    {
      description: 'Whether an engaged card still flies.',
      catalog: ['D-FLYING-ENGAGED'],
      clause: '9.15',
      group: 'combatKeywords',
      untestable:
        'keeps and loses-unless-attacking differ only for an engaged flyer that is not attacking, and the rules never ask whether such a card flies: FLYING is read for a card declaring an attack (disengaged in every built-in revision, attackerMustBeDisengaged), for the attacker of the challenge, and for a blocker or a retaliator, which must be disengaged (loses is told apart by a scenario)',
    },
  ),
  flyingRetaliation: oneOf(
    {
      'any-card': 'any defender may retaliate against a flyer',
      'flyers-only': 'only a defender with FLYING may retaliate against a flyer',
    },
    {
      description: 'Who may deal retaliation damage to an attacker with FLYING.',
      catalog: ['D-FLYING-RETALIATE'],
      clause: '9.15',
      group: 'combatKeywords',
    },
  ),
  flyingTarget: oneOf(
    {
      'any-attacker': 'any attacker may attack a flyer',
      'flyers-unless-engaged': 'a disengaged flyer is attacked only by cards with FLYING',
    },
    {
      description: 'Who may attack a card with FLYING.',
      catalog: ['D-FLYING-ATTACK-TARGET'],
      clause: '9.15',
      group: 'combatKeywords',
    },
  ),
  disruptorWhileEngaged: yesNo({
    description:
      'Whether DISRUPTOR (a static ability in 9.13) works while its card is engaged (an attacker is).',
    catalog: ['D-DISRUPTOR-ENGAGED'],
    clause: '9.13',
    group: 'combatKeywords',
  }),
  disruptorScope: oneOf(
    {
      'any-damage': 'any damage the card deals to a business, effects included',
      'challenge-damage': 'only combat damage to the defending player’s business',
    },
    {
      description: 'Which damage of a DISRUPTOR card to a business costs its player money.',
      catalog: ['D-DISRUPTOR-SCOPE'],
      clause: '9.13',
      group: 'combatKeywords',
    },
  ),
  initiativeStrikers: oneOf(
    {
      'any-card': 'every card of the challenge with INITIATIVE deals its damage first',
      'attacker-only':
        'an attacker with INITIATIVE strikes first; a defender’s INITIATIVE only makes it strike together with it',
    },
    {
      description: 'Who strikes first by INITIATIVE.',
      catalog: ['D-INITIATIVE-DEFENDER'],
      clause: '9.18',
      group: 'combatKeywords',
    },
  ),
  demolisherReach: oneOf(
    {
      'challenge-target': 'only the card it attacks',
      'any-card-it-damages': 'any listed card it deals combat damage to (blockers, the attacker)',
    },
    {
      description: 'Which cards of a listed kind a DEMOLISHER destroys by damaging them.',
      catalog: ['D-DEMOLISHER'],
      clause: '9.10',
      group: 'combatKeywords',
    },
  ),
  penetratorReach: oneOf(
    {
      'surrounded-and-bonded': 'it may attack surrounded cards and cards bonded under others',
      'bonded-only': 'it may attack bonded cards; surrounded cards stay out of reach',
      none: 'nothing: an attack on a pile reaches its top card only',
    },
    {
      description: 'What PENETRATOR lets a card attack.',
      catalog: ['D-PENETRATOR-V17'],
      clause: '3.10.11, 5.4.1.1.7, 5.4.4',
      group: 'combatKeywords',
    },
  ),
  areaAttackBlockers: oneOf(
    {
      'not-attacked-cards': 'cards attacked by the same AREA ATTACK do not block for one another',
      'any-adjacent-card': 'any card next to an attacked card may block, attacked ones included',
    },
    {
      description: 'Which cards may block in an area attack.',
      catalog: ['D-AREA-ATTACK'],
      clause: '9.3',
      group: 'combatKeywords',
    },
  ),
  suppressorEngages: oneOf(
    {
      'any-defender': 'one defender, the attacker choosing among several',
      'blocker-if-any': 'a blocker when there is one (the attacker choosing), else the defending card',
    },
    {
      description: 'Which defender a SUPPRESSOR engages.',
      catalog: ['D-SUPPRESSOR'],
      clause: '9.28',
      group: 'combatKeywords',
    },
  ),
  camouflageChosenBy: oneOf(
    {
      anyone: 'any player’s effect may choose it (only targeting is forbidden)',
      owner: 'only its owner may choose it',
    },
    {
      description: 'Who may choose a camouflaged card for an effect that chooses without targeting.',
      catalog: ['D-CAMOUFLAGE'],
      clause: '9.6',
      group: 'combatKeywords',
    },
  ),
  meleeReachesSurrounded: yesNo({
    description: 'Whether a MELEE card may attack a surrounded card within its reach.',
    catalog: ['D-MELEE'],
    clause: '9.20',
    group: 'combatKeywords',
  }),
  cardRadiusShape: oneOf(
    {
      square: 'the (2X+1)² square around the card, diagonals included',
      diamond: 'the spaces at most X orthogonal steps away',
    },
    {
      description: 'The shape of a CARD RADIUS X.',
      catalog: ['D-CARD-RADIUS'],
      clause: '9.8',
      group: 'combatKeywords',
    },
  ),

  // ---- search ----

  searchDecks: oneOf(
    {
      'both-decks': 'one search covers the main deck and the resource deck',
      'one-deck': 'the player searches either his main deck or his resource deck',
    },
    {
      description: 'What an effect that searches “your deck” covers.',
      catalog: ['D-SEARCH-DECKS'],
      clause: '6.8.1',
      group: 'search',
    },
  ),
  searchShufflesOpenMarket: yesNo({
    description: 'Whether an open market that was searched is shuffled afterwards.',
    catalog: ['D-SEARCH-OM-SHUFFLE'],
    clause: '6.8.2.3.1',
    group: 'search',
  }),
  searchMayFail: oneOf(
    {
      always: 'the searching player may always find nothing',
      'qualitative-only': 'only a search for a type, subtype or name may come back empty',
    },
    {
      description: 'When a search may find nothing.',
      catalog: ['D-SEARCH-FAIL'],
      clause: '6.8.2.2',
      group: 'search',
    },
  ),

  // ---- keywords ----

  disasterLevelSearchers: oneOf(
    {
      'other-players': 'every player but the one who deployed the card',
      'every-player': 'every player, the one who deployed it too (the Ed 3.0 worked example)',
    },
    {
      description: 'Who searches for crisis cards when a DISASTER LEVEL card is deployed.',
      catalog: ['D-DISASTER-LEVEL'],
      clause: '9.12',
      group: 'keywords',
    },
  ),
  disasterLevelZones: oneOf(
    {
      'deck-or-open-market': 'his deck or his open market, one of the two',
      'deck-and-open-market': 'his deck and his open market',
      deck: 'his deck only',
    },
    {
      description: 'Where a DISASTER LEVEL search looks.',
      catalog: ['D-DISASTER-LEVEL'],
      clause: '9.12',
      group: 'keywords',
    },
  ),
  deadDropValuation: oneOf(
    {
      money: 'the equipment’s money valuation',
      total: 'its total valuation, traits included',
    },
    {
      description: 'The valuation DEAD DROP’s limit counts.',
      catalog: ['D-DEAD-DROP'],
      clause: '9.9',
      group: 'keywords',
    },
  ),
  deadDropPlacement: oneOf(
    {
      'any-legal-space': 'any legal space of any network',
      adjacent: 'a space next to the card with DEAD DROP',
    },
    {
      description: 'Where the equipment DEAD DROP finds docks.',
      catalog: ['D-DEAD-DROP'],
      clause: '9.9',
      group: 'keywords',
    },
  ),
  mutationTrigger: oneOf(
    {
      'any-deployment': 'any deployment of the card, a purchase included',
      'from-hand': 'only a deployment from its controller’s hand',
    },
    {
      description: 'Which deployment of a MUTATION card triggers its search.',
      catalog: ['D-MUTATION'],
      clause: '9.22',
      group: 'keywords',
    },
  ),
  independentMove: oneOf(
    {
      'may-any-network': 'its controller may move it to a legal space of any network',
      'must-own-network': 'its controller must move it within its own network',
    },
    {
      description: 'What happens to an orphaned INDEPENDENT card.',
      catalog: ['D-INDEPENDENT'],
      clause: '9.16',
      group: 'keywords',
    },
  ),
  moveScope: oneOf(
    {
      'any-network': 'a legal space of any network',
      'same-network': 'a legal space of the network it is in',
    },
    {
      description: 'Where MOVE may put a card.',
      catalog: ['D-MOVE-NETWORK'],
      clause: '9.21',
      group: 'keywords',
    },
  ),
  swapScope: oneOf(
    {
      'any-network': 'any two cards in play',
      'same-network': 'two cards of the same network',
    },
    {
      description: 'Which cards SWAP may exchange.',
      catalog: ['D-SWAP-NETWORK'],
      clause: '9.27',
      group: 'keywords',
    },
  ),
  terrainEngage: oneOf(
    {
      'only-when-bonded': 'never, unless it is bonded under another card',
      allowed: 'like any other card',
    },
    {
      description: 'Whether a TERRAIN card may be engaged.',
      catalog: ['D-TERRAIN'],
      clause: '9.29.1',
      group: 'keywords',
    },
  ),
  pileKeywords: oneOf(
    {
      'own-only': 'each card has its own keywords only',
      'top-gains-bonded': 'the top card of a pile also has the keywords of the cards bonded to it',
    },
    {
      description: 'Whether a pile’s top card has the keywords of its bonded cards.',
      catalog: ['D-PILE-KEYWORDS'],
      clause: '3.10',
      group: 'keywords',
    },
  ),
  bondedImmunity: oneOf(
    {
      targeted: 'being targeted only; untargeted effects still reach it',
      'all-effects':
        'attacks, damage and effects of every kind (untargeted effects, such as a card radius, pass it by too)',
    },
    {
      description: 'What a card bonded under another is safe from.',
      catalog: ['D-BONDED-IMPERVIOUS'],
      clause: '3.10.11',
      group: 'keywords',
    },
  ),
  regenerationReset: oneOf(
    {
      damage: 'its damage is removed; its counters stay',
      'printed-values': 'every trait returns to its printed value: damage and trait counters go',
    },
    {
      description: 'What regenerating resets.',
      catalog: ['D-REGEN-RESET'],
      clause: '9.26.1',
      group: 'keywords',
    },
  ),
  regenerationDisengages: yesNo({
    description: 'Whether an engaged card that regenerates disengages.',
    catalog: ['D-REGEN-ORIENTATION'],
    clause: '9.26',
    group: 'keywords',
  }),
  regeneratedMayRetaliate: yesNo({
    description: 'Whether a card that regenerated in a challenge may still retaliate in it.',
    catalog: ['D-REGEN-RETALIATE'],
    clause: '9.26',
    group: 'keywords',
  }),
  regenerationAgainst: oneOf(
    {
      'damage-and-effects': 'lethal damage, or an effect that destroys the card',
      'lethal-damage': 'lethal damage only',
    },
    {
      description: 'What REGENERATION can save a card from.',
      catalog: ['D-REGEN-NONDAMAGE'],
      clause: '9.26',
      group: 'keywords',
    },
  ),
  competitiveErrata: yesNo({
    description:
      'Whether the errata (Mindfire gains ABRUPT; Passionate Consumers cost 1 EQ) apply in competitive games.',
    catalog: ['D-GOLDEN-ERRATA'],
    clause: '10.1',
    group: 'keywords',
  }),
} satisfies ParameterSpecs<ParameterGroup>;

/** The value of every rule parameter, as a revision sets them: the type is derived from the specs. */
export type RuleParameters = ParametersOf<typeof PARAMETER_SPECS>;

/** A rule parameter's name. */
export type ParameterName = keyof RuleParameters;

export const PARAMETER_NAMES: readonly ParameterName[] = parameterNames(PARAMETER_SPECS);

/** Why `value` is not a legal value of the parameter, or null. */
export function parameterValueProblem(name: ParameterName, value: unknown): string | null {
  return valueProblem(name, PARAMETER_SPECS[name], value);
}
