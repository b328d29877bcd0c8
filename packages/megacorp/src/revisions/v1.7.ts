import { v17Clauses } from '../rules/registry.js';
import type { RevisionProfile } from './profile.js';

/** Megacorp Comprehensive Rules V1.7: the base revision, whose clause numbers the rule sets declare. */
export const V1_7: RevisionProfile = {
  id: 'v1.7',
  title: 'Megacorp Comprehensive Rules V1.7',
  extends: null,
  parameters: {
    startingMoney: 10, // 1.2.6, 4.2.2
    minMainDeck: 40, // 4.1.1
    minResourceDeck: 20, // 4.1.2
    maxCopies: 4, // 4.1.1.1
    openingHand: 5, // 4.2.5
    firstTurnDraw: 'skip-two-player', // 5.2.7.1
    sellPile: 'top-card-only', // 5.5.3
    retaliation: 'once-per-turn', // 5.4.1.8.1.4
    destroyedCardsTo: 'controller', // 8.3
    boughtCardPayee: 'controller', // 3.2.1.5
    buyProtectionTurns: 2, // 5.3.1.1
    orphan: 'no-chain-to-business', // 3.7.1.2
    bidRounds: 3, // 1.2.9.5
  },
  clauses: v17Clauses(),
};
