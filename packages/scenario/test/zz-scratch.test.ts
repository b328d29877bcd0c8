import { it } from 'vitest';
import { bindCard, parse } from '../src/index.js';
it('scratch', () => {
  const text = `cards
  character "A"  cost 1M  traits BQ 3  #Water #building  keywords FLYING
`;
  const r = parse(text, 'x.cards');
  for (const item of r.file.prelude) {
    if (item.kind !== 'cards') continue;
    for (const c of (item as any).body) if (c.kind === 'card') console.log(JSON.stringify(bindCard(c)));
  }
});
