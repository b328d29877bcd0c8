/**
 * One priority window, the same shape wherever the rules open one (ENGINE-NOTES "Priority windows").
 * The window's name stays visible in the state value, e.g. `turn.challenge.attack.afterBlockers.open`.
 *
 *   open               nothing on the stack; the holder may act or pass
 *   deploymentOnStack  a deployment effect is on top of the stack (6.2.2.4)
 *   effectOnStack      another effect is on top of the stack (6.6.1)
 *   afterDeployment    a deployment just resolved (6.2.2.6); when all pass its triggers follow (6.2.2.7)
 *   triggers           the deployed card's triggered effects go on the stack
 *   resolving          everyone passed in a row: the top of the stack resolves (3.9.5)
 *   route              picks the substate from the stack; a 6.2.2.6 window resumes once what was
 *                      played in it has resolved
 *   closed             everyone passed with an empty stack (or the active player declared he is done)
 */
export type WindowMode =
  /** Every player passes in a row with an empty stack (the windows the rules number). */
  | 'all-pass'
  /** The active player's pass on an empty stack ends it: he is done buying, attacking or selling. */
  | 'active-declares';

export function priorityWindow<const D extends string, const E extends object = Record<never, never>>(
  mode: WindowMode,
  onDone: D,
  extraOn?: E,
) {
  const closes = mode === 'active-declares' ? ('activeIsDone' as const) : ('roundClosesWindow' as const);
  return {
    entry: 'openPriority',
    exit: 'closePriority',
    initial: 'route',
    on: {
      pass: [
        {
          guard: closes,
          actions: mode === 'active-declares' ? (['pass', 'declareDone'] as const) : ('pass' as const),
          target: '.closed',
        },
        { guard: 'roundResolvesTop', actions: 'pass', target: '.resolving' },
        { guard: 'mayPass', actions: 'pass' },
      ],
      produce: { guard: 'mayProduce', actions: 'produce' },
      buy: { guard: 'mayBuy', actions: 'buy', target: '.route' },
      activate: { guard: 'mayActivate', actions: 'activate', target: '.route' },
      // An answer may put something on the stack (a triggered ability its controller takes, 7.4.1).
      choose: { guard: 'mayChoose', actions: 'choose', target: '.route' },
      ...(extraOn as E),
    },
    states: {
      route: {
        always: [
          { guard: 'deploymentWindowResumes', target: 'afterDeployment' },
          { guard: 'topIsDeployment', target: 'deploymentOnStack' },
          { guard: 'stackNotEmpty', target: 'effectOnStack' },
          { target: 'open' },
        ],
      },
      open: {},
      deploymentOnStack: {},
      effectOnStack: {},
      afterDeployment: {
        on: {
          pass: [
            { guard: 'roundCompletes', actions: 'pass', target: 'triggers' },
            { guard: 'mayPass', actions: 'pass' },
          ],
        },
      },
      triggers: { entry: 'queueDeploymentTriggers', always: { target: 'route' } },
      resolving: {
        entry: 'resolveTop',
        // deploymentTriggers: 'immediate' skips the 6.2.2.6 window: the triggers apply right away.
        always: [
          { guard: 'triggersImmediate', target: 'triggers' },
          { guard: 'lastWasDeployment', target: 'afterDeployment' },
          { target: 'route' },
        ],
      },
      closed: { type: 'final' },
    },
    onDone: onDone,
  } as const;
}
