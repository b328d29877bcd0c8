/**
 * The import rules of the tree (docs/architecture.md states them per folder). Checked in CI by
 * `npm run lint:imports`; `packages/core/test/import-rules.test.ts` plants an upward import and sees it
 * refused. Imports the tree already breaks are listed in `.dependency-cruiser-known-violations.json`
 * (regenerate with `npm run lint:imports:baseline` only after removing some): the list may only shrink.
 */
const GAMES = '^packages/(megacorp|gardener)/';
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Modules read one way: a cycle means two concepts that are one, or one split in the wrong place.',
      severity: 'error',
      from: { path: '^(packages|apps)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'kernel-imports-no-game',
      comment: 'packages/core is the kernel: it knows no game and no layer above it.',
      severity: 'error',
      from: { path: '^packages/core/src/' },
      to: { path: '^(packages/(?!core/)|apps/)' },
    },
    {
      name: 'game-imports-only-the-kernel',
      comment: 'A game is an engine: it imports the kernel and no tool built on top of it.',
      severity: 'error',
      from: { path: `${GAMES}src/` },
      to: { path: '^(packages/(scenario|harness|language-server)/|apps/)' },
    },
    {
      name: 'game-engine-imports-no-oracle-or-fixture',
      comment:
        "A game's engine never runs the references it is tested against nor its test fixtures: they are exported apart (./oracles, ./testing).",
      severity: 'error',
      from: { path: `${GAMES}src/`, pathNot: `${GAMES}src/(oracles\\.ts|testing/)` },
      to: { path: `${GAMES}src/(oracles\\.ts|testing/)` },
    },
    {
      name: 'games-are-independent',
      comment: 'One game never imports another.',
      severity: 'error',
      from: { path: '^packages/megacorp/' },
      to: { path: '^packages/gardener/' },
    },
    {
      name: 'scenario-frame-imports-no-game',
      comment: 'The scenario frame is generic; a game is reached through its dialect (src/dialects/<game>/).',
      severity: 'error',
      from: { path: '^packages/scenario/src/', pathNot: '^packages/scenario/src/(dialects/|games\\.ts)' },
      to: { path: GAMES },
    },
    {
      name: 'harness-core-imports-no-game',
      comment: 'The harness loops are generic over a game module; game adapters live in src/<game>/.',
      severity: 'error',
      from: { path: '^packages/harness/src/', pathNot: '^packages/harness/src/(megacorp|gardener)/' },
      to: { path: GAMES },
    },
    {
      name: 'language-server-generic',
      comment:
        "The language server asks a document's dialect and module; only its game adapters (src/games/) and the Megacorp scenario generator for tests (src/testing/) import a game.",
      severity: 'error',
      from: {
        path: '^packages/language-server/src/',
        pathNot: '^packages/language-server/src/(games/|testing/)',
      },
      to: { path: GAMES },
    },
    {
      name: 'scenario-below-tools',
      comment:
        'The scenario language serves the harness, the language server and the apps, never the reverse.',
      severity: 'error',
      from: { path: '^packages/scenario/' },
      to: { path: '^(packages/(harness|language-server)/|apps/)' },
    },
    {
      name: 'tools-are-independent',
      comment: 'The harness and the language server do not import each other.',
      severity: 'error',
      from: { path: '^packages/(harness|language-server)/' },
      to: { path: '^(packages/(harness|language-server)/|apps/)', pathNot: '^packages/$1/' },
    },
    {
      name: 'packages-import-no-app',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'megacorp-model-is-vocabulary',
      comment: 'Megacorp reads bottom-up: model (vocabulary) -> rules -> flow -> engine.',
      severity: 'error',
      from: { path: '^packages/megacorp/src/model/' },
      to: {
        path: '^packages/megacorp/src/(rules|flow|play|revisions|engine|module|view)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'megacorp-rules-below-flow',
      severity: 'error',
      from: { path: '^packages/megacorp/src/rules/' },
      to: {
        path: '^packages/megacorp/src/(flow|play|engine|module|view)',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'megacorp-flow-below-engine',
      severity: 'error',
      from: { path: '^packages/megacorp/src/flow/' },
      to: { path: '^packages/megacorp/src/(play|engine|module|view)', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.turbo)/' },
    includeOnly: '^(packages|apps)/[^/]+/src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'default'],
    },
  },
};
