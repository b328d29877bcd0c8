import { explainIllegal } from '@arbiter/core';
import { startFrom } from '@arbiter/harness/generic';
import { megacorpModule, V1_7, whyNotBuy } from '@arbiter/megacorp';
import { describe, expect, it } from 'vitest';
import { CARDS, cli, fixture } from './helpers.js';

const buyPhase = `use "lib.cards"

scenario "Ana in her Buy Phase with 3 M"
  revisions v1.7
given
  turn 5, Ana active, phase buy
  Ana money 3
  Ana hand "Lineage", "Hierarch", "Lineage"
  Ana network
    0,0  business "Ana Corp"
    1,0  founder "Raamaa"
  Nick network
    0,0  business "Nick Corp"
`;

describe('why not: can each card in hand be bought now', () => {
  it('arbiter show lists, per card in hand, the free spaces it can go to or the rule and clause refusing it', async () => {
    const root = fixture({ 'lib.cards': CARDS, 'a.scenario': buyPhase });
    const r = await cli(root, 'show', 'a.scenario');
    expect(r.code).toBe(0);
    expect(r.out).toContain("Ana's hand, can each card be bought now?");
    // The six free spaces next to her two piles (3.7.1); a name is listed once.
    expect(r.out).toContain('"Lineage": yes, at 0,-1 1,-1 -1,0 2,0 0,1 1,1');
    const why = r.out.slice(r.out.indexOf('can each card be bought now?'));
    expect(why.match(/"Lineage"/g)?.length).toBe(1);
    // 4 M + 3 BQ with 3 M: refused at every free space, a player cannot spend money he lacks (1.2.6.2).
    expect(why).toContain(
      '"Hierarch": no at 0,-1 1,-1 -1,0 2,0 0,1 1,1: Ana has 3 M but the cost needs 4 M (money.cannot-overspend, 1.2.6.2)',
    );
  });

  it("explainIllegal is the engine's own refusal, and null for every legal action", () => {
    const { state } = startFrom(megacorpModule, megacorpModule.play.randomConfig(1, V1_7));
    for (const a of megacorpModule.legalActions(state))
      expect(explainIllegal(megacorpModule, state, a)).toBeNull();
    const stranger = { type: 'pass', player: 'Zed' } as const;
    const v = explainIllegal(megacorpModule, state, stranger);
    const applied = megacorpModule.apply(state, stranger);
    expect(applied.ok).toBe(false);
    expect(v).toEqual(applied.ok ? null : applied.violation);
    expect(v?.clause).toBe(V1_7.clauses[v?.key ?? '']);
  });

  it('a card answers "yes" exactly when the engine offers a legal buy of it', () => {
    const { state } = startFrom(megacorpModule, megacorpModule.play.randomConfig(1, V1_7));
    const who = megacorpModule.decision(state)?.player ?? 'Ana';
    for (const a of whyNotBuy(state, who)) {
      const offered = megacorpModule
        .legalActions(state)
        .some((x) => x.type === 'buy' && x.player === who && x.card === a.card);
      expect(a.buyable).toBe(offered);
      if (!a.buyable) expect(a.refusals.length).toBeGreaterThan(0);
    }
  });
});
