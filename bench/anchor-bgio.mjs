// The external anchor: boardgame.io's own game reducer (the one its server runs for every move) making
// random legal tic-tac-toe moves, in the same process as our measurements. boardgame.io is a
// devDependency of this bench package only; its CommonJS entry points are loaded with `require`.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { CreateGameReducer, InitializeGame } = require('boardgame.io/internal');
const { INVALID_MOVE } = require('boardgame.io/core');

const LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** Tic-tac-toe as in boardgame.io's tutorial. */
export const TicTacToe = {
  name: 'tic-tac-toe',
  setup: () => ({ cells: Array(9).fill(null) }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    clickCell: ({ G, playerID }, id) => {
      if (G.cells[id] !== null) return INVALID_MOVE;
      G.cells[id] = playerID;
    },
  },
  endIf: ({ G, ctx }) => {
    for (const [a, b, c] of LINES) {
      if (G.cells[a] !== null && G.cells[a] === G.cells[b] && G.cells[a] === G.cells[c])
        return { winner: ctx.currentPlayer };
    }
    if (G.cells.every((c) => c !== null)) return { draw: true };
  },
};

/**
 * Random legal moves through `CreateGameReducer` for at least `seconds` of `clock()` time; a finished
 * game starts over. Returns moves and games per second.
 */
export function boardgameIoMoves(seconds, clock) {
  const reducer = CreateGameReducer({ game: TicTacToe });
  const start = InitializeGame({ game: TicTacToe, numPlayers: 2 });
  let state = start;
  let moves = 0;
  let games = 0;
  let rnd = 12345;
  const t0 = clock();
  let elapsed = 0;
  while (elapsed < seconds) {
    for (let i = 0; i < 200; i++) {
      const free = [];
      for (let c = 0; c < 9; c++) if (state.G.cells[c] === null) free.push(c);
      rnd = (rnd * 1103515245 + 12345) & 0x7fffffff;
      const id = free[rnd % free.length];
      const action = {
        type: 'MAKE_MOVE',
        payload: { type: 'clickCell', args: [id], playerID: state.ctx.currentPlayer },
      };
      const next = reducer(state, action);
      if (next.G.cells[id] === null) throw new Error('boardgame.io refused a legal move');
      state = next;
      moves++;
      if (state.ctx.gameover) {
        games++;
        state = start;
      }
    }
    elapsed = clock() - t0;
  }
  return { movesPerS: moves / elapsed, gamesPerS: games / elapsed };
}
