import { describe, expect, it } from 'vitest';
import { cli, fixture } from './helpers.js';

/**
 * `arbiter check draft.revision` runs the draft as well as binding it: perft to depth 2 from a start
 * and a few seeded games with every invariant, so a draft that binds but breaks the game is caught.
 */
const draft = (title: string, sets: string) => `revision "${title}"\n  extends v1.7\nset\n${sets}`;

describe('arbiter check on a draft revision', () => {
  it('passes a draft whose games start, are played under every invariant and end', async () => {
    const root = fixture({ 'rich.revision': draft('Richer start', '  startingMoney 15\n') });
    const r = await cli(root, 'check', 'rich.revision');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /rich\.revision: smoke run under rich: perft \d+, \d+ from the start; 5 games, 5 ended in/,
    );
    expect(r.out).toContain('checked 1 file: 0 errors, 0 warnings');
  });

  it('reports a draft no game can be set up under, at the line of the parameter it changes', async () => {
    const root = fixture({ 'huge.revision': draft('Huge decks', '  minMainDeck 1000\n') });
    const r = await cli(root, 'check', 'huge.revision');
    expect(r.code).toBe(2);
    expect(r.out).toContain(
      "huge.revision:4:3: error: smoke run, setup: no game can be set up: Ana's main deck has 40 cards, fewer than 1000 (4.1.1)",
    );
    expect(r.out).toContain('hint: the draft changes only minMainDeck');
  });

  it('reports games decided before anyone plays, naming every parameter the draft sets', async () => {
    const root = fixture({
      'hands.revision': draft('Big hands', '  startingMoney 12\n  openingHand 100\n'),
    });
    const r = await cli(root, 'check', 'hands.revision');
    expect(r.code).toBe(2);
    expect(r.out).toMatch(
      /hands\.revision:1:10: error: smoke run, game: the game was over before its first turn/,
    );
    expect(r.out).toContain('startingMoney 12 (line 4), openingHand 100 (line 5)');
  });

  it('still reports a draft that does not bind, with file:line:col, and runs nothing', async () => {
    const root = fixture({ 'typo.revision': draft('Typo', '  startingMony 15\n') });
    const r = await cli(root, 'check', 'typo.revision');
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/typo\.revision:4:3: error: .*startingMony.*startingMoney/);
    expect(r.out).not.toContain('smoke run');
  });
});
