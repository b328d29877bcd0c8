import { describe, expect, it } from 'vitest';
import { isEngaged } from '../../src/index.js';
import { setEngaged } from '../../src/rules/engagement.js';
import { setPileEngaged } from '../../src/rules/orientation.js';
import { given, keys, run } from './support.js';

const board = () =>
  given({
    players: [
      {
        id: 'ana',
        hand: ['Gnost Cleric'],
        network: [
          { x: 0, y: 0, cards: ['Ana Corp'] },
          { x: 1, y: 0, cards: ['Raamaa'] },
          { x: 0, y: 1, cards: ['Hierarch', 'Lineage'] },
          { x: -1, y: 0, cards: ['Grunt'], engaged: true },
        ],
      },
      { id: 'nick', network: [{ x: 0, y: 0, cards: ['Nick Corp'] }] },
    ],
  });

describe('turning a pile (3.2.1.2, 3.2.1.4, 3.10.10)', () => {
  it('a card turns engaged; the log names it and its controller', () => {
    const g = board();
    let turned = false;
    const { state, events } = run(g.state, (tx) => {
      turned = setPileEngaged(tx, g.id('Raamaa'), true);
    });
    expect(turned).toBe(true);
    expect(isEngaged(state, g.id('Raamaa'))).toBe(true);
    expect(keys(events)).toEqual(['orientation.engage']);
    expect(events[0]).toMatchObject({ card: g.id('Raamaa'), player: 'ana' });
    expect(events[0]?.text).not.toContain('bonded');
  });

  it('the cards bonded under it turn with it, even one already turned', () => {
    const g = board();
    const lineage = g.id('Lineage');
    const half = run(g.state, (tx) => {
      setEngaged(tx, lineage, true);
    }).state;
    let turned = false;
    const { state, events } = run(half, (tx) => {
      turned = setPileEngaged(tx, g.id('Lineage'), true);
    });
    expect(turned).toBe(true);
    expect(isEngaged(state, g.id('Hierarch'))).toBe(true);
    expect(isEngaged(state, lineage)).toBe(true);
    expect(events[0]).toMatchObject({ type: 'orientation.engage', card: g.id('Hierarch') });
    expect(events[0]?.text).toContain('with 1 bonded card(s) (3.10.10)');
  });

  it('a pile already turned that way, or a card not in play, changes nothing and says nothing', () => {
    const g = board();
    for (const [id, engaged] of [
      [g.id('Grunt'), true],
      [g.id('Raamaa'), false],
      [g.id('Gnost Cleric'), true],
    ] as const) {
      let turned = true;
      const { state, events } = run(g.state, (tx) => {
        turned = setPileEngaged(tx, id, engaged);
      });
      expect(turned).toBe(false);
      expect(state).toEqual(g.state);
      expect(events).toEqual([]);
    }
  });

  it('disengaging reports under its own rule, or the key the caller cites', () => {
    const g = board();
    expect(keys(run(g.state, (tx) => setPileEngaged(tx, g.id('Grunt'), false)).events)).toEqual([
      'orientation.disengage',
    ]);
    expect(
      keys(run(g.state, (tx) => setPileEngaged(tx, g.id('Grunt'), false, 'effects.disengage')).events),
    ).toEqual(['effects.disengage']);
  });
});
