import { describe, expect, it } from 'vitest';
import { areaAnchors, areaSpaces, parseArea } from '../../src/rules/keywords/area-attack.js';
import { ANA_NETWORK, given, NICK_NETWORK } from './support.js';

describe('AREA ATTACK (9.3): the printed area', () => {
  it('9.3 reads the trait and the area, columns by rows, however it is spaced', () => {
    expect(parseArea(['BQ', '1x4'])).toEqual({ trait: 'BQ', width: 1, height: 4 });
    expect(parseArea(['bq:', '2', 'x', '3'])).toEqual({ trait: 'BQ', width: 2, height: 3 });
    expect(parseArea(['12x1'])).toEqual({ trait: null, width: 12, height: 1 });
    expect(parseArea(['1×12'])).toEqual({ trait: null, width: 1, height: 12 });
  });

  it('9.3 an area needs at least one space each way, and at most 64 spaces', () => {
    expect(parseArea(['BQ', '8x8'])).toEqual({ trait: 'BQ', width: 8, height: 8 });
    expect(parseArea(['BQ', '9x8'])).toBeNull();
    expect(parseArea(['BQ', '0x4'])).toBeNull();
    expect(parseArea(['BQ', '4x0'])).toBeNull();
    expect(parseArea(['BQ'])).toBeNull();
  });

  it('9.3 the area from its lower-left corner: W columns to the right, H rows up', () => {
    expect(areaSpaces({ network: 'nick', x: -1, y: 0 }, { trait: null, width: 2, height: 2 })).toEqual([
      { network: 'nick', x: -1, y: 0 },
      { network: 'nick', x: 0, y: 0 },
      { network: 'nick', x: -1, y: 1 },
      { network: 'nick', x: 0, y: 1 },
    ]);
  });

  it('9.3 the corners of every such area covering a card of Nick’s network, each once', () => {
    const g = given({
      players: [
        { id: 'ana', network: ANA_NETWORK },
        { id: 'nick', network: NICK_NETWORK },
      ],
    });
    const corners = areaAnchors(g.state, 'nick', { trait: null, width: 2, height: 1 });
    expect(corners).toEqual([
      { network: 'nick', x: 0, y: 0 },
      { network: 'nick', x: -1, y: 0 },
      { network: 'nick', x: 1, y: 0 },
    ]);
    const tall = areaAnchors(g.state, 'nick', { trait: null, width: 1, height: 2 });
    expect(tall).toEqual([
      { network: 'nick', x: 0, y: 0 },
      { network: 'nick', x: 0, y: -1 },
      { network: 'nick', x: 1, y: 0 },
      { network: 'nick', x: 1, y: -1 },
    ]);
    expect(areaAnchors(g.state, 'zed', { trait: null, width: 1, height: 1 })).toEqual([]);
  });
});
